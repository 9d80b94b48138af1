import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskToColours } from '../../../../src/systems/mtg/decks/card.js';
import { cardFromData } from '../../../../src/systems/mtg/decks/card-data.js';
import { importCardData } from '../../../../src/systems/mtg/decks/import.js';
import { loadCardIndex, loadDeck } from '../../../../src/systems/mtg/decks/load.js';
import { hanteiHere } from '../../../cli/here.js';

const dir = mkdtempSync(join(tmpdir(), 'hantei-import-'));

async function imported(fixture: string) {
  const out = join(dir, `${fixture}.index.json`);
  const summary = await importCardData(join('test/fixtures', fixture), out);
  return { summary, out, index: loadCardIndex([out]) };
}

function card(index: ReturnType<typeof loadCardIndex>, name: string) {
  const d = index.get(name);
  if (!d) throw new Error(`${name} not found`);
  const c = cardFromData(d);
  if ('error' in c) throw new Error(String(c.error));
  return { ...c, colours: maskToColours(c.colours).join(''), landTypes: maskToColours(c.landTypes).join('') };
}

describe('hantei cards import: Scryfall bulk data', () => {
  it('keeps one entry per card, skips tokens, takes the Japanese name from a ja print', async () => {
    const { summary, out } = await imported('scryfall-cards.json');
    expect(summary).toMatchObject({ format: 'scryfall', read: 12, cards: 10, japanese: 1 });
    const cards = JSON.parse(readFileSync(out, 'utf8')) as Array<{ name: string; ja?: string }>;
    expect(cards.find((c) => c.name === 'Runeclaw Bear')?.ja).toBe('ルーン爪の熊');
    expect(cards.some((c) => c.name === 'Eldrazi Spawn')).toBe(false);
  });
  it('mana values of split (sum), adventure, MDFC and transform (front face) cards', async () => {
    const { index } = await imported('scryfall-cards.json');
    expect(card(index, 'Fire // Ice')).toMatchObject({ manaValue: 4, colours: 'UR' });
    expect(card(index, 'Bonecrusher Giant')).toMatchObject({ manaValue: 3, colours: 'R' });
    expect(card(index, "Emeria's Call")).toMatchObject({ manaValue: 7, colours: 'W' });
    expect(card(index, 'Delver of Secrets // Insectile Aberration')).toMatchObject({ manaValue: 1, colours: 'U' });
  });
  it('devoid, colour indicators and lands with several basic land types', async () => {
    const { index } = await imported('scryfall-cards.json');
    expect(card(index, 'Ruination Guide')).toMatchObject({ manaValue: 3, colours: '' });
    expect(card(index, 'Dryad Arbor')).toMatchObject({ colours: 'G', landTypes: 'G' });
    expect(card(index, 'Breeding Pool')).toMatchObject({ colours: '', landTypes: 'UG' });
    expect(card(index, 'Kitchen Finks')).toMatchObject({ manaValue: 3, colours: 'WG' });
  });
});

