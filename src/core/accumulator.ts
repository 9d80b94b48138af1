/**
 * The accumulator every single-check kernel writes into, and every exact
 * routine returns (with weights summing to 1 instead of counts):
 *
 *   [0] trials   [1] impossible   [2] successes   [3 .. 3+C) categories
 *   [3+C .. 3+C+D) degree histogram, degree = degreeMin + index
 *
 * One flat Float64Array: cheap to move between threads, summed element-wise.
 * This index: the trials a kernel ran (an exact routine sets it to 1).
 *
 * @example
 * acc[ACC_TRIALS] += n; // a kernel, once per call
 */
export const ACC_TRIALS = 0;
/**
 * Index of the count of checks that could not be made (an mtg deck too small).
 *
 * @example
 * acc[ACC_IMPOSSIBLE] += 1;
 */
export const ACC_IMPOSSIBLE = 1;
/**
 * Index of the success count (an exact routine: the success probability).
 *
 * @example
 * if (hits >= c.difficulty) acc[ACC_SUCCESS]++;
 */
export const ACC_SUCCESS = 2;
/**
 * Index of the first outcome category's count; category `i` of `categories` is at `ACC_CATEGORIES + i`.
 *
 * @example
 * if (hits === 0) acc[ACC_CATEGORIES + 0]++; // categories: ['no-hits']
 */
export const ACC_CATEGORIES = 3;

export interface CheckShape {
  /** Number of outcome categories counted by the kernel. */
  nCategories: number;
  /** Lowest degree the cell can produce. */
  degreeMin: number;
  /** Number of degree bins (highest - lowest + 1); 0 where degree is not numeric. */
  degreeSize: number;
}

/**
 * The accumulator's length for a compiled cell: trials, impossible, successes, categories, degree bins.
 *
 * @example
 * const job = { kernel: 'check', compiled, length: accLength(compiled) };
 */
export function accLength(s: CheckShape): number {
  return ACC_CATEGORIES + s.nCategories + s.degreeSize;
}

/**
 * Index of the degree histogram's first bin (degree `degreeMin`): degree `d` is counted at `degreeBase(c) + d - c.degreeMin`.
 *
 * @example
 * acc[degreeBase(c) + (hits - c.difficulty) - c.degreeMin]++;
 */
export function degreeBase(s: CheckShape): number {
  return ACC_CATEGORIES + s.nCategories;
}

/**
 * A zeroed accumulator for a compiled cell (what an exact routine fills and returns).
 *
 * @example
 * const acc = newAccumulator(c);
 * acc[ACC_TRIALS] = 1; // exact: weights that sum to 1
 */
export function newAccumulator(s: CheckShape): Float64Array {
  return new Float64Array(accLength(s));
}

/** Element-wise sum; integer counts in doubles are exact below 2^53, so order never matters. */
export function addInto(into: Float64Array, from: Float64Array): void {
  if (into.length !== from.length) throw new Error(`accumulator length mismatch ${into.length} vs ${from.length}`);
  for (let i = 0; i < into.length; i++) into[i] += from[i];
}
