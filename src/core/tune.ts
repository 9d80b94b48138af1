/**
 * Difficulty tuning: among candidate difficulties with their success rates,
 * the one closest to a target rate. Ties go to the first candidate given, so
 * callers list candidates in their natural order.
 */
import { type Message, msg } from './messages.js';

/** How `tune --across` summarises the success over the values: the mean, the worst or the median. */
export const ACROSS_PICKS = ['mean', 'worst', 'median'] as const;

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

/** A pick of `tune --across`: one value for every value of another parameter (every deck at the table). */
export interface AcrossPick<V = string | number | boolean> extends Pick<V> {
  /** The success at the picked value for each value of the across parameter (null: never possible). */
  each: Record<string, number | null>;
  /** 'off-target': misses by more than the tolerance; 'edge': at the first or last candidate with the rates still moving toward the target, so a value beyond the range would come closer. */
  flags: Array<'off-target' | 'edge'>;
}

/** The summary of rates across decks: the mean, the worst (lowest) or the median. */
export function summarise(rates: readonly number[], how: 'mean' | 'worst' | 'median'): number | null {
  if (rates.length === 0) return null;
  if (how === 'worst') return Math.min(...rates);
  if (how === 'mean') return rates.reduce((a, b) => a + b, 0) / rates.length;
  const sorted = [...rates].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Among candidate values (in order), the one whose summary over the cells of
 * each across-value is closest to the target (ties to the first), flagged
 * when it misses by more than `tolerance` or sits at the candidates' edge.
 */
export function pickAcross<V extends string | number | boolean>(
  cells: ReadonlyArray<{ params: Readonly<Record<string, V>>; success: number | null }>,
  param: string,
  across: string,
  candidates: readonly V[],
  target: number,
  how: 'mean' | 'worst' | 'median',
  tolerance: number,
): AcrossPick<V> | null {
  const scored: Array<Candidate<V>> = [];
  for (const v of candidates) {
    const rates = cells.filter((c) => c.params[param] === v && c.success !== null).map((c) => c.success!);
    const s = summarise(rates, how);
    if (s !== null) scored.push({ value: v, success: Number(s.toPrecision(12)) });
  }
  const best = closest(scored, target);
  if (!best) return null;
  const each: Record<string, number | null> = {};
  for (const c of cells) if (c.params[param] === best.value) each[String(c.params[across])] = c.success;
  const flags: AcrossPick<V>['flags'] = [];
  if (Math.abs(best.miss) > tolerance + 1e-12) flags.push('off-target');
  // at an end of the range with the rates still moving toward the target there: a value beyond the range would come closer
  const at = scored.findIndex((c) => c.value === best.value);
  for (const [edge, inner] of [
    [0, 1],
    [scored.length - 1, scored.length - 2],
  ]) {
    if (at !== edge || inner < 0 || inner >= scored.length || scored.length < 2) continue;
    const trend = scored[edge].success - scored[inner].success;
    if (Math.abs(best.miss) > 1e-9 && Math.sign(trend) === Math.sign(target - scored[edge].success) && !flags.includes('edge'))
      flags.push('edge');
  }
  return { ...best, miss: Number(best.miss.toPrecision(12)), each, flags };
}

/** Parse `easy=0.8,normal=0.5,hard=0.2` into labelled target rates. */
export function parseTargets(text: string): Array<[string, number]> | { error: Message } {
  const out: Array<[string, number]> = [];
  const given = new Map<string, string>();
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([^=]+)=([0-9.]+%?)$/.exec(item);
    if (!m) return { error: msg('tune.cannotRead', { item }) };
    const v = m[2].endsWith('%') ? Number(m[2].slice(0, -1)) / 100 : Number(m[2]);
    if (!Number.isFinite(v) || v < 0 || v > 1) return { error: msg('tune.rateRange', { item }) };
    const label = m[1].trim();
    // two columns of one name would show the second pick under both
    const twice = given.get(label);
    if (twice !== undefined) return { error: msg('targets.twice', { label, first: twice, second: m[2] }) };
    given.set(label, m[2]);
    out.push([label, v]);
  }
  return out.length ? out : { error: msg('tune.noTargets') };
}

/**
 * `tune --across decks`: one value per row for the whole table of decks (or of another parameter's values).
 *
 * @example
 * const t: AcrossTuneTable = tuneAcross({ system: '2d6', params: { ability: '0..5' }, targets: { normal: 0.5 }, across: 'ability' });
 * console.log(t.rows[0].picks.normal?.value, t.rows[0].picks.normal?.each);
 */
export interface AcrossTuneTable {
  schema: 'hantei.tune/1';
  system: string;
  ruleset: string;
  method: 'exact';
  param: string;
  candidates: Array<string | number | boolean>;
  targets: Record<string, number>;
  /** The parameter the picks hold across (rows carry no value of it), and its values. */
  across: string;
  acrossValues: Array<string | number | boolean>;
  /** How the success over the values is summarised: mean, worst (lowest) or median. */
  pick: 'mean' | 'worst' | 'median';
  /** A pick whose summary misses its target by more than this is flagged. */
  tolerance: number;
  rows: Array<{ params: Record<string, string | number | boolean>; picks: Record<string, AcrossPick | null> }>;
}
