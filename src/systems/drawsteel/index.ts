import { defineSystem } from '../types.js';
import { DRAWSTEEL_HELP } from './help.js';
import { DRAWSTEEL_CATEGORIES, type DrawSteelCompiled, compileDrawSteelCell } from './compile.js';
import { drawSteelExact } from './exact.js';
import { drawSteelKernel } from './kernel.js';
import { DIFFICULTIES, DRAWSTEEL_RULESETS, type DrawSteelRuleset, OUTCOMES, resolveDrawSteelRuleset } from './ruleset.js';
import { FIRST_SUCCESS_RANK, REROLL_POLICIES } from './rules.js';
import { DRAWSTEEL_RULESET_USE } from './ruleset-use.js';
import { DIFFICULTY_LABELS, DRAWSTEEL_RULESET_LABELS, REROLL_LABELS } from './labels.js';

export type { DrawSteelRuleset } from './ruleset.js';

export { DRAWSTEEL_CATEGORIES, compileDrawSteelCell, drawSteelExact, drawSteelKernel };

export const drawsteel = defineSystem<DrawSteelRuleset, DrawSteelCompiled>()({
  id: 'drawsteel',
  label: { en: 'Draw Steel test', ja: 'Draw Steel テスト' },
  params: [
    {
      name: 'characteristic',
      flag: 'characteristic',
      kind: 'int-range',
      required: true,
      min: -5,
      max: 5,
      example: '2',
      label: { en: 'Characteristic', ja: '能力値' },
      describe: 'characteristic, -5..5 (e.g. 2 or 0..3)',
    },
    {
      name: 'skill',
      flag: 'skill',
      kind: 'flag',
      default: false,
      label: { en: 'Skill', ja: 'スキル' },
      describe: 'an applicable skill (+2)',
    },
    {
      name: 'edges',
      flag: 'edges',
      kind: 'int-range',
      default: 0,
      min: 0,
      max: 10,
      label: { en: 'Edges', ja: 'エッジ' },
      describe: 'number of edges (2 or more: tier +1)',
    },
    {
      name: 'banes',
      flag: 'banes',
      kind: 'int-range',
      default: 0,
      min: 0,
      max: 10,
      label: { en: 'Banes', ja: 'ベイン' },
      describe: 'number of banes (2 or more: tier −1)',
    },
    {
      name: 'difficulty',
      flag: 'difficulty',
      kind: 'choice-list',
      required: true,
      choices: DIFFICULTIES,
      valueLabels: DIFFICULTY_LABELS,
      example: 'medium',
      label: { en: 'Difficulty', ja: '難易度' },
      describe: 'easy | medium | hard (a list gives one cell each)',
    },
    {
      name: 'reroll',
      flag: 'reroll',
      kind: 'choice-list',
      default: 'never',
      choices: REROLL_POLICIES,
      valueLabels: REROLL_LABELS,
      label: { en: 'Hero token', ja: 'ヒーロートークン' },
      describe: 'hero-token reroll: never | on-failure',
    },
  ],
  categories: DRAWSTEEL_CATEGORIES,
  rulesetLabels: DRAWSTEEL_RULESET_LABELS,
  help: DRAWSTEEL_HELP,
  categoryLabels: {
    'failure-consequence': { en: 'failure with consequence', ja: '失敗・代償あり' },
    failure: { en: 'failure', ja: '失敗' },
    'success-consequence': { en: 'success with consequence', ja: '成功・代償あり' },
    success: { en: 'success', ja: '成功' },
    'success-reward': { en: 'success with reward', ja: '成功・報酬あり' },
    'natural-19-20': { en: 'natural 19–20', ja: '出目19–20' },
    rerolled: { en: 'rerolled', ja: '振り直し' },
  },
  degreeNumeric: true,
  rulesets: DRAWSTEEL_RULESETS,
  defaultRuleset: 'core',
  resolveRuleset: resolveDrawSteelRuleset,
  rulesetUse: DRAWSTEEL_RULESET_USE,
  compile: (cell, rules) => compileDrawSteelCell(cell, rules),
  kernels: { check: drawSteelKernel },
  exact: drawSteelExact,
  rate: 40_000,
  // two dice, and two more when a failure is rerolled
  exactDenominator: (c) => Math.pow(c.faces, c.reroll === 1 ? 4 : 2),
  tune: 'difficulty',
  varyExample: 'tiers.tier1Max=10..12',
  tuneRange: () => 'easy,medium,hard',
  report: {
    x: 'characteristic',
    successFrom: () => FIRST_SUCCESS_RANK,
    stack: (c) => OUTCOMES.map((o) => [o, c.outcomes[o] ?? 0]),
  },
});
