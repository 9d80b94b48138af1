import { ACC_TRIALS } from '../../core/accumulator.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { record } from '../dice-kernel.js';
import { type DrawSteelCompiled, P_REROLLED } from './compile.js';
import { resolvePowerRoll } from './rules.js';

/** n tests; with the hero-token policy a failed roll is rolled once more and the new roll stands. */
export function drawSteelKernel(c: DrawSteelCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  acc[ACC_TRIALS] += n;
  for (let t = 0; t < n; t++) {
    if (pos > BLOCK - 4) {
      rb.refill();
      pos = 0;
    }
    let p = resolvePowerRoll(c, die(buf[pos], c.faces), die(buf[pos + 1], c.faces));
    pos += 2;
    if (c.reroll === 1 && !(p & 1)) {
      p = resolvePowerRoll(c, die(buf[pos], c.faces), die(buf[pos + 1], c.faces)) | P_REROLLED;
      pos += 2;
    }
    record(acc, c, p, 1);
  }
}
