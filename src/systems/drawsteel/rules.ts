import { pack } from '../dice-kernel.js';
import { OUTCOMES, type DrawSteelRuleset } from './ruleset.js';

export const REROLL_POLICIES = ['never', 'on-failure'] as const;

/** Net effect of edges and banes: one each cancel; two or more count as a double. */
export function netEdges(edges: number, banes: number): 'none' | 'edge' | 'double-edge' | 'bane' | 'double-bane' {
  const e = Math.min(edges, 2);
  const b = Math.min(banes, 2);
  if (e === b) return 'none';
  if (e > 0 && b > 0) return e > b ? 'edge' : 'bane'; // 2 + 1 → one edge; 1 + 2 → one bane
  if (e === 2) return 'double-edge';
  if (e === 1) return 'edge';
  return b === 2 ? 'double-bane' : 'bane';
}

export interface DrawSteelTest {
  faces: number;
  /** characteristic + skill + single edge/bane bonus. */
  bonus: number;
  /** +1 double edge, −1 double bane. */
  tierShift: number;
  tier1Max: number;
  tier2Max: number;
  naturalReward: number;
  /** Outcome rank (0 failure-consequence … 4 success-reward) by tier 1..3. */
  rank1: number;
  rank2: number;
  rank3: number;
  /** 0 never, 1 reroll once on a failure (hero token). */
  reroll: number;
}

export function testOf(
  r: DrawSteelRuleset,
  characteristic: number,
  skill: boolean,
  edges: number,
  banes: number,
  difficulty: 'easy' | 'medium' | 'hard',
  reroll: string,
): DrawSteelTest {
  const net = netEdges(edges, banes);
  const row = r.outcomes[difficulty].map((o) => OUTCOMES.indexOf(o));
  return {
    faces: r.faces,
    bonus: characteristic + (skill ? r.skillBonus : 0) + (net === 'edge' ? r.edgeBonus : net === 'bane' ? -r.edgeBonus : 0),
    tierShift: net === 'double-edge' ? 1 : net === 'double-bane' ? -1 : 0,
    tier1Max: r.tiers.tier1Max,
    tier2Max: r.tiers.tier2Max,
    naturalReward: r.naturalReward,
    rank1: row[0],
    rank2: row[1],
    rank3: row[2],
    reroll: REROLL_POLICIES.indexOf(reroll as (typeof REROLL_POLICIES)[number]),
  };
}

/** Rank 2 (success-consequence) and up are successes. */
export const FIRST_SUCCESS_RANK = 2;

/**
 * One power roll of two dice: tier from the total, shifted by a double edge or
 * bane; a natural 19–20 is a success with a reward whatever else applies.
 * Packed: degree = outcome rank; category bits: one per outcome, then "natural".
 */
export function resolvePowerRoll(t: DrawSteelTest, d1: number, d2: number): number {
  const natural = d1 + d2;
  let rank: number;
  if (natural >= t.naturalReward) rank = 4;
  else {
    const total = natural + t.bonus;
    let tier = total <= t.tier1Max ? 1 : total <= t.tier2Max ? 2 : 3;
    tier = Math.min(3, Math.max(1, tier + t.tierShift));
    rank = tier === 1 ? t.rank1 : tier === 2 ? t.rank2 : t.rank3;
  }
  return pack(rank, rank >= FIRST_SUCCESS_RANK, (1 << rank) | (natural >= t.naturalReward ? 1 << 5 : 0));
}
