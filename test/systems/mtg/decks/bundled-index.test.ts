// isolation: process.env.HANTEI_CARDS, delete process.env — put back in afterAll
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectDeck } from '../../../../src/api/decks.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskToColours } from '../../../../src/systems/mtg/decks/card.js';
import { CardIndex, cardFromData } from '../../../../src/systems/mtg/decks/card-data.js';
import { COMPACT_FORMAT, decodeCompact, encodeCompact, fromCompact, toCompact } from '../../../../src/systems/mtg/decks/compact-index.js';
import type { IndexCard } from '../../../../src/systems/mtg/decks/import.js';
import { loadCardIndex, loadDeck } from '../../../../src/systems/mtg/decks/load.js';
import { haveRealCards, realCardIndex, realCardsSkip } from '../../../real-cards.js';

/*
 * Complete card data: the shared MTGJSON snapshot (test/real-cards.ts)
 * imported by `cards import`'s code into a temporary index, read as decks
 * read it (over the bundled sample): a sample of cards of every layout,
 * checked against the printed cards' mana value, colours and official
 * Japanese names, and the card facts the import must get right on real data.
 */
const before = process.env.HANTEI_CARDS;
process.env.HANTEI_CARDS = '/nonexistent/hantei-no-imported-index.json'; // only the index given below
afterAll(() => {
  if (before === undefined) delete process.env.HANTEI_CARDS;
  else process.env.HANTEI_CARDS = before;
});
let cards: CardIndex;
let indexFile = '';
if (!haveRealCards) console.warn(realCardsSkip);
beforeAll(async () => {
  if (!haveRealCards) return;
  indexFile = await realCardIndex();
  cards = loadCardIndex([indexFile]);
});

/** [name as written, full name, mana value in the index, colours (WUBRG order), Japanese name (or null where MTGJSON 5.2 has none), layout] */
const SAMPLE: Array<[string, string, number, string, string | null, string | undefined]> = [
  // split: the halves' total and both colours (rule 709.4); aftermath likewise
  ['Fire // Ice', 'Fire // Ice', 4, 'UR', '火 // 氷', 'split'],
  ['火+氷', 'Fire // Ice', 4, 'UR', '火 // 氷', 'split'],
  ['Life // Death', 'Life // Death', 3, 'BG', '生 // 死', 'split'],
  ['Commit', 'Commit // Memory', 10, 'U', '暗記 // 記憶', 'aftermath'],
  // transform: the front face's mana value and colours; both faces' Japanese names
  ['Delver of Secrets', 'Delver of Secrets // Insectile Aberration', 1, 'U', '秘密を掘り下げる者 // 昆虫の逸脱者', 'transform'],
  ['昆虫の逸脱者', 'Delver of Secrets // Insectile Aberration', 1, 'U', '秘密を掘り下げる者 // 昆虫の逸脱者', 'transform'],
  ['Huntmaster of the Fells', 'Huntmaster of the Fells // Ravager of the Fells', 4, 'RG', '高原の狩りの達人 // 高原の荒廃者', 'transform'],
  // meld: each front half is a card of its own
  ['Bruna, the Fading Light', 'Bruna, the Fading Light', 7, 'W', '消えゆく光、ブルーナ', 'meld'],
  ['折れた刃、ギセラ', 'Gisela, the Broken Blade', 4, 'W', '折れた刃、ギセラ', 'meld'],
  // flip: the upright half
  ['Kitsune Mystic', 'Kitsune Mystic // Autumn-Tail, Kitsune Sage', 4, 'W', null, 'flip'],
  // adventure: both faces' Japanese names; MTGJSON 5.2 has none for many modal double-faced cards
  ['Bonecrusher Giant', 'Bonecrusher Giant // Stomp', 3, 'R', '砕骨の巨人 // 踏みつけ', 'adventure'],
  ['Barkchannel Pathway', 'Barkchannel Pathway // Tidechannel Pathway', 0, '', null, 'modal_dfc'],
  // Un-cards: half mana
  ['Little Girl', 'Little Girl', 0.5, 'W', null, 'normal'],
  // one name, two faces without a side: the Aura (with a mana cost), not the challenge deck's sorcery
  ['Unquenchable Fury', 'Unquenchable Fury', 3, 'R', '鎮まらない怒り', 'normal'],
  // a reversible card's entry is not a card; the card itself is
  ["Krark's Thumb", "Krark's Thumb", 2, '', 'クラークの親指', 'normal'],
  // colour indicators: a card without a mana cost that is blue, a land that is green
  ['Ancestral Vision', 'Ancestral Vision', 0, 'U', '祖先の幻視', 'normal'],
  ['Dryad Arbor', 'Dryad Arbor', 0, 'G', 'ドライアドの東屋', 'normal'],
  // devoid: coloured mana in the cost, colourless card
  ['Ruination Guide', 'Ruination Guide', 3, '', '破滅を導くもの', 'normal'],
  ['Kozilek\u2019s Pathfinder', "Kozilek's Pathfinder", 6, '', 'コジレックの先駆者', 'normal'],
  // everyday cards, by either name
  ['稲妻', 'Lightning Bolt', 1, 'R', '稲妻', 'normal'],
  ['Transguild Courier', 'Transguild Courier', 4, 'WUBRG', 'ギルド渡りの急使', 'normal'],
  ['Pact of Negation', 'Pact of Negation', 0, 'U', '否定の契約', 'normal'],
];

