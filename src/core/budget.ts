import { format } from 'd3-format';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';

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
  /** Cards in one deck's library (absent: 1,000,000); past 20,000,000 a deck is refused whatever the budget. */
  maxCards?: number;
  /** Analyses in one study (absent: 1,000); only --yes (NO_BUDGET) lifts it. */
  maxAnalyses?: number;
}

/**
 * The limits every request has unless it says otherwise: 20,000 cells per grid, 10¹⁰ simulated checks, 1,000,000 cards per deck, 1,000 analyses per study.
 *
 * @example
 * console.log(DEFAULT_BUDGET.maxCells); // 20000
 */
export const DEFAULT_BUDGET: Budget = { maxCells: 20_000, maxTrials: 1e10, maxCards: 1_000_000, maxAnalyses: 1_000 };
/**
 * No limits (as `--yes`): a request may take very long.
 *
 * @example
 * await exact({ system: '2d6', params: { ability: '0..100', difficulty: '0..300' }, budget: NO_BUDGET });
 */
export const NO_BUDGET: Budget = { maxCells: Infinity, maxTrials: Infinity, maxCards: Infinity, maxAnalyses: Infinity };

/** 20,000 with d3-format, not toLocaleString: the first toLocaleString loads ICU's number data (≈20 ms of a command's start-up). */
export const thousands = format(',');

const count = (n: number) => (n >= 1e9 ? n.toExponential(2).replace('e+', 'e') : thousands(n));

export function checkCellBudget(cells: number, budget: Budget = DEFAULT_BUDGET): void {
  if (cells > budget.maxCells) {
    throw new HanteiError('range', msg('budget.cells', { cells: count(cells), max: count(budget.maxCells) }), {
      hint: msg('budget.cellsHint', { n: cells }),
    });
  }
}

export function checkTrialBudget(trials: number, cells: number, budget: Budget = DEFAULT_BUDGET): void {
  const total = trials * cells;
  if (total > budget.maxTrials) {
    throw new HanteiError(
      'range',
      msg('budget.trials', {
        trials: count(trials),
        cells: count(cells),
        s: cells === 1 ? '' : 's',
        total: count(total),
        max: count(budget.maxTrials),
      }),
      {
        hint: msg('budget.trialsHint', { n: count(total) }),
      },
    );
  }
}

/** A deck's library against the card budget (checked after reading, before the library is built). */
export function checkCardBudget(cards: number, file: string, budget: Budget = DEFAULT_BUDGET): void {
  const max = budget.maxCards ?? DEFAULT_BUDGET.maxCards!;
  if (cards > max) {
    throw new HanteiError('range', msg('budget.cards', { cards: count(cards), max: count(max) }), {
      file,
      hint: msg('budget.cardsHint', { n: cards }),
    });
  }
}

/**
 * A study's work over all its analyses, checked as each analysis is prepared
 * (so an oversized study stops at the first analysis past the budget, not
 * after reading every deck): cells solved or simulated against --max-cells,
 * simulated checks against --max-trials. The number of analyses is checked
 * before anything is read.
 */
export function checkStudyBudget(
  work: { analyses: number; of: number; cells: number; trials: number },
  file: string,
  budget: Budget = DEFAULT_BUDGET,
): void {
  const maxAnalyses = budget.maxAnalyses ?? DEFAULT_BUDGET.maxAnalyses!;
  if (work.of > maxAnalyses) {
    throw new HanteiError('range', msg('budget.analyses', { n: count(work.of), max: count(maxAnalyses) }), {
      file,
      hint: msg('budget.analysesHint'),
    });
  }
  const sofar = work.analyses < work.of ? msg('budget.sofar', { n: count(work.analyses), of: count(work.of) }) : '';
  if (work.cells > budget.maxCells) {
    throw new HanteiError('range', msg('budget.studyCells', { cells: count(work.cells), sofar, max: count(budget.maxCells) }), {
      file,
      hint: msg('budget.studyCellsHint', { n: sofar ? msg('budget.atLeast', { n: work.cells }) : work.cells }),
    });
  }
  if (work.trials > budget.maxTrials) {
    throw new HanteiError('range', msg('budget.studyTrials', { trials: count(work.trials), sofar, max: count(budget.maxTrials) }), {
      file,
      hint: msg('budget.studyTrialsHint', { n: sofar ? msg('budget.atLeast', { n: count(work.trials) }) : count(work.trials) }),
    });
  }
}
