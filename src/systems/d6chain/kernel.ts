import { ACC_TRIALS } from '../../core/accumulator.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { pack, record } from '../dice-kernel.js';
import type { D6ChainCompiled } from './compile.js';

/** One die of the kernel: first roll, and a second one only for 1 and 6 (as at the table). */
export function d6ChainKernel(c: D6ChainCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  acc[ACC_TRIALS] += n;
  for (let t = 0; t < n; t++) {
    let sum = c.bonus;
    let kinds = 0;
    for (let k = 0; k < c.dice; k++) {
      if (pos > BLOCK - 2) {
        rb.refill();
        pos = 0;
      }
      const a = die(buf[pos++], 6);
      const b = a === 1 || a === 6 ? die(buf[pos++], 6) : 1;
      const i = (a - 1) * 6 + (b - 1);
      sum += c.value[i];
      kinds |= c.kind[i];
    }
    const degree = sum - c.target;
    record(acc, c, pack(degree, c.strict ? degree > 0 : degree >= 0, kinds), 1);
  }
}
