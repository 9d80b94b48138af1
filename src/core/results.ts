import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, type CheckShape, degreeBase } from './accumulator.js';
import type { Cell } from './grid.js';
import { histogramMoments, proportionSigma, wilson } from './stats.js';

export const RESULTS_SCHEMA = 'hantei.results/1';

/**
 * How a results document was computed: exact odds or Monte Carlo.
 *
 * @example
 * if (doc.method === 'monte-carlo') console.log(doc.trials, 'trials per cell');
 */
export type Method = 'exact' | 'monte-carlo';

/**
 * One cell of a results document. Probabilities are in [0, 1].
 *
 * @example
 * const c: CellResult = doc.cells[0];
 * console.log(c.success, c.ci, c.outcomes.critical, c.degree['2']);
 */
export interface CellResult {
  params: Cell;
  /** Checks that could be made (Monte Carlo count; for exact, null). */
  attempts: number | null;
  /** P(success) among checks that could be made; null when none could. */
  success: number | null;
  /** 95% Wilson interval (Monte Carlo); [p, p] for exact. */
  ci: [number, number] | null;
  /** P(degree = d) among possible checks, keyed by the integer d. */
  degree: Record<string, number>;
  /** P(category) among possible checks. */
  outcomes: Record<string, number>;
  /** P(the check cannot be made) among all. */
  impossible: number;
  mean: number | null;
  sd: number | null;
  /** P(grade) among possible checks, where the ruleset names grades of the degree. */
  grades?: Record<string, number>;
  /** Exact: the success probability as an exact fraction (BigInt strings, lowest terms), where the system computes it exactly (the dice systems). */
  successFraction?: { num: string; den: string };
  /** Monte Carlo: the exact success probability where it is known. */
  exact?: number;
  /** Monte Carlo: success − exact, and that difference in standard errors. */
  diff?: number;
  z?: number;
}

/**
 * When and how a document was made: hantei's version, the time, elapsed milliseconds, threads and Node's version.
 *
 * @example
 * console.log(`${doc.run.elapsedMs} ms on ${doc.run.threads ?? 1} threads`);
 */
export interface RunInfo {
  version: string;
  createdAt: string;
  elapsedMs: number;
  threads?: number;
  node: string;
}

/**
 * A `hantei.results/1` document, as `--format json` writes it (schemas/hantei.results-1.schema.json): single checks in `cells`, a scenario in `scenarios`. The library's `exact` and `simulate` return it typed per system (`Results<S>`).
 *
 * @example
 * const doc: ResultsDocument = JSON.parse(readFileSync('results.json', 'utf8'));
 * for (const c of doc.cells) console.log(c.params, c.success);
 */
export interface ResultsDocument {
  schema: typeof RESULTS_SCHEMA;
  system: string;
  ruleset: string;
  /** The full ruleset in force, so a report says what was analysed. */
  rules?: unknown;
  method: Method;
  /** The analysis: 'check' for single checks, or a scenario name. */
  analysis: string;
  seed: string | null;
  trials: number | null;
  run: RunInfo;
  cells: CellResult[];
  /** Scenario documents carry their own rows here. */
  scenarios?: unknown[];
  /**
   * Studies of a system with decks: each deck's group key (its `decks.group`), for expectations that pick cells
   * by a relation (`check: on-colour`), under the field the system names (mtg: `deckColours`, colours as letters).
   */
  [deckGroupField: `deck${string}`]: Record<string, string> | undefined;
  /** A study analysis's `difficultyTable:` (the shape of `tune --across --format json`), shown in the report's summary. */
  difficultyTable?: import('./tune.js').AcrossTuneTable;
}

const POW10 = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));

/**
 * x to 12 significant digits: exactly `Number(x.toPrecision(12))`, which is
 * slow (a decimal string per number, ≈ half of a cold exact grid's
 * summary). The fast path scales x to 12 integer digits, rounds, and divides
 * by the same exact power of ten (a correctly rounded division gives the
 * double nearest the decimal, as parsing it does); where the scaled value is
 * within 1e-3 of a tie, or out of the exact powers' range, it asks
 * toPrecision itself.
 */
