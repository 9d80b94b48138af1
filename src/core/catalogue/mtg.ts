/*
 * The catalogue's mtg section: words only mtg's own modules show (deck inspect's lines and bars, the colour
 * balance); core/messages.ts joins every area into the one catalogue. Ids keep their areas' prefixes.
 */

export const MTG = {
  // deck inspect's lines and the terminal's colour balance title (systems/mtg/deck-inspect.ts, balance.ts)
  'report.balanceTitle': {
    en: "colour balance: mean success of each deck's own-colour checks vs other colours and the colourless check, over difficulties {d}, one row per boost policy",
    ja: '色のバランス: 各デッキの自色の判定と他色・無色の判定の平均成功率(難易度 {d} の平均、行動判定ブーストの方針ごとに1行)',
  },
  'report.boostColourless': { en: 'colourless for the boost', ja: '行動判定ブースト用の無色カード' },
  'report.criticalCards': { en: 'critical cards', ja: 'クリティカルのカード' },
  'report.mv': { en: 'mv', ja: 'マナ総量' },
  'report.asCheckColour': { en: 'as check colour', ja: '判定での色' },
  // the colour balance in a compare report (systems/mtg/balance.ts)
  'html.balance': { en: 'Colour balance', ja: '色のバランス' },
  'html.balanceText': {
    en: "Mean success of each deck's own-colour checks against other colours and the colourless check, over the grid's difficulties, one row per ruleset and boost policy.",
    ja: '各デッキの自色の判定と他色・無色の判定の平均成功率(グリッドの難易度の平均)。ルールセットとブーストの方針ごとに1行。',
  },
  // deck inspect's bars (systems/mtg/deck-bars.ts)
  'deck.curve': { en: 'curve', ja: 'マナ総量' },
  'deck.colourBars': { en: 'colours', ja: '色' },
} as const;
