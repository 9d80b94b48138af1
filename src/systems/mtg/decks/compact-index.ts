import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { CardData } from './card-data.js';

/*
 * The bundled card index (data/cards.v1.tsv.br): a line of JSON meta, then
 * one card a line (tab-separated), brotli-compressed with Node's own zlib.
 */

export const COMPACT_FORMAT = 'hantei-cards/1';

/** Where a snapshot's data came from (recorded in the index, `cards info` and NOTICE). */
export interface SnapshotSource {
  /** What the data is: "MTGJSON 4.4.2-rebuild.4 set files". */
  data: string;
  /** Repository (or URL) the snapshot was read from, and its commit. */
  repository: string;
  commit?: string;
  /** The data's own date (MTGJSON meta.date, a Scryfall bulk's updated_at). */
  date: string;
  version?: string;
  /** Cards this source gave the index. */
  cards: number;
  /** What this source's cards lack, in words. */
  lacks?: string;
}

export interface SnapshotMeta {
  format: typeof COMPACT_FORMAT;
  built: string;
  cards: number;
  japanese: number;
  sources: SnapshotSource[];
  /** What the whole snapshot lacks, in words (shown by `cards info`). */
  lacks: string[];
}

/** [name, mana value, colours "WUBRG", type line, layout, Japanese name, Japanese face names, derived, folded lookup keys (full name first)] — trailing parts left out when empty. */
export type CompactCard = [string, number, string, string, string?, string?, string[]?, 1?, string[]?];

export interface CompactIndex {
  meta: SnapshotMeta;
  cards: CompactCard[];
}

/** One card of the index as the deck code reads card data (Scryfall field names). */
export interface SnapshotCard extends CardData {
  name: string;
  mana_value: number;
  colors: string[];
  type_line: string;
  /** Colours were read from the mana cost (the source had no colour indicator / devoid data for it). */
  derived?: boolean;
}

export function toCompact(c: SnapshotCard): CompactCard {
  return [
    c.name,
    c.mana_value,
    c.colors.join(''),
    c.type_line,
    c.layout ?? '',
    c.ja ?? '',
    c.ja_faces && c.ja_faces.length > 1 ? c.ja_faces : undefined,
    c.derived ? 1 : undefined,
  ];
}

export function fromCompact(t: CompactCard): SnapshotCard {
  // built field by field (no spreads): it runs for every card a deck names
  const d: SnapshotCard = { name: t[0], mana_value: t[1], colors: t[2] ? t[2].split('') : [], type_line: t[3] };
  if (t[4]) d.layout = t[4];
  if (t[5]) d.ja = t[5];
  if (t[6]) d.ja_faces = t[6];
  if (t[7]) d.derived = true;
  return d;
}

/**
 * One line of JSON meta, then one card a line: its folded lookup keys
 * (`|`-separated, full name first), a tab, then the card's fields,
 * tab-separated. Loading reads only the keys of each line; a card's fields
 * are split when a deck names it (building 30,000 objects at start was most
 * of the load time).
 */
export function encodeCompact(index: CompactIndex): Buffer {
  const clean = (x: string) => x.replace(/[\t\n\r|]/g, ' ');
  const lines = index.cards.map((c) =>
    [
      (c[8] ?? []).map(clean).join('|'),
      clean(c[0]),
      String(c[1]),
      c[2],
      clean(c[3]),
      c[4] ?? '',
      clean(c[5] ?? ''),
      (c[6] ?? []).map(clean).join('|'),
      c[7] ? '1' : '',
    ]
      .join('\t')
      .replace(/\t+$/, ''),
  );
  const text = `${JSON.stringify(index.meta)}\n${lines.join('\n')}\n`;
  return brotliCompressSync(Buffer.from(text, 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
}

/** The index as lines: `keys(i)` and `card(i)` read line i. */
export interface CompactLines {
  meta: SnapshotMeta;
  count: number;
  keys(i: number): string[];
  card(i: number): CompactCard;
}

export function decodeCompact(bytes: Buffer): CompactLines {
  const text = brotliDecompressSync(bytes).toString('utf8');
  const nl = text.indexOf('\n');
  const meta = JSON.parse(text.slice(0, nl)) as SnapshotMeta;
  if (!meta || meta.format !== COMPACT_FORMAT) throw new Error(`not a ${COMPACT_FORMAT} card index`);
  const lines = text.slice(nl + 1).split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return {
    meta,
    count: lines.length,
    keys: (i) => {
      const l = lines[i];
      return l.slice(0, l.indexOf('\t')).split('|');
    },
    card: (i) => {
      const f = lines[i].split('\t');
      return [
        f[1],
        Number(f[2]),
        f[3] ?? '',
        f[4] ?? '',
        f[5] || undefined,
        f[6] || undefined,
        f[7] ? f[7].split('|') : undefined,
        f[8] ? 1 : undefined,
        f[0].split('|'),
      ];
    },
  };
}
