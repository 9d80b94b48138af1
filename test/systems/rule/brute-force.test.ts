// isolation: hantei.rule/1 — the rules it makes are read and compiled by pure functions; none is registered
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packedDegree } from '../../../src/systems/dice-kernel.js';
import { compileRule, readRule, ruleOutcomes } from '../../../src/systems/rule/index.js';
import { ratio } from '../../../src/systems/rule/exact.js';

/*
 * The exact engine (a law over roll states, order statistics for keep,
 * explosions to their depth) against brute force: every sequence of every
 * die enumerated with its probability, the pool read (the pools summed, or
 * the highest or lowest pool taken) and the check judged here on its own, on
 * random small rules.
 */

interface PoolSpec {
  count: number;
  faces: number[];
  keep?: { highest: number } | { lowest: number };
  successes?: { atLeast: number };
  reroll?: number;
  explode?: { face: number; depth: number };
  subtract: boolean;
}
interface RuleSpec {
  pools: PoolSpec[];
  modifier: number;
  compare: '>=' | '>' | '<=' | '<';
  target: number;
  /** The pools' values summed (absent), or the highest (lowest) pool's value taken. */
  take?: 'highest' | 'lowest';
  natural?: { face: number; atLeast: number; success: boolean };
}

/** A die's end states: [natural face, value, probability]. */
function dieOutcomes(p: PoolSpec): Array<[number, number, number]> {
  const score = (f: number) => (p.successes ? (f >= p.successes.atLeast ? 1 : 0) : f);
  const each = 1 / p.faces.length;
  const chain = (face: number, left: number): Array<[number, number]> => {
    if (!p.explode || face !== p.explode.face || left === 0) return [[score(face), 1]];
    return p.faces.flatMap((g) => chain(g, left - 1).map(([v, q]): [number, number] => [score(face) + v, q * each]));
  };
  const firsts: Array<[number, number]> = p.faces.flatMap((f): Array<[number, number]> =>
    p.reroll !== undefined && f === p.reroll ? p.faces.map((g): [number, number] => [g, each * each]) : [[f, each]],
  );
  return firsts.flatMap(([f, q]) => chain(f, p.explode?.depth ?? 0).map(([v, r]): [number, number, number] => [f, v, q * r]));
}

/** Success, natural and degree law by enumerating every die of every pool. */
function bruteForce(r: RuleSpec): { success: number; natural: number; degree: Map<number, number> } {
  let rolls: Array<{ total: number; hits: number; p: number }> = [{ total: 0, hits: 0, p: 1 }];
  for (const [index, pool] of r.pools.entries()) {
    let dice: Array<{ values: number[]; hits: number; p: number }> = [{ values: [], hits: 0, p: 1 }];
    const die = dieOutcomes(pool);
    for (let i = 0; i < pool.count; i++)
      dice = dice.flatMap((d) =>
        die.map(([f, v, q]) => ({ values: [...d.values, v], hits: d.hits + (r.natural && f === r.natural.face ? 1 : 0), p: d.p * q })),
      );
    rolls = rolls.flatMap((s) =>
      dice.map((d) => {
        const sorted = [...d.values].sort((a, b) => b - a);
        const kept = !pool.keep
          ? sorted
          : 'highest' in pool.keep
            ? sorted.slice(0, pool.keep.highest)
            : sorted.slice(sorted.length - pool.keep.lowest);
        const value = kept.reduce((a, b) => a + b, 0);
        const signed = pool.subtract ? -value : value;
        const total =
          r.take === undefined ? s.total + signed : index === 0 ? signed : (r.take === 'highest' ? Math.max : Math.min)(s.total, signed);
        return { total, hits: s.hits + d.hits, p: s.p * d.p };
      }),
    );
  }
  let success = 0;
  let natural = 0;
  const degree = new Map<number, number>();
  for (const { total: dice, hits, p } of rolls) {
    const total = dice + r.modifier;
    const under = r.compare === '<=' || r.compare === '<';
    let ok =
      r.compare === '>='
        ? total >= r.target
        : r.compare === '>'
          ? total > r.target
          : r.compare === '<='
            ? total <= r.target
            : total < r.target;
    if (r.natural && hits >= r.natural.atLeast) {
      natural += p;
      ok = r.natural.success;
    }
    if (ok) success += p;
    const d = under ? r.target - total : total - r.target;
    degree.set(d, (degree.get(d) ?? 0) + p);
  }
  return { success, natural, degree };
}

