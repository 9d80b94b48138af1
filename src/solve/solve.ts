/*
 * `hantei solve`: the values of some ruleset keys that make a study's
 * expectations hold. Every candidate ruleset is judged on exact odds (a
 * simulated check analysis is judged on its exact odds, which its Monte Carlo
 * estimates), with the same verdicts as `report --check` (study/expect.ts).
 * This file runs the phases: targets (solve/targets.ts) → search over
 * candidates (solve/search.ts, their answers solve/answers.ts) → the
 * `hantei.solve/1` document (solve/document.ts).
 */

import type seedrandomType from 'seedrandom';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { lazy } from '../core/lazy.js';
import { DEFAULT_BUDGET, thousands } from '../core/budget.js';
import { loadRuleset } from '../engine/request.js';
import { type VaryValue, checkVaryUse, variantRules, varyAxes, varySpecs } from '../engine/vary.js';
import { packageVersion } from '../paths.js';
import { expectationMiss, judge } from '../study/expect.js';
import type { Expectation, Study, StudyAnalysis } from '../study/study.js';
import { valueAt } from '../systems/ruleset-use.js';
import { type Steps, drain, drainYielding } from '../core/steps.js';
import { type Scored, type SearchResult, descentSteps, exhaustiveSteps, spaceSize } from './search.js';
import { candidateDocs } from './answers.js';
import {
  SOLVE_SCHEMA,
  type SolveAxis,
  type SolveCandidate,
  type SolveDocument,
  type SolveOptions,
  goalsReached,
  round,
} from './document.js';
import { type System, buildTargets, checkSolveBudget, checkSolveOptions, chooseTargets } from './targets.js';

export {
  SOLVE_SCHEMA,
  type FailingExpectation,
  type GoalReached,
  type SolveAxis,
  type SolveCandidate,
  type SolveDocument,
  type SolveOptions,
} from './document.js';
export { DESCENT_BUDGET_FACTOR } from './targets.js';

const seedrandom = lazy<typeof seedrandomType>('seedrandom');

/**
 * Solve a study's expectations over the varied ruleset values (`hantei solve`):
 * candidates best first by total miss, then change, then the order of the values.
 *
 * @example
 * const doc = solveStudy(loadStudy('reports/colours.yaml'), { vary: 'modifiers.same=3..6,modifiers.allied=1..4,modifiers.enemy=0..3' });
 * if (doc.candidates[0].failing.length === 0) console.log('meets every expectation:', doc.candidates[0].values);
 */
export function solveStudy(study: Study, opts: SolveOptions): SolveDocument {
  return drain(solveSteps(study, opts));
}

/**
 * `solveStudy` yielding to the event loop every 50 ms (the CLI, the
 * workbench): a signal handler or a request runs while it searches, and
 * `opts.signal` stops it.
 */
export function solveStudyAsync(study: Study, opts: SolveOptions): Promise<SolveDocument> {
  return drainYielding(solveSteps(study, opts), opts.signal);
}

/** The search itself: every combination when the budget allows, else coordinate descent from the current values and seeded random starts. */
function* searchSteps(
  axes: readonly SolveAxis[],
  evaluate: (index: readonly number[]) => Steps<Scored | null>,
  onEach: () => void,
  fits: boolean,
  restarts: number,
): Steps<SearchResult> {
  const sizes = axes.map((a) => a.values.length);
  if (fits) return yield* exhaustiveSteps(sizes, evaluate, onEach);
  // the current ruleset (its values, or the nearest given) first, then seeded random starts
  const nearest = axes.map((a) => {
    const exact = a.values.indexOf(a.current);
    if (exact >= 0 || typeof a.current !== 'number') return Math.max(0, exact);
    let best = 0;
    a.values.forEach((v, i) => {
      if (Math.abs(Number(v) - Number(a.current)) < Math.abs(Number(a.values[best]) - Number(a.current))) best = i;
    });
    return best;
  });
  const random = seedrandom()(`hantei-solve|${axes.map((a) => `${a.key}=${a.values.join(',')}`).join('|')}`);
  const starts = [nearest, ...Array.from({ length: Math.max(0, restarts - 1) }, () => sizes.map((s) => Math.floor(random() * s)))];
  return yield* descentSteps(sizes, starts, evaluate, onEach);
}

/** A ruleset's verdicts on every expectation. */
type Judged = ReturnType<typeof judge>;

