import type { Argv, CommandModule } from 'yargs';
import { SCENARIOS } from '../engine/scenarios.js';
import { systemCommand, withCommon, withSim } from './common.js';
import { d6ChainCombatOptions, twoD6OpposedOptions, twoD6SessionOptions } from './dice-scenarios.js';
import { mtgOpposedOptions, mtgTurnOptions } from './mtg-scenarios.js';
import { type ScenarioArgs, simulateScenario, simulateVaried } from './scenario-run.js';

/** A scenario command: the simulation options on top of each system's own; SCENARIOS prepares the run. */
function scenarioCommand(name: string, describe: string, options: Record<string, (y: Argv) => Argv>): CommandModule {
  return systemCommand(
    name,
    describe,
    Object.entries(options).map(([id, opts]) => ({
      id,
      describe: `${describe} (${id})`,
      options: (y: Argv) => withSim(withCommon(opts(y))).option('vary', { type: 'string', array: true, describe: 'ruleset keys as axes: KEY=RANGE,… (one simulation per combination)' }),
      // --vary: one simulation per combination of the ruleset values (engine/vary-scenario.ts)
      run: (args) => (args.vary !== undefined ? simulateVaried(name, id, args as ScenarioArgs) : simulateScenario(SCENARIOS[name][id](args), args as ScenarioArgs)),
    })),
  );
}

export const opposedCommand = scenarioCommand('opposed', 'opposed check (対決) between two sides', { mtg: mtgOpposedOptions, '2d6': twoD6OpposedOptions });
export const turnCommand = scenarioCommand('turn', 'a turn or scene of checks on one library', { mtg: mtgTurnOptions });
export const sessionCommand = scenarioCommand('session', 'a session of checks with courage carried across them', { '2d6': twoD6SessionOptions });
export const combatCommand = scenarioCommand('combat', 'combat: step checks over turns, continuing after failures', { d6chain: d6ChainCombatOptions });
