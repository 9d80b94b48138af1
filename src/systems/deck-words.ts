/*
 * What a system's deck section declares for studies, asked in one place: the
 * relations an expectation's `check:` takes (and their other spellings and
 * words), and the results field each deck's group key is recorded under.
 * Studies and solve ask here and never spell a system's words themselves.
 */

import type { ResultsDocument } from '../core/results.js';
import { deckSystems } from './deck-systems.js';
import type { DeckOf, DeckSupport, Labels } from './types.js';

/** The relation names `check:` takes: the system's, or (none given) every registered deck system's. */
export function relationNames(decks?: DeckSupport<unknown>): readonly string[] {
  return decks ? decks.relations : [...new Set(deckSystems().flatMap((s) => s.decks.relations))];
}

/** The relation a word names (a name or another spelling of one), as the system (or any deck system) reads it. */
export function relationOf(word: string, decks?: DeckSupport<unknown>): string | undefined {
  for (const d of decks ? [decks] : deckSystems().map((s) => s.decks)) {
    if (d.relations.includes(word)) return word;
    if (d.relationSpellings && Object.hasOwn(d.relationSpellings, word)) return d.relationSpellings[word];
  }
  return undefined;
}

/** A relation in each language's words, as the system labels it (the name itself where it labels none). */
export function relationWords(relation: string, decks?: DeckSupport<unknown>): Labels {
  return decks?.relationLabels?.[relation] ?? { en: relation, ja: relation };
}

/** Each loaded deck's group key, by deck id, for a results document. */
export function deckRecords(decks: DeckSupport<unknown>, loaded: ReadonlyMap<string, DeckOf>): Record<string, string> {
  return Object.fromEntries([...loaded].map(([id, deck]) => [id, decks.group.of(deck)]));
}

/** Records each loaded deck's group key in a results document, under the field the system names. */
export function recordDecks(doc: ResultsDocument, decks: DeckSupport<unknown>, loaded: ReadonlyMap<string, DeckOf>): void {
  putDeckRecords(doc, decks, deckRecords(decks, loaded));
}

/** Puts each deck's group key (from `deckRecords`) in a results document, under the field the system names. */
export function putDeckRecords(doc: ResultsDocument, decks: DeckSupport<unknown>, records: Record<string, string>): void {
  doc[decks.group.field] = records;
}

/** Each deck's group key as a results document carries it (undefined in documents from before decks were recorded). */
export function recordedDecks(doc: ResultsDocument, decks: DeckSupport<unknown>): Record<string, string> | undefined {
  return doc[decks.group.field];
}
