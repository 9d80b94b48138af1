import { describe, expect, it } from 'vitest';
import { summariseCheck } from '../../../src/core/results.js';
import type { Deck } from '../../../src/systems/mtg/decks/card.js';
import { MTG_CATEGORIES, compileLibrary, compileMtgCell } from '../../../src/systems/mtg/compile.js';
import { mtgExact } from '../../../src/systems/mtg/exact.js';
import { type MtgRuleset, V1, V2 } from '../../../src/systems/mtg/ruleset.js';
import { modifierOptions, revealedValue } from '../../../src/systems/mtg/rules.js';
import { sampleDecks } from '../../helpers.js';
import { mtgExactReference } from './exact-reference.js';

/** The bundled decks, and each again with every third entry's card critical (the bundled lists have no critical cards). */
function decks(): Map<string, Deck> {
  const out = sampleDecks();
  for (const [id, d] of [...out]) {
    const entries = d.entries.map((e, i) => (i % 3 === 0 ? { ...e, card: { ...e.card, critical: true } } : e));
    out.set(`${id}+crit`, { ...d, id: `${id}+crit`, entries });
  }
  return out;
}

/**
 * A number below 1e-14 in a document is a zero the sums left as rounding
 * noise (a symmetric law's mean prints as 1.11e-16 or 8.3e-17, whatever the
 * order of the sums): the comparison reads it as 0. Every other number must
 * print the same 12 significant digits.
 */
const printedNoise = (_key: string, v: unknown): unknown => (typeof v === 'number' && Math.abs(v) < 1e-14 ? 0 : v);

const automatic: MtgRuleset = { ...V2, name: 'v2-automatic', critical: { value: 20, mode: 'automatic' } };
const RULESETS = [V2, V1, automatic];
const DIFFICULTIES = Array.from({ length: 26 }, (_, i) => i - 4);

describe('mtg exact tables: every cell as the routine they replaced computed it (≤ 1e-14, the same printed digits)', () => {
  const all = decks();
  for (const rules of RULESETS) {
    it(`${rules.name}: bundled decks (and with criticals) × every check × difficulty −4..21 × every boost × known 0 / boost out of reach`, () => {
      let cells = 0;
      for (const [id, deck] of all) {
        const size = deck.entries.reduce((n, e) => n + e.count, 0);
        // known cards that leave too few for a boost, and a library too small for a check
        for (const known of [0, size - 2 - rules.boost.minRemaining + 1, size - 1]) {
          for (const check of Object.keys(rules.checkTypes)) {
            for (const difficulty of DIFFICULTIES) {
              for (const boost of ['never', 'on-fail', 'always']) {
                const cell = { deck: id, check, difficulty, boost, known };
                const c = compileMtgCell(cell, rules, { decks: all });
                const got = mtgExact(c);
                const ref = mtgExactReference(c);
                const where = `${id} ${check} ${difficulty} ${boost} known ${known}`;
                // expect() only where a check fails (each call costs ≈20 µs of vitest's bookkeeping, × 40 000 cells here)
                if (got.length !== ref.length) expect(got.length, where).toBe(ref.length);
                // the tables sum in another order than the routine did (whole numbers divided once, each difficulty from the last): the last bits may differ
                for (let i = 0; i < got.length; i++)
                  if (!(Math.abs(got[i] - ref[i]) <= 1e-14)) expect(got[i], `${where} slot ${i}`).toBe(ref[i]);
                cells++;
                // the cell as documents carry it (success, outcome shares, the degree histogram, mean and sd): the same to the printed
                // digits; where every number is the same to the bit (4 cells in 10) summariseCheck is given the same input: no need
                if (got.every((x, i) => Object.is(x, ref[i]))) continue;
                const doc = JSON.stringify(summariseCheck(cell, got, c, MTG_CATEGORIES, 'exact', true), printedNoise);
                const refDoc = JSON.stringify(summariseCheck(cell, ref, c, MTG_CATEGORIES, 'exact', true), printedNoise);
                if (doc !== refDoc) expect(doc, where).toBe(refDoc);
              }
            }
          }
        }
      }
      expect(cells).toBe(all.size * 3 * Object.keys(rules.checkTypes).length * DIFFICULTIES.length * 3);
    });
  }

  it("a library's kinds are its cards grouped: the rules functions per kind, copies in deck order", () => {
    for (const rules of [V1, V2]) {
      for (const deck of decks().values()) {
        for (const check of Object.keys(rules.checkTypes)) {
          const lib = compileLibrary(deck, rules, check);
          const live = deck.entries.filter((e) => e.count > 0);
          expect([...lib.kinds.count]).toEqual(live.map((e) => e.count));
          let slot = 0;
          live.forEach((e, k) => {
            const opts = modifierOptions(e.card, rules, check);
            expect(lib.kinds.value[k]).toBe(revealedValue(e.card, rules));
            expect([...lib.mods.subarray(lib.kinds.modStart[k], lib.kinds.modStart[k] + lib.kinds.modCount[k])]).toEqual(opts);
            for (let j = 0; j < e.count; j++, slot++) {
              expect([...lib.mods.subarray(lib.modStart[slot], lib.modStart[slot] + lib.modCount[slot])]).toEqual(opts);
              expect(lib.value[slot]).toBe(lib.kinds.value[k]);
              expect(lib.critical[slot]).toBe(e.card.critical ? 1 : 0);
              expect(lib.colourless[slot]).toBe(e.card.colours === 0 ? 1 : 0);
            }
          });
          expect(slot).toBe(lib.size);
        }
      }
    }
  });
});

describe('mtg exact tables: a cell does not depend on the cells asked before it', () => {
  it('every bundled deck × check × difficulty × boost, asked in a shuffled order, gives the numbers asked in order', () => {
    const inOrder = decks();
    // the same decks as new objects: empty caches
    const shuffled = new Map([...inOrder].map(([id, d]) => [id, { ...d }]));
    const cells = [];
    for (const id of inOrder.keys())
      for (const check of Object.keys(V2.checkTypes))
        for (const difficulty of DIFFICULTIES)
          for (const boost of ['never', 'on-fail', 'always']) cells.push({ deck: id, check, difficulty, boost, known: 0 });
    const first = cells.map((cell) => mtgExact(compileMtgCell(cell, automatic, { decks: inOrder })));
    // a fixed permutation (a multiplicative step coprime with the count): high difficulties before low ones
    const n = cells.length;
    let step = 7919;
    while (n % step === 0) step += 2;
    for (let j = 0; j < n; j++) {
      const i = (j * step) % n;
      const got = mtgExact(compileMtgCell(cells[i], automatic, { decks: shuffled }));
      // expect() only where the numbers differ (Object.is, as toEqual compares them)
      if (got.length !== first[i].length || got.some((x, k) => !Object.is(x, first[i][k])))
        expect([...got], JSON.stringify(cells[i])).toEqual([...first[i]]);
    }
  });
});
