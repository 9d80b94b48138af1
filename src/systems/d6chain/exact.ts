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

/**
 * Sum laws by die table, for 1, 2, … dice, so that cells differing only in
 * plan, judgement or target (and grids over the number of dice) convolve once:
 * `sums[k]` the sum's law for k dice, `laws[k]` with its tail and "any die".
 */
const byTable = new Map<string, { sums: Array<Float64Array | undefined>; laws: Array<SumLaw | undefined> }>();

function sumLaw(c: D6ChainCompiled): SumLaw {
  const key = dieTableKey(c);
  let known = byTable.get(key);
  if (!known) {
    if (byTable.size > 64) byTable.clear(); // a handful of rulesets per process; never grow without bound
    byTable.set(key, (known = { sums: [], laws: [] }));
  }
  const { sums, laws } = known;
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
  // the die's distinct values, as offsets and weights, for a tight inner loop
  const offsets: number[] = [];
  const weights: number[] = [];
  for (let f = 0; f < width; f++) {
    if (one[f] > 0) {
      offsets.push(f);
      weights.push(one[f]);
    }
  }
  const off = Int32Array.from(offsets);
  const w = Float64Array.from(weights);
  // dense convolution, one die at a time, from the largest law already known
  let k = c.dice;
  while (k > 0 && !sums[k]) k--;
  let p = k > 0 ? sums[k]! : Float64Array.of(1);
  for (k++; k <= c.dice; k++) {
    const next = new Float64Array(p.length + width - 1);
    for (let s = 0; s < p.length; s++) {
      const ps = p[s];
      if (ps === 0) continue;
      for (let j = 0; j < off.length; j++) next[s + off[j]] += ps * w[j];
    }
    p = next;
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
