import { msg } from '../../core/messages.js';
import { SEQUENCE_RESULT_LABELS } from '../scenario-labels.js';
import { intOption, requiredOption } from '../scenario-options.js';
import type { ScenarioOptions, ScenarioSpec } from '../types.js';
import type { D6ChainRuleset } from './ruleset.js';
import { combatLength, compileCombat, parseCombatSteps, summariseCombat } from './scenario.js';
import { d6ChainTables } from './compile.js';

/* d6chain's scenario as the contract declares it (types.ts ScenarioSpec); the kernel is in scenario.ts. */

/** d6chain combat: step checks over turns, continuing after failures. */
export const d6ChainCombat = {
  command: 'combat: step checks over turns, continuing after failures',
  label: { en: 'combat', ja: '戦闘' },
  rate: 5_000,
  options: [
    {
      flag: 'steps',
      type: 'string',
      required: true,
      example: 'setup:1:2:1:normal,phase1:1:1:2:8',
      label: { en: 'steps', ja: '手順' },
      sequenceOf: 'target',
      describe: 'step checks, name:dice:plan:judgement:target by commas: "setup:1:2:1:normal,phase1:1:1:2:8"',
    },
    {
      flag: 'turns',
      type: 'string',
      default: '1',
      once: true,
      label: { en: 'turns', ja: 'ターン数' },
      describe: 'turns: the steps repeat once per turn',
    },
    { flag: 'ruleset', type: 'string', describe: 'seed | at-least | FILE' },
  ],
  resultLabels: SEQUENCE_RESULT_LABELS,
  prepare(o: ScenarioOptions, { rules: r }) {
    const stepsText = requiredOption(o, 'steps', msg('sys.need.d6chainSteps'));
    const steps = parseCombatSteps(stepsText, r);
    const turns = intOption(o.turns ?? 1, 'turns', 1);
    const compiled = compileCombat(d6ChainTables(r), steps, turns, r);
    const params = { steps: stepsText, turns };
    return {
      params,
      compiled,
      length: combatLength(compiled),
      summarise: (acc: Float64Array) => summariseCombat(params, steps, turns, acc),
    };
  },
} as const satisfies ScenarioSpec<D6ChainRuleset>;
