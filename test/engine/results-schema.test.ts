import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonPath, readSchema, validateDocument } from '../../src/engine/results-schema.js';
import { SYSTEM_DEFINITION, resultsSchemaText } from '../../src/engine/system-schema.js';
import { REGISTERED, SYSTEMS, registerSystem } from '../../src/systems/index.js';
import { system as dicepool } from '../fixtures/systems/dicepool/index.js';
import { runHere } from '../run-here.js';
import { hanteiJsonHere } from '../cli/here.js';

const golden = JSON.parse(readFileSync('test/golden/results.json', 'utf8')) as { analyses: Array<{ results: Record<string, unknown> }> };
const scenarios = JSON.parse(readFileSync('test/golden/scenarios.json', 'utf8')) as typeof golden;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
type Doc = {
  system: string;
  analysis: string;
  rules: Record<string, unknown>;
  cells: Array<{ params: Record<string, unknown>; outcomes: Record<string, number> }>;
};

async function json(args: string[]): Promise<Doc> {
  const r = await runHere([...args, '--format', 'json', '--quiet']);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as Doc;
}

describe('published JSON Schemas (schemas/)', () => {
  it('accept the documents hantei writes: a study, every system’s check output, a scenario', async () => {
    expect(() => validateDocument(golden, 'hantei.study/1', 'golden')).not.toThrow();
    expect(() => validateDocument(scenarios, 'hantei.study/1', 'golden scenarios')).not.toThrow();
    const docs = [
      await hanteiJsonHere([
        'exact',
        'mtg',
        '--deck',
        'decks/mono-green.yaml',
        '--check',
        'green',
        '--difficulty',
        '0..2',
        '--boost',
        'never,on-fail',
      ]),
      await hanteiJsonHere(['simulate', '2d6', '--ability', '3', '--difficulty', '8', '--trials', '1e4', '--threads', '0']),
      await hanteiJsonHere(['exact', 'drawsteel', '--characteristic', '2', '--difficulty', 'easy,hard']),
      await hanteiJsonHere(['exact', 'd6chain', '--plan', '1', '--judgement', '1', '--target', 'normal']),
      await hanteiJsonHere(['opposed', '2d6', '--ability', '3', '--vs-ability', '2', '--trials', '1e4', '--threads', '0']),
      // varied ruleset keys sit in the cells under their dotted path; a ruleset file's rules
      await hanteiJsonHere([
        'exact',
        'mtg',
        '--deck',
        'decks/mono-green.yaml',
        '--check',
        'green',
        '--difficulty',
        '2',
        '--vary',
        'modifiers.same=3..4,critical.mode=automatic',
      ]),
      await hanteiJsonHere([
        'exact',
        'mtg',
        '--deck',
        'decks/mono-green.yaml',
        '--difficulty',
        '2',
        '--ruleset',
        'test/fixtures/rulesets/v2-automatic-critical.yaml',
        '--gm-exile',
        '0',
        '--known',
        '60',
      ]),
      await hanteiJsonHere([
        'exact',
        'drawsteel',
        '--characteristic',
        '-5..5',
        '--skill',
        '--edges',
        '0..2',
        '--difficulty',
        'easy,medium,hard',
        '--reroll',
        'never,on-failure',
        '--vary',
        'tiers.tier1Max=10..11',
      ]),
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
    expect(() => validateDocument(missing, 'hantei.study/1', 'f.json')).toThrow(
      /analyses\[0\]\.results: must have required property 'cells'/,
    );
  });

  it('per system, from its declaration: a misspelt parameter, a value outside its choices or bounds, an unknown ruleset key or analysis are refused', async () => {
    const doc = (golden.analyses.find((a) => a.results.system === '2d6' && a.results.analysis === 'check') ?? golden.analyses[0])
      .results as unknown as Doc;
    const typo = clone(doc);
    typo.cells[0].params.abilty = typo.cells[0].params.ability;
    delete typo.cells[0].params.ability;
    expect(() => validateDocument(typo, 'hantei.results/1', 'f.json')).toThrow(
      /cells\[0\]\.params: must have required property 'ability'|cells\[0\]\.params: must NOT have additional properties "abilty"/,
    );
    const notInt = clone(doc);
    notInt.cells[1].params.difficulty = 'hard';
    expect(() => validateDocument(notInt, 'hantei.results/1', 'f.json')).toThrow(/cells\[1\]\.params\.difficulty: must be integer/);
    const rule = clone(doc);
    rule.rules.fumbel = 'none';
    expect(() => validateDocument(rule, 'hantei.results/1', 'f.json')).toThrow(/rules: must NOT have additional properties "fumbel"/);
    const analysis = clone(doc);
    analysis.analysis = 'turn'; // mtg's scenario, not 2d6's
    expect(() => validateDocument(analysis, 'hantei.results/1', 'f.json')).toThrow(
      /analysis: must be equal to one of the allowed values \["check","opposed","session"\]/,
    );
    const outcome = clone(doc);
    outcome.cells[0].outcomes['critical-target'] = 0; // an mtg category
    expect(() => validateDocument(outcome, 'hantei.results/1', 'f.json')).toThrow(/cells\[0\]\.outcomes/);
    const ds = (await hanteiJsonHere(['exact', 'drawsteel', '--characteristic', '2', '--difficulty', 'easy'])) as Doc;
    ds.cells[0].params.difficulty = 'impossible';
    expect(() => validateDocument(ds, 'hantei.results/1', 'f.json')).toThrow(
      /cells\[0\]\.params\.difficulty: must be equal to one of the allowed values \["easy","medium","hard"\]/,
    );
    ds.cells[0].params.difficulty = 'easy';
    ds.cells[0].params.characteristic = 9; // declared -5..5
    expect(() => validateDocument(ds, 'hantei.results/1', 'f.json')).toThrow(/cells\[0\]\.params\.characteristic: must be ≤ 5/);
    // an id no system has: the generic checks only, as before
    const other = clone(doc);
    other.system = 'elsewhere';
    other.rules.fumbel = 'none';
    expect(() => validateDocument(other, 'hantei.results/1', 'f.json')).not.toThrow();
  });

  it('the published file holds the per-system parts generated from the built-in systems (npm run schemas)', () => {
    const text = readFileSync('schemas/hantei.results-1.schema.json', 'utf8');
    expect(text, 'schemas/hantei.results-1.schema.json is stale: run npm run schemas').toBe(
      resultsSchemaText(JSON.parse(text), REGISTERED),
    );
    const file = JSON.parse(text) as { $id: string; definitions: Record<string, unknown>; allOf: unknown[] };
    expect(file.$id).toBe('https://hantei.invalid/schemas/hantei.results-1.schema.json');
    expect(Object.keys(file.definitions).filter((d) => d.startsWith(SYSTEM_DEFINITION))).toEqual(
      REGISTERED.map((s) => SYSTEM_DEFINITION + s.id),
    );
    expect(file.allOf).toHaveLength(REGISTERED.length);
    // the hand-written part is the base the generator keeps
    expect(readSchema('hantei.results/1')).toEqual(JSON.parse(text));
  });

  it('a system added with registerSystem: its documents validate, and are checked as strictly, with no schema edit', async () => {
    registerSystem(dicepool);
    expect(SYSTEMS).toContain(dicepool);
    const exact = await json(['exact', 'dicepool', '--dice', '1..3', '--difficulty', '0..2']);
    expect(() => validateDocument(exact, 'hantei.results/1', 'dicepool.json')).not.toThrow();
    const extended = await json(['extended', 'dicepool', '--dice', '2', '--threshold', '2', '--trials', '1e3', '--threads', '0']);
    expect(() => validateDocument(extended, 'hantei.results/1', 'dicepool.json')).not.toThrow();
    const typo = clone(exact);
    typo.cells[0].params.dcie = 1;
    expect(() => validateDocument(typo, 'hantei.results/1', 'dicepool.json')).toThrow(
      /not a valid hantei\.results\/1 document: cells\[0\]\.params: must NOT have additional properties "dcie"/,
    );
    const rules = clone(exact);
    rules.rules.hitOn = 'five';
    expect(() => validateDocument(rules, 'hantei.results/1', 'dicepool.json')).toThrow(/rules\.hitOn: must be number/);
    const dice = clone(exact);
    dice.cells[0].params.dice = 31; // declared max 30
    expect(() => validateDocument(dice, 'hantei.results/1', 'dicepool.json')).toThrow(/params\.dice: must be ≤ 30/);
    const analysis = clone(extended);
    analysis.analysis = 'opposed';
    expect(() => validateDocument(analysis, 'hantei.results/1', 'dicepool.json')).toThrow(
      /analysis: must be equal to one of the allowed values \["check","extended"\]/,
    );
  });

  it('write JSON paths as a reader would', () => {
    expect(jsonPath('/analyses/0/results/cells/3/success')).toBe('analyses[0].results.cells[3].success');
    expect(jsonPath('/cells/0/degree/-2')).toBe('cells[0].degree["-2"]');
    expect(jsonPath('')).toBe('(the document)');
  });
});
