import { type RulesetUse, noEffect, usedExcept } from '../ruleset-use.js';
import { type MessageId, msg } from '../../core/messages.js';

const KEYS = [
  'name',
  'dice',
  'faces',
  'critical',
  'fumble',
  'fumbleAchievement',
  'courageDice',
  'guide.easy',
  'guide.normal',
  'guide.hard',
  'reactionCriticalWins',
] as const;

const noReaction = noEffect(msg('use.noReaction'));
const guideLabels = (where: MessageId) => noEffect(msg('use.guideLabels', { where: msg(where) }));
// two rulesets' guides may name one difficulty differently: compare lines them up by number
const compareByNumber = noEffect(msg('use.compareByNumber'));
const fumbleFails = (what: MessageId) => noEffect(msg('use.fumbleFails', { what: msg(what) }));

/** How each 2d6 command uses each ruleset key (see ../ruleset-use.ts). */
export const TWOD6_RULESET_USE: RulesetUse = {
  keys: KEYS,
  commands: {
    exact: usedExcept(KEYS, { reactionCriticalWins: noReaction }),
    simulate: usedExcept(KEYS, { reactionCriticalWins: noReaction }),
    tune: usedExcept(KEYS, { reactionCriticalWins: noReaction, fumbleAchievement: fumbleFails('use.tuneRates') }),
    compare: usedExcept(KEYS, {
      reactionCriticalWins: noReaction,
      fumbleAchievement: fumbleFails('use.compareRates'),
      'guide.easy': compareByNumber,
      'guide.normal': compareByNumber,
      'guide.hard': compareByNumber,
    }),
    opposed: usedExcept(KEYS, {
      fumbleAchievement: fumbleFails('use.fumbleLoses'),
      'guide.easy': guideLabels('use.noDifficulty'),
      'guide.normal': guideLabels('use.noDifficulty'),
      'guide.hard': guideLabels('use.noDifficulty'),
    }),
    session: usedExcept(KEYS, {
      reactionCriticalWins: noEffect(msg('use.sessionNoReaction')),
      fumbleAchievement: fumbleFails('use.sessionCounts'),
      'guide.easy': guideLabels('use.sessionDifficulty'),
      'guide.normal': guideLabels('use.sessionDifficulty'),
      'guide.hard': guideLabels('use.sessionDifficulty'),
    }),
  },
};
