import type { Labels } from '../types.js';

/** Words for the ruleset's keys (dotted paths; a group's own key too), in every language. */
export const D6CHAIN_RULESET_LABELS: Readonly<Record<string, Labels>> = {
  name: { en: 'name', ja: '名前' },
  faceValue: { en: 'value of each face', ja: '各面の値' },
  criticalValue: { en: 'critical value', ja: 'クリティカルの値' },
  highValue: { en: 'high value', ja: '高い出目の値' },
  fumbleValue: { en: 'fumble value', ja: 'ファンブルの値' },
  lowValue: { en: 'low value', ja: '低い出目の値' },
  strict: { en: 'strict', ja: '厳密な判定' },
  targets: { en: 'Targets', ja: '目標値' },
  'targets.very-easy': { en: 'very easy', ja: 'とても簡単' },
  'targets.easy': { en: 'easy', ja: '簡単' },
  'targets.normal': { en: 'normal', ja: '普通' },
  'targets.hard': { en: 'hard', ja: '難しい' },
  'targets.very-hard': { en: 'very hard', ja: 'とても難しい' },
  grades: { en: 'result grades', ja: '結果のグレード' },
};

/** Words for the target labels of the ruleset's `targets`. */
export const TARGET_LABELS: Readonly<Record<string, Labels>> = {
  'very-easy': { en: 'very easy', ja: 'とても簡単' },
  easy: { en: 'easy', ja: '簡単' },
  normal: { en: 'normal', ja: '普通' },
  hard: { en: 'hard', ja: '難しい' },
  'very-hard': { en: 'very hard', ja: 'とても難しい' },
};
