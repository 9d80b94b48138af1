import type { ResultsDocument } from '../core/results.js';
import { HanteiError } from '../core/errors.js';
import { SCENARIOS, simulateScenarioDocument } from '../engine/scenarios.js';
import type { WorkerPool } from '../engine/worker-pool.js';

export interface ScenarioRequest {
  /** opposed | turn | session | combat */
  scenario: string;
  system: string;
  /** Options named as the command's (`deck`, `vs`, `vs-check`, `checks`, `boost`, `hand`, `ruleset`, …). */
  params: Readonly<Record<string, unknown>>;
  trials?: number;
  seed?: string | number;
  threads?: number;
  /** Workers to run on; default: the process's own pool for the thread count. */
  pool?: WorkerPool;
  onProgress?: (doneTrials: number, totalTrials: number) => void;
  signal?: AbortSignal;
}

/** A stateful scenario simulated on the worker pool, as `hantei opposed|turn|session|combat --format json`. */
export async function scenario(req: ScenarioRequest): Promise<ResultsDocument> {
  const prepare = SCENARIOS[req.scenario]?.[req.system];
  if (!prepare) {
    const known = Object.entries(SCENARIOS).flatMap(([s, by]) => Object.keys(by).map((sys) => `${s} ${sys}`));
    throw new HanteiError('range', `no scenario "${req.scenario}" for system "${req.system}"`, { hint: `scenarios: ${known.join(', ')}` });
  }
  return simulateScenarioDocument(prepare(req.params), req.trials ?? 1_000_000, { seed: String(req.seed ?? 1), threads: req.threads, pool: req.pool, onProgress: req.onProgress, signal: req.signal });
}
