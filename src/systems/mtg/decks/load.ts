import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { whileParsing } from '../../../core/blocking.js';
import { HanteiError } from '../../../core/errors.js';
import { type Message, messageLang, msg, verbatim } from '../../../core/messages.js';
import { deckNoteIn } from './notes-said.js';
import { DEFAULT_BUDGET, checkCardBudget, thousands } from '../../../core/budget.js';
import { MAX_LIBRARY_CARDS } from './bounds.js';
import { parseUserJson } from '../../../core/user-data.js';
import { packageRoot } from '../../../paths.js';
import type { Card, Deck, DeckEntry } from './card.js';
import { CardIndex, type CardData, cardFromData, normaliseName } from './card-data.js';
import { COMPACT_FORMAT, type CompactLines, type SnapshotMeta, decodeCompact, fromCompact } from './compact-index.js';
import { defaultIndexPath } from './index-path.js';
import { parseXmlDeck } from './parse-dek.js';
import { parseTextDeck, type RawEntry } from './parse-text.js';
import { printable } from './names.js';
import { readTextFile } from '../../../io/read.js';
import { cardDataInUse, sideboardUnknownNote, unknownNamesHint, unknownNamesMessage } from './unknown-said.js';
import { parseYamlDeck } from './parse-yaml.js';
import { terminalSafe } from '../../../core/terminal-text.js';

/** Every text input is read by readTextFile (io/read.ts): regular files only, within the size cap. */
export { readTextFile } from '../../../io/read.js';

function readCardFile(file: string, bundled = false): CardData[] {
  const text = readTextFile(file, 'card data', { bundled });
  let data: unknown;
  try {
    data = whileParsing(text.length, () => parseUserJson(text, 'file', file));
  } catch (e) {
    if (e instanceof HanteiError) throw e;
    throw new HanteiError('file', msg('mtgDeck.data.notJson', { why: verbatim((e as Error).message) }), {
      file,
      hint: msg('mtgDeck.data.giveJson'),
    });
  }
  const list = Array.isArray(data) ? data : (data as { cards?: unknown }).cards;
  if (!Array.isArray(list))
    throw new HanteiError('file', msg('mtgDeck.data.notArray'), {
      file,
      hint: msg('mtgDeck.data.importFirst'),
    });
  return (list as CardData[]).filter((d) => d && typeof d.name === 'string');
}

/** The bundled snapshot of every card (data/cards.v1.tsv.br), read once per process and only when a name must be resolved. */
export function bundledSnapshotPath(): string {
  return join(packageRoot(), 'data', 'cards.v1.tsv.br');
}

let snapshot: CompactLines | null | undefined;

/**
 * The complete card snapshot, or undefined when this build has none. The
 * repository does not carry one (its data comes from third-party snapshots
 * that a build places here with scripts/build-card-index.ts); without it the
 * bundled data is the hand-checked sample, and `hantei cards update` or
 * `cards import` gives every card.
 */
export function bundledSnapshot(): CompactLines | undefined {
  if (snapshot === undefined) {
    const file = bundledSnapshotPath();
    if (!existsSync(file)) {
      snapshot = null;
      return undefined;
    }
    try {
      snapshot = decodeCompact(readFileSync(file));
    } catch (e) {
      throw new HanteiError('file', msg('mtgDeck.data.bundled', { why: verbatim((e as Error).message) }), {
        file,
        hint: msg('mtgDeck.data.reinstall'),
      });
    }
  }
  return snapshot ?? undefined;
}

const samplePath = (): string => join(packageRoot(), 'decks', 'cards.json');

/** What the bundled card data is, for `cards info` and the workbench: the snapshot's meta, or the sample's. */
export function bundledMeta(): SnapshotMeta {
  const s = bundledSnapshot();
  if (s) return s.meta;
  const cards = readCardFile(samplePath(), true);
  return {
    format: COMPACT_FORMAT,
    built: 'with the package',
    cards: cards.length,
    japanese: cards.filter((c) => typeof (c as { ja?: unknown }).ja === 'string').length,
    sources: [{ data: String(msg('cards.sampleSource')), repository: 'decks/cards.json', date: '', cards: cards.length }],
    lacks: [String(msg('cardsInfo.sampleLacks'))],
  };
}

/**
 * The bundled card data: the snapshot of every card (when the build has one)
 * over the hand-checked sample (decks/cards.json). The snapshot is real data
 * and wins for a card in both; the sample still gives Japanese names the
 * snapshot lacks. Nothing is read until a name must be resolved.
 */
function bundledIndex(): CardIndex {
  return new CardIndex().withFallback(() => {
    const sample = new CardIndex(readCardFile(samplePath(), true));
    const s = bundledSnapshot();
    if (!s) return sample;
    const index = new CardIndex();
    index.addKeyed(s.count, (i) => fromCompact(s.card(i)), s.keys);
    return index.over(sample);
  });
}

