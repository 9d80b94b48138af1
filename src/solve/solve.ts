import type seedrandomType from 'seedrandom';
import { HanteiError } from '../core/errors.js';
import { labelled, msg } from '../core/messages.js';
import type { Cell } from '../core/grid.js';
import { lazy } from '../core/lazy.js';
import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS } from '../core/accumulator.js';
import { type CellResult, RESULTS_SCHEMA, type ResultsDocument } from '../core/results.js';
import { type Budget, DEFAULT_BUDGET, thousands } from '../core/budget.js';
import { buildCells, loadRuleset } from '../engine/request.js';
import {
  type VaryAxis,
  type VaryValue,
  checkVaryUse,
  compiledKeyer,
  declaredKey,
  variantRules,
  varyAxes,
  varySpecs,
} from '../engine/vary.js';
import { packageVersion } from '../paths.js';
import { expectationMiss, judge } from '../study/expect.js';
import { deckColourLetters } from '../study/relation.js';
import type { Expectation, Study, StudyAnalysis } from '../study/study.js';
import { getSystem } from '../systems/index.js';
import { valueAt } from '../systems/ruleset-use.js';
import type { CompileContext, CompiledCheck, RuleSystem } from '../systems/types.js';
import type { Deck } from '../systems/mtg/decks/card.js';
import { type Steps, drain, drainYielding } from '../core/steps.js';
import { type OptionSpecs, checkBudgetOption, checkOptions } from '../engine/options.js';
import { type Scored, type SearchResult, descentSteps, exhaustiveSteps, spaceSize } from './search.js';

/*
 * `hantei solve`: the values of some ruleset keys that make a study's
 * expectations hold. Every candidate ruleset is judged on exact odds (a
 * simulated check analysis is judged on its exact odds, which its Monte Carlo
 * estimates), with the same verdicts as `report --check` (study/expect.ts).
 */

/** Exact answers remembered at most (each a few hundred bytes). */
const MEMO_LIMIT = 200_000;
/** Lookups after which sharing stops if fewer than 1 in 20 hit. */
const SHARING_PROBE = 4096;
/** A coordinate descent may judge this many times the cell budget (its first sweep from every start, estimated before it starts). */
export const DESCENT_BUDGET_FACTOR = 500;
/** Cells judged between two yields of a candidate's verdicts. */
const CELLS_PER_STEP = 256;

const round = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(12)) : x);

/**
 * What verdicts read of an exact answer, rounded as core/results.ts
 * summariseCheck rounds them (so a candidate's verdict is report --check's);
 * the degree histogram and moments are not needed and not built.
 */
function verdictFields(acc: Float64Array, categories: readonly string[]): Omit<CellResult, 'params'> {
  const possible = acc[ACC_TRIALS] - acc[ACC_IMPOSSIBLE];
  const p = possible > 0 ? round(acc[ACC_SUCCESS] / possible) : null;
  const outcomes: Record<string, number> = {};
  for (let c = 0; c < categories.length; c++) outcomes[categories[c]] = possible > 0 ? round(acc[ACC_CATEGORIES + c] / possible) : 0;
  return {
    attempts: null,
    success: p,
    ci: p === null ? null : [p, p],
    degree: {},
    outcomes,
    impossible: acc[ACC_TRIALS] > 0 ? round(acc[ACC_IMPOSSIBLE] / acc[ACC_TRIALS]) : 0,
    mean: null,
    sd: null,
  };
}

const seedrandom = lazy<typeof seedrandomType>('seedrandom');

export const SOLVE_SCHEMA = 'hantei.solve/1';

type System = RuleSystem<unknown, CompiledCheck>;

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
function goalsReached(verdicts: ReturnType<typeof judge>): GoalReached[] {
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
  decks?: ReadonlyMap<string, Deck>;
  /** Aborting stops the search (solveStudyAsync, between candidates and inside a long one). */
  signal?: AbortSignal;
}

const SOLVE_OPTIONS: OptionSpecs = {
  vary: { kind: 'any' },
  analyses: { kind: 'strings' },
  top: { kind: 'whole', min: 1, max: 10_000, eg: 10 },
  restarts: { kind: 'whole', min: 1, max: 10_000, eg: 8 },
  budget: { kind: 'any' },
  onProgress: { kind: 'function' },
  ruleset: { kind: 'object' },
  params: { kind: 'object' },
  decks: { kind: 'any' },
  signal: { kind: 'signal' },
};

