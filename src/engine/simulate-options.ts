/**
 * How a simulation runs, as the library and the study runner pass it to the
 * pool. Declared apart from engine/pool.ts so that the public types never
 * mention piscina (a consumer type-checking with `skipLibCheck: false` would
 * need its types and Node's); the pool accepts this shape.
 */
import type { WorkerPool } from './worker-pool.js';

export interface SimulateOptions {
  seed: string;
  /**
   * Most worker threads (default: the pool's, else the cores); 0 runs every
   * chunk in this thread. Same chunks, same numbers wherever they run.
   */
  threads?: number;
  /** The workers to use (default: the process's pool for the thread count). */
  pool?: WorkerPool;
  /**
   * 'auto' (default): a run whose estimated work is small stays in this
   * thread, a larger one starts only the workers it needs; 'workers': every
   * task on the pool whatever its size (tests of the pool itself).
   */
  placement?: 'auto' | 'workers';
  onProgress?: (doneTrials: number, totalTrials: number) => void;
  signal?: AbortSignal;
}