describe('hantei cards import: MTGJSON AtomicCards', () => {
  it('reads data.{name: faces}, the Japanese foreignData name, split and MDFC values', async () => {
    const { summary, index } = await imported('mtgjson-atomic.json');
    expect(summary).toMatchObject({ format: 'mtgjson', cards: 4, japanese: 3 });
    expect(card(index, 'エルフの神秘家')).toMatchObject({ name: 'Elvish Mystic', manaValue: 1, colours: 'G' });
    expect(card(index, 'Fire // Ice')).toMatchObject({ manaValue: 4, colours: 'UR' });
    expect(card(index, "Emeria's Call // Emeria, Shattered Skyclave")).toMatchObject({ manaValue: 7, colours: 'W' });
    expect(card(index, '寺院の庭')).toMatchObject({ name: 'Temple Garden', landTypes: 'WG' });
  });
  it('a file that is not card data gets one clear message', async () => {
    const r = await hanteiHere(['cards', 'import', 'test/fixtures/bad-count.yaml', '--index', join(dir, 'x.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad-count\.yaml: not a card data file/);
  });
});

describe('decks resolve against bundled data, then the imported index', () => {
  it('a text deck by English and Japanese names, through --cards', async () => {
    const { out } = await imported('scryfall-cards.json');
    const deck = loadDeck('test/fixtures/formats/japanese.txt', { cards: loadCardIndex([out]) });
    expect(deck.entries.map((e) => [e.count, e.card.name])).toEqual([
      [4, 'Elvish Mystic'],
      [4, 'Runeclaw Bear'],
      [20, 'Forest'],
    ]);
  });
  it('the CLI: cards show, and a deck of imported cards', async () => {
    const { out } = await imported('scryfall-cards.json');
    const show = await hanteiHere(['cards', 'show', 'fire // ice', '--cards', out]);
    expect(show.stdout).toMatch(/mana value: 4/);
    const deckFile = join(dir, 'imported.txt');
    const fs = await import('node:fs');
    fs.writeFileSync(deckFile, '4 Fire // Ice\n4 Bonecrusher Giant\n4 Delver of Secrets\n20 Island\n');
    const r = await hanteiHere(['deck', 'inspect', deckFile, '--cards', out, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).byManaValue).toEqual({ '0': 20, '1': 4, '3': 4, '4': 4 });
  });
  it('the imported index is found by default through HANTEI_CARDS', async () => {
    const { out } = await imported('mtgjson-atomic.json');
    const fs = await import('node:fs');
    const deckFile = join(dir, 'atomic.txt');
    fs.writeFileSync(deckFile, '4 Fire // Ice\n4 Temple Garden\n');
    const r = await hanteiHere(['deck', 'inspect', deckFile, '--format', 'json'], { env: { HANTEI_CARDS: out } });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).cards).toBe(8);
  });
});

describe('keys card data never has', () => {
  it('a Scryfall card object holding __proto__ is refused, naming the entry (not used, not dropped unsaid)', async () => {
    const f = join(dir, 'proto.json');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      f,
      '[{"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature", "colors": ["G"]},\n' +
        ' {"name": "Evil", "type_line": "Creature", "__proto__": {"colors": ["R"]}}]\n',
    );
    await expect(importCardData(f, join(dir, 'proto.index.json'))).rejects.toThrow(
      /entry 2 of the card data \("Evil"\) holds the key "__proto__", which card data never has/,
    );
    expect(({} as { colors?: unknown }).colors).toBeUndefined();
  });

  it('a card spelt with colours or color is refused with "did you mean colors", never read as colourless', () => {
    for (const field of ['colours', 'color']) {
      const d = JSON.parse(`{"name": "Home Bear", "mana_value": 2, "${field}": ["G"]}`) as Parameters<typeof cardFromData>[0];
      // a catalogue message: its English as before
      const r = cardFromData(d) as { error: { text(lang: 'en' | 'ja'): string } };
      expect(r.error.text('en')).toMatch(new RegExp(`unknown field "${field}": did you mean "colors"\\?`));
    }
  });
});

describe('a refused import closes its file', () => {
  // /proc/self/fd names each descriptor's file (Linux); elsewhere the count cannot be read
  const open = (file: string): number => {
    return readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === file;
      } catch {
        return false;
      }
    }).length;
  };
  it.skipIf(!existsSync('/proc/self/fd'))('broken JSON, five times in one process: no descriptor of the file left open', async () => {
    const bad = join(dir, 'broken.json');
    writeFileSync(bad, '{"meta":{"date":"2024-01-01"},"data":{"A":[{"name":"A","manaValue":1}], "B": [ broken');
    for (let i = 0; i < 5; i++) await expect(importCardData(bad, join(dir, `broken-${i}.index.json`))).rejects.toThrow(/not valid JSON/);
    await new Promise((resolve) => setTimeout(resolve, 100)); // a destroyed stream closes its descriptor on a later tick
    expect(open(bad)).toBe(0);
  });
});
