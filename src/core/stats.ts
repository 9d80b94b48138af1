/** Statistics of counts: Wilson interval, moments of a histogram, agreement tests. */

export const Z95 = 1.959963984540054;

/** Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Mean and standard deviation of an integer histogram given as weights from `min`. */
export function histogramMoments(weights: ArrayLike<number>, min: number): { mean: number; sd: number } {
  let w = 0;
  let s = 0;
  for (let i = 0; i < weights.length; i++) {
    w += weights[i];
    s += weights[i] * (min + i);
  }
  if (w === 0) return { mean: NaN, sd: NaN };
  const mean = s / w;
  let v = 0;
  for (let i = 0; i < weights.length; i++) {
    const d = min + i - mean;
    v += weights[i] * d * d;
  }
  return { mean, sd: Math.sqrt(v / w) };
}

/** Standard error of a proportion p estimated from n trials. */
export function proportionSigma(p: number, n: number): number {
  return Math.sqrt(Math.max(p * (1 - p), 0) / n);
}

/**
 * Chi-squared goodness of fit of observed counts against exact probabilities,
 * no fitted parameters. Bins expected below 5 are pooled into one.
 * Returns the statistic and its degrees of freedom.
 */
export function chiSquared(observed: ArrayLike<number>, expectedP: ArrayLike<number>, n: number): { stat: number; df: number } {
  let stat = 0;
  let bins = 0;
  let poolO = 0;
  let poolE = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expectedP[i] * n;
    if (e < 5) {
      poolO += observed[i];
      poolE += e;
      continue;
    }
    stat += ((observed[i] - e) * (observed[i] - e)) / e;
    bins++;
  }
  if (poolE > 0) {
    stat += ((poolO - poolE) * (poolO - poolE)) / Math.max(poolE, 1e-12);
    bins++;
  }
  return { stat, df: Math.max(bins - 1, 1) };
}

/** Wilson–Hilferty approximation of the chi-squared quantile for a normal z. */
export function chiSquaredCritical(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * Math.pow(1 - a + z * Math.sqrt(a), 3);
}
