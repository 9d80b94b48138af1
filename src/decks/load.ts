import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { HanteiError } from '../core/errors.js';
import { packageRoot } from '../paths.js';
import type { Card, Deck, DeckEntry } from './card.js';
import { CardIndex, type CardData, cardFromData, normaliseName } from './card-data.js';
import { defaultIndexPath } from './import.js';
import { parseDek } from './parse-dek.js';
import { parseTextDecklist, type RawEntry } from './parse-text.js';
import { parseYamlDeck } from './parse-yaml.js';

/**
 * Read a text input (deck, study, ruleset, results) as a user saved it:
 * UTF-8 with or without a BOM, or UTF-16/UTF-32 with a BOM (Windows Notepad's
 * "Unicode"). Anything else that is not valid UTF-8 text is refused without
 * echoing its bytes.
 */
export function readTextFile(file: string, what: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a file' : code === 'EACCES' ? 'permission denied' : String((e as Error).message);
    throw new HanteiError('file', `cannot read ${what}: ${why}`, { file, hint: code === 'ENOENT' ? 'check the path (it is relative to the current folder)' : undefined });
  }
  return decodeText(bytes, file, what);
}

/** Bytes → text by BOM (UTF-32/16 LE/BE, UTF-8), else strict UTF-8; binary data is an error naming the byte. */
export function decodeText(bytes: Uint8Array, file: string, what: string): string {
  const b = bytes;
  const notText = (at: number, why: string): never => {
    throw new HanteiError('file', `not a text ${what === 'deck' ? 'decklist' : `${what} file`} (${why} at byte ${at})`, { file, hint: 'save it as plain text (UTF-8, or UTF-16 with a byte-order mark)' });
  };
  let text: string;
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) text = decodeUtf32(b.subarray(4), true, notText);
  else if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) text = decodeUtf32(b.subarray(4), false, notText);
  else if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) text = new TextDecoder('utf-16le').decode(b.subarray(2));
  else if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) text = new TextDecoder('utf-16be').decode(b.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(b);
    } catch {
      return notText(firstInvalidUtf8(b), 'binary data');
    }
  }
  // NUL and other control characters (but tab, newline, carriage return, form feed) do not occur in text
  const bad = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.exec(text);
  if (bad) return notText(Buffer.byteLength(text.slice(0, bad.index), 'utf8'), 'binary data');
  return text.replace(/^\uFEFF/, '');
}

/** Offset of the first byte that is not part of a well-formed UTF-8 sequence. */
function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    const n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (i + k >= b.length || (b[i + k] & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return b.length;
}

function decodeUtf32(b: Uint8Array, little: boolean, notText: (at: number, why: string) => never): string {
  if (b.length % 4 !== 0) notText(b.length, 'a truncated UTF-32 character');
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let out = '';
  for (let i = 0; i < b.length; i += 4) {
    const cp = view.getUint32(i, little);
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) notText(i + 4, 'an invalid UTF-32 character');
    out += String.fromCodePoint(cp);
  }
  return out;
}

function readCardFile(file: string): CardData[] {
  const text = readTextFile(file, 'card data');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new HanteiError('file', `card data is not valid JSON: ${(e as Error).message}`, { file, hint: 'give a JSON array of cards (Scryfall field names) or an index written by "hantei cards import"' });
  }
  const list = Array.isArray(data) ? data : (data as { cards?: unknown }).cards;
  if (!Array.isArray(list)) throw new HanteiError('file', 'card data must be a JSON array of cards', { file, hint: 'a Scryfall bulk file must be imported first: hantei cards import FILE' });
  return (list as CardData[]).filter((d) => d && typeof d.name === 'string');
}

/**
 * Card data for name lookups: the bundled sample data first, then the files
 * given with --cards, or else the imported index (hantei cards import) if there
 * is one. The second layer is read only when a name is not in the first.
 */
