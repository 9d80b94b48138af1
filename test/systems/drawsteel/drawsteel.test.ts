import { describe, expect, it } from 'vitest';
import { ACC_CATEGORIES, ACC_SUCCESS, degreeBase } from '../../../src/core/accumulator.js';
import { packedDegree } from '../../../src/systems/dice-kernel.js';
import { compileDrawSteelCell, drawSteelExact } from '../../../src/systems/drawsteel/index.js';
import { CORE } from '../../../src/systems/drawsteel/ruleset.js';
import { netEdges, resolvePowerRoll } from '../../../src/systems/drawsteel/rules.js';

const test = (characteristic: number, difficulty: string, extra: Record<string, unknown> = {}) =>
  compileDrawSteelCell({ characteristic, skill: false, edges: 0, banes: 0, difficulty, reroll: 'never', ...extra }, CORE);
const p = (c: ReturnType<typeof test>) => drawSteelExact(c);
/** P(2d10 ≥ s) by counting: the number of pairs with sum ≤ s − 1. */
const atLeast = (s: number) => {
  let n = 0;
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a + b >= s) n++;
  return n / 100;
};

/** The brute-force reference of an accumulator: `add(packed, w)` puts a resolved power roll's weight in `ref`'s success, category and degree slots. */
function byHand(c: ReturnType<typeof test>, length: number): { ref: Float64Array; add: (packed: number, w: number) => void } {
  const ref = new Float64Array(length);
  const add = (packed: number, w: number): void => {
    if (packed & 1) ref[ACC_SUCCESS] += w;
    for (let k = 0; k < c.nCategories; k++) if ((packed >> (k + 1)) & 1) ref[ACC_CATEGORIES + k] += w;
    ref[degreeBase(c) + packedDegree(packed)] += w;
  };
  return { ref, add };
}

describe('drawsteel hand-computed cases', () => {
  it('characteristic +2 with a skill on a medium test: success needs 2d10 + 4 ≥ 12, i.e. 2d10 ≥ 8: 1 − 21/100 = 79/100', () => {
    expect(p(test(2, 'medium', { skill: true }))[ACC_SUCCESS]).toBeCloseTo(79 / 100, 12);
  });
  it('hard test, characteristic 0: success needs tier 3 (≥ 17) or a natural 19–20: P(2d10 ≥ 17) = 10/100', () => {
    expect(p(test(0, 'hard'))[ACC_SUCCESS]).toBeCloseTo(atLeast(17), 12);
    expect(atLeast(17)).toBe(0.1);
  });
  it('easy tests always succeed; tier 1 is a success with a consequence', () => {
    const acc = p(test(-5, 'easy'));
    expect(acc[ACC_SUCCESS]).toBeCloseTo(1, 12);
    // tier 1: 2d10 − 5 ≤ 11 → 2d10 ≤ 16 → 1 − P(≥ 17) = 90/100 (natural 19–20 are within the ≥ 17 part)
    expect(acc[ACC_CATEGORIES + 2]).toBeCloseTo(0.9, 12);
  });
  it('edges and banes cancel as the rules say', () => {
    expect(netEdges(1, 0)).toBe('edge');
    expect(netEdges(3, 0)).toBe('double-edge');
    expect(netEdges(1, 1)).toBe('none');
    expect(netEdges(2, 1)).toBe('edge');
    expect(netEdges(1, 2)).toBe('bane');
    expect(netEdges(2, 2)).toBe('none');
    expect(netEdges(0, 2)).toBe('double-bane');
  });
  it('single edge +2: medium, characteristic 0, success needs 2d10 ≥ 10: 64/100', () => {
    expect(p(test(0, 'medium', { edges: 1 }))[ACC_SUCCESS]).toBeCloseTo(atLeast(10), 12);
    expect(atLeast(10)).toBe(0.64);
  });
  it('double edge raises the tier by one: medium, characteristic 0, tier 1 becomes 2 → always a success', () => {
    expect(p(test(0, 'medium', { edges: 2 }))[ACC_SUCCESS]).toBeCloseTo(1, 12);
  });
  it('a natural 19 or 20 is a success with a reward even with a double bane', () => {
    const c = test(-5, 'hard', { banes: 2 });
    expect(packedDegree(resolvePowerRoll(c, 9, 10))).toBe(4);
    expect(packedDegree(resolvePowerRoll(c, 10, 8))).toBe(0); // 18 − 5 = 13 → tier 2 → −1 → tier 1
    expect(p(c)[ACC_CATEGORIES + 4]).toBeCloseTo(3 / 100, 12);
  });
  it('hero token on failure: P = p + (1 − p)·p', () => {
    const once = p(test(0, 'hard'))[ACC_SUCCESS];
    expect(p(test(0, 'hard', { reroll: 'on-failure' }))[ACC_SUCCESS]).toBeCloseTo(once + (1 - once) * once, 12);
  });
});

describe('drawsteel exact (triangular totals) agrees with brute force over every pair of dice', () => {
  for (const reroll of ['never', 'on-failure']) {
    for (const [characteristic, skill, edges, banes] of [
      [2, true, 0, 0],
      [-1, false, 2, 1],
      [0, false, 0, 2],
      [3, true, 3, 0],
    ] as const) {
      for (const difficulty of ['easy', 'medium', 'hard']) {
        it(`${characteristic} skill=${skill} edges=${edges} banes=${banes} ${difficulty} reroll ${reroll}`, () => {
          const c = compileDrawSteelCell({ characteristic, skill, edges, banes, difficulty, reroll }, CORE);
          const acc = drawSteelExact(c);
          const { ref, add } = byHand(c, acc.length);
          for (let a = 1; a <= 10; a++) {
            for (let b = 1; b <= 10; b++) {
              const first = resolvePowerRoll(c, a, b);
              if (reroll === 'never' || first & 1) add(first, 1 / 100);
              else for (let x = 1; x <= 10; x++) for (let y = 1; y <= 10; y++) add(resolvePowerRoll(c, x, y) | (1 << 7), 1 / 10000);
            }
          }
          for (let i = 2; i < acc.length; i++) expect(acc[i], `slot ${i}`).toBeCloseTo(ref[i], 12);
        });
      }
    }
  }
});

describe('drawsteel exact on large dice', () => {
  it('2d150 (299 totals), reroll on failure: every slot as brute force over the 22,500 pairs', () => {
    const rules = { ...CORE, name: 'd150', faces: 150, naturalReward: 290, tiers: { tier1Max: 120, tier2Max: 200 } };
    const c = compileDrawSteelCell(
      { characteristic: 3, skill: false, edges: 1, banes: 0, difficulty: 'medium', reroll: 'on-failure' },
      rules,
    );
    const acc = drawSteelExact(c);
    const { ref, add } = byHand(c, acc.length);
    // whole counts out of 22,500², divided once: a sum of 22,500 rounded weights would be less exact than the routine
    let fail = 0;
    for (let a = 1; a <= 150; a++) {
      for (let b = 1; b <= 150; b++) {
        const first = resolvePowerRoll(c, a, b);
        if (first & 1) add(first, 22500);
        else fail++;
      }
    }
    for (let a = 1; a <= 150; a++) for (let b = 1; b <= 150; b++) add(resolvePowerRoll(c, a, b) | (1 << 7), fail);
    expect(fail).toBeGreaterThan(2000);
    for (let i = 2; i < ref.length; i++) ref[i] /= 22500 * 22500;
    for (let i = 2; i < acc.length; i++) expect(acc[i], `slot ${i}`).toBeCloseTo(ref[i], 12);
  });
});
