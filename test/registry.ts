import { prepareCells } from '../src/api/checks.js';
import type { Cell } from '../src/core/grid.js';
import { SYSTEMS, registerSystem } from '../src/systems/index.js';
import type { CompileContext, ParamSpec, RuleSystem, ScenarioOption } from '../src/systems/types.js';
import { system as dicepool } from './fixtures/systems/dicepool/index.js';
import { testSystemModule } from './setup/test-systems.js';

/*
 * What the registry-driven tests build for every registered system, from its
 * declaration alone: the test-only dice pool is registered beside the
 * built-in systems, so a new system gets the contract, ruleset-use, exit-code,
 * bad-input, agreement and reproducibility tests with no row of its own.
 */

/** The test-only system's module, which worker threads import. */
export const DICEPOOL_MODULE = testSystemModule('dicepool');

/** Register the test-only dice pool (once; its workers import it too) and return every registered system. */
export function registeredForTests(): readonly RuleSystem[] {
  registerSystem(dicepool, { module: DICEPOOL_MODULE });
  return SYSTEMS;
}

/** A parameter's working value as the command line gives it: its declared example, else its first choice, else its lowest bound. */
export function exampleValue(system: RuleSystem, p: ParamSpec): string | undefined {
  if (p.example !== undefined) return p.example;
  if (!p.required) return undefined;
  if (p.choices?.length) return p.choices[0];
  const rules = system.rulesets[system.defaultRuleset];
  const labels = system.choicesFor?.(p.name, rules).choices ?? [];
  if ((p.kind === 'choice-list' || p.kind === 'int-or-label') && labels.length > 0) return labels[0];
  if (p.kind === 'int-range' || p.kind === 'int' || p.kind === 'int-or-label') return String(p.min ?? 0);
  throw new Error(`${system.id}: required parameter ${p.name} has no example (declare example: '…')`);
}

/** A small valid single-check command line's options for a system (required parameters and those with an example). */
export function checkArgs(system: RuleSystem): string[] {
  return system.params.flatMap((p) => {
    const v = exampleValue(system, p);
    return v === undefined ? [] : [`--${p.flag}`, v];
  });
}

/** The same as library params (by name). */
export function checkParams(system: RuleSystem): Record<string, string> {
  return Object.fromEntries(
    system.params.flatMap((p) => {
      const v = exampleValue(system, p);
      return v === undefined ? [] : [[p.name, v]];
    }),
  );
}

function optionValue(system: RuleSystem, scenario: string, o: ScenarioOption): string | undefined {
  if (o.example !== undefined) return o.example;
  if (!o.required) return undefined;
  if (o.choices?.length) return o.choices[0];
  if (o.default !== undefined) return String(o.default);
  throw new Error(`${system.id} ${scenario}: required option --${o.flag} has no example (declare example: '…')`);
}

/** A valid command line's options for a scenario (its required options, and those with an example). */
export function scenarioArgs(system: RuleSystem, scenario: string): string[] {
  const spec = system.scenarios?.[scenario];
  if (!spec) throw new Error(`${system.id} has no scenario ${scenario}`);
  return spec.options.flatMap((o) => {
    const v = optionValue(system, scenario, o);
    return v === undefined ? [] : [`--${o.flag}`, v];
  });
}

/** The same as option values keyed as the command line spells them (what `prepareScenario` takes). */
export function scenarioParams(system: RuleSystem, scenario: string): Record<string, string> {
  const spec = system.scenarios?.[scenario];
  if (!spec) throw new Error(`${system.id} has no scenario ${scenario}`);
  return Object.fromEntries(
    spec.options.flatMap((o) => {
      const v = optionValue(system, scenario, o);
      return v === undefined ? [] : [[o.flag, v]];
    }),
  );
}

/** The cells of a system's example grid, compiled as the engine would (decks loaded), under its default ruleset. */
export function exampleCells(system: RuleSystem): { cells: Cell[]; rules: unknown; ctx: CompileContext; system: RuleSystem } {
  const prepared = prepareCells({ system, params: checkParams(system) });
  return { cells: prepared.cells, rules: prepared.rules, ctx: prepared.ctx, system: prepared.system };
}
