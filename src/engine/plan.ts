import { deriveSeed } from '../core/seed.js';

/** A unit of simulation: one cell (or scenario) run by one named kernel. */
export interface Job {
  /** Stable key of the cell: part of every chunk's seed. */
  key: string;
  system: string;
  kernel: string;
  compiled: unknown;
  trials: number;
  /** Accumulator length for this job. */
  length: number;
  /** Trials per chunk; depends on the kernel only, never on the thread count. */
  chunkSize: number;
}

/**
 * The seed plan, which fixes every simulated number:
 *
 *   job j is cut into chunks of `chunkSize` trials (the last one shorter);
 *   chunk i runs `kernel(compiled, n_i, deriveSeed(masterSeed, job.key, i), acc)`.
 *
 * Chunks depend on the trial count and the kernel only. How chunks are
 * batched into tasks, which thread runs a task and in which order tasks
 * finish never changes a number: each chunk's stream is its own, and counts
 * add exactly. So the dispatcher (pool.ts) is free to size tasks by time.
 */

/** 2^17 ≈ 131 k single checks a chunk: 1e6 trials are 8 chunks, so a second thread can help, and a chunk is a few ms. */
export const CHECK_CHUNK = 1 << 17;
/** Scenario trials cost tens of single checks; their chunks are smaller. */
export const SCENARIO_CHUNK = 1 << 15;

export function chunkCount(job: Job): number {
  return Math.ceil(job.trials / job.chunkSize);
}

/** Trials of chunk `index` of a job. */
export function chunkTrials(job: Pick<Job, 'trials' | 'chunkSize'>, index: number): number {
  return Math.max(0, Math.min(job.chunkSize, job.trials - index * job.chunkSize));
}

export interface Chunk {
  job: number;
  index: number;
  n: number;
  seed: Uint32Array;
}

/** Every chunk with its derived seed (for tests and small plans; the pool derives seeds lazily, in the workers). */
export function planChunks(jobs: readonly Job[], masterSeed: string): Chunk[] {
  const out: Chunk[] = [];
  jobs.forEach((job, j) => {
    const count = chunkCount(job);
    for (let i = 0; i < count; i++) out.push({ job: j, index: i, n: chunkTrials(job, i), seed: deriveSeed(masterSeed, job.key, i) });
  });
  return out;
}
