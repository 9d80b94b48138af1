/*
 * What a system's deck section declares for studies, with the contract's
 * defaults where it declares nothing: the relations an expectation's `check:`
 * takes (and their other spellings), and the field a results document
 * records each deck under for them. Studies and solve ask here and never
 * spell a system's words themselves.
 */

import type { ResultsDocument } from '../core/results.js';
import { deckSystems } from './deck-systems.js';
import { CHECK_RELATIONS, type CheckRelation, type Deck, type DeckSupport, type Labels } from './types.js';

/** The contract's relation words and spellings, for a deck section that declares none. */
const DEFAULT_RELATIONS: NonNullable<DeckSupport<unknown>['relations']> = {
  names: CHECK_RELATIONS,
  aliases: { 'on-color': 'on-colour', 'off-color': 'off-colour', colorless: 'colourless' },
};
const DEFAULT_FIELD = 'deckColours';

const relationsOf = (decks: DeckSupport<unknown>) => decks.relations ?? DEFAULT_RELATIONS;

/** The relation names `check:` takes: the system's, or (none given) every registered deck system's. */
export function relationNames(decks?: DeckSupport<unknown>): readonly CheckRelation[] {
  if (decks) return relationsOf(decks).names;
  return [...new Set(deckSystems().flatMap((s) => relationsOf(s.decks).names))];
}

/** The relation a word names (a name or another spelling of one), as the system (or any deck system) reads it. */
export function relationOf(word: string, decks?: DeckSupport<unknown>): CheckRelation | undefined {
  for (const r of decks ? [relationsOf(decks)] : deckSystems().map((s) => relationsOf(s.decks))) {
    if ((r.names as readonly string[]).includes(word)) return word as CheckRelation;
    if (Object.hasOwn(r.aliases, word)) return r.aliases[word];
  }
  return undefined;
}

/** A relation in each language's words, as the system labels it (the name itself where it labels none). */
export function relationWords(relation: CheckRelation, decks?: DeckSupport<unknown>): Labels {
  return decks?.relations?.labels?.[relation] ?? { en: relation, ja: relation };
}

/** Each loaded deck's recorded value, by deck id, for a results document. */
export function deckRecords(decks: DeckSupport<unknown>, loaded: ReadonlyMap<string, Deck>): Record<string, string> {
  const of = decks.record ? (d: Deck) => decks.record!.of(d) : (d: Deck) => decks.deckColours(d);
  return Object.fromEntries([...loaded].map(([id, deck]) => [id, of(deck)]));
}

/** Records each loaded deck's value in a results document, under the field the system names. */
export function recordDecks(doc: ResultsDocument, decks: DeckSupport<unknown>, loaded: ReadonlyMap<string, Deck>): void {
  putDeckRecords(doc, decks, deckRecords(decks, loaded));
}

/** Puts each deck's recorded value (from `deckRecords`) in a results document, under the field the system names. */
export function putDeckRecords(doc: ResultsDocument, decks: DeckSupport<unknown>, records: Record<string, string>): void {
  (doc as unknown as Record<string, unknown>)[decks.record?.field ?? DEFAULT_FIELD] = records;
}

/** Each deck's recorded value as a results document carries it (undefined in documents from before decks were recorded). */
export function recordedDecks(doc: ResultsDocument, decks: DeckSupport<unknown>): Record<string, string> | undefined {
  return (doc as unknown as Record<string, Record<string, string> | undefined>)[decks.record?.field ?? DEFAULT_FIELD];
}
