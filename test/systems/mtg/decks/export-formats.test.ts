import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deckSize } from '../../../../src/systems/mtg/decks/card.js';
import { loadCardIndex, loadDeck } from '../../../../src/systems/mtg/decks/load.js';
import { hanteiHere } from '../../../cli/here.js';

/*
 * Deck programs' own files (fixtures written for these tests in
 * test/fixtures/decks; their counts are in expected.json): the format is told
 * by content, a commander stored in the sideboard is read as its program means
 * it and said, and errors name the format tried. The commands run
 * in-process through test/cli/here.ts (the built CLI's main()).
 */
const DIR = 'test/fixtures/decks';
const dir = mkdtempSync(join(tmpdir(), 'hantei-export-formats-'));
// the lists' names, with placeholder values (these tests read structure, not card data): the
// package need not carry a complete card snapshot for them
const CARDS = 'test/fixtures/cards/format-decks.json';
const cards = loadCardIndex([CARDS]);

describe('the format is told by the content, not the extension', () => {
  it('a Cockatrice deck saved as .dek is read as Cockatrice', () => {
    const f = join(dir, 'cockatrice-saved-as.dek');
    copyFileSync(join(DIR, 'cockatrice.cod'), f);
    const deck = loadDeck(f, { cards, warn: () => undefined, note: () => undefined });
    expect(deck.format).toBe('Cockatrice .cod');
    expect(deckSize(deck)).toBe(60);
  });
  it('an XMage list saved as .txt is still XMage: NAME: and LAYOUT lines are not cards', () => {
    const f = join(dir, 'xmage.txt');
    copyFileSync(join(DIR, 'xmage-commander.dck'), f);
    const notes: string[] = [];
    const deck = loadDeck(f, { cards, warn: () => undefined, note: (m) => notes.push(m) });
    expect(deck.format).toBe('XMage .dck');
    expect(deck.name).toBe('Omnath Singleton');
    expect(deckSize(deck)).toBe(100);
    expect(notes[0]).toMatch(/XMage stores a Commander deck's commander on its SB: line: read "Omnath, Locus of Mana" as the commander/);
  });
});

describe('errors name the format they tried', () => {
  it('a broken Cockatrice file is not called an MTGO .dek', async () => {
    const f = join(dir, 'broken.cod');
    writeFileSync(
      f,
      '<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n<card number="4" name="Shock">\n</zone>\n</cockatrice_deck>\n',
    );
    const r = await hanteiHere(['deck', 'inspect', f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/broken\.cod:\d+:\d+: not a valid Cockatrice \.cod file/);
    expect(r.stderr).not.toMatch(/MTGO|\.dek/);
  });
  it('an OCTGN deck with no card names its format and sections', async () => {
    const f = join(dir, 'empty.o8d');
    writeFileSync(f, '<?xml version="1.0"?><deck game="x"><section name="Main" shared="False" /></deck>');
    const r = await hanteiHere(['deck', 'inspect', f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/OCTGN \.o8d: no card in a "Main", "Sideboard" or "Command Zone" section/);
  });
  it('XML of no deck program says which formats were tried', async () => {
    const f = join(dir, 'other.xml');
    writeFileSync(f, '<?xml version="1.0"?><library><book title="x"/></library>');
    const r = await hanteiHere(['deck', 'inspect', f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/tried MTGO \.dek, Cockatrice \.cod, OCTGN \.o8d/);
  });
  it('a text line that is not a card names the text format', async () => {
    const f = join(dir, 'bad.txt');
    writeFileSync(f, '4 Shock\n-4 Shock\n');
    const r = await hanteiHere(['deck', 'inspect', f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad\.txt:2: cannot read "-4 Shock" as a card line of a text decklist/);
  });
});

describe('deck inspect says how the file was read', () => {
  it('MTGO Commander .dek: the commander is in the library, with a note on stderr and in the report', async () => {
    const r = await hanteiHere(['deck', 'inspect', join(DIR, 'mtgo-commander.dek'), '--cards', CARDS]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/read as MTGO \.dek\): 100 cards in the library/);
    expect(r.stdout).toMatch(
      /notes:\n {2}MTGO stores a Commander deck's commander in the sideboard: read "Omnath, Locus of Mana" as the commander, in the library \(99 \+ 1 = 100 cards\)/,
    );
    expect(r.stderr).toMatch(/mtgo-commander\.dek: note: MTGO stores a Commander deck's commander in the sideboard/);
    const j = JSON.parse(
      (await hanteiHere(['deck', 'inspect', join(DIR, 'mtgo-commander.dek'), '--cards', CARDS, '--format', 'json'])).stdout,
    ) as {
      cards: number;
      sideboard: number;
      notes: string[];
      format: string;
    };
    expect([j.cards, j.sideboard, j.format]).toEqual([100, 0, 'MTGO .dek']);
    expect(j.notes).toHaveLength(1);
  });
  it('an Arena export with a 59-card main deck, a blank line and one card warns what it assumed', async () => {
    const r = await hanteiHere(['deck', 'inspect', join(DIR, 'arena-no-headers.txt'), '--cards', CARDS]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/59 cards in the library, 1 in the sideboard/);
    expect(r.stderr).toMatch(
      /warning: read the group after the blank line \(1 card\) as the sideboard, as Arena and MTGO export it; the deck has 59 cards/,
    );
  });
  it('a Japanese list with footers: the unlabelled tail is the sideboard, and said', async () => {
    const r = await hanteiHere(['deck', 'inspect', join(DIR, 'japanese-footers-tail.txt'), '--cards', CARDS]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/60 cards in the library, 15 in the sideboard/);
    expect(r.stderr).toMatch(
      /warning: read the 15 cards after the last footer label, which carry no label of their own, as the sideboard; the labelled groups make the 60-card deck/,
    );
  });
  it('a shop list 4《日本語名/English name》 resolves by either half', () => {
    const f = join(dir, 'shop.txt');
    writeFileSync(f, '56《山/Mountain》\n4《稲妻/Not An English Name》\n');
    const deck = loadDeck(f, { cards, warn: () => undefined });
    expect(deck.entries.map((e) => [e.count, e.card.name])).toEqual([
      [56, 'Mountain'],
      [4, 'Lightning Bolt'],
    ]);
  });
});