export function round(x: number): number {
  if (!Number.isFinite(x)) return x;
  if (x === 0) return 0; // as toPrecision: −0 prints "0"
  const ax = Math.abs(x);
  const k = 11 - Math.floor(Math.log10(ax));
  if (k < 0 || k > 22) return Number(x.toPrecision(12));
  const y = ax * POW10[k];
  if (y < 1e11 || y >= 1e12) return Number(x.toPrecision(12)); // log10 off by one at a power of ten
  const f = y - Math.floor(y);
  if (f > 0.499 && f < 0.501) return Number(x.toPrecision(12));
  const r = Math.round(y) / POW10[k];
  return x < 0 ? -r : r;
}

/**
 * Define `obj[key]` as an enumerable field computed on first read (then a
 * plain data field, in the same place of the key order). A results document
 * keeps its histograms as the numbers the routine produced until output, a
 * chart or a grade reads them: `exact()` for one cell of a big grid never pays
 * for a string key and a 12-digit rounding per bin of every other cell.
 * JSON.stringify, spreads and structured clones read the field like any other.
 */
export function lazyField<T extends object, K extends keyof T>(obj: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get(): T[K] {
      return settle(obj, key, compute());
    },
    set(value: T[K]): void {
      settle(obj, key, value);
    },
  });
}

/** Replace an accessor field (lazyField, summariseCheck) by its value, a plain data field in the same place of the key order. */
function settle<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): T[K] {
  Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: true });
  return value;
}

/** value → probability of a histogram's non-zero bins, keyed by min + offset, each rounded to 12 significant digits. */
function histogramRecord(hist: Float64Array, min: number, total: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < hist.length; i++) if (hist[i] > 0) out[String(min + i)] = round(hist[i] / total);
  return out;
}

/** An exact cell's rounded numbers, the same for every cell whose law is the same array. */
export interface ExactNumbers {
  /** The law's degree histogram and possible checks, for every cell of the law (a shared law's degree range is the same for each). */
  source: DegreeSource;
  success: number | null;
  /** The outcome shares, copied for each cell (a spread of a finished record is one allocation, not a growing one). */
  outcomes: Record<string, number>;
  impossible: number;
  mean: number | null;
  sd: number | null;
}

/** Exact laws a system hands out again for the same cell, read only (markShared): their numbers, kept. */
const sharedLaws = new WeakMap<Float64Array, ExactNumbers | null>();

/**
 * Mark an exact law as the system's own, shared and read only: a system whose `exact` hands the same array to every
 * call that asks for the same cell (a script's loop, the workbench) marks it, and summariseCheck rounds its numbers
 * once, not once a cell (the contract's `exact` otherwise returns an array the caller owns, made afresh). The same
 * array must always mean the same law over the same degree range (the cells' shapes may differ in nothing else).
 */
export function markShared(acc: Float64Array): Float64Array {
  if (!sharedLaws.has(acc)) sharedLaws.set(acc, null);
  return acc;
}

/**
 * A shared law's rounded numbers (markShared), undefined for a law the caller owns: a caller that meets the same law
 * again keeps them, and makes each cell with sharedCell (no lookup a cell).
 */
export function sharedLawNumbers(acc: Float64Array, shape: CheckShape, categories: readonly string[]): ExactNumbers | undefined {
  return sharedLaws.has(acc) ? sharedNumbers(acc, shape, categories) : undefined;
}

/** A shared law's numbers (markShared): the first cell that asks has them rounded as any cell is (summarised), then kept. */
function sharedNumbers(acc: Float64Array, shape: CheckShape, categories: readonly string[]): ExactNumbers {
  const kept = sharedLaws.get(acc);
  if (kept) return kept;
  const cell = summarised({}, acc, shape, categories, 'exact', true);
  const m: ExactNumbers = {
    source: { acc, shape, possible: acc[ACC_TRIALS] - acc[ACC_IMPOSSIBLE] },
    success: cell.success,
    outcomes: cell.outcomes,
    impossible: cell.impossible,
    mean: cell.mean,
    sd: cell.sd,
  };
  sharedLaws.set(acc, m);
  return m;
}

