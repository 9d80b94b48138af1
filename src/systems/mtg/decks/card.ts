/** The card model the checks need: mana value, colours, basic land types. */
import type { DeckOf } from '../../deck-types.js';

export type Colour = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLOURS: readonly Colour[] = ['W', 'U', 'B', 'R', 'G'];

/** Bit of a colour in a colour mask (W=1, U=2, B=4, R=8, G=16). */
export function colourBit(c: Colour): number {
  return 1 << COLOURS.indexOf(c);
}

export function maskToColours(mask: number): Colour[] {
  return COLOURS.filter((c) => (mask & colourBit(c)) !== 0);
}

export function coloursToMask(cs: Iterable<string>): number {
  let m = 0;
  for (const c of cs) {
    const i = COLOURS.indexOf(c.toUpperCase() as Colour);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

/** Basic land type → the colour it stands for (SPEC §1). */
export const LAND_TYPE_COLOUR: Readonly<Record<string, Colour>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

/**
 * A card as the checks see it: mana value, colour masks, type line, critical.
 *
 * @example
 * for (const e of loadDeck('decks/mono-green.yaml').entries) console.log(e.count, e.card.name, e.card.manaValue);
 */
export interface Card {
  name: string;
  /** マナ総量 — the mana value a card has in the library. */
  manaValue: number;
  /** Colour mask of the card's own colours (0 = colourless). */
  colours: number;
  /** Colour mask of its basic land types (lands only). */
  landTypes: number;
  typeLine: string;
  /** A critical card (クリティカル・カード): counts as mana value 20 when revealed. */
  critical: boolean;
}

/**
 * A line of a deck: a count of one card (and where it was written).
 *
 * @example
 * const lands = deck.entries.filter((e: DeckEntry) => e.card.typeLine.includes('Land')).reduce((n, e) => n + e.count, 0);
 */
export interface DeckEntry {
  count: number;
  card: Card;
  /** Line in the deck file, for messages. */
  line?: number;
}

/**
 * A resolved deck: its id (what cells name), the library's entries, the sideboard, names that did not resolve.
 *
 * @example
 * const deck: Deck = parseDecklist('20 Forest\n4 Runeclaw Bear\n', 'stompy');
 * await exact({ system: 'mtg', decks: [deck], params: { deck: 'stompy', check: 'green' } });
 */
export interface Deck {
  /** Short id used in cell params: the file's stem. */
  id: string;
  name: string;
  file: string;
  /** The library: main deck (and commander). */
  entries: DeckEntry[];
  /** Cards listed but not in the library (sideboard, maybe-board). */
  sideboard: DeckEntry[];
  /** Names no card data knows (only when loaded with `unknown: 'collect'`). */
  unresolved?: Array<{ name: string; count: number; line: number; section: 'main' | 'commander' | 'sideboard'; suggestions: string[] }>;
  /** How an ambiguous list was read (a blank line, a group), in words. */
  assumptions?: string[];
  /** How a format's own meaning was followed (a commander its program stores in the sideboard), in words. */
  notes?: string[];
  /** What the card data could not say for this deck's cards (shown by `deck inspect`, not printed on every run). */
  dataNotes?: string[];
  /** The format the file was read as ("XMage .dck", "Cockatrice .cod", "YAML deck"). */
  format?: string;
}

export function deckSize(d: Deck): number {
  return d.entries.reduce((s, e) => s + e.count, 0);
}

/** A deck the contract hands back (systems/deck-types.ts DeckOf) as mtg's: every deck of an mtg cell was read by mtg's reader. */
export const asMtgDeck = (deck: DeckOf): Deck => deck as Deck;
