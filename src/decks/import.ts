import { constants, existsSync, readFileSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { once } from 'node:events';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';
import { HanteiError } from '../core/errors.js';
import { openFileAtomic } from '../io/atomic.js';
import { COLOURS, maskToColours } from './card.js';
import type { CardData } from './card-data.js';
import { basicLandTypes, cardManaCost } from './mana-cost.js';

export { defaultIndexPath } from './index-path.js';

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

const colourList = (xs: unknown): string[] =>
  Array.isArray(xs) ? xs.map(String).filter((c) => (COLOURS as readonly string[]).includes(c)) : [];

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
  card_faces?: Array<{
    name?: string;
    printed_name?: string;
    mana_cost?: string;
    type_line?: string;
    colors?: string[];
    color_indicator?: string[];
  }>;
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
  let ja: string | undefined;
  let jaFaces: string[] = [];
  if (c.lang === 'ja') {
    jaFaces = (c.card_faces ?? []).map((f) => f.printed_name).filter((x): x is string => !!x);
    ja = c.printed_name ?? (jaFaces.length ? jaFaces.join(' // ') : undefined);
  }
  return {
    name: c.name,
    mana_value: Math.floor(mv),
    colors: colourList(colors),
    type_line: typeLine,
    layout: c.layout,
    ...(land.length ? { land_types: land } : {}),
    ...(ja ? { ja } : {}),
    ...(jaFaces.length > 1 ? { ja_faces: jaFaces } : {}),
  };
}

interface MtgjsonForeign {
  language?: string;
  name?: string;
  faceName?: string;
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
  uuid?: string;
  foreignData?: MtgjsonForeign[];
}

const japaneseOf = (f: MtgjsonFace): MtgjsonForeign | undefined => f.foreignData?.find((x) => x.language === 'Japanese');

/** An MTGJSON card (its faces: an AtomicCards entry, or one set's printings of it) → index card. */
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
  const colors = split
    ? [...new Set(faces.flatMap((f) => f.colors ?? []))]
    : front.colors?.length
      ? front.colors
      : (front.colorIndicator ?? []);
  // foreignData: `name` is the whole card's Japanese name, `faceName` each face's (MDFC, transform, adventure, split)
  const jaFaces = faces.map((f) => japaneseOf(f)?.faceName).filter((x): x is string => !!x);
  const ja = japaneseOf(front)?.name ?? (jaFaces.length ? jaFaces.join(' // ') : undefined);
  const land = maskToColours(basicLandTypes(typeLine));
  return {
    name,
    mana_value: Math.floor(mv),
    colors: colourList(colors),
    type_line: typeLine,
    layout,
    ...(land.length ? { land_types: land } : {}),
    ...(ja ? { ja } : {}),
    ...(jaFaces.length ? { ja_faces: jaFaces } : {}),
  };
}

/** One set's card printings (an MTGJSON set file or an AllPrintings set) → one index card per name. */
function fromMtgjsonPrintings(printings: MtgjsonFace[]): IndexCard[] {
  const byName = new Map<string, Map<string, MtgjsonFace>>();
  for (const p of printings) {
    if (!p || typeof p.name !== 'string') continue;
    let faces = byName.get(p.name);
    if (!faces) byName.set(p.name, (faces = new Map()));
    const side = p.side ?? 'a';
    const have = faces.get(side);
    // a printing with a Japanese name beats one without
    if (!have || (!japaneseOf(have) && japaneseOf(p))) faces.set(side, p);
  }
  const out: IndexCard[] = [];
  for (const [name, faces] of byName) {
    const c = fromMtgjson(
      name,
      [...faces.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([, f]) => f),
    );
    if (c) out.push(c);
  }
  return out;
}

const isPrintings = (v: unknown): v is MtgjsonFace[] =>
  Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] !== null && 'uuid' in v[0] && 'name' in v[0];
const isAtomicFaces = (v: unknown): v is MtgjsonFace[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  typeof v[0] === 'object' &&
  v[0] !== null &&
  !('uuid' in v[0]) &&
  typeof (v[0] as { name?: unknown }).name === 'string';

type Compression = 'gzip' | 'xz' | 'none';

/** The bytes of a card data file, decompressed when it is .gz or .xz (by magic bytes, not by name). */
async function compressionOf(file: string): Promise<Compression> {
  const fh = await openRegular(file);
  try {
    const b = Buffer.alloc(6);
    const { bytesRead } = await fh.read(b, 0, 6, 0);
    if (bytesRead >= 2 && b[0] === 0x1f && b[1] === 0x8b) return 'gzip';
    if (bytesRead >= 6 && b.equals(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))) return 'xz';
    return 'none';
  } finally {
    await fh.close();
  }
}

