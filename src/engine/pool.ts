import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { addInto } from '../core/accumulator.js';
import { HanteiError } from '../core/errors.js';
import { type Job, chunkCount, chunkTrials } from './plan.js';
import { type ChunkTask, runChunks } from './run-chunk.js';

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

let shared: { pool: Piscina; threads: number } | undefined;

/**
 * The one pool of this process, started on first use and reused by every
 * later simulation (a study's analyses, a tune, the bench), so workers start
 * once and stay warm. Asking for another thread count replaces it. Idle
 * workers do not keep the process alive (piscina unrefs them), but callers
 * that finish should still `closePool()`.
 */
export function sharedPool(threads: number): Piscina {
  if (shared && shared.threads === threads) return shared.pool;
  if (shared) void shared.pool.destroy();
  const where = workerLocation();
  const pool = new Piscina({ filename: where.filename, execArgv: where.execArgv, minThreads: threads, maxThreads: threads, idleTimeout: Infinity });
  shared = { pool, threads };
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
  private readonly cursor: Cursor = { job: 0, next: 0 };
  /** Trials per ms by job, and by kernel as the first guess for a new job of the same kernel. */
  private readonly jobRate: number[];
  private readonly kernelRate = new Map<string, number>();
  private remainingChunks: number;

  constructor(
    private readonly jobs: readonly Job[],
    private readonly masterSeed: string,
    private readonly lanes: number,
  ) {
    this.jobRate = jobs.map(() => 0);
    this.remainingChunks = jobs.reduce((s, j) => s + chunkCount(j), 0);
  }

  next(): { task: ChunkTask; job: number } | undefined {
    const c = this.cursor;
    while (c.job < this.jobs.length && c.next >= chunkCount(this.jobs[c.job])) {
      c.job++;
      c.next = 0;
    }
    if (c.job >= this.jobs.length) return undefined;
    const job = this.jobs[c.job];
    const rate = this.jobRate[c.job] || this.kernelRate.get(`${job.system}/${job.kernel}`) || 0;
    // unknown cost: one chunk; known: TASK_MS of work; near the end: a fair share for each lane
    let count = rate > 0 ? Math.floor((rate * TASK_MS) / job.chunkSize) : 1;
    count = Math.min(count, Math.ceil(this.remainingChunks / (2 * this.lanes)), chunkCount(job) - c.next);
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
  const sums = jobs.map((j) => new Float64Array(j.length));
  const total = jobs.reduce((s, j) => s + j.trials, 0);
  const threads = opts.threads ?? defaultThreads();
  const dispatcher = new Dispatcher(jobs, opts.seed, Math.max(1, threads));
  let done = 0;
  const finish = ({ task, job: j }: { task: ChunkTask; job: number }, out: Float64Array): void => {
    const ms = out[task.length];
    addInto(sums[j], out.subarray(0, task.length));
    const n = taskTrials(task);
    dispatcher.observe(j, n, ms);
    done += n;
    opts.onProgress?.(done, total);
  };
  const nextTask = () => dispatcher.next();

  if (threads === 0) {
    for (let t = nextTask(); t; t = nextTask()) {
      finish(t, runChunks(t.task));
      // let Ctrl-C (and anything else waiting) run between tasks
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (opts.signal?.aborted) throw interrupted();
    }
    return sums;
  }

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
      for (let t = inFlight < lanes ? nextTask() : undefined; t; t = inFlight < lanes ? nextTask() : undefined) {
        inFlight++;
        const task = t;
        pool.run(task.task).then(
          (out: Float64Array) => {
            if (settled) return;
            inFlight--;
            finish(task, out);
            pump();
          },
          fail,
        );
      }
      if (inFlight === 0 && !settled) {
        settled = true;
        opts.signal?.removeEventListener('abort', onAbort);
        resolve(sums);
      }
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    pump();
  });
}
