import type { Argv } from 'yargs';
import { loadRuleset } from '../engine/request.js';
import { d6ChainTables } from '../systems/d6chain/index.js';
import type { D6ChainRuleset } from '../systems/d6chain/ruleset.js';
import { combatLength, compileCombat, parseCombatSteps, summariseCombat } from '../systems/d6chain/scenario.js';
import { getSystem } from '../systems/index.js';
import type { TwoD6Ruleset } from '../systems/twod6/ruleset.js';
import { CONVERT_POLICIES, type ConvertPolicy } from '../systems/twod6/rules.js';
import {
  OPPOSED_LENGTH, SPEND_POLICIES, type SpendPolicy, compileTwoD6Opposed, compileTwoD6Session, parseSessionChecks,
  sessionLength, summariseTwoD6Opposed, summariseTwoD6Session, twoD6OpposedExact,
} from '../systems/twod6/scenario.js';
import { type ScenarioArgs, intOption, simulateScenario } from './scenario-run.js';

type Args = ScenarioArgs;
const int = intOption;

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

/** 対決: action vs reaction; simulated, with the exact P(action wins) beside it. */
export async function twoD6Opposed(args: Args): Promise<void> {
  const { name, rules } = loadRuleset(getSystem('2d6'), args.ruleset as string | undefined);
  const action = { ability: int(args.ability, 'ability'), modifier: int(args.modifier, 'modifier'), courageDie: args['courage-die'] === true };
  const reaction = { ability: int(args['vs-ability'], 'vs-ability'), modifier: int(args['vs-modifier'], 'vs-modifier'), courageDie: args['vs-courage-die'] === true };
  const rolls = args['vs-cannot-roll'] !== true;
  const compiled = compileTwoD6Opposed(rules as TwoD6Ruleset, action, reaction, rolls);
  const params = { ability: action.ability, modifier: action.modifier, courageDie: action.courageDie, vsAbility: reaction.ability, vsModifier: reaction.modifier, vsCourageDie: reaction.courageDie, vsCanRoll: rolls };
  const exact = twoD6OpposedExact(compiled);
  await simulateScenario({ system: '2d6', kernel: 'opposed', rulesetName: name, rules, params, compiled, length: OPPOSED_LENGTH, summarise: (acc) => summariseTwoD6Opposed(params, acc, exact) }, args);
}

export function twoD6SessionOptions(y: Argv): Argv {
  return y
    .option('checks', { type: 'string', demandOption: true, describe: 'checks in order, ability:modifier:difficulty by commas: "3:0:8,2:1:7"' })
    .option('courage', { type: 'string', default: '0', describe: 'starting courage' })
    .option('spend', { choices: SPEND_POLICIES, default: 'never' as SpendPolicy, describe: 'spend courage (extra die): never | always | when-unlikely (exact odds below 1/2)' })
    .option('convert', { choices: CONVERT_POLICIES, default: 'never' as ConvertPolicy, describe: 'convert a 6 into courage: never | when-safe | always' })
    .option('ruleset', { type: 'string', describe: 'standard | all-ones | no-fumble | FILE' });
}

export async function twoD6Session(args: Args): Promise<void> {
  const { name, rules } = loadRuleset(getSystem('2d6'), args.ruleset as string | undefined);
  const checks = parseSessionChecks(String(args.checks));
  const courage = int(args.courage, 'courage', 0);
  const compiled = compileTwoD6Session(rules as TwoD6Ruleset, checks, courage, args.spend as SpendPolicy, args.convert as ConvertPolicy);
  const params = { checks: String(args.checks), courage, spend: args.spend, convert: args.convert };
  await simulateScenario({ system: '2d6', kernel: 'session', rulesetName: name, rules, params, compiled, length: sessionLength(compiled), summarise: (acc) => summariseTwoD6Session(params, checks, compiled, acc) }, args);
}

export function d6ChainCombatOptions(y: Argv): Argv {
  return y
    .option('steps', { type: 'string', demandOption: true, describe: 'step checks, name:dice:plan:judgement:target by commas: "setup:1:2:1:normal,phase1:1:1:2:8"' })
    .option('turns', { type: 'string', default: '1', describe: 'turns: the steps repeat once per turn' })
    .option('ruleset', { type: 'string', describe: 'seed | at-least | FILE' });
}

export async function d6ChainCombat(args: Args): Promise<void> {
  const { name, rules } = loadRuleset(getSystem('d6chain'), args.ruleset as string | undefined);
  const r = rules as D6ChainRuleset;
  const steps = parseCombatSteps(String(args.steps), r);
  const turns = int(args.turns, 'turns', 1);
  const compiled = compileCombat(d6ChainTables(r), steps, turns, r);
  const params = { steps: String(args.steps), turns };
  await simulateScenario({ system: 'd6chain', kernel: 'combat', rulesetName: name, rules, params, compiled, length: combatLength(compiled), summarise: (acc) => summariseCombat(params, steps, turns, acc) }, args);
}
