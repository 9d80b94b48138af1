import type { Labels } from '../types.js';

/*
 * The --help words of this system's options, in both languages: its parameters by flag, each scenario by name,
 * a scenario's options as `<scenario> <flag>`, and deck inspect's `--ruleset` as `inspect` (the English is the
 * declaration's own describe).
 */

export const MTG_HELP = {
  deck: {
    en: 'deck file(s): YAML, or a text decklist (repeat or comma-separate)',
    ja: 'デッキのファイル: YAML かテキストのデッキリスト(繰り返すかカンマ区切りで複数)',
  },
  check: {
    en: 'check type(s), e.g. green or white,blue (default: every type of the ruleset)',
    ja: '判定の種類(例 green、white,blue。既定: ルールセットのすべての種類)',
  },
  difficulty: {
    en: "difficulty range, e.g. 0..8 or 2,4 (default: the ruleset's usual range)",
    ja: '難易度の範囲(例 0..8、2,4。既定: ルールセットのいつもの範囲)',
  },
  boost: {
    en: 'boost policy: never | on-fail | always (a list gives one cell each)',
    ja: '行動判定ブーストの方針: never | on-fail | always(リストなら値ごとに1セル)',
  },
  known: {
    en: 'number of top cards the player knows (set aside before the check)',
    ja: 'プレイヤーが知っているライブラリーの上のカードの枚数(判定の前に脇に置きます)',
  },
  'gm-exile': {
    en: 'v1 rule for a fully known library (--known = the library size): the number of cards the GM exiles; target and achievement then swap with probability 1/2',
    ja: 'v1 の全カード既知のルール(--known = ライブラリーの枚数): GMが追放する枚数。そのあと目標値と達成値が確率1/2で入れ替わります',
  },
  inspect: { en: 'v1 | v2 | FILE (land types count as colour in v2)', ja: 'v1 | v2 | FILE(v2 では土地タイプが色として数えられます)' },
  opposed: { en: 'opposed check (対決) between two sides', ja: '2者の対決判定' },
  'opposed deck': { en: "side A's deck", ja: 'A側のデッキ' },
  'opposed vs': { en: "side B's deck", ja: 'B側のデッキ' },
  'opposed check': { en: "side A's check type", ja: 'A側の判定の種類' },
  'opposed vs-check': { en: "side B's check type (default: the same)", ja: 'B側の判定の種類(既定: A側と同じ)' },
  'opposed difficulty': { en: "side A's difficulty", ja: 'A側の難易度' },
  'opposed vs-difficulty': { en: "side B's difficulty (default: the same)", ja: 'B側の難易度(既定: A側と同じ)' },
  'opposed boost': {
    en: "side A's boost, once per contest: never | on-fail (own check fails) | when-behind (would not win) | always (first round)",
    ja: 'A側の行動判定ブースト(対決ごとに1回): never | on-fail(自分の判定が失敗) | when-behind(勝てないとき) | always(最初のラウンド)',
  },
  'opposed vs-boost': { en: "side B's boost, once per contest (same choices)", ja: 'B側の行動判定ブースト(対決ごとに1回、選択肢は同じ)' },
  'opposed ruleset': { en: 'v1 | v2 | FILE (default v2)', ja: 'v1 | v2 | FILE(既定 v2)' },
  'opposed cards': { en: 'extra card data (JSON)', ja: '追加のカードデータ(JSON)' },
  turn: { en: 'a turn or scene of checks on one library', ja: '1つのライブラリーでの1ターン・1シーンの判定' },
  'turn deck': { en: 'deck file', ja: 'デッキのファイル' },
  'turn checks': {
    en: 'checks in order, "type:difficulty" by commas, turns split by "/": "green:2,red:1/blue:3"',
    ja: '順に行う判定、"種類:難易度" をカンマ区切り、"/" でターンの区切り: "green:2,red:1/blue:3"',
  },
  'turn boost': { en: 'boost policy (at most one boost a turn)', ja: '行動判定ブーストの方針(1ターンに1回まで)' },
  'turn hand': { en: 'opening hand drawn before the first check', ja: '最初の判定の前に引く初期手札の枚数' },
  'turn known': {
    en: 'top cards the player knows (set aside each check, put back on top)',
    ja: 'プレイヤーが知っている上のカードの枚数(判定ごとに脇に置き、上に戻します)',
  },
  'turn ruleset': { en: 'v1 | v2 | FILE (default v2)', ja: 'v1 | v2 | FILE(既定 v2)' },
  'turn cards': { en: 'extra card data (JSON)', ja: '追加のカードデータ(JSON)' },
  'turn critical': { en: 'names of critical cards, comma-separated', ja: 'クリティカルのカード名(カンマ区切り)' },
} as const satisfies Record<string, Labels>;
