/**
 * The accumulator every single-check kernel writes into, and every exact
 * routine returns (with weights summing to 1 instead of counts):
 *
 *   [0] trials   [1] impossible   [2] successes   [3 .. 3+C) categories
 *   [3+C .. 3+C+D) degree histogram, degree = degreeMin + index
 *
 * One flat Float64Array: cheap to move between threads, summed element-wise.
 */
export const ACC_TRIALS = 0;
export const ACC_IMPOSSIBLE = 1;
export const ACC_SUCCESS = 2;
export const ACC_CATEGORIES = 3;

export interface CheckShape {
  /** Number of outcome categories counted by the kernel. */
  nCategories: number;
  /** Lowest degree the cell can produce. */
  degreeMin: number;
  /** Number of degree bins (highest - lowest + 1); 0 where degree is not numeric. */
  degreeSize: number;
}

export function accLength(s: CheckShape): number {
  return ACC_CATEGORIES + s.nCategories + s.degreeSize;
}

export function degreeBase(s: CheckShape): number {
  return ACC_CATEGORIES + s.nCategories;
}

export function newAccumulator(s: CheckShape): Float64Array {
  return new Float64Array(accLength(s));
}

/** Element-wise sum; integer counts in doubles are exact below 2^53, so order never matters. */
export function addInto(into: Float64Array, from: Float64Array): void {
  if (into.length !== from.length) throw new Error(`accumulator length mismatch ${into.length} vs ${from.length}`);
  for (let i = 0; i < into.length; i++) into[i] += from[i];
}
