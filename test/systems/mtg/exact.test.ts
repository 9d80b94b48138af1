import { describe, expect, it } from 'vitest';
import { ACC_CATEGORIES, ACC_SUCCESS, degreeBase } from '../../../src/core/accumulator.js';
import type { Card } from '../../../src/systems/mtg/decks/card.js';
import { compileMtgCell } from '../../../src/systems/mtg/compile.js';
import { mtgExact } from '../../../src/systems/mtg/exact.js';
import { type MtgRuleset, V1, V2 } from '../../../src/systems/mtg/ruleset.js';
import { checkColoursOf, resolveCheck } from '../../../src/systems/mtg/rules.js';
import { card, deckOf } from '../../helpers.js';

/** Every subset of size k of xs. */
function subsets<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [head, ...rest] = xs;
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

/**
 * Brute force from the rules functions: every ordered pair of physical cards,
 * every colour the second may count as, every set of boost cards.
 */
function bruteForce(cards: Card[], rules: MtgRuleset, check: string, difficulty: number, policy: 'never' | 'on-fail' | 'always') {
  const dist = new Map<number, number>();
  let success = 0;
  let boosted = 0;
  const n = cards.length;
  const boostAllowed = policy !== 'never' && n - 2 >= rules.boost.minRemaining;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const wPair = 1 / (n * (n - 1));
      const colours = Math.max(1, checkColoursOf(cards[j], rules).length);
      const rest = cards.filter((_, k) => k !== i && k !== j);
      for (let c = 0; c < colours; c++) {
        const w = wPair / colours;
        const plain = resolveCheck(rules, check, difficulty, cards[i], cards[j], c);
        const forced = rules.critical.mode === 'automatic' && (cards[i].critical || cards[j].critical);
        if (boostAllowed && (policy === 'always' || (!plain.success && !forced))) {
          const sets = subsets(rest, rules.boost.size);
          boosted += w;
          for (const s of sets) {
            const o = resolveCheck(rules, check, difficulty, cards[i], cards[j], c, s);
            dist.set(o.degree, (dist.get(o.degree) ?? 0) + w / sets.length);
            if (o.success) success += w / sets.length;
          }
        } else {
          dist.set(plain.degree, (dist.get(plain.degree) ?? 0) + w);
          if (plain.success) success += w;
        }
      }
    }
  }
  return { dist, success, boosted };
}

const forest = card({ name: 'Forest', type_line: 'Basic Land — Forest' });
const temple = card({ name: 'Temple Garden', type_line: 'Land — Forest Plains' });
const devoid = card({ name: 'Ruination Guide', mana_cost: '{2}{U}', type_line: 'Creature — Eldrazi Drone', colors: [] });
const bear = card({ name: 'Runeclaw Bear', mana_cost: '{1}{G}', type_line: 'Creature — Bear' });
const wurm = card({ name: 'Scaled Wurm', mana_cost: '{7}{G}', type_line: 'Creature — Wurm' });
const watchwolf = card({ name: 'Watchwolf', mana_cost: '{G}{W}', type_line: 'Creature — Wolf' });
const critMystic = card({ name: 'Elvish Mystic', mana_cost: '{G}', type_line: 'Creature — Elf Druid' }, true);
const small = deckOf('small', [
  [3, forest],
  [2, temple],
  [2, devoid],
  [1, bear],
  [1, wurm],
  [1, watchwolf],
  [1, critMystic],
]);
const cards = small.entries.flatMap((e) => Array<Card>(e.count).fill(e.card));

const automatic: MtgRuleset = { ...V2, name: 'auto', critical: { value: 20, mode: 'automatic' } };

describe('mtg exact odds agree with brute-force enumeration of cards', () => {
  const cases: Array<[MtgRuleset, string]> = [
    [V2, 'green'],
    [V2, 'white'],
    [V2, 'colorless'],
    [V1, 'body'],
    [V1, 'use'],
    [automatic, 'green'],
  ];
  for (const [rules, check] of cases) {
    for (const policy of ['never', 'on-fail', 'always'] as const) {
      for (const difficulty of [0, 3, 7]) {
        it(`${rules.name} ${check} difficulty ${difficulty} boost ${policy}`, () => {
          const compiled = compileMtgCell({ deck: 'small', check, difficulty, boost: policy, known: 0 }, rules, {
            decks: new Map([['small', small]]),
          });
          const acc = mtgExact(compiled);
          const ref = bruteForce(cards, rules, check, difficulty, policy);
          expect(acc[ACC_SUCCESS]).toBeCloseTo(ref.success, 12);
          expect(acc[ACC_CATEGORIES]).toBeCloseTo(ref.boosted, 12);
          const base = degreeBase(compiled);
          let total = 0;
          for (let i = 0; i < compiled.degreeSize; i++) {
            const d = compiled.degreeMin + i;
            expect(acc[base + i], `degree ${d}`).toBeCloseTo(ref.dist.get(d) ?? 0, 12);
            total += acc[base + i];
          }
          expect(total).toBeCloseTo(1, 12);
        });
      }
    }
  }

  it('a library below 2 once the known cards are set aside is impossible, not a failure', () => {
    const compiled = compileMtgCell({ deck: 'small', check: 'green', difficulty: 0, boost: 'never', known: 10 }, V2, {
      decks: new Map([['small', small]]),
    });
    const acc = mtgExact(compiled);
    expect(acc[1]).toBe(1);
    expect(acc[ACC_SUCCESS]).toBe(0);
  });

  it('known cards leave the odds unchanged but can make the boost unavailable', () => {
    const ctx = { decks: new Map([['small', small]]) };
    const free = mtgExact(compileMtgCell({ deck: 'small', check: 'green', difficulty: 5, boost: 'on-fail', known: 0 }, V2, ctx));
    const known3 = mtgExact(compileMtgCell({ deck: 'small', check: 'green', difficulty: 5, boost: 'on-fail', known: 3 }, V2, ctx));
    const never = mtgExact(compileMtgCell({ deck: 'small', check: 'green', difficulty: 5, boost: 'never', known: 0 }, V2, ctx));
    // 11 cards: 11 - 3 known - 2 revealed = 6 ≥ 6, boost still possible
    expect(known3[ACC_SUCCESS]).toBeCloseTo(free[ACC_SUCCESS], 14);
    const known4 = mtgExact(compileMtgCell({ deck: 'small', check: 'green', difficulty: 5, boost: 'on-fail', known: 5 }, V2, ctx));
    expect(known4[ACC_SUCCESS]).toBeCloseTo(never[ACC_SUCCESS], 14);
    expect(free[ACC_SUCCESS]).toBeGreaterThan(never[ACC_SUCCESS]);
  });
});
