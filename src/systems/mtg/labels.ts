import type { Labels } from '../types.js';

/** Words for the ruleset's keys (dotted paths; a group's own key too) and its choice values, in every language. */
export const MTG_RULESET_LABELS: Readonly<Record<string, Labels>> = {
  name: { en: 'name', ja: '名前' },
  checkTypes: { en: 'Check types (colour of each)', ja: '判定の種類(それぞれの色)' },
  'checkTypes.white': { en: 'white', ja: '白' },
  'checkTypes.blue': { en: 'blue', ja: '青' },
  'checkTypes.black': { en: 'black', ja: '黒' },
  'checkTypes.red': { en: 'red', ja: '赤' },
  'checkTypes.green': { en: 'green', ja: '緑' },
  'checkTypes.colorless': { en: 'colourless', ja: '無色' },
  'checkTypes.negotiation': { en: 'negotiation', ja: '交渉' },
  'checkTypes.intellect': { en: 'intellect', ja: '知力' },
  'checkTypes.use': { en: 'use', ja: '利用' },
  'checkTypes.reflex': { en: 'reflex', ja: '瞬発' },
  'checkTypes.body': { en: 'body', ja: '身体' },
  aliases: { en: 'Aliases (other names of check types)', ja: '別名(判定の種類の別の呼び方)' },
  'aliases.colourless': { en: 'colourless', ja: '無色' },
  'aliases.white': { en: 'white', ja: '白' },
  'aliases.blue': { en: 'blue', ja: '青' },
  'aliases.black': { en: 'black', ja: '黒' },
  'aliases.red': { en: 'red', ja: '赤' },
  'aliases.green': { en: 'green', ja: '緑' },
  'aliases.negotiation': { en: 'negotiation', ja: '交渉' },
  'aliases.intellect': { en: 'intellect', ja: '知力' },
  'aliases.use': { en: 'use', ja: '利用' },
  'aliases.reflex': { en: 'reflex', ja: '瞬発' },
  'aliases.body': { en: 'body', ja: '身体' },
  modifiers: { en: 'Modifiers', ja: '修正値' },
  'modifiers.same': { en: 'same colour', ja: '同色修正' },
  'modifiers.allied': { en: 'allied colour', ja: '友好色修正' },
  'modifiers.enemy': { en: 'enemy colour', ja: '対抗色修正' },
  'modifiers.colorless': { en: 'colourless card', ja: '無色カードの修正' },
  colorlessCheck: { en: 'colourless check modifier', ja: '無色の判定の修正' },
  landTypesGiveColour: { en: 'land types give colour', ja: '土地タイプで色を得る' },
  boost: { en: 'Boost', ja: 'ブースト' },
  'boost.size': { en: 'cards looked at', ja: '見るカードの枚数' },
  'boost.minRemaining': { en: 'minimum library left', ja: 'ライブラリーの最低残り枚数' },
  'boost.returns': { en: 'cards return', ja: 'カードが戻る時期' },
  difficulty: { en: 'Difficulty', ja: '難易度' },
  'difficulty.min': { en: 'lowest', ja: '最低' },
  'difficulty.max': { en: 'highest', ja: '最高' },
  critical: { en: 'Critical', ja: 'クリティカル' },
  'critical.value': { en: 'value', ja: '値' },
  'critical.mode': { en: 'mode', ja: '方式' },
  table: { en: 'Modifier table', ja: '修正表' },
  // choice values
  'value:end-of-turn': { en: 'at end of turn', ja: 'ターン終了時' },
  'value:with-revealed': { en: 'with the revealed cards', ja: '公開したカードと一緒に' },
  'value:value': { en: 'by value', ja: '値で判定' },
  'value:automatic': { en: 'automatic', ja: '自動' },
  'value:W': { en: 'white (W)', ja: '白 (W)' },
  'value:U': { en: 'blue (U)', ja: '青 (U)' },
  'value:B': { en: 'black (B)', ja: '黒 (B)' },
  'value:R': { en: 'red (R)', ja: '赤 (R)' },
  'value:G': { en: 'green (G)', ja: '緑 (G)' },
  'value:C': { en: 'colourless (C)', ja: '無色 (C)' },
};

const NEVER = { en: 'never', ja: 'しない' };
const ALWAYS = { en: 'always', ja: '常に' };

/** Words for the check types of both rulesets (colours in v2, v1's names). */
export const MTG_CHECK_LABELS: Readonly<Record<string, Labels>> = {
  white: { en: 'white', ja: '白' },
  blue: { en: 'blue', ja: '青' },
  black: { en: 'black', ja: '黒' },
  red: { en: 'red', ja: '赤' },
  green: { en: 'green', ja: '緑' },
  colorless: { en: 'colourless', ja: '無色' },
  negotiation: { en: 'negotiation', ja: '交渉' },
  intellect: { en: 'intellect', ja: '知力' },
  use: { en: 'use', ja: '利用' },
  reflex: { en: 'reflex', ja: '瞬発' },
  body: { en: 'body', ja: '身体' },
};

/** Words for the boost policies. */
export const MTG_BOOST_LABELS: Readonly<Record<string, Labels>> = {
  never: NEVER,
  'on-fail': { en: 'on failure', ja: '失敗時' },
  always: ALWAYS,
};

/** Words for an opposed check's boost policies: the check's, and waiting until behind. */
export const MTG_OPPOSED_BOOST_LABELS: Readonly<Record<string, Labels>> = {
  ...MTG_BOOST_LABELS,
  'when-behind': { en: 'when behind', ja: '劣勢時' },
};