const pool: fc.Arbitrary<PoolSpec> = fc
  .record({
    count: fc.integer({ min: 1, max: 2 }),
    faces: fc.oneof(
      fc.integer({ min: 2, max: 4 }).map((n) => Array.from({ length: n }, (_, i) => i + 1)),
      fc.uniqueArray(fc.integer({ min: -1, max: 4 }), { minLength: 2, maxLength: 4 }).map((a) => a.sort((x, y) => x - y)),
    ),
    keep: fc.option(fc.record({ highest: fc.boolean(), k: fc.integer({ min: 1, max: 3 }) }), { nil: undefined }),
    successes: fc.boolean(),
    reroll: fc.boolean(),
    explode: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
    subtract: fc.boolean(),
  })
  .map((x): PoolSpec => {
    const lo = x.faces[0];
    const hi = x.faces[x.faces.length - 1];
    const k = Math.min(x.keep?.k ?? 1, x.count);
    return {
      count: x.count,
      faces: x.faces,
      keep: x.keep ? (x.keep.highest ? { highest: k } : { lowest: k }) : undefined,
      successes: x.successes ? { atLeast: x.faces[Math.floor(x.faces.length / 2)] } : undefined,
      reroll: x.reroll ? lo : undefined,
      explode: x.explode ? { face: hi, depth: x.explode } : undefined,
      subtract: x.subtract,
    };
  });

const rule: fc.Arbitrary<RuleSpec> = fc.record({
  pools: fc.array(pool, { minLength: 1, maxLength: 2 }),
  modifier: fc.integer({ min: -2, max: 2 }),
  compare: fc.constantFrom('>=' as const, '>' as const, '<=' as const, '<' as const),
  target: fc.integer({ min: -3, max: 12 }),
  take: fc.option(fc.constantFrom('highest' as const, 'lowest' as const), { nil: undefined }),
  natural: fc.option(fc.record({ face: fc.integer({ min: 1, max: 2 }), atLeast: fc.integer({ min: 1, max: 2 }), success: fc.boolean() }), {
    nil: undefined,
  }),
});

/** The rule as a rule file's data. */
function asFile(r: RuleSpec): unknown {
  const dice = Object.fromEntries(
    r.pools.map((p, i) => [
      `p${i}`,
      {
        count: p.count,
        faces: p.faces,
        ...(p.keep ? { keep: p.keep } : {}),
        ...(p.successes ? { successes: p.successes } : {}),
        ...(p.reroll !== undefined ? { reroll: { on: [p.reroll], once: true } } : {}),
        ...(p.explode ? { explode: { on: [p.explode.face], depth: p.explode.depth } } : {}),
        subtract: p.subtract,
      },
    ]),
  );
  return {
    kind: 'hantei.rule/1',
    name: 'random',
    dice,
    modifier: r.modifier,
    ...(r.take ? { take: r.take } : {}),
    check: { compare: r.compare, target: r.target },
    naturals: r.natural ? { nat: { when: { faces: [r.natural.face], atLeast: r.natural.atLeast }, success: r.natural.success } } : {},
  };
}

describe('the exact engine against brute-force enumeration', () => {
  it('agrees on success, natural and degree for random small rules', () => {
    fc.assert(
      fc.property(rule, (r) => {
        const compiled = compileRule(readRule(asFile(r), { file: 'random.yaml' }), {});
        const { outcomes, denominator } = ruleOutcomes(compiled);
        let success = 0;
        let natural = 0;
        const degree = new Map<number, number>();
        for (const [packed, w] of outcomes) {
          const p = ratio(w, denominator);
          if (packed & 1) success += p;
          if ((packed >> 1) & 1) natural += p;
          degree.set(packedDegree(packed), (degree.get(packedDegree(packed)) ?? 0) + p);
        }
        const want = bruteForce(r);
        expect(success).toBeCloseTo(want.success, 10);
        expect(natural).toBeCloseTo(want.natural, 10);
        for (const [d, p] of want.degree) expect(degree.get(d) ?? 0).toBeCloseTo(p, 10);
      }),
      { numRuns: 120, seed: 34 },
    );
  });
});
