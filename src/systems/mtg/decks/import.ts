import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { once } from 'node:events';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';
import { HanteiError } from '../../../core/errors.js';
import { type Message, msg, verbatim } from '../../../core/messages.js';
import { unsafeKeyPath } from '../../../core/user-data.js';
import { openFileAtomic } from '../../../io/atomic.js';
import { openRegular, readTextFile } from '../../../io/read.js';
import { COLOURS, maskToColours } from './card.js';
import type { CardData } from './card-data.js';
import type { CardImportSummary } from '../../deck-types.js';
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

/** Layouts that are not cards of a library (a reversible card's two sides are the card's own entry; Dungeons are told by type). */
export const NOT_CARDS = new Set([
  'token',
  'double_faced_token',
  'emblem',
  'art_series',
  'vanguard',
  'scheme',
  'planar',
  'augment',
  'host',
  'reversible_card',
]);

/** Types of things that are never in a library, whatever their layout says (MTGJSON lists Dungeons as "normal"). */
const notLibraryType = (typeLine: string): boolean =>
  /^(?:Dungeon|Plane|Phenomenon|Scheme|Ongoing Scheme|Vanguard|Emblem)\b/.test(typeLine);

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
  if (notLibraryType(typeLine)) return null;
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
    // half mana values of Un-cards are kept (Little Girl: 0.5); the card model rounds down where a check counts it
    mana_value: mv,
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
  // a name whose faces are all back faces (a melded back, Brisela: side b) is no card of a library
  const fronts = faces.filter((f) => f.side === undefined || f.side === 'a');
  if (fronts.length === 0) return null;
  const front = fronts.length > 1 && fronts.every((f) => f.side === undefined) ? realFace(fronts) : fronts[0];
  if (fronts.length > 1 && front.side === undefined) faces = [front];
  if (NOT_CARDS.has(front.layout ?? '') || notLibraryType(front.type ?? '')) return null;
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
    // a meld card is its front face (MTGJSON names it "Bruna, the Fading Light // Brisela, Voice of Nightmares"): the back is no card of its own
    name: layout === 'meld' && front.faceName ? front.faceName : name,
    mana_value: mv,
    colors: colourList(colors),
    type_line: typeLine,
    layout,
    ...(land.length ? { land_types: land } : {}),
    ...(ja ? { ja } : {}),
    ...(jaFaces.length ? { ja_faces: jaFaces } : {}),
  };
}

/**
 * One name, several faces without a side (Unquenchable Fury: the Aura and a
 * challenge-deck sorcery; Un-card variants): the card a library holds is the
 * face with a mana cost over one without (a challenge deck's cards are never
 * cast), then the mana value and colours most of those faces share, then the
 * lower mana value, then the type line in alphabetical order — never the
 * order of the file.
 */
export function realFace(faces: readonly MtgjsonFace[]): MtgjsonFace {
  const withCost = faces.filter((f) => !!f.manaCost);
  const pool = withCost.length > 0 ? withCost : [...faces];
  const keyOf = (f: MtgjsonFace) => `${f.manaValue ?? 0}|${(f.colors ?? []).join('')}`;
  const votes = new Map<string, number>();
  for (const f of pool) votes.set(keyOf(f), (votes.get(keyOf(f)) ?? 0) + 1);
  return [...pool].sort(
    (a, b) =>
      votes.get(keyOf(b))! - votes.get(keyOf(a))! ||
      (a.manaValue ?? 0) - (b.manaValue ?? 0) ||
      (a.type ?? '').localeCompare(b.type ?? '') ||
      (a.manaCost ?? '').localeCompare(b.manaCost ?? ''),
  )[0];
}

