import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import type { ChunkTask } from './run-chunk.js';
import { workerLocation } from './worker-entry.js';

/**
 * Options of a `WorkerPool`.
 *
 * @example
 * const opts: WorkerPoolOptions = { threads: 2 };
 * const pool = new WorkerPool(opts);
 */
export interface WorkerPoolOptions {
  /** Most worker threads the pool starts (default: the number of cores). Workers start only when work needs them. */
  threads?: number;
}

/**
 * Worker threads for simulations. Create one and pass it as `pool` to
 * `simulate`, `scenario` or a study to keep its workers (and their optimised
 * kernels) warm between calls; without one, each thread count gets a pool of
 * the process's own (`defaultPool`). Several pools may live at once; calls on
 * one pool or on different pools may run concurrently, and aborting one run
 * stops only that run's tasks (the workers running them are replaced), never
 * another run. Idle workers do not keep the process alive; `close()` ends them.
 *
 * @example
 * const pool = new WorkerPool({ threads: 4 });
 * try {
 *   await simulate({ system: '2d6', params: { ability: 3, difficulty: 8 }, pool });
 * } finally {
 *   await pool.close();
 * }
 */
export class WorkerPool {
  /** Most workers this pool runs at once. */
  readonly threads: number;
  #piscina: Promise<Piscina> | undefined;
  #closed = false;

  constructor(opts: WorkerPoolOptions = {}) {
    const t = opts.threads ?? availableParallelism();
    if (!Number.isInteger(t) || t < 1 || t > 256)
      throw new RangeError(`WorkerPool threads must be a whole number from 1 to 256, got ${String(t)}`);
    this.threads = t;
  }

  /** Whether `close()` was called; a closed pool refuses new work. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Whether any worker has been started (a run too small for workers never starts one). */
  get started(): boolean {
    return this.#piscina !== undefined;
  }

  /** Start the workers now rather than on first use (the bench, a server about to take jobs). */
  async warm(workers = this.threads): Promise<void> {
    // no chunks: no system is looked up (run-chunk.ts), the worker only starts
    const empty: ChunkTask = {
      system: '',
      kernel: 'check',
      compiled: null,
      masterSeed: '',
      key: '',
      trials: 0,
      chunkSize: 1,
      first: 0,
      count: 0,
      length: 0,
    };
    await Promise.all(Array.from({ length: Math.min(workers, this.threads) * 2 }, () => this.run(empty)));
  }

  /**
   * Run one task on a worker (internal: the engine's dispatcher calls it).
   * An abort of `signal` rejects this task only: queued, it leaves the queue;
   * running, its worker is terminated and replaced when next needed.
   */
  async run(task: ChunkTask, signal?: AbortSignal): Promise<Float64Array> {
    if (this.#closed) throw new Error('the worker pool is closed');
    const piscina = await (this.#piscina ??= this.#start());
    return (await piscina.run(task, { signal })) as Float64Array;
  }

  async #start(): Promise<Piscina> {
    // piscina loads with the first simulated task, never with `import 'hantei'`
    const { Piscina } = await import('piscina');
    // systems added with registerSystem(…, { module }) before the pool started: each worker imports them (workers/simulate.ts)
    const workerData = { systemModules: (await import('../systems/index.js')).registeredModules() };
    const where = workerLocation(workerData.systemModules);
    // minThreads 0: a worker starts when a task waits for one, so a run needing one worker starts one
    return new Piscina({
      filename: where.filename,
      execArgv: where.execArgv,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: Infinity,
      workerData,
    });
  }

  /** Terminate the workers. Runs still using the pool reject. */
  async close(): Promise<void> {
    this.#closed = true;
    const p = this.#piscina;
    this.#piscina = undefined;
    if (p) await (await p).destroy();
  }
}
