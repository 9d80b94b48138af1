import type { Cell } from '../../core/grid.js';
import { inRange } from '../dice-kernel.js';
import type { CompiledCheck } from '../types.js';
import type { TwoD6Ruleset } from './ruleset.js';
import { CONVERT_POLICIES, type ConvertPolicy, TWOD6_CATEGORIES, type TwoD6Roll } from './rules.js';

/**
 * A cell: its roll, as plain numbers. The Monte Carlo kernel's outcome table
 * is built from it where a kernel runs (kernel.ts `twoD6Table`), not here: an
 * exact grid never needs one.
 */
export interface TwoD6Compiled extends CompiledCheck, TwoD6Roll {}

const CRITICAL_RULES = ['none', 'two-or-more-sixes', 'all-sixes'];
const FUMBLE_RULES = ['none', 'two-or-more-ones', 'all-ones'];

export function rollOf(
  r: TwoD6Ruleset,
  ability: number,
  modifier: number,
  difficulty: number,
  courageDie: boolean,
  convert: ConvertPolicy,
): TwoD6Roll {
  return {
    ability,
    modifier,
    difficulty,
    dice: r.dice + (courageDie ? r.courageDice : 0),
    faces: r.faces,
    criticalRule: CRITICAL_RULES.indexOf(r.critical),
    fumbleRule: FUMBLE_RULES.indexOf(r.fumble),
    fumbleAchievement: r.fumbleAchievement,
    convert: CONVERT_POLICIES.indexOf(convert),
  };
}

export function compileTwoD6Cell(cell: Cell, r: TwoD6Ruleset): TwoD6Compiled {
  const roll = rollOf(
    r,
    Number(cell.ability),
    Number(cell.modifier ?? 0),
    Number(cell.difficulty),
    cell.courageDie === true,
    String(cell.convert ?? 'never') as ConvertPolicy,
  ) as TwoD6Compiled;
  const lo = Math.min(roll.fumbleAchievement, roll.ability + 1 + roll.modifier) - roll.difficulty;
  const hi = Math.max(roll.fumbleAchievement, roll.ability + roll.faces + roll.modifier) - roll.difficulty;
  // the shape's fields added to the roll itself (no spread into a new literal: a grid compiles hundreds of these)
  roll.nCategories = TWOD6_CATEGORIES.length;
  roll.degreeMin = lo;
  roll.degreeSize = hi - lo + 1;
  return roll;
}

/**
 * A roll's family: rolls agreeing on every number, judgement value and
 * modifier counted by their sum, resolve every face combination alike (a grid
 * over both repeats sums), so the exact routine and the kernels' outcome
 * tables are shared by family. Written into `key` (4 numbers); false outside
 * the ranges the small numbers are packed for (no validated cell is): no sharing.
 */
export function rollFamilyKey(c: TwoD6Roll, key: Float64Array): boolean {
  if (!(
    inRange(c.dice, 1, 127) &&
    inRange(c.faces, 2, 127) &&
    inRange(c.criticalRule, 0, 2) &&
    inRange(c.fumbleRule, 0, 2) &&
    inRange(c.convert, 0, 2)
  ))
    return false;
  key[0] = c.ability + c.modifier;
  key[1] = c.difficulty;
  key[2] = c.fumbleAchievement;
  // the small numbers in one: a shorter key to hash and compare
  key[3] = (((c.dice * 128 + c.faces) * 3 + c.criticalRule) * 3 + c.fumbleRule) * 3 + c.convert;
  return true;
}
