import { format } from 'd3-format';
import { HanteiError } from '../core/errors.js';

/**
 * Stated budgets: work is estimated before it starts and refused past these
 * limits, with the estimate and the override in the message. `--yes` lifts
 * them; hard limits (safe integers, |values| ≤ 1e6) stay.
 *
 * @example
 * await exact({ system: '2d6', params: { ability: '0..6', difficulty: '2..14' }, budget: { maxCells: 100, maxTrials: 1e8 } });
 */
export interface Budget {
  /** Cells in one grid (exact or simulated). */
  maxCells: number;
  /** Simulated trials in one run: trials per cell × cells (or scenario trials). */
  maxTrials: number;
}

/**
 * The limits every request has unless it says otherwise: 20,000 cells per grid, 10¹⁰ simulated checks.
 *
 * @example
 * console.log(DEFAULT_BUDGET.maxCells); // 20000
 */
export const DEFAULT_BUDGET: Budget = { maxCells: 20_000, maxTrials: 1e10 };
/**
 * No limits (as `--yes`): a request may take very long.
 *
 * @example
 * await exact({ system: '2d6', params: { ability: '0..100', difficulty: '0..300' }, budget: NO_BUDGET });
 */
export const NO_BUDGET: Budget = { maxCells: Infinity, maxTrials: Infinity };

/** 20,000 with d3-format, not toLocaleString: the first toLocaleString loads ICU's number data (≈20 ms of a command's start-up). */
export const thousands = format(',');

const count = (n: number) => (n >= 1e9 ? n.toExponential(2).replace('e+', 'e') : thousands(n));

export function checkCellBudget(cells: number, budget: Budget = DEFAULT_BUDGET): void {
  if (cells > budget.maxCells) {
    throw new HanteiError('range', `the grid has ${count(cells)} cells, over the budget of ${count(budget.maxCells)}`, {
      hint: `narrow the ranges, or raise the budget with --max-cells ${cells} (or --yes)`,
    });
  }
}

export function checkTrialBudget(trials: number, cells: number, budget: Budget = DEFAULT_BUDGET): void {
  const total = trials * cells;
  if (total > budget.maxTrials) {
    throw new HanteiError('range', `${count(trials)} trials × ${count(cells)} cell${cells === 1 ? '' : 's'} = ${count(total)} simulated checks, over the budget of ${count(budget.maxTrials)}`, {
      hint: `lower --trials, or raise the budget with --max-trials ${count(total)} (or --yes)`,
    });
  }
}
