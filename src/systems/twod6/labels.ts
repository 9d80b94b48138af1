import type { Labels } from '../types.js';

/** Words for the ruleset's keys (dotted paths; a group's own key too) and its choice values, in every language. */
export const TWOD6_RULESET_LABELS: Readonly<Record<string, Labels>> = {
  name: { en: 'name', ja: '名前' },
  dice: { en: 'dice', ja: 'ダイス数' },
  faces: { en: 'faces', ja: '面数' },
  critical: { en: 'critical', ja: 'クリティカル' },
  fumble: { en: 'fumble', ja: 'ファンブル' },
  fumbleAchievement: { en: 'fumble achievement', ja: 'ファンブル時の達成値' },
  courageDice: { en: 'courage dice', ja: '勇気ダイスの数' },
  guide: { en: 'Difficulty guide', ja: '難易度の目安' },
  'guide.easy': { en: 'easy', ja: '易しい' },
  'guide.normal': { en: 'normal', ja: '普通' },
  'guide.hard': { en: 'hard', ja: '難しい' },
  reactionCriticalWins: { en: 'reaction critical wins', ja: '対抗判定でクリティカルが勝つ' },
  'value:two-or-more-sixes': { en: 'two or more sixes', ja: '6が2個以上' },
  'value:all-sixes': { en: 'all sixes', ja: 'すべて6' },
  'value:two-or-more-ones': { en: 'two or more ones', ja: '1が2個以上' },
  'value:all-ones': { en: 'all ones', ja: 'すべて1' },
  'value:none': { en: 'none', ja: 'なし' },
};

const NEVER = { en: 'never', ja: 'しない' };
const ALWAYS = { en: 'always', ja: '常に' };

/** Words for the convert-a-6 policies. */
export const CONVERT_LABELS: Readonly<Record<string, Labels>> = {
  never: NEVER,
  'when-safe': { en: 'when safe', ja: '安全なとき' },
  always: ALWAYS,
};

/** Words for the session's spend-courage policies. */
export const SPEND_LABELS: Readonly<Record<string, Labels>> = {
  never: NEVER,
  always: ALWAYS,
  'when-unlikely': { en: 'when unlikely', ja: '見込みが低いとき' },
};
