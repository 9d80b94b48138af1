import { deriveSeed } from '../core/seed.js';
import { getSystem } from '../systems/index.js';
import type { Kernel } from '../systems/types.js';
import { chunkTrials } from './plan.js';

/**
 * A task: consecutive chunks `first .. first + count − 1` of one job. The
 * seeds are derived here (in the worker) from the master seed, the job key
 * and each chunk's index, exactly as plan.ts documents.
 */
export interface ChunkTask {
  system: string;
  kernel: string;
  compiled: unknown;
  masterSeed: string;
  key: string;
  trials: number;
  chunkSize: number;
  first: number;
  count: number;
  length: number;
}

/**
 * Run a task's chunks into one accumulator: the same function in a worker
 * thread or in the main thread. The array has one slot more than the
 * accumulator: the last holds the milliseconds spent, which the dispatcher
 * uses to size the next tasks (never to compute a number).
 */
export function runChunks(task: ChunkTask): Float64Array {
  const out = new Float64Array(task.length + 1);
  if (task.count === 0) return out;
  const kernel = getSystem(task.system).kernels[task.kernel] as Kernel<unknown> | undefined;
  if (!kernel) throw new Error(`system ${task.system} has no kernel "${task.kernel}"`);
  const started = performance.now();
  const acc = out.subarray(0, task.length);
  for (let i = task.first; i < task.first + task.count; i++) {
    const n = chunkTrials(task, i);
    if (n > 0) kernel(task.compiled, n, deriveSeed(task.masterSeed, task.key, i), acc);
  }
  out[task.length] = performance.now() - started;
  return out;
}
