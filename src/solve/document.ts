/*
 * What \`hantei solve\` answers (\`hantei.solve/1\`) and what it takes: the
 * axes, candidates with their goals beside the values reached, the study's
 * current ruleset judged alike, and the options of a solve.
 */

import type { VaryAxis, VaryValue } from '../engine/vary.js';
import type { Budget } from '../core/budget.js';
import type { judge } from '../study/expect.js';
import type { DeckOf } from '../systems/types.js';

/** Numbers in a solve document, rounded as results round them (12 significant digits). */
export const round = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(12)) : x);

export const SOLVE_SCHEMA = 'hantei.solve/1';

export interface SolveAxis extends VaryAxis {
  /** The value in the study's ruleset. */
  current: VaryValue;
}

/** An expectation a candidate still fails, and by how much. */
export interface FailingExpectation {
  /** The expectation as `report --check` names it. */
  expectation: string;
  line: number;
  miss: number;
  /** The verdict's lines for the cells that fail. */
  details: string[];
}

/**
 * One expectation as a ruleset reaches it: the goal, the value reached at its
 * worst cell or step, and the margin (≥ 0 inside the goal, < 0 outside).
 */
export interface GoalReached {
  line: number;
  /** The expectation as `report --check` names it. */
  expectation: string;
  /** The goal in words. */
  goal: { en: string; ja: string };
  ok: boolean;
  /** The value reached (a rate, a difficulty, an order's smallest step), null when none could be measured. */
  reached: number | null;
  /** The reached value as shown beside the goal (`61.20%`, an order's chain). */
  shown: string;
  margin: number;
}

/** Every expectation's goal and reached value, from the verdicts on a ruleset. */
export function goalsReached(verdicts: ReturnType<typeof judge>): GoalReached[] {
  return verdicts.map((v) => ({
    line: v.expectation.line,
    expectation: v.name,
    goal: { en: v.goal.text('en'), ja: v.goal.text('ja') },
    ok: v.ok,
    reached: v.reached === null ? null : round(v.reached),
    shown: v.shown,
    margin: round(v.margin),
  }));
}

/**
 * One candidate of a solve: the varied values, its total miss and change, the keys it changes and what still fails.
 *
 * @example
 * const best: SolveCandidate = solveStudy(loadStudy('reports/colours.yaml'), { vary: 'modifiers.enemy=0..3' }).candidates[0];
 */
export interface SolveCandidate {
  values: Record<string, VaryValue>;
  miss: number;
  change: number;
  /** The keys whose value differs from the study's ruleset. */
  changed: string[];
  failing: FailingExpectation[];
  /** Each expectation's goal beside the value this candidate reaches, in the study's order. */
  goals: GoalReached[];
}

/**
 * `hantei.solve/1`: what `hantei solve --json` writes (schemas/hantei.solve-1.schema.json).
 *
 * @example
 * const doc: SolveDocument = solveStudy(loadStudy('reports/colours.yaml'), { vary: 'modifiers.same=3..6' });
 * console.log(doc.method, doc.optimal, doc.candidates[0].values, doc.candidates[0].miss);
 */
export interface SolveDocument {
  schema: typeof SOLVE_SCHEMA;
  study: string;
  system: string;
  /** The ruleset the solved analyses use (a preset name or a file), as the study gives it. */
  ruleset: string;
  analyses: string[];
  axes: SolveAxis[];
  /** exhaustive: every combination judged (optimal); coordinate-descent: a local search that may miss the optimum. */
  method: 'exhaustive' | 'coordinate-descent';
  optimal: boolean;
  /** Combinations of the varied values, those judged, and those the ruleset refuses. */
  space: number;
  evaluated: number;
  invalid: number;
  /** Cells judged per candidate ruleset (those some expectation picks). */
  cells: number;
  /** The budget of rulesets × cells the exhaustive search fits in. */
  budget: number;
  restarts?: number;
  expectations: number;
  /** Best first: total miss, then change, then the order of the --vary values. */
  candidates: SolveCandidate[];
  /** The study's own ruleset judged the same way: what the best candidate improves on. */
  current: { values: Record<string, VaryValue>; miss: number; goals: GoalReached[] };
  version: string;
}

/**
 * What to vary and how far to search.
 *
 * @example
 * const opts: SolveOptions = { vary: 'modifiers.same=3..6,modifiers.allied=1..4', top: 5, budget: NO_BUDGET };
 */
export interface SolveOptions {
  /** KEY=RANGE,… as --vary takes it (or a map). */
  vary: unknown;
  /** Analyses to solve (default: every check analysis whose system has the keys). */
  analyses?: readonly string[];
  top?: number;
  restarts?: number;
  budget?: Budget;
  /** Told every few hundred candidates; may throw to stop. */
  onProgress?: (evaluated: number) => void;
  /** The ruleset to start from instead of the analyses' own (the workbench's edited ruleset), resolved. */
  ruleset?: { name: string; rules: unknown };
  /** Params of an analysis instead of the study's (the workbench's edited grid), by analysis name. */
  params?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Decks already loaded, for params that name them by id. */
  decks?: ReadonlyMap<string, DeckOf>;
  /** Aborting stops the search (solveStudyAsync, between candidates and inside a long one). */
  signal?: AbortSignal;
}
