import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, degreeBase } from '../../core/accumulator.js';
import { hypergeometric } from '../../core/combinatorics.js';
import { FLUSH_EVERY } from '../dice-kernel.js';
import { warmState } from '../../core/seed.js';
import { CAT_BOOSTED, CAT_CRIT_ACHIEVEMENT, CAT_CRIT_TARGET, type MtgCompiled, activeBoostPolicy } from './compile.js';
import { BOOST, DECIDED, decisions } from './rules.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/**
 * Boost bonus sampler: the boost's cards are a uniform subset of the N − 2
 * cards left, so its bonus (colourless cards among them) is hypergeometric
 * with the colourless count of the rest, which depends only on how many of
 * the two revealed cards are colourless (0, 1 or 2). Row k holds the
 * cumulative probabilities × 2^32 for that case; a 32-bit word u gives the
 * bonus x = the first index with u < row[x] (each bonus's probability is off
 * by less than 2^-32 from rounding the thresholds).
 */
export function boostThresholds(N: number, colourlessTotal: number, boostSize: number): Float64Array {
  const row = boostSize + 1;
  const out = new Float64Array(3 * row);
  for (let k = 0; k < 3; k++) {
    const rest = N - 2;
    const marked = Math.max(0, colourlessTotal - k);
    let cum = 0;
    for (let x = 0; x <= boostSize; x++) {
      cum += hypergeometric(x, rest, marked, boostSize);
      out[k * row + x] = x === boostSize ? 4294967296 : Math.min(4294967296, Math.round(cum * 4294967296));
    }
  }
  return out;
}

/** Buckets of the boost guide: the top GUIDE_BITS bits of the word. */
export const GUIDE_BITS = 10;

/**
 * A guide table over boostThresholds (Chen and Asau's method): for each row
 * and each bucket of words sharing their top GUIDE_BITS bits, the smallest
 * bonus a word of the bucket can get. The search then starts there and moves
 * on only in the few buckets that straddle a threshold: the same bonus as a
 * search from 0, without its unpredictable loop.
 */
export function boostGuide(thresholds: Float64Array, row: number): Uint8Array {
  const buckets = 1 << GUIDE_BITS;
  const out = new Uint8Array(3 * buckets);
  for (let k = 0; k < 3; k++) {
    let x = 0;
    for (let g = 0; g < buckets; g++) {
      const low = g * 2 ** (32 - GUIDE_BITS); // the bucket's smallest word
      while (low >= thresholds[k * row + x]) x++;
      out[k * buckets + g] = x;
    }
  }
  return out;
}

/** Per compiled cell (the same object for every chunk of a task): the packed cards and the boost's tables. */
interface MtgKernelSetup {
  asFirst: Int32Array;
  asSecond: Int32Array;
  thresholds: Float64Array;
  guide: Uint8Array;
}

const setups = new WeakMap<MtgCompiled, MtgKernelSetup>();

function setupOf(c: MtgCompiled): MtgKernelSetup {
  const known = setups.get(c);
  if (known) return known;
  const { value, modStart, modCount, mods, colourless, critical } = c.lib;
  const N = c.lib.size;
  // one load per card and role: (number << 4) | (multicolour 4) | (critical 2) | (colourless 1),
  // the number being the card's value as card 1, its achievement with its first colour option as card 2
  const asFirst = new Int32Array(N);
  const asSecond = new Int32Array(N);
  let colourlessTotal = 0;
  for (let i = 0; i < N; i++) {
    const bits = (modCount[i] > 1 ? 4 : 0) | (critical[i] << 1) | colourless[i];
    asFirst[i] = (value[i] << 4) | bits;
    asSecond[i] = ((value[i] + mods[modStart[i]]) << 4) | bits;
    colourlessTotal += colourless[i];
  }
  const boosts = activeBoostPolicy(c) !== BOOST.NEVER;
  const thresholds = boosts ? boostThresholds(N, colourlessTotal, c.boostSize) : new Float64Array(0);
  const guide = boosts ? boostGuide(thresholds, c.boostSize + 1) : new Uint8Array(0);
  const setup = { asFirst, asSecond, thresholds, guide };
  setups.set(c, setup);
  return setup;
}

/**
 * n single checks on a freshly shuffled library. A trial draws an ordered
 * pair of distinct cards directly (second from N − 1, shifted past the first
 * without a branch) and a colour option for a multicolour second card, and
 * counts its degree in integers by how it ends: whether an automatic
 * critical decided it, and whether it takes a boost (and how many of the two
 * revealed cards are colourless, which fixes the boost's law). The boost's
 * bonus is independent of everything else given that count, so boosted
 * trials are resolved after the trial loop: one more word each, bonus from
 * boostThresholds through boostGuide. The trial loop has no branch on the
 * boost and no inner loop; nothing is allocated per trial. The trial loop and
 * the resolution are functions of their own, so that V8 optimises each whole
 * on the first chunk (a kernel whose tail ran only after the loop was
 * optimised kept being deoptimised there). sfc32's state lives in locals
 * (see core/seed.ts).
 */
