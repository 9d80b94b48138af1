import type { SimulateOptions } from './pool.js';
import { simulateJobs } from './pool.js';
import { SCENARIO_CHUNK } from './plan.js';

/** Run one scenario kernel on the pool and return its summed accumulator. */
export async function runScenario(
  system: string,
  kernel: string,
  key: string,
  compiled: unknown,
  length: number,
  trials: number,
  sim: SimulateOptions,
): Promise<Float64Array> {
  const [acc] = await simulateJobs([{ key, system, kernel, compiled, trials, length, chunkSize: SCENARIO_CHUNK }], sim);
  return acc;
}
