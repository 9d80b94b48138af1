import { thousands } from '../engine/budget.js';

/*
 * Numeric bounds of a deck, checked as the deck is read, before anything is
 * allocated from them: a library is built card by card, so a count is an
 * allocation size. Past the hard limit nothing runs, whatever the budget;
 * below it the card budget (engine/budget.ts, --max-cards) applies.
 */

/** The largest library hantei builds: a count or a deck past this is refused even with --yes. */
export const MAX_LIBRARY_CARDS = 20_000_000;

/** The largest mana value a card may have (the real card with the largest has 1,000,000). */
export const MAX_MANA_VALUE = 1_000_000;

/** What a count may be, as a hint. */
export const COUNT_HINT = 'a count is a whole number from 1 to 20,000,000; remove the line to leave the card out';

/** Why a count is not one, or undefined: a whole number from 1 to MAX_LIBRARY_CARDS. */
export function badCount(v: unknown): string | undefined {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return `must be a whole number ≥ 1, got ${JSON.stringify(v) ?? String(v)}`;
  if (v > MAX_LIBRARY_CARDS) return `must be at most ${thousands(MAX_LIBRARY_CARDS)}, got ${Number.isSafeInteger(v) ? String(v) : v.toExponential()}`;
  return undefined;
}
