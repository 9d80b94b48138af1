import { ACC_TRIALS } from '../../core/accumulator.js';
import type { Cell } from '../../core/grid.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { exactFrom, record } from '../dice-kernel.js';
import type { CompiledCheck, RuleSystem } from '../types.js';
import { DIFFICULTIES, DRAWSTEEL_RULESETS, type DrawSteelRuleset, OUTCOMES, resolveDrawSteelRuleset } from './ruleset.js';
import { type DrawSteelTest, FIRST_SUCCESS_RANK, REROLL_POLICIES, resolvePowerRoll, testOf } from './rules.js';

export const DRAWSTEEL_CATEGORIES = [...OUTCOMES, 'natural-19-20', 'rerolled'] as const;
const P_REROLLED = 1 << (6 + 1);

export interface DrawSteelCompiled extends CompiledCheck, DrawSteelTest {}

export function compileDrawSteelCell(cell: Cell, r: DrawSteelRuleset): DrawSteelCompiled {
  const t = testOf(r, Number(cell.characteristic), cell.skill === true, Number(cell.edges ?? 0), Number(cell.banes ?? 0), String(cell.difficulty) as 'easy', String(cell.reroll ?? 'never'));
  return { ...t, nCategories: DRAWSTEEL_CATEGORIES.length, degreeMin: 0, degreeSize: OUTCOMES.length };
}

/** n tests; with the hero-token policy a failed roll is rolled once more and the new roll stands. */
export function drawSteelKernel(c: DrawSteelCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  acc[ACC_TRIALS] += n;
  for (let t = 0; t < n; t++) {
    if (pos > BLOCK - 4) {
      rb.refill();
      pos = 0;
    }
    let p = resolvePowerRoll(c, die(buf[pos], c.faces), die(buf[pos + 1], c.faces));
    pos += 2;
    if (c.reroll === 1 && !(p & 1)) {
      p = resolvePowerRoll(c, die(buf[pos], c.faces), die(buf[pos + 1], c.faces)) | P_REROLLED;
      pos += 2;
    }
    record(acc, c, p, 1);
  }
}

/**
 * Exact: the natural total of two dice has the triangular distribution, so
 * each total is resolved once with its weight; a reroll on failure mixes in a
 * second, independent roll.
 */
export function drawSteelExact(c: DrawSteelCompiled): Float64Array {
  const f = c.faces;
  const single: Array<[number, number]> = [];
  for (let s = 2; s <= 2 * f; s++) {
    const ways = Math.min(s - 1, 2 * f + 1 - s);
    // a natural total decides the roll whatever the split between the dice
    single.push([resolvePowerRoll(c, 1, s - 1), ways / (f * f)]);
  }
  if (c.reroll !== 1) return exactFrom(c, single);
  const outcomes: Array<[number, number]> = [];
  for (const [p, w] of single) {
    if (p & 1) outcomes.push([p, w]);
    else for (const [q, v] of single) outcomes.push([q | P_REROLLED, w * v]);
  }
  return exactFrom(c, outcomes);
}

export const drawsteel: RuleSystem<DrawSteelRuleset, DrawSteelCompiled> = {
  id: 'drawsteel',
  label: { en: 'Draw Steel test', ja: 'Draw Steel テスト' },
  params: [
    { name: 'characteristic', flag: 'characteristic', kind: 'int-range', required: true, min: -5, max: 5, label: { en: 'Characteristic', ja: '能力値' }, describe: 'characteristic, -5..5 (e.g. 2 or 0..3)' },
    { name: 'skill', flag: 'skill', kind: 'flag', default: false, label: { en: 'Skill', ja: 'スキル' }, describe: 'an applicable skill (+2)' },
    { name: 'edges', flag: 'edges', kind: 'int-range', default: 0, min: 0, max: 10, label: { en: 'Edges', ja: 'エッジ' }, describe: 'number of edges (2 or more: tier +1)' },
    { name: 'banes', flag: 'banes', kind: 'int-range', default: 0, min: 0, max: 10, label: { en: 'Banes', ja: 'ベイン' }, describe: 'number of banes (2 or more: tier −1)' },
    { name: 'difficulty', flag: 'difficulty', kind: 'choice-list', required: true, choices: DIFFICULTIES, label: { en: 'Difficulty', ja: '難易度' }, describe: 'easy | medium | hard (a list gives one cell each)' },
    { name: 'reroll', flag: 'reroll', kind: 'choice-list', default: 'never', choices: REROLL_POLICIES, label: { en: 'Hero token', ja: 'ヒーロートークン' }, describe: 'hero-token reroll: never | on-failure' },
  ],
  categories: DRAWSTEEL_CATEGORIES,
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
  compile: (cell, rules) => compileDrawSteelCell(cell, rules),
  kernels: { check: drawSteelKernel },
  exact: drawSteelExact,
  tune: 'difficulty',
  tuneRange: () => 'easy,medium,hard',
  report: {
    x: 'characteristic',
    successFrom: () => FIRST_SUCCESS_RANK,
    stack: (c) => OUTCOMES.map((o) => [o, c.outcomes[o] ?? 0]),
  },
};
