import { extname } from 'node:path';
import { deckSize, maskToColours, type Deck } from '../decks/card.js';
import { type CardIndex } from '../decks/card-data.js';
import { loadCardIndex, loadDeck as loadDeckFile, resolveDeck } from '../decks/load.js';
import { parseDek } from '../decks/parse-dek.js';
import { parseTextDecklist } from '../decks/parse-text.js';
import { parseYamlDeck } from '../decks/parse-yaml.js';
import { checkColoursOf } from '../systems/mtg/rules.js';
import type { MtgRuleset } from '../systems/mtg/ruleset.js';
import { V2 } from '../systems/mtg/ruleset.js';

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
}

function indexFor(opts: DeckRequestOptions): CardIndex {
  return loadCardIndex(opts.cards ?? []);
}

/**
 * Read a deck file: YAML, MTGO .dek, or a text decklist (Arena, MTGO, Moxfield, Archidekt, plain).
 *
 * @example
 * const deck = loadDeck('decks/mono-green.yaml');
 * console.log(deck.id, deck.entries.length);
 */
export function loadDeck(file: string, opts: DeckRequestOptions = {}): Deck {
  return loadDeckFile(file, { cards: indexFor(opts), critical: opts.critical, unknown: opts.unknown });
}

/**
 * A deck from its text, as exported (or pasted): `name` is the id cells use and
 * its extension (if any) picks the format: .yaml/.yml, .dek, else a text decklist.
 *
 * @example
 * const deck = parseDecklist('Deck\n20 Forest\n4 Runeclaw Bear\n', 'stompy');
 */
export function parseDecklist(text: string, name = 'deck', opts: DeckRequestOptions = {}): Deck {
  const ext = extname(name).toLowerCase();
  const id = (ext ? name.slice(0, -ext.length) : name).split(/[\\/]/).pop() || 'deck';
  let title = id;
  let raw;
  if (ext === '.yaml' || ext === '.yml') {
    const y = parseYamlDeck(text, name);
    raw = y.entries;
    if (y.name) title = y.name;
  } else if (ext === '.dek' || /^\s*<\?xml|<Deck\b/.test(text)) raw = parseDek(text, name);
  else raw = parseTextDecklist(text, name);
  return resolveDeck(raw, { id, name: title, file: name }, { cards: indexFor(opts), critical: opts.critical, unknown: opts.unknown });
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
  sideboardEntries: Array<{ count: number; name: string }>;
  /** One row per card (a card named on several lines is summed). */
  entries: Array<{ count: number; name: string; manaValue: number; colours: string; checkColours: string; critical: boolean }>;
}

/**
 * What `hantei deck inspect --format json` shows: the library by mana value and check colour, unknown names with suggestions.
 *
 * @example
 * console.log(inspectDeck(loadDeck('decks/mono-green.yaml')).byCheckColour);
 */
export function inspectDeck(deck: Deck, rules: MtgRuleset = V2): DeckSummary {
  const byMv = new Map<number, number>();
  const byColour = new Map<string, number>();
  let colourless = 0;
  let critical = 0;
  for (const e of deck.entries) {
    byMv.set(e.card.manaValue, (byMv.get(e.card.manaValue) ?? 0) + e.count);
    const cs = checkColoursOf(e.card, rules);
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
    sideboardEntries: deck.sideboard.map((e) => ({ count: e.count, name: e.card.name })),
    entries: mergeByName(deck.entries.map((e) => ({ count: e.count, name: e.card.name, manaValue: e.card.manaValue, colours: maskToColours(e.card.colours).join(''), checkColours: checkColoursOf(e.card, rules).join('/') || 'C', critical: e.card.critical }))),
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
