import type { Lang } from '../systems/types.js';

/** Labels of the columns and words every output uses; systems label their own params. */
const WORDS = {
  success: { en: 'P(success)', ja: '成功率' },
  ci: { en: '95% CI', ja: '95%信頼区間' },
  exact: { en: 'exact', ja: '厳密値' },
  diff: { en: 'sim − exact', ja: '差(シミュ−厳密)' },
  mean: { en: 'mean degree', ja: '成功度の平均' },
  sd: { en: 'sd', ja: '標準偏差' },
  impossible: { en: 'impossible', ja: '判定不可' },
  degree: { en: 'Degree', ja: '成功度' },
  probability: { en: 'Probability', ja: '確率' },
  outcome: { en: 'Outcome', ja: '結果' },
  method: { en: 'method', ja: '方式' },
  trials: { en: 'trials', ja: '試行回数' },
  seed: { en: 'seed', ja: 'シード' },
  ruleset: { en: 'ruleset', ja: 'ルールセット' },
  system: { en: 'system', ja: 'システム' },
  'monte-carlo': { en: 'Monte Carlo', ja: 'モンテカルロ' },
  exactMethod: { en: 'exact', ja: '厳密計算' },
  aWins: { en: 'P(A wins)', ja: 'Aの勝率' },
  bWins: { en: 'P(B wins)', ja: 'Bの勝率' },
  undecided: { en: 'P(undecided)', ja: '決着なし' },
  rounds: { en: 'rounds', ja: 'ラウンド数' },
  check: { en: 'check', ja: '判定' },
  allSucceed: { en: 'P(all succeed)', ja: '全成功率' },
  successes: { en: 'successes', ja: '成功数' },
  boosted: { en: 'boosted', ja: 'ブースト' },
  difference: { en: 'Difference in P(success)', ja: '成功率の差' },
} as const;

export type Word = keyof typeof WORDS;

export function t(word: Word, lang: Lang): string {
  return WORDS[word][lang];
}