/** The best candidates, each judged again for its failing expectations and goals reached. */
function* rankedCandidates(
  result: SearchResult,
  axes: readonly SolveAxis[],
  top: number,
  judgeAt: (index: readonly number[]) => Steps<Judged>,
): Steps<SolveCandidate[]> {
  const candidates: SolveCandidate[] = [];
  for (const s of result.ranked.slice(0, top)) {
    const values = Object.fromEntries(axes.map((a, i) => [a.key, a.values[s.index[i]]]));
    const verdicts = yield* judgeAt(s.index);
    candidates.push({
      values,
      miss: round(s.miss),
      change: round(s.change),
      changed: axes.filter((a) => values[a.key] !== a.current).map((a) => a.key),
      failing: verdicts
        .filter((v) => !v.ok)
        .map((v) => ({ expectation: v.name, line: v.expectation.line, miss: round(v.miss), details: v.lines })),
      goals: goalsReached(verdicts),
    });
  }
  return candidates;
}

/** The base ruleset (the workbench's edited one, or the analyses' own) and the axes varied from it. */
function baseAndAxes(system: System, analyses: readonly StudyAnalysis[], opts: SolveOptions) {
  const command = (a: StudyAnalysis) => (a.method === 'monte-carlo' ? 'simulate' : 'exact');
  const base = opts.ruleset ?? loadRuleset(system, analyses[0].ruleset, command(analyses[0]));
  const axes: SolveAxis[] = varyAxes(system, base.rules, opts.vary).map((a) => ({
    ...a,
    current: valueAt(base.rules, a.key) as VaryValue,
  }));
  for (const a of analyses)
    checkVaryUse(
      system,
      axes.map((x) => x.key),
      command(a),
    );
  return { base, axes };
}

function* solveSteps(study: Study, opts: SolveOptions): Steps<SolveDocument> {
  checkSolveOptions(opts);
  const budget = opts.budget ?? DEFAULT_BUDGET;
  const top = opts.top ?? 10;
  const restarts = opts.restarts ?? 8;
  const { system, analyses } = chooseTargets(
    study,
    varySpecs(opts.vary).map((s) => s.key),
    opts.analyses,
  );
  const spec = analyses[0].ruleset;
  const { base, axes } = baseAndAxes(system, analyses, opts);
  const targets = buildTargets(study, system, analyses, base, opts, budget);
  const expectations: Expectation[] = targets.flatMap((t) => t.expectations);
  const cellCount = targets.reduce((n, t) => n + t.cells.length, 0);
  const docsFor = candidateDocs(system, targets);
  const rulesAt = (index: readonly number[]): unknown =>
    variantRules(
      system,
      base.rules,
      axes.map((a, i) => [a.key, a.values[index[i]]]),
    );
  const changeAt = (index: readonly number[]): number =>
    axes.reduce((sum, a, i) => {
      const v = a.values[index[i]];
      return sum + (typeof v === 'number' && typeof a.current === 'number' ? Math.abs(v - a.current) : v === a.current ? 0 : 1);
    }, 0);
  let evaluatedSoFar = 0;
  const evaluate = function* (index: readonly number[]): Steps<Scored | null> {
    let rules: unknown;
    try {
      rules = rulesAt(index);
    } catch (e) {
      if (e instanceof HanteiError) return null;
      throw e;
    }
    const docs = yield* docsFor(rules);
    let miss = 0;
    for (const e of expectations) miss += expectationMiss(e, docs.get(e.analysis)!);
    return { index, miss, change: changeAt(index) };
  };
  const onEach = () => {
    if (++evaluatedSoFar % 64 === 0) opts.onProgress?.(evaluatedSoFar);
  };

  const sizes = axes.map((a) => a.values.length);
  const space = spaceSize(sizes);
  const fits = space * Math.max(1, cellCount) <= budget.maxCells;
  checkSolveBudget(cellCount, sizes, restarts, budget, fits);
  const result = yield* searchSteps(axes, evaluate, onEach, fits, restarts);
  if (result.ranked.length === 0)
    throw new HanteiError('range', msg('solve.allRefused', { n: thousands(result.evaluated) }), {
      hint: msg('solve.widen'),
    });
  const judgeAt = function* (index: readonly number[]): Steps<Judged> {
    return judge(expectations, yield* docsFor(rulesAt(index)));
  };
  const candidates = yield* rankedCandidates(result, axes, top, judgeAt);
  const currentVerdicts = judge(expectations, yield* docsFor(base.rules));
  const current = {
    values: Object.fromEntries(axes.map((a) => [a.key, a.current])),
    miss: round(currentVerdicts.reduce((m, v) => m + v.miss, 0)),
    goals: goalsReached(currentVerdicts),
  };
  return {
    schema: SOLVE_SCHEMA,
    study: study.file,
    system: system.id,
    ruleset: spec ?? system.defaultRuleset,
    analyses: analyses.map((a) => a.name),
    axes,
    method: fits ? 'exhaustive' : 'coordinate-descent',
    optimal: fits,
    space,
    evaluated: result.evaluated,
    invalid: result.invalid,
    cells: cellCount,
    budget: budget.maxCells,
    ...(fits ? {} : { restarts }),
    expectations: expectations.length,
    candidates,
    current,
    version: packageVersion(),
  };
}
