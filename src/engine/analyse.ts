import { ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, accLength } from '../core/accumulator.js';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { type Cell, cellKey } from '../core/grid.js';
import {
  type CellResult,
  type Method,
  RESULTS_SCHEMA,
  type ResultsDocument,
  attachExact,
  gradeShares,
  type ExactNumbers,
  sharedCell,
  sharedLawNumbers,
  lazyField,
  summariseCheck,
} from '../core/results.js';
import { type Fraction, exactFraction } from '../core/fraction.js';
import { isoTime } from '../core/iso-time.js';
import { packageVersion } from '../paths.js';
import type { CompileContext, RuleSystem } from '../systems/types.js';
import { CHECK_CHUNK, type Job } from './plan.js';
import type { SimulateOptions } from './simulate-options.js';

export interface CheckAnalysis {
  system: RuleSystem;
  rulesetName: string;
  rules: unknown;
  cells: readonly Cell[];
  ctx: CompileContext;
  method: Method;
  /** Monte Carlo only. */
  trials?: number;
  sim?: SimulateOptions;
  /** Stops an exact pass between cells (Monte Carlo listens on `sim.signal`). */
  signal?: AbortSignal;
}

/** Exact odds or Monte Carlo for every cell of a grid → a results document. */
export async function analyseChecks(a: CheckAnalysis): Promise<ResultsDocument> {
  const started = Date.now();
  const { system } = a;
  const signal = a.signal ?? a.sim?.signal;
  let cells: CellResult[];
  if (a.method === 'exact') {
    // compiled and solved cell by cell, yielding every 50 ms: a long grid stops promptly on Ctrl-C, and a
    // small one runs through (a yield lets V8 run a scavenge of the caller's garbage inside the call)
    cells = await exactAlongside(a.cells.length, (i) => exactCell(system, a.cells[i], a.rules, a.ctx), signal, 50);
  } else {
    const compiled = a.cells.map((c) => system.compile(c, a.rules, a.ctx));
    const exactOf = (i: number): CellResult =>
      summariseCheck(a.cells[i], system.exact(compiled[i]), compiled[i], system.categories, 'exact', system.degreeNumeric);
    const trials = a.trials ?? 1_000_000;
    const jobs: Job[] = compiled.map((c, i) => ({
      key: cellKey(a.cells[i]),
      system: system.id,
      kernel: 'check',
      compiled: c,
      trials,
      length: accLength(c),
      chunkSize: CHECK_CHUNK,
    }));
    // the simulation starts first; the exact values to compare with are computed while the workers run
    // the pool (and piscina) load only when something is simulated
    const { simulateJobs } = await import('./pool.js');
    const simulation = simulateJobs(jobs, a.sim ?? { seed: '1' });
    simulation.catch(() => undefined); // an abort while the exact pass runs is reported by the await below
    const exact = await exactAlongside(compiled.length, exactOf, signal, 10);
    const accs = await simulation;
    cells = accs.map((acc, i) => {
      const r = summariseCheck(a.cells[i], acc, compiled[i], system.categories, 'monte-carlo', system.degreeNumeric);
      attachExact(r, exact[i]);
      return r;
    });
  }
  return checksDocument(a, cells, started);
}

/** Exact odds of every cell, in this thread: nothing here needs a worker. */
export function exactChecksSync(a: Omit<CheckAnalysis, 'method' | 'trials' | 'sim' | 'signal'>): ResultsDocument {
  const started = Date.now();
  const cells = a.cells.map((cell) => exactCell(a.system, cell, a.rules, a.ctx));
  return checksDocument({ ...a, method: 'exact' }, cells, started);
}

/** A compiled cell whose law is shared (markShared): the law's numbers and exact fraction, found again with one lookup. */
interface KnownLaw {
  numbers: ExactNumbers;
  fraction: Fraction | undefined;
}

/*
 * By compiled cell, for systems that hand out the same compiled object and the same shared law for the same cell (a
 * grid asked again: a script's loop, the workbench): the law's numbers, and its fraction counted once, not once a call.
 */
const knownLaws = new WeakMap<object, KnownLaw>();

/** One cell's exact result, with its success as an exact fraction where the system knows a common denominator. */
function exactCell(system: RuleSystem, cell: Cell, rules: unknown, ctx: CompileContext): CellResult {
  const c = system.compile(cell, rules, ctx);
  let known = knownLaws.get(c);
  if (!known) {
    const acc = system.exact(c);
    const den = system.exactDenominator?.(c);
    const p = acc[ACC_TRIALS] - acc[ACC_IMPOSSIBLE];
    const fraction = den !== undefined && p > 0 ? exactFraction(acc[ACC_SUCCESS], p, den) : undefined;
    const numbers = sharedLawNumbers(acc, c, system.categories);
    if (!numbers) return withFraction(summariseCheck(cell, acc, c, system.categories, 'exact', system.degreeNumeric), fraction);
    knownLaws.set(c, (known = { numbers, fraction }));
  }
  return withFraction(sharedCell(cell, known.numbers, system.degreeNumeric), known.fraction);
}

/** The cell with its own copy of the law's fraction (a cell's records are its own). */
function withFraction(r: CellResult, f: Fraction | undefined): CellResult {
  if (f && r.success !== null) r.successFraction = { num: f.num, den: f.den };
  return r;
}

function checksDocument(a: CheckAnalysis, cells: CellResult[], started: number): ResultsDocument {
  const grades = a.system.grades?.(a.rules) ?? [];
  // read from the degree histogram when first asked for, as the histogram itself
  if (grades.length > 0) for (const c of cells) lazyField(c, 'grades', () => gradeShares(c.degree, grades));
  const { system } = a;
  return {
    schema: RESULTS_SCHEMA,
    system: system.id,
    ruleset: a.rulesetName,
    rules: a.rules,
    method: a.method,
    analysis: 'check',
    seed: a.method === 'monte-carlo' ? (a.sim?.seed ?? '1') : null,
    trials: a.method === 'monte-carlo' ? (a.trials ?? 1_000_000) : null,
    run: runInfo(started, a.method === 'monte-carlo' ? a.sim?.threads : undefined),
    cells,
  };
}

/** The exact pass, yielding to the event loop every `sliceMs` so the pool's dispatcher keeps its workers fed and signals are seen. */
async function exactAlongside(
  count: number,
  exactOf: (i: number) => CellResult,
  signal: AbortSignal | undefined,
  sliceMs: number,
): Promise<CellResult[]> {
  const out: CellResult[] = [];
  // Date.now, not performance.now: the first use of `performance` loads Node's perf modules (2–4 ms)
  let slice = Date.now();
  for (let i = 0; i < count; i++) {
    out.push(exactOf(i));
    if (Date.now() - slice > sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (signal?.aborted) throw new HanteiError('interrupted', msg('run.interrupted'), { hint: msg('run.interruptedHint') });
      slice = Date.now();
    }
  }
  return out;
}

export function runInfo(started: number, threads?: number): ResultsDocument['run'] {
  return {
    version: packageVersion(),
    createdAt: isoTime(Date.now()),
    elapsedMs: Date.now() - started,
    threads,
    node: process.version,
  };
}
