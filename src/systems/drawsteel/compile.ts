import type { Cell } from '../../core/grid.js';
import { type OutcomeTable, outcomeTable } from '../dice-kernel.js';
import type { CompiledCheck } from '../types.js';
import { type DrawSteelRuleset, OUTCOMES } from './ruleset.js';
import { type DrawSteelTest, resolvePowerRoll, testOf } from './rules.js';

export const DRAWSTEEL_CATEGORIES = [...OUTCOMES, 'natural-19-20', 'rerolled'] as const;
/** The packed-result bit of the 'rerolled' category (bit 0 is success). */
export const P_REROLLED = 1 << (DRAWSTEEL_CATEGORIES.indexOf('rerolled') + 1);

/** A cell: its test, and the power roll's outcome for every pair of faces (index (d1 − 1) + (d2 − 1) · faces). */
export interface DrawSteelCompiled extends CompiledCheck, DrawSteelTest, OutcomeTable {}

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
  // faces ≤ 100 (ruleset validation): at most 10,000 entries, always within TABLE_MAX
  const table = outcomeTable(2, t.faces, (d) => resolvePowerRoll(t, d[0], d[1]))!;
  return { ...t, ...table, nCategories: DRAWSTEEL_CATEGORIES.length, degreeMin: 0, degreeSize: OUTCOMES.length };
}
