import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import type { Cell } from '../../core/grid.js';
import type { CompiledCheck } from '../types.js';
import type { D6ChainRuleset } from './ruleset.js';

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

/** A die as compiled: its value tables and their lowest and highest value. */
interface D6ChainDie extends D6ChainTables {
  vMin: number;
  vMax: number;
}

/**
 * Dice by ruleset, and by the values the tables depend on: a grid's cells
 * share their ruleset's die, and so do rulesets that differ only elsewhere
 * (targets, grades, strict — what `solve` varies besides the die), so the
 * caches keyed by the tables (the kernel's group tables, the exact pass's
 * sum laws) are shared too. A cell then only reads the die.
 */
const dieByRules = new WeakMap<D6ChainRuleset, D6ChainDie>();
const dieByValues = new Map<string, D6ChainDie>();
/** Distinct dice remembered by value at most (a solve varies the die over thousands). */
const DIE_LIMIT = 1024;

function dieOf(r: D6ChainRuleset): D6ChainDie {
  let die = dieByRules.get(r);
  if (die) return die;
  // faces 1 and 6 re-roll, so only faces 2..5 and the four re-roll values make the tables
  const f = r.faceValue;
  const key = `${f[1]},${f[2]},${f[3]},${f[4]},${r.criticalValue},${r.highValue},${r.fumbleValue},${r.lowValue}`;
  die = dieByValues.get(key);
  if (!die) {
    if (dieByValues.size >= DIE_LIMIT) dieByValues.clear();
    const { value, kind } = buildTables(r);
    let vMin = Infinity;
    let vMax = -Infinity;
    for (let i = 0; i < 36; i++) {
      if (value[i] < vMin) vMin = value[i];
      if (value[i] > vMax) vMax = value[i];
    }
    dieByValues.set(key, (die = { value, kind, vMin, vMax }));
  }
  dieByRules.set(r, die);
  return die;
}

/** A ruleset's die tables (shared by every cell, and by rulesets with the same die values). */
export function d6ChainTables(r: D6ChainRuleset): D6ChainTables {
  return dieOf(r);
}

function buildTables(r: D6ChainRuleset): D6ChainTables {
  // index (first − 1) · 6 + (second − 1): the second roll matters only after a 1 or a 6
  const f = r.faceValue;
  const byFirst = [r.lowValue, f[1], f[2], f[3], f[4], r.highValue];
  const value = new Int32Array(36);
  const kind = new Int32Array(36);
  for (let i = 0; i < 36; i++) value[i] = byFirst[(i / 6) | 0];
  value[0] = r.fumbleValue; // 1 then 1
  kind[0] = C_FUMBLE;
  value[35] = r.criticalValue; // 6 then 6
  kind[35] = C_CRITICAL;
  return { value, kind };
}

/**
 * One string per die table, for the caches keyed by it (the kernel's group tables, the exact pass's sum laws).
 * Remembered by both arrays: a combat walk pairs a ruleset's values with a kindless table of its own, which
 * must not get (or give) the check's key.
 */
const tableKeys = new WeakMap<Int32Array, WeakMap<Int32Array, string>>();

export function dieTableKey(t: D6ChainTables): string {
  let byKind = tableKeys.get(t.value);
  if (byKind === undefined) tableKeys.set(t.value, (byKind = new WeakMap()));
  let key = byKind.get(t.kind);
  if (key === undefined) byKind.set(t.kind, (key = `${t.value.join(',')}|${t.kind.join(',')}`));
  return key;
}

/** A target given as a number or a difficulty label. */
export function targetValue(target: string | number, r: D6ChainRuleset): number {
  if (typeof target === 'number' || /^-?\d+$/.test(target)) return Number(target);
  const v = r.targets[target.toLowerCase()];
  if (v === undefined)
    throw new HanteiError('range', msg('sys.unknownTarget', { target }), {
      hint: msg('sys.numberOrOneOf', { list: Object.keys(r.targets).join(', ') }),
    });
  return v;
}

export function compileD6ChainCell(cell: Cell, r: D6ChainRuleset): D6ChainCompiled {
  const dice = Number(cell.dice ?? 1);
  const bonus = Number(cell.plan ?? 0) + Number(cell.judgement ?? 0);
  const target = targetValue(cell.target as string | number, r);
  const die = dieOf(r);
  const lo = dice * die.vMin + bonus - target;
  const hi = dice * die.vMax + bonus - target;
  // a literal of one shape (no spread): a solve compiles a million of these
  return {
    value: die.value,
    kind: die.kind,
    dice,
    bonus,
    target,
    strict: r.strict ? 1 : 0,
    nCategories: D6CHAIN_CATEGORIES.length,
    degreeMin: lo,
    degreeSize: hi - lo + 1,
  };
}