/** The options of a solve, checked as every entrance checks its options (engine/options.ts). */
function checkSolveOptions(opts: unknown): void {
  checkOptions(opts, SOLVE_OPTIONS, 'solveStudy()', "{ vary: 'modifiers.same=3..6' }");
  if (opts.budget !== undefined) checkBudgetOption(opts.budget);
}

interface Target {
  analysis: StudyAnalysis;
  rulesetName: string;
  cells: Cell[];
  ctx: CompileContext;
  expectations: Expectation[];
  deckColours?: Record<string, string>;
}

const matches = (cell: Cell, where: Record<string, unknown>) => Object.entries(where).every(([k, v]) => String(cell[k]) === String(v));

/** The check analyses the keys apply to, and the system they share. */
function chooseTargets(study: Study, keys: readonly string[], names?: readonly string[]): { system: System; analyses: StudyAnalysis[] } {
  let chosen: StudyAnalysis[];
  if (names && names.length > 0) {
    chosen = names.map((n) => {
      const a = study.analyses.find((x) => x.name === n);
      if (!a)
        throw new HanteiError('range', msg('solve.notAnalysis', { n }), {
          file: study.file,
          hint: msg('solve.analysesAre', { list: study.analyses.map((x) => x.name).join(', ') }),
        });
      if (a.scenario)
        throw new HanteiError('range', msg('solve.scenario', { n, scenario: a.scenario }), {
          file: study.file,
          line: a.line,
          hint: msg('solve.nameChecks'),
        });
      return a;
    });
  } else {
    chosen = study.analyses.filter((a) => !a.scenario && keys.every((k) => declaredKey(getSystem(a.system), k) !== undefined));
    if (chosen.length === 0)
      throw new HanteiError('range', msg('solve.noAnalysisHasKeys', { s: keys.length === 1 ? '' : 's', keys: keys.join(', ') }), {
        file: study.file,
        hint: msg('solve.studyAnalyses', {
          list: study.analyses.map((a) => `${a.name} (${a.system}${a.scenario ? ` ${a.scenario}` : ''})`).join(', '),
        }),
      });
  }
  const systems = [...new Set(chosen.map((a) => a.system))];
  if (systems.length > 1)
    throw new HanteiError('range', msg('solve.manySystems', { systems: labelled({ en: systems.join(' and '), ja: systems.join('、') }) }), {
      file: study.file,
      hint: msg('solve.nameAnalyses'),
    });
  const specs = [...new Set(chosen.map((a) => a.ruleset ?? ''))];
  if (specs.length > 1)
    throw new HanteiError(
      'range',
      msg('solve.manyRulesets', {
        names: chosen.map((a) => a.name).join(', '),
        specs: labelled({
          en: specs.map((s) => s || msg('solve.theDefault').text('en')).join(', '),
          ja: specs.map((s) => s || msg('solve.theDefault').text('ja')).join(', '),
        }),
      }),
      { file: study.file, hint: msg('solve.nameOneRuleset') },
    );
  for (const a of chosen) {
    if (a.vary)
      throw new HanteiError('range', msg('solve.ownVary', { name: a.name }), {
        file: study.file,
        line: a.line,
        hint: msg('solve.removeVary'),
      });
  }
  return { system: getSystem(systems[0]), analyses: chosen };
}

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

