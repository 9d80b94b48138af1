/*
 * What a solve works on, read and checked before any search: its options,
 * the check analyses the varied keys apply to (one system, one ruleset), the
 * cells each expectation picks, and the estimated work against the budget.
 */

import { HanteiError } from '../core/errors.js';
import { labelled, msg } from '../core/messages.js';
import type { Cell } from '../core/grid.js';
import { type Budget, thousands } from '../core/budget.js';
import { buildCells } from '../engine/request.js';
import { declaredKey } from '../engine/vary.js';
import { type OptionSpecs, checkBudgetOption, checkOptions } from '../engine/options.js';
import { deckRecords } from '../systems/deck-words.js';
import { getSystem } from '../systems/index.js';
import type { CompileContext, CompiledCheck, RuleSystem } from '../systems/types.js';
import type { Expectation, Study, StudyAnalysis } from '../study/study.js';
import type { SolveOptions } from './document.js';

/** A coordinate descent may judge this many times the cell budget (its first sweep from every start, estimated before it starts). */
export const DESCENT_BUDGET_FACTOR = 500;

export type System = RuleSystem<unknown, CompiledCheck>;

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
export function checkSolveOptions(opts: unknown): void {
  checkOptions(opts, SOLVE_OPTIONS, 'solveStudy()', "{ vary: 'modifiers.same=3..6' }");
  if (opts.budget !== undefined) checkBudgetOption(opts.budget);
}

/** One solved analysis: the cells its expectations pick, and what the system records of its decks. */
export interface Target {
  analysis: StudyAnalysis;
  rulesetName: string;
  cells: Cell[];
  ctx: CompileContext;
  expectations: Expectation[];
  /** What results record of each deck (the system's `decks.record`), for expectations that pick cells by relation. */
  deckRecords?: Record<string, string>;
}

const matches = (cell: Cell, where: Record<string, unknown>) => Object.entries(where).every(([k, v]) => String(cell[k]) === String(v));

/** The check analyses the keys apply to, and the system they share. */
export function chooseTargets(
  study: Study,
  keys: readonly string[],
  names?: readonly string[],
): { system: System; analyses: StudyAnalysis[] } {
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

/** The search's estimated work against the budget, before it starts: cells per candidate, then the first sweeps of a descent. */
export function checkSolveBudget(cellCount: number, sizes: readonly number[], starts: number, budget: Budget, fits: boolean): void {
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

/**
 * Each analysis's cells that some expectation picks, built on the base
 * ruleset; refused past the budget before the next analysis is built, and
 * refused when a scenario's expectation (Monte Carlo only) would have to be
 * judged for each candidate, or when no expectation names the analyses.
 */
export function buildTargets(
  study: Study,
  system: System,
  analyses: readonly StudyAnalysis[],
  base: { name: string; rules: unknown },
  opts: SolveOptions,
  budget: Budget,
): Target[] {
  const spec = analyses[0].ruleset;
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
      deckRecords: system.decks ? deckRecords(system.decks, ctx.decks) : undefined,
    };
  });
  if (targets.every((t) => t.expectations.length === 0))
    throw new HanteiError('study', msg('solve.noExpectations', { names: analyses.map((a) => `"${a.name}"`).join(', ') }), {
      file: study.file,
      hint: msg('solve.addExpect'),
    });
  return targets;
}
