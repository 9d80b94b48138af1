import type { D6ChainRuleset } from './ruleset.js';

/**
 * The dice value of one die (ダイス値) from its first roll and, for 1 and 6,
 * the second: 6 then 6 is a critical (+10), 6 then other +6; 1 then 1 a
 * fumble (−10), 1 then other +1; 2–5 the face.
 */
export function dieValue(r: D6ChainRuleset, first: number, second: number): { value: number; critical: boolean; fumble: boolean } {
  if (first === 6)
    return second === 6
      ? { value: r.criticalValue, critical: true, fumble: false }
      : { value: r.highValue, critical: false, fumble: false };
  if (first === 1)
    return second === 1 ? { value: r.fumbleValue, critical: false, fumble: true } : { value: r.lowValue, critical: false, fumble: false };
  return { value: r.faceValue[first - 1], critical: false, fumble: false };
}

/** Success iff the success value exceeds the target (or reaches it, when not strict). */
export function succeeds(successValue: number, target: number, strict: boolean): boolean {
  return strict ? successValue > target : successValue >= target;
}
