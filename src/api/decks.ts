import { extname } from 'node:path';
import { type Card, deckSize, maskToColours, type Deck } from '../systems/mtg/decks/card.js';
import { type CardData, CardIndex } from '../systems/mtg/decks/card-data.js';
import { finishDeck, loadCardIndex, loadDeck as loadDeckFile, parseDeckText } from '../systems/mtg/decks/load.js';
import { type DeckSystem, deckSystem } from '../systems/deck-systems.js';
import type { SystemId } from '../systems/index.js';
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

function indexFor(opts: DeckRequestOptions): CardIndex {
  return loadCardIndex(opts.cards ?? []);
}

/**
 * Read a deck file: YAML, MTGO .dek, Cockatrice .cod, OCTGN .o8d, XMage .dck, or a text decklist (Arena, MTGO, Moxfield, Archidekt, plain, Japanese lists), told by content.
 *
 * @example
 * const deck = loadDeck('decks/mono-green.yaml');
 * console.log(deck.id, deck.entries.length);
 */
export function loadDeck(file: string, opts: DeckRequestOptions = {}): Deck {
  return loadDeckFile(file, { cards: indexFor(opts), critical: opts.critical, unknown: opts.unknown, maxCards: opts.maxCards });
}

/**
 * A deck from its text, as exported (or pasted): `name` is the id cells use;
 * the format is told by the content (YAML, MTGO / Cockatrice / OCTGN XML,
 * XMage, any text export). Warnings and notes are kept on the deck, not printed.
 *
 * @example
 * const deck = parseDecklist('Deck\n20 Forest\n4 Runeclaw Bear\n', 'stompy');
 */
export function parseDecklist(text: string, name = 'deck', opts: DeckRequestOptions & { given?: readonly CardData[] } = {}): Deck {
  const ext = extname(name).toLowerCase();
  const id = (ext ? name.slice(0, -ext.length) : name).split(/[\\/]/).pop() || 'deck';
  const p = parseDeckText(text, name);
  const index = indexFor(opts);
  // card data the player gave for unknown names (the workbench's form) wins for those names
  const cards = opts.given?.length ? new CardIndex(opts.given).over(index) : index;
  return finishDeck(
    p,
    { id, name: p.name ?? id, file: name },
    { cards, critical: opts.critical, unknown: opts.unknown, maxCards: opts.maxCards, warn: () => undefined, note: () => undefined },
  );
}

/**
 * What `hantei deck inspect --format json` shows of a deck.
 *
 * @example
 * const s: DeckSummary = inspectDeck(loadDeck('decks/mono-green.yaml'));
 * console.log(s.cards, s.byManaValue, s.unresolved);
 */
export interface DeckSummary {
  deck: string;
  name: string;
  file: string;
  cards: number;
  sideboard: number;
  colourlessForBoost: number;
  critical: number;
  byManaValue: Record<string, number>;
  byCheckColour: Record<string, number>;
  unresolved: NonNullable<Deck['unresolved']>;
  /** What the reader assumed about the list's structure (a blank line read as the sideboard …). */
  assumptions: string[];
  /** How the format's own meaning was followed (a commander its program stores in the sideboard). */
  notes: string[];
  /** The format the file was read as ("MTGO .dek", "XMage .dck", "text decklist"). */
  format?: string;
  sideboardEntries: Array<{ count: number; name: string }>;
  /** One row per card (a card named on several lines is summed). */
  entries: Array<{ count: number; name: string; manaValue: number; colours: string; checkColours: string; critical: boolean }>;
}

/**
 * What `hantei deck inspect --format json` shows: the library by mana value
 * and check colour, unknown names with suggestions. Cards count as the deck
 * system says (`system`, default the first registered system with decks:
 * mtg) under `rules` (default the ruleset its `deck inspect` uses: mtg v2).
 *
 * @example
 * console.log(inspectDeck(loadDeck('decks/mono-green.yaml')).byCheckColour);
 * // v1: land types give no colour
 * const { rules } = resolveRuleset('mtg', 'v1');
 * console.log(inspectDeck(loadDeck('decks/mono-green.yaml'), rules).byCheckColour);
 */
export function inspectDeck(deck: Deck, rules?: RulesetOf<SystemId>, system?: string): DeckSummary {
  const s = deckSystem(system);
  return inspectDeckWith(deck, s, rules ?? s.rulesets[s.decks.inspect.ruleset]);
}

/** Inside hantei: `inspectDeck` with a deck system and its rules as the CLI and the workbench hold them. */
export function inspectDeckWith(deck: Deck, system: DeckSystem, rules: unknown): DeckSummary {
  const checkColoursOf = (card: Card) => system.decks.checkColours(card, rules);
  const byMv = new Map<number, number>();
  const byColour = new Map<string, number>();
  let colourless = 0;
  let critical = 0;
  for (const e of deck.entries) {
    byMv.set(e.card.manaValue, (byMv.get(e.card.manaValue) ?? 0) + e.count);
    const cs = checkColoursOf(e.card);
    const key = cs.length === 0 ? 'colourless' : cs.join('/');
    byColour.set(key, (byColour.get(key) ?? 0) + e.count);
    if (e.card.colours === 0) colourless += e.count;
    if (e.card.critical) critical += e.count;
  }
  return {
    deck: deck.id,
    name: deck.name,
    file: deck.file,
    cards: deckSize(deck),
    sideboard: deck.sideboard.reduce((s, e) => s + e.count, 0),
    colourlessForBoost: colourless,
    critical,
    byManaValue: Object.fromEntries([...byMv.entries()].sort((x, y) => x[0] - y[0])),
    byCheckColour: Object.fromEntries(byColour),
    unresolved: deck.unresolved ?? [],
    assumptions: deck.assumptions ?? [],
    notes: [...(deck.notes ?? []), ...(deck.dataNotes ?? [])],
    ...(deck.format ? { format: deck.format } : {}),
    sideboardEntries: deck.sideboard.map((e) => ({ count: e.count, name: e.card.name })),
    entries: mergeByName(
      deck.entries.map((e) => ({
        count: e.count,
        name: e.card.name,
        manaValue: e.card.manaValue,
        colours: maskToColours(e.card.colours).join(''),
        checkColours: checkColoursOf(e.card).join('/') || 'C',
        critical: e.card.critical,
      })),
    ),
  };
}

/** One row per card: a list that names a card on several lines (or one copy a line) shows it once, with its total. */
function mergeByName<T extends { count: number; name: string; critical?: boolean }>(rows: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const r of rows) {
    const key = `${r.name}\u0000${r.critical ? 1 : 0}`;
    const have = byKey.get(key);
    if (have) have.count += r.count;
    else byKey.set(key, { ...r });
  }
  return [...byKey.values()];
}

/** Card data a player gives for unknown names (the workbench's deck-fix form), checked and written into the deck. */
export { checkGivenCards, deckWithGivenCards } from '../systems/mtg/decks/given-cards.js';