const WUBRG = (cs: readonly string[]) => [...cs].sort((a, b) => 'WUBRG'.indexOf(a) - 'WUBRG'.indexOf(b)).join('');

describe.skipIf(!haveRealCards)('complete card data (the shared MTGJSON snapshot, imported)', () => {
  it('holds every library card of the snapshot (23,714 names less tokens, planes, meld backs …), 21,000+ with Japanese names', () => {
    const all = JSON.parse(readFileSync(indexFile, 'utf8')) as IndexCard[];
    expect(all.length).toBeGreaterThan(23_000);
    expect(all.filter((c) => c.ja).length).toBeGreaterThan(21_000);
  });

  for (const [written, name, mv, colours, ja, layout] of SAMPLE) {
    it(`${written} → ${name}: mana value ${mv}, colours ${colours || 'none'}${ja ? `, ${ja}` : ''}`, () => {
      const d = cards.get(written);
      expect(d?.name).toBe(name);
      expect(d?.mana_value).toBe(mv);
      expect(WUBRG(d?.colors ?? [])).toBe(colours);
      expect(d?.ja ?? null).toBe(ja);
      expect(d?.layout).toBe(layout);
      // the card model agrees (mana values are whole numbers in the library: ½ counts as 0)
      const card = cardFromData(d!);
      expect('error' in card).toBe(false);
      if (!('error' in card)) {
        expect(card.manaValue).toBe(Math.floor(mv));
        expect(WUBRG(maskToColours(card.colours))).toBe(colours);
      }
    });
  }

  it('a packaged compact index of these cards keeps the lookup keys foldName gives (a stale build would miss names players write)', () => {
    const all = JSON.parse(readFileSync(indexFile, 'utf8')) as IndexCard[];
    const some = all.filter((_, i) => i % 97 === 0);
    const compact = some.map((c) => {
      const t = toCompact(c);
      const { full, aliases } = CardIndex.keysOf(c);
      t[8] = [full, ...aliases];
      return t;
    });
    const lines = decodeCompact(
      encodeCompact({
        meta: { format: COMPACT_FORMAT, built: '', cards: some.length, japanese: 0, sources: [], lacks: [] },
        cards: compact,
      }),
    );
    for (let i = 0; i < lines.count; i++) {
      const d = fromCompact(lines.card(i));
      const { full, aliases } = CardIndex.keysOf(d);
      expect(lines.keys(i), d.name).toEqual([full, ...aliases]);
    }
  });

  it('no meld back face, reversible card or Dungeon is a library card; half mana values are kept', () => {
    for (const n of [
      'Brisela, Voice of Nightmares',
      'Chittering Host',
      "Krark's Thumb // Krark's Thumb",
      'Tomb of Annihilation',
      'Lost Mine of Phandelver',
    ])
      expect(cards.get(n)?.name === n ? n : undefined, n).toBeUndefined();
    const all = JSON.parse(readFileSync(indexFile, 'utf8')) as IndexCard[];
    expect(all.filter((c) => !Number.isInteger(c.mana_value)).map((c) => c.name)).toEqual(expect.arrayContaining(['Little Girl']));
    expect(all.some((c) => /^Dungeon\b/.test(c.type_line))).toBe(false);
  });

  it('cards given with --cards win over the imported data for the same card', () => {
    const user = new CardIndex([{ name: 'Lightning Bolt', mana_value: 9, colors: ['G'], type_line: 'Instant' }]).over(cards);
    expect(user.get('稲妻')?.mana_value).toBe(9); // found by the bundled Japanese name, taken from the user's data
    expect(user.get('Shock')?.ja).toBe('ショック'); // the rest still comes from the bundled data
  });

  it('a deck written in Japanese names resolves whole', () => {
    const f = join(mkdtempSync(join(tmpdir(), 'hantei-ja-')), 'ja.txt');
    writeFileSync(f, '20 山\n4 稲妻\n4 火+氷\n4 秘密を掘り下げる者\n4 砕骨の巨人\n4 祖先の幻視\n');
    const deck = loadDeck(f, { cards, warn: () => undefined, note: () => undefined, unknown: 'collect' });
    expect(deck.unresolved ?? []).toEqual([]);
    expect(inspectDeck(deck).cards).toBe(40);
  });

  it('unknown names get the closest known names, Japanese for Japanese input', () => {
    expect(cards.suggest('Lightning Blot')).toContain('Lightning Bolt');
    expect(cards.suggest('稲津')[0]).toBe('稲妻 (Lightning Bolt)');
  });
});
