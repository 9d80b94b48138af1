import { thousands } from '../../../core/budget.js';
import { type Message, msg } from '../../../core/messages.js';

/*
 * Numeric bounds of a deck, checked as the deck is read, before anything is
 * allocated from them: a library is built card by card, so a count is an
 * allocation size. Past the hard limit nothing runs, whatever the budget;
 * below it the card budget (core/budget.ts, --max-cards) applies.
 */

/** The largest library hantei builds: a count or a deck past this is refused even with --yes. */
export const MAX_LIBRARY_CARDS = 20_000_000;

/** The largest mana value a card may have (the real card with the largest has 1,000,000). */
export const MAX_MANA_VALUE = 1_000_000;

/** What a count may be, as a hint. */
export const COUNT_HINT: Message = msg('count.hint');

/** Why a count is not one, or undefined: a whole number from 1 to MAX_LIBRARY_CARDS. `shown` is the value as the file wrote it. */
export function badCount(v: unknown, shown?: string): Message | undefined {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return msg('count.notWhole', { v: shown ?? JSON.stringify(v) ?? String(v) });
  if (v > MAX_LIBRARY_CARDS)
    return msg('count.tooLarge', {
      max: thousands(MAX_LIBRARY_CARDS),
      v: shown ?? (Number.isSafeInteger(v) ? String(v) : v.toExponential()),
    });
  return undefined;
}
