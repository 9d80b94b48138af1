import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCardIndex, loadDeck } from '../../../../src/systems/mtg/decks/load.js';
import { hanteiHere } from '../../../cli/here.js';

const cards = loadCardIndex();
const library = (file: string) => loadDeck(file, { cards }).entries.map((e) => [e.count, e.card.name]);
const sideboard = (file: string) => loadDeck(file, { cards }).sideboard.map((e) => [e.count, e.card.name]);
const expected = [
  [4, 'Elvish Mystic'],
  [4, 'Runeclaw Bear'],
  [20, 'Forest'],
];

describe('real exported decklists: only the main deck (and commander) forms the library', () => {
  it('MTGO .dek XML (BOM, CRLF)', () => {
    expect(library('test/fixtures/formats/mtgo.dek')).toEqual(expected);
    expect(sideboard('test/fixtures/formats/mtgo.dek')).toEqual([[2, 'Negate']]);
  });
  it('MTGO .txt (CRLF, blank line before the sideboard)', () => {
    expect(library('test/fixtures/formats/mtgo.txt')).toEqual(expected);
    expect(sideboard('test/fixtures/formats/mtgo.txt')).toEqual([[2, 'Negate']]);
  });
  it('Moxfield text (set codes, foil marks, SIDEBOARD: header)', () => {
    expect(library('test/fixtures/formats/moxfield.txt')).toEqual(expected);
    expect(sideboard('test/fixtures/formats/moxfield.txt')).toEqual([[2, 'Negate']]);
  });
  it('Archidekt text (1x, [Category], ^tags^; Sideboard and Maybeboard categories leave the library)', () => {
    expect(library('test/fixtures/formats/archidekt.txt')).toEqual(expected);
    expect(sideboard('test/fixtures/formats/archidekt.txt')).toEqual([
      [2, 'Negate'],
      [1, 'Scaled Wurm'],
    ]);
  });
  it('Japanese names, with and without 《》 (BOM, comment)', () => {
    expect(library('test/fixtures/formats/japanese.txt')).toEqual(expected);
  });
  it('Arena Commander/Deck/Companion: the commander is in the library, the companion is not', () => {
    expect(library('test/fixtures/formats/commander.txt')).toEqual([
      [1, 'Trostani Discordant'],
      [1, 'Watchwolf'],
      [1, 'Loxodon Smiter'],
      [20, 'Forest'],
      [18, 'Plains'],
    ]);
    expect(sideboard('test/fixtures/formats/commander.txt')).toEqual([[1, 'Kitchen Finks']]);
  });
  it('a broken .dek names its line', async () => {
    writeFileSync('/tmp/hantei-broken.dek', '<Deck>\n  <Cards Quantity="4" Name="Forest" >\n</Deck>\n');
    const r = await hanteiHere(['deck', 'inspect', '/tmp/hantei-broken.dek']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/hantei-broken\.dek:\d+:\d+: not a valid MTGO \.dek file/);
  });
  it('unknown names stop a run with the list and suggestions, never a silent zero', async () => {
    const r = await hanteiHere(['exact', 'mtg', '--deck', 'test/fixtures/unknown-card.txt', '--check', 'green', '--difficulty', '2']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    // one line per unknown name
    expect(r.stderr).toMatch(
      /unknown-card\.txt:2: 2 unknown card names: 24 of 32 cards known; the installed card data is the 58-card sample bundled with hantei\n {2}line 2: "Elvish Mystik" — did you mean "Elvish Mystic"[^\n]*\?\n {2}line 4: "Totally Made Up Card"\n/,
    );
  });
  it('deck inspect of a partial deck: no statistics of the known part unless --partial, which says how much is known; exit 1 either way', async () => {
    const r = await hanteiHere(['deck', 'inspect', 'test/fixtures/unknown-card.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/unknown-card\.txt:2: 2 unknown card names: 24 of 32 cards known;/);
    expect(r.stderr).toMatch(/line 2: "Elvish Mystik" — did you mean "Elvish Mystic"( or "[^"]+")*\?/);
    const p = await hanteiHere(['deck', 'inspect', 'test/fixtures/unknown-card.txt', '--partial']);
    expect(p.code).toBe(1);
    expect(p.stdout).toMatch(/^unknown-card: 24 of 32 cards known \(2 names unknown\); statistics of the known part only with --partial\n/);
    expect(p.stdout).toMatch(/24 cards in the library/);
    expect(p.stdout).toMatch(/line 2: 4 Elvish Mystik — did you mean "Elvish Mystic"( or "[^"]+")*\?/);
    expect(p.stdout).toMatch(/line 4: 4 Totally Made Up Card\n/);
  });
});
