import { describe, expect, it } from 'vitest';
import { ACC_CATEGORIES, ACC_SUCCESS, degreeBase } from '../../../src/core/accumulator.js';
import { packedDegree } from '../../../src/systems/dice-kernel.js';
import { compileTwoD6Cell } from '../../../src/systems/twod6/compile.js';
import { twoD6Exact } from '../../../src/systems/twod6/exact.js';
import { STANDARD, TWOD6_RULESETS } from '../../../src/systems/twod6/ruleset.js';
import { P_CONVERTED, P_CRITICAL, P_FUMBLE, resolveTwoD6 } from '../../../src/systems/twod6/rules.js';
import { compileTwoD6Opposed, twoD6OpposedExact } from '../../../src/systems/twod6/scenario.js';

const cell = (ability: number, difficulty: number, extra: Record<string, unknown> = {}) =>
  compileTwoD6Cell({ ability, modifier: 0, difficulty, courageDie: false, convert: 'never', ...extra } as never, STANDARD);
const successOf = (c: ReturnType<typeof cell>) => twoD6Exact(c)[ACC_SUCCESS];

describe('2d6 hand-computed cases', () => {
  it('ability 3 vs difficulty 8 needs a highest die of 5+: 1 − (4/6)² = 20/36 = 5/9', () => {
    // {1,1} is a fumble but fails anyway; {6,6} is a critical but succeeds anyway
    expect(successOf(cell(3, 8))).toBeCloseTo(5 / 9, 12);
  });
  it('ability 0 vs difficulty 7 succeeds only on a critical: 1/36', () => {
    expect(successOf(cell(0, 7))).toBeCloseTo(1 / 36, 12);
  });
  it('ability 5 vs difficulty 6 fails only on a fumble: 35/36', () => {
    // highest ≥ 1 always; {1,1} is the fumble
    expect(successOf(cell(5, 6))).toBeCloseTo(35 / 36, 12);
  });
  it('courage die, ability 3 vs 8: 1 − (4/6)³ = 152/216, less the 6 fumbles {1,1,5} {1,1,6} = 146/216', () => {
    expect(successOf(cell(3, 8, { courageDie: true }))).toBeCloseTo(146 / 216, 12);
  });
  it('fumble definitions: two or more 1s (1/36), all ones with 3 dice (1/216), none', () => {
    const fumble = (rules: typeof STANDARD, courageDie: boolean) =>
      twoD6Exact(compileTwoD6Cell({ ability: 3, modifier: 0, difficulty: 2, courageDie, convert: 'never' }, rules))[ACC_CATEGORIES + 1];
    expect(fumble(STANDARD, false)).toBeCloseTo(1 / 36, 12);
    expect(fumble(STANDARD, true)).toBeCloseTo(16 / 216, 12); // 15 with exactly two 1s + 1 with three
    expect(fumble(TWOD6_RULESETS['all-ones'], true)).toBeCloseTo(1 / 216, 12);
    expect(fumble(TWOD6_RULESETS['no-fumble'], false)).toBe(0);
  });
  it('a fumble has achievement 0: its degree is −difficulty', () => {
    const c = cell(4, 6);
    expect(packedDegree(resolveTwoD6(c, [1, 1]))).toBe(-6);
    expect(resolveTwoD6(c, [1, 1]) & P_FUMBLE).toBeTruthy();
    expect(resolveTwoD6(c, [6, 6]) & P_CRITICAL).toBeTruthy();
  });
  it('conversion: a single 6 becomes courage and the other die counts', () => {
    const always = cell(3, 8, { convert: 'always' });
    const r = resolveTwoD6(always, [6, 4]);
    expect(r & P_CONVERTED).toBeTruthy();
    expect(packedDegree(r)).toBe(3 + 4 - 8);
    expect(r & 1).toBe(0);
    const safe = cell(3, 8, { convert: 'when-safe' });
    expect(resolveTwoD6(safe, [6, 4]) & P_CONVERTED).toBe(0); // 3 + 4 < 8: keep the 6
    expect(resolveTwoD6(safe, [6, 5]) & P_CONVERTED).toBeTruthy(); // 3 + 5 ≥ 8: safe
    expect(resolveTwoD6(safe, [6, 6]) & P_CONVERTED).toBe(0); // a critical is not converted
    // when-safe never changes the success rate; always costs the rolls that needed the 6
    expect(successOf(safe)).toBeCloseTo(successOf(cell(3, 8)), 12);
    expect(successOf(always)).toBeCloseTo(12 / 36, 12); // 9 non-6 rolls with 5 high + {6,6} + {6,5},{5,6}
  });
});

