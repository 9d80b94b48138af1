import { ACC_TRIALS } from '../../core/accumulator.js';
import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY, flushCounts, rejectBelow } from '../dice-kernel.js';
import { type DrawSteelCompiled, P_REROLLED } from './compile.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/**
 * n tests. One 32-bit draw picks a uniform pair of faces (an index of the
 * compiled outcome table, filled by the rules function); with the hero-token
 * policy a failed roll is rolled once more and the new roll stands, counted
 * apart as "rerolled". Counts reach the accumulator once per call.
 */
export function drawSteelKernel(c: DrawSteelCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  acc[ACC_TRIALS] += n;
  const table = c.outcomeOf;
  const size = table.length;
  const k = c.outcomes.length;
  const ok = new Uint8Array(k);
  for (let id = 0; id < k; id++) ok[id] = c.outcomes[id] & 1;
  const kept = new Int32Array(k);
  const rerolled = new Int32Array(k);
  const reroll = c.reroll === 1;
  const reject = rejectBelow(size);
  const st = warmState(seed);
  let a = st[0], b = st[1], s = st[2], d = st[3];
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    // a failed first roll waiting for its reroll (the next accepted draw)
    let rerolling = false;
    for (let t = 0; t < m; ) {
      const r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
      const x = (r >>> 0) * size;
      const i = (x * U32) | 0;
      if (x - i * 4294967296 < reject) continue; // exact uniformity: draw again (p < size / 2^32)
      if (rerolling) {
        // the hero-token reroll of a failed first roll: the new roll stands
        rerolled[table[i]]++;
        rerolling = false;
        t++;
        continue;
      }
      const id = table[i];
      if (reroll && ok[id] === 0) rerolling = true;
      else {
        kept[id]++;
        t++;
      }
    }
    flushCounts(acc, c, c.outcomes, kept);
    flushCounts(acc, c, c.outcomes, rerolled, P_REROLLED);
  }
}
