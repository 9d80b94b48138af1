import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import { type Plain, checkKeys, extendPreset, isPlain, needInt } from '../ruleset-file.js';

export const OUTCOMES = ['failure-consequence', 'failure', 'success-consequence', 'success', 'success-reward'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/**
 * Draw Steel tests (seed 003; edges and banes from the core rules).
 *
 * @example
 * const r: DrawSteelRuleset = resolveRuleset('drawsteel').rules;
 */
export interface DrawSteelRuleset {
  name: string;
  /** Faces of each of the two dice. */
  faces: number;
  /** Bonus of an applicable skill. */
  skillBonus: number;
  /** Single edge +edgeBonus, single bane −edgeBonus. */
  edgeBonus: number;
  /** Highest total of tier 1 and tier 2 (≤ 11 → 1, 12–16 → 2, ≥ 17 → 3). */
  tiers: { tier1Max: number; tier2Max: number };
  /** Natural (dice only) total at or above which the test is a success with a reward. */
  naturalReward: number;
  /** Outcome by difficulty and tier (index 0 = tier 1). */
  outcomes: Record<(typeof DIFFICULTIES)[number], [Outcome, Outcome, Outcome]>;
}

export const CORE: DrawSteelRuleset = {
  name: 'core',
  faces: 10,
  skillBonus: 2,
  edgeBonus: 2,
  tiers: { tier1Max: 11, tier2Max: 16 },
  naturalReward: 19,
  outcomes: {
    easy: ['success-consequence', 'success', 'success-reward'],
    medium: ['failure', 'success-consequence', 'success'],
    hard: ['failure-consequence', 'failure', 'success'],
  },
};

export const DRAWSTEEL_RULESETS: Readonly<Record<string, DrawSteelRuleset>> = { core: CORE };

export function resolveDrawSteelRuleset(input: unknown, source: string): DrawSteelRuleset {
  const { merged } = extendPreset(input, DRAWSTEEL_RULESETS, 'core', source);
  const m = merged as Plain;
  checkKeys(m, ['name', 'faces', 'skillBonus', 'edgeBonus', 'tiers', 'naturalReward', 'outcomes'], '', source);
  const tiers = m.tiers as Plain;
  checkKeys(tiers, ['tier1Max', 'tier2Max'], 'tiers.', source);
  if (!isPlain(m.outcomes)) throw new HanteiError('ruleset', msg('sys.drawsteel.outcomes'), { file: source });
  checkKeys(m.outcomes, DIFFICULTIES, 'outcomes.', source);
  const outcomes = {} as DrawSteelRuleset['outcomes'];
  for (const d of DIFFICULTIES) {
    const row = (m.outcomes as Plain)[d];
    if (!Array.isArray(row) || row.length !== 3 || !row.every((o) => (OUTCOMES as readonly string[]).includes(String(o)))) {
      throw new HanteiError('ruleset', msg('sys.drawsteel.outcomeRow', { d }), {
        file: source,
        hint: msg('sys.drawsteel.outcomesAre', { list: OUTCOMES.join(', ') }),
      });
    }
    outcomes[d] = row as [Outcome, Outcome, Outcome];
  }
  const out: DrawSteelRuleset = {
    name: String(m.name),
    faces: needInt(m.faces, 'faces', source, 2, 100),
    skillBonus: needInt(m.skillBonus, 'skillBonus', source),
    edgeBonus: needInt(m.edgeBonus, 'edgeBonus', source),
    tiers: { tier1Max: needInt(tiers.tier1Max, 'tiers.tier1Max', source), tier2Max: needInt(tiers.tier2Max, 'tiers.tier2Max', source) },
    naturalReward: needInt(m.naturalReward, 'naturalReward', source),
    outcomes,
  };
  if (out.tiers.tier2Max < out.tiers.tier1Max)
    throw new HanteiError('ruleset', msg('ruleset.maxBelowMin', { max: 'tiers.tier2Max', min: 'tiers.tier1Max' }), { file: source });
  return out;
}
