import { msg } from '../../core/messages.js';
import { SEQUENCE_RESULT_LABELS } from '../scenario-labels.js';
import { choiceOption, intOption, requiredOption } from '../scenario-options.js';
import type { ScenarioOptions, ScenarioSpec } from '../types.js';
import type { TwoD6Ruleset } from './ruleset.js';
import { CONVERT_LABELS, SPEND_LABELS } from './labels.js';
import { CONVERT_POLICIES, type ConvertPolicy } from './rules.js';
import {
  OPPOSED_LENGTH,
  SPEND_POLICIES,
  type SpendPolicy,
  compileTwoD6Opposed,
  compileTwoD6Session,
  parseSessionChecks,
  sessionLength,
  summariseTwoD6Opposed,
  summariseTwoD6Session,
  twoD6OpposedExact,
} from './scenario.js';

/* 2d6's scenarios as the contract declares them (types.ts ScenarioSpec); the kernels are in scenario.ts. */

const RULESET = { flag: 'ruleset', type: 'string', describe: 'standard | all-ones | no-fumble | FILE' } as const;

/** 対決 (2d6): action vs reaction, with the exact P(action wins) beside the simulation. */
export const twoD6Opposed = {
  command: 'opposed check (対決) between two sides',
  label: { en: 'opposed check', ja: '対決' },
  rate: 5_000,
  options: [
    { flag: 'ability', type: 'string', required: true, example: '3', describe: 'action side: judgement value' },
    { flag: 'modifier', type: 'string', default: '0', describe: 'action side: modifier' },
    { flag: 'courage-die', type: 'boolean', default: false, describe: 'action side spends courage (3 dice)' },
    {
      flag: 'vs-ability',
      type: 'string',
      required: true,
      example: '2',
      label: { en: 'reaction ability', ja: '受動側の判定値' },
      describe: 'reaction side: judgement value',
    },
    {
      flag: 'vs-modifier',
      type: 'string',
      default: '0',
      label: { en: 'reaction modifier', ja: '受動側の修正' },
      describe: 'reaction side: modifier',
    },
    {
      flag: 'vs-courage-die',
      type: 'boolean',
      default: false,
      label: { en: 'reaction courage die', ja: '受動側の勇気の使用' },
      describe: 'reaction side spends courage',
    },
    { flag: 'vs-cannot-roll', type: 'boolean', default: false, describe: 'the reaction cannot roll: judgement value + modifier' },
    RULESET,
  ],
  resultLabels: {
    actionWins: { en: 'P(action wins)', ja: '能動側の勝率' },
    reactionWins: { en: 'P(reaction wins)', ja: '受動側の勝率' },
    exactActionWins: { en: 'P(action wins), exact', ja: '能動側の勝率(厳密)' },
    actionCritical: { en: 'action critical', ja: '能動側のクリティカル' },
    actionFumble: { en: 'action fumble', ja: '能動側のファンブル' },
    reactionCritical: { en: 'reaction critical', ja: '受動側のクリティカル' },
    reactionFumble: { en: 'reaction fumble', ja: '受動側のファンブル' },
    // --vs-cannot-roll is carried as its opposite
    vsCanRoll: { en: 'reaction rolls', ja: '受動側のロール' },
  },
  prepare(o: ScenarioOptions, { rules }) {
    const action = {
      ability: intOption(requiredOption(o, 'ability', msg('sys.need.actionAbility')), 'ability'),
      modifier: intOption(o.modifier ?? 0, 'modifier'),
      courageDie: o['courage-die'] === true,
    };
    const reaction = {
      ability: intOption(requiredOption(o, 'vs-ability', msg('sys.need.reactionAbility')), 'vs-ability'),
      modifier: intOption(o['vs-modifier'] ?? 0, 'vs-modifier'),
      courageDie: o['vs-courage-die'] === true,
    };
    const rolls = o['vs-cannot-roll'] !== true;
    const compiled = compileTwoD6Opposed(rules, action, reaction, rolls);
    const params = {
      ability: action.ability,
      modifier: action.modifier,
      courageDie: action.courageDie,
      vsAbility: reaction.ability,
      vsModifier: reaction.modifier,
      vsCourageDie: reaction.courageDie,
      vsCanRoll: rolls,
    };
    const exact = twoD6OpposedExact(compiled);
    return { params, compiled, length: OPPOSED_LENGTH, summarise: (acc: Float64Array) => summariseTwoD6Opposed(params, acc, exact) };
  },
} as const satisfies ScenarioSpec<TwoD6Ruleset>;

/** A 2d6 session: checks in order with courage carried across them. */
export const twoD6Session = {
  command: 'a session of checks with courage carried across them',
  label: { en: 'session', ja: 'セッション' },
  rate: 10_000,
  options: [
    {
      flag: 'checks',
      type: 'string',
      required: true,
      example: '3:0:8,2:1:7',
      label: { en: 'checks', ja: '判定の並び' },
      describe: 'checks in order, ability:modifier:difficulty by commas: "3:0:8,2:1:7"',
    },
    { flag: 'courage', type: 'string', default: '0', once: true, label: { en: 'courage', ja: '勇気' }, describe: 'starting courage' },
    {
      flag: 'spend',
      type: 'string',
      choices: SPEND_POLICIES,
      valueLabels: SPEND_LABELS,
      label: { en: 'spend courage', ja: '勇気の使用' },
      default: 'never',
      once: true,
      describe: 'spend courage (extra die): never | always | when-unlikely (exact odds below 1/2)',
    },
    {
      flag: 'convert',
      type: 'string',
      choices: CONVERT_POLICIES,
      valueLabels: CONVERT_LABELS,
      default: 'never',
      describe: 'convert a 6 into courage: never | when-safe | always',
    },
    RULESET,
  ],
  resultLabels: {
    allSucceed: SEQUENCE_RESULT_LABELS.allSucceed,
    finalCourage: { en: 'final courage', ja: '最終勇気' },
    spent: { en: 'courage spent', ja: '勇気の消費' },
    converted: { en: 'courage gained', ja: '勇気の獲得' },
    meanCourageAfter: { en: 'mean courage after', ja: '判定後の平均勇気' },
  },
  prepare(o: ScenarioOptions, { rules }) {
    const checks = parseSessionChecks(requiredOption(o, 'checks', msg('sys.need.twod6Checks')));
    const courage = intOption(o.courage ?? 0, 'courage', 0);
    const spend = choiceOption<SpendPolicy>(o.spend, 'spend', SPEND_POLICIES, 'never');
    const convert = choiceOption<ConvertPolicy>(o.convert, 'convert', CONVERT_POLICIES, 'never');
    const compiled = compileTwoD6Session(rules, checks, courage, spend, convert);
    const params = { checks: String(o.checks), courage, spend, convert };
    return {
      params,
      compiled,
      length: sessionLength(compiled),
      summarise: (acc: Float64Array) => summariseTwoD6Session(params, checks, compiled, acc),
    };
  },
} as const satisfies ScenarioSpec<TwoD6Ruleset>;