/**
 * Card data for name lookups: the files given with --cards, or else the
 * imported index (hantei cards import / update) if there is one, over the
 * bundled data: a card in both is taken from the user's data.
 */
export function loadCardIndex(cardFiles: readonly string[] = []): CardIndex {
  const bundled = bundledIndex();
  // card data the user named or imported wins over the bundled data for the same card
  const imported = defaultIndexPath();
  const index =
    cardFiles.length > 0
      ? new CardIndex(cardFiles.flatMap((f) => readCardFile(f))).over(bundled)
      : existsSync(imported)
        ? new CardIndex(readCardFile(imported)).over(bundled)
        : bundled;
  index.origin = cardDataWords(cardFiles);
  return index;
}

/** Which card data names are resolved with, in words: `--cards` files, the imported index and its date, or the bundled sample. */
export function cardDataWords(cardFiles: readonly string[] = []): Message {
  const snap = bundledSnapshot();
  return cardDataInUse(
    cardFiles,
    bundledMeta().cards,
    snap ? { date: snap.meta.sources[0]?.date || snap.meta.built, cards: snap.meta.cards } : undefined,
  );
}

export interface DeckOptions {
  cards: CardIndex;
  /** Names of critical cards (--critical); every copy of each is critical. */
  critical?: readonly string[];
  /** Unknown names stop the load (default), or are collected in `deck.unresolved` (deck inspect). */
  unknown?: 'error' | 'collect';
  /** Where notes on a format's meaning go (default: a note line on stderr). */
  note?: (message: string) => void;
  /** The card budget (--max-cards; default DEFAULT_BUDGET's). */
  maxCards?: number;
  /** Where structure assumptions go (default: a warning line on stderr). */
  warn?: (message: string) => void;
}

/** An MTGO .dek is XML; a file saved as .dek that holds a text list is read as text. */
const looksLikeXml = (text: string) => /^\s*</.test(text.replace(/^\uFEFF/, ''));

