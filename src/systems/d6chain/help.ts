import type { Labels } from '../types.js';

/*
 * The --help words of this system's options, in both languages: its parameters by flag, each scenario by name,
 * a scenario's options as `<scenario> <flag>`, and deck inspect's `--ruleset` as `inspect` (the English is the
 * declaration's own describe).
 */

export const D6CHAIN_HELP = {
  dice: { en: 'number of dice added (default 1)', ja: '追加するダイスの数(既定 1)' },
  plan: { en: 'plan value (プラン値), e.g. 2 or 0..3', ja: 'プラン値(例 2、0..3)' },
  judgement: { en: 'judgement value (判定値), e.g. 1 or 0..3', ja: '判定値(例 1、0..3)' },
  target: {
    en: 'target number or range (4, 2..10) or difficulty labels (easy,normal,hard)',
    ja: '目標値か範囲(4、2..10)、または難易度の名前(easy,normal,hard)',
  },
  combat: { en: 'combat: step checks over turns, continuing after failures', ja: '戦闘: ターンをまたぐステップの判定(失敗しても続けます)' },
  'combat steps': {
    en: 'step checks, name:dice:plan:judgement:target by commas: "setup:1:2:1:normal,phase1:1:1:2:8"',
    ja: 'ステップの判定、名前:ダイス数:プラン値:判定値:目標値 をカンマ区切り: "setup:1:2:1:normal,phase1:1:1:2:8"',
  },
  'combat turns': { en: 'turns: the steps repeat once per turn', ja: 'ターン数: ステップをターンごとに1回繰り返します' },
  'combat ruleset': { en: 'seed | at-least | FILE', ja: 'seed | at-least | FILE' },
} as const satisfies Record<string, Labels>;
