import { exactFrom } from '../dice-kernel.js';
import { type DrawSteelCompiled, P_REROLLED } from './compile.js';
import { resolvePowerRoll } from './rules.js';

/**
 * Exact: the natural total of two dice has the triangular distribution, so
 * each total is resolved once with its weight; a reroll on failure mixes in a
 * second, independent roll.
 */
export function drawSteelExact(c: DrawSteelCompiled): Float64Array {
  const f = c.faces;
  const single: Array<[number, number]> = [];
  for (let s = 2; s <= 2 * f; s++) {
    const ways = Math.min(s - 1, 2 * f + 1 - s);
    // a natural total decides the roll whatever the split between the dice
    single.push([resolvePowerRoll(c, 1, s - 1), ways / (f * f)]);
  }
  if (c.reroll !== 1) return exactFrom(c, single);
  const outcomes: Array<[number, number]> = [];
  for (const [p, w] of single) {
    if (p & 1) outcomes.push([p, w]);
    else for (const [q, v] of single) outcomes.push([q | P_REROLLED, w * v]);
  }
  return exactFrom(c, outcomes);
}
