import { combinations, spaceSize } from '../core/combinatorics.js';
import { type Steps, drain } from '../core/steps.js';

/*
 * The search over combinations of varied ruleset values: pure, knowing
 * nothing of rules. A combination is a list of indices, one per axis, into
 * that axis's values in the order given. `evaluate` scores one (or returns
 * null for a combination the ruleset refuses); this module ranks them.
 */

export interface Scored {
  index: readonly number[];
  /** Total miss: the sum over expectations of how far their picked values lie outside the bounds. */
  miss: number;
  /** Distance from the current ruleset: Σ |value − current|, a choice counting 1 when different. */
  change: number;
}

export type Evaluate = (index: readonly number[]) => Scored | null;
/** `Evaluate` as steps: a candidate whose judging is long yields inside it (core/steps.ts). */
export type EvaluateSteps = (index: readonly number[]) => Steps<Scored | null>;

const asSteps = (evaluate: Evaluate): EvaluateSteps =>
  function* (index) {
    return evaluate(index);
  };

/** Misses this close are equal: sums of rounded rates differ in the last bits by the order of addition. */
export const MISS_EPSILON = 1e-9;

/**
 * The order of candidates, best first: smaller total miss, then smaller
 * change, then the combination that comes first in the order the values were
 * given (first axis first): the same inputs always give the same winner.
 */
export function rank(a: Scored, b: Scored): number {
  if (Math.abs(a.miss - b.miss) > MISS_EPSILON) return a.miss - b.miss;
  if (Math.abs(a.change - b.change) > MISS_EPSILON) return a.change - b.change;
  for (let i = 0; i < a.index.length; i++) if (a.index[i] !== b.index[i]) return a.index[i] - b.index[i];
  return 0;
}

// the odometer over varied values is core's (the vary grid of engine/ walks it too)
export { combinations, spaceSize };

export interface SearchResult {
  /** Every combination scored, best first. */
  ranked: Scored[];
  /** Combinations the ruleset refused (e.g. boost.size above boost.minRemaining). */
  invalid: number;
  /** Combinations evaluated (scored or refused). */
  evaluated: number;
}

/** Score every combination: exact and optimal. */
export function exhaustive(sizes: readonly number[], evaluate: Evaluate, onEach?: () => void): SearchResult {
  return drain(exhaustiveSteps(sizes, asSteps(evaluate), onEach));
}

/** `exhaustive`, yielding after each combination (and inside one, as `evaluate` yields). */
export function* exhaustiveSteps(sizes: readonly number[], evaluate: EvaluateSteps, onEach?: () => void): Steps<SearchResult> {
  const ranked: Scored[] = [];
  let invalid = 0;
  let evaluated = 0;
  for (const index of combinations(sizes)) {
    evaluated++;
    const s = yield* evaluate(index);
    if (s) ranked.push(s);
    else invalid++;
    onEach?.();
    yield;
  }
  ranked.sort(rank);
  return { ranked, invalid, evaluated };
}

/**
 * Coordinate descent with restarts: from a start, try every value of one
 * axis at a time, keep the best, and sweep the axes again until a whole sweep
 * improves nothing. The first start is the current ruleset, the others are
 * drawn with `random` (seeded by the caller, so runs repeat). A local search:
 * the winner may not be the optimum (interacting keys can hide it).
 */
export function coordinateDescent(
  sizes: readonly number[],
  starts: ReadonlyArray<readonly number[]>,
  evaluate: Evaluate,
  onEach?: () => void,
): SearchResult {
  return drain(descentSteps(sizes, starts, asSteps(evaluate), onEach));
}

/** `coordinateDescent`, yielding after each combination judged (and inside one, as `evaluate` yields). */
export function* descentSteps(
  sizes: readonly number[],
  starts: ReadonlyArray<readonly number[]>,
  evaluate: EvaluateSteps,
  onEach?: () => void,
): Steps<SearchResult> {
  const seen = new Map<string, Scored | null>();
  let invalid = 0;
  const score = function* (index: readonly number[]): Steps<Scored | null> {
    const k = index.join(',');
    if (seen.has(k)) return seen.get(k)!;
    const s = yield* evaluate(index);
    if (!s) invalid++;
    seen.set(k, s);
    onEach?.();
    yield;
    return s;
  };
  for (const start of starts) {
    let here = [...start];
    let best = yield* score(here);
    for (let improved = true; improved;) {
      improved = false;
      for (let a = 0; a < sizes.length; a++) {
        for (let v = 0; v < sizes[a]; v++) {
          if (v === here[a]) continue;
          const next = [...here];
          next[a] = v;
          const s = yield* score(next);
          if (s && (best === null || rank(s, best) < 0)) {
            best = s;
            here = next;
            improved = true;
          }
        }
      }
    }
  }
  const ranked = [...seen.values()].filter((s): s is Scored => s !== null).sort(rank);
  return { ranked, invalid, evaluated: seen.size };
}
