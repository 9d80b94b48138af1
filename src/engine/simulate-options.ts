/**
 * How a simulation runs, as the library and the study runner pass it to the
 * pool. Declared apart from engine/pool.ts so that the public types never
 * mention piscina (a consumer type-checking with `skipLibCheck: false` would
 * need its types and Node's); the pool accepts this shape.
 */
export interface SimulateOptions {
  seed: string;
  /** Worker threads; 0 runs every chunk in this thread (same chunks, same numbers). */
  threads?: number;
  onProgress?: (doneTrials: number, totalTrials: number) => void;
  signal?: AbortSignal;
}