/** xz-decompress (WASM) is loaded only for .xz data; it is a CommonJS module. */
async function xzStream(raw: Readable): Promise<Readable> {
  const mod = (await import('xz-decompress')) as unknown as {
    default?: typeof import('xz-decompress');
    XzReadableStream?: typeof import('xz-decompress').XzReadableStream;
  };
  const Xz = mod.XzReadableStream ?? mod.default!.XzReadableStream;
  return Readable.fromWeb(new Xz(Readable.toWeb(raw) as unknown as ReadableStream<Uint8Array>) as unknown as WebReadableStream<Uint8Array>);
}

/**
 * Open a bulk file for reading: only a regular file, checked with fstat on the
 * opened descriptor (non-blocking, so a FIFO cannot hang the open). Bulk
 * files are streamed, so the size cap of decks/text-bytes.ts does not apply.
 */
async function openRegular(file: string): Promise<FileHandle> {
  const fh = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch((e: NodeJS.ErrnoException) => {
    throw new HanteiError(
      'file',
      `cannot read card data: ${e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'is a folder, not a file' : e.message}`,
      { file },
    );
  });
  const st = await fh.stat();
  if (!st.isFile()) {
    await fh.close();
    throw new HanteiError(
      'file',
      `cannot read card data: ${st.isDirectory() ? 'is a folder, not a file' : st.isFIFO() ? 'is a pipe (FIFO), not a regular file' : st.isCharacterDevice() ? 'is a character device, not a regular file' : 'is not a regular file'}`,
      { file, hint: 'download the bulk file and import it from disk' },
    );
  }
  return fh;
}

async function openSource(file: string, compression: Compression): Promise<Readable> {
  const raw = (await openRegular(file)).createReadStream();
  if (compression === 'none') return raw;
  // a decompressor closed early (head() stops after a few KB) leaves the file stream open: close it with the
  // decompressor, else its file descriptor is closed only on garbage collection (Node's DEP0137 warning)
  const out = compression === 'gzip' ? raw.pipe(createGunzip()) : await xzStream(raw);
  raw.on('error', (e) => out.destroy(e));
  out.once('close', () => raw.destroy());
  return out;
}

/** The first few KB of the (decompressed) data, to tell the formats apart. */
async function head(file: string, compression: Compression): Promise<string> {
  let text = '';
  const src = await openSource(file, compression);
  try {
    for await (const chunk of src) {
      text += Buffer.from(chunk as Uint8Array).toString('utf8');
      if (text.length >= 4096) break;
    }
  } catch (e) {
    throw new HanteiError(
      'file',
      `cannot read card data: ${compression === 'none' ? '' : `not a valid ${compression} stream: `}${(e as Error).message}`,
      { file },
    );
  } finally {
    src.destroy();
  }
  return text.replace(/^\uFEFF/, '').trimStart();
}

export interface ImportSummary {
  format: 'scryfall' | 'mtgjson';
  read: number;
  cards: number;
  japanese: number;
  out: string;
  /** `replaced`: the index holds this file's cards only; `merged`: added to the cards it held (same names replaced). */
  mode: 'replaced' | 'merged';
  /** Cards the index held before (merge). */
  before: number;
}

export interface ImportOptions {
  onCard?: (read: number) => void;
  /** Add to the existing index instead of replacing it. */
  merge?: boolean;
}

/**
 * Stream card data into the compact index, never holding the source in
 * memory (only one entry per card name is kept): a Scryfall bulk file (a JSON
 * array) or API list object (`{"object":"list","data":[…]}`), MTGJSON
 * AtomicCards.json (`data: {name: [faces]}`), AllPrintings.json (`data: {SET:
 * {cards: […]}}`) or one set file (`data: {cards: […]}`); .gz and .xz
 * streams are decompressed.
 */
