import type { ResultsDocument } from '../core/results.js';
import { HanteiError } from '../core/errors.js';
import { SCENARIOS, normaliseScenarioParams, simulateScenarioDocument } from '../engine/scenarios.js';

/**
 * A stateful scenario to simulate: its name, system and options (either spelling: `vsModifier` or `vs-modifier`).
 *
 * @example
 * const req: ScenarioRequest = { scenario: 'opposed', system: '2d6', params: { ability: 3, vsAbility: 2, vsModifier: 1 }, trials: 1e5 };
 */
export interface ScenarioRequest {
  /** opposed | turn | session | combat */
  scenario: string;
  system: string;
  /** Options named as the command's (`deck`, `vs`, `vs-check`, `checks`, `boost`, `hand`, `ruleset`, …). */
  params: Readonly<Record<string, unknown>>;
  trials?: number;
  seed?: string | number;
  threads?: number;
  onProgress?: (doneTrials: number, totalTrials: number) => void;
  signal?: AbortSignal;
}

/**
 * A stateful scenario simulated on the worker pool, as `hantei opposed|turn|session|combat --format json`.
 *
 * @example
 * const doc = await scenario({ scenario: 'opposed', system: '2d6', params: { ability: 3, vsAbility: 2, vsModifier: 1 }, trials: 1e5, seed: 1 });
 * console.log(doc.scenarios?.[0]);
 */
export async function scenario(req: ScenarioRequest): Promise<ResultsDocument> {
  const prepare = SCENARIOS[req.scenario]?.[req.system];
  if (!prepare) {
    const known = Object.entries(SCENARIOS).flatMap(([s, by]) => Object.keys(by).map((sys) => `${s} ${sys}`));
    throw new HanteiError('range', `no scenario "${req.scenario}" for system "${req.system}"`, { hint: `scenarios: ${known.join(', ')}` });
  }
  // either spelling (`vsModifier`, `vs-modifier`); an unknown key throws naming the closest ones
  const params = normaliseScenarioParams(req.scenario, req.system, req.params, undefined, 'accept');
  return simulateScenarioDocument(prepare(params), req.trials ?? 1_000_000, { seed: String(req.seed ?? 1), threads: req.threads, onProgress: req.onProgress, signal: req.signal });
}
