import { describe, expect, it } from 'vitest';
import { ACC_CATEGORIES, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../../src/core/accumulator.js';
import { hypergeometric } from '../../src/core/combinatorics.js';
import type { Card, Deck } from '../../src/systems/mtg/decks/card.js';
import { compileD6ChainCell } from '../../src/systems/d6chain/compile.js';
import { d6ChainExact } from '../../src/systems/d6chain/exact.js';
import { D6CHAIN_RULESETS } from '../../src/systems/d6chain/ruleset.js';
import { exactFrom, pack } from '../../src/systems/dice-kernel.js';
import { CAT_BOOSTED, CAT_CRIT_ACHIEVEMENT, CAT_CRIT_TARGET, type MtgCompiled, compileMtgCell } from '../../src/systems/mtg/compile.js';
import { mtgExact } from '../../src/systems/mtg/exact.js';
import { type MtgRuleset, V1, V2 } from '../../src/systems/mtg/ruleset.js';
import { sampleDecks } from '../helpers.js';

/**
 * The previous exact method, kept as a reference: every ordered pair of card
 * kinds (identical cards grouped), the boost hypergeometric per pair. Quadratic
 * in the kinds, but independent of the histogram method it checks.
 */
function kindPairsReference(c: MtgCompiled): Float64Array {
  const acc = newAccumulator(c);
  acc[ACC_TRIALS] = 1;
  const byKey = new Map<string, { count: number; value: number; mods: number[]; colourless: number; critical: number }>();
  const { value, modStart, modCount, mods, colourless, critical } = c.lib;
  for (let i = 0; i < c.lib.size; i++) {
    const m = Array.from(mods.subarray(modStart[i], modStart[i] + modCount[i]));
    const key = `${value[i]}|${m.join(',')}|${colourless[i]}|${critical[i]}`;
    const k = byKey.get(key);
    if (k) k.count++;
    else byKey.set(key, { count: 1, value: value[i], mods: m, colourless: colourless[i], critical: critical[i] });
  }
  const kinds = [...byKey.values()];
  const N = c.lib.size;
  const totalColourless = kinds.reduce((s, k) => s + k.count * k.colourless, 0);
  const policy = c.boostAllowed ? c.boostPolicy : 0;
  const base = degreeBase(c) - c.degreeMin;
  for (const f of kinds) {
    for (const s of kinds) {
      const pairs = f.count * (s === f ? s.count - 1 : s.count);
      if (pairs === 0) continue;
      const wPair = pairs / (N * (N - 1));
      acc[ACC_CATEGORIES + CAT_CRIT_TARGET] += wPair * f.critical;
      acc[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] += wPair * s.critical;
      const forced = c.criticalMode === 1 && (f.critical | s.critical) !== 0;
      for (const mod of s.mods) {
        const w = wPair / s.mods.length;
        const degree = s.value + mod - f.value - c.difficulty;
        const ok = forced ? s.critical === 1 : degree >= 0;
        if (policy === 2 || (policy === 1 && !ok && !forced)) {
          acc[ACC_CATEGORIES + CAT_BOOSTED] += w;
          for (let x = 0; x <= c.boostSize; x++) {
            const px = hypergeometric(x, N - 2, totalColourless - f.colourless - s.colourless, c.boostSize);
            acc[base + degree + x] += w * px;
            if (forced ? s.critical === 1 : degree + x >= 0) acc[ACC_SUCCESS] += w * px;
          }
        } else {
          acc[base + degree] += w;
          if (ok) acc[ACC_SUCCESS] += w;
        }
      }
    }
  }
  return acc;
}

/** A 1,000-card deck of 255 distinct cards: every mana value 0..16 in 15 colour sets, some critical, some lands. */
function bigDeck(): Deck {
  const colourSets = [0, 1, 2, 4, 8, 16, 3, 6, 12, 24, 17, 5, 10, 31, 7];
  const entries: Deck['entries'] = [];
  let n = 0;
  for (let mv = 0; mv <= 16; mv++) {
    for (const colours of colourSets) {
      const card: Card = {
        name: `c${mv}-${colours}`,
        manaValue: mv,
        colours,
        landTypes: mv === 0 && colours === 0 ? 8 : 0,
        typeLine: mv === 0 ? 'Land' : 'Creature',
        critical: mv === 16 && colours === 1,
      };
      const count = 1 + ((mv * 7 + colours) % 7);
      entries.push({ count, card });
      n += count;
    }
  }
  entries[0].count += 1000 - n; // exactly 1,000 cards
  return { id: 'big', name: 'big', file: 'big.yaml', entries, sideboard: [] };
}

describe('mtg exact at scale agrees with the kind-pairs method', () => {
  const decks = sampleDecks();
  decks.set('big', bigDeck());
  const automatic: MtgRuleset = { ...V2, name: 'auto', critical: { value: 20, mode: 'automatic' } };
  const cases: Array<[MtgRuleset, string, string]> = [
    [V2, 'big', 'green'],
    [V2, 'big', 'colorless'],
    [V1, 'big', 'intellect'],
    [automatic, 'big', 'white'],
    [V2, 'selesnya', 'white'],
    [V1, 'eldrazi', 'body'],
    [V2, 'uw-control', 'blue'],
  ];
  for (const [rules, deck, check] of cases) {
    it(`${rules.name} ${deck} ${check}: every difficulty and boost`, () => {
      for (const boost of ['never', 'on-fail', 'always']) {
        for (const difficulty of [-2, 0, 3, 8, 15]) {
          const c = compileMtgCell({ deck, check, difficulty, boost, known: 0 }, rules, { decks });
          const got = mtgExact(c);
          const ref = kindPairsReference(c);
          for (let i = 0; i < got.length; i++) expect(Math.abs(got[i] - ref[i]), `${boost} ${difficulty} slot ${i}`).toBeLessThan(1e-12);
        }
      }
    });
  }
  it('the big deck has 1,000 cards of 255 distinct kinds', () => {
    const d = bigDeck();
    expect(d.entries.reduce((s, e) => s + e.count, 0)).toBe(1000);
    expect(d.entries.length).toBe(255);
  });
});

describe('d6chain exact: one sum law per die table, shared by every bonus and target', () => {
  /** Brute force: every (first, second) cell of every die, 36^k combinations. */
  function bruteForce(dice: number, plan: number, target: number, strict: boolean): Float64Array {
    const rules = strict ? D6CHAIN_RULESETS.seed : D6CHAIN_RULESETS['at-least'];
    const c = compileD6ChainCell({ dice, plan, judgement: 0, target }, rules);
    const outcomes: Array<[number, number]> = [];
    const total = Math.pow(36, dice);
    for (let index = 0; index < total; index++) {
      let sum = plan;
      let kinds = 0;
      for (let k = 0, x = index; k < dice; k++, x = Math.floor(x / 36)) {
        sum += c.value[x % 36];
        kinds |= c.kind[x % 36];
      }
      const degree = sum - target;
      outcomes.push([pack(degree, strict ? degree > 0 : degree >= 0, kinds), 1 / total]);
    }
    return exactFrom(c, outcomes);
  }

  it('matches brute force for 1–3 dice whatever order the laws were built in', () => {
    for (const dice of [3, 1, 2]) {
      for (const [plan, target, strict] of [
        [0, 6, true],
        [2, 10, false],
        [-1, -4, true],
      ] as const) {
        const rules = strict ? D6CHAIN_RULESETS.seed : D6CHAIN_RULESETS['at-least'];
        const got = d6ChainExact(compileD6ChainCell({ dice, plan, judgement: 0, target }, rules));
        const ref = bruteForce(dice, plan, target, strict);
        for (let i = 0; i < got.length; i++) expect(got[i]).toBeCloseTo(ref[i], 11); // the reference adds 46,656 terms
      }
    }
  });

  it('20 dice: probabilities sum to 1, and the target only moves the success line', () => {
    const rules = D6CHAIN_RULESETS.seed;
    const a = d6ChainExact(compileD6ChainCell({ dice: 20, plan: 0, judgement: 0, target: 60 }, rules));
    const b = d6ChainExact(compileD6ChainCell({ dice: 20, plan: 0, judgement: 0, target: 70 }, rules));
    const c = compileD6ChainCell({ dice: 20, plan: 0, judgement: 0, target: 60 }, rules);
    const base = degreeBase(c);
    let total = 0;
    for (let i = 0; i < c.degreeSize; i++) total += a[base + i];
    expect(total).toBeCloseTo(1, 12);
    // success at target 70 = P(sum > 70) = the degree bins above 10 of target 60
    let above = 0;
    for (let i = 0; i < c.degreeSize; i++) if (c.degreeMin + i > 10) above += a[base + i];
    expect(b[ACC_SUCCESS]).toBeCloseTo(above, 12);
  });
});
