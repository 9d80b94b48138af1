import { setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { addInto } from '../core/accumulator.js';
import { HanteiError } from '../core/errors.js';
import { type Job, planChunks } from './plan.js';
import { type ChunkTask, runChunk } from './run-chunk.js';

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

/** Where the worker lives: built JS next to dist/, or the TS source under a tsx loader (tests). */
function workerLocation(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { filename: new URL('../../workers/simulate.ts', here).href, execArgv: ['--import', 'tsx'] };
  return { filename: new URL('../../workers/simulate.js', here).href, execArgv: [] };
}

/**
 * Run every job's chunks and return one summed accumulator per job. Chunks
 * and their seeds depend only on the jobs and the seed, and integer counts
 * add exactly, so the thread count never changes a number.
 */
export async function simulateJobs(jobs: readonly Job[], opts: SimulateOptions): Promise<Float64Array[]> {
  const chunks = planChunks(jobs, opts.seed);
  const sums = jobs.map((j) => new Float64Array(j.length));
  const total = jobs.reduce((s, j) => s + j.trials, 0);
  let done = 0;
  const finish = (jobIndex: number, acc: Float64Array, n: number): void => {
    addInto(sums[jobIndex], acc);
    done += n;
    opts.onProgress?.(done, total);
  };
  const task = (c: (typeof chunks)[number]): ChunkTask => {
    const job = jobs[c.job];
    return { system: job.system, kernel: job.kernel, compiled: job.compiled, n: c.n, seed: c.seed, length: job.length };
  };
  const threads = opts.threads ?? defaultThreads();
  if (threads === 0 || chunks.length === 0) {
    for (const c of chunks) {
      if (opts.signal?.aborted) throw new HanteiError('interrupted', 'interrupted', { hint: 'the run was stopped; no results were written' });
      finish(c.job, runChunk(task(c)), c.n);
    }
    return sums;
  }
  // every queued chunk listens on the one signal
  if (opts.signal) setMaxListeners(chunks.length + 10, opts.signal);
  const where = workerLocation();
  const pool = new Piscina({ filename: where.filename, execArgv: where.execArgv, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
  try {
    await Promise.all(
      chunks.map(async (c) => {
        const acc = (await pool.run(task(c), { signal: opts.signal ?? null })) as Float64Array;
        finish(c.job, acc, c.n);
      }),
    );
  } catch (e) {
    if (opts.signal?.aborted) throw new HanteiError('interrupted', 'interrupted', { hint: 'the run was stopped; no results were written' });
    throw e;
  } finally {
    await pool.destroy();
  }
  return sums;
}
