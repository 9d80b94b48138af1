import type { Labels } from '../types.js';

/**
 * A rule file (`kind: hantei.rule/1`) as hantei reads it: the dice notation
 * expanded into structured pools, so every number of the rule sits at a
 * dotted key (`dice.count`, `tiers.bands.success.min`) that `--vary`, `solve`
 * and the workbench's ruleset form can change. This object is the rule
 * system's ruleset; expressions (strings) are read per cell.
 */
export interface Rule {
  name: string;
  /** The rule's own title (the system's label). */
  label: Labels;
  params: Record<string, RuleParam>;
  /** One pool (`{ count, faces, … }`) or named pools. */
  dice: RulePool | Record<string, RulePool>;
  /** Added to the dice: a number or an expression of parameters. */
  modifier: number | string;
  /** How the pools make the dice's value: their sum (absent or `sum`), or the single highest (lowest) pool's value (a trait die and a wild die, each exploding, the higher taken). */
  take?: 'sum' | 'highest' | 'lowest';
  check: RuleCheck;
  /** Natural results, in file order: each that holds is counted; the first that holds with an effect (success, total, tier) applies it, and later ones with effects are not counted. */
  naturals: Record<string, RuleNatural>;
  tiers?: RuleTiers;
  opposed?: RuleOpposed;
}

/** A parameter: integers in a range, a flag (0/1 in expressions) or named choices (their index in expressions). */
export interface RuleParam {
  min?: number;
  max?: number;
  default?: number | string | boolean;
  type?: 'int' | 'flag' | 'choice';
  choices?: string[];
  label?: Labels;
}

export interface RulePool {
  /** Dice rolled: a number or an expression of parameters. */
  count: number | string;
  /** N (faces 1..N) or the faces listed (a face listed twice is twice as likely). */
  faces: number | number[];
  /** Weight of each listed face (default 1 each). */
  weights?: number[];
  keep?: { highest?: number; lowest?: number };
  /** Read as successes: dice showing at least `atLeast` (or at most `atMost`) count 1, `double` faces 2, `subtract` faces −1. */
  successes?: { atLeast?: number; atMost?: number; double?: number[]; subtract?: number[] };
  /** Reroll the listed faces: once (the second roll stands) or until another face shows. */
  reroll?: { on: number[]; once: boolean };
  /** Roll again on the listed faces and add (or count again), at most `depth` times a die. */
  explode?: { on: number[]; depth: number };
  /** What is rolled instead when `count` is 0 or less (2d6 with no dice: roll two and keep the lowest). */
  zero?: { count: number; keep?: { highest?: number; lowest?: number } };
  /** The pool's value is subtracted from the total (`2d6 - 1d6`). */
  subtract?: boolean;
  /**
   * Percentile dice (d%) only: bonus and penalty dice, numbers or expressions. Each is one more tens
   * die rolled beside the one tens die, with the same units die; a bonus die takes the better (lower)
   * result, a penalty die the worse, and they cancel one for one (Call of Cthulhu). A tens die 00 with
   * units 0 reads 100.
   */
  bonus?: number | string;
  penalty?: number | string;
}

export interface RuleCheck {
  /** How the total meets the target: roll-over (`>=`, `>`) or roll-under (`<=`, `<`). */
  compare: '>=' | '>' | '<=' | '<';
  /** The target: a number or an expression of parameters (ignored by an opposed roll: the other side's total). */
  target: number | string;
  /** The degree reported: the margin (total − target, or target − total rolling under), the total, or whole steps of the margin. */
  degree: 'margin' | 'total' | { steps: number };
}

export interface RuleNatural {
  label?: Labels;
  when: RuleWhen;
  /** Automatic success (true) or failure (false); absent: only counted. */
  success?: boolean;
  /** The total the result takes instead (a fumble's achievement 0). */
  total?: number | string;
  /** The tier the result takes. */
  tier?: string;
  /** The degree reported instead (an outcome rank: a natural 19–20 is a success with a reward). */
  degree?: number | string;
}

/** A natural condition on the dice as rolled (before modifiers). */
export interface RuleWhen {
  /** Which pool (default: every pool of the roll). */
  pool?: string;
  /** Dice showing one of these faces … */
  faces?: number[];
  /** … at least this many (default 1), all of them, or more than half. */
  atLeast?: number;
  all?: boolean;
  moreThanHalf?: boolean;
  /** The pool's value (its kept dice, its successes) in this range. */
  natural?: { min?: number; max?: number };
  /** Two dice of the pool (of any one pool, without `pool`) show the same face. */
  doubles?: boolean;
  /** The single dice of these pools show the same face. */
  match?: string[];
}

export interface RuleTiers {
  /** What the bands divide: the margin (default) or the total. */
  on: 'margin' | 'total';
  /** Tiers moved up (or down) by an expression of parameters, within the bands. */
  shift: number | string;
  /** Bands, lowest first; each its range (open at the ends), its degree and success if they are not the check's. */
  bands: Record<string, RuleTier>;
}

export interface RuleTier {
  min?: number;
  max?: number;
  label?: Labels;
  degree?: number | string;
  success?: boolean | string;
}

export interface RuleOpposed {
  dice: RulePool | Record<string, RulePool>;
  modifier: number | string;
  /** The other side's pools taken as the roller's are (`take`). */
  take?: 'sum' | 'highest' | 'lowest';
  /** A tie: the roller wins, loses, or both roll again. */
  tie: 'success' | 'failure' | 'reroll';
  label?: Labels;
}
