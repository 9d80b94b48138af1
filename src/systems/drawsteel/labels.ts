import type { Labels } from '../types.js';

/** Words for the ruleset's keys (dotted paths; a group's own key too) and its choice values, in every language. */
export const DRAWSTEEL_RULESET_LABELS: Readonly<Record<string, Labels>> = {
  name: { en: 'name', ja: '名前' },
  faces: { en: 'faces of each die', ja: 'ダイスの面数' },
  skillBonus: { en: 'skill bonus', ja: 'スキルのボーナス' },
  edgeBonus: { en: 'edge bonus', ja: 'エッジのボーナス' },
  tiers: { en: 'Tiers', ja: '段階' },
  'tiers.tier1Max': { en: 'tier 1 up to', ja: '第1段階の上限' },
  'tiers.tier2Max': { en: 'tier 2 up to', ja: '第2段階の上限' },
  naturalReward: { en: 'natural roll for a reward', ja: '報酬を得る出目' },
  outcomes: { en: 'Outcomes by difficulty (tier 1, 2, 3)', ja: '難易度ごとの結果(第1・2・3段階)' },
  'outcomes.easy': { en: 'easy', ja: '易しい' },
  'outcomes.medium': { en: 'medium', ja: '普通' },
  'outcomes.hard': { en: 'hard', ja: '難しい' },
  'value:failure-consequence': { en: 'failure with a consequence', ja: '失敗(代償あり)' },
  'value:failure': { en: 'failure', ja: '失敗' },
  'value:success-consequence': { en: 'success with a consequence', ja: '成功(代償あり)' },
  'value:success': { en: 'success', ja: '成功' },
  'value:success-reward': { en: 'success with a reward', ja: '成功(報酬あり)' },
};

/** Words for the test difficulties. */
export const DIFFICULTY_LABELS: Readonly<Record<string, Labels>> = {
  easy: { en: 'easy', ja: '易しい' },
  medium: { en: 'medium', ja: '普通' },
  hard: { en: 'hard', ja: '難しい' },
};

/** Words for the hero-token reroll policies. */
export const REROLL_LABELS: Readonly<Record<string, Labels>> = {
  never: { en: 'never', ja: 'しない' },
  'on-failure': { en: 'on failure', ja: '失敗時' },
};
