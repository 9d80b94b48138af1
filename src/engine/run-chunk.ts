import { getSystem } from '../systems/index.js';
import type { Kernel } from '../systems/types.js';

export interface ChunkTask {
  system: string;
  kernel: string;
  compiled: unknown;
  n: number;
  seed: Uint32Array;
  length: number;
}

/** Run one chunk: the same function in a worker thread or in the main thread. */
export function runChunk(task: ChunkTask): Float64Array {
  const kernel = getSystem(task.system).kernels[task.kernel] as Kernel<unknown> | undefined;
  if (!kernel) throw new Error(`system ${task.system} has no kernel "${task.kernel}"`);
  const acc = new Float64Array(task.length);
  kernel(task.compiled, task.n, task.seed, acc);
  return acc;
}