export function mtgCheckKernel(c: MtgCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  acc[ACC_TRIALS] += n;
  if (!c.possible) {
    acc[ACC_IMPOSSIBLE] += n;
    return;
  }
  const setup = setupOf(c);
  const { thresholds, guide } = setup;
  const size = c.degreeSize;
  // counts[((decided · 4) + group) · size + degree − degreeMin]: decided as rules.ts's DECIDED (0 by its
  // degree, 1 won by card 2's automatic critical, 2 lost to card 1's); group 0 no boost, 1 + k a boost with k
  // colourless cards among the two revealed (before its bonus)
  const counts = new Int32Array(12 * size);
  // [successes, boosted, critical target, critical achievement], then the degree histogram
  const totals = new Float64Array(4 + size);
  const bonuses = new Int32Array(c.boostSize + 1);
  const st = warmState(seed);
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    mtgTrials(c, setup, st, m, counts, totals);
    resolveBoosts(st, counts, size, c.degreeMin, c.boostSize + 1, thresholds, guide, bonuses, totals);
  }
  const base = degreeBase(c);
  for (let i = 0; i < size; i++) acc[base + i] += totals[4 + i];
  acc[ACC_SUCCESS] += totals[0];
  acc[ACC_CATEGORIES + CAT_BOOSTED] += totals[1];
  acc[ACC_CATEGORIES + CAT_CRIT_TARGET] += totals[2];
  acc[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] += totals[3];
}

/** The trial loop: m checks counted into `counts` (see mtgCheckKernel), critical cards into totals[2], totals[3]. */
function mtgTrials(c: MtgCompiled, setup: MtgKernelSetup, st: Int32Array, m: number, counts: Int32Array, totals: Float64Array): void {
  const { asFirst, asSecond } = setup;
  const { value, modStart, modCount, mods } = c.lib;
  const N = c.lib.size;
  const diff = c.difficulty;
  // the rules' decisions (rules.ts): slot (card 1 critical, card 2 critical, failing) → (decided << 1) | boosts
  const decide = decisions(c.criticalMode, activeBoostPolicy(c));
  const size = c.degreeSize;
  const dMin = c.degreeMin;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  let critT = 0;
  let critA = 0;
  for (let t = 0; t < m; t++) {
    const r1 = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (s + (s << 3)) | 0;
    s = (s << 21) | (s >>> 11);
    s = (s + r1) | 0;
    const r2 = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (s + (s << 3)) | 0;
    s = (s << 21) | (s >>> 11);
    s = (s + r2) | 0;
    const first = ((r1 >>> 0) * N * U32) | 0;
    let second = ((r2 >>> 0) * (N - 1) * U32) | 0;
    second += (first - second - 1) >>> 31; // j += (j >= i)
    const p1 = asFirst[first];
    const p2 = asSecond[second];
    let achievement = p2 >> 4;
    if (p2 & 4) {
      const r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      achievement = value[second] + mods[modStart[second] + (((r >>> 0) * modCount[second] * U32) | 0)];
    }
    const degree = achievement - (p1 >> 4) - diff;
    const cf = (p1 >> 1) & 1;
    const cs = (p2 >> 1) & 1;
    critT += cf;
    critA += cs;
    const o = decide[(cf << 2) | (cs << 1) | (degree >>> 31)];
    const group = (o & 1) * (1 + (p1 & 1) + (p2 & 1));
    counts[((o >> 1) * 4 + group) * size + degree - dMin]++;
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
  totals[2] += critT;
  totals[3] += critA;
}

/** Empty `counts` into totals: unboosted trials as they are, boosted ones with a bonus drawn for each (one word). */
function resolveBoosts(
  st: Int32Array,
  counts: Int32Array,
  size: number,
  dMin: number,
  row: number,
  thresholds: Float64Array,
  guide: Uint8Array,
  bonuses: Int32Array,
  totals: Float64Array,
): void {
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let decided = 0; decided < 3; decided++) {
    for (let group = 0; group < 4; group++) {
      const base = (decided * 4 + group) * size;
      const k0 = (group - 1) * row;
      const g0 = (group - 1) << GUIDE_BITS;
      for (let i = 0; i < size; i++) {
        const count = counts[base + i];
        if (count === 0) continue;
        counts[base + i] = 0;
        if (decided === DECIDED.WON) totals[0] += count;
        if (group === 0) {
          totals[4 + i] += count;
          if (decided === DECIDED.BY_DEGREE && dMin + i >= 0) totals[0] += count;
          continue;
        }
        totals[1] += count;
        // the bonuses of `count` trials, counted by value, then spread over the degrees
        for (let q = 0; q < count; q++) {
          const r = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (s + (s << 3)) | 0;
          s = (s << 21) | (s >>> 11);
          s = (s + r) | 0;
          const u = r >>> 0;
          let k = k0 + guide[g0 + (u >>> (32 - GUIDE_BITS))];
          while (u >= thresholds[k]) k++;
          bonuses[k - k0]++;
        }
        for (let x = 0; x < row; x++) {
          const nx = bonuses[x];
          if (nx === 0) continue;
          bonuses[x] = 0;
          totals[4 + i + x] += nx;
          if (decided === DECIDED.BY_DEGREE && dMin + i + x >= 0) totals[0] += nx;
        }
      }
    }
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
}
