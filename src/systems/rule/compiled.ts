import type { CompiledCheck } from '../types.js';

/**
 * A rule for one cell, as plain numbers and typed arrays (cheap to send to a
 * worker): every expression evaluated with the cell's parameters. The exact
 * routine (exact.ts) and the Monte Carlo kernel (kernel.ts) both read it, and
 * both judge a roll with judge.ts.
 */
export interface RuleCompiled extends CompiledCheck {
  sides: CompiledSide[];
  target: number;
  /** 0 `>=`, 1 `>`, 2 `<=`, 3 `<`. */
  compare: number;
  /** 0 margin, 1 total, 2 steps of the margin. */
  degreeMode: number;
  steps: number;
  /** Opposed ties: 0 the roller succeeds, 1 fails, 2 both roll again. */
  tie: number;
  naturals: CompiledNatural[];
  tiers: CompiledTiers | null;
  /** Category index of a tie (opposed), −1 for none. */
  tieCategory: number;
  /** The share of a die's odds beyond an explosion's depth limit (the largest of the pools'), 0 without explosions. */
  truncated: number;
}

export interface CompiledSide {
  pools: CompiledPool[];
  modifier: number;
  /** 0 the pools' values summed, 1 the highest pool's value taken, 2 the lowest's. */
  take: number;
}

export interface CompiledPool {
  /** Dice rolled (after the rule for zero dice). */
  n: number;
  /** 0 sum, 1 keep highest k, 2 keep lowest k. */
  keepMode: number;
  keepK: number;
  sign: number;
  /** Distinct faces (index → value), their weights (whole numbers), and a draw table: a uniform index into `sample` gives a face index. */
  face: Int32Array;
  weight: Float64Array;
  sample: Int32Array;
  /** What a face adds to the die: its value, or its successes. */
  score: Int32Array;
  /** 1 where the face explodes (rolls again, adding its score), up to `depth` times. */
  explode: Uint8Array;
  depth: number;
  /** 1 where the face is rerolled once (the second roll stands). */
  reroll: Uint8Array;
}

/** A natural condition: its kind, what it reads, and what it does. */
export interface CompiledNatural {
  /** 0 dice showing faces, 1 natural value in a range, 2 doubles in a pool, 3 matching single dice. */
  kind: number;
  /** Pool index (side A), −1 for every pool. */
  pool: number;
  /** By pool, 1 for the faces it looks for (kind 0). */
  masks: Uint8Array[];
  /** At least this many dice (kind 0). */
  need: number;
  min: number;
  max: number;
  /** Pools whose single dice must match (kind 3). */
  match: Int32Array;
  /** −1 only counted, 0 automatic failure, 1 automatic success. */
  success: number;
  /** 1 when the total is replaced by `total`. */
  hasTotal: number;
  total: number;
  /** Tier index it sets, −1 for none. */
  tier: number;
  /** 1 when the degree is replaced by `degree`. */
  hasDegree: number;
  degree: number;
}

export interface CompiledTiers {
  /** 0 the margin, 1 the total. */
  on: number;
  shift: number;
  /** Lowest value of each band (the first band's is −∞). */
  min: Float64Array;
  /** Each band's degree where it sets one (hasDegree 1), and success (−1 the check's, 0, 1). */
  hasDegree: Uint8Array;
  degree: Int32Array;
  success: Int8Array;
}
