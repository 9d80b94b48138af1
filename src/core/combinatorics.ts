/** Binomial coefficient as a double; exact for the small k used here (boost sizes). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  k = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** P(X = x) for X hypergeometric: `draws` from `total` with `marked` marked. */
export function hypergeometric(x: number, total: number, marked: number, draws: number): number {
  const den = choose(total, draws);
  return den === 0 ? 0 : (choose(marked, x) * choose(total - marked, draws - x)) / den;
}

/** How many combinations axes of these sizes make. */
export const spaceSize = (sizes: readonly number[]): number => sizes.reduce((n, s) => n * s, 1);

/** Every combination, first axis slowest. */
export function* combinations(sizes: readonly number[]): Generator<number[]> {
  const total = spaceSize(sizes);
  const index = sizes.map(() => 0);
  for (let n = 0; n < total; n++) {
    yield [...index];
    for (let a = sizes.length - 1; a >= 0; a--) {
      if (++index[a] < sizes[a]) break;
      index[a] = 0;
    }
  }
}
