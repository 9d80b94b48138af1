/**
 * Difficulty tuning: among candidate difficulties with their success rates,
 * the one closest to a target rate. Ties go to the first candidate given, so
 * callers list candidates in their natural order.
 */
export interface Candidate<V> {
  value: V;
  success: number;
}

export interface Pick<V> {
  value: V;
  success: number;
  /** success − target: how far the best choice misses. */
  miss: number;
}

export function closest<V>(candidates: ReadonlyArray<Candidate<V>>, target: number): Pick<V> | null {
  let best: Pick<V> | null = null;
  for (const c of candidates) {
    const miss = c.success - target;
    if (best === null || Math.abs(miss) < Math.abs(best.miss) - 1e-12) best = { value: c.value, success: c.success, miss };
  }
  return best;
}

/** Parse `easy=0.8,normal=0.5,hard=0.2` into labelled target rates. */
export function parseTargets(text: string): Array<[string, number]> | { error: string } {
  const out: Array<[string, number]> = [];
  for (const item of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([^=]+)=([0-9.]+%?)$/.exec(item);
    if (!m) return { error: `cannot read "${item}"` };
    const v = m[2].endsWith('%') ? Number(m[2].slice(0, -1)) / 100 : Number(m[2]);
    if (!Number.isFinite(v) || v < 0 || v > 1) return { error: `"${item}": a target rate is between 0 and 1 (or 0% and 100%)` };
    out.push([m[1].trim(), v]);
  }
  return out.length ? out : { error: 'no targets' };
}
