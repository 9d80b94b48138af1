import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, degreeBase } from '../../core/accumulator.js';
import { warmState } from '../../core/seed.js';
import { CAT_BOOSTED, CAT_CRIT_ACHIEVEMENT, CAT_CRIT_TARGET, type MtgCompiled } from './compile.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/**
 * n single checks on a freshly shuffled library. Without a boost a trial draws
 * an ordered pair of distinct cards directly; with one, the revealed and boost
 * cards come from a partial Fisher–Yates shuffle of a reused index array. Both
 * are uniform draws without replacement, and the loop allocates nothing.
 * sfc32's state lives in locals (see core/seed.ts).
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
  for (let i = 0; i < N; i++) achieve[i] = value[i] + mods[modStart[i]];
  const perm = new Int32Array(N);
  for (let i = 0; i < N; i++) perm[i] = i;
  const st = warmState(seed);
  let a = st[0], b = st[1], s = st[2], d = st[3];
  const diff = c.difficulty;
  const policy = c.boostAllowed ? c.boostPolicy : 0;
  const boostEnd = 2 + c.boostSize;
  const autoCrit = c.criticalMode === 1;
  const base = degreeBase(c) - c.degreeMin;
  let successes = 0;
  let boosted = 0;
  let critT = 0;
  let critA = 0;
  for (let t = 0; t < n; t++) {
    let first: number;
    let second: number;
    if (policy === 0) {
      // no boost: a uniform ordered pair of distinct cards, second drawn from N − 1 and
      // shifted past the first without a branch: j += (j >= i)
      const r1 = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r1) | 0;
      const r2 = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r2) | 0;
      first = ((r1 >>> 0) * N * U32) | 0;
      second = ((r2 >>> 0) * (N - 1) * U32) | 0;
      second += (first - second - 1) >>> 31;
    } else {
      // partial Fisher–Yates: positions 0 and 1 are the two revealed cards, 2.. the boost
      for (let k = 0; k < 2; k++) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
        const j = k + (((r >>> 0) * (N - k) * U32) | 0);
        const tmp = perm[k]; perm[k] = perm[j]; perm[j] = tmp;
      }
      first = perm[0];
      second = perm[1];
    }
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
    let ok = forced ? cs === 1 : degree >= 0;
    if (policy === 2 || (policy === 1 && !ok && !forced)) {
      let bonus = 0;
      for (let k = 2; k < boostEnd; k++) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
        const j = k + (((r >>> 0) * (N - k) * U32) | 0);
        const tmp = perm[k]; perm[k] = perm[j]; perm[j] = tmp;
        bonus += colourless[perm[k]];
      }
      degree += bonus;
      if (!forced) ok = degree >= 0;
      boosted++;
    }
    if (ok) successes++;
    acc[base + degree] += 1;
  }
  acc[ACC_SUCCESS] += successes;
  acc[ACC_CATEGORIES + CAT_BOOSTED] += boosted;
  acc[ACC_CATEGORIES + CAT_CRIT_TARGET] += critT;
  acc[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] += critA;
}