describe('2d6 exact (multisets) agrees with brute force over every ordered roll', () => {
  for (const courageDie of [false, true]) {
    for (const convert of ['never', 'when-safe', 'always']) {
      for (const [ability, modifier, difficulty] of [
        [3, 0, 8],
        [1, -2, 4],
        [5, 2, 12],
      ]) {
        it(`ability ${ability} modifier ${modifier} difficulty ${difficulty} courage ${courageDie} convert ${convert}`, () => {
          const c = compileTwoD6Cell({ ability, modifier, difficulty, courageDie, convert }, STANDARD);
          const acc = twoD6Exact(c);
          const n = c.dice;
          let success = 0;
          const cats = [0, 0, 0];
          const degree = new Map<number, number>();
          const d = new Array<number>(n).fill(1);
          const total = 6 ** n;
          for (let i = 0; i < total; i++) {
            let x = i;
            for (let k = 0; k < n; k++) {
              d[k] = (x % 6) + 1;
              x = Math.floor(x / 6);
            }
            const p = resolveTwoD6(c, d);
            if (p & 1) success += 1 / total;
            for (let k = 0; k < 3; k++) if ((p >> (k + 1)) & 1) cats[k] += 1 / total;
            degree.set(packedDegree(p), (degree.get(packedDegree(p)) ?? 0) + 1 / total);
          }
          expect(acc[ACC_SUCCESS]).toBeCloseTo(success, 12);
          for (let k = 0; k < 3; k++) expect(acc[ACC_CATEGORIES + k]).toBeCloseTo(cats[k], 12);
          for (let i = 0; i < c.degreeSize; i++) expect(acc[degreeBase(c) + i]).toBeCloseTo(degree.get(c.degreeMin + i) ?? 0, 12);
        });
      }
    }
  }
});

describe('2d6 opposed', () => {
  const side = (ability: number, courageDie = false) => ({ ability, modifier: 0, courageDie });
  it('equal sides: ties go to the reaction, so the action wins less than half', () => {
    const p = twoD6OpposedExact(compileTwoD6Opposed(STANDARD, side(3), side(3), true));
    expect(p).toBeLessThan(0.5);
    expect(p).toBeGreaterThan(0.3);
  });
  it('a reaction that cannot roll uses judgement value + modifier: action 0 vs static 5 needs a 6 → only a critical or a non-critical 6 on top of 0 ≤ 5 fails', () => {
    // action achievement 0 + highest ≤ 6 > 5 needs a 6: 11/36, of which {6,6} is a critical (wins anyway)
    expect(twoD6OpposedExact(compileTwoD6Opposed(STANDARD, side(0), side(5), false))).toBeCloseTo(11 / 36, 12);
  });
  it('an action critical loses only to a reaction critical; an action fumble always loses', () => {
    // reaction 100 vs action 0: the action wins only by a critical the reaction does not match,
    // or when (neither critical nor fumbling itself) the reaction fumbles
    expect(twoD6OpposedExact(compileTwoD6Opposed(STANDARD, side(0), side(100), true))).toBeCloseTo(
      (1 / 36) * (35 / 36) + (34 / 36) * (1 / 36),
      12,
    );
    // action 100 vs reaction 0: loses on its own fumble, on a reaction critical against a plain roll
    // (by default), and on a critical matched by a reaction critical
    const p = twoD6OpposedExact(compileTwoD6Opposed(STANDARD, side(100), side(0), true));
    expect(p).toBeCloseTo(1 - 1 / 36 - (34 / 36) * (1 / 36) - (1 / 36) * (1 / 36), 12);
  });
});
