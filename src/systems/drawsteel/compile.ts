import type { Cell } from '../../core/grid.js';
import type { CompiledCheck } from '../types.js';
import { type DrawSteelRuleset, OUTCOMES } from './ruleset.js';
import { type DrawSteelTest, testOf } from './rules.js';

export const DRAWSTEEL_CATEGORIES = [...OUTCOMES, 'natural-19-20', 'rerolled'] as const;
/** The packed-result bit of the 'rerolled' category (bit 0 is success). */
export const P_REROLLED = 1 << (DRAWSTEEL_CATEGORIES.indexOf('rerolled') + 1);

/**
 * A cell: its test, as plain numbers. The Monte Carlo kernel's table of the
 * power roll's outcome for every pair of faces is built where a kernel runs
 * (kernel.ts `powerRollTable`), not here: an exact grid never needs one.
 */
export interface DrawSteelCompiled extends CompiledCheck, DrawSteelTest {}

export function compileDrawSteelCell(cell: Cell, r: DrawSteelRuleset): DrawSteelCompiled {
  const t = testOf(
    r,
    Number(cell.characteristic),
    cell.skill === true,
    Number(cell.edges ?? 0),
    Number(cell.banes ?? 0),
    String(cell.difficulty) as 'easy',
    String(cell.reroll ?? 'never'),
  );
  // the shape's fields added to the test itself (no spread into a new literal: a grid compiles hundreds of these)
  const c = t as DrawSteelCompiled;
  c.nCategories = DRAWSTEEL_CATEGORIES.length;
  c.degreeMin = 0;
  c.degreeSize = OUTCOMES.length;
  return c;
}
