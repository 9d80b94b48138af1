import type { Cell } from '../../core/grid.js';
import { type OutcomeTable, outcomeTable } from '../dice-kernel.js';
import type { CompiledCheck } from '../types.js';
import type { TwoD6Ruleset } from './ruleset.js';
import { CONVERT_POLICIES, type ConvertPolicy, TWOD6_CATEGORIES, type TwoD6Roll, resolveTwoD6 } from './rules.js';

/** A cell: its roll, and the roll's outcome for every face combination (empty when faces^dice > TABLE_MAX). */
export interface TwoD6Compiled extends CompiledCheck, TwoD6Roll, OutcomeTable {}

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
    criticalRule: ['none', 'two-or-more-sixes', 'all-sixes'].indexOf(r.critical),
    fumbleRule: ['none', 'two-or-more-ones', 'all-ones'].indexOf(r.fumble),
    fumbleAchievement: r.fumbleAchievement,
    convert: CONVERT_POLICIES.indexOf(convert),
  };
}

const NO_TABLE: OutcomeTable = { outcomeOf: new Int32Array(0), outcomes: new Int32Array(0) };

/**
 * A roll's outcome depends on judgement value + modifier, not on each:
 * cells that agree on the rest share one table (a grid over ability and
 * modifier repeats sums).
 */
const tables = new WeakMap<TwoD6Ruleset, Map<string, OutcomeTable>>();

function sharedTable(r: TwoD6Ruleset, roll: TwoD6Roll): OutcomeTable {
  let byRoll = tables.get(r);
  if (!byRoll) tables.set(r, (byRoll = new Map()));
  // every field of the roll, with judgement value and modifier folded into their sum
  const key = JSON.stringify({ ...roll, ability: roll.ability + roll.modifier, modifier: 0 });
  let t = byRoll.get(key);
  if (!t) byRoll.set(key, (t = outcomeTable(roll.dice, roll.faces, (d) => resolveTwoD6(roll, d)) ?? NO_TABLE));
  return t;
}

export function compileTwoD6Cell(cell: Cell, r: TwoD6Ruleset): TwoD6Compiled {
  const roll = rollOf(
    r,
    Number(cell.ability),
    Number(cell.modifier ?? 0),
    Number(cell.difficulty),
    cell.courageDie === true,
    String(cell.convert ?? 'never') as ConvertPolicy,
  );
  const lo = Math.min(roll.fumbleAchievement, roll.ability + 1 + roll.modifier) - roll.difficulty;
  const hi = Math.max(roll.fumbleAchievement, roll.ability + roll.faces + roll.modifier) - roll.difficulty;
  return { ...roll, ...sharedTable(r, roll), nCategories: TWOD6_CATEGORIES.length, degreeMin: lo, degreeSize: hi - lo + 1 };
}
