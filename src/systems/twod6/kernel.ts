import { ACC_TRIALS } from '../../core/accumulator.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { record } from '../dice-kernel.js';
import type { TwoD6Compiled } from './compile.js';
import { resolveTwoD6 } from './rules.js';

/** n rolls: draw the dice into a reused array and resolve them with the rules function. */
export function twoD6CheckKernel(c: TwoD6Compiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  const dice = new Int32Array(c.dice);
  acc[ACC_TRIALS] += n;
  for (let t = 0; t < n; t++) {
    for (let i = 0; i < c.dice; i++) {
      if (pos === BLOCK) {
        rb.refill();
        pos = 0;
      }
      dice[i] = die(buf[pos++], c.faces);
    }
    record(acc, c, resolveTwoD6(c, dice), 1);
  }
}
