import { said } from '../core/messages.js';
import type { Argv, CommandModule, Options } from 'yargs';
import { prepareScenario, scenarioSpecs } from '../engine/scenarios.js';
import type { ScenarioOption } from '../systems/types.js';
import { helpOf, systemCommand, withCommon, withSim } from './common.js';
import { getSystem } from '../systems/index.js';
import { DEFAULT_BUDGET, thousands } from '../core/budget.js';
import { type ScenarioArgs, simulateScenario, simulateVaried } from './scenario-run.js';

/*
 * The scenario commands (`hantei opposed mtg …`), generated from the systems'
 * scenario declarations (RuleSystem.scenarios): one command per scenario
 * name, one subcommand per system that has it, its options from the
 * declaration. Nothing here names a system or a scenario.
 */

/** A declared option as yargs takes it. */
function yargsOption(o: ScenarioOption, describe: string): Options {
  return {
    type: o.type === 'boolean' ? 'boolean' : 'string',
    ...(o.type === 'strings' ? { array: true } : {}),
    ...(o.required ? { demandOption: true } : {}),
    ...(o.default !== undefined ? { default: o.default } : {}),
    ...(o.choices ? { choices: o.choices } : {}),
    describe,
  };
}

/** The scenario commands of every system, by name (built-in and registered systems). */
export function scenarioCommands(): Record<string, CommandModule> {
  const out: Record<string, CommandModule> = {};
  for (const [name, bySystem] of Object.entries(scenarioSpecs())) {
    const [firstId, first] = Object.entries(bySystem)[0];
    const describe = helpOf(getSystem(firstId), name, first.command);
    out[name] = systemCommand(
      name,
      describe,
      Object.entries(bySystem).map(([id, spec]) => ({
        id,
        describe: `${helpOf(getSystem(id), name, spec.command)} (${id})`,
        options: (y: Argv) =>
          withSim(
            withCommon(
              spec.options.reduce(
                (acc, o) => acc.option(o.flag, yargsOption(o, helpOf(getSystem(id), `${name} ${o.flag}`, o.describe))),
                y,
              ),
            ),
          )
            .option('vary', { type: 'string', array: true, describe: said('help.scenario.vary') })
            // the card budget, where the scenario reads decks (engine/scenarios.ts reads it)
            .option('max-cards', {
              type: 'string',
              hidden: !spec.options.some((o) => o.flag === 'deck'),
              describe: said('help.maxCards', { n: thousands(DEFAULT_BUDGET.maxCards!) }),
            }),
        // --vary: one simulation per combination of the ruleset values (engine/vary-scenario.ts)
        run: (args) =>
          args.vary !== undefined
            ? simulateVaried(name, id, args as ScenarioArgs)
            : simulateScenario(prepareScenario(name, id, args), args as ScenarioArgs),
      })),
    );
  }
  return out;
}

/** Options given once: repeating one is an error (cli/main.ts refuses repeats). */
export function singleValuedScenarioOptions(): string[] {
  return [
    ...new Set(
      Object.values(scenarioSpecs()).flatMap((by) => Object.values(by).flatMap((s) => s.options.filter((o) => o.once).map((o) => o.flag))),
    ),
  ];
}