/** Turn an accumulator (counts or exact weights) into a cell result; its degree histogram stays a typed array until read. */
export function summariseCheck(
  params: Cell,
  acc: Float64Array,
  shape: CheckShape,
  categories: readonly string[],
  method: Method,
  degreeNumeric: boolean,
): CellResult {
  if (method === 'exact' && sharedLaws.has(acc)) return sharedExactCell(params, acc, shape, categories, degreeNumeric);
  return summarised(params, acc, shape, categories, method, degreeNumeric);
}

/** A cell's numbers, rounded from its accumulator. */
function summarised(
  params: Cell,
  acc: Float64Array,
  shape: CheckShape,
  categories: readonly string[],
  method: Method,
  degreeNumeric: boolean,
): CellResult {
  const total = acc[ACC_TRIALS];
  const impossible = acc[ACC_IMPOSSIBLE];
  const possible = total - impossible;
  const successes = acc[ACC_SUCCESS];
  const outcomes: Record<string, number> = {};
  for (let c = 0; c < categories.length; c++) outcomes[categories[c]] = possible > 0 ? round(acc[ACC_CATEGORIES + c] / possible) : 0;
  const success = possible > 0 ? round(successes / possible) : null;
  let ci: [number, number] | null = null;
  if (success !== null) ci = method === 'exact' ? [success, success] : (wilson(successes, possible).map(round) as [number, number]);
  const attempts = method === 'exact' ? null : possible;
  const imp = total > 0 && impossible > 0 ? round(impossible / total) : 0;
  if (!(degreeNumeric && possible > 0))
    return { params, attempts, success, ci, degree: {}, outcomes, impossible: imp, mean: null, sd: null };
  const base = degreeBase(shape);
  const { mean, sd } = histogramMoments(acc.subarray(base, base + shape.degreeSize), shape.degreeMin);
  return lazyDegree(params, attempts, success, ci, { acc, shape, possible }, outcomes, imp, round(mean), round(sd));
}

/** A cell of a shared exact law (markShared): its numbers rounded once for every cell, only the cell's own objects made here. */
function sharedExactCell(
  params: Cell,
  acc: Float64Array,
  shape: CheckShape,
  categories: readonly string[],
  degreeNumeric: boolean,
): CellResult {
  return sharedCell(params, sharedNumbers(acc, shape, categories), degreeNumeric);
}

/** A cell of a shared law whose numbers the caller holds (sharedLawNumbers). */
export function sharedCell(params: Cell, m: ExactNumbers, degreeNumeric: boolean): CellResult {
  const outcomes = { ...m.outcomes };
  const ci: [number, number] | null = m.success === null ? null : [m.success, m.success];
  if (!(degreeNumeric && m.source.possible > 0))
    return { params, attempts: null, success: m.success, ci, degree: {}, outcomes, impossible: m.impossible, mean: null, sd: null };
  return lazyDegree(params, null, m.success, ci, m.source, outcomes, m.impossible, m.mean, m.sd);
}

/** Where a cell's degree record comes from when first read: its law's histogram (in `acc`), over the possible checks. */
interface DegreeSource {
  acc: Float64Array;
  shape: CheckShape;
  possible: number;
}

const DEGREE_SOURCE = Symbol('degree source');
type LazyCell = CellResult & { [DEGREE_SOURCE]: DegreeSource };

/*
 * The degree field of a cell, made on first read. One getter and setter for every cell (the cell's source rides in a
 * hidden field): accessors written in a literal are two closures and an object in dictionary mode per cell (≈0.8 kB,
 * half a warm grid's garbage), while a shared pair keeps every cell in one hidden class.
 */
const LAZY_DEGREE: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: LazyCell): Record<string, number> {
    const { acc, shape, possible } = this[DEGREE_SOURCE];
    const base = degreeBase(shape);
    return settle(this, 'degree', histogramRecord(acc.subarray(base, base + shape.degreeSize), shape.degreeMin, possible));
  },
  set(this: LazyCell, v: Record<string, number>): void {
    settle(this, 'degree', v);
  },
};

/** The hidden field's descriptor, its value set per cell (not enumerable: JSON, spreads, Object.keys and toEqual never see it). */
const HIDDEN_SOURCE: PropertyDescriptor = { value: undefined, enumerable: false, configurable: true, writable: true };