/** A YAML deck, told by content: its first line that is not a comment is a deck key, and it has a `cards:` list. */
const looksLikeYaml = (text: string) =>
  /^(?:\s*#.*\n|\s*\n)*(?:name|cards|commander|sideboard)\s*:(?:\s|$)/.test(text.replace(/^\uFEFF/, '')) && /^cards\s*:/m.test(text);

/** A deck file's text read, before names are resolved: its entries and how it was read. */
export interface ParsedDeck {
  raw: Array<RawEntry & { data?: CardData }>;
  format: string;
  name?: string;
  assumptions: string[];
  notes: string[];
}

/**
 * Read a deck's text in the format its content shows (not its extension):
 * YAML, an XML file of MTGO / Cockatrice / OCTGN, or a text decklist of any
 * common export (XMage .dck included).
 */
export function parseDeckText(text: string, file: string): ParsedDeck {
  const ext = extname(file).toLowerCase();
  if (ext === '.yaml' || ext === '.yml' || looksLikeYaml(text)) {
    const y = parseYamlDeck(text, file);
    return { raw: y.entries, format: 'YAML deck', ...(y.name ? { name: y.name } : {}), assumptions: [], notes: [] };
  }
  if (looksLikeXml(text)) {
    // MTGO .dek, Cockatrice .cod, OCTGN .o8d: told apart by content, whatever the extension
    const x = parseXmlDeck(text, file);
    return { raw: x.entries, format: x.format, ...(x.name ? { name: x.name } : {}), assumptions: [], notes: x.notes };
  }
  const t = parseTextDeck(text, file);
  const forgeName = ext === '.dck' ? /^\s*Name=(.+)$/m.exec(text)?.[1]?.trim() : undefined;
  const name = forgeName ?? t.name;
  return { raw: t.entries, format: t.format, ...(name ? { name } : {}), assumptions: t.assumptions, notes: t.notes };
}

/**
 * Read a deck file (YAML, XML of a deck program, or a text decklist) and
 * resolve every card; `-` reads standard input (bounded like a file).
 * Reading, parsing and resolving are one synchronous step: Ctrl-C ends it at
 * once (core/blocking.ts).
 */
export function loadDeck(file: string, opts: DeckOptions): Deck {
  const text = readTextFile(file, 'deck', { stdin: true });
  return whileParsing(text.length, () => {
    // `-` is standard input: no extension, so its content says what it is (as for any file)
    const shown = file === '-' ? 'standard input' : file;
    const stem = file === '-' ? 'stdin' : basename(file, extname(file));
    const p = parseDeckText(text, shown);
    return finishDeck(p, { id: stem, name: p.name ?? stem, file: shown }, opts);
  });
}

/** Resolve a parsed deck, then say what was assumed (warnings) and how the format's meaning was followed (notes). */
export function finishDeck(p: ParsedDeck, meta: { id: string; name: string; file: string }, opts: DeckOptions): Deck {
  const { sideNote, ...deck } = { ...resolveDeck(p.raw, meta, opts), format: p.format };
  const notes = sideNote ? [...p.notes, sideNote] : p.notes;
  const assumptions = [...p.assumptions];
  const size = deck.entries.reduce((s, e) => s + e.count, 0);
  const side = deck.sideboard.reduce((s, e) => s + e.count, 0);
  if (side > size && side > 15) assumptions.push(String(msg('deck.sideboardTooBig', { size, side })));
  const say = (label: 'cli.warning' | 'cli.note', m: string) => {
    const lang = messageLang();
    process.stderr.write(terminalSafe(`hantei: ${meta.file}: ${msg(label).text(lang)}: ${deckNoteIn(m, lang)}\n`));
  };
  const warn = opts.warn ?? ((m: string) => say('cli.warning', m));
  for (const a of assumptions) warn(a);
  const note = opts.note ?? ((m: string) => say('cli.note', m));
  for (const n of notes) note(n);
  return { ...deck, ...(assumptions.length ? { assumptions } : {}), ...(notes.length ? { notes } : {}) };
}

/** Said when a library holds cards whose colours the bundled data could only read from their mana costs. */
function derivedNote(names: string[]): string {
  const shown =
    names
      .slice(0, 3)
      .map((n) => `"${printable(n)}"`)
      .join(', ') + (names.length > 3 ? ` and ${names.length - 3} more` : '');
  return `the colours of ${names.length} card${names.length === 1 ? '' : 's'} (${shown}) are read from their mana costs: the bundled data has no colour indicator or devoid for cards printed after Core Set 2020 (hantei cards update gives full data)`;
}

export function resolveDeck(
  raw: ReadonlyArray<RawEntry & { data?: CardData }>,
  meta: { id: string; name: string; file: string },
  opts: DeckOptions,
): Deck & { sideNote?: string } {
  // the card budget before the library is built: a count is an allocation size
  const library = raw.reduce((s, e) => s + (e.section === 'sideboard' ? 0 : e.count), 0);
  if (library > MAX_LIBRARY_CARDS) {
    throw new HanteiError('range', msg('mtgDeck.tooManyCards', { n: thousands(library), max: thousands(MAX_LIBRARY_CARDS) }), {
      file: meta.file,
      hint: msg('mtgDeck.checkCounts'),
    });
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
  const derived = new Set<string>();
  for (const r of raw) {
    const data = r.data ? { ...r.data, name: r.name } : (lookUp(r.name) ?? (r.alt ? lookUp(r.alt) : undefined));
    if (!data) {
      unknown.push(r);
      continue;
    }
    if ((data as { derived?: boolean }).derived && r.section !== 'sideboard') derived.add(data.name);
    const isCritical =
      r.critical === true || (critical.size > 0 && (critical.has(normaliseName(r.name)) || critical.has(normaliseName(data.name))));
    const card = r.data ? cardFromData(data, isCritical) : cardOf(data, isCritical);
    if ('error' in card)
      throw new HanteiError('deck', msg('mtgDeck.badCard', { name: r.name, error: card.error }), { file: meta.file, line: r.line });
    (r.section === 'sideboard' ? sideboard : entries).push({ count: r.count, card: card as Card, line: r.line });
  }
  const said = unknown.map((u) => ({
    name: printable(u.name),
    count: u.count,
    line: u.line,
    section: u.section,
    suggestions: opts.cards.suggest(u.name),
  }));
  // a sideboard never enters the library: its unknown names are a note, never a stop
  const sideUnknown = said.filter((u) => u.section === 'sideboard');
  const libraryUnknown = said.filter((u) => u.section !== 'sideboard');
  const notes = derived.size ? [derivedNote([...derived])] : [];
  // said on every run (finishDeck), kept with the deck's notes: a sideboard name no data knows changes no odds
  const sideNote = sideUnknown.length ? { sideNote: sideboardUnknownNote(sideUnknown) } : {};
  if (unknown.length > 0 && opts.unknown === 'collect') {
    return { ...meta, entries, sideboard, unresolved: said, ...(notes.length ? { dataNotes: notes } : {}), ...sideNote };
  }
  if (libraryUnknown.length > 0) {
    const data = opts.cards.origin ?? cardDataWords();
    throw new HanteiError('unknown-card', unknownNamesMessage(libraryUnknown, library, data), {
      file: meta.file,
      line: libraryUnknown[0].line,
      hint: unknownNamesHint(data),
    });
  }
  for (const given of opts.critical ?? []) {
    const c = normaliseName(given);
    if (!entries.some((e) => normaliseName(e.card.name) === c)) {
      throw new HanteiError('range', msg('deck.criticalMissing', { name: printable(given) }), {
        file: meta.file,
        hint: msg('deck.criticalHint'),
      });
    }
  }
  if (entries.length === 0) throw new HanteiError('deck', msg('deck.noCards'), { file: meta.file, hint: msg('deck.noCardsHint') });
  return { ...meta, entries, sideboard, ...(notes.length ? { dataNotes: notes } : {}), ...sideNote };
}
