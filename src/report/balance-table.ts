/*
 * A deck system's balance table (systems/deck-types.ts `DeckSection.balance`)
 * in words: deck and ruleset, then the columns the system declares, each
 * value shown as its kind says — for the terminal (`compare`) and the report.
 */
import { format } from 'd3-format';
import { valueLabel } from '../core/labels.js';
import type { BalanceColumn, BalanceRow, DeckSection, Lang } from '../systems/types.js';
import { t } from './i18n.js';

const pct = format('.1%');
const signed = format('+.1%');

/** The table as a report or the terminal holds it: the system's declaration without its row maker. */
export type BalanceTable = Omit<DeckSection<unknown>['balance'], 'rows'>;

/** The header words: deck, ruleset, then the system's columns. */
export function balanceHeads(table: BalanceTable, lang: Lang): string[] {
  return [t('deck', lang), t('ruleset', lang), ...table.columns.map((c) => c.label[lang])];
}

/** Whether a column holds numbers (right-aligned). */
export const numeric = (c: BalanceColumn): boolean => c.kind === 'share' || c.kind === 'signed';

/** One value in words ('—' where there is none). */
function cell(c: BalanceColumn, v: BalanceRow[string], lang: Lang): string {
  if (v === null || v === undefined) return '—';
  if (c.kind === 'share') return pct(Number(v));
  if (c.kind === 'signed') return signed(Number(v));
  return c.kind === 'value' ? valueLabel(c.key, String(v), lang) : String(v);
}

/** A row in words: deck, ruleset, then the system's columns. */
export function balanceCells(table: BalanceTable, row: BalanceRow, lang: Lang): string[] {
  return [row.deck, row.ruleset, ...table.columns.map((c) => cell(c, row[c.key], lang))];
}
