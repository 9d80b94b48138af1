import type { CellResult } from '../core/results.js';
import type { CheckRelation, DeckOf, DeckSupport } from '../systems/types.js';

/**
 * How a cell's check relates to its deck's colours (`check: on-colour` in an
 * expectation), as the system's deck section says (mtg: systems/mtg/decks.ts);
 * a system without decks has no relations.
 */
export function checkRelations(
  cell: CellResult,
  decks: DeckSupport<unknown> | undefined,
  rules: unknown,
  deckColourLetters: string,
): readonly CheckRelation[] {
  return decks ? (decks.relationsOf(cell.params, rules, deckColourLetters) as readonly CheckRelation[]) : [];
}

/** Each deck's colours as letters ('WU'; '' for none), for results documents (`deckColours`). */
export function deckColourLetters(decks: DeckSupport<unknown>, loaded: ReadonlyMap<string, DeckOf>): Record<string, string> {
  return Object.fromEntries([...loaded].map(([id, deck]) => [id, decks.group.of(deck)]));
}
