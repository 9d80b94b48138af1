import { type RulesetUse, noEffect, usedExcept } from '../ruleset-use.js';

const KEYS = [
  'name',
  'checkTypes',
  'aliases',
  'modifiers.same',
  'modifiers.allied',
  'modifiers.enemy',
  'modifiers.colorless',
  'colorlessCheck',
  'table',
  'landTypesGiveColour',
  'boost.size',
  'boost.minRemaining',
  'boost.returns',
  'difficulty.min',
  'difficulty.max',
  'critical.value',
  'critical.mode',
] as const;

// where boost cards go matters only when the library comes round to them again
const singleReturns = noEffect('a single check ends before the boost cards come back from the bottom or exile');
const rangeGiven = (how: string) => noEffect(`the difficulty range is the default grid of single checks; ${how}`);

/** How each mtg command uses each ruleset key (see ../ruleset-use.ts). */
export const MTG_RULESET_USE: RulesetUse = {
  keys: KEYS,
  commands: {
    exact: usedExcept(KEYS, { 'boost.returns': singleReturns }),
    simulate: usedExcept(KEYS, { 'boost.returns': singleReturns }),
    tune: usedExcept(KEYS, { 'boost.returns': singleReturns }),
    compare: usedExcept(KEYS, { 'boost.returns': singleReturns }),
    opposed: usedExcept(KEYS, {
      'boost.returns': noEffect('a contest ends before its library reaches the cards put back'),
      'difficulty.min': rangeGiven('opposed takes --difficulty (0 by default)'),
      'difficulty.max': rangeGiven('opposed takes --difficulty (0 by default)'),
    }),
    turn: usedExcept(KEYS, {
      'difficulty.min': rangeGiven('each check of --checks names its difficulty'),
      'difficulty.max': rangeGiven('each check of --checks names its difficulty'),
    }),
  },
};
