import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../src/engine/results-schema.js';
import { hanteiHere } from './here.js';

const deck = (f: string) => resolve('decks', f);

// the commands run in-process through test/cli/here.ts (the built CLI's main())

/** A designer's study: on-colour checks about 65% at difficulty 4, decks within 20 points, enemy checks not hopeless. */
function study(dir: string, ruleset: string): string {
  const file = join(dir, `colours-${ruleset.replace(/\W/g, '')}.yaml`);
  writeFileSync(
    file,
    `name: colours
analyses:
  - name: table
    system: mtg
    ruleset: ${ruleset}
    params: { deck: [${deck('mono-green.yaml')}, ${deck('selesnya.txt')}, ${deck('uw-control.txt')}], difficulty: 4, boost: never }
expect:
  - { analysis: table, check: on-colour, mean: { min: 0.6, max: 0.7 }, note: "on-colour about 65%" }
  - { analysis: table, check: on-colour, spread: { max: 0.2 } }
  - { analysis: table, check: enemy, mean: { min: 0.3 } }
`,
  );
  return file;
}

describe('hantei solve', () => {
  it('fails report --check, solves, writes a ruleset the study can point at, and report --check then passes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-solve-cli-'));
    const before = await hanteiHere(['report', study(dir, 'v2'), '--check', '--out', join(dir, 'before'), '--quiet']);
    expect(before.code).toBe(1);
    expect(before.stderr).toMatch(/FAIL table \{\} check=on-colour: mean of success over 5 cells expected in \[0\.6, 0\.7\]/);

    const solved = join(dir, 'solved.yaml');
    const r = await hanteiHere([
      'solve',
      study(dir, 'v2'),
      '--vary',
      'modifiers.same=3..6,modifiers.allied=1..4,modifiers.enemy=0..3',
      '--write-ruleset',
      solved,
      '--json',
      join(dir, 'solve.json'),
      '--top',
      '5',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/every combination judged \(64 rulesets × 18 cells, within the budget of 20,000\): the best is optimal/);
    expect(r.stdout).toMatch(/meets every expectation/);
    const doc = JSON.parse(readFileSync(join(dir, 'solve.json'), 'utf8'));
    validateDocument(doc, 'hantei.solve/1', 'solve.json');
    expect(doc.candidates).toHaveLength(5);
    expect(doc.candidates[0].miss).toBe(0);
    expect(doc.candidates[0].failing).toEqual([]);
    for (let i = 1; i < doc.candidates.length; i++) {
      const [a, b] = [doc.candidates[i - 1], doc.candidates[i]];
      expect(a.miss < b.miss || (a.miss === b.miss && a.change <= b.change)).toBe(true);
    }
    // the file extends the study's preset with only the changed keys
    const text = readFileSync(solved, 'utf8');
    expect(text).toMatch(/^# written by hantei solve/);
    expect(text).toMatch(/^extends: v2$/m);
    for (const k of ['same', 'allied', 'enemy']) {
      const changed = doc.candidates[0].changed.includes(`modifiers.${k}`);
      expect(new RegExp(`^  ${k}: ${doc.candidates[0].values[`modifiers.${k}`]}$`, 'm').test(text)).toBe(changed);
    }
    const after = await hanteiHere(['report', study(dir, solved), '--check', '--out', join(dir, 'after'), '--quiet']);
    expect(after.stderr).toBe('');
    expect(after.code).toBe(0);
  }, 60_000);

  it('exits 1 when no candidate meets every expectation, still printing the best and what it misses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-solve-cli-'));
    const r = await hanteiHere(['solve', study(dir, 'v2'), '--vary', 'modifiers.same=4..6', '--format', 'json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no candidate meets every expectation; the best misses by [\d.]+ in all/);
    const doc = JSON.parse(r.stdout);
    expect(doc.candidates[0].failing.length).toBeGreaterThan(0);
    expect(doc.candidates[0].failing[0].details[0]).toMatch(/FAIL|expected/);
    const ja = await hanteiHere(['solve', study(dir, 'v2'), '--vary', 'modifiers.same=4..6', '--lang', 'ja']);
    expect(ja.stdout).toMatch(/外れの合計/);
  }, 60_000);

  it('a ruleset file the study reads is copied with the changed keys set (a ruleset extends a preset, not a file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-solve-cli-'));
    const mine = join(dir, 'house.yaml');
    writeFileSync(mine, 'extends: v2\nname: house rules\ncritical: { value: 15 }\n');
    const solved = join(dir, 'solved.yaml');
    const r = await hanteiHere([
      'solve',
      study(dir, mine),
      '--vary',
      'modifiers.allied=1..4,modifiers.enemy=0..3',
      '--write-ruleset',
      solved,
      '--quiet',
    ]);
    expect([0, 1]).toContain(r.code);
    const text = readFileSync(solved, 'utf8');
    expect(text).toMatch(/^extends: v2$/m);
    expect(text).toMatch(/critical:\n\s+value: 15/);
    expect(text).not.toMatch(/house rules/);
    // the study's own ruleset file is never overwritten
    const over = await hanteiHere(['solve', study(dir, mine), '--vary', 'modifiers.allied=1..4', '--write-ruleset', mine]);
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(/--write-ruleset .* is a ruleset this command reads/);
    expect(readFileSync(mine, 'utf8')).toBe('extends: v2\nname: house rules\ncritical: { value: 15 }\n');
  }, 60_000);
});
