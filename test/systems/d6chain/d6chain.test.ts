import { describe, expect, it } from 'vitest';
import { ACC_CATEGORIES, ACC_SUCCESS, accLength, degreeBase } from '../../../src/core/accumulator.js';
import { Sfc32, warmState } from '../../../src/core/seed.js';
import { exactFrom, pack, uniformIndex } from '../../../src/systems/dice-kernel.js';
import { compileD6ChainCell, d6ChainExact, d6ChainKernel, targetValue } from '../../../src/systems/d6chain/index.js';
import { d6ChainSumLaw, sumByBigInt, sumByConvolution } from '../../../src/systems/d6chain/exact.js';
import { D6CHAIN_RULESETS, SEED } from '../../../src/systems/d6chain/ruleset.js';
import { dieValue, succeeds } from '../../../src/systems/d6chain/rules.js';

const cell = (target: number | string, extra: Record<string, unknown> = {}) =>
  compileD6ChainCell({ dice: 1, plan: 0, judgement: 0, target, ...extra }, SEED);

describe('d6chain hand-computed cases', () => {
  it('one die: 1 w.p. 5/36, 2–5 w.p. 6/36 each, 6 w.p. 5/36, 10 and −10 w.p. 1/36', () => {
    const acc = d6ChainExact(cell(0));
    const base = degreeBase(cell(0)) - cell(0).degreeMin;
    expect(acc[base + 1]).toBeCloseTo(5 / 36, 12);
    for (const v of [2, 3, 4, 5]) expect(acc[base + v]).toBeCloseTo(6 / 36, 12);
    expect(acc[base + 6]).toBeCloseTo(5 / 36, 12);
    expect(acc[base + 10]).toBeCloseTo(1 / 36, 12);
    expect(acc[base - 10]).toBeCloseTo(1 / 36, 12);
    expect(acc[ACC_CATEGORIES]).toBeCloseTo(1 / 36, 12);
    expect(acc[ACC_CATEGORIES + 1]).toBeCloseTo(1 / 36, 12);
  });
  it('one die exceeds 5 only as 6 (5/36) or a critical 10 (1/36): 6/36', () => {
    // SPEC §4's distribution; strictly greater, so a 5 does not exceed 5
    expect(d6ChainExact(cell(5))[ACC_SUCCESS]).toBeCloseTo(6 / 36, 12);
  });
  it('"at least" ruleset: a die reaches 5 with 6/36 (five) + 6/36 = 12/36', () => {
    const c = compileD6ChainCell({ dice: 1, plan: 0, judgement: 0, target: 5 }, D6CHAIN_RULESETS['at-least']);
    expect(d6ChainExact(c)[ACC_SUCCESS]).toBeCloseTo(12 / 36, 12);
  });
  it('plan and judgement add: plan 2 + judgement 1 vs normal (6) needs a die value > 3: 4,5 (12/36) + 6,10 (6/36) = 18/36', () => {
    expect(d6ChainExact(cell('normal', { plan: 2, judgement: 1 }))[ACC_SUCCESS]).toBeCloseTo(18 / 36, 12);
  });
  it('two dice: both fumble w.p. 1/1296 for a sum of −20', () => {
    const c = cell(0, { dice: 2 });
    expect(d6ChainExact(c)[degreeBase(c)]).toBeCloseTo(1 / 1296, 12);
    expect(c.degreeMin).toBe(-20);
  });
  it('labels map to targets; strictness', () => {
    expect(['very-easy', 'easy', 'normal', 'hard', 'very-hard'].map((l) => targetValue(l, SEED))).toEqual([2, 4, 6, 8, 10]);
    expect(() => targetValue('medium', SEED)).toThrow(/unknown difficulty label "medium"/);
    expect(succeeds(6, 6, true)).toBe(false);
    expect(succeeds(6, 6, false)).toBe(true);
  });
});

describe('d6chain exact (table convolution) agrees with brute force over every face sequence', () => {
  for (const dice of [1, 2, 3]) {
    for (const [plan, judgement, target] of [
      [0, 0, 5],
      [2, 1, 8],
      [-1, 3, 10],
    ]) {
      it(`${dice} dice, plan ${plan}, judgement ${judgement}, target ${target}`, () => {
        const c = compileD6ChainCell({ dice, plan, judgement, target }, SEED);
        const acc = d6ChainExact(c);
        let success = 0;
        let crit = 0;
        let fumble = 0;
        const degree = new Map<number, number>();
        const total = 36 ** dice;
        for (let i = 0; i < total; i++) {
          let x = i;
          let sum = plan + judgement;
          let anyCrit = false;
          let anyFumble = false;
          for (let k = 0; k < dice; k++) {
            const first = (x % 6) + 1;
            const second = (Math.floor(x / 6) % 6) + 1;
            x = Math.floor(x / 36);
            const v = dieValue(SEED, first, second);
            sum += v.value;
            anyCrit ||= v.critical;
            anyFumble ||= v.fumble;
          }
          if (succeeds(sum, target, true)) success += 1 / total;
          if (anyCrit) crit += 1 / total;
          if (anyFumble) fumble += 1 / total;
          degree.set(sum - target, (degree.get(sum - target) ?? 0) + 1 / total);
        }
        expect(acc[ACC_SUCCESS]).toBeCloseTo(success, 12);
        expect(acc[ACC_CATEGORIES]).toBeCloseTo(crit, 12);
        expect(acc[ACC_CATEGORIES + 1]).toBeCloseTo(fumble, 12);
        for (let i = 0; i < c.degreeSize; i++) expect(acc[degreeBase(c) + i]).toBeCloseTo(degree.get(c.degreeMin + i) ?? 0, 12);
      });
    }
  }
});

