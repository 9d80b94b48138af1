import { scenarioDocument, type ResultsDocument, type ScenarioResult } from '../core/results.js';
import { getSystem } from '../systems/index.js';
import type { RulesetCommand } from '../systems/ruleset-use.js';
import { runInfo } from './analyse.js';
import { type Budget, DEFAULT_BUDGET, checkTrialBudget } from '../core/budget.js';
import { loadRuleset } from './request.js';
import { prepareScenario, simulateScenarioDocument } from './scenarios.js';
import type { SimulateOptions } from './simulate-options.js';
import { type VaryValue, checkVaryUse, variantRules, varyAxes } from './vary.js';
import { combinations } from '../core/combinatorics.js';

/**
 * A scenario (opposed, turn, session, combat) with ruleset keys varied: one
 * simulation per combination of the values, first key slowest, each row's
 * params carrying the values under the key path (and so its own seeds). The
 * budget counts rulesets × trials.
 */
export async function simulateVariedScenario(
  scenario: string,
  systemId: string,
  options: Readonly<Record<string, unknown>>,
  vary: unknown,
  trials: number,
  sim: SimulateOptions,
  budget: Budget = DEFAULT_BUDGET,
): Promise<ResultsDocument> {
  const started = Date.now();
  const system = getSystem(systemId);
  const base = loadRuleset(system, options.ruleset as string | undefined, scenario as RulesetCommand);
  const axes = varyAxes(system, base.rules, vary);
  checkVaryUse(
    system,
    axes.map((a) => a.key),
    scenario as RulesetCommand,
  );
  const combos = [...combinations(axes.map((a) => a.values.length))];
  checkTrialBudget(trials, combos.length, budget);
  const rows: ScenarioResult[] = [];
  let kernel = scenario;
  for (const index of combos) {
    const values: Array<[string, VaryValue]> = axes.map((a, i) => [a.key, a.values[index[i]]]);
    const rules = variantRules(system, base.rules, values);
    const run = prepareScenario(scenario, systemId, { ...options, ruleset: { name: base.name, rules } });
    // the varied values lead the params (the summary reads the same object), so each combination has its own seeds
    const own = { ...run.params };
    for (const k of Object.keys(run.params)) delete run.params[k];
    Object.assign(run.params, Object.fromEntries(values), own);
    kernel = run.kernel;
    const doc = await simulateScenarioDocument(run, trials, sim);
    rows.push(...((doc.scenarios ?? []) as ScenarioResult[]));
  }
  return scenarioDocument(system.id, base.name, base.rules, kernel, sim.seed, trials, runInfo(started, sim.threads), rows);
}
