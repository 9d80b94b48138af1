import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lazyField, markShared, round, summariseCheck } from '../../src/core/results.js';

const slow = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(12)) : x);

describe('round: 12 significant digits, exactly as Number(x.toPrecision(12))', () => {
  it('on any double', () => {
    fc.assert(
      fc.property(fc.double(), (x) => Object.is(round(x), slow(x))),
      { numRuns: 200_000 },
    );
  });

  it('on probabilities, ratios of counts, powers of ten and values next to 12-digit ties', () => {
    const xs: number[] = [0, -0, 1, -1, 0.5, 1e-12, 1e-300, 5e-324, 1e21, 1e22, 1e23, 123456789012.5, 0.1234567890125, 2 / 3, 1 / 7];
    for (let k = -30; k <= 30; k++)
      xs.push(Math.pow(10, k), Math.pow(10, k) * (1 - Number.EPSILON), Math.pow(10, k) * (1 + Number.EPSILON));
    for (let n = 1; n < 2000; n++) for (const k of [1, 7, 13, n - 1]) xs.push(k / n, (k + 0.5) / n);
    for (let i = 0; i < 5000; i++) {
      const tie = (Math.floor(Math.random() * 9e11) + 1e11 + 0.5) / 1e12; // a 12-digit tie, as near as a double gets
      xs.push(tie, tie + Number.EPSILON * tie, tie - Number.EPSILON * tie);
    }
    for (const x of xs) expect(Object.is(round(x), slow(x)), String(x)).toBe(true);
  });
});

describe('a cell result keeps its histogram as numbers until read', () => {
  const shape = { nCategories: 1, degreeMin: -2, degreeSize: 5 };
  // trials, impossible, successes, 1 category, degrees -2..2
  const acc = Float64Array.of(10, 1, 6, 3, 1, 2, 0, 4, 2);

  it('reads, spreads and serialises like plain fields, in the same key order', () => {
    const c = summariseCheck({ a: 1 }, acc, shape, ['crit'], 'monte-carlo', true);
    expect(Object.keys(c)).toEqual(['params', 'attempts', 'success', 'ci', 'degree', 'outcomes', 'impossible', 'mean', 'sd']);
    const json = JSON.parse(JSON.stringify(c)) as Record<string, unknown>;
    expect(json.degree).toEqual({ '-2': slow(1 / 9), '-1': slow(2 / 9), '1': slow(4 / 9), '2': slow(2 / 9) });
    expect(json.mean).toBe(slow((-2 - 2 + 4 + 4) / 9));
    expect({ ...c }.degree).toEqual(json.degree);
    expect(structuredClone(c)).toEqual(json);
  });

  it("cells of one shared exact law are each their own, and show nothing but a cell's fields", () => {
    const law = markShared(Float64Array.of(1, 0.1, 0.6, 0.3, 0.1, 0.2, 0, 0.4, 0.2));
    const [a, b] = [
      summariseCheck({ a: 1 }, law, shape, ['crit'], 'exact', true),
      summariseCheck({ a: 2 }, law, shape, ['crit'], 'exact', true),
    ];
    const fresh = summariseCheck({ a: 1 }, law.slice(), shape, ['crit'], 'exact', true);
    // what a fresh array gives, field for field: toEqual sees any enumerable symbol, Object.keys and JSON any string key
    expect(a).toEqual(JSON.parse(JSON.stringify(fresh)));
    expect(JSON.stringify(a)).toBe(JSON.stringify(fresh));
    expect(Object.keys(b)).toEqual(Object.keys(fresh));
    expect(structuredClone(b)).toEqual({ ...JSON.parse(JSON.stringify(fresh)), params: { a: 2 } });
    // the records are the cell's own: changing one leaves the other (and the law) as they were
    a.degree['1'] = 0;
    a.outcomes.crit = 0;
    a.ci![0] = 0;
    expect(b.degree['1']).toBe(fresh.degree['1']);
    expect(b.outcomes.crit).toBe(fresh.outcomes.crit);
    expect(b.ci![0]).toBe(fresh.success);
    b.degree = { '0': 1 };
    expect(b.degree).toEqual({ '0': 1 });
    expect(summariseCheck({ a: 3 }, law, shape, ['crit'], 'exact', true).degree).toEqual(fresh.degree);
  });

  it('a lazy field can be assigned, and is computed once', () => {
    let calls = 0;
    const o: { x?: number; y: number } = { y: 1 };
    lazyField(o, 'x', () => ++calls);
    expect(o.x).toBe(1);
    expect(o.x).toBe(1);
    expect(calls).toBe(1);
    o.x = 5;
    expect(o.x).toBe(5);
    expect(JSON.stringify(o)).toBe('{"y":1,"x":5}');
  });
});
