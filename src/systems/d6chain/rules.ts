import type { D6ChainRuleset } from './ruleset.js';

/** Outcomes of one die: its value and whether it was a critical or fumble. */
export interface DieOutcome {
  value: number;
  critical: boolean;
  fumble: boolean;
  p: number;
}

/**
 * The dice value of one die (ダイス値) from its first roll and, for 1 and 6,
 * the second: 6 then 6 is a critical (+10), 6 then other +6; 1 then 1 a
 * fumble (−10), 1 then other +1; 2–5 the face.
 */
export function dieValue(r: D6ChainRuleset, first: number, second: number): { value: number; critical: boolean; fumble: boolean } {
  if (first === 6) return second === 6 ? { value: r.criticalValue, critical: true, fumble: false } : { value: r.highValue, critical: false, fumble: false };
  if (first === 1) return second === 1 ? { value: r.fumbleValue, critical: false, fumble: true } : { value: r.lowValue, critical: false, fumble: false };
  return { value: r.faceValue[first - 1], critical: false, fumble: false };
}

/** The distribution of one die's value (exact: 36 equally likely first/second pairs, grouped). */
export function dieDistribution(r: D6ChainRuleset): DieOutcome[] {
  const byKey = new Map<string, DieOutcome>();
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const o = dieValue(r, a, b);
      const key = `${o.value}|${o.critical}|${o.fumble}`;
      const e = byKey.get(key);
      if (e) e.p += 1 / 36;
      else byKey.set(key, { ...o, p: 1 / 36 });
    }
  }
  return [...byKey.values()];
}

/** Success iff the success value exceeds the target (or reaches it, when not strict). */
export function succeeds(successValue: number, target: number, strict: boolean): boolean {
  return strict ? successValue > target : successValue >= target;
}
