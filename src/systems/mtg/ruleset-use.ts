import { type RulesetUse, noEffect, usedExcept } from '../ruleset-use.js';
import { type MessageId, msg } from '../../core/messages.js';

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
const singleReturns = noEffect(msg('use.mtg.singleReturns'));
const rangeGiven = (how: MessageId) => noEffect(msg('use.rangeGiven', { how: msg(how) }));

/** How each mtg command uses each ruleset key (see ../ruleset-use.ts). */
export const MTG_RULESET_USE: RulesetUse = {
  keys: KEYS,
  commands: {
    exact: usedExcept(KEYS, { 'boost.returns': singleReturns }),
    simulate: usedExcept(KEYS, { 'boost.returns': singleReturns }),
    tune: usedExcept(KEYS, { 'boost.returns': singleReturns }),
    compare: usedExcept(KEYS, { 'boost.returns': singleReturns }),
    opposed: usedExcept(KEYS, {
      'boost.returns': noEffect(msg('use.mtg.contestReturns')),
      'difficulty.min': rangeGiven('use.mtg.opposedDifficulty'),
      'difficulty.max': rangeGiven('use.mtg.opposedDifficulty'),
    }),
    turn: usedExcept(KEYS, {
      'difficulty.min': rangeGiven('use.mtg.turnDifficulty'),
      'difficulty.max': rangeGiven('use.mtg.turnDifficulty'),
    }),
  },
};