export function loadCardIndex(cardFiles: readonly string[] = []): CardIndex {
  const index = new CardIndex(readCardFile(join(packageRoot(), 'decks', 'cards.json')));
  if (cardFiles.length > 0) {
    // files the user named are read now, so a wrong path is reported even when no lookup needs them
    const given = new CardIndex(cardFiles.flatMap(readCardFile));
    return index.withFallback(() => given);
  }
  const imported = defaultIndexPath();
  if (existsSync(imported)) index.withFallback(() => new CardIndex(readCardFile(imported)));
  return index;
}

export interface DeckOptions {
  cards: CardIndex;
  /** Names of critical cards (--critical); every copy of each is critical. */
  critical?: readonly string[];
  /** Unknown names stop the load (default), or are collected in `deck.unresolved` (deck inspect). */
  unknown?: 'error' | 'collect';
}

/** Read a deck file (YAML, or a text decklist) and resolve every card. */
export function loadDeck(file: string, opts: DeckOptions): Deck {
  const text = readTextFile(file, 'deck');
  const ext = extname(file).toLowerCase();
  const stem = basename(file, extname(file));
  let name = stem;
  let raw: Array<RawEntry & { data?: CardData }>;
  if (ext === '.yaml' || ext === '.yml') {
    const y = parseYamlDeck(text, file);
    raw = y.entries;
    if (y.name) name = y.name;
  } else if (ext === '.dek') {
    raw = parseDek(text, file);
  } else {
    raw = parseTextDecklist(text, file);
  }
  return resolveDeck(raw, { id: stem, name, file }, opts);
}

export function resolveDeck(
  raw: ReadonlyArray<RawEntry & { data?: CardData }>,
  meta: { id: string; name: string; file: string },
  opts: DeckOptions,
): Deck {
  const critical = new Set((opts.critical ?? []).map(normaliseName));
  const unknown: RawEntry[] = [];
  const entries: DeckEntry[] = [];
  const sideboard: DeckEntry[] = [];
  for (const r of raw) {
    const data = r.data ? { ...r.data, name: r.name } : opts.cards.get(r.name);
    if (!data) {
      if (r.section !== 'sideboard') unknown.push(r);
      continue;
    }
    const isCritical = r.critical === true || critical.has(normaliseName(r.name)) || critical.has(normaliseName(data.name));
    const card = cardFromData(data, isCritical);
    if ('error' in card) throw new HanteiError('deck', `card "${r.name}": ${card.error}`, { file: meta.file, line: r.line });
    (r.section === 'sideboard' ? sideboard : entries).push({ count: r.count, card: card as Card, line: r.line });
  }
  if (unknown.length > 0 && opts.unknown === 'collect') {
    return { ...meta, entries, sideboard, unresolved: unknown.map((u) => ({ name: u.name, count: u.count, line: u.line, suggestions: opts.cards.suggest(u.name) })) };
  }
  if (unknown.length > 0) {
    const list = unknown
      .map((u) => {
        const s = opts.cards.suggest(u.name);
        return `"${u.name}" (line ${u.line}${s.length ? `; did you mean ${s.map((x) => `"${x}"`).join(' or ')}?` : ''})`;
      })
      .join(', ');
    throw new HanteiError('unknown-card', `unknown card${unknown.length > 1 ? 's' : ''}: ${list}`, {
      file: meta.file,
      line: unknown[0].line,
      hint: 'fix the spelling, give the card inline in a YAML deck (mana_cost, type_line), or point --cards at card data that has it',
    });
  }
  for (const c of critical) {
    if (!entries.some((e) => normaliseName(e.card.name) === c)) {
      throw new HanteiError('range', `--critical names "${c}", which is not in the deck`, { file: meta.file, hint: 'name cards of the main deck, separated by commas' });
    }
  }
  if (entries.length === 0) throw new HanteiError('deck', 'the deck has no cards in its main deck', { file: meta.file, hint: 'list cards as "4 Card Name" lines (or a YAML "cards:" list)' });
  return { ...meta, entries, sideboard };
}
