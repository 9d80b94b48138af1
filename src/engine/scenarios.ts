import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { paramLabel } from '../core/names.js';
import { type ResultsDocument, type ScenarioResult, scenarioDocument } from '../core/results.js';
import { type RegisteredSystem, SYSTEMS, getSystem } from '../systems/index.js';
import type { ScenarioFlags, ScenarioOption, ScenarioOptions, ScenarioSpec } from '../systems/types.js';
import { runInfo } from './analyse.js';
import { type ParamFailure, namesOfFlags, normaliseParams } from './params.js';
import { SCENARIO_CHUNK } from './plan.js';
import type { SimulateOptions } from './simulate-options.js';
import { loadDecks, loadRuleset } from './request.js';

/*
 * The stateful scenarios, as each system declares them (RuleSystem.scenarios,
 * in the system's folder): prepared from option values named as on the
 * command line (`deck`, `vs`, `vs-check`, …) so the CLI, study files, the
 * library and the workbench share them. Nothing here names a system.
 */

export type { ScenarioOptions };
export { intOption } from '../systems/scenario-options.js';

/** A scenario ready to simulate: its kernel, compiled data and how to summarise the counts. */
export interface ScenarioRun {
  system: string;
  kernel: string;
  rulesetName: string;
  rules: unknown;
  params: Record<string, unknown>;
  compiled: unknown;
  length: number;
  summarise: (acc: Float64Array) => ScenarioResult;
}

type ScenariosOf<S> = S extends { scenarios?: infer X } ? NonNullable<X> : never;
/** Distributes over the systems: every scenario name of any of them. */
type ScenarioNamesOf<S> = S extends unknown ? keyof ScenariosOf<S> & string : never;
type SystemsWith<Sc extends string> = Extract<RegisteredSystem, { scenarios?: Record<Sc, unknown> }>;

/**
 * The options each built-in scenario reads, as the command line spells them,
 * by scenario and system: derived from the systems' declarations.
 */
export type ScenarioOptionNames = {
  [Sc in ScenarioNamesOf<RegisteredSystem>]: {
    [Id in SystemsWith<Sc>['id']]: readonly ScenarioFlags<ScenariosOf<Extract<SystemsWith<Sc>, { id: Id }>>[Sc]>[];
  };
};

/** Every scenario of every system (built-in and registered): scenario → system id → its declaration. */
export function scenarioSpecs(): Readonly<Record<string, Readonly<Record<string, ScenarioSpec>>>> {
  const out: Record<string, Record<string, ScenarioSpec>> = {};
  for (const s of SYSTEMS) for (const [name, spec] of Object.entries(s.scenarios ?? {})) (out[name] ??= {})[s.id] = spec;
  return out;
}

/** The options each scenario reads, as the command line spells them: scenario → system id → flags. */
export function scenarioOptionNames(): Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> {
  const specs = scenarioSpecs();
  return Object.fromEntries(
    Object.entries(specs).map(([name, bySystem]) => [
      name,
      Object.fromEntries(Object.entries(bySystem).map(([id, spec]) => [id, spec.options.map((o: ScenarioOption) => o.flag)])),
    ]),
  );
}

/** A system's scenario, or a HanteiError naming the scenarios there are. */
export function scenarioSpec(scenario: string, system: string): ScenarioSpec {
  const spec = scenarioSpecs()[scenario]?.[system];
  if (!spec) {
    const known = Object.entries(scenarioSpecs()).flatMap(([s, by]) => Object.keys(by).map((sys) => `${s} ${sys}`));
    throw new HanteiError('range', msg('scenario.none', { scenario, system }), { hint: msg('scenario.known', { list: known.join(', ') }) });
  }
  return spec;
}

/** Prepare a system's scenario from its option values (named as on the command line). */
export function prepareScenario(scenario: string, system: string, o: ScenarioOptions): ScenarioRun {
  const spec = scenarioSpec(scenario, system);
  const { name, rules } = loadRuleset(getSystem(system), o.ruleset as string | undefined, scenario);
  // the card budget: a study passes its budget's (`maxCards`), the command line --max-cards
  const maxCards = maxCardsOf(o);
  const prepared = spec.prepare(o, {
    rules,
    rulesetName: name,
    loadDecks: (files, opts) => [...loadDecks(files, { ...opts, maxCards, system: getSystem(system) }).values()],
  });
  return { system, kernel: scenario, rulesetName: name, rules, ...prepared };
}

/** The card budget of a scenario's decks: `maxCards` from a study's budget, or `--max-cards`. */
function maxCardsOf(o: ScenarioOptions): number | undefined {
  if (typeof o.maxCards === 'number') return o.maxCards;
  const v = o['max-cards'];
  if (v === undefined) return undefined;
  const n = Number(String(v).replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 1)
    throw new HanteiError('range', msg('scenario.maxCards', { label: paramLabel('max-cards'), got: String(v) }), {
      hint: msg('opt.example', { example: '--max-cards 2e6' }),
    });
  return n;
}

/** Options a study gives at the analysis level, not in params. */
const ANALYSIS_LEVEL = ['ruleset', 'cards', 'critical'];

/**
 * A scenario's params, keys renamed to the command line's spelling
 * (`vsCheck` → `vs-check`; engine/params.ts). An unknown key calls `fail`
 * (default: throws) with the closest names. Studies give `ruleset`, `cards`
 * and `critical` beside `system:` (refused in params); the library accepts
 * them in params (`analysisLevel: 'accept'`).
 */
export function normaliseScenarioParams(
  scenario: string,
  system: string,
  params: Readonly<Record<string, unknown>>,
  fail?: ParamFailure,
  analysisLevel: 'accept' | 'refuse' = 'refuse',
): Record<string, unknown> {
  const known = scenarioOptionNames()[scenario]?.[system] ?? [];
  const inParams = known.filter((k) => !ANALYSIS_LEVEL.includes(k));
  const atLevel = known.filter((k) => ANALYSIS_LEVEL.includes(k));
  return normaliseParams(params, namesOfFlags(inParams), {
    to: 'flag',
    what: `${system} ${scenario}`,
    fail,
    ...(analysisLevel === 'accept'
      ? { extra: atLevel }
      : {
          refuse: Object.fromEntries(
            ANALYSIS_LEVEL.map((k) => [k, { problem: msg('param.belongsToAnalysis', { k }), hint: msg('param.moveUp', { k }) }]),
          ),
        }),
  });
}

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
  // the pool (piscina) loads with the first simulation, not with the library
  const { simulateJobs } = await import('./pool.js');
  const [acc] = await simulateJobs([{ key, system, kernel, compiled, trials, length, chunkSize: SCENARIO_CHUNK }], sim);
  return acc;
}

/** Simulate a prepared scenario into a results document. */
export async function simulateScenarioDocument(run: ScenarioRun, trials: number, sim: SimulateOptions): Promise<ResultsDocument> {
  const started = Date.now();
  const acc = await runScenario(run.system, run.kernel, JSON.stringify(run.params), run.compiled, run.length, trials, sim);
  return scenarioDocument(run.system, run.rulesetName, run.rules, run.kernel, sim.seed, trials, runInfo(started, sim.threads), [
    run.summarise(acc),
  ]);
}
