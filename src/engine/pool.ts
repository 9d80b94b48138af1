import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { addInto } from '../core/accumulator.js';
import { registeredModules } from '../systems/index.js';
import { registerPoolCloser } from './pool-registry.js';
import { HanteiError } from '../core/errors.js';
import { type Job, chunkCount, chunkTrials } from './plan.js';
import { type ChunkTask, runChunks } from './run-chunk.js';
import { type ShardSpec, distribution, shardRange } from './shard.js';

export interface SimulateOptions {
  seed: string;
  /** Worker threads; 0 runs every chunk in this thread (same chunks, same numbers). */
  threads?: number;
  onProgress?: (doneTrials: number, totalTrials: number) => void;
  signal?: AbortSignal;
}

export function defaultThreads(): number {
  return availableParallelism();
}

/** Wall time a task aims at: long enough to amortise a message round trip, short enough to balance threads and stop promptly. */
export const TASK_MS = 50;

/** Where the worker lives: built JS next to dist/, or the TS source under a tsx loader (tests). */
function workerLocation(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { filename: new URL('../../workers/simulate.ts', here).href, execArgv: ['--import', 'tsx'] };
  return { filename: new URL('../../workers/simulate.js', here).href, execArgv: [] };
}

// ------------------------------------------------------------------ the process's pool

let shared: { pool: Piscina; threads: number; modules: number } | undefined;

/**
 * The one pool of this process, started on first use and reused by every
 * later simulation (a study's analyses, a tune, the bench), so workers start
 * once and stay warm. Asking for another thread count replaces it. Idle
 * workers do not keep the process alive (piscina unrefs them), but callers
 * that finish should still `closePool()`.
 */
export function sharedPool(threads: number): Piscina {
  // a system registered since the pool started is unknown to its workers: start a new one
  if (shared && shared.threads === threads && shared.modules === registeredModules().length) return shared.pool;
  if (shared) void shared.pool.destroy();
  const where = workerLocation();
  // systems added with registerSystem(…, { module }) are imported by each worker (workers/simulate.ts)
  const workerData = { systemModules: registeredModules() };
  const pool = new Piscina({ filename: where.filename, execArgv: where.execArgv, minThreads: threads, maxThreads: threads, idleTimeout: Infinity, workerData });
  shared = { pool, threads, modules: workerData.systemModules.length };
  registerPoolCloser(closePool);
  return pool;
}

/** Terminate the shared pool's workers (at the end of a command, or on Ctrl-C); the next simulation starts a new one. */
export async function closePool(): Promise<void> {
  const s = shared;
  shared = undefined;
  if (s) await s.pool.destroy();
}

/** Start the pool's workers and load the simulation code in each, before timing-sensitive work. */
export async function warmPool(threads = defaultThreads()): Promise<void> {
  if (threads === 0) return;
  const pool = sharedPool(threads);
  const empty: ChunkTask = { system: 'mtg', kernel: 'check', compiled: null, masterSeed: '', key: '', trials: 0, chunkSize: 1, first: 0, count: 0, length: 0 };
  await Promise.all(Array.from({ length: threads * 2 }, () => pool.run(empty)));
}

// ------------------------------------------------------------------ dispatch

const interrupted = (): HanteiError => new HanteiError('interrupted', 'interrupted', { hint: 'the run was stopped; no results were written' });

interface Cursor {
  job: number;
  next: number;
}

/**
 * Cuts the jobs' chunks (plan.ts) into tasks of consecutive chunks sized by
 * measured throughput: about TASK_MS of work each, smaller towards the end so
 * every thread finishes together. Only the batching depends on timing; the
 * chunks, their seeds and therefore the numbers do not.
 */
class Dispatcher {
  private readonly cursor: Cursor;
  /** Trials per ms by job, and by kernel as the first guess for a new job of the same kernel. */
  private readonly jobRate: number[];
  private readonly kernelRate = new Map<string, number>();
  private remainingChunks: number;

  constructor(
    private readonly jobs: readonly Job[],
    private readonly masterSeed: string,
    private readonly lanes: number,
    /** Each job's chunk range [start, end): all of it, or a shard's share (shard.ts). */
    private readonly ranges: ReadonlyArray<{ start: number; end: number }>,
  ) {
    this.jobRate = jobs.map(() => 0);
    this.remainingChunks = ranges.reduce((s, r) => s + (r.end - r.start), 0);
    this.cursor = { job: 0, next: ranges[0]?.start ?? 0 };
  }

  next(): { task: ChunkTask; job: number } | undefined {
    const c = this.cursor;
    while (c.job < this.jobs.length && c.next >= this.ranges[c.job].end) {
      c.job++;
      c.next = this.ranges[c.job]?.start ?? 0;
    }
    if (c.job >= this.jobs.length) return undefined;
    const job = this.jobs[c.job];
    const rate = this.jobRate[c.job] || this.kernelRate.get(`${job.system}/${job.kernel}`) || 0;
    // unknown cost: one chunk; known: TASK_MS of work; near the end: a fair share for each lane
    let count = rate > 0 ? Math.floor((rate * TASK_MS) / job.chunkSize) : 1;
    count = Math.min(count, Math.ceil(this.remainingChunks / (2 * this.lanes)), this.ranges[c.job].end - c.next);
    count = Math.max(1, count);
    const task: ChunkTask = {
      system: job.system, kernel: job.kernel, compiled: job.compiled, masterSeed: this.masterSeed, key: job.key,
      trials: job.trials, chunkSize: job.chunkSize, first: c.next, count, length: job.length,
    };
    c.next += count;
    this.remainingChunks -= count;
    return { task, job: c.job };
  }