/** One set's card printings (an MTGJSON set file or an AllPrintings set) → one index card per name. */
export function fromMtgjsonPrintings(printings: MtgjsonFace[]): IndexCard[] {
  const byName = new Map<string, Map<string, MtgjsonFace>>();
  for (const p of printings) {
    if (!p || typeof p.name !== 'string') continue;
    let faces = byName.get(p.name);
    if (!faces) byName.set(p.name, (faces = new Map()));
    // faces without a side are kept apart when they differ (one name, two cards: see realFace)
    const side = p.side ?? `a|${p.manaCost ?? ''}|${p.type ?? ''}`;
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

/** The imported index is hantei's own file: larger than any card data gives, but bounded. */
const INDEX_CAP = 256 * 1024 * 1024;

/**
 * An entry of card data holding `__proto__`, `constructor` or `prototype` as
 * a key (never a field of Scryfall or MTGJSON) is refused, naming the entry:
 * such a key is neither used nor quietly dropped.
 */
function checked<T>(value: T, at: number, key?: string): T {
  const path = unsafeKeyPath(value);
  if (path) {
    const name = key ?? (value as { name?: unknown })?.name;
    throw new HanteiError(
      'file',
      msg('import.unsafeKey', { n: at + 1, name: verbatim(typeof name === 'string' ? name : '?'), key: String(path[path.length - 1]) }),
      {
        hint: msg('import.unsafeKeyHint'),
      },
    );
  }
  return value;
}

/** The bytes of a card data file, decompressed when it is .gz or .xz (by magic bytes, not by name). */
async function compressionOf(file: string): Promise<Compression> {
  const fh = await openRegular(file, 'card data');
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

/** Errors of a decompressor: their words are the library's (`get_next_output failed with error code 8`), said plainly instead. */
const DAMAGED = new WeakSet<object>();

/** A bulk file's bytes, decompressed: only a regular file (io/read.ts openRegular), streamed, so no size cap applies. */
async function openSource(file: string, compression: Compression): Promise<Readable> {
  const raw = (await openRegular(file, 'card data')).createReadStream();
  if (compression === 'none') return raw;
  const tag = <S extends NodeJS.EventEmitter>(s: S): S =>
    s.prependListener('error', (e: unknown) => typeof e === 'object' && e && DAMAGED.add(e));
  // a decompressor closed early (head() stops after a few KB) leaves the file stream open: close it with the
  // decompressor, else its file descriptor is closed only on garbage collection (Node's DEP0137 warning)
  const out = compression === 'gzip' ? raw.pipe(tag(createGunzip())) : tag(await xzStream(raw));
  raw.on('error', (e) => out.destroy(e));
  out.once('close', () => raw.destroy());
  return out;
}

/** Why reading a card data file failed, in plain words for a decompressor's error. */
function readFailure(e: unknown, compression: Compression): Message {
  if (compression !== 'none' && typeof e === 'object' && e && DAMAGED.has(e))
    return msg(compression === 'xz' ? 'import.xzDamaged' : 'import.gzipDamaged');
  return verbatim((e as Error).message);
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
    if (e instanceof HanteiError) throw e;
    throw new HanteiError('file', msg('mtgDeck.data.cannotRead', { why: readFailure(e, compression) }), { file });
  } finally {
    src.destroy();
  }
  return text.replace(/^\uFEFF/, '').trimStart();
}

/** What an import read and wrote (the contract's words), read as one of mtg's two formats; a merge replaces cards of the same name. */
export interface ImportSummary extends CardImportSummary {
  format: 'scryfall' | 'mtgjson';
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
  const hint = msg('mtgDeck.data.download');
  if (first !== '[' && first !== '{') throw new HanteiError('file', msg('mtgDeck.data.notCardData'), { file, hint });
  const scryfallList = first === '{' && /^\{\s*"object"\s*:\s*"list"/.test(text);
  const format = first === '[' || scryfallList ? 'scryfall' : 'mtgjson';
  const cards = new Map<string, IndexCard>();
  const before = o.merge && existsSync(out) ? readIndexInto(out, cards) : 0;
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
  const source = await openSource(file, compression);
  const stages: unknown[] = [source, parser()];
  if (format === 'scryfall') {
    if (scryfallList) stages.push(pick({ filter: 'data' }));
    stages.push(streamArray(), ({ value }: { value: ScryfallCard }) => take(fromScryfall(checked(value, read))));
  } else {
    stages.push(pick({ filter: 'data' }), streamObject(), ({ key, value }: { key: string; value: unknown }) => {
      checked(value, read, key);
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
    if (e instanceof HanteiError) throw e;
    throw new HanteiError(
      'file',
      DAMAGED.has(e as object)
        ? msg('mtgDeck.data.cannotRead', { why: readFailure(e, compression) })
        : msg('mtgDeck.data.notJson', { why: verbatim((e as Error).message) }),
      { file },
    );
  } finally {
    // a stage that threw (a refused entry, broken JSON) leaves the file's stream paused and open: in a process
    // that goes on (the workbench's card update, a script) its descriptor would be closed only on garbage collection
    source.destroy();
  }
  if (fresh.size === 0)
    throw new HanteiError('file', msg(format === 'scryfall' ? 'mtgDeck.data.noCardsScryfall' : 'mtgDeck.data.noCardsMtgjson'), {
      file,
      hint,
    });
  await writeIndex(out, cards.values());
  let japanese = 0;
  for (const c of cards.values()) if (c.ja) japanese++;
  // MTGJSON files open with their meta: the data's own date, for "card data of 2022-04-25"
  const dataDate = /^\{\s*"meta"\s*:\s*\{[^{}]*?"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"/.exec(text)?.[1];
  return {
    format,
    read,
    cards: cards.size,
    japanese,
    out,
    mode: o.merge && before > 0 ? 'merged' : 'replaced',
    before,
    ...(dataDate ? { dataDate } : {}),
  };
}

/** The index at out, read into cards for `--merge`: how many cards it held. */
function readIndexInto(out: string, cards: Map<string, IndexCard>): number {
  try {
    // the index is read like any input (a FIFO or a folder there is refused, never waited on)
    const old = JSON.parse(readTextFile(out, String(msg('index.file')), { cap: INDEX_CAP })) as unknown;
    if (!Array.isArray(old)) throw new Error('not a list of cards');
    for (const c of old as IndexCard[]) if (c && typeof c.name === 'string') cards.set(c.name, c);
    return cards.size;
  } catch (e) {
    throw new HanteiError(
      'file',
      msg('index.cannotMerge', { why: verbatim(e instanceof HanteiError ? e.message : (e as Error).message) }),
      {
        file: out,
        hint: msg('index.cannotMergeHint'),
      },
    );
  }
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
    throw new HanteiError('file', msg('mtgDeck.data.cannotWrite', { why: verbatim((e as Error).message) }), { file: out });
  }
}
