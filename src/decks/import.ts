import { createReadStream } from 'node:fs';
import { openFileAtomic } from '../io/atomic.js';
import { open } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';
import { HanteiError } from '../core/errors.js';
import { COLOURS, maskToColours } from './card.js';
import type { CardData } from './card-data.js';
import { basicLandTypes, cardManaCost } from './mana-cost.js';

/** Where `hantei cards import` writes its index, and decks look for it: $HANTEI_CARDS, else the user's data folder. */
export function defaultIndexPath(): string {
  if (process.env.HANTEI_CARDS) return process.env.HANTEI_CARDS;
  const base = process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  return join(base, 'hantei', 'cards.json');
}

/** One card of the compact index: what the checks need, in Scryfall's field names. */
export interface IndexCard extends CardData {
  name: string;
  mana_value: number;
  colors: string[];
  type_line: string;
  layout?: string;
  land_types?: string[];
  ja?: string;
}

/** Layouts that are not cards of a library. */
const NOT_CARDS = new Set(['token', 'double_faced_token', 'emblem', 'art_series', 'vanguard', 'scheme', 'planar', 'augment', 'host']);

const colourList = (xs: unknown): string[] => (Array.isArray(xs) ? xs.map(String).filter((c) => (COLOURS as readonly string[]).includes(c)) : []);

interface ScryfallCard {
  name: string;
  layout?: string;
  lang?: string;
  printed_name?: string;
  mana_cost?: string;
  cmc?: number;
  type_line?: string;
  colors?: string[];
  color_indicator?: string[];
  card_faces?: Array<{ name?: string; printed_name?: string; mana_cost?: string; type_line?: string; colors?: string[]; color_indicator?: string[] }>;
}

/** A Scryfall card object (oracle_cards / default_cards / all_cards) → index card; null for non-cards. */
export function fromScryfall(c: ScryfallCard): IndexCard | null {
  if (!c || typeof c.name !== 'string' || NOT_CARDS.has(c.layout ?? '')) return null;
  const face = c.card_faces?.[0];
  const typeLine = c.type_line ?? face?.type_line ?? '';
  let mv = c.cmc;
  if (mv === undefined) {
    const parsed = cardManaCost(c.mana_cost ?? face?.mana_cost ?? '', c.layout, typeLine);
    mv = 'error' in parsed ? 0 : parsed.manaValue;
  }
  // split cards are both colours at once; double-faced cards are their front face's colours in the library
  const colors = c.colors ?? (c.layout === 'split' ? undefined : face?.colors) ?? c.color_indicator ?? face?.color_indicator ?? [];
  const land = maskToColours(basicLandTypes(typeLine));
  const ja = c.lang === 'ja' ? (c.printed_name ?? face?.printed_name) : undefined;
  return { name: c.name, mana_value: Math.floor(mv), colors: colourList(colors), type_line: typeLine, layout: c.layout, ...(land.length ? { land_types: land } : {}), ...(ja ? { ja } : {}) };
}

interface MtgjsonFace {
  name: string;
  faceName?: string;
  side?: string;
  layout?: string;
  manaCost?: string;
  manaValue?: number;
  colors?: string[];
  colorIndicator?: string[];
  type?: string;
  foreignData?: Array<{ language?: string; name?: string }>;
}

