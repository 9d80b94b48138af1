import { availableParallelism } from 'node:os';
import { addInto } from '../core/accumulator.js';
import { registerPoolCloser } from './pool-registry.js';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { SYSTEMS } from '../systems/index.js';
import { type Job, chunkTrials } from './plan.js';
import { type ChunkTask, runChunks } from './run-chunk.js';
import { chunkRanges, distribution, rangeTrials } from './shard.js';
import type { SimulateOptions } from './simulate-options.js';
import { WorkerPool } from './worker-pool.js';

export { WorkerPool, type WorkerPoolOptions } from './worker-pool.js';

export type { SimulateOptions } from './simulate-options.js';

export function defaultThreads(): number {
  return availableParallelism();
}

/** Wall time a task aims at: long enough to amortise a message round trip, short enough to balance threads and stop promptly. */
export const TASK_MS = 50;

// ------------------------------------------------------------------ the process's pools

/** A pool per thread count, for runs that bring none: several may live at once and never replace each other. */
const defaults = new Map<number, WorkerPool>();

/**
 * The process's pool of `threads` workers, started on first use and reused
 * by every later simulation that asks for as many threads without bringing
 * its own pool (a study's analyses, a tune, the bench), so workers start once
 * and stay warm. Another thread count gets a pool of its own, beside this one.
 */
export function defaultPool(threads: number): WorkerPool {
  let pool = defaults.get(threads);
  if (!pool || pool.closed) {
    defaults.set(threads, (pool = new WorkerPool({ threads })));
    registerPoolCloser(closePool);
  }
  return pool;
}

/** Terminate the process's own pools (at the end of a command, or on Ctrl-C); the next simulation starts new ones. Pools callers made are theirs to close. */
export async function closePool(): Promise<void> {
  const pools = [...defaults.values()];
  defaults.clear();
  await Promise.all(pools.map((p) => p.close()));
}

/** Start a default pool's workers and load the simulation code in each, before timing-sensitive work. */
export async function warmPool(threads = defaultThreads()): Promise<void> {
  if (threads === 0) return;
  await defaultPool(threads).warm();
}

// ------------------------------------------------------------------ where a run goes

/** Kernels whose system declares no rate (a test system): assumed slow, so their runs go to the workers. */
const RATE_UNKNOWN = 500;
/** The fastest rate seen in this process by system/kernel (a warm kernel's, not a cold first chunk's). */
const observedRate = new Map<string, number>();

/**
 * Below this much estimated single-thread work a run stays in the calling
 * thread: starting a worker, loading the kernels there and letting V8
 * optimise them again costs tens of ms per worker (and the estimate errs
 * slow), more than a second thread saves on a job this small. Issue 23
 * measured a 1e6–1e7-trial cell 1.8× slower on the pool than in the main thread.
 */
export const MAIN_THREAD_MS = 500;

/**
 * A kernel's single-thread trials per ms before any task of it has been timed,
 * as its system declares it (`rate` of the system or of the scenario): about
 * half what `npm run bench` measures on one core, so that a doubt sends work
 * to the workers. Rates measured in this process replace it (`observedRate`).
 */
function rateGuess(id: string, kernel: string): number | undefined {
  const system = SYSTEMS.find((s) => s.id === id);
  return kernel === 'check' ? system?.rate : system?.scenarios?.[kernel]?.rate;
}

/** Estimated single-thread milliseconds of `trials[i]` trials of each job. */
export function estimateMs(jobs: readonly Job[], trials: readonly number[]): number {
  let ms = 0;
  jobs.forEach((j, i) => {
    const k = `${j.system}/${j.kernel}`;
    ms += trials[i] / (observedRate.get(k) ?? rateGuess(j.system, j.kernel) ?? RATE_UNKNOWN);
  });
  return ms;
}

/** Workers a run uses: none when it is small (`MAIN_THREAD_MS`), else one per `MAIN_THREAD_MS` of estimated work, at least two, at most `threads`. */
export function workersFor(estimatedMs: number, threads: number): number {
  if (threads === 0 || estimatedMs < MAIN_THREAD_MS) return 0;
  return Math.min(threads, Math.max(2, Math.ceil(estimatedMs / MAIN_THREAD_MS)));
}

