import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, degreeBase } from '../../src/core/accumulator.js';
import type { Cell } from '../../src/core/grid.js';
import { getSystem } from '../../src/systems/index.js';
import { checkSystem } from '../../src/systems/contract.js';
import type { CompileContext, RuleSystem } from '../../src/systems/types.js';
import { sampleDecks } from '../helpers.js';
import { exampleCells, registeredForTests } from '../registry.js';

const ctx: CompileContext = { decks: sampleDecks() };
const SYSTEMS = registeredForTests();

interface Arbitrary {
  cell: fc.Arbitrary<Cell>;
  harder: (c: Cell) => Cell;
  better: (c: Cell) => Cell;
}

/**
 * A random cell of any system, from its parameter declarations: numbers
 * within its bounds (a window of 9 values), its choices or the ruleset's
 * labels, flags, the sample decks. Harder: one more of its tune parameter
 * (when a number); no actor is declared, so "better" is the cell itself.
 */
function generated(system: RuleSystem): Arbitrary {
  const rules = system.rulesets[system.defaultRuleset];
  const fields: Record<string, fc.Arbitrary<string | number | boolean>> = {};
  for (const p of system.params) {
    const lo = p.min ?? -2;
    const ints = fc.integer({ min: lo, max: Math.min(p.max ?? lo + 8, lo + 8) });
    const labels = p.choices ?? system.choicesFor?.(p.name, rules).choices ?? [];
    if (p.kind === 'int-range' || (p.kind === 'int' && p.default !== undefined)) fields[p.name] = ints;
    else if (p.kind === 'int-or-label') fields[p.name] = labels.length > 0 ? fc.oneof(ints, fc.constantFrom(...labels)) : ints;
    else if (p.kind === 'choice-list') fields[p.name] = fc.constantFrom(...labels);
    else if (p.kind === 'flag') fields[p.name] = fc.boolean();
    else if (p.kind === 'deck-list') fields[p.name] = fc.constantFrom(...ctx.decks.keys());
  }
  const tune = system.tune;
  return { cell: fc.record(fields), harder: (c) => (typeof c[tune] === 'number' ? { ...c, [tune]: c[tune] + 1 } : c), better: (c) => c };
}

/** Hand-made arbitraries where a system's meaning is known (narrower ranges, which parameter is the actor's); any other system gets `generated`. */
const arbitraries: Record<string, Arbitrary> = {
  mtg: {
    cell: fc.record({
      deck: fc.constantFrom(...ctx.decks.keys()),
      check: fc.constantFrom('white', 'blue', 'black', 'red', 'green', 'colorless'),
      difficulty: fc.integer({ min: -2, max: 10 }),
      boost: fc.constantFrom('never', 'on-fail', 'always'),
      known: fc.integer({ min: 0, max: 5 }),
    }),
    harder: (c) => ({ ...c, difficulty: Number(c.difficulty) + 1 }),
    better: (c) => c, // no actor value in mtg: the property holds trivially
  },
  '2d6': {
    cell: fc.record({
      ability: fc.integer({ min: -2, max: 8 }),
      modifier: fc.integer({ min: -3, max: 3 }),
      difficulty: fc.integer({ min: 0, max: 14 }),
      courageDie: fc.boolean(),
      convert: fc.constantFrom('never', 'when-safe', 'always'),
    }),
    harder: (c) => ({ ...c, difficulty: Number(c.difficulty) + 1 }),
    better: (c) => ({ ...c, ability: Number(c.ability) + 1 }),
  },
  drawsteel: {
    cell: fc.record({
      characteristic: fc.integer({ min: -5, max: 4 }),
      skill: fc.boolean(),
      edges: fc.integer({ min: 0, max: 3 }),
      banes: fc.integer({ min: 0, max: 3 }),
      difficulty: fc.constantFrom('easy', 'medium'),
      reroll: fc.constantFrom('never', 'on-failure'),
    }),
    harder: (c) => ({ ...c, difficulty: c.difficulty === 'easy' ? 'medium' : 'hard' }),
    better: (c) => ({ ...c, characteristic: Number(c.characteristic) + 1 }),
  },
  d6chain: {
    cell: fc.record({
      dice: fc.integer({ min: 1, max: 3 }),
      plan: fc.integer({ min: -2, max: 4 }),
      judgement: fc.integer({ min: -2, max: 4 }),
      target: fc.integer({ min: 0, max: 14 }),
    }),
    harder: (c) => ({ ...c, target: Number(c.target) + 1 }),
    better: (c) => ({ ...c, plan: Number(c.plan) + 1 }),
  },
};

describe('every registered rule system keeps the contract', () => {
  it('the hand-made arbitraries name registered systems, and the test-only dice pool is among them', () => {
    for (const id of Object.keys(arbitraries)) expect(SYSTEMS.map((s) => s.id)).toContain(id);
    expect(SYSTEMS.map((s) => s.id)).toContain('dicepool');
  });
  for (const system of SYSTEMS) {
    const arb = arbitraries[system.id] ?? generated(system);
    const rules = system.rulesets[system.defaultRuleset];
    const success = (c: Cell) => system.exact(system.compile(c, rules, ctx))[ACC_SUCCESS];
    describe(system.id, () => {
      it("passes registerSystem's checks, and its declared examples make a grid that computes", () => {
        expect(() => checkSystem(system)).not.toThrow();
        const ex = exampleCells(system);
        expect(ex.cells.length).toBeGreaterThan(0);
        for (const cell of ex.cells) expect(ex.system.exact(ex.system.compile(cell, ex.rules, ex.ctx))[ACC_TRIALS]).toBe(1);
      });
      it('declares parameters with flags, labels in both languages and categories with labels', () => {
        for (const p of system.params) {
          expect(p.flag).toMatch(/^[a-z][a-z0-9-]*$/);
          expect(p.label.en && p.label.ja).toBeTruthy();
        }
        for (const c of system.categories) expect(system.categoryLabels[c]?.ja).toBeTruthy();
      });
      it('exact weights are a distribution: the degree histogram holds every possible check', () => {
        fc.assert(
          fc.property(arb.cell, (cell) => {
            const compiled = system.compile(cell, rules, ctx);
            const acc = system.exact(compiled);
            expect(acc[ACC_TRIALS]).toBe(1);
            let mass = 0;
            for (let i = 0; i < compiled.degreeSize; i++) {
              expect(acc[degreeBase(compiled) + i]).toBeGreaterThanOrEqual(0);
              mass += acc[degreeBase(compiled) + i];
            }
            expect(mass).toBeCloseTo(1 - acc[ACC_IMPOSSIBLE], 9);
            expect(acc[ACC_SUCCESS]).toBeGreaterThanOrEqual(-1e-12);
            expect(acc[ACC_SUCCESS]).toBeLessThanOrEqual(1 - acc[ACC_IMPOSSIBLE] + 1e-12);
          }),
          { numRuns: 60, seed: 20261122 },
        );
      });
      it('success never rises with difficulty, never falls with a better actor', () => {
        fc.assert(
          fc.property(arb.cell, (cell) => {
            expect(success(arb.harder(cell))).toBeLessThanOrEqual(success(cell) + 1e-12);
            expect(success(arb.better(cell))).toBeGreaterThanOrEqual(success(cell) - 1e-12);
          }),
          { numRuns: 60, seed: 20261122 },
        );
      });
    });
  }
  it('getSystem names the known systems on a typo', () => {
    expect(() => getSystem('dnd')).toThrow(/unknown rule system "dnd"/);
  });
});
