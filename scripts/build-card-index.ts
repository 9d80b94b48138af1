/**
 * Build the bundled card index (data/cards.v1.tsv.br) from a card data snapshot.
 *
 *   npx tsx scripts/build-card-index.ts \
 *     --mtgjson DIR --mtgjson-repo OWNER/NAME --mtgjson-commit SHA \
 *     [--extract DIR --extract-repo OWNER/NAME --extract-commit SHA --extract-date YYYY-MM-DD] \
 *     [--out data/cards.v1.tsv.br]
 *
 * --mtgjson: a folder of MTGJSON set files (v4 or v5: {cards: [...], meta}
 * or {data: {cards}, meta}); every printing of a card gives its faces and its
 * official Japanese names (foreignData).
 * --extract: a folder of Scryfall-derived set lists ({code, released_at,
 * <rarity>: [{name, mana_cost, type_line}]}) used only for cards the MTGJSON
 * snapshot does not know (newer sets): mana value from the mana cost,
 * colours from the mana cost (marked "derived": such a source has no colour
 * indicator or devoid), no Japanese names. A card whose mana value cannot be
 * known from it (a double-faced card listed without its front face's cost, a
 * non-land with no mana cost) is left out and counted.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { maskToColours } from '../src/systems/mtg/decks/card.js';
import { CardIndex } from '../src/systems/mtg/decks/card-data.js';
import { cardManaCost } from '../src/systems/mtg/decks/mana-cost.js';
import { fromMtgjsonPrintings } from '../src/systems/mtg/decks/import.js';
import {
  COMPACT_FORMAT,
  type CompactIndex,
  type SnapshotCard,
  type SnapshotSource,
  encodeCompact,
  toCompact,
} from '../src/systems/mtg/decks/compact-index.js';

const { values: args } = parseArgs({
  options: {
    mtgjson: { type: 'string' },
    'mtgjson-repo': { type: 'string' },
    'mtgjson-commit': { type: 'string' },
    extract: { type: 'string' },
    'extract-repo': { type: 'string' },
    'extract-commit': { type: 'string' },
    'extract-date': { type: 'string' },
    out: { type: 'string', default: 'data/cards.v1.tsv.br' },
  },
});
if (!args.mtgjson) {
  process.stderr.write(
    'usage: build-card-index --mtgjson DIR --mtgjson-repo OWNER/NAME --mtgjson-commit SHA [--extract DIR ...] [--out FILE]\n',
  );
  process.exit(2);
}

/** Layouts whose card is named "Front // Back" (MTGJSON v4 names a face and lists the card's faces in `names`). */
const JOINED = new Set(['split', 'aftermath', 'flip', 'transform', 'adventure', 'modal_dfc', 'double_faced']);

interface Printing {
  name: string;
  names?: string[];
  faceName?: string;
  side?: string;
  layout?: string;
  manaCost?: string;
  convertedManaCost?: number;
  manaValue?: number;
  colors?: string[];
  colorIndicator?: string[];
  type?: string;
  uuid?: string;
  foreignData?: Array<{ language?: string; name?: string; faceName?: string }>;
}

/** A v4 printing in v5's shape (the card's full name, `faceName`, `side`, `manaValue`), so that `cards import` reads it. */
function asV5(p: Printing): Printing {
  if (!p.names || p.name.includes(' // ')) return { ...p, manaValue: p.manaValue ?? p.convertedManaCost, uuid: p.uuid ?? '-' };
  const layout = p.layout ?? 'normal';
  const at = p.names.indexOf(p.name);
  const joined = JOINED.has(layout) && p.names.length > 1;
  return {
    ...p,
    name: joined ? p.names.join(' // ') : p.name,
    faceName: p.name,
    side: p.side ?? (layout === 'meld' ? (at === 2 ? 'b' : 'a') : at > 0 ? 'abcdefgh'[at] : 'a'),
    manaValue: p.manaValue ?? p.convertedManaCost,
    uuid: p.uuid ?? '-',
  };
}

// every printing of every set file, read by the same code as `hantei cards import` (decks/import.ts), so the two agree on
// which entries are library cards (no meld backs, reversible cards, Dungeons), half mana values, and the face chosen for a name
const printings: Printing[] = [];
let metaDate = '';
let metaVersion = '';
for (const f of readdirSync(args.mtgjson)
  .filter((x) => x.endsWith('.json'))
  .sort()) {
  const j = JSON.parse(readFileSync(join(args.mtgjson, f), 'utf8')) as {
    meta?: { date?: string; version?: string };
    cards?: Printing[];
    data?: { cards?: Printing[] };
  };
  if (j.meta?.date && j.meta.date > metaDate) metaDate = j.meta.date;
  if (j.meta?.version) metaVersion = j.meta.version;
  for (const p of j.cards ?? j.data?.cards ?? []) if (p && typeof p.name === 'string') printings.push(asV5(p));
}
const order = 'WUBRG';
const out: SnapshotCard[] = fromMtgjsonPrintings(printings).map((c) => ({
  ...c,
  colors: [...c.colors].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
  layout: c.layout === 'normal' ? undefined : c.layout,
}));
const japanese = out.filter((c) => c.ja).length;
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const known = new Set<string>();
for (const c of out) {
  known.add(fold(c.name));
  for (const f of c.name.split(' // ')) known.add(fold(f));
}
const sources: SnapshotSource[] = [
  {
    data: `MTGJSON ${metaVersion} set files (${readdirSync(args.mtgjson).filter((x) => x.endsWith('.json')).length} sets, foreignData with official Japanese names)`,
    repository: `https://github.com/${args['mtgjson-repo'] ?? '?'}`,
    commit: args['mtgjson-commit'],
    date: metaDate,
    version: metaVersion,
    cards: out.length,
  },
];

