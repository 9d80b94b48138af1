import { type Plain, checkKeys, extendPreset, needBool, needInt, needOneOf } from '../ruleset-file.js';

/**
 * 行為判定 (seed 002).
 *
 * @example
 * const r: TwoD6Ruleset = resolveRuleset('2d6', { extends: 'standard', faces: 8 }).rules;
 */
export interface TwoD6Ruleset {
  name: string;
  /** Dice rolled (2D6) and the faces of each. */
  dice: number;
  faces: number;
  /** Critical: two or more top faces (the seed's クリティカル値), all top faces, or none. */
  critical: 'two-or-more-sixes' | 'all-sixes' | 'none';
  /** Fumble: the seed names it but does not define it; two or more 1s by default. */
  fumble: 'two-or-more-ones' | 'all-ones' | 'none';
  /** Achievement of a fumble, "if needed" (seed: 0). */
  fumbleAchievement: number;
  /** Dice added by one courage spend (勇気の使用). */
  courageDice: number;
  /** Difficulty guide (labels only): highest difficulty of easy, normal, hard. */
  guide: { easy: number; normal: number; hard: number };
  /**
   * Opposed: whether a reaction critical beats an action that is not one. The
   * seed only says an action critical loses to a reaction critical; we read a
   * critical as an automatic success, so by default it wins.
   */
  reactionCriticalWins: boolean;
}

export const STANDARD: TwoD6Ruleset = {
  name: 'standard',
  dice: 2,
  faces: 6,
  critical: 'two-or-more-sixes',
  fumble: 'two-or-more-ones',
  fumbleAchievement: 0,
  courageDice: 1,
  guide: { easy: 5, normal: 7, hard: 10 },
  reactionCriticalWins: true,
};

export const TWOD6_RULESETS: Readonly<Record<string, TwoD6Ruleset>> = {
  standard: STANDARD,
  'all-ones': { ...STANDARD, name: 'all-ones', fumble: 'all-ones' },
  'no-fumble': { ...STANDARD, name: 'no-fumble', fumble: 'none' },
};

export function resolveTwoD6Ruleset(input: unknown, source: string): TwoD6Ruleset {
  const { merged } = extendPreset(input, TWOD6_RULESETS, 'standard', source);
  const m = merged as Plain;
  checkKeys(
    m,
    ['name', 'dice', 'faces', 'critical', 'fumble', 'fumbleAchievement', 'courageDice', 'guide', 'reactionCriticalWins'],
    '',
    source,
  );
  const g = m.guide as Plain;
  checkKeys(g, ['easy', 'normal', 'hard'], 'guide.', source);
  return {
    name: String(m.name),
    dice: needInt(m.dice, 'dice', source, 1, 6),
    faces: needInt(m.faces, 'faces', source, 2, 100),
    critical: needOneOf(m.critical, 'critical', ['two-or-more-sixes', 'all-sixes', 'none'] as const, source),
    fumble: needOneOf(m.fumble, 'fumble', ['two-or-more-ones', 'all-ones', 'none'] as const, source),
    fumbleAchievement: needInt(m.fumbleAchievement, 'fumbleAchievement', source),
    courageDice: needInt(m.courageDice, 'courageDice', source, 0, 4),
    guide: {
      easy: needInt(g.easy, 'guide.easy', source),
      normal: needInt(g.normal, 'guide.normal', source),
      hard: needInt(g.hard, 'guide.hard', source),
    },
    reactionCriticalWins: needBool(m.reactionCriticalWins, 'reactionCriticalWins', source),
  };
}

/** The seed's difficulty guide as a label. */
export function difficultyLabel(difficulty: number, r: TwoD6Ruleset): 'easy' | 'normal' | 'hard' | 'very-hard' {
  return difficulty <= r.guide.easy ? 'easy' : difficulty <= r.guide.normal ? 'normal' : difficulty <= r.guide.hard ? 'hard' : 'very-hard';
}
