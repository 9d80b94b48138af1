import { pack } from '../dice-kernel.js';

/**
 * One 2D6 roll (行為判定, seed 002) resolved from its dice. Used by the kernel
 * per trial, by the exact enumeration and by the tests, so the rules live in
 * one place. The result is packed in one integer (see dice-kernel.ts).
 */

export const CONVERT_POLICIES = ['never', 'when-safe', 'always'] as const;
export type ConvertPolicy = (typeof CONVERT_POLICIES)[number];

/** Outcome categories, in bit order of the packed result. */
export const TWOD6_CATEGORIES = ['critical', 'fumble', 'converted'] as const;
const B_CRITICAL = 1;
const B_FUMBLE = 2;
const B_CONVERTED = 4;
/** Masks of the categories in a packed result (bit 0 is success). */
export const P_CRITICAL = B_CRITICAL << 1;
export const P_FUMBLE = B_FUMBLE << 1;
export const P_CONVERTED = B_CONVERTED << 1;

/** The numbers a roll needs, compiled from a cell and its ruleset. */
export interface TwoD6Roll {
  ability: number;
  modifier: number;
  difficulty: number;
  /** Dice rolled: the ruleset's dice, plus courage dice when spent. */
  dice: number;
  faces: number;
  /** 0 none, 1 two or more top faces, 2 all top faces. */
  criticalRule: number;
  /** 0 none, 1 two or more 1s, 2 all 1s. */
  fumbleRule: number;
  fumbleAchievement: number;
  /** 0 never, 1 when-safe, 2 always. */
  convert: number;
}

/**
 * Resolve dice d[0..dice). Critical (automatic success) and fumble (automatic
 * failure, achievement 0) are read from the roll as thrown. A 6 of a roll that
 * is not a critical may be converted into 1 courage (勇気への変換): it is
 * removed and the highest remaining die counts. A critical's achievement is
 * still computed (ability + highest + modifier) so its degree can be reported.
 *
 * It reads of the dice only how many show the top face, how many show 1, and
 * the highest die that is not a top face: the exact routine (exact.ts) calls
 * it once per class of rolls agreeing on those, so a rule that reads more of
 * the dice changes those classes too (test/systems/dice-tables.test.ts holds
 * the classes to every multiset of the dice).
 */
export function resolveTwoD6(r: TwoD6Roll, d: ArrayLike<number>): number {
  let sixes = 0;
  let ones = 0;
  let high = 0;
  let highWithoutSix = 0;
  for (let i = 0; i < r.dice; i++) {
    const x = d[i];
    if (x === r.faces) sixes++;
    else if (x > highWithoutSix) highWithoutSix = x;
    if (x === 1) ones++;
    if (x > high) high = x;
  }
  const critical = r.criticalRule === 1 ? sixes >= 2 : r.criticalRule === 2 ? sixes === r.dice : false;
  const fumble = !critical && (r.fumbleRule === 1 ? ones >= 2 : r.fumbleRule === 2 ? ones === r.dice : false);
  let achievement = fumble ? r.fumbleAchievement : r.ability + high + r.modifier;
  let success = critical || (!fumble && achievement >= r.difficulty);
  let converted = false;
  if (!critical && sixes >= 1 && r.convert !== 0 && r.dice > 1) {
    // the highest die left once one 6 is removed (another 6, if there were several)
    const rest = sixes >= 2 ? r.faces : highWithoutSix;
    const without = fumble ? achievement : r.ability + rest + r.modifier;
    const stillSucceeds = !fumble && without >= r.difficulty;
    if (r.convert === 2 || stillSucceeds) {
      converted = true;
      achievement = without;
      success = stillSucceeds;
    }
  }
  return pack(achievement - r.difficulty, success, (critical ? B_CRITICAL : 0) | (fumble ? B_FUMBLE : 0) | (converted ? B_CONVERTED : 0));
}
