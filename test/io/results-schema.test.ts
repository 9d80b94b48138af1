import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonPath, validateDocument } from '../../src/io/results-schema.js';
import { hanteiJson } from '../cli/cli.js';

const golden = JSON.parse(readFileSync('test/golden/results.json', 'utf8')) as { analyses: Array<{ results: Record<string, unknown> }> };
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('published JSON Schemas (schemas/)', () => {
  it('accept the documents hantei writes: a study, every system’s check output, a scenario', () => {
    expect(() => validateDocument(golden, 'hantei.study/1', 'golden')).not.toThrow();
    const docs = [
      hanteiJson(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--check', 'green', '--difficulty', '0..2', '--boost', 'never,on-fail']),
      hanteiJson(['simulate', '2d6', '--ability', '3', '--difficulty', '8', '--trials', '1e4', '--threads', '0']),
      hanteiJson(['exact', 'drawsteel', '--characteristic', '2', '--difficulty', 'easy,hard']),
      hanteiJson(['exact', 'd6chain', '--plan', '1', '--judgement', '1', '--target', 'normal']),
      hanteiJson(['opposed', '2d6', '--ability', '3', '--vs-ability', '2', '--trials', '1e4', '--threads', '0']),
    ];
    for (const d of docs) expect(() => validateDocument(d, 'hantei.results/1', 'cli')).not.toThrow();
  });

  it('reject a probability above 1, a non-number, a missing field — naming the JSON path', () => {
    const over = clone(golden);
    (over.analyses[0].results.cells as Array<Record<string, unknown>>)[3].success = 1.5;
    expect(() => validateDocument(over, 'hantei.study/1', 'f.json')).toThrow(/analyses\[0\]\.results\.cells\[3\]\.success: must be ≤ 1/);
    const text = clone(golden);
    (text.analyses[0].results.cells as Array<Record<string, unknown>>)[0].impossible = 'none';
    expect(() => validateDocument(text, 'hantei.study/1', 'f.json')).toThrow(/cells\[0\]\.impossible: must be number/);
    const missing = clone(golden);
    delete missing.analyses[0].results.cells;
    expect(() => validateDocument(missing, 'hantei.study/1', 'f.json')).toThrow(/analyses\[0\]\.results: must have required property 'cells'/);
  });

  it('write JSON paths as a reader would', () => {
    expect(jsonPath('/analyses/0/results/cells/3/success')).toBe('analyses[0].results.cells[3].success');
    expect(jsonPath('/cells/0/degree/-2')).toBe('cells[0].degree["-2"]');
    expect(jsonPath('')).toBe('(the document)');
  });
});
