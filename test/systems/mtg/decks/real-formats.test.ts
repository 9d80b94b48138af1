import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deckSize } from '../../../../src/systems/mtg/decks/card.js';
import type { CardIndex } from '../../../../src/systems/mtg/decks/card-data.js';
import { importCardData } from '../../../../src/systems/mtg/decks/import.js';
import { loadCardIndex, loadDeck } from '../../../../src/systems/mtg/decks/load.js';

/*
 * Real export formats, written by hand for these tests (no list copied from
 * elsewhere): each file's expected library and sideboard sizes are in
 * expected.json, counted when the lists were written.
 */
const DIR = 'test/fixtures/decks';
const FORMAT_CARDS = 'test/fixtures/cards/format-decks.json';
const expected = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<
  string,
  { library: number; sideboard: number; warn: boolean; commander?: string[]; name?: string; note?: boolean; format?: string }
>;
const names = JSON.parse(readFileSync(join(DIR, 'names.json'), 'utf8')) as Array<{ written: string; card: string }>;

let cards: CardIndex;
beforeAll(async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'hantei-formats-')), 'index.json');
  await importCardData('test/fixtures/cards/scryfall-default.json', out);
  // MTGJSON gives the per-face Japanese names (砕骨の巨人 for Bonecrusher Giant's front face)
  await importCardData('test/fixtures/cards/mtgjson-atomic.json', out, { merge: true });
  // the rest of the lists' names, with placeholder values: these tests count cards, they do not read them
  await importCardData(FORMAT_CARDS, out, { merge: true });
  cards = loadCardIndex([out]);
});

describe('real decklist formats: the library is the main deck and the commander', () => {
  for (const [file, want] of Object.entries(expected)) {
    it(`${file}: ${want.library} in the library, ${want.sideboard} in the sideboard${want.warn ? ', with a warning' : ''}`, () => {
      const warnings: string[] = [];
      const notes: string[] = [];
      const deck = loadDeck(join(DIR, file), { cards, warn: (m) => warnings.push(m), note: (m) => notes.push(m) });
      expect(deckSize(deck)).toBe(want.library);
      expect(deck.sideboard.reduce((s, e) => s + e.count, 0)).toBe(want.sideboard);
      expect(warnings.length > 0, warnings.join('\n')).toBe(want.warn);
      expect(deck.assumptions ?? []).toEqual(warnings);
      // a commander its program stores in the sideboard is read as the program means it, and said
      expect(notes.length > 0, notes.join('\n')).toBe(want.note === true);
      expect(deck.notes ?? []).toEqual(notes);
      if (want.name) expect(deck.name).toBe(want.name);
      if (want.format) expect(deck.format).toBe(want.format);
    });
  }
  it('commanders are in the library, first in the list', () => {
    for (const [file, want] of Object.entries(expected)) {
      if (!want.commander) continue;
      const deck = loadDeck(join(DIR, file), { cards, warn: () => undefined, note: () => undefined });
      for (const c of want.commander)
        expect(
          deck.entries.some((e) => e.card.name === c && e.count === 1),
          `${file}: ${c}`,
        ).toBe(true);
    }
  });
});

describe('card names as players write them', () => {
  for (const { written, card } of names) {
    it(`"${written}" → ${card}`, () => {
      expect(cards.get(written)?.name).toBe(card);
    });
  }
  it('Japanese front and back faces of adventure and modal double-faced cards', () => {
    expect(cards.get('砕骨の巨人')?.name).toBe('Bonecrusher Giant // Stomp');
    expect(cards.get('踏みつけ')?.name).toBe('Bonecrusher Giant // Stomp');
    expect(cards.get('嘘の神、ヴァルキー')?.name).toBe('Valki, God of Lies // Tibalt, Cosmic Impostor');
    expect(cards.get('宇宙の詐欺師、ティボルト')?.name).toBe('Valki, God of Lies // Tibalt, Cosmic Impostor');
  });
  it('split cards keep their total mana value and both colours whatever the spelling', () => {
    const deck = loadDeck(join(DIR, 'mtgo.txt'), { cards });
    const fireIce = deck.entries.find((e) => e.card.name === 'Fire // Ice')!;
    expect(fireIce.card.manaValue).toBe(4);
    expect(fireIce.card.colours).toBe(2 | 8);
  });
});
