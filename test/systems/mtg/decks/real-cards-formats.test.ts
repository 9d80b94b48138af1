import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardIndex } from '../../../../src/systems/mtg/decks/card-data.js';
import { loadCardIndex, loadDeck } from '../../../../src/systems/mtg/decks/load.js';
import { haveRealCards, realCardIndex, realCardsSkip } from '../../../real-cards.js';

/*
 * Every decklist format's fixtures against complete card data (the shared
 * MTGJSON snapshot imported into a temporary index, test/real-cards.ts):
 * every name resolves, written in English or Japanese, in every export's
 * spelling — none is left to a hand-made fixture of placeholder cards.
 */
const FOLDERS = ['test/fixtures/decks', 'test/fixtures/formats'];
const files = FOLDERS.flatMap((d) =>
  readdirSync(d)
    .filter((f) => !f.endsWith('.json'))
    .map((f) => join(d, f)),
);

if (!haveRealCards) console.warn(realCardsSkip);
let cards: CardIndex;
beforeAll(async () => {
  if (haveRealCards) cards = loadCardIndex([await realCardIndex()]);
});

describe.skipIf(!haveRealCards)('every decklist fixture resolves with complete card data', () => {
  for (const file of files) {
    it(`${file}: 0 unknown names`, () => {
      const deck = loadDeck(file, { cards, unknown: 'collect', warn: () => undefined, note: () => undefined });
      expect((deck.unresolved ?? []).map((u) => `${u.line}: ${u.name}`)).toEqual([]);
    });
  }
});
