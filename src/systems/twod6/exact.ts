import { diceMultisets, exactFrom } from '../dice-kernel.js';
import type { TwoD6Compiled } from './compile.js';
import { resolveTwoD6 } from './rules.js';

/** Exact distribution: every multiset of the dice, weighted by its multinomial count. */
export function twoD6Exact(c: TwoD6Compiled): Float64Array {
  const outcomes: Array<[number, number]> = [];
  for (const [d, p] of diceMultisets(c.dice, c.faces)) outcomes.push([resolveTwoD6(c, d), p]);
  return exactFrom(c, outcomes);
}
