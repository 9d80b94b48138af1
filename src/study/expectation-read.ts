/*
 * One expectation of a study file read and checked: the analysis it names,
 * the cells it picks (where:, a relation the system declares), and the one
 * thing it bounds, in any goal form (study/goal-parse.ts); every problem named
 * with its line and column.
 */

import { HanteiError } from '../core/errors.js';
import { unknownNameHint } from '../core/names.js';
import { labelled, msg, sayIn } from '../core/messages.js';
import { type ParamNames, checksOf, normaliseParams } from '../engine/params.js';
import { SYSTEMS } from '../systems/index.js';
import { deckSystemNames, deckSystems } from '../systems/deck-systems.js';
import { relationNames, relationOf } from '../systems/deck-words.js';
import type { Expectation, StudyAnalysis } from './study.js';
import { readExpectationMetric } from './metric-read.js';
import { type ExpectationReading, failAt, placeOf } from './expectation-reading.js';
import { type Places, isMap } from './yaml-places.js';

const EXPECT_KEYS = [
  'analysis',
  'where',
  'check',
  'success',
  'outcome',
  'difficulty',
  'mean',
  'spread',
  'value',
  'order',
  'gap',
  'every',
  'min',
  'max',
  'note',
];

/** `where:` as parameter names to values (none for a scenario: it has one result). */
function whereOf(x: ExpectationReading): Record<string, unknown> {
  const { e, file, node, at, analysis, target } = x;
  const whereNode = isMap(node) ? node.get('where', true) : undefined;
  const rawWhere = e.where ?? {};
  if (typeof rawWhere !== 'object' || rawWhere === null || Array.isArray(rawWhere))
    throw new HanteiError('study', msg('expectation.whereMap'), { file, ...at.key(node, 'where') });
  const known = x.paramNames.get(analysis);
  if (target.scenario) {
    if (Object.keys(rawWhere).length > 0)
      throw new HanteiError('study', msg('expectation.scenarioWhere', { name: analysis }), {
        file,
        ...at.key(node, 'where'),
        hint: msg('expectation.scenarioWhereHint'),
      });
    return {};
  }
  if (!known) return {};
  return normaliseParams(rawWhere as Record<string, unknown>, known, {
    to: 'name',
    what: checksOf(target.system),
    fail: (k, problem, hint) => {
      // English keeps its wording ("names unknown parameter") as scripts read it
      const said = labelled({ en: sayIn(problem, 'en').replace('unknown parameter', 'names unknown parameter'), ja: sayIn(problem, 'ja') });
      throw new HanteiError('study', msg('expectation.whereProblem', { name: analysis, problem: said }), {
        file,
        ...at.key(whereNode, k),
        hint,
      });
    },
  });
}

/** A check value to show in a hint: the deck system's own example (the first deck system's when this one has none). */
function checkExample(decks: unknown): string {
  const sys = deckSystems().find((s) => s.decks === decks) ?? deckSystems()[0];
  return String(sys?.params.find((p) => p.name === 'check')?.example ?? '…');
}

/** `check:` a relation the analysis's system declares, on a check analysis, not beside `where: { check }`. */
function relationFor(x: ExpectationReading, where: Record<string, unknown>): string | undefined {
  const { e, file, node, at, analysis, target } = x;
  if (e.check === undefined) return undefined;
  const decks = SYSTEMS.find((s) => s.id === target.system)?.decks;
  const relation = relationOf(String(e.check), decks);
  if (!relation)
    throw new HanteiError(
      'study',
      msg('expectation.checkOneOf', { name: analysis, list: relationNames(decks).join(', '), v: String(JSON.stringify(e.check)) }),
      { file, ...at.key(node, 'check'), hint: msg('expectation.checkOneOfHint', { example: checkExample(decks) }) },
    );
  if (!decks || target.scenario)
    throw new HanteiError('study', msg('expectation.checkNeedsDecks', { name: analysis, relation, systems: deckSystemNames() }), {
      file,
      ...at.key(node, 'check'),
      hint: msg('expectation.checkNeedsDecksHint'),
    });
  if ('check' in where)
    throw new HanteiError('study', msg('expectation.checkAndWhere', { name: analysis, relation }), {
      file,
      ...at.key(node, 'check'),
      hint: msg('expectation.keepOne'),
    });
  return relation;
}

