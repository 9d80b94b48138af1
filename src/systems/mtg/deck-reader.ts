/*
 * mtg's deck reader for the contract (deck-types.ts DeckReader): deck files
 * and pasted lists resolved against one card index per request, read only
 * when a name needs it — what `loadDeck`, `parseDecklist` and a grid's
 * decks share.
 */
import { extname } from 'node:path';
import type { DeckReadOptions, DeckReader } from '../deck-types.js';
import type { Deck } from './decks/card.js';
import { type CardData, CardIndex } from './decks/card-data.js';
import { finishDeck, loadCardIndex, loadDeck, parseDeckText } from './decks/load.js';

/** A reader of mtg decks with the request's card data (`--cards`, else the imported index, over the bundled data). */
export function mtgDeckReader(opts: DeckReadOptions): DeckReader<Deck> {
  let index: CardIndex | undefined;
  const cards = () => {
    index ??= loadCardIndex(opts.cards ?? []);
    // card data the player gave for unknown names (the workbench's form) wins for those names
    return opts.given?.length ? new CardIndex(opts.given as readonly CardData[]).over(index) : index;
  };
  const how = { critical: opts.critical, unknown: opts.unknown, maxCards: opts.maxCards };
  return {
    read: (file) => loadDeck(file, { cards: cards(), ...how }),
    parse(text, name) {
      const ext = extname(name).toLowerCase();
      const id = (ext ? name.slice(0, -ext.length) : name).split(/[\\/]/).pop() || 'deck';
      const p = parseDeckText(text, name);
      // a pasted deck's warnings and notes are kept on the deck, not printed
      return finishDeck(
        p,
        { id, name: p.name ?? id, file: name },
        { cards: cards(), ...how, warn: () => undefined, note: () => undefined },
      );
    },
  };
}
