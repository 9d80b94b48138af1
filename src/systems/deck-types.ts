/*
 * The deck section of the contract (issue #31): what a system whose checks
 * reveal cards of a deck declares, so that generic layers (api, cli, report,
 * engine, study, serve) show what the system declares and never name its
 * concepts. mtg's part is systems/mtg/decks.ts; a test system of playing cards
 * (test/fixtures/systems/cardflip) is the second.
 */
import type { Cell } from '../core/grid.js';
import type { Labels, Lang } from '../core/labels.js';
import type { Message } from '../core/messages.js';
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
  /** The workbench's deck-fix form: card data a player gives for unknown names, checked (or its refusal) and written into the deck's text. */
  givenCards?: {
    check(value: unknown): readonly unknown[] | { error: string | Message };
    write(text: string, file: string, given: readonly unknown[]): string;
  };
}