  /** A finished task's trials and its time inside the kernel. */
  observe(jobIndex: number, trials: number, ms: number): void {
    if (ms <= 0.05) return;
    const r = trials / ms;
    const job = this.jobs[jobIndex];
    this.jobRate[jobIndex] = this.jobRate[jobIndex] ? (this.jobRate[jobIndex] + r) / 2 : r;
    this.kernelRate.set(`${job.system}/${job.kernel}`, this.jobRate[jobIndex]);
  }
}

function taskTrials(t: ChunkTask): number {
  let n = 0;
  for (let i = t.first; i < t.first + t.count; i++) n += chunkTrials(t, i);
  return n;
}

/**
 * Run every job's chunks and return one summed accumulator per job. Chunks
 * and their seeds depend only on the jobs and the seed, and integer counts
 * add exactly, so the thread count never changes a number.
 *
 * An abort of `opts.signal` rejects with HanteiError('interrupted') at once:
 * the pool's workers are terminated (not drained), and a main-thread run
 * stops at its next task (tasks are about TASK_MS long).
 */
export async function simulateJobs(jobs: readonly Job[], opts: SimulateOptions): Promise<Float64Array[]> {
  if (opts.signal?.aborted) throw interrupted();
  const dist = distribution();
  // a merge runs nothing: the parts' summed counts are the run's counts
  if (dist.merged) return jobs.map((j) => dist.merged!.take(j));
  const ranges = chunkRanges(jobs, dist.shard);
  const threads = opts.threads ?? defaultThreads();
  const sums = threads === 0 ? await runInThisThread(jobs, ranges, opts) : await runOnPool(jobs, ranges, opts, threads);
  if (dist.collector) jobs.forEach((j, i) => dist.collector!.add(j, sums[i]));
  return sums;
}

/** Sums, progress and rate observation shared by both ways of running. */
function tally(jobs: readonly Job[], ranges: ReadonlyArray<{ start: number; end: number }>, opts: SimulateOptions, threads: number) {
  const sums = jobs.map((j) => new Float64Array(j.length));
  const total = jobs.reduce((s, j, i) => s + rangeTrials(j, ranges[i]), 0);
  const dispatcher = new Dispatcher(jobs, opts.seed, Math.max(1, threads), ranges);
  let done = 0;
  const finish = ({ task, job: j }: { task: ChunkTask; job: number }, out: Float64Array): void => {
    const ms = out[task.length];
    addInto(sums[j], out.subarray(0, task.length));
    const n = taskTrials(task);
    dispatcher.observe(j, n, ms);
    done += n;
    opts.onProgress?.(done, total);
  };
  return { sums, finish, next: () => dispatcher.next() };
}

async function runInThisThread(jobs: readonly Job[], ranges: ReadonlyArray<{ start: number; end: number }>, opts: SimulateOptions): Promise<Float64Array[]> {
  const t = tally(jobs, ranges, opts, 0);
  for (let task = t.next(); task; task = t.next()) {
    t.finish(task, runChunks(task.task));
    // let Ctrl-C (and anything else waiting) run between tasks
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (opts.signal?.aborted) throw interrupted();
  }
  return t.sums;
}

function runOnPool(jobs: readonly Job[], ranges: ReadonlyArray<{ start: number; end: number }>, opts: SimulateOptions, threads: number): Promise<Float64Array[]> {
  const t = tally(jobs, ranges, opts, threads);
  const pool = sharedPool(threads);
  const lanes = threads * 2; // one running and one queued per worker: no idle gap between tasks
  return new Promise<Float64Array[]>((resolve, reject) => {
    let inFlight = 0;
    let settled = false;
    const onAbort = (): void => {
      if (settled) return;
      settled = true;
      // terminate, do not drain: a worker deep in a kernel stops now
      void closePool().finally(() => reject(interrupted()));
    };
    const fail = (e: unknown): void => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', onAbort);
      reject(e);
    };
    const pump = (): void => {
      if (settled) return;
      for (let next = inFlight < lanes ? t.next() : undefined; next; next = inFlight < lanes ? t.next() : undefined) {
        inFlight++;
        const task = next;
        pool.run(task.task).then(
          (out: Float64Array) => {
            if (settled) return;
            inFlight--;
            t.finish(task, out);
            pump();
          },
          fail,
        );
      }
      if (inFlight === 0 && !settled) {
        settled = true;
        opts.signal?.removeEventListener('abort', onAbort);
        resolve(t.sums);
      }
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    pump();
  });
}

/** Each job's chunk range: the whole plan, or a shard's contiguous share of the global chunk numbering. */
function chunkRanges(jobs: readonly Job[], shard: ShardSpec | undefined): Array<{ start: number; end: number }> {
  const counts = jobs.map(chunkCount);
  if (!shard) return counts.map((c) => ({ start: 0, end: c }));
  const { from, to } = shardRange(counts.reduce((a, b) => a + b, 0), shard);
  let offset = 0;
  return counts.map((c) => {
    const r = { start: Math.min(c, Math.max(0, from - offset)), end: Math.max(0, Math.min(c, to - offset)) };
    offset += c;
    return { start: r.start, end: Math.max(r.start, r.end) };
  });
}

function rangeTrials(job: Job, r: { start: number; end: number }): number {
  let n = 0;
  for (let i = r.start; i < r.end; i++) n += chunkTrials(job, i);
  return n;
}
