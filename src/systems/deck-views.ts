/*
 * What a deck system shows of its decks: the balance table and the deck
 * summary view it declares (DeckSupport.balanceTable, .summaryView), or for a
 * system that declares none, the contract's own rows and summary fields.
 */

import { PAGE } from '../core/catalogue/page.js';
import { WORDS } from '../core/catalogue/words.js';
import type { BalanceColumn, BalanceTable, DeckSummaryView, DeckSupport } from './types.js';

const label = (w: { en: string; ja: string }) => ({ en: w.en, ja: w.ja });

/** The columns of every row the contract's method makes (types.ts ColourBalanceRow), in the order the workbench showed them. */
export const ROW_COLUMNS: readonly BalanceColumn[] = [
  { field: 'deck', label: label(WORDS['word.deck']), show: 'text' },
  { field: 'ruleset', label: label(PAGE['page.ruleset']), show: 'text' },
  { field: 'deckColours', label: label(WORDS['word.colours']), show: 'text' },
  { field: 'onColour', label: label(WORDS['word.onColour']), show: 'percent' },
  { field: 'offColour', label: label(WORDS['word.offColour']), show: 'percent' },
  { field: 'colourless', label: label(WORDS['word.colourless']), show: 'percent' },
  { field: 'spread', label: label(WORDS['word.spread']), show: 'signed' },
];

/** A deck system's balance table: its own declaration, else the contract method's rows under ROW_COLUMNS. */
export function balanceTableOf<R>(decks: DeckSupport<R>): BalanceTable<R> {
  return decks.balanceTable ?? { field: 'colourBalance', columns: ROW_COLUMNS, rows: (...a) => decks.colourBalance(...a) };
}

/** The counts and tables every deck summary has (api/decks.ts DeckSummary), as the workbench showed them. */
export const SUMMARY_VIEW: DeckSummaryView = {
  counts: [{ field: 'colourlessForBoost', label: label(PAGE['page.boostCards']) }],
  tables: [
    { field: 'byManaValue', label: label(WORDS['word.manaValue']) },
    { field: 'byCheckColour', label: label(WORDS['word.checkColour']), valuesOf: 'check' },
  ],
};

/** A deck system's summary view: its own declaration, else SUMMARY_VIEW. */
export function summaryViewOf<R>(decks: DeckSupport<R>): DeckSummaryView {
  return decks.summaryView ?? SUMMARY_VIEW;
}