/** `outcome:` names one of the system's outcome categories. */
function checkOutcome(x: ExpectationReading): void {
  const { e, file, node, at, analysis, target } = x;
  if (e.outcome !== undefined) {
    const categories = SYSTEMS.find((s) => s.id === target.system)?.categories ?? [];
    if (!categories.includes(String(e.outcome)))
      throw new HanteiError('study', msg('expectation.noOutcome', { name: analysis, system: target.system, outcome: String(e.outcome) }), {
        file,
        ...at.key(node, 'outcome'),
        hint: unknownNameHint(String(e.outcome), categories),
      });
  }
}

/** `value:` only on scenarios, and a scenario only `value:`. */
function checkScenarioKinds(x: ExpectationReading): void {
  const { e, file, node, at, analysis, target, line } = x;
  if (e.value !== undefined && !target.scenario)
    throw new HanteiError('study', msg('expectation.valueOnScenario', { name: analysis }), { file, ...at.key(node, 'value') });
  if (
    target.scenario &&
    (e.success !== undefined || e.outcome !== undefined || e.difficulty !== undefined || e.mean !== undefined || e.spread !== undefined)
  )
    throw new HanteiError('study', msg('expectation.scenarioValue', { name: analysis }), { file, line });
}

/** `every:` names a parameter of the check analysis (its flag or name); the goal then holds per value. */
function everyOf(x: ExpectationReading): string | undefined {
  const { e, paramNames, analysis, target } = x;
  if (e.every === undefined) return undefined;
  const names = (paramNames.get(analysis) ?? []).map((p) => p.name);
  const flagged = (paramNames.get(analysis) ?? []).find((p) => p.flag === String(e.every) || p.name === String(e.every));
  if (target.scenario || !flagged)
    failAt(x, 'every')(msg('goal.every', { k: String(e.every), list: names.join(', ') || '—' }), msg('goal.everyHint'));
  return flagged!.name;
}

/**
 * An expectation: `analysis`, `where` (params that pick cells; every picked
 * cell must pass), and one bound: `success: {min, max}`, `outcome: NAME` with
 * `min`/`max`, `difficulty: {target, min, max}` (the tuned difficulty for a
 * target success rate must lie within the bounds), `mean: {min, max}` or
 * `spread: {min, max}` (max − min) of the success rate over the cells picked,
 * or for a scenario `value: NAME` (aWins, allSucceed, …) with `min`/`max`.
 * Systems with decks: `check: RELATION` picks the cells by how the check
 * relates to each deck, in the words the system declares.
 */
export function parseExpectation(
  raw: unknown,
  file: string,
  node: unknown,
  at: Places,
  analyses: ReadonlyMap<string, StudyAnalysis>,
  paramNames: ReadonlyMap<string, readonly ParamNames[]>,
): Expectation {
  const line = at.of(node).line ?? 0;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new HanteiError('study', msg('expectation.notMap'), { file, line });
  const e = raw as Record<string, unknown>;
  for (const k of Object.keys(e))
    if (!EXPECT_KEYS.includes(k))
      throw new HanteiError('study', msg('study.expectUnknownKey', { k }), {
        file,
        ...at.key(node, k),
        hint: unknownNameHint(k, EXPECT_KEYS),
      });
  const analysis = String(e.analysis ?? '');
  const target = analyses.get(analysis);
  if (!target)
    throw new HanteiError('study', msg('study.noSuchAnalysis', { name: analysis }), {
      file,
      ...at.key(node, 'analysis'),
      hint: unknownNameHint(analysis, [...analyses.keys()]),
    });
  const x: ExpectationReading = { e, file, node, at, line, analysis, target, paramNames };
  const where = whereOf(x);
  checkOutcome(x);
  const relation = relationFor(x, where);
  checkScenarioKinds(x);
  const { metric, min, max, target: goalTarget, order } = readExpectationMetric(x);
  if (e.gap !== undefined && e.order === undefined) failAt(x, 'gap')(msg('goal.gapWithoutOrder'), msg('goal.orderHint'));
  const every = everyOf(x);
  if (metric !== 'order' && min === undefined && max === undefined)
    throw new HanteiError('study', msg('expectation.needsMinMax'), { file, line });
  if (min !== undefined && max !== undefined && min > max) {
    const prefix = e.success !== undefined ? 'success.' : e.difficulty !== undefined ? 'difficulty.' : '';
    throw new HanteiError('study', msg('study.minAboveMax', { prefix, min, max }), {
      file,
      line,
      ...placeOf(x, `${prefix}min`),
      hint: msg('study.swap'),
    });
  }
  return {
    analysis,
    where,
    ...(relation ? { relation } : {}),
    metric,
    min,
    max,
    ...(goalTarget ? { target: goalTarget } : {}),
    ...(every ? { every } : {}),
    ...(order ? { order } : {}),
    note: e.note === undefined ? undefined : String(e.note),
    line,
  };
}
