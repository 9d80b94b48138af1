import { ACC_CATEGORIES, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../../core/accumulator.js';
import { gcd } from '../../core/fraction.js';
import type { D6ChainCompiled } from './compile.js';

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

/** The laws known for one die table, by number of dice. */
type KnownLaws = Array<SumLaw | undefined>;

/**
 * Sum laws by die table, so that cells differing only in plan, judgement or
 * target convolve once. Found by the table's identity: compile hands every
 * cell of a die the same arrays (by ruleset object, else by the die's values),
 * so no key is built per cell. A table seen for the first time (a cell copied
 * across threads) costs one law more, never a wrong one.
 */
const byIdentity = new WeakMap<Int32Array, KnownLaws>();

function knownLaws(c: D6ChainCompiled): KnownLaws {
  let known = byIdentity.get(c.value);
  if (!known) byIdentity.set(c.value, (known = []));
  return known;
}

function sumLaw(c: D6ChainCompiled): SumLaw {
  const known = knownLaws(c);
  const ready = known[c.dice];
  if (ready) return ready;
  // one die: the 36 (first, second) cells of the table are equally likely
  let vMin = c.value[0];
  let vMax = c.value[0];
  let nc = 0;
  let nf = 0;
  for (let i = 0; i < 36; i++) {
    const v = c.value[i];
    if (v < vMin) vMin = v;
    if (v > vMax) vMax = v;
    if (c.kind[i] & 1) nc++;
    if (c.kind[i] & 2) nf++;
  }
  const counts = new Float64Array(vMax - vMin + 1);
  for (let i = 0; i < 36; i++) counts[c.value[i] - vMin]++;
  const p = d6ChainSumLaw(counts, c.dice);
  // tail sums from the top: the small terms are added first
  const tail = new Float64Array(p.length + 1);
  for (let s = p.length - 1; s >= 0; s--) tail[s] = tail[s + 1] + p[s];
  const law = { vMin, p, tail, critical: 1 - Math.pow(1 - nc / 36, c.dice), fumble: 1 - Math.pow(1 - nf / 36, c.dice) };
  known[c.dice] = law;
  return law;
}

/** Largest power (in bits) `sumByBigInt` builds; wider dice (values far apart) convolve in floating point. */
const BIGINT_MAX_BITS = 1 << 22;

/**
 * The law of the sum of `dice` dice whose values, as offsets from the lowest,
 * come up `counts[offset]` times in 36 (or any whole-number weights): the
 * probability of each offset of the sum, 0 .. dice · (counts.length − 1).
 */
export function d6ChainSumLaw(counts: Float64Array, dice: number): Float64Array {
  const bits = (dice * (counts.length - 1) + 1) * coefficientHexDigits(counts, dice) * 4;
  return bits <= BIGINT_MAX_BITS ? sumByBigInt(counts, dice) : sumByConvolution(counts, dice);
}

/** The greatest common divisor of the counts (weights 6, 6, … of a plain die are 1, 1, … out of 6). */
function countsGcd(counts: Float64Array): number {
  let g = 0;
  for (let i = 0; i < counts.length; i++) g = gcd(g, counts[i]);
  return g;
}

/** Hex digits that hold any coefficient of the die polynomial to the power `dice` (at most total^dice) and one bit more. */
function coefficientHexDigits(counts: Float64Array, dice: number): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i];
  return Math.ceil((dice * Math.log2(total / countsGcd(counts)) + 2) / 4);
}

/**
 * The sum's law in whole numbers: the die as a polynomial whose coefficients
 * are its counts, written as one BigInt with each coefficient in a field of
 * its own wide enough that the power never carries between fields, raised to
 * the number of dice natively (V8's BigInt multiplication), and read back
 * field by field from its hex digits. Exact counts, then one division each:
 * no per-coefficient JavaScript loop runs for the convolution itself, which
 * cold code would pay per step (a 20-dice law was ~30,000 steps).
 */
export function sumByBigInt(counts: Float64Array, dice: number): Float64Array {
  const g = countsGcd(counts);
  const digits = coefficientHexDigits(counts, dice);
  let hex = '';
  let base = 0;
  for (let i = counts.length - 1; i >= 0; i--) {
    hex += (counts[i] / g).toString(16).padStart(digits, '0');
    base += counts[i] / g;
  }
  const power = (BigInt('0x' + hex) ** BigInt(dice)).toString(16);
  const total = Math.pow(base, dice);
  const len = dice * (counts.length - 1) + 1;
  const p = new Float64Array(len);
  // coefficient s is the s-th field of `digits` hex digits from the right (the highest may have fewer)
  for (let s = 0, end = power.length; s < len; s++, end -= digits) p[s] = parseInt(power.slice(Math.max(0, end - digits), end), 16) / total;
  return p;
}

/**
 * The sum's law in floating point, one die at a time: p convolved with the
 * die's values (offsets with weights). Each pass over p adds two of the die's
 * values, each through a view of the result at its offset. For dice whose
 * values lie too far apart for `sumByBigInt`'s fields.
 */
export function sumByConvolution(counts: Float64Array, dice: number): Float64Array {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i];
  const offsets: number[] = [];
  const weights: number[] = [];
  for (let f = 0; f < counts.length; f++) {
    if (counts[f] > 0) {
      offsets.push(f);
      weights.push(counts[f] / total);
    }
  }
  const m = offsets.length;
  let p = Float64Array.of(1);
  for (let k = 1; k <= dice; k++) {
    const len = p.length;
    const q = new Float64Array(len + counts.length - 1);
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
    p = q;
  }
  return p;
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
