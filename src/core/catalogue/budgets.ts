/*
 * The catalogue's words for budgets (English and Japanese); core/messages.ts joins every area into the one catalogue.
 */

export const BUDGETS = {
  // budgets (core/budget.ts)
  'budget.cells': {
    en: 'the grid has {cells} cells, over the budget of {max}',
    ja: 'グリッドのセルが {cells} 個あり、上限 {max} を超えています',
  },
  'budget.cellsHint': {
    en: 'narrow the ranges, or raise the budget with --max-cells {n} (or --yes)',
    ja: '範囲を狭めるか、--max-cells {n}(または --yes)で上限を上げてください',
  },
  'budget.trials': {
    en: '{trials} trials × {cells} cell{s} = {total} simulated checks, over the budget of {max}',
    ja: '試行 {trials} 回 × {cells} セル = {total} 回のシミュレーションで、上限 {max} を超えています',
  },
  'budget.trialsHint': {
    en: 'lower --trials, or raise the budget with --max-trials {n} (or --yes)',
    ja: '--trials を減らすか、--max-trials {n}(または --yes)で上限を上げてください',
  },
  'budget.cards': { en: 'the deck has {cards} cards, over the budget of {max}', ja: 'デッキが {cards} 枚あり、上限 {max} を超えています' },
  'budget.cardsHint': {
    en: 'check the counts, or raise the budget with --max-cards {n}',
    ja: '枚数を確かめるか、--max-cards {n} で上限を上げてください',
  },
  'budget.analyses': {
    en: 'the study has {n} analyses, over the budget of {max}',
    ja: 'スタディに分析が {n} 個あり、上限 {max} を超えています',
  },
  'budget.analysesHint': {
    en: 'split it into several studies, or lift the budget with --yes',
    ja: '複数のスタディに分けるか、--yes で上限を外してください',
  },
  'budget.studyCells': {
    en: 'the study has {cells} cells{sofar}, over the budget of {max}',
    ja: 'スタディのセルが{sofar} {cells} 個あり、上限 {max} を超えています',
  },
  'budget.studyCellsHint': {
    en: 'narrow its grids or split it, or raise the budget with --max-cells {n} (or --yes)',
    ja: 'グリッドを狭めるか分けるか、--max-cells {n}(または --yes)で上限を上げてください',
  },
  'budget.studyTrials': {
    en: 'the study simulates {trials} simulated checks{sofar}, over the budget of {max}',
    ja: 'スタディのシミュレーションが{sofar} {trials} 回あり、上限 {max} を超えています',
  },
  'budget.studyTrialsHint': {
    en: 'lower its trials, or raise the budget with --max-trials {n} (or --yes)',
    ja: 'trials を減らすか、--max-trials {n}(または --yes)で上限を上げてください',
  },
  'budget.sofar': { en: ' in its first {n} of {of} analyses', ja: '(全 {of} 個の分析のうち最初の {n} 個で)' },
  'budget.atLeast': { en: 'N (at least {n})', ja: 'N({n} 以上)' },
  'budget.workbench': {
    en: "{error} (the workbench keeps the command line's budget: fewer trials or a smaller grid here, or hantei simulate with --max-trials for a larger run)",
    ja: '{error}(ワークベンチはコマンドラインと同じ上限を使います。ここでは試行回数を減らすかグリッドを小さくするか、大きな実行には hantei simulate と --max-trials を使ってください)',
  },
} as const satisfies Record<string, { en: string; ja: string }>;
