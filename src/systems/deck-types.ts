/*
 * The deck section of the contract (issue #31): what a system whose checks
 * reveal cards of a deck declares, so that generic layers (api, cli, report,
 * engine, study, serve) show what the system declares and never name its
 * concepts. mtg's part is systems/mtg/decks.ts; a test system of playing cards
 * (test/fixtures/systems/cardflip) is the second. A system whose cards come
 * from card data of its own (mtg's) also brings its `cardData` section.
 */
import type { Cell } from '../core/grid.js';
import type { Labels, Lang } from '../core/labels.js';
import type { Message, MessageId } from '../core/messages.js';
import type { CellResult } from '../core/results.js';

/**
 * A card as generic layers see it: a name (and whether it is critical, where the system has such cards).
 *
 * @example
 * const card: DeckCard = { name: 'AS' };
 */
export interface DeckCard {
  name: string;
  critical?: boolean;
}

/**
 * A line of a deck: a count of one card, and where it was written.
 *
 * @example
 * const line: DeckLine = { count: 4, card: { name: 'AS' }, line: 1 };
 */
export interface DeckLine<C extends DeckCard = DeckCard> {
  count: number;
  card: C;
  /** Line in the deck file, for messages. */
  line?: number;
}

/**
 * A name the card data does not know (read with `unknown: 'collect'`).
 *
 * @example
 * const u: UnresolvedCard = { name: 'ZZ', count: 1, line: 2, section: 'main', suggestions: [] };
 */
export interface UnresolvedCard {
  name: string;
  count: number;
  line: number;
  section: 'main' | 'commander' | 'sideboard';
  suggestions: string[];
}

/**
 * A deck as generic layers see it; a system's own deck type extends it (mtg's
 * cards carry mana values and colours). Cells name a deck by `id`.
 *
 * @example
 * const deck: DeckOf = loadDeck('decks/mono-green.yaml');
 * console.log(deck.id, deck.entries.length);
 */
export interface DeckOf<C extends DeckCard = DeckCard> {
  /** Short id used in cell params: the file's stem. */
  id: string;
  name: string;
  file: string;
  /** The library. */
  entries: DeckLine<C>[];
  /** Cards listed but not in the library (sideboard, maybe-board). */
  sideboard: DeckLine<C>[];
  unresolved?: UnresolvedCard[];
  /** How an ambiguous list was read, in words. */
  assumptions?: string[];
  /** How a format's own meaning was followed, in words. */
  notes?: string[];
  /** What the card data could not say for this deck's cards. */
  dataNotes?: string[];
  /** The format the file was read as. */
  format?: string;
}

/**
 * How a deck's names are read: extra card data, critical cards, whether unknown names stop the read, the card budget.
 *
 * @example
 * const opts: DeckReadOptions = { unknown: 'collect', maxCards: 1000 };
 */
export interface DeckReadOptions {
  cards?: readonly string[];
  critical?: readonly string[];
  unknown?: 'error' | 'collect';
  maxCards?: number;
  /** Card data a player gave for unknown names (the workbench's form), in the system's own form; wins for those names. */
  given?: readonly unknown[];
}

/**
 * Reads the decks of one request, sharing its card data across them (read only when a name needs it).
 *
 * @example
 * const deck = getSystem('mtg').decks!.reader({}).parse('20 Forest\n4 Runeclaw Bear\n', 'stompy');
 */
export interface DeckReader<D> {
  /** A deck file (a path; '-' standard input), the format told by content. */
  read(file: string): D;
  /** A deck from its text (pasted); `name` gives its id (the stem) and file. */
  parse(text: string, name: string): D;
}

/**
 * What `deck inspect --format json` shows of every deck; a system adds its own
 * columns (mtg: `colourlessForBoost`, `byManaValue`, `byCheckColour`, and
 * fields of each entry), in the order its JSON has always had.
 *
 * @example
 * const { deck, cards, unresolved }: DeckSummaryBase = inspectDeck(loadDeck('decks/mono-green.yaml'));
 */
export interface DeckSummaryBase {
  deck: string;
  name: string;
  file: string;
  cards: number;
  sideboard: number;
  critical: number;
  unresolved: UnresolvedCard[];
  /** What the reader assumed about the list's structure. */
  assumptions: string[];
  /** How the format's own meaning was followed. */
  notes: string[];
  /** The format the file was read as. */
  format?: string;
  sideboardEntries: Array<{ count: number; name: string }>;
  /** One row per card (a card named on several lines is summed). */
  entries: Array<{ count: number; name: string; critical: boolean }>;
}

/**
 * A line of `deck inspect`'s table output, or a table the command renders (header, rows, each column's alignment).
 *
 * @example
 * const block: InspectBlock = { head: ['suit', 'cards'], rows: [['S', '8']], align: ['left', 'right'] };
 */
export type InspectBlock = string | { head: string[]; rows: string[][]; align: Array<'left' | 'right'> };

/**
 * A deck summary with the system's own columns.
 *
 * @example
 * const s: DeckSummaryOf = inspectDeck(deck, undefined, 'mtg');
 */
