/*
 * The balance table of an analysis answer: the rows a deck system makes for
 * the edited ruleset and its preset, each split (the system's `splitBy`)
 * edited beside preset, under the columns the system declares.
 */

import type { CellResult } from '../core/results.js';
import type { Deck } from '../api/index.js';
import type { RuleSystem } from '../systems/types.js';
import type { AnalyseResponse } from './protocol.js';

type Row = Record<string, string | number | null | undefined>;

/** One ruleset's side: its cells, rules and the name its rows carry. */
export interface BalanceSide {
  cells: readonly CellResult[];
  rules: unknown;
  name: string;
}

/** The `balance` of an answer (and its rows under the system's declared field), or nothing for a system without decks. */
export function balanceAnswer(
  system: RuleSystem,
  edited: BalanceSide,
  preset: BalanceSide,
  held: ReadonlyMap<string, Deck>,
): Pick<AnalyseResponse, 'balance'> & Record<string, unknown> {
  if (!system.decks) return {};
  const table = system.decks.balance;
  const deckParam = system.params.find((p) => p.kind === 'deck-list')?.name ?? 'deck';
  const used = new Map([...new Set(edited.cells.map((c) => String(c.params[deckParam])))].map((id) => [id, held.get(id)!]));
  const mine = table.rows(edited.cells, edited.rules, edited.name, used) as Row[];
  const theirs = table.rows(preset.cells, preset.rules, preset.name, used) as Row[];
  const by = table.splitBy;
  const rows = by
    ? [...new Set(mine.map((r) => r[by]))].flatMap((g) => [...mine, ...theirs].filter((r) => r[by] === g).map((r) => ({ ...r, [by]: g })))
    : [...mine, ...theirs];
  return {
    balance: { columns: [...table.columns], ...(by ? { splitBy: by } : {}), rows },
    [table.field]: rows,
  };
}