if (args.extract) {
  let added = 0;
  let unknownCost = 0;
  let latest = '';
  const byName = new Map<string, { mana_cost: string; type_line: string; released: string }>();
  for (const f of readdirSync(args.extract)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const j = JSON.parse(readFileSync(join(args.extract, f), 'utf8')) as Record<string, unknown>;
    if (typeof j.code !== 'string') continue;
    const released = typeof j.released_at === 'string' ? j.released_at : '';
    if (released > latest) latest = released;
    for (const v of Object.values(j)) {
      if (!Array.isArray(v)) continue;
      for (const c of v as Array<{ name?: unknown; mana_cost?: unknown; type_line?: unknown }>) {
        if (!c || typeof c.name !== 'string' || typeof c.type_line !== 'string') continue;
        if (known.has(fold(c.name)) || byName.has(c.name)) continue;
        byName.set(c.name, { mana_cost: typeof c.mana_cost === 'string' ? c.mana_cost : '', type_line: c.type_line, released });
      }
    }
  }
  for (const [name, c] of byName) {
    if (
      /\b(Token|Emblem|Card|Scheme|Plane|Phenomenon|Vanguard|Conspiracy|Dungeon)\b/.test(c.type_line.split('—')[0]) &&
      !/\b(Creature|Artifact|Enchantment|Land|Instant|Sorcery|Planeswalker|Battle|Kindred|Tribal)\b/.test(c.type_line)
    )
      continue;
    const faces = name.split(' // ');
    const front = c.type_line.split(' // ')[0];
    const isLand = /\bLand\b/.test(front);
    let layout: string | undefined;
    if (faces.length > 1) {
      if (/Adventure|Omen/.test(c.type_line)) layout = 'adventure';
      else if (c.mana_cost.includes('//')) layout = 'split';
      else if (c.mana_cost !== '') layout = 'flip';
      else if (isLand) layout = 'modal_dfc';
      else {
        // a double-faced card listed without its front face's cost: its mana value cannot be known from this source
        unknownCost++;
        continue;
      }
    } else if (c.mana_cost === '' && !isLand) {
      unknownCost++;
      continue;
    }
    const p = cardManaCost(c.mana_cost, layout, c.type_line);
    if ('error' in p) {
      unknownCost++;
      continue;
    }
    out.push({
      name,
      mana_value: p.manaValue,
      colors: maskToColours(p.colours),
      type_line: layout === 'split' ? c.type_line : c.type_line,
      ...(layout ? { layout } : {}),
      derived: true,
    });
    added++;
  }
  sources.push({
    data: 'Scryfall card lists (name, mana cost, type line) of a third-party extract, for cards printed after the MTGJSON snapshot',
    repository: `https://github.com/${args['extract-repo'] ?? '?'}`,
    commit: args['extract-commit'],
    date: args['extract-date'] ?? latest,
    cards: added,
    lacks: `Japanese names; colour indicators and devoid (colours read from the mana cost); ${unknownCost} cards whose mana value it does not give (double-faced cards without their front face's cost, cards with no mana cost) are not bundled`,
  });
}

out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const index: CompactIndex = {
  meta: {
    format: COMPACT_FORMAT,
    built: new Date().toISOString().slice(0, 10),
    cards: out.length,
    japanese,
    sources,
    lacks: sources.filter((s) => s.lacks).map((s) => `cards from ${s.data.split(' (')[0]}: ${s.lacks}`),
  },
  // lookup keys folded here, so that loading does not fold 30,000 names (test/systems/mtg/decks/bundled-index.test.ts checks they match foldName)
  cards: out.map((c) => {
    const t = toCompact(c);
    const { full, aliases } = CardIndex.keysOf(c);
    t[8] = [full, ...aliases];
    return t;
  }),
};
const bytes = encodeCompact(index);
writeFileSync(args.out!, bytes);
process.stdout.write(`${args.out}: ${out.length} cards (${japanese} with Japanese names), ${(bytes.length / 1e6).toFixed(2)} MB\n`);
for (const s of sources) process.stdout.write(`  ${s.cards} from ${s.data} — ${s.repository}@${s.commit ?? '?'} (${s.date})\n`);
