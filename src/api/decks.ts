import { type DeckSystem, deckSystem } from '../systems/deck-systems.js';
import type { SystemId } from '../systems/index.js';
import type { DeckOf, DeckSummaryOf } from '../systems/types.js';
import type { CardData, Deck, MtgDeckSummary } from '../systems/mtg/index.js';
import type { RulesetOf } from './types.js';

/**
 * How deck names are resolved: extra card data, critical cards, and whether unknown names stop the read.
 *
 * @example
 * const d = loadDeck('my.txt', { cards: ['cards.json'], critical: ['Emrakul, the Aeons Torn'], unknown: 'collect' });
 */
export interface DeckRequestOptions {
  /** Extra card data files (JSON), as `--cards`. */
  cards?: readonly string[];
  /** Names of critical cards. */
  critical?: readonly string[];
  /** 'collect' keeps going past unknown names and lists them in `deck.unresolved` (as `deck inspect`). */
  unknown?: 'error' | 'collect';
  /** Cards in the library at most (default 1,000,000; the hard limit is 20,000,000). */
  maxCards?: number;
}

/** The deck system a call reads with: the one named, or the first registered with decks (mtg). */
const readerOf = (opts: DeckRequestOptions, system?: string) => deckSystem(system).decks.reader(opts);

/**
 * Read a deck file: YAML, MTGO .dek, Cockatrice .cod, OCTGN .o8d, XMage .dck, or a text decklist (Arena, MTGO, Moxfield, Archidekt, plain, Japanese lists), told by content.
 * Another deck system (`system`) reads its own formats.
 *
 * @example
 * const deck = loadDeck('decks/mono-green.yaml');
 * console.log(deck.id, deck.entries.length);
 */
export function loadDeck(file: string, opts?: DeckRequestOptions): Deck;
export function loadDeck(file: string, opts: DeckRequestOptions, system: string): DeckOf;
export function loadDeck(file: string, opts: DeckRequestOptions = {}, system?: string): DeckOf {
  return readerOf(opts, system).read(file);
}

/**
 * A deck from its text, as exported (or pasted): `name` is the id cells use;
 * the format is told by the content (YAML, MTGO / Cockatrice / OCTGN XML,
 * XMage, any text export). Warnings and notes are kept on the deck, not printed.
 *
 * @example
 * const deck = parseDecklist('Deck\n20 Forest\n4 Runeclaw Bear\n', 'stompy');
 */
export function parseDecklist(text: string, name?: string, opts?: DeckRequestOptions & { given?: readonly CardData[] }): Deck;
export function parseDecklist(
  text: string,
  name: string,
  opts: DeckRequestOptions & { given?: readonly unknown[] },
  system: string,
): DeckOf;
export function parseDecklist(
  text: string,
  name = 'deck',
  opts: DeckRequestOptions & { given?: readonly unknown[] } = {},
  system?: string,
): DeckOf {
  return readerOf(opts, system).parse(text, name);
}

/**
 * What `hantei deck inspect --format json` shows of an mtg deck (mtg's summary, systems/mtg/deck-inspect.ts).
 *
 * @example
 * const s: DeckSummary = inspectDeck(loadDeck('decks/mono-green.yaml'));
 * console.log(s.cards, s.byManaValue, s.unresolved);
 */
export type DeckSummary = MtgDeckSummary;

/**
 * What `hantei deck inspect --format json` shows: for mtg the library by
 * mana value and check colour, unknown names with suggestions; another deck
 * system (`system`) shows the columns it declares. Cards count as the deck
 * system says (default the first registered system with decks: mtg) under
 * `rules` (default the ruleset its `deck inspect` uses: mtg v2).
 *
 * @example
 * console.log(inspectDeck(loadDeck('decks/mono-green.yaml')).byCheckColour);
 * // v1: land types give no colour
 * const { rules } = resolveRuleset('mtg', 'v1');
 * console.log(inspectDeck(loadDeck('decks/mono-green.yaml'), rules).byCheckColour);
 */
export function inspectDeck(deck: Deck, rules?: RulesetOf<SystemId>): DeckSummary;
export function inspectDeck(deck: DeckOf, rules: unknown, system: string): DeckSummaryOf;
export function inspectDeck(deck: DeckOf, rules?: unknown, system?: string): DeckSummaryOf {
  const s = deckSystem(system);
  return inspectDeckWith(deck, s, rules ?? s.rulesets[s.decks.inspect.ruleset]);
}

/** Inside hantei: `inspectDeck` with a deck system and its rules as the CLI and the workbench hold them. */
export function inspectDeckWith(deck: DeckOf, system: DeckSystem, rules: unknown): DeckSummaryOf {
  return system.decks.summary(deck, rules);
}
