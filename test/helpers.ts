import type { Card, Deck } from '../src/systems/mtg/decks/card.js';
import { coloursToMask } from '../src/systems/mtg/decks/card.js';
import { cardFromData, type CardData } from '../src/systems/mtg/decks/card-data.js';
import { loadDecks } from '../src/engine/request.js';

/** A card from Scryfall-style fields, failing the test on bad data. */
export function card(d: CardData, critical = false): Card {
  const c = cardFromData(d, critical);
  if ('error' in c) throw new Error(String(c.error));
  return c;
}

export function deckOf(id: string, entries: Array<[number, Card]>): Deck {
  return { id, name: id, file: `${id}.yaml`, entries: entries.map(([count, c]) => ({ count, card: c })), sideboard: [] };
}

export const SAMPLE_DECKS = ['decks/mono-green.yaml', 'decks/selesnya.txt', 'decks/eldrazi.yaml', 'decks/uw-control.txt'];

/** The sample decks as the engine loads them: by the default deck system, mtg's, so their cards are mtg Cards. */
export function sampleDecks(): Map<string, Deck> {
  return loadDecks(SAMPLE_DECKS, {}) as Map<string, Deck>;
}

export { coloursToMask };
