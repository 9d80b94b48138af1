import { describe, expect, it } from 'vitest';
import { summariseCheck } from '../../../src/core/results.js';
import type { Deck } from '../../../src/decks/card.js';
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

const automatic: MtgRuleset = { ...V2, name: 'v2-automatic', critical: { value: 20, mode: 'automatic' } };
const RULESETS = [V2, V1, automatic];
const DIFFICULTIES = Array.from({ length: 26 }, (_, i) => i - 4);

describe('mtg exact fast path: every cell bit for bit the routine it replaced', () => {
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
                expect(got.length, where).toBe(ref.length);
                for (let i = 0; i < got.length; i++) if (!Object.is(got[i], ref[i])) expect(got[i], `${where} slot ${i}`).toBe(ref[i]);
                // the cell as documents carry it: success, outcome shares, the degree histogram, mean and sd
                const doc = JSON.stringify(summariseCheck(cell, got, c, MTG_CATEGORIES, 'exact', true));
                expect(doc, where).toBe(JSON.stringify(summariseCheck(cell, ref, c, MTG_CATEGORIES, 'exact', true)));
                cells++;
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