export async function importCardData(
  file: string,
  out: string,
  opts: ImportOptions | ((read: number) => void) = {},
): Promise<ImportSummary> {
  const o: ImportOptions = typeof opts === 'function' ? { onCard: opts } : opts;
  const compression = await compressionOf(file);
  const text = await head(file, compression);
  const first = text[0] ?? '';
  const hint =
    "download oracle_cards, default_cards or all_cards from Scryfall's bulk data, or AtomicCards.json / AllPrintings.json from MTGJSON";
  if (first !== '[' && first !== '{')
    throw new HanteiError('file', 'not a card data file: expected a Scryfall bulk JSON array or MTGJSON JSON', { file, hint });
  const scryfallList = first === '{' && /^\{\s*"object"\s*:\s*"list"/.test(text);
  const format = first === '[' || scryfallList ? 'scryfall' : 'mtgjson';
  const cards = new Map<string, IndexCard>();
  let before = 0;
  if (o.merge && existsSync(out)) {
    try {
      const old = JSON.parse(readFileSync(out, 'utf8')) as IndexCard[];
      for (const c of old) if (c && typeof c.name === 'string') cards.set(c.name, c);
      before = cards.size;
    } catch (e) {
      throw new HanteiError('file', `cannot merge into the card index: ${(e as Error).message}`, {
        file: out,
        hint: 'import without --merge to replace it',
      });
    }
  }
  const fresh = new Set<string>();
  let read = 0;
  const take = (c: IndexCard | null): void => {
    read++;
    if (read % 5000 === 0) o.onCard?.(read);
    if (!c) return;
    const have = fresh.has(c.name) ? cards.get(c.name) : undefined;
    if (!have) {
      // the first entry of this import replaces what the index held for the name; a Japanese print seen first still gives the card's data
      const old = cards.get(c.name);
      cards.set(c.name, old?.ja && !c.ja ? { ...c, ja: old.ja, ...(old.ja_faces ? { ja_faces: old.ja_faces } : {}) } : c);
      fresh.add(c.name);
    } else if (c.ja && !have.ja) {
      have.ja = c.ja;
      if (c.ja_faces) have.ja_faces = c.ja_faces;
    }
  };
  const stages: unknown[] = [await openSource(file, compression), parser()];
  if (format === 'scryfall') {
    if (scryfallList) stages.push(pick({ filter: 'data' }));
    stages.push(streamArray(), ({ value }: { value: ScryfallCard }) => take(fromScryfall(value)));
  } else {
    stages.push(pick({ filter: 'data' }), streamObject(), ({ key, value }: { key: string; value: unknown }) => {
      if (isPrintings(value)) {
        // a set file's own "cards" list (its "tokens", "sealedProduct", "decks" are not cards of a library)
        if (key === 'cards') for (const c of fromMtgjsonPrintings(value)) take(c);
      } else if (isAtomicFaces(value)) {
        take(fromMtgjson(key, value));
      } else if (value && typeof value === 'object' && isPrintings((value as { cards?: unknown }).cards)) {
        for (const c of fromMtgjsonPrintings((value as { cards: MtgjsonFace[] }).cards)) take(c);
      }
    });
  }
  const pipeline = chain(stages as never);
  pipeline.on('data', () => undefined);
  try {
    await once(pipeline, 'end');
  } catch (e) {
    throw new HanteiError(
      'file',
      `card data is not valid JSON${compression === 'none' ? '' : ` (or not a valid ${compression} stream)`}: ${(e as Error).message}`,
      { file },
    );
  }
  if (fresh.size === 0)
    throw new HanteiError('file', `no cards found in ${format === 'scryfall' ? 'the Scryfall data' : 'the MTGJSON "data" object'}`, {
      file,
      hint,
    });
  await writeIndex(out, cards.values());
  let japanese = 0;
  for (const c of cards.values()) if (c.ja) japanese++;
  return { format, read, cards: cards.size, japanese, out, mode: o.merge && before > 0 ? 'merged' : 'replaced', before };
}

/** Stream the index to a temporary sibling and rename it into place (io/atomic.ts): a failure or Ctrl-C leaves the previous index whole. */
async function writeIndex(out: string, cards: Iterable<IndexCard>): Promise<void> {
  const w = openFileAtomic(out, 'the card index');
  try {
    const failed = new Promise<never>((_, reject) => w.stream.on('error', reject));
    const write = async (s: string) => {
      if (!w.stream.write(s)) await Promise.race([once(w.stream, 'drain'), failed]);
    };
    await write('[\n');
    let i = 0;
    for (const c of cards) await write((i++ ? ',\n' : '') + JSON.stringify(c));
    await write('\n]\n');
    await w.commit();
  } catch (e) {
    w.discard();
    if (e instanceof HanteiError) throw e;
    throw new HanteiError('file', `cannot write the card index: ${(e as Error).message}`, { file: out });
  }
}
