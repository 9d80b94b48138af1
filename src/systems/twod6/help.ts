import type { Labels } from '../types.js';

/*
 * The --help words of this system's options, in both languages: its parameters by flag, each scenario by name,
 * a scenario's options as `<scenario> <flag>`, and deck inspect's `--ruleset` as `inspect` (the English is the
 * declaration's own describe).
 */

export const TWOD6_HELP = {
  ability: { en: 'judgement value (判定値), e.g. 3 or 0..6', ja: '判定値(例 3、0..6)' },
  modifier: { en: 'modifier, e.g. 0 or -3..3', ja: '修正値(例 0、-3..3)' },
  difficulty: { en: 'difficulty, e.g. 8 or 4..12', ja: '難易度(例 8、4..12)' },
  'courage-die': {
    en: 'spend 1 courage: roll one extra die (3 dice, keep highest)',
    ja: '勇気を1点使う: ダイスを1個増やします(3個振って高い2個)',
  },
  convert: { en: 'convert a 6 into courage: never | when-safe | always', ja: '6の目を勇気に変換: never | when-safe | always' },
  opposed: { en: 'opposed check (対決) between two sides', ja: '2者の対決判定' },
  'opposed ability': { en: 'action side: judgement value', ja: 'アクション側: 判定値' },
  'opposed modifier': { en: 'action side: modifier', ja: 'アクション側: 修正値' },
  'opposed courage-die': { en: 'action side spends courage (3 dice)', ja: 'アクション側が勇気を使う(ダイス3個)' },
  'opposed vs-ability': { en: 'reaction side: judgement value', ja: 'リアクション側: 判定値' },
  'opposed vs-modifier': { en: 'reaction side: modifier', ja: 'リアクション側: 修正値' },
  'opposed vs-courage-die': { en: 'reaction side spends courage', ja: 'リアクション側が勇気を使う' },
  'opposed vs-cannot-roll': { en: 'the reaction cannot roll: judgement value + modifier', ja: 'リアクション側は振れない: 判定値 + 修正値' },
  'opposed ruleset': { en: 'standard | all-ones | no-fumble | FILE', ja: 'standard | all-ones | no-fumble | FILE' },
  session: { en: 'a session of checks with courage carried across them', ja: '勇気を持ち越しながら続ける一連の判定' },
  'session checks': {
    en: 'checks in order, ability:modifier:difficulty by commas: "3:0:8,2:1:7"',
    ja: '順に行う判定、判定値:修正値:難易度 をカンマ区切り: "3:0:8,2:1:7"',
  },
  'session courage': { en: 'starting courage', ja: '最初の勇気' },
  'session spend': {
    en: 'spend courage (extra die): never | always | when-unlikely (exact odds below 1/2)',
    ja: '勇気を使う(ダイスを1個追加): never | always | when-unlikely(厳密な成功率が1/2未満のとき)',
  },
  'session convert': { en: 'convert a 6 into courage: never | when-safe | always', ja: '6の目を勇気に変換: never | when-safe | always' },
  'session ruleset': { en: 'standard | all-ones | no-fumble | FILE', ja: 'standard | all-ones | no-fumble | FILE' },
} as const satisfies Record<string, Labels>;
