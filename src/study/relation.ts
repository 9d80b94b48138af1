/*
 * How a cell's check relates to its deck (`check: RELATION` in an
 * expectation), as the system's deck section says; a system without decks
 * has no relations.
 */

import type { CellResult } from '../core/results.js';
import type { DeckSupport } from '../systems/types.js';

/** The relations a cell's check has to its deck, given what the results record of the deck (`decks.group`). */
export function checkRelations(
  cell: CellResult,
  decks: DeckSupport<unknown> | undefined,
  rules: unknown,
  recorded: string,
): readonly string[] {
  return decks ? decks.relationsOf(cell.params, rules, recorded) : [];
}
