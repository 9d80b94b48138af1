import { type RulesetUse, noEffect, usedExcept } from '../ruleset-use.js';

const KEYS = ['name', 'faceValue', 'criticalValue', 'highValue', 'fumbleValue', 'lowValue', 'strict', 'targets', 'grades'] as const;

/** How each d6chain command uses each ruleset key (see ../ruleset-use.ts). */
export const D6CHAIN_RULESET_USE: RulesetUse = {
  keys: KEYS,
  commands: {
    exact: usedExcept(KEYS),
    simulate: usedExcept(KEYS),
    tune: usedExcept(KEYS, { grades: noEffect('tune reads success rates; grades are shown by exact, simulate and report') }),
    compare: usedExcept(KEYS, {
      grades: noEffect('compare ranks differences in success rates; grades are shown by exact, simulate and report'),
    }),
    combat: usedExcept(KEYS, { grades: noEffect('combat counts successful steps; grades are shown by exact, simulate and report') }),
  },
};
