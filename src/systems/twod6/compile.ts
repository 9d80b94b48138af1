import type { Cell } from '../../core/grid.js';
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
  const ability = Number(cell.ability);
  const modifier = Number(cell.modifier ?? 0);
  const difficulty = Number(cell.difficulty);
  const lo = Math.min(r.fumbleAchievement, ability + 1 + modifier) - difficulty;
  const hi = Math.max(r.fumbleAchievement, ability + r.faces + modifier) - difficulty;
  // one literal of the roll's fields (no spread: a grid compiles hundreds of these)
  return {
    ability,
    modifier,
    difficulty,
    dice: r.dice + (cell.courageDie === true ? r.courageDice : 0),
    faces: r.faces,
    criticalRule: CRITICAL_RULES.indexOf(r.critical),
    fumbleRule: FUMBLE_RULES.indexOf(r.fumble),
    fumbleAchievement: r.fumbleAchievement,
    convert: CONVERT_POLICIES.indexOf(String(cell.convert ?? 'never') as ConvertPolicy),
    nCategories: TWOD6_CATEGORIES.length,
    degreeMin: lo,
    degreeSize: hi - lo + 1,
  };
}