/** An MTGJSON AtomicCards entry (the faces of one card) → index card. */
export function fromMtgjson(name: string, faces: MtgjsonFace[]): IndexCard | null {
  if (!Array.isArray(faces) || faces.length === 0) return null;
  const front = faces.find((f) => f.side === undefined || f.side === 'a') ?? faces[0];
  if (NOT_CARDS.has(front.layout ?? '')) return null;
  const layout = front.layout;
  const split = layout === 'split' || layout === 'aftermath';
  const typeLine = faces.length > 1 && split ? faces.map((f) => f.type ?? '').join(' // ') : (front.type ?? '');
  let mv: number;
  if (split) {
    // rule 709.4: a split card's mana value in the library is the total of its halves
    mv = faces.reduce((s, f) => {
      const p = cardManaCost(f.manaCost ?? '', 'normal', f.type ?? '');
      return s + ('error' in p ? 0 : p.manaValue);
    }, 0);
  } else {
    const p = cardManaCost(front.manaCost ?? '', layout, typeLine);
    mv = front.manaValue ?? ('error' in p ? 0 : p.manaValue);
  }
  const colors = split ? [...new Set(faces.flatMap((f) => f.colors ?? []))] : (front.colors?.length ? front.colors : (front.colorIndicator ?? []));
  const ja = front.foreignData?.find((f) => f.language === 'Japanese')?.name;
  const land = maskToColours(basicLandTypes(typeLine));
  return { name, mana_value: Math.floor(mv), colors: colourList(colors), type_line: typeLine, layout, ...(land.length ? { land_types: land } : {}), ...(ja ? { ja } : {}) };
}

async function firstByte(file: string): Promise<string> {
  const fh = await open(file, 'r').catch((e: NodeJS.ErrnoException) => {
    throw new HanteiError('file', `cannot read card data: ${e.code === 'ENOENT' ? 'no such file' : e.message}`, { file });
  });
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(buf, 0, 4096, 0);
    const text = buf.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').trimStart();
    return text[0] ?? '';
  } finally {
    await fh.close();
  }
}

export interface ImportSummary {
  format: 'scryfall' | 'mtgjson';
  read: number;
  cards: number;
  japanese: number;
  out: string;
}

/**
 * Stream a Scryfall bulk file (a JSON array of cards) or MTGJSON
 * AtomicCards.json (`{"data": {name: [faces]}}`) into the compact index,
 * never holding the source in memory: only one entry per card name is kept.
 */
export async function importCardData(file: string, out: string, onCard?: (read: number) => void): Promise<ImportSummary> {
  const first = await firstByte(file);
  if (first !== '[' && first !== '{') throw new HanteiError('file', 'not a card data file: expected a Scryfall bulk JSON array or MTGJSON AtomicCards.json', { file, hint: 'download oracle_cards or default_cards from Scryfall\'s bulk data, or AtomicCards.json from MTGJSON' });
  const format = first === '[' ? 'scryfall' : 'mtgjson';
  const cards = new Map<string, IndexCard>();
  let read = 0;
  const take = (c: IndexCard | null): void => {
    read++;
    if (read % 5000 === 0) onCard?.(read);
    if (!c) return;
    const have = cards.get(c.name);
    if (!have) {
      // a Japanese print seen before any English one still gives the card's data
      cards.set(c.name, c);
    } else if (c.ja && !have.ja) have.ja = c.ja;
  };
  const stages: unknown[] = [createReadStream(file), parser()];
  if (format === 'scryfall') stages.push(streamArray(), ({ value }: { value: ScryfallCard }) => take(fromScryfall(value)));
  else stages.push(pick({ filter: 'data' }), streamObject(), ({ key, value }: { key: string; value: MtgjsonFace[] }) => take(fromMtgjson(key, value)));
  const pipeline = chain(stages as never);
  pipeline.on('data', () => undefined);
  try {
    await once(pipeline, 'end');
  } catch (e) {
    throw new HanteiError('file', `card data is not valid JSON: ${(e as Error).message}`, { file });
  }
  if (cards.size === 0) throw new HanteiError('file', `no cards found in ${format === 'scryfall' ? 'the Scryfall array' : 'the MTGJSON "data" object'}`, { file });
  // written aside and renamed into place: a stopped or failed import leaves the previous index whole
  const w = openFileAtomic(out, 'the card index');
  try {
    w.stream.write('[\n');
    let i = 0;
    for (const c of cards.values()) w.stream.write((i++ ? ',\n' : '') + JSON.stringify(c));
    w.stream.write('\n]\n');
    await w.commit();
  } catch (e) {
    w.discard();
    throw new HanteiError('file', `cannot write the card index: ${(e as Error).message}`, { file: out });
  }
  return { format, read, cards: cards.size, japanese: [...cards.values()].filter((c) => c.ja).length, out };
}
