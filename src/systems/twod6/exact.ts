import { diceMultisets, exactFrom } from '../dice-kernel.js';
import type { TwoD6Compiled } from './compile.js';
import { resolveTwoD6 } from './rules.js';

/**
 * Exact distribution: each face combination of the compiled outcome table
 * (filled by the rules function) is equally likely; without a table (too many
 * faces), every multiset of the dice weighted by its multinomial count.
 */
export function twoD6Exact(c: TwoD6Compiled): Float64Array {
  if (c.outcomeOf.length > 0) return exactFrom(c, outcomeLaw(c));
  return twoD6ExactByMultisets(c);
}

/** Each distinct outcome of a table with its probability, once per table: cells that share a table (compile.ts) share it. */
const laws = new WeakMap<Int32Array, Array<[number, number]>>();

function outcomeLaw(c: TwoD6Compiled): Array<[number, number]> {
  let law = laws.get(c.outcomeOf);
  if (!law) {
    const counts = new Float64Array(c.outcomes.length);
    for (let i = 0; i < c.outcomeOf.length; i++) counts[c.outcomeOf[i]]++;
    law = Array.from(c.outcomes, (packed, id): [number, number] => [packed, counts[id] / c.outcomeOf.length]);
    laws.set(c.outcomeOf, law);
  }
  return law;
}

/** Every multiset of the dice, weighted by its multinomial count (also the tests' second method). */
export function twoD6ExactByMultisets(c: TwoD6Compiled): Float64Array {
  const outcomes: Array<[number, number]> = [];
  for (const [d, p] of diceMultisets(c.dice, c.faces)) outcomes.push([resolveTwoD6(c, d), p]);
  return exactFrom(c, outcomes);
}
