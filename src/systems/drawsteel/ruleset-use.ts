import { type RulesetUse, usedExcept } from '../ruleset-use.js';

const KEYS = [
  'name',
  'faces',
  'skillBonus',
  'edgeBonus',
  'tiers.tier1Max',
  'tiers.tier2Max',
  'naturalReward',
  'outcomes.easy',
  'outcomes.medium',
  'outcomes.hard',
] as const;

/** How each drawsteel command uses each ruleset key (see ../ruleset-use.ts): single checks only, every key counts. */
export const DRAWSTEEL_RULESET_USE: RulesetUse = {
  keys: KEYS,
  commands: { exact: usedExcept(KEYS), simulate: usedExcept(KEYS), tune: usedExcept(KEYS), compare: usedExcept(KEYS) },
};
