import { exactFrom, pack } from '../dice-kernel.js';
import type { D6ChainCompiled } from './compile.js';

/** Exact: convolve the one-die distribution `dice` times, tracking critical/fumble. */
export function d6ChainExact(c: D6ChainCompiled): Float64Array {
  // one die: the 36 (first, second) cells of the table are equally likely
  const one = new Map<number, number>(); // value * 4 + kinds → p
  for (let i = 0; i < 36; i++) {
    const key = c.value[i] * 4 + c.kind[i];
    one.set(key, (one.get(key) ?? 0) + 1 / 36);
  }
  let states = new Map<number, number>([[0, 1]]); // sum * 4 + kinds → p
  for (let k = 0; k < c.dice; k++) {
    const next = new Map<number, number>();
    for (const [key, p] of states) {
      const sum = Math.floor(key / 4);
      for (const [dk, q] of one) {
        const v = Math.floor(dk / 4);
        const nk = (sum + v) * 4 + ((key - sum * 4) | (dk - v * 4));
        next.set(nk, (next.get(nk) ?? 0) + p * q);
      }
    }
    states = next;
  }
  const outcomes: Array<[number, number]> = [];
  for (const [key, p] of states) {
    const sum = Math.floor(key / 4);
    const degree = sum + c.bonus - c.target;
    outcomes.push([pack(degree, c.strict ? degree > 0 : degree >= 0, key - sum * 4), p]);
  }
  return exactFrom(c, outcomes);
}
