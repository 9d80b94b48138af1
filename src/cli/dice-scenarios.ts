import type { Argv } from 'yargs';
import { CONVERT_POLICIES, type ConvertPolicy } from '../systems/twod6/rules.js';
import { SPEND_POLICIES, type SpendPolicy } from '../systems/twod6/scenario.js';

export function twoD6OpposedOptions(y: Argv): Argv {
  return y
    .option('ability', { type: 'string', demandOption: true, describe: 'action side: judgement value' })
    .option('modifier', { type: 'string', default: '0', describe: 'action side: modifier' })
    .option('courage-die', { type: 'boolean', default: false, describe: 'action side spends courage (3 dice)' })
    .option('vs-ability', { type: 'string', demandOption: true, describe: 'reaction side: judgement value' })
    .option('vs-modifier', { type: 'string', default: '0', describe: 'reaction side: modifier' })
    .option('vs-courage-die', { type: 'boolean', default: false, describe: 'reaction side spends courage' })
    .option('vs-cannot-roll', { type: 'boolean', default: false, describe: 'the reaction cannot roll: judgement value + modifier' })
    .option('ruleset', { type: 'string', describe: 'standard | all-ones | no-fumble | FILE' });
}

export function twoD6SessionOptions(y: Argv): Argv {
  return y
    .option('checks', { type: 'string', demandOption: true, describe: 'checks in order, ability:modifier:difficulty by commas: "3:0:8,2:1:7"' })
    .option('courage', { type: 'string', default: '0', describe: 'starting courage' })
    .option('spend', { choices: SPEND_POLICIES, default: 'never' as SpendPolicy, describe: 'spend courage (extra die): never | always | when-unlikely (exact odds below 1/2)' })
    .option('convert', { choices: CONVERT_POLICIES, default: 'never' as ConvertPolicy, describe: 'convert a 6 into courage: never | when-safe | always' })
    .option('ruleset', { type: 'string', describe: 'standard | all-ones | no-fumble | FILE' });
}

export function d6ChainCombatOptions(y: Argv): Argv {
  return y
    .option('steps', { type: 'string', demandOption: true, describe: 'step checks, name:dice:plan:judgement:target by commas: "setup:1:2:1:normal,phase1:1:1:2:8"' })
    .option('turns', { type: 'string', default: '1', describe: 'turns: the steps repeat once per turn' })
    .option('ruleset', { type: 'string', describe: 'seed | at-least | FILE' });
}
