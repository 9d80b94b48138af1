import type { ResultsDocument } from '../core/results.js';
import {
  type ScenarioOptionNames,
  normaliseScenarioParams,
  prepareScenario,
  scenarioSpec,
  simulateScenarioDocument,
} from '../engine/scenarios.js';
import type { WorkerPool } from '../engine/worker-pool.js';
import { checkRequest } from './request-check.js';

type Options = ScenarioOptionNames;

/**
 * The stateful scenarios: `opposed`, `turn`, `session`, `combat`.
 *
 * @example
 * const name: ScenarioName = 'session';
 */
export type ScenarioName = keyof Options;

/**
 * The systems that have a scenario.
 *
 * @example
 * const sys: ScenarioSystem<'opposed'> = '2d6'; // or 'mtg'
 */
export type ScenarioSystem<Sc extends ScenarioName> = keyof Options[Sc] & string;

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
type OptionOf<Sc extends ScenarioName, Sys extends ScenarioSystem<Sc>> = Options[Sc][Sys] extends readonly (infer O extends string)[]
  ? O
  : never;

/**
 * A scenario's options, each by its CLI spelling or camelCase (`vs-modifier`
 * or `vsModifier`); a key the scenario lacks is a compile error here and a
 * HanteiError at run time.
 *
 * @example
 * const p: ScenarioParamsOf<'opposed', '2d6'> = { ability: 3, vsAbility: 2, vsModifier: 1, 'vs-cannot-roll': true };
 */
export type ScenarioParamsOf<Sc extends ScenarioName, Sys extends ScenarioSystem<Sc>> = {
  [K in OptionOf<Sc, Sys> as K | CamelCase<K>]?: string | number | boolean | readonly string[];
};

/**
 * A stateful scenario to simulate: its name, system and options (either spelling: `vsModifier` or `vs-modifier`).
 *
 * @example
 * const req: ScenarioRequest<'opposed', '2d6'> = { scenario: 'opposed', system: '2d6', params: { ability: 3, vsAbility: 2, vsModifier: 1 }, trials: 1e5 };
 */
export interface ScenarioRequest<Sc extends ScenarioName = ScenarioName, Sys extends ScenarioSystem<Sc> = ScenarioSystem<Sc>> {
  scenario: Sc;
  system: Sys;
  /** Options named as the command's (`deck`, `vs`, `vs-check`, `checks`, `boost`, `hand`, `ruleset`, …), in either spelling. */
  params: ScenarioParamsOf<Sc, Sys>;
  trials?: number;
  seed?: string | number;
  threads?: number;
  /** Workers to run on; default: the process's own pool for the thread count. */
  pool?: WorkerPool;
  onProgress?: (doneTrials: number, totalTrials: number) => void;
  signal?: AbortSignal;
}

/** Inside hantei: a scenario known only at run time (the workbench). */
export interface AnyScenarioRequest extends Omit<ScenarioRequest, 'scenario' | 'system' | 'params'> {
  scenario: string;
  system: string;
  params: Readonly<Record<string, unknown>>;
}

/**
 * A stateful scenario simulated on the worker pool, as `hantei opposed|turn|session|combat --format json`.
 *
 * @example
 * const doc = await scenario({ scenario: 'opposed', system: '2d6', params: { ability: 3, vsAbility: 2, vsModifier: 1 }, trials: 1e5, seed: 1 });
 * console.log(doc.scenarios?.[0]);
 */
export async function scenario<Sc extends ScenarioName, Sys extends ScenarioSystem<Sc>>(
  req: ScenarioRequest<Sc, Sys>,
): Promise<ResultsDocument> {
  checkRequest(req, 'scenario');
  return runScenarioRequest(req);
}

/** Inside hantei: `scenario` for a scenario known only at run time. */
export async function runScenarioRequest(req: AnyScenarioRequest): Promise<ResultsDocument> {
  // an unknown scenario or system: a HanteiError listing the scenarios there are
  scenarioSpec(req.scenario, req.system);
  // either spelling (`vsModifier`, `vs-modifier`); an unknown key throws naming the closest ones
  const params = normaliseScenarioParams(req.scenario, req.system, req.params, undefined, 'accept');
  return simulateScenarioDocument(prepareScenario(req.scenario, req.system, params), req.trials ?? 1_000_000, {
    seed: String(req.seed ?? 1),
    threads: req.threads,
    pool: req.pool,
    onProgress: req.onProgress,
    signal: req.signal,
  });
}