// ------------------------------------------------------------------ dispatch

const interrupted = (): HanteiError => new HanteiError('interrupted', msg('run.interrupted'), { hint: msg('run.interruptedHint') });

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
      system: job.system,
      kernel: job.kernel,
      compiled: job.compiled,
      masterSeed: this.masterSeed,
      key: job.key,
      trials: job.trials,
      chunkSize: job.chunkSize,
      first: c.next,
      count,
      length: job.length,
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
    const k = `${job.system}/${job.kernel}`;
    this.kernelRate.set(k, this.jobRate[jobIndex]);
    // a whole task (not a cold first chunk) is what the next run's estimate should trust
    if (trials >= job.chunkSize * 2) observedRate.set(k, Math.max(observedRate.get(k) ?? 0, r));
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
 * Where it runs (this thread, or as many of the pool's workers as the
 * estimated work needs) changes only the time.
 *
 * An abort of `opts.signal` rejects with HanteiError('interrupted') at once:
 * no task of the run is sent any more and its tasks in flight (about TASK_MS
 * long) are left to end, their results dropped, so other runs on the same
 * pool go on; a main-thread run stops at its next task. Ending the process
 * (Ctrl-C in the CLI) or `WorkerPool.close()` terminates the workers.
 */
export async function simulateJobs(jobs: readonly Job[], opts: SimulateOptions): Promise<Float64Array[]> {
  if (opts.signal?.aborted) throw interrupted();
  const dist = distribution();
  // a merge runs nothing: the parts' summed counts are the run's counts
  if (dist.merged) return dist.merged.takeRun(jobs, opts.seed);
  const ranges = chunkRanges(jobs, dist.shard);
  // a pool brought by the caller caps the threads: it never runs more workers than it has
  const threads = opts.pool ? Math.min(opts.threads ?? opts.pool.threads, opts.pool.threads) : (opts.threads ?? defaultThreads());
  const workers =
    opts.placement === 'workers'
      ? threads
      : workersFor(
          estimateMs(
            jobs,
            jobs.map((j, i) => rangeTrials(j, ranges[i])),
          ),
          threads,
        );
  const sums =
    workers === 0
      ? await runInThisThread(jobs, ranges, opts)
      : await runOnPool(jobs, ranges, opts, workers, opts.pool ?? defaultPool(threads));
  if (dist.collector) dist.collector.addRun(jobs, sums, ranges, opts.seed);
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

async function runInThisThread(
  jobs: readonly Job[],
  ranges: ReadonlyArray<{ start: number; end: number }>,
  opts: SimulateOptions,
): Promise<Float64Array[]> {
  const t = tally(jobs, ranges, opts, 0);
  for (let task = t.next(); task; task = t.next()) {
    t.finish(task, runChunks(task.task));
    // let Ctrl-C (and anything else waiting) run between tasks
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (opts.signal?.aborted) throw interrupted();
  }
  return t.sums;
}

function runOnPool(
  jobs: readonly Job[],
  ranges: ReadonlyArray<{ start: number; end: number }>,
  opts: SimulateOptions,
  workers: number,
  pool: WorkerPool,
): Promise<Float64Array[]> {
  const t = tally(jobs, ranges, opts, workers);
  const lanes = workers * 2; // one running and one queued per worker: no idle gap between tasks
  return new Promise<Float64Array[]>((resolve, reject) => {
    let inFlight = 0;
    let settled = false;
    const stop = (e: unknown): void => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', onAbort);
      // stop dispatching and drop this run's late results; its tasks in flight end by themselves (a task
      // is about TASK_MS long). Terminating their workers instead left the tasks other runs had queued on
      // the pool without a worker (piscina starts one only when a task is queued): they waited forever.
      reject(e);
    };
    const onAbort = (): void => stop(interrupted());
    const pump = (): void => {
      if (settled) return;
      for (let next = inFlight < lanes ? t.next() : undefined; next; next = inFlight < lanes ? t.next() : undefined) {
        inFlight++;
        const task = next;
        pool.run(task.task).then((out: Float64Array) => {
          if (settled) return;
          inFlight--;
          t.finish(task, out);
          pump();
        }, stop);
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
