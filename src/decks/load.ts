import { existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { whileParsing } from '../core/blocking.js';
import { HanteiError } from '../core/errors.js';
import { DEFAULT_BUDGET, checkCardBudget, thousands } from '../engine/budget.js';
import { MAX_LIBRARY_CARDS } from './bounds.js';
import { parseUserJson } from '../core/user-data.js';
import { packageRoot } from '../paths.js';
import type { Card, Deck, DeckEntry } from './card.js';
import { CardIndex, type CardData, cardFromData, normaliseName } from './card-data.js';
import { defaultIndexPath } from './index-path.js';
import { parseDek } from './parse-dek.js';
import { parseTextDeck, type RawEntry } from './parse-text.js';
import { printable } from './names.js';
import { readTextFile } from './text-bytes.js';
import { parseYamlDeck } from './parse-yaml.js';

/** Every text input is read by readTextFile (decks/text-bytes.ts): regular files only, within the size cap. */
export { readTextFile } from './text-bytes.js';

function readCardFile(file: string, bundled = false): CardData[] {
  const text = readTextFile(file, 'card data', { bundled });
  let data: unknown;
  try {
    data = whileParsing(text.length, () => parseUserJson(text, 'file', file));
  } catch (e) {
    if (e instanceof HanteiError) throw e;
    throw new HanteiError('file', `card data is not valid JSON: ${(e as Error).message}`, { file, hint: 'give a JSON array of cards (Scryfall field names) or an index written by "hantei cards import"' });
  }
  const list = Array.isArray(data) ? data : (data as { cards?: unknown }).cards;
  if (!Array.isArray(list)) throw new HanteiError('file', 'card data must be a JSON array of cards', { file, hint: 'a Scryfall bulk file must be imported first: hantei cards import FILE' });
  return (list as CardData[]).filter((d) => d && typeof d.name === 'string');
}

/**
 * Card data for name lookups: the files given with --cards, or else the
 * imported index (hantei cards import) if there is one, over the bundled
 * sample data: a card in both is taken from the user's data.
 */
export function loadCardIndex(cardFiles: readonly string[] = []): CardIndex {
  const bundled = new CardIndex(readCardFile(join(packageRoot(), 'decks', 'cards.json'), true));
  // card data the user named or imported wins over the bundled sample for the same card
  if (cardFiles.length > 0) return new CardIndex(cardFiles.flatMap((f) => readCardFile(f))).over(bundled);
  const imported = defaultIndexPath();
  if (existsSync(imported)) return new CardIndex(readCardFile(imported)).over(bundled);
  return bundled;
}

export interface DeckOptions {
  cards: CardIndex;
  /** Names of critical cards (--critical); every copy of each is critical. */
  critical?: readonly string[];
  /** Unknown names stop the load (default), or are collected in `deck.unresolved` (deck inspect). */
  unknown?: 'error' | 'collect';
  /** The card budget (--max-cards; default DEFAULT_BUDGET's). */
  maxCards?: number;
  /** Where structure assumptions go (default: a warning line on stderr). */
  warn?: (message: string) => void;
}

/** An MTGO .dek is XML; a file saved as .dek that holds a text list is read as text. */
const looksLikeXml = (text: string) => /^\s*</.test(text.replace(/^\uFEFF/, ''));

/** A deck on standard input has no extension to say YAML: its first key does. */
const looksLikeYamlDeck = (text: string) => /^(?:\s*#.*\n|\s*\n)*(?:---\s*\n)?(?:name|cards|commander|sideboard)\s*:/.test(text.replace(/^\uFEFF/, ''));

/**
 * Read a deck file (YAML, or a text decklist) and resolve every card; `-`
 * reads standard input (bounded like a file). Reading, parsing and resolving
 * are one synchronous step: Ctrl-C ends it at once (core/blocking.ts).
 */
export function loadDeck(file: string, opts: DeckOptions): Deck {
  const text = readTextFile(file, 'deck', { stdin: true });
  return whileParsing(text.length, () => deckOfText(file, text, opts));
}

function deckOfText(file: string, text: string, opts: DeckOptions): Deck {
  const stdin = file === '-';
  if (stdin) file = 'standard input';
  const ext = stdin ? (looksLikeYamlDeck(text) ? '.yaml' : '') : extname(file).toLowerCase();
  const stem = stdin ? 'stdin' : basename(file, extname(file));
  let name = stem;
  let raw: Array<RawEntry & { data?: CardData }>;
  let assumptions: string[] = [];
  if (ext === '.yaml' || ext === '.yml') {
    const y = parseYamlDeck(text, file);
    raw = y.entries;
    if (y.name) name = y.name;
  } else if (looksLikeXml(text)) {
    raw = parseDek(text, file);
  } else {
    const t = parseTextDeck(text, file);
    raw = t.entries;
    assumptions = t.assumptions;
    const forgeName = /^\s*Name=(.+)$/m.exec(text);
    if (ext === '.dck' && forgeName) name = forgeName[1].trim();
  }
  const deck = resolveDeck(raw, { id: stem, name, file }, opts);
  const size = deck.entries.reduce((s, e) => s + e.count, 0);
  const side = deck.sideboard.reduce((s, e) => s + e.count, 0);
  if (side > size && side > 15) assumptions.push(`the library has ${size} cards and ${side} are set aside as sideboard; check where the sideboard starts`);
  const warn = opts.warn ?? ((m: string) => process.stderr.write(`hantei: ${file}: warning: ${m}\n`));
  for (const a of assumptions) warn(a);
  return assumptions.length ? { ...deck, assumptions } : deck;
}

export function resolveDeck(
  raw: ReadonlyArray<RawEntry & { data?: CardData }>,
  meta: { id: string; name: string; file: string },
  opts: DeckOptions,
): Deck {
  // the card budget before the library is built: a count is an allocation size
  const library = raw.reduce((s, e) => s + (e.section === 'sideboard' ? 0 : e.count), 0);
  if (library > MAX_LIBRARY_CARDS) {
    throw new HanteiError('range', `the deck has ${thousands(library)} cards, more than the ${thousands(MAX_LIBRARY_CARDS)} hantei can build a library of`, { file: meta.file, hint: 'check the counts' });
  }
  checkCardBudget(library, meta.file, { ...DEFAULT_BUDGET, maxCards: opts.maxCards });
  const critical = new Set((opts.critical ?? []).map(normaliseName));
  const unknown: RawEntry[] = [];
  const entries: DeckEntry[] = [];
  const sideboard: DeckEntry[] = [];
  // a long list repeats names: look each up once
  const looked = new Map<string, CardData | undefined>();
  const lookUp = (n: string): CardData | undefined => {
    if (!looked.has(n)) looked.set(n, opts.cards.get(n));
    return looked.get(n);
  };
  // and build each card once (a card is never changed after it is built)
  const built = new Map<CardData, ReturnType<typeof cardFromData>>();
  const cardOf = (d: CardData, crit: boolean): ReturnType<typeof cardFromData> => {
    if (crit) return cardFromData(d, true);
    let c = built.get(d);
    if (!c) built.set(d, (c = cardFromData(d, false)));
    return c;
  };
  for (const r of raw) {
    const data = r.data ? { ...r.data, name: r.name } : lookUp(r.name);
    if (!data) {
      unknown.push(r);
      continue;
    }
    const isCritical = r.critical === true || (critical.size > 0 && (critical.has(normaliseName(r.name)) || critical.has(normaliseName(data.name))));
    const card = r.data ? cardFromData(data, isCritical) : cardOf(data, isCritical);
    if ('error' in card) throw new HanteiError('deck', `card "${r.name}": ${card.error}`, { file: meta.file, line: r.line });
    (r.section === 'sideboard' ? sideboard : entries).push({ count: r.count, card: card as Card, line: r.line });
  }
  if (unknown.length > 0 && opts.unknown === 'collect') {
    return { ...meta, entries, sideboard, unresolved: unknown.map((u) => ({ name: printable(u.name), count: u.count, line: u.line, section: u.section, suggestions: opts.cards.suggest(u.name) })) };
  }
  if (unknown.length > 0) {
    // one line per name: a long list stays readable
    const list = unknown
      .map((u) => {
        const s = opts.cards.suggest(u.name);
        return `  line ${u.line}: "${printable(u.name)}"${u.section === 'sideboard' ? ' (sideboard)' : ''}${s.length ? ` — did you mean ${s.map((x) => `"${x}"`).join(' or ')}?` : ''}`;
      })
      .join('\n');
    throw new HanteiError('unknown-card', `${unknown.length} unknown card name${unknown.length > 1 ? 's' : ''}:\n${list}`, {
      file: meta.file,
      line: unknown[0].line,
      hint: 'fix the spelling, give the card inline in a YAML deck (mana_cost, type_line), or point --cards at card data that has it',
    });
  }
  for (const given of opts.critical ?? []) {
    const c = normaliseName(given);
    if (!entries.some((e) => normaliseName(e.card.name) === c)) {
      throw new HanteiError('range', `--critical names "${printable(given)}", which is not in the deck`, { file: meta.file, hint: 'name cards of the main deck, separated by commas' });
    }
  }
  if (entries.length === 0) throw new HanteiError('deck', 'the deck has no cards in its main deck', { file: meta.file, hint: 'list cards as "4 Card Name" lines (or a YAML "cards:" list)' });
  return { ...meta, entries, sideboard };
}
