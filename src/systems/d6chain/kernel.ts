/*
 * d6chain's Monte Carlo kernel: the die tables for one, two and three dice,
 * and the trial loops that count each check's (sum, critical, fumble) state.
 */
import { ACC_TRIALS } from '../../core/accumulator.js';
import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY, countTableRolls, flushCounts, pack, rejectBelow } from '../dice-kernel.js';
import { type D6ChainCompiled, dieTableKey } from './compile.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/**
 * The die tables for one draw of one die (36 entries), two dice (1,296, index
 * i + 36·j) and three dice (46,656, index i + 36·j + 1,296·k, the pair (i, j)
 * and the single k): entry = (Σ value − dice·vMin) · 4 + (critical 1 | fumble
 * 2), so a trial's sum starts at 0 and its kinds are the entries' low bits
 * OR-ed. Cached by die table: a kernel is called once per chunk.
 */
export interface D6ChainGroupTables {
  vMin: number;
  vMax: number;
  one: Int32Array;
  two: Int32Array;
  three: Int32Array;
}

const groupTables = new Map<string, D6ChainGroupTables>();

export function d6ChainGroupTables(c: { value: Int32Array; kind: Int32Array }): D6ChainGroupTables {
  const key = dieTableKey(c);
  const known = groupTables.get(key);
  if (known) return known;
  let vMin = Infinity;
  let vMax = -Infinity;
  for (let i = 0; i < 36; i++) {
    vMin = Math.min(vMin, c.value[i]);
    vMax = Math.max(vMax, c.value[i]);
  }
  const one = new Int32Array(36);
  for (let i = 0; i < 36; i++) one[i] = ((c.value[i] - vMin) << 2) | c.kind[i];
  const two = new Int32Array(1296);
  for (let i = 0; i < 36; i++) {
    for (let j = 0; j < 36; j++) two[i + 36 * j] = ((c.value[i] + c.value[j] - 2 * vMin) << 2) | c.kind[i] | c.kind[j];
  }
  const three = new Int32Array(46656);
  for (let k = 0; k < 36; k++) {
    for (let ij = 0; ij < 1296; ij++) three[ij + 1296 * k] = addEntries(two[ij], one[k]);
  }
  if (groupTables.size > 16) groupTables.clear(); // a handful of rulesets per process
  const tables = { vMin, vMax, one, two, three };
  groupTables.set(key, tables);
  return tables;
}

/** Two table entries (or a running state and an entry) together: sums add, kind bits OR. */
function addEntries(q: number, e: number): number {
  return (q + (e & ~3)) | ((q | e) & 3);
}

/**
 * n checks of `dice` dice. A die is one of the 36 equally likely (first,
 * second) roll cells of the compiled table (the second roll only matters
 * after a 1 or a 6, as at the table). One 32-bit draw picks three dice: an
 * exactly uniform index of 36³ cells (see dice-kernel's `rejectBelow`),
 * looked up in the three-dice table; the last one or two dice take one more
 * draw. Each trial counts its (sum, critical, fumble) state; states become
 * packed outcomes once per call.
 */
export function d6ChainKernel(c: D6ChainCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  acc[ACC_TRIALS] += n;
  if (c.dice < 3) return fewDiceTrials(c, n, seed, acc);
  const { vMin, vMax, one, two, three } = d6ChainGroupTables(c);
  const triples = Math.floor(c.dice / 3);
  const rest = c.dice % 3;
  const restTable = rest === 2 ? two : one;
  const restSize = rest === 2 ? 1296 : 36;
  const reject3 = rejectBelow(46656);
  const rejectRest = rejectBelow(restSize);
  const outcomes = stateOutcomes(c, vMin, vMax);
  const states = outcomes.length;
  const counts = new Int32Array(states);
  const counts2 = new Int32Array(states);
  const st = warmState(seed);
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    let t = 0;
    if (triples === 1 && rest === 0) {
      // Three dice, the common roll: one word a trial, two trials an iteration counted into two
      // arrays, so that consecutive trials landing on the same state do not wait on each other's
      // increment (the draws are in the same order as one trial at a time).
      for (; t + 1 < m; t += 2) {
        let r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        let x = (r >>> 0) * 46656;
        const i = (x * U32) | 0;
        if (x - i * 4294967296 < reject3) {
          t -= 2;
          continue;
        } // exact uniformity: draw again (p ≈ 1e-5)
        let j = 0;
        do {
          r = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (s + (s << 3)) | 0;
          s = (s << 21) | (s >>> 11);
          s = (s + r) | 0;
          x = (r >>> 0) * 46656;
          j = (x * U32) | 0;
        } while (x - j * 4294967296 < reject3);
        counts[three[i]]++;
        counts2[three[j]]++;
      }
    }
    for (; t < m; t++) {
      let q = 0; // (sum << 2) | kinds, as the table entries
      for (let g = 0; g < triples; g++) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        const x = (r >>> 0) * 46656;
        const i = (x * U32) | 0;
        if (x - i * 4294967296 < reject3) {
          g--;
          continue;
        } // exact uniformity: draw again (p ≈ 1e-5)
        const e = three[i];
        q = (q + (e & ~3)) | ((q | e) & 3);
      }
      if (rest > 0) {
        for (;;) {
          const r = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (s + (s << 3)) | 0;
          s = (s << 21) | (s >>> 11);
          s = (s + r) | 0;
          const x = (r >>> 0) * restSize;
          const i = (x * U32) | 0;
          if (x - i * 4294967296 < rejectRest) continue;
          const e = restTable[i];
          q = (q + (e & ~3)) | ((q | e) & 3);
          break;
        }
      }
      counts[q]++;
    }
    addInto(counts, counts2);
    flushCounts(acc, c, outcomes, counts);
  }
}

/** Each trial state's packed outcome: (sum << 2) | kinds → degree, success, kinds. */
function stateOutcomes(c: D6ChainCompiled, vMin: number, vMax: number): Int32Array {
  const states = (c.dice * (vMax - vMin) + 1) * 4;
  const outcomes = new Int32Array(states);
  for (let q = 0; q < states; q++) {
    const degree = (q >> 2) + c.dice * vMin + c.bonus - c.target;
    outcomes[q] = pack(degree, c.strict ? degree > 0 : degree >= 0, q & 3);
  }
  return outcomes;
}

/** One or two dice: the table entry is the trial's state (countTableRolls: two single-die rolls a word). */
function fewDiceTrials(c: D6ChainCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const { vMin, vMax, one, two } = d6ChainGroupTables(c);
  const table = c.dice === 2 ? two : one;
  const outcomes = stateOutcomes(c, vMin, vMax);
  const counts = new Int32Array(outcomes.length);
  const byFaces = new Int32Array(table.length);
  const st = warmState(seed);
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    countTableRolls(st, Math.min(FLUSH_EVERY, n - done), table, byFaces, counts);
    flushCounts(acc, c, outcomes, counts);
  }
}

/** The second count array (the two-trials-an-iteration loop's) added into the first, and zeroed. */
function addInto(counts: Int32Array, counts2: Int32Array): void {
  for (let q = 0; q < counts.length; q++) {
    counts[q] += counts2[q];
    counts2[q] = 0;
  }
}
