import { type RulesetUse, noEffect, usedExcept } from '../ruleset-use.js';
import { type MessageId, msg } from '../../core/messages.js';

// grades are what exact, simulate and report show; a command reading rates or counting steps has none
const gradesShown = (what: MessageId) => noEffect(msg('use.gradesShown', { what: msg(what) }));

const KEYS = ['name', 'faceValue', 'criticalValue', 'highValue', 'fumbleValue', 'lowValue', 'strict', 'targets', 'grades'] as const;

/** How each d6chain command uses each ruleset key (see ../ruleset-use.ts). */
export const D6CHAIN_RULESET_USE: RulesetUse = {
  keys: KEYS,
  commands: {
    exact: usedExcept(KEYS),
    simulate: usedExcept(KEYS),
    tune: usedExcept(KEYS, { grades: gradesShown('use.tuneReads') }),
    compare: usedExcept(KEYS, {
      grades: gradesShown('use.compareRates'),
    }),
    combat: usedExcept(KEYS, { grades: gradesShown('use.combatCounts') }),
  },
};
