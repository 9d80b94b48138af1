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
  undecided: { en: 'P(undecided)', ja: '決着なしの確率' },
  rounds: { en: 'rounds', ja: 'ラウンド数' },
  check: { en: 'check', ja: '判定' },
  allSucceed: { en: 'P(all succeed)', ja: '全成功率' },
  successes: { en: 'successes', ja: '成功数' },
  boosted: { en: 'boosted', ja: 'ブースト' },
  difference: { en: 'Difference in P(success)', ja: '成功率の差' },
  cellCount: { en: '%n cells', ja: '%nセル' },
  // tune and compare (terminal)
  tuneTitle: { en: '%x closest to each target rate (exact odds; candidates %c)', ja: '目標成功率に最も近い%x(厳密計算、候補 %c)' },
  comparedBy: { en: 'compared by %b', ja: '%bで比較' },
  byRuleset: { en: 'ruleset', ja: 'ルールセット' },
  byDeck: { en: 'deck', ja: 'デッキ' },
  sharedCells: { en: '%n shared cells, largest difference %d', ja: '共通セル%n件、最大の差 %d' },
  topShown: { en: 'the %n largest (--top N for more)', ja: '大きい順に%n件(--top N でさらに表示)' },
  successOf: { en: 'P(%v)', ja: '成功率(%v)' },
  balanceTitle: {
    en: "colour balance: mean success of each deck's own-colour checks vs other colours and the colourless check, over difficulties %d, one row per boost policy",
    ja: '色のバランス: 各デッキの自色の判定と他色・無色の判定の平均成功率(難易度 %d の平均、ブーストの方針ごとに1行)',
  },
  deck: { en: 'deck', ja: 'デッキ' },
  boost: { en: 'boost', ja: 'ブースト' },
  colours: { en: 'colours', ja: '色' },
  onColour: { en: 'on-colour', ja: '自色' },
  offColour: { en: 'off-colour', ja: '他色' },
  colourless: { en: 'colourless', ja: '無色' },
  spread: { en: 'on − off', ja: '自色 − 他色' },
  // deck inspect
  readAs: { en: 'read as %f', ja: '%f として読み込み' },
  inLibrary: { en: '%n cards in the library', ja: 'ライブラリー%n枚' },
  inSideboard: { en: '%n in the sideboard (not used)', ja: 'サイドボード%n枚(使用しない)' },
  boostColourless: { en: 'colourless for the boost', ja: 'ブースト用の無色カード' },
  criticalCards: { en: 'critical cards', ja: 'クリティカルのカード' },
  manaValue: { en: 'mana value', ja: 'マナ総量' },
  cards: { en: 'cards', ja: '枚数' },
  share: { en: 'share', ja: '割合' },
  checkColour: { en: 'check colour', ja: '判定の色' },
  count: { en: 'count', ja: '枚数' },
  card: { en: 'card', ja: 'カード' },
  mv: { en: 'mv', ja: 'マナ総量' },
  asCheckColour: { en: 'as check colour', ja: '判定での色' },
  sideboardList: { en: 'sideboard, not in the library (%n):', ja: 'サイドボード(ライブラリーには入らない、%n枚):' },
  assumed: { en: 'assumed:', ja: '仮定:' },
  unresolved: { en: 'unresolved (%n):', ja: '解決できないカード名(%n件):' },
  line: { en: 'line %n', ja: '%n行目' },
  didYouMean: { en: 'did you mean %s?', ja: 'もしかして %s?' },
  or: { en: ' or ', ja: ' または ' },
  // rulesets
  presetDefault: { en: '%r (default)', ja: '%r(既定)' },
  keysTitle: {
    en: '%s: which ruleset keys each command uses (— no effect there; a ruleset setting it gets a note)',
    ja: '%s: 各コマンドが使うルールセットのキー(— はそのコマンドでは効果なし。設定すると注記が出ます)',
  },
  key: { en: 'key', ja: 'キー' },
  used: { en: 'used', ja: '使用' },
  refused: { en: 'refused', ja: '拒否' },
  showHeader: {
    en: '%s ruleset, preset %p. Edit and pass with --ruleset FILE; without a name: of its own, commands call it %p+FILE.',
    ja: '%s のルールセット、プリセット %p。編集して --ruleset FILE で渡します。name: を書かなければ %p+ファイル名 と呼ばれます。',
  },
} as const;

export type Word = keyof typeof WORDS;

export function t(word: Word, lang: Lang): string {
  return WORDS[word][lang];
}

/** A word with its %x placeholders filled in. */
export function tf(word: Word, lang: Lang, vars: Record<string, string>): string {
  return WORDS[word][lang].replace(/%(\w)/g, (_, k: string) => vars[k] ?? '');
}

/** Every entry of the catalogue, for the tests that a Japanese output shows none of them in English. */
export function catalogueWords(): ReadonlyArray<{ en: string; ja: string }> {
  return Object.values(WORDS);
}