/**
 * A cell whose degree record is made from its histogram when first asked for: exact() for one cell of a big grid never
 * pays for a string key and a rounding per bin of every other cell.
 */
function lazyDegree(
  params: Cell,
  attempts: number | null,
  success: number | null,
  ci: [number, number] | null,
  source: DegreeSource,
  outcomes: Record<string, number>,
  impossible: number,
  mean: number | null,
  sd: number | null,
): CellResult {
  // the fields in the order results documents write them, degree in its place
  const cell = { params, attempts, success, ci } as LazyCell;
  Object.defineProperty(cell, 'degree', LAZY_DEGREE);
  cell.outcomes = outcomes;
  cell.impossible = impossible;
  cell.mean = mean;
  cell.sd = sd;
  HIDDEN_SOURCE.value = source;
  Object.defineProperty(cell, DEGREE_SOURCE, HIDDEN_SOURCE);
  HIDDEN_SOURCE.value = undefined;
  return cell;
}

/** Grades from the degree distribution: each takes the degrees from its minDegree up to the next one's. */
export function gradeShares(
  degree: Record<string, number>,
  grades: ReadonlyArray<{ name: string; minDegree: number }>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const g of grades) out[g.name] = 0;
  for (const [d, p] of Object.entries(degree)) {
    let name: string | undefined;
    for (const g of grades) if (Number(d) >= g.minDegree) name = g.name;
    if (name) out[name] = round(out[name] + p);
  }
  return out;
}

/** Add the exact answer and the simulated-vs-exact difference to a Monte Carlo cell. */
export function attachExact(cell: CellResult, exact: CellResult): void {
  if (exact.success === null || cell.success === null || cell.attempts === null) return;
  cell.exact = exact.success;
  cell.diff = round(cell.success - exact.success);
  const sigma = proportionSigma(exact.success, cell.attempts);
  cell.z = sigma > 0 ? round(cell.diff / sigma) : 0;
}

/**
 * A stateful scenario's summary (opposed contest, turn, session, combat).
 *
 * @example
 * const s = (await scenario({ scenario: 'session', system: '2d6', params: { checks: '3:0:8,2:1:7' } })).scenarios![0] as ScenarioResult;
 * console.log(s.values.allSucceed, s.intervals.allSucceed);
 */
export interface ScenarioResult {
  params: Record<string, unknown>;
  trials: number;
  /** Headline probabilities, e.g. aWins, allSucceed. */
  values: Record<string, number>;
  /** 95% Wilson intervals of the headline probabilities. */
  intervals: Record<string, [number, number]>;
  /** Distributions, e.g. rounds or successes: value → probability. */
  distributions: Record<string, Record<string, number>>;
  /** One row per step of a sequence (per check), where the scenario has steps. */
  steps?: Array<Record<string, unknown>>;
}

/**
 * P and the 95% Wilson interval of a count of `k` in `n` (rounded as results carry them).
 *
 * @example
 * const s = proportion(acc[1], acc[0]);
 * return { params, trials: acc[0], values: { success: s.p }, intervals: { success: s.ci }, distributions: {} };
 */
export function proportion(k: number, n: number): { p: number; ci: [number, number] } {
  return { p: n > 0 ? round(k / n) : 0, ci: wilson(k, n).map(round) as [number, number] };
}

/**
 * value → probability for counts[from .. to) over n (values numbered from 0, or named by `label`); zero counts left out.
 *
 * @example
 * distributions: { hits: distribution(acc, 2, 2 + maxHits + 1, acc[0]) } // { '0': 0.2, '1': 0.45, … }
 */
export function distribution(
  counts: ArrayLike<number>,
  from: number,
  to: number,
  n: number,
  label = (i: number) => String(i),
): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = from; i < to; i++) if (counts[i] > 0) out[label(i - from)] = round(counts[i] / n);
  return out;
}

export function scenarioDocument(
  system: string,
  ruleset: string,
  rules: unknown,
  analysis: string,
  seed: string,
  trials: number,
  run: RunInfo,
  scenarios: ScenarioResult[],
): ResultsDocument {
  return { schema: RESULTS_SCHEMA, system, ruleset, rules, method: 'monte-carlo', analysis, seed, trials, run, cells: [], scenarios };
}
