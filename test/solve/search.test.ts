import { describe, expect, it } from 'vitest';
import { type Scored, combinations, coordinateDescent, exhaustive, rank } from '../../src/solve/search.js';

// a deterministic score over small grids: the search must agree with sorting every combination by hand
const sizes = [4, 3, 5];
const score = (index: readonly number[]): Scored | null => {
  if (index[0] === 3 && index[2] === 4) return null; // a combination the "ruleset" refuses
  const miss = Math.abs(index[0] - 2) * 0.25 + (index[1] === 1 ? 0 : 0.5) + Math.max(0, index[2] - 2) * 0.1;
  return { index, miss, change: index[0] + index[1] + index[2] };
};

describe('solve search', () => {
  it('enumerates every combination once, first axis slowest', () => {
    const all = [...combinations(sizes)];
    expect(all).toHaveLength(60);
    expect(new Set(all.map((c) => c.join(','))).size).toBe(60);
    expect(all[0]).toEqual([0, 0, 0]);
    expect(all[1]).toEqual([0, 0, 1]);
    expect(all[59]).toEqual([3, 2, 4]);
  });

  it('exhaustive: best first by miss, then change, then the order of the values; refused combinations counted', () => {
    const { ranked, invalid, evaluated } = exhaustive(sizes, score);
    expect(evaluated).toBe(60);
    expect(invalid).toBe(3);
    // brute force: every scored combination, sorted by hand
    const brute = [...combinations(sizes)].map(score).filter((s): s is Scored => s !== null);
    const minMiss = Math.min(...brute.map((s) => s.miss));
    const best = brute.filter((s) => Math.abs(s.miss - minMiss) < 1e-12);
    const minChange = Math.min(...best.map((s) => s.change));
    expect(ranked[0].miss).toBeCloseTo(minMiss, 12);
    expect(ranked[0].change).toBe(minChange);
    expect(ranked[0].index).toEqual([2, 1, 0]);
    for (let i = 1; i < ranked.length; i++) expect(rank(ranked[i - 1], ranked[i])).toBeLessThanOrEqual(0);
  });

  it('ties in miss and change go to the combination given first', () => {
    const flat = (index: readonly number[]): Scored => ({ index, miss: 0, change: index[0] === 0 ? 1 : index[0] === 1 ? 0.5 : 0.5 });
    // indices 1 and 2 of the first axis tie: the first given wins
    expect(exhaustive([3, 2], flat).ranked[0].index).toEqual([1, 0]);
    // misses that differ only by rounding are equal
    expect(rank({ index: [1], miss: 0.1 + 0.2, change: 0 }, { index: [0], miss: 0.3, change: 0 })).toBeGreaterThan(0);
  });

  it('coordinate descent finds the optimum of a separable score, and repeats', () => {
    const starts = [
      [0, 0, 0],
      [3, 2, 4],
      [1, 2, 3],
    ];
    const a = coordinateDescent(sizes, starts, score);
    const b = coordinateDescent(sizes, starts, score);
    expect(a.ranked[0].index).toEqual(exhaustive(sizes, score).ranked[0].index);
    expect(a.ranked.map((s) => s.index)).toEqual(b.ranked.map((s) => s.index));
    expect(a.evaluated).toBeLessThan(60);
  });

  it('coordinate descent is local: an interaction can hide the optimum from one start', () => {
    // the optimum needs both axes changed at once; any single change from the start is worse
    const trap = (index: readonly number[]): Scored => ({
      index,
      miss: index[0] === 2 && index[1] === 2 ? 0 : index[0] === 0 && index[1] === 0 ? 1 : 2,
      change: 0,
    });
    expect(coordinateDescent([3, 3], [[0, 0]], trap).ranked[0].miss).toBe(1);
    expect(
      coordinateDescent(
        [3, 3],
        [
          [0, 0],
          [1, 2],
        ],
        trap,
      ).ranked[0].miss,
    ).toBe(0);
  });
});