describe('d6chain kernel = one trial at a time on the same stream', () => {
  /** The plain reading: per trial, each triple of dice one exactly uniform word (a 36³ index), then the rest. */
  function reference(c: ReturnType<typeof cell>, n: number, seed: Uint32Array): Float64Array {
    const st = warmState(seed);
    const g = new Sfc32(Uint32Array.of(0, 0, 0, 1));
    [g.a, g.b, g.c, g.d] = [st[0], st[1], st[2], st[3]];
    const index = (size: number): number => {
      for (;;) {
        const i = uniformIndex(g.nextU32(), size);
        if (i >= 0) return i;
      }
    };
    const outcomes: Array<[number, number]> = [];
    for (let t = 0; t < n; t++) {
      let sum = c.bonus;
      let kinds = 0;
      const die = (cellIndex: number): void => {
        sum += c.value[cellIndex];
        kinds |= c.kind[cellIndex];
      };
      for (let k = 0; k < Math.floor(c.dice / 3); k++) {
        const i = index(46656);
        die(i % 36);
        die(Math.floor(i / 36) % 36);
        die(Math.floor(i / 1296));
      }
      if (c.dice % 3 === 2) {
        const i = index(1296);
        die(i % 36);
        die(Math.floor(i / 36));
      } else if (c.dice % 3 === 1) die(index(36));
      const degree = sum - c.target;
      outcomes.push([pack(degree, degree > 0, kinds), 1]);
    }
    const acc = exactFrom(c, outcomes);
    acc[0] = n;
    return acc;
  }

  for (const dice of [3, 4, 5, 6, 7]) {
    it(`${dice} dice, an odd number of trials: the same counts`, () => {
      const c = cell(2 * dice, { dice });
      const seed = Uint32Array.of(11, 22, 33, dice);
      const acc = new Float64Array(accLength(c));
      d6ChainKernel(c, 4001, seed, acc);
      expect(Array.from(acc)).toEqual(Array.from(reference(c, 4001, seed)));
    });
  }
});

describe('d6chain sum law: whole-number powers (BigInt) and the floating convolution agree', () => {
  const dieCounts = (r: typeof SEED): Float64Array => {
    const c = compileD6ChainCell({ dice: 1, plan: 0, judgement: 0, target: 0 }, r);
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of c.value) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
    const counts = new Float64Array(hi - lo + 1);
    for (const v of c.value) counts[v - lo]++;
    return counts;
  };
  const plain = { ...SEED, criticalValue: 6, highValue: 6, fumbleValue: 1, lowValue: 1 };
  for (const [what, r] of [
    ['seed', SEED],
    ['plain d6', plain],
    ['values far apart', { ...SEED, criticalValue: 400, fumbleValue: -300 }],
  ] as const) {
    it(`${what}: every number of dice 1..20, each probability to 12 significant digits, summing to 1`, () => {
      const counts = dieCounts(r);
      for (let dice = 1; dice <= 20; dice++) {
        const a = sumByBigInt(counts, dice);
        const b = sumByConvolution(counts, dice);
        expect(a.length).toBe(b.length);
        for (let s = 0; s < a.length; s++) {
          if (Math.abs(a[s] - b[s]) > 1e-12 * Math.max(a[s], b[s])) expect(a[s], `${dice} dice, offset ${s}`).toBe(b[s]);
        }
        expect(a.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
      }
    });
  }

  it('exact counts: 12d6 has 1 way in 6^12 to roll twelve 1s and 144,840,476 to roll 42 (the mode; by inclusion–exclusion)', () => {
    const p = sumByBigInt(Float64Array.of(6, 6, 6, 6, 6, 6), 12);
    expect(p[0]).toBe(1 / 6 ** 12);
    expect(p[42 - 12]).toBe(144_840_476 / 6 ** 12);
    expect(d6ChainSumLaw(Float64Array.of(6, 6, 6, 6, 6, 6), 12)).toEqual(p);
  });

  it('a die whose values lie too far apart for the BigInt fields takes the convolution (same law)', () => {
    // 400,001 offsets × 108 bits a field: past the BigInt bound
    const wide = new Float64Array(20_001);
    wide[0] = 1;
    wide[10_000] = 34;
    wide[20_000] = 1;
    const p = d6ChainSumLaw(wide, 20);
    expect(p.length).toBe(20 * 20_000 + 1);
    const narrow = sumByBigInt(Float64Array.of(1, 34, 1), 20);
    for (let s = 0; s <= 40; s++) expect(Math.abs(p[s * 10_000] - narrow[s])).toBeLessThanOrEqual(1e-12 * narrow[s]);
    expect(p[1]).toBe(0);
  });
});
