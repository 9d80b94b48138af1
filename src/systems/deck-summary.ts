/*
 * What every deck system's `deck inspect` summary shares (deck-types.ts
 * DeckSummaryBase): the deck's names, counts, reader's notes and unknown
 * names, and one row per card. A system adds its own columns around these.
 */
import type { DeckOf } from './deck-types.js';

/**
 * Cards in a deck's library.
 *
 * @example
 * console.log(librarySize(loadDeck('decks/mono-green.yaml'))); // 60
 */
export function librarySize(deck: DeckOf): number {
  return deck.entries.reduce((s, e) => s + e.count, 0);
}

/**
 * The summary's heading fields: deck, name, file, cards, sideboard.
 *
 * @example
 * const summary = { ...summaryHead(deck), critical: criticalCount(deck), ...summaryTail(deck), entries: [] };
 */
export function summaryHead(deck: DeckOf): { deck: string; name: string; file: string; cards: number; sideboard: number } {
  return {
    deck: deck.id,
    name: deck.name,
    file: deck.file,
    cards: librarySize(deck),
    sideboard: deck.sideboard.reduce((s, e) => s + e.count, 0),
  };
}

/**
 * Critical cards in the library.
 *
 * @example
 * console.log(criticalCount(deck));
 */
export function criticalCount(deck: DeckOf): number {
  return deck.entries.reduce((n, e) => n + (e.card.critical ? e.count : 0), 0);
}

/**
 * The summary's closing fields: unknown names, the reader's assumptions and notes, the format, the sideboard's cards.
 *
 * @example
 * const { unresolved, notes } = summaryTail(deck);
 */
export function summaryTail(deck: DeckOf) {
  return {
    unresolved: deck.unresolved ?? [],
    assumptions: deck.assumptions ?? [],
    notes: [...(deck.notes ?? []), ...(deck.dataNotes ?? [])],
    ...(deck.format ? { format: deck.format } : {}),
    sideboardEntries: deck.sideboard.map((e) => ({ count: e.count, name: e.card.name })),
  };
}

/**
 * One row per card: a list that names a card on several lines (or one copy a line) shows it once, with its total.
 *
 * @example
 * mergeByName([{ count: 1, name: 'AS' }, { count: 2, name: 'AS' }]); // [{ count: 3, name: 'AS' }]
 */
export function mergeByName<T extends { count: number; name: string; critical?: boolean }>(rows: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const r of rows) {
    const key = `${r.name}\u0000${r.critical ? 1 : 0}`;
    const have = byKey.get(key);
    if (have) have.count += r.count;
    else byKey.set(key, { ...r });
  }
  return [...byKey.values()];
}
