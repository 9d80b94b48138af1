import { ACC_CATEGORIES, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../../core/accumulator.js';
import { type D6ChainCompiled, dieTableKey } from './compile.js';

/**
 * The law of k dice alone. Every output of a cell is a marginal of it (the
 * degree histogram and success of the sum, critical and fumble of "any die"),
 * so the sum is convolved without the kind bits: P(Σ value = k·vMin + s) at
 * p[s], and P(Σ ≥ k·vMin + s) at tail[s] for the success line.
 */
interface SumLaw {
  vMin: number;
  p: Float64Array;
  tail: Float64Array;
  /** P(at least one die is a critical), P(at least one a fumble). */
  critical: number;
  fumble: number;
}

/** The laws known for one die table: `sums[k]` the sum's law for k dice, `laws[k]` with its tail and "any die". */
interface KnownLaws {
  sums: Array<Float64Array | undefined>;
  laws: Array<SumLaw | undefined>;
}

/**
 * Sum laws by die table, for 1, 2, … dice, so that cells differing only in
 * plan, judgement or target (and grids over the number of dice) convolve once.
 * Found by the table's identity (compile hands every cell of a die the same
 * arrays: no key per cell), else by its values (a cell that crossed a thread
 * boundary carries a copy).
 */
const byIdentity = new WeakMap<Int32Array, KnownLaws>();
const byTable = new Map<string, KnownLaws>();

function knownLaws(c: D6ChainCompiled): KnownLaws {
  let known = byIdentity.get(c.value);
  if (known) return known;
  const key = dieTableKey(c);
  known = byTable.get(key);
  if (!known) {
    if (byTable.size > 64) byTable.clear(); // a handful of rulesets per process; never grow without bound
    byTable.set(key, (known = { sums: [], laws: [] }));
  }
  byIdentity.set(c.value, known);
  return known;
}

function sumLaw(c: D6ChainCompiled): SumLaw {
  const { sums, laws } = knownLaws(c);
  const ready = laws[c.dice];
  if (ready) return ready;
  // one die: the 36 (first, second) cells of the table are equally likely
  let vMin = Infinity;
  let vMax = -Infinity;
  let pc = 0;
  let pf = 0;
  for (let i = 0; i < 36; i++) {
    vMin = Math.min(vMin, c.value[i]);
    vMax = Math.max(vMax, c.value[i]);
    if (c.kind[i] & 1) pc += 1 / 36;
    if (c.kind[i] & 2) pf += 1 / 36;
  }
  const width = vMax - vMin + 1;
  const one = new Float64Array(width);
  for (let i = 0; i < 36; i++) one[c.value[i] - vMin] += 1 / 36;
  // the die's distinct values, as offsets and weights
  const offsets: number[] = [];
  const weights: number[] = [];
  for (let f = 0; f < width; f++) {
    if (one[f] > 0) {
      offsets.push(f);
      weights.push(one[f]);
    }
  }
  // from the largest law already known, one die at a time
  let k = c.dice;
  while (k > 0 && !sums[k]) k--;
  let p = k > 0 ? sums[k]! : Float64Array.of(1);
  for (k++; k <= c.dice; k++) {
    p = addDie(p, width, offsets, weights);
    sums[k] = p;
  }
  // tail sums from the top: the small terms are added first
  const tail = new Float64Array(p.length + 1);
  for (let s = p.length - 1; s >= 0; s--) tail[s] = tail[s + 1] + p[s];
  const law = { vMin, p, tail, critical: 1 - Math.pow(1 - pc, c.dice), fumble: 1 - Math.pow(1 - pf, c.dice) };
  laws[c.dice] = law;
  return law;
}

/**
 * The law of one die more: p convolved with the die's values (offsets from
 * its lowest, with their weights). Cold code pays per loop iteration, so each
 * pass over p adds two of the die's values (each through a view of the result
 * at its offset: no index arithmetic), and the die's handful of values run in
 * the outer loop.
 */
function addDie(p: Float64Array, width: number, offsets: readonly number[], weights: readonly number[]): Float64Array {
  const len = p.length;
  const q = new Float64Array(len + width - 1);
  const m = offsets.length;
  let j = 0;
  for (; j + 1 < m; j += 2) {
    const q0 = q.subarray(offsets[j]);
    const q1 = q.subarray(offsets[j + 1]);
    const w0 = weights[j];
    const w1 = weights[j + 1];
    for (let s = 0; s < len; s++) {
      const ps = p[s];
      q0[s] += ps * w0;
      q1[s] += ps * w1;
    }
  }
  if (j < m) {
    const q0 = q.subarray(offsets[j]);
    const w0 = weights[j];
    for (let s = 0; s < len; s++) q0[s] += p[s] * w0;
  }
  return q;
}

/**
 * Exact: the dice's sum law (shared between cells) copied into the degree
 * histogram, the success line read from its tail at the cell's bonus and
 * target, critical and fumble (D6CHAIN_CATEGORIES order) from "any die".
 */
export function d6ChainExact(c: D6ChainCompiled): Float64Array {
  const law = sumLaw(c);
  const acc = newAccumulator(c);
  acc[ACC_TRIALS] = 1;
  // degree = s + shift; the cell's lowest degree is shift (compile uses the same lowest value)
  const shift = c.dice * law.vMin + c.bonus - c.target;
  if (shift !== c.degreeMin || law.p.length !== c.degreeSize)
    throw new Error(
      `d6chain exact: degree range [${c.degreeMin}, +${c.degreeSize}) differs from the sum law's [${shift}, +${law.p.length})`,
    );
  acc.set(law.p, degreeBase(c));
  // success: degree > 0 (strict) or ≥ 0, i.e. s ≥ first
  const first = Math.min(law.p.length, Math.max(0, (c.strict ? 1 : 0) - shift));
  acc[ACC_SUCCESS] = law.tail[first];
  acc[ACC_CATEGORIES] = law.critical;
  acc[ACC_CATEGORIES + 1] = law.fumble;
  return acc;
}
