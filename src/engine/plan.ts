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

export interface Chunk {
  job: number;
  index: number;
  n: number;
  seed: Uint32Array;
}

/** 2^21 ≈ 2.1 M single checks a chunk: long enough to amortise a task, short enough to balance 2+ threads. */
export const CHECK_CHUNK = 1 << 21;
/** Scenario trials are ~50× dearer; their chunks are smaller. */
export const SCENARIO_CHUNK = 1 << 15;

/** Split each job into fixed-size chunks, each with its own derived seed. */
export function planChunks(jobs: readonly Job[], masterSeed: string): Chunk[] {
  const out: Chunk[] = [];
  jobs.forEach((job, j) => {
    const count = Math.ceil(job.trials / job.chunkSize);
    for (let i = 0; i < count; i++) {
      out.push({ job: j, index: i, n: Math.min(job.chunkSize, job.trials - i * job.chunkSize), seed: deriveSeed(masterSeed, job.key, i) });
    }
  });
  return out;
}
