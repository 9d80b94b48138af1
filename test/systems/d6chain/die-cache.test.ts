import { describe, expect, it } from 'vitest';
import { compileD6ChainCell, d6ChainTables } from '../../../src/systems/d6chain/compile.js';
import { type D6ChainRuleset, SEED } from '../../../src/systems/d6chain/ruleset.js';
import { dieValue } from '../../../src/systems/d6chain/rules.js';

/** The die's 36 (first, second) cells from the rules function, as compile's tables index them. */
function expectedTables(r: D6ChainRuleset): { value: number[]; kind: number[] } {
  const value: number[] = [];
  const kind: number[] = [];
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const d = dieValue(r, a, b);
      value.push(d.value);
      kind.push((d.critical ? 1 : 0) | (d.fumble ? 2 : 0));
    }
  }
  return { value, kind };
}

/** Every value the die's tables depend on, changed one at a time (a solve's candidates are such rulesets). */
const variants: Array<[string, D6ChainRuleset]> = [
  ['seed', SEED],
  ...[1, 2, 3, 4].map((face): [string, D6ChainRuleset] => [
    `face ${face + 1}`,
    { ...SEED, faceValue: SEED.faceValue.map((v, i) => (i === face ? v + 7 : v)) },
  ]),
  ['criticalValue', { ...SEED, criticalValue: 13 }],
  ['highValue', { ...SEED, highValue: 9 }],
  ['fumbleValue', { ...SEED, fumbleValue: -13 }],
  ['lowValue', { ...SEED, lowValue: -2 }],
];

describe('d6chain compile: the die is cached by the values it depends on', () => {
  it('each ruleset, compiled in any order and again, gets the tables and degree range of its own values', () => {
    for (const order of [variants, [...variants].reverse(), variants]) {
      for (const [what, r] of order) {
        const c = compileD6ChainCell({ dice: 3, plan: 1, judgement: 2, target: 5 }, { ...r });
        const want = expectedTables(r);
        expect([...c.value], what).toEqual(want.value);
        expect([...c.kind], what).toEqual(want.kind);
        const lo = Math.min(...want.value);
        const hi = Math.max(...want.value);
        expect(c.degreeMin, what).toBe(3 * lo + 3 - 5);
        expect(c.degreeSize, what).toBe(3 * (hi - lo) + 1);
      }
    }
  });

  it('rulesets that differ only outside the die share its tables; faces 1 and 6 (re-rolled) do not count', () => {
    const a = d6ChainTables({ ...SEED, strict: false, targets: { easy: 1 }, grades: [{ name: 'x', minDegree: 0 }] });
    const b = d6ChainTables({ ...SEED, faceValue: [99, 2, 3, 4, 5, -99] });
    expect(a.value).toBe(d6ChainTables(SEED).value);
    expect(b.value).toBe(a.value);
    expect(d6ChainTables({ ...SEED, highValue: 7 }).value).not.toBe(a.value);
  });
});