export type DeckSummaryOf = DeckSummaryBase & Record<string, unknown>;

/**
 * A column of the balance table: its key in each row, its header words, and how a value shows.
 *
 * @example
 * const c: BalanceColumn = { key: 'onSuit', label: { en: 'on-suit', ja: '同じスート' }, kind: 'share' };
 */
export interface BalanceColumn {
  key: string;
  label: Labels;
  /** text as is; value: the word of a parameter's value (`valueLabel(key, v)`); share: a percentage; signed: a signed percentage. */
  kind: 'text' | 'value' | 'share' | 'signed';
}

/**
 * A row of the balance table: its deck and ruleset, then the system's columns.
 *
 * @example
 * const row: BalanceRow = { deck: 'hearts', ruleset: 'standard', onSuit: 0.8 };
 */
export type BalanceRow = { deck: string; ruleset: string } & Record<string, string | number | null | undefined>;

/**
 * What a deck's summary shows beside its size (the workbench's deck panel):
 * counts, each a field of the summary with its words, and tables of cards
 * by a key (a field holding key → cards), keys in a parameter's value words.
 *
 * @example
 * const view: DeckSummaryView = { counts: [], tables: [{ field: 'bySuit', label: { en: 'suit', ja: 'スート' }, valuesOf: 'check' }] };
 */
export interface DeckSummaryView {
  counts: ReadonlyArray<{ field: string; label: Labels }>;
  tables: ReadonlyArray<{ field: string; label: Labels; valuesOf?: string }>;
  /** The catalogue's messages a deck's `assumptions` and `notes` are (kept in English): the page says them again in its language. */
  notes?: readonly MessageId[];
}

/**
 * What an imported card index was built from (the note kept beside it): the
 * source (a URL or the file), its digest and whether that was checked, when,
 * the format it was read as, and how many cards (and Japanese names) it gave.
 *
 * @example
 * const src: CardDataSource = { source: 'AtomicCards.json.xz', verified: 'sha256', importedAt: '2026-01-01T00:00:00Z', format: 'mtgjson', cards: 30000, japanese: 20000 };
 */
export interface CardDataSource {
  source: string;
  sha256?: string;
  verified: 'sha256' | 'none';
  importedAt: string;
  format: string;
  cards: number;
  japanese: number;
  /** The data's own date, when the file says it. */
  dataDate?: string;
}

/**
 * The card data bundled with the package, in short: how many cards (and
 * Japanese names), when it was built, and each source it was built from
 * (what the source lacks, in words).
 *
 * @example
 * const b: BundledCardData = { cards: 58, japanese: 58, built: 'with the package', sources: [{ data: 'sample', date: '', cards: 58 }] };
 */
export interface BundledCardData {
  cards: number;
  japanese: number;
  built: string;
  sources: ReadonlyArray<{ data: string; date: string; cards: number; lacks?: string }>;
}

/**
 * What an import (or update) read and wrote: entries read, the format, the
 * cards the index holds, whether it replaced the index or merged into it.
 *
 * @example
 * const s: CardImportSummary = { format: 'mtgjson', read: 4, cards: 4, japanese: 4, out: 'cards.json', mode: 'replaced', before: 0 };
 */
export interface CardImportSummary {
  format: string;
  read: number;
  cards: number;
  japanese: number;
  out: string;
  /** `replaced`: the index holds this file's cards only; `merged`: added to the cards it held. */
  mode: 'replaced' | 'merged';
  /** Cards the index held before (merge). */
  before: number;
  /** The data's own date when the file says it. */
  dataDate?: string;
}

/**
 * How an update runs: from a URL or file (else a named source, else the
 * first), into `out`, stopped by `signal`, reporting bytes, entries and notes.
 *
 * @example
 * const opts: CardUpdateOptions = { out: cardData.indexPath(), source: 'scryfall' };
 */
export interface CardUpdateOptions {
  from?: string;
  /** One of the section's `sources` by name. */
  source?: string;
  out: string;
  signal?: AbortSignal;
  /** Bytes received so far, the total when the server says it, and the file's name. */
  onProgress?: (received: number, total: number | undefined, what: string) => void;
  /** Entries read by the import. */
  onCard?: (read: number) => void;
  /** Messages for the user (a checksum that could not be checked). */
  note?: (message: string) => void;
}

/**
 * The card-data section of a deck system (`DeckSection.cardData`): where its
 * card data lives, how it is imported and updated, and what `hantei cards` and
 * the workbench's card-data panel say of it. The import and download code is
 * loaded only when `importFile` or `update` runs (never by other commands).
 *
 * @example
 * const data = getSystem('mtg').decks?.cardData;
 * console.log(data?.indexPath(), data?.bundled().cards);
 */
