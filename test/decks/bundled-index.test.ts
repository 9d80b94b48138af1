import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectDeck } from '../../src/api/decks.js';
import { describe, expect, it } from 'vitest';
import { maskToColours } from '../../src/decks/card.js';
import { CardIndex, cardFromData } from '../../src/decks/card-data.js';
import { fromCompact } from '../../src/decks/compact-index.js';
import { bundledSnapshot, bundledSnapshotPath, loadCardIndex, loadDeck } from '../../src/decks/load.js';

/*
 * The bundled snapshot (data/cards.v1.tsv.br, built by
 * scripts/build-card-index.ts): a sample of cards of every layout, checked
 * against the printed cards' mana value, colours and official Japanese names.
 */
process.env.HANTEI_CARDS = '/nonexistent/hantei-no-imported-index.json'; // the bundled data alone
const cards = loadCardIndex([]);

/** [name as written, full name, mana value in the index, colours, Japanese name (or null where the snapshot has none), layout] */
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
  // adventure and modal double-faced cards come from the later lists: no Japanese names
  ['Bonecrusher Giant', 'Bonecrusher Giant // Stomp', 3, 'R', null, 'adventure'],
  ['Barkchannel Pathway', 'Barkchannel Pathway // Tidechannel Pathway', 0, '', null, 'modal_dfc'],
  // Un-cards: half mana
  ['Little Girl', 'Little Girl', 0.5, 'W', null, undefined],
  // colour indicators: a card without a mana cost that is blue, a land that is green
  ['Ancestral Vision', 'Ancestral Vision', 0, 'U', '祖先の幻視', undefined],
  ['Dryad Arbor', 'Dryad Arbor', 0, 'G', 'ドライアドの東屋', undefined],
  // devoid: coloured mana in the cost, colourless card
  ['Ruination Guide', 'Ruination Guide', 3, '', '破滅を導くもの', undefined],
  ['Kozilek\u2019s Pathfinder', "Kozilek's Pathfinder", 6, '', 'コジレックの先駆者', undefined],
  // everyday cards, by either name
  ['稲妻', 'Lightning Bolt', 1, 'R', '稲妻', undefined],
  ['Transguild Courier', 'Transguild Courier', 4, 'WUBRG', 'ギルド渡りの急使', undefined],
  ['Pact of Negation', 'Pact of Negation', 0, 'U', '否定の契約', undefined],
];

// The complete snapshot is built into data/ by scripts/build-card-index.ts from a card data
// snapshot; the repository does not carry one, so these run only where a build placed it.
const haveSnapshot = bundledSnapshot() !== undefined;
if (!haveSnapshot)
  console.warn(`bundled card index tests skipped: no snapshot at ${bundledSnapshotPath()} (build one with scripts/build-card-index.ts)`);

describe.skipIf(!haveSnapshot)('the bundled card index', () => {
  it('holds every card of its snapshot, within the size the package allows', () => {
    const meta = bundledSnapshot().meta;
    expect(meta.cards).toBeGreaterThan(28_000);
    expect(meta.japanese).toBeGreaterThan(17_000);
    expect(statSync(bundledSnapshotPath()).size).toBeLessThanOrEqual(3_000_000);
    // where it came from is recorded in the index itself
    expect(meta.sources[0]).toMatchObject({
      repository: 'https://github.com/lzybluee/MtgJson',
      date: '2019-07-21',
      version: '4.4.2-rebuild.4',
    });
    expect(meta.sources[0].commit).toMatch(/^[0-9a-f]{40}$/);
    expect(meta.lacks.length).toBeGreaterThan(0);
  });

  for (const [written, name, mv, colours, ja, layout] of SAMPLE) {
    it(`${written} → ${name}: mana value ${mv}, colours ${colours || 'none'}${ja ? `, ${ja}` : ''}`, () => {
      const d = cards.get(written);
      expect(d?.name).toBe(name);
      expect(d?.mana_value).toBe(mv);
      expect((d?.colors ?? []).join('')).toBe(colours);
      expect(d?.ja ?? null).toBe(ja);
      expect(d?.layout).toBe(layout);
      // the card model agrees (mana values are whole numbers in the library: ½ counts as 0)
      const card = cardFromData(d!);
      expect('error' in card).toBe(false);
      if (!('error' in card)) {
        expect(card.manaValue).toBe(Math.floor(mv));
        expect(maskToColours(card.colours).join('')).toBe(colours);
      }
    });
  }

  it('stores the lookup keys foldName gives (a stale build would miss names players write)', () => {
    const s = bundledSnapshot();
    for (let i = 0; i < s.count; i += 97) {
      const d = fromCompact(s.card(i));
      const { full, aliases } = CardIndex.keysOf(d);
      expect(s.keys(i), d.name).toEqual([full, ...aliases]);
    }
  });

  it('cards the user imported win over the bundled snapshot for the same card', () => {
    const user = new CardIndex([{ name: 'Lightning Bolt', mana_value: 9, colors: ['G'], type_line: 'Instant' }]).over(cards);
    expect(user.get('稲妻')?.mana_value).toBe(9); // found by the bundled Japanese name, taken from the user's data
    expect(user.get('Shock')?.ja).toBe('ショック'); // the rest still comes from the bundled data
  });

  it('a library with cards whose colours could only be read from their mana costs says so in deck inspect', () => {
    const f = join(mkdtempSync(join(tmpdir(), 'hantei-derived-')), 'modern.txt');
    writeFileSync(f, '20 Mountain\n4 Lightning Bolt\n4 Ragavan, Nimble Pilferer\n');
    const deck = loadDeck(f, { cards, warn: () => undefined, note: () => undefined });
    expect(deck.dataNotes).toEqual([
      expect.stringMatching(
        /^the colours of 1 card \("Ragavan, Nimble Pilferer"\) are read from their mana costs: the bundled data has no colour indicator or devoid/,
      ),
    ]);
    expect(inspectDeck(deck).notes).toEqual(deck.dataNotes);
  });

  it('unknown names get the closest bundled names, Japanese for Japanese input', () => {
    expect(cards.suggest('Lightning Blot')).toContain('Lightning Bolt');
    expect(cards.suggest('稲津')[0]).toBe('稲妻 (Lightning Bolt)');
  });
});
