import { ACC_TRIALS } from '../../core/accumulator.js';
import { HanteiError } from '../../core/errors.js';
import type { Cell } from '../../core/grid.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { exactFrom, pack, record } from '../dice-kernel.js';
import type { CompiledCheck, RuleSystem } from '../types.js';
import { D6CHAIN_RULESETS, type D6ChainRuleset, resolveD6ChainRuleset } from './ruleset.js';
import { d6ChainCombatKernel } from './scenario.js';

export const D6CHAIN_CATEGORIES = ['critical', 'fumble'] as const;
const C_CRITICAL = 1;
const C_FUMBLE = 2;

/** Value tables by the die's first and second roll, so the kernel does two lookups. */
export interface D6ChainTables {
  /** value[(first − 1) * 6 + (second − 1)]. */
  value: Int32Array;
  /** category bits (critical 1, fumble 2) by the same index. */
  kind: Int32Array;
}

export interface D6ChainCompiled extends CompiledCheck, D6ChainTables {
  dice: number;
  /** plan value + judgement value. */
  bonus: number;
  target: number;
  strict: number;
}

export function d6ChainTables(r: D6ChainRuleset): D6ChainTables {
  const value = new Int32Array(36);
  const kind = new Int32Array(36);
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const i = (a - 1) * 6 + (b - 1);
      if (a === 6) {
        value[i] = b === 6 ? r.criticalValue : r.highValue;
        kind[i] = b === 6 ? C_CRITICAL : 0;
      } else if (a === 1) {
        value[i] = b === 1 ? r.fumbleValue : r.lowValue;
        kind[i] = b === 1 ? C_FUMBLE : 0;
      } else value[i] = r.faceValue[a - 1];
    }
  }
  return { value, kind };
}

/** A target given as a number or a difficulty label. */
export function targetValue(target: string | number, r: D6ChainRuleset): number {
  if (typeof target === 'number' || /^-?\d+$/.test(target)) return Number(target);
  const v = r.targets[target.toLowerCase()];
  if (v === undefined) throw new HanteiError('usage', `unknown difficulty label "${target}"`, { hint: `use a number or one of: ${Object.keys(r.targets).join(', ')}` });
  return v;
}

export function compileD6ChainCell(cell: Cell, r: D6ChainRuleset): D6ChainCompiled {
  const dice = Number(cell.dice ?? 1);
  const bonus = Number(cell.plan ?? 0) + Number(cell.judgement ?? 0);
  const target = targetValue(cell.target as string | number, r);
  const values = [...r.faceValue.slice(1, 5), r.criticalValue, r.highValue, r.fumbleValue, r.lowValue];
  const lo = dice * Math.min(...values) + bonus - target;
  const hi = dice * Math.max(...values) + bonus - target;
  return { ...d6ChainTables(r), dice, bonus, target, strict: r.strict ? 1 : 0, nCategories: D6CHAIN_CATEGORIES.length, degreeMin: lo, degreeSize: hi - lo + 1 };
}

/** One die of the kernel: first roll, and a second one only for 1 and 6 (as at the table). */
export function d6ChainKernel(c: D6ChainCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  acc[ACC_TRIALS] += n;
  for (let t = 0; t < n; t++) {
    let sum = c.bonus;
    let kinds = 0;
    for (let k = 0; k < c.dice; k++) {
      if (pos > BLOCK - 2) {
        rb.refill();
        pos = 0;
      }
      const a = die(buf[pos++], 6);
      const b = a === 1 || a === 6 ? die(buf[pos++], 6) : 1;
      const i = (a - 1) * 6 + (b - 1);
      sum += c.value[i];
      kinds |= c.kind[i];
    }
    const degree = sum - c.target;
    record(acc, c, pack(degree, c.strict ? degree > 0 : degree >= 0, kinds), 1);
  }
}

/** Exact: convolve the one-die distribution `dice` times, tracking critical/fumble. */
export function d6ChainExact(c: D6ChainCompiled): Float64Array {
  // one die: the 36 (first, second) cells of the table are equally likely
  const one = new Map<number, number>(); // value * 4 + kinds → p
  for (let i = 0; i < 36; i++) {
    const key = c.value[i] * 4 + c.kind[i];
    one.set(key, (one.get(key) ?? 0) + 1 / 36);
  }
  let states = new Map<number, number>([[0, 1]]); // sum * 4 + kinds → p
  for (let k = 0; k < c.dice; k++) {
    const next = new Map<number, number>();
    for (const [key, p] of states) {
      const sum = Math.floor(key / 4);
      for (const [dk, q] of one) {
        const v = Math.floor(dk / 4);
        const nk = (sum + v) * 4 + ((key - sum * 4) | (dk - v * 4));
        next.set(nk, (next.get(nk) ?? 0) + p * q);
      }
    }
    states = next;
  }
  const outcomes: Array<[number, number]> = [];
  for (const [key, p] of states) {
    const sum = Math.floor(key / 4);
    const degree = sum + c.bonus - c.target;
    outcomes.push([pack(degree, c.strict ? degree > 0 : degree >= 0, key - sum * 4), p]);
  }
  return exactFrom(c, outcomes);
}

export const d6chain: RuleSystem<D6ChainRuleset, D6ChainCompiled> = {
  id: 'd6chain',
  label: { en: '1D6 chain dice value', ja: '戦闘判定 (ダイス値)' },
  params: [
    { name: 'dice', flag: 'dice', kind: 'int-range', default: 1, min: 1, max: 20, label: { en: 'Dice', ja: 'ダイス数' }, describe: 'number of dice added (default 1)' },
    { name: 'plan', flag: 'plan', kind: 'int-range', default: 0, label: { en: 'Plan value', ja: 'プラン値' }, describe: 'plan value (プラン値), e.g. 2 or 0..3' },
    { name: 'judgement', flag: 'judgement', kind: 'int-range', default: 0, label: { en: 'Judgement value', ja: '判定値' }, describe: 'judgement value (判定値), e.g. 1 or 0..3' },
    { name: 'target', flag: 'target', kind: 'int-or-label', required: true, label: { en: 'Target', ja: '目標値' }, describe: 'target number or range (4, 2..10) or difficulty labels (easy,normal,hard)' },
  ],
  categories: D6CHAIN_CATEGORIES,
  categoryLabels: { critical: { en: 'critical', ja: 'クリティカル' }, fumble: { en: 'fumble', ja: 'ファンブル' } },
  degreeNumeric: true,
  rulesets: D6CHAIN_RULESETS,
  defaultRuleset: 'seed',
  resolveRuleset: resolveD6ChainRuleset,
  choicesFor: (param, rules) => (param === 'target' ? { choices: Object.keys(rules.targets), aliases: {} } : { choices: [], aliases: {} }),
  compile: (cell, rules) => compileD6ChainCell(cell, rules),
  grades: (rules) => rules.grades,
  kernels: { check: d6ChainKernel, combat: d6ChainCombatKernel },
  exact: d6ChainExact,
  tune: 'target',
  tuneRange: () => '0..16',
  report: { x: 'target', successFrom: (rules) => (rules.strict ? 1 : 0) },
};
