import { defineSystem } from '../types.js';
import { D6CHAIN_HELP } from './help.js';
import { d6ChainCombat } from './scenario-specs.js';
import { D6CHAIN_CATEGORIES, type D6ChainCompiled, compileD6ChainCell, d6ChainTables, targetValue } from './compile.js';
import { d6ChainExact } from './exact.js';
import { d6ChainKernel } from './kernel.js';
import { D6CHAIN_RULESETS, type D6ChainRuleset, resolveD6ChainRuleset } from './ruleset.js';
import { d6ChainCombatKernel } from './scenario.js';
import { D6CHAIN_RULESET_USE } from './ruleset-use.js';
import { D6CHAIN_RULESET_LABELS, TARGET_LABELS } from './labels.js';

export type { D6ChainRuleset } from './ruleset.js';

export { compileD6ChainCell, d6ChainExact, d6ChainKernel, d6ChainTables, targetValue };

export const d6chain = defineSystem<D6ChainRuleset, D6ChainCompiled>()({
  id: 'd6chain',
  label: { en: '1D6 chain dice value', ja: '戦闘判定 (ダイス値)' },
  params: [
    {
      name: 'dice',
      flag: 'dice',
      kind: 'int-range',
      default: 1,
      min: 1,
      max: 20,
      label: { en: 'Dice', ja: 'ダイス数' },
      describe: 'number of dice added (default 1)',
    },
    {
      name: 'plan',
      flag: 'plan',
      kind: 'int-range',
      default: 0,
      label: { en: 'Plan value', ja: 'プラン値' },
      describe: 'plan value (プラン値), e.g. 2 or 0..3',
    },
    {
      name: 'judgement',
      flag: 'judgement',
      kind: 'int-range',
      default: 0,
      label: { en: 'Judgement value', ja: '判定値' },
      describe: 'judgement value (判定値), e.g. 1 or 0..3',
    },
    {
      name: 'target',
      flag: 'target',
      kind: 'int-or-label',
      required: true,
      valueLabels: TARGET_LABELS,
      example: 'normal',
      label: { en: 'Target', ja: '目標値' },
      describe: 'target number or range (4, 2..10) or difficulty labels (easy,normal,hard)',
    },
  ],
  categories: D6CHAIN_CATEGORIES,
  rulesetLabels: D6CHAIN_RULESET_LABELS,
  help: D6CHAIN_HELP,
  categoryLabels: { critical: { en: 'critical', ja: 'クリティカル' }, fumble: { en: 'fumble', ja: 'ファンブル' } },
  degreeNumeric: true,
  rulesets: D6CHAIN_RULESETS,
  defaultRuleset: 'seed',
  resolveRuleset: resolveD6ChainRuleset,
  rulesetUse: D6CHAIN_RULESET_USE,
  choicesFor: (param, rules) => (param === 'target' ? { choices: Object.keys(rules.targets), aliases: {} } : { choices: [], aliases: {} }),
  compile: (cell, rules) => compileD6ChainCell(cell, rules),
  grades: (rules) => rules.grades,
  kernels: { check: d6ChainKernel, combat: d6ChainCombatKernel },
  scenarios: { combat: d6ChainCombat },
  exact: d6ChainExact,
  rate: 10_000,
  // each die is a d66 (36 equally likely faces)
  exactDenominator: (c) => Math.pow(36, c.dice),
  tune: 'target',
  varyExample: 'targets.normal=4..8',
  tuneRange: () => '0..16',
  report: { x: 'target', successFrom: (rules) => (rules.strict ? 1 : 0) },
});
