import type { Labels } from '../types.js';

/*
 * The --help words of this system's options, in both languages: its parameters by flag, each scenario by name,
 * a scenario's options as `<scenario> <flag>`, and deck inspect's `--ruleset` as `inspect` (the English is the
 * declaration's own describe).
 */

export const DRAWSTEEL_HELP = {
  characteristic: { en: 'characteristic, -5..5 (e.g. 2 or 0..3)', ja: '能力値、-5..5(例 2、0..3)' },
  skill: { en: 'an applicable skill (+2)', ja: '適用できるスキル(+2)' },
  edges: { en: 'number of edges (2 or more: tier +1)', ja: 'エッジの数(2つ以上: ティア +1)' },
  banes: { en: 'number of banes (2 or more: tier −1)', ja: 'ベインの数(2つ以上: ティア −1)' },
  difficulty: { en: 'easy | medium | hard (a list gives one cell each)', ja: 'easy | medium | hard(リストなら値ごとに1セル)' },
  reroll: { en: 'hero-token reroll: never | on-failure', ja: 'ヒーロートークンでのリロール: never | on-failure' },
} as const satisfies Record<string, Labels>;
