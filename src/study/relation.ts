import type { CellResult } from '../core/results.js';
import type { Deck } from '../decks/card.js';
import { deckColours } from '../systems/mtg/balance.js';
import { relation } from '../systems/mtg/rules.js';
import type { MtgRuleset } from '../systems/mtg/ruleset.js';
import type { CheckRelation } from './study.js';

/**
 * How a check's colour relates to a deck's colours (mtg), as `compare`'s
 * colour balance defines a deck's colours (systems/mtg/balance.ts): the
 * colourless check; on-colour (one of the deck's colours); off-colour (any
 * other colour), split into allied (a neighbour of one of the deck's colours
 * on the wheel) and enemy (opposite all of them). A deck with no colours has
 * no on-colour, allied or enemy checks; its coloured checks are off-colour.
 */
export function checkRelations(cell: CellResult, rules: MtgRuleset, deckColourLetters: string): CheckRelation[] {
  const colour = rules.checkTypes?.[String(cell.params.check)];
  if (colour === undefined) return [];
  if (colour === 'C') return ['colourless'];
  const own = [...deckColourLetters] as Array<Exclude<typeof colour, 'C'>>;
  if (own.includes(colour)) return ['on-colour'];
  if (own.length === 0) return ['off-colour'];
  return ['off-colour', own.some((o) => relation(colour, o) === 'allied') ? 'allied' : 'enemy'];
}

/** Each deck's colours as letters ('WU'; '' for none), for results documents (`deckColours`). */
export function deckColourLetters(decks: ReadonlyMap<string, Deck>): Record<string, string> {
  return Object.fromEntries([...decks].map(([id, deck]) => [id, deckColours(deck).join('')]));
}
