import { describe, expect, it } from 'vitest';
import { deckSize, maskToColours } from '../../../../src/systems/mtg/decks/card.js';
import { loadCardIndex, loadDeck } from '../../../../src/systems/mtg/decks/load.js';
import { parseTextDeck, parseTextDecklist } from '../../../../src/systems/mtg/decks/parse-text.js';
import { SAMPLE_DECKS } from '../../../helpers.js';

const cards = loadCardIndex();

describe('decklists', () => {
  it('every sample deck resolves to a 60-card library', () => {
    for (const f of SAMPLE_DECKS) expect(deckSize(loadDeck(f, { cards })), f).toBe(60);
  });
  it('MTG Arena export: sections, set suffixes and a BOM; the sideboard is not in the library', () => {
    const deck = loadDeck('test/fixtures/arena.txt', { cards });
    expect(deckSize(deck)).toBe(28);
    expect(deck.entries.map((e) => e.card.name)).toEqual(['Elvish Mystic', 'Runeclaw Bear', 'Forest']);
    expect(deck.sideboard.map((e) => [e.count, e.card.name])).toEqual([[2, 'Negate']]);
  });
  it('Windows line endings, comments and blank lines; no headers → a blank line before at most 15 cards starts the sideboard', () => {
    const raw = parseTextDecklist('4 Elvish Mystic\r\n// comment\r\n\r\n2 Forest\r\n', 'x.txt');
    expect(raw.map((r) => [r.count, r.name, r.section, r.line])).toEqual([
      [4, 'Elvish Mystic', 'main', 1],
      [2, 'Forest', 'sideboard', 4],
    ]);
    // more than 15 cards after the blank line cannot be a sideboard: one deck, with a warning
    const t = parseTextDeck('4 Elvish Mystic\r\n\r\n20 Forest\r\n', 'x.txt');
    expect(t.entries.map((r) => r.section)).toEqual(['main', 'main']);
    expect(t.assumptions.join()).toMatch(/20 cards, more than a sideboard's 15/);
  });
  it('decorated Japanese headers and footers', () => {
    const raw = parseTextDecklist('■メインデッキ (8)\n4 森\n4 島\n【サイドボード】\n2 否認\n', 'x.txt');
    expect(raw.map((r) => r.section)).toEqual(['main', 'main', 'sideboard']);
    const footers = parseTextDecklist('4 森\nー土地(4)ー\n2 否認\n－サイドボード(2)－\n', 'x.txt');
    expect(footers.map((r) => r.section)).toEqual(['main', 'sideboard']);
  });
  it('4x counts, SB: lines, Japanese names in 《》', () => {
    const raw = parseTextDecklist('4x 《ルーン爪の熊》\nSB: 2 Negate\n1 Forest', 'x.txt');
    expect(raw.map((r) => [r.count, r.name, r.section])).toEqual([
      [4, '《ルーン爪の熊》', 'main'],
      [2, 'Negate', 'sideboard'],
      [1, 'Forest', 'main'],
    ]);
    expect(cards.get('《ルーン爪の熊》')?.name).toBe('Runeclaw Bear');
  });
  it('YAML decks: devoid, colour indicators and lookups by name', () => {
    const eldrazi = loadDeck('decks/eldrazi.yaml', { cards });
    const guide = eldrazi.entries.find((e) => e.card.name === 'Ruination Guide')!.card;
    expect(guide.colours).toBe(0);
    expect(guide.manaValue).toBe(3);
    const green = loadDeck('decks/mono-green.yaml', { cards });
    const arbor = green.entries.find((e) => e.card.name === 'Dryad Arbor')!.card;
    expect(maskToColours(arbor.colours)).toEqual(['G']);
    expect(maskToColours(arbor.landTypes)).toEqual(['G']);
  });
  it('critical cards from --critical, every copy', () => {
    const deck = loadDeck('decks/mono-green.yaml', { cards, critical: ['Scaled Wurm'] });
    expect(deck.entries.filter((e) => e.card.critical).map((e) => [e.count, e.card.name])).toEqual([[4, 'Scaled Wurm']]);
    expect(() => loadDeck('decks/mono-green.yaml', { cards, critical: ['Black Lotus'] })).toThrow(/not in the deck/);
  });
});
