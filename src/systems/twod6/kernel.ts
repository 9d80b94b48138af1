import { ACC_TRIALS } from '../../core/accumulator.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY, flushCounts, record, rejectBelow } from '../dice-kernel.js';
import type { TwoD6Compiled } from './compile.js';
import { resolveTwoD6 } from './rules.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/**
 * n rolls. One 32-bit draw picks a uniform face combination (an index of the
 * compiled outcome table, which the rules function filled; see `rejectBelow`
 * for why it is exactly uniform), and the trial is one count of that
 * combination's outcome; counts reach the accumulator once per call. sfc32's
 * state lives in locals (see core/seed.ts).
 */
export function twoD6CheckKernel(c: TwoD6Compiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  acc[ACC_TRIALS] += n;
  if (c.outcomeOf.length === 0) return twoD6ResolveEach(c, n, seed, acc);
  const table = c.outcomeOf;
  const size = table.length;
  const counts = new Int32Array(c.outcomes.length);
  // counted per face combination, not per outcome: increments spread over many cells do not wait on each other
  const byFaces = new Int32Array(size);
  const reject = rejectBelow(size);
  const st = warmState(seed);
  let a = st[0], b = st[1], s = st[2], d = st[3];
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    for (let t = 0; t < m; t++) {
      const r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
      const x = (r >>> 0) * size;
      const i = (x * U32) | 0;
      if (x - i * 4294967296 < reject) { t--; continue; } // exact uniformity: draw again (p < size / 2^32)
      byFaces[i]++;
    }
    for (let i = 0; i < size; i++) {
      counts[table[i]] += byFaces[i];
      byFaces[i] = 0;
    }
    flushCounts(acc, c, c.outcomes, counts);
  }
}

/** Rulesets with too many face combinations for a table: draw each die and call the rules function. */
function twoD6ResolveEach(c: TwoD6Compiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  const dice = new Int32Array(c.dice);
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
