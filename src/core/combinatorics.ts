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
