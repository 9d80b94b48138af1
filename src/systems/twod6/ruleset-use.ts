import { type RulesetUse, noEffect, usedExcept } from '../ruleset-use.js';

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

const noReaction = noEffect('a single check has no reaction side (the key is for opposed)');
const guideLabels = (where: string) => noEffect(`the guide only labels difficulties in tables of single checks; ${where}`);
// two rulesets' guides may name one difficulty differently: compare lines them up by number
const compareByNumber = noEffect("compare lines rulesets up by difficulty number, without the guide's words");
const fumbleFails = (what: string) => noEffect(`a fumble fails whatever its achievement, and ${what}`);

/** How each 2d6 command uses each ruleset key (see ../ruleset-use.ts). */
export const TWOD6_RULESET_USE: RulesetUse = {
  keys: KEYS,
  commands: {
    exact: usedExcept(KEYS, { reactionCriticalWins: noReaction }),
    simulate: usedExcept(KEYS, { reactionCriticalWins: noReaction }),
    tune: usedExcept(KEYS, { reactionCriticalWins: noReaction, fumbleAchievement: fumbleFails('tune reads success rates only') }),
    compare: usedExcept(KEYS, {
      reactionCriticalWins: noReaction,
      fumbleAchievement: fumbleFails('compare ranks differences in success rates'),
      'guide.easy': compareByNumber,
      'guide.normal': compareByNumber,
      'guide.hard': compareByNumber,
    }),
    opposed: usedExcept(KEYS, {
      fumbleAchievement: fumbleFails('a fumbling side loses the contest outright'),
      'guide.easy': guideLabels('a contest has no difficulty'),
      'guide.normal': guideLabels('a contest has no difficulty'),
      'guide.hard': guideLabels('a contest has no difficulty'),
    }),
    session: usedExcept(KEYS, {
      reactionCriticalWins: noEffect('a session has no reaction side (the key is for opposed)'),
      fumbleAchievement: fumbleFails('a session counts successes and courage'),
      'guide.easy': guideLabels("session tables show each check's own difficulty"),
      'guide.normal': guideLabels("session tables show each check's own difficulty"),
      'guide.hard': guideLabels("session tables show each check's own difficulty"),
    }),
  },
};