export interface CardDataSection {
  /** Where `cards import` and `cards update` write the index and decks look for it (asked each time: it follows the environment). */
  indexPath(): string;
  /** The sources an update downloads from, by name, each its URL; the first is the default (mtg: mtgjson, scryfall). */
  sources: Readonly<Record<string, string>>;
  /** The bundled data in short (the workbench's panel). */
  bundled(): BundledCardData;
  /** The note beside an index, or undefined: none there, or not one hantei wrote (then said through `note`). */
  readSource(index: string, note?: (message: string) => void): CardDataSource | undefined;
  /** `cards import`: the file's digest, then its cards streamed into the index, the note beside it recording both. */
  importFile(
    file: string,
    out: string,
    opts: { merge?: boolean; onCard?: (read: number) => void; signal?: AbortSignal },
  ): Promise<CardImportSummary>;
  /** `cards update`: fetched (or read), checked and imported; the previous index stays whole if anything fails. */
  update(opts: CardUpdateOptions): Promise<CardImportSummary & { source: CardDataSource }>;
  /** `cards info`: the bundled data, the imported index and how to update, in the process's language. */
  info(): string;
  /** `cards show`: a card's lines as decks resolve it (`cardFiles`: `--cards`), in the process's language; refused (HanteiError) for a name the data does not know. */
  show(name: string, cardFiles: readonly string[]): string[];
  /** Whether decks are read with the small bundled sample (no `--cards`, nothing imported): the fix for unknown names is then the update. */
  sample(): boolean;
}

/**
 * The deck section of the contract: a system whose checks reveal cards of a
 * deck brings it as `RuleSystem.decks`. Generic layers ask it
 * (`system.decks?.…`) and never name the system. Members are grouped by what
 * they serve; helpers of other areas may add members below, each commented.
 *
 * @example
 * const decks = getSystem('mtg').decks;
 * console.log(decks?.inspect.ruleset, decks?.group.field, decks?.relations);
 */
export interface DeckSection<R, D extends DeckOf = DeckOf> {
  /** `deck inspect`: the ruleset a deck is read with when none is named, and the words of its `--ruleset` option. */
  inspect: { ruleset: string; describe: string };

  /** Reading: decks in the system's formats, with the request's card data and budget. */
  reader(opts: DeckReadOptions): DeckReader<D>;

  /** `deck inspect` and `inspectDeck`: the summary (its JSON as is) of a deck under the rules. */
  summary(deck: D, rules: R): DeckSummaryOf;
  /** `deck inspect`'s table output: the system's lines between the deck's heading line and its sideboard list. */
  summaryLines(summary: DeckSummaryOf, lang: Lang, rulesetName: string): InspectBlock[];
  /** A reader's note or assumption in the language (the text as is where the system has no words for it). */
  noteText?(note: string, lang: Lang): string;
  /** The refusal of a library with unknown names: its message and hint (which card data was used, how to get more). */
  unknownCards(unknown: readonly UnresolvedCard[], total: number, cardFiles: readonly string[]): { message: Message; hint: Message };

  /** Grouping: the key of a deck that relations are judged against (mtg: its colours as letters), and the results field carrying it per deck, named `deck…` (mtg: `deckColours`; core/results.ts). */
  group: { field: `deck${string}`; of(deck: D): string };
  /** Relations between a check and a deck: the names a study's `check:` takes (mtg: on-colour, off-colour, allied, enemy, colourless). */
  relations: readonly string[];
  /** Other spellings of relation names, each to its name (mtg: on-color → on-colour). */
  relationSpellings?: Readonly<Record<string, string>>;
  /** Each relation in words, where a goal sentence or verdict line names it (English: the name as written; mtg: 友好色 …). */
  relationLabels?: Readonly<Record<string, Labels>>;
  /** The relations a cell's check has to its deck, given the deck's group key; [] when none applies. */
  relationsOf(params: Cell, rules: R, group: string): readonly string[];

  /** The balance table (`compare`, its report, the workbench): the results field naming it (mtg: `colourBalance`), its columns after deck and ruleset, its rows. */
  balance: {
    field: string;
    columns: readonly BalanceColumn[];
    /** A column whose values each have rows of their own (mtg: `boost`), shown side by side in the workbench. */
    splitBy?: string;
    /** Its words: the report's heading and paragraph, and the terminal's title line (`{d}`: the difficulties averaged). */
    words: { heading: Labels; explain: Labels; terminal: Labels };
    rows(cells: readonly CellResult[], rules: R, rulesetName: string, decks: ReadonlyMap<string, D>): BalanceRow[];
  };

  /** The workbench: scenario options whose values are deck files (`deck`, `vs`), handed the decks it holds. */
  deckOptions?: readonly string[];
  /** The workbench's deck panel: the summary's counts and tables to show (none without it). */
  summaryView?: DeckSummaryView;
  /** Card data of the system's own (`hantei cards`, the workbench's card-data panel and update button). */
  cardData?: CardDataSection;
  /** The workbench's deck-fix form: card data a player gives for unknown names, checked (or its refusal) and written into the deck's text. */
  givenCards?: {
    check(value: unknown): readonly unknown[] | { error: string | Message };
    write(text: string, file: string, given: readonly unknown[]): string;
  };
}
