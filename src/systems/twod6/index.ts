import { defineSystem } from '../types.js';
import { TWOD6_HELP } from './help.js';
import { twoD6Opposed, twoD6Session } from './scenario-specs.js';
import { type TwoD6Compiled, compileTwoD6Cell } from './compile.js';
import { twoD6Exact } from './exact.js';
import { twoD6CheckKernel } from './kernel.js';
import { TWOD6_RULESETS, type TwoD6Ruleset, difficultyLabel, resolveTwoD6Ruleset } from './ruleset.js';

/** The seed's 難易度と行為のイメージ表, as words. */
const GUIDE_LABELS = {
  easy: { en: 'easy', ja: '簡単' },
  normal: { en: 'normal', ja: '普通' },
  hard: { en: 'hard', ja: '難しい' },
  'very-hard': { en: 'very hard', ja: '至難' },
} as const;
import { CONVERT_POLICIES, TWOD6_CATEGORIES } from './rules.js';
import { twoD6OpposedKernel, twoD6SessionKernel } from './scenario.js';
import { TWOD6_RULESET_USE } from './ruleset-use.js';
import { CONVERT_LABELS, TWOD6_RULESET_LABELS } from './labels.js';

export type { TwoD6Ruleset } from './ruleset.js';

export const twod6 = defineSystem<TwoD6Ruleset, TwoD6Compiled>()({
  id: '2d6',
  label: { en: '2D6 keep-highest check', ja: '行為判定 (2D6)' },
  params: [
    {
      name: 'ability',
      flag: 'ability',
      kind: 'int-range',
      required: true,
      example: '3',
      label: { en: 'Judgement value', ja: '判定値' },
      describe: 'judgement value (判定値), e.g. 3 or 0..6',
    },
    {
      name: 'modifier',
      flag: 'modifier',
      kind: 'int-range',
      default: 0,
      label: { en: 'Modifier', ja: '修正値' },
      describe: 'modifier, e.g. 0 or -3..3',
    },
    {
      name: 'difficulty',
      flag: 'difficulty',
      kind: 'int-range',
      required: true,
      example: '8',
      label: { en: 'Difficulty', ja: '難易度' },
      describe: 'difficulty, e.g. 8 or 4..12',
    },
    {
      name: 'courageDie',
      flag: 'courage-die',
      kind: 'flag',
      default: false,
      label: { en: 'Courage die', ja: '勇気の使用' },
      describe: 'spend 1 courage: roll one extra die (3 dice, keep highest)',
    },
    {
      name: 'convert',
      flag: 'convert',
      kind: 'choice-list',
      default: 'never',
      choices: CONVERT_POLICIES,
      valueLabels: CONVERT_LABELS,
      label: { en: 'Convert 6', ja: '勇気への変換' },
      describe: 'convert a 6 into courage: never | when-safe | always',
    },
  ],
  categories: TWOD6_CATEGORIES,
  rulesetLabels: TWOD6_RULESET_LABELS,
  help: TWOD6_HELP,
  categoryLabels: {
    critical: { en: 'critical', ja: 'クリティカル' },
    fumble: { en: 'fumble', ja: 'ファンブル' },
    converted: { en: '6 converted', ja: '勇気に変換' },
  },
  degreeNumeric: true,
  rulesets: TWOD6_RULESETS,
  defaultRuleset: 'standard',
  resolveRuleset: resolveTwoD6Ruleset,
  rulesetUse: TWOD6_RULESET_USE,
  compile: (cell, rules) => compileTwoD6Cell(cell, rules),
  kernels: { check: twoD6CheckKernel, opposed: twoD6OpposedKernel, session: twoD6SessionKernel },
  scenarios: { opposed: twoD6Opposed, session: twoD6Session },
  exact: twoD6Exact,
  rate: 40_000,
  // every face combination of the dice is equally likely
  exactDenominator: (c) => Math.pow(c.faces, c.dice),
  tune: 'difficulty',
  varyExample: 'fumble=two-or-more-ones,all-ones,none',
  tuneRange: () => '2..14',
  report: {
    x: 'difficulty',
    xLabel: (value, rules, lang) => GUIDE_LABELS[difficultyLabel(Number(value), rules)][lang],
    // critical ⊂ success and fumble ⊂ failure: four exclusive shares
    stack: (c) => {
      const s = c.success ?? 0;
      const crit = c.outcomes.critical ?? 0;
      const fumble = c.outcomes.fumble ?? 0;
      return [
        ['fumble', fumble],
        ['failure', 1 - s - fumble],
        ['success', s - crit],
        ['critical', crit],
      ];
    },
    stackLabels: {
      critical: { en: 'critical', ja: 'クリティカル' },
      success: { en: 'success', ja: '成功' },
      failure: { en: 'failure', ja: '失敗' },
      fumble: { en: 'fumble', ja: 'ファンブル' },
    },
  },
});
