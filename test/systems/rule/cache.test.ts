import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type RuleFilePath, exact, simulate, tune } from '../../../src/api/index.js';
import { ACC_SUCCESS } from '../../../src/core/accumulator.js';
import { compileRule, readRule, ruleExact } from '../../../src/systems/rule/index.js';

/*
 * Compiled cells and their exact laws are kept between calls (the same grid
 * asked again costs nothing): a changed rule or cell must never get the old
 * answer, and nothing the engine does with an answer may change the next.
 */

const rule = (faces: number) =>
  readRule(
    { kind: 'hantei.rule/1', params: { dc: { min: 1, max: 20, default: 10 } }, dice: `d${faces}`, check: { compare: '>=', target: 'dc' } },
    { file: 'cache.yaml' },
  );

describe('rule caches', () => {
  it('gives each rule and cell its own law, asked again or not', () => {
    const d20 = rule(20);
    expect(ruleExact(compileRule(d20, { dc: 11 }))[ACC_SUCCESS]).toBeCloseTo(0.5, 12);
    // a new rule object of the same text: the same compiled cell, the same answer
    expect(compileRule(rule(20), { dc: 11 })).toBe(compileRule(d20, { dc: 11 }));
    expect(ruleExact(compileRule(rule(20), { dc: 11 }))[ACC_SUCCESS]).toBeCloseTo(0.5, 12);
    // another value, another die: other numbers
    expect(ruleExact(compileRule(d20, { dc: 16 }))[ACC_SUCCESS]).toBeCloseTo(0.25, 12);
    expect(ruleExact(compileRule(rule(12), { dc: 11 }))[ACC_SUCCESS]).toBeCloseTo(2 / 12, 12);
  });

  it('keys a compiled cell by every parameter, in turn, and keeps at most 16,384 cells of a rule', () => {
    const two = readRule(
      {
        kind: 'hantei.rule/1',
        params: { dc: { min: 1, max: 200, default: 10 }, bonus: { min: 0, max: 99, default: 0 } },
        dice: 'd20 + bonus',
        check: { compare: '>=', target: 'dc' },
      },
      { file: 'two.yaml' },
    );
    const first = compileRule(two, { dc: 11, bonus: 0 });
    expect(compileRule(two, { dc: 11, bonus: 0 })).toBe(first);
    // the same first value, another second: another cell
    expect(ruleExact(compileRule(two, { dc: 11, bonus: 5 }))[ACC_SUCCESS]).toBeCloseTo(0.75, 12);
    expect(ruleExact(compileRule(two, { bonus: 0, dc: 16 }))[ACC_SUCCESS]).toBeCloseTo(0.25, 12);
    // a default stands for a value left out
    expect(compileRule(two, { dc: 11 })).toBe(first);
    for (let dc = 1; dc <= 200; dc++) for (let bonus = 0; bonus < 82; bonus++) compileRule(two, { dc, bonus });
    // past the bound the rule's cells were dropped and compiled afresh: a new object, the same numbers
    const again = compileRule(two, { dc: 11, bonus: 0 });
    expect(again).not.toBe(first);
    expect(ruleExact(again)[ACC_SUCCESS]).toBeCloseTo(0.5, 12);
    expect(compileRule(two, { dc: 11, bonus: 0 })).toBe(again);
  });

  it("hands each call the solved cell's own array, which the engine only reads: exact, a simulation beside it, tune and exact again agree", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-rule-cache-'));
    try {
      const file = join(dir, 'd20.yaml') as RuleFilePath;
      writeFileSync(
        file,
        'kind: hantei.rule/1\nparams:\n  dc: { min: 1, max: 20, default: 10 }\ndice: d20\ncheck: { compare: ">=", target: dc }\n',
      );
      const req = { system: file, params: { dc: '1..20' } };
      const first = JSON.stringify((await exact(req)).cells);
      const sim = await simulate({ ...req, trials: 4000, seed: 3, threads: 0 });
      expect(sim.cells[5].exact).toBeCloseTo(0.75, 12);
      expect(tune({ system: file, params: {}, targets: { even: 0.5 } }).rows[0].picks.even?.value).toBe(11);
      const again = await exact(req);
      expect(JSON.stringify(again.cells)).toBe(first);
      // a cell's records are its own, asked again or not: changing one call's leaves the next call's as it was
      again.cells[5].successFraction!.num = '0';
      again.cells[5].outcomes.x = 1;
      expect(JSON.stringify((await exact(req)).cells)).toBe(first);
      expect(ruleExact(compileRule(rule(20), { dc: 6 }))[ACC_SUCCESS]).toBeCloseTo(0.75, 12);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
