import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, degreeBase } from '../../core/accumulator.js';
import { hypergeometric } from '../../core/combinatorics.js';
import { FLUSH_EVERY } from '../dice-kernel.js';
import { warmState } from '../../core/seed.js';
import { CAT_BOOSTED, CAT_CRIT_ACHIEVEMENT, CAT_CRIT_TARGET, type MtgCompiled } from './compile.js';

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

/**
 * n single checks on a freshly shuffled library. A trial draws an ordered
 * pair of distinct cards directly (second from N − 1, shifted past the first
 * without a branch), a colour option for a multicolour second card, and for
 * a boost one more word for its hypergeometric bonus (see boostThresholds):
 * at most four draws, and the loop allocates nothing. sfc32's state lives in
 * locals (see core/seed.ts).
 */
export function mtgCheckKernel(c: MtgCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  acc[ACC_TRIALS] += n;
  if (!c.possible) {
    acc[ACC_IMPOSSIBLE] += n;
    return;
  }
  const { value, modStart, modCount, mods, colourless, critical } = c.lib;
  const N = c.lib.size;
  // the achievement of each card with its first colour option, one load instead of three
  const achieve = new Int32Array(N);
  let colourlessTotal = 0;
  for (let i = 0; i < N; i++) {
    achieve[i] = value[i] + mods[modStart[i]];
    colourlessTotal += colourless[i];
  }
  const policy = c.boostAllowed ? c.boostPolicy : 0;
  const row = c.boostSize + 1;
  const thresholds = policy > 0 ? boostThresholds(N, colourlessTotal, c.boostSize) : new Float64Array(0);
  const st = warmState(seed);
  let a = st[0], b = st[1], s = st[2], d = st[3];
  const diff = c.difficulty;
  const autoCrit = c.criticalMode === 1;
  // degrees counted in integers; successes read from them at the end (degree ≥ 0), corrected
  // for the rare automatic criticals that decide a check against its degree
  const hist = new Int32Array(c.degreeSize);
  const dMin = c.degreeMin;
  let forcedAdjust = 0;
  let boosted = 0;
  let critT = 0;
  let critA = 0;
  // at most FLUSH_EVERY trials between flushes of the Int32 counts
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    for (let t = 0; t < m; t++) {
      const r1 = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r1) | 0;
      const r2 = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r2) | 0;
      const first = ((r1 >>> 0) * N * U32) | 0;
      let second = ((r2 >>> 0) * (N - 1) * U32) | 0;
      second += (first - second - 1) >>> 31; // j += (j >= i)
      let achievement = achieve[second];
      const cnt = modCount[second];
      if (cnt > 1) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
        achievement = value[second] + mods[modStart[second] + (((r >>> 0) * cnt * U32) | 0)];
      }
      let degree = achievement - value[first] - diff;
      const cf = critical[first];
      const cs = critical[second];
      critT += cf;
      critA += cs;
      // automatic criticals: card 2 succeeds, else card 1 fails; no boost can change either
      const forced = autoCrit && (cf | cs) !== 0;
      if (policy === 2 || (policy === 1 && degree < 0 && !forced)) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
        const u = r >>> 0;
        const k0 = (colourless[first] + colourless[second]) * row;
        let k = k0;
        while (u >= thresholds[k]) k++;
        degree += k - k0;
        boosted++;
      }
      if (forced) forcedAdjust += cs === 1 ? (degree < 0 ? 1 : 0) : degree >= 0 ? -1 : 0;
      hist[degree - dMin]++;
    }
    let successes = forcedAdjust;
    const base = degreeBase(c);
    for (let i = 0; i < hist.length; i++) {
      acc[base + i] += hist[i];
      if (dMin + i >= 0) successes += hist[i];
      hist[i] = 0;
    }
    acc[ACC_SUCCESS] += successes;
    forcedAdjust = 0;
  }
  acc[ACC_CATEGORIES + CAT_BOOSTED] += boosted;
  acc[ACC_CATEGORIES + CAT_CRIT_TARGET] += critT;
  acc[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] += critA;
}