/** The search's estimated work against the budget, before it starts: cells per candidate, then the first sweeps of a descent. */
function checkSolveBudget(cellCount: number, sizes: readonly number[], starts: number, budget: Budget, fits: boolean): void {
  if (cellCount > budget.maxCells)
    throw new HanteiError('range', msg('solve.cellsBudget', { cells: thousands(cellCount), max: thousands(budget.maxCells) }), {
      hint: msg('solve.cellsBudgetHint', { n: cellCount }),
    });
  if (fits) return;
  // each start judges at least itself and every other value of every axis once
  const candidates = 1 + sizes.reduce((n, s) => n + s - 1, 0);
  const judged = starts * candidates * Math.max(1, cellCount);
  const max = budget.maxCells * DESCENT_BUDGET_FACTOR;
  if (judged > max)
    throw new HanteiError(
      'range',
      msg('solve.searchBudget', {
        judged: judged >= 1e9 ? judged.toExponential(2).replace('e+', 'e') : thousands(judged),
        starts,
        candidates: thousands(candidates),
        cells: thousands(Math.max(1, cellCount)),
        max: thousands(max),
      }),
      { hint: msg('solve.searchBudgetHint', { n: Math.ceil(judged / DESCENT_BUDGET_FACTOR) }) },
    );
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
  const command = (a: StudyAnalysis) => (a.method === 'monte-carlo' ? 'simulate' : 'exact');
  const base = opts.ruleset ?? loadRuleset(system, spec, command(analyses[0]));
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

  // Monte Carlo-only verdicts cannot be judged for each candidate: refused in this version
  for (const e of study.expect) {
    const a = study.analyses.find((x) => x.name === e.analysis)!;
    if (a.scenario && a.system === system.id && (a.ruleset ?? '') === (spec ?? '')) {
      throw new HanteiError('study', msg('solve.scenarioExpectation', { name: a.name, scenario: a.scenario }), {
        file: study.file,
        line: e.line,
        hint: msg('solve.scenarioExpectationHint'),
      });
    }
  }
  let pickedSoFar = 0;
  const targets: Target[] = analyses.map((a) => {
    const expectations = study.expect.filter((e) => e.analysis === a.name);
    const { cells, ctx } = buildCells(
      system,
      base.rules,
      opts.params?.[a.name] ?? a.params,
      { cards: a.cards, critical: a.critical, decks: opts.decks },
      budget,
    );
    // only the cells some expectation picks are judged; past the budget, refused before the next analysis is built
    const picked = cells.filter((c) => expectations.some((e) => matches(c, e.where)));
    pickedSoFar += picked.length;
    if (pickedSoFar > budget.maxCells && a !== analyses[analyses.length - 1])
      throw new HanteiError('range', msg('solve.cellsBudget', { cells: thousands(pickedSoFar), max: thousands(budget.maxCells) }), {
        hint: msg('solve.cellsBudgetHint', { n: msg('budget.atLeast', { n: pickedSoFar }) }),
      });
    return {
      analysis: a,
      rulesetName: base.name,
      cells: picked,
      ctx,
      expectations,
      deckColours: system.decks ? deckColourLetters(system.decks, ctx.decks) : undefined,
    };
  });
  const expectations = targets.flatMap((t) => t.expectations);
  if (expectations.length === 0)
    throw new HanteiError('study', msg('solve.noExpectations', { names: analyses.map((a) => `"${a.name}"`).join(', ') }), {
      file: study.file,
      hint: msg('solve.addExpect'),
    });
  const cellCount = targets.reduce((n, t) => n + t.cells.length, 0);

  // exact odds by compiled content: candidates that leave a cell's compiled check unchanged share its answer;
  // when keys touch every cell (few hits), hashing costs more than it saves and stops
  const keyOf = compiledKeyer();
  const memo = new Map<string, Omit<CellResult, 'params'>>();
  let [lookups, hits, sharing] = [0, 0, true];
  const answer = (compiled: CompiledCheck): Omit<CellResult, 'params'> => {
    if (!sharing) return verdictFields(system.exact(compiled), system.categories);
    const k = keyOf(compiled);
    let r = memo.get(k);
    lookups++;
    if (r) hits++;
    else {
      // a bound on memory for very large searches: start again rather than grow without end
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(k, (r = verdictFields(system.exact(compiled), system.categories)));
    }
    if (lookups === SHARING_PROBE && hits < SHARING_PROBE / 20) {
      sharing = false;
      memo.clear();
    }
    return r;
  };
  const run = { version: packageVersion(), createdAt: '', elapsedMs: 0, node: process.version };
  const docsFor = function* (rules: unknown): Steps<Map<string, ResultsDocument>> {
    const docs = new Map<string, ResultsDocument>();
    for (const t of targets) {
      const cells: CellResult[] = [];
      for (const cell of t.cells) {
        cells.push({ ...answer(system.compile(cell, rules, t.ctx)), params: cell });
        if (cells.length % CELLS_PER_STEP === 0) yield;
      }
      docs.set(t.analysis.name, {
        schema: RESULTS_SCHEMA,
        system: system.id,
        ruleset: t.rulesetName,
        rules,
        method: 'exact',
        analysis: 'check',
        seed: null,
        trials: null,
        run,
        cells,
        deckColours: t.deckColours,
      });
    }
    return docs;
  };
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
  let result: SearchResult;
  if (fits) result = yield* exhaustiveSteps(sizes, evaluate, onEach);
  else {
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
    result = yield* descentSteps(sizes, starts, evaluate, onEach);
  }
  if (result.ranked.length === 0)
    throw new HanteiError('range', msg('solve.allRefused', { n: thousands(result.evaluated) }), {
      hint: msg('solve.widen'),
    });

  const candidates: SolveCandidate[] = [];
  for (const s of result.ranked.slice(0, top)) {
    const values = Object.fromEntries(axes.map((a, i) => [a.key, a.values[s.index[i]]]));
    const verdicts = judge(expectations, yield* docsFor(rulesAt(s.index)));
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
