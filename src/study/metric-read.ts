/*
 * The one thing an expectation bounds, read: `success:`, `outcome:` with
 * min/max, `difficulty:`, `mean:`/`spread:`, a scenario's `value:`, or
 * `order:`; its bounds in any goal form (study/goal-parse.ts), rates checked
 * to lie in [0, 1].
 */

import { HanteiError } from '../core/errors.js';
import { unknownNameHint } from '../core/names.js';
import { labelled, msg } from '../core/messages.js';
import { checksOf, normaliseParams } from '../engine/params.js';
import { relationOf } from '../systems/deck-words.js';
import { SYSTEMS } from '../systems/index.js';
import { type ExpectationReading, failAt, placeOf } from './expectation-reading.js';
import { type GoalTarget, type OrderGoal, readBounds, readOrder } from './goal-parse.js';

/** What an expectation bounds, and how. */
export interface MetricBounds {
  metric: string;
  min?: number;
  max?: number;
  target?: GoalTarget;
  order?: OrderGoal;
}

const METRIC_KEYS = ['success', 'outcome', 'difficulty', 'mean', 'spread', 'value', 'order'];

/** A bound given as a number (`60%` refused, with the fraction to write). */
function num(x: ExpectationReading, v: unknown, what: string): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    const percent = typeof v === 'string' ? /^\s*(-?[\d.]+)\s*%\s*$/.exec(v) : null;
    throw new HanteiError('study', msg('study.notNumber', { what, v: JSON.stringify(v) ?? String(v) }), {
      file: x.file,
      line: x.line,
      ...placeOf(x, what),
      hint: percent ? msg('study.rateFraction', { x: Number(percent[1]) / 100, p: percent[1] }) : undefined,
    });
  }
  return v;
}

/** A bound on a rate (success, an outcome's share, a scenario probability) lies in [0, 1]; `max: 5` meant 5%. */
function rate(x: ExpectationReading, v: number | undefined, what: string): number | undefined {
  if (v === undefined || (v >= 0 && v <= 1)) return v;
  throw new HanteiError('study', msg('study.rate', { what, v }), {
    file: x.file,
    line: x.line,
    ...placeOf(x, what),
    hint: v > 1 && v <= 100 ? msg('study.rateFraction', { x: Number((v / 100).toPrecision(12)), p: v }) : msg('study.rateHint'),
  });
}

/** A map with no keys but `allowed` (`success: { min, max }`), its own kind of problem otherwise. */
function subKeys(x: ExpectationReading, what: string, allowed: readonly string[]): Record<string, unknown> {
  const b = x.e[what] as Record<string, unknown>;
  const v = String(JSON.stringify(x.e[what]));
  if (typeof b !== 'object' || b === null || Array.isArray(b))
    throw new HanteiError('study', what === 'success' ? msg('expectation.successMap', { v }) : msg('expectation.difficultyMap', { v }), {
      file: x.file,
      ...x.at.key(x.node, what),
    });
  for (const k of Object.keys(b))
    if (!allowed.includes(k))
      throw new HanteiError('study', msg('expectation.subKey', { what, k }), {
        file: x.file,
        ...placeOf(x, `${what}.${k}`),
        hint: unknownNameHint(k, allowed),
      });
  return b;
}

/** `mean:`/`spread:` bounds: a goal form, or a map with min, max or both. */
function boundsOf(x: ExpectationReading, v: unknown, what: string): MetricBounds {
  const b = readBounds(v, what, failAt(x, what));
  if (b) return { metric: what, min: b.min, max: b.max, target: b.target };
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new HanteiError('study', msg('expectation.boundsMap', { what }), {
      file: x.file,
      ...x.at.key(x.node, what),
      hint: msg('expectation.boundsMapHint', { what }),
    });
  const m = v as Record<string, unknown>;
  for (const k of Object.keys(m))
    if (k !== 'min' && k !== 'max')
      throw new HanteiError('study', msg('expectation.boundsKey', { k, what }), {
        file: x.file,
        ...x.at.key(x.node, what),
        hint: msg('expectation.useMinMax'),
      });
  return { metric: what, min: num(x, m.min, `${what}.min`), max: num(x, m.max, `${what}.max`) };
}

/** `order:` groups (relations the system declares, or parameter values) or one parameter's values. */
function orderOf(x: ExpectationReading): MetricBounds {
  const { e, analysis, target, paramNames } = x;
  if (target.scenario) failAt(x, 'order')(msg('goal.orderScenario', { name: analysis }), msg('goal.orderHint'));
  const decks = SYSTEMS.find((s) => s.id === target.system)?.decks;
  const order = readOrder(e.order, e.gap, {
    relationOf: (s) => relationOf(s, decks),
    where: (raw) => {
      const known = paramNames.get(analysis);
      if (!known) return raw;
      return normaliseParams(raw, known, {
        to: 'name',
        what: checksOf(target.system),
        fail: (_k, problem, hint) => failAt(x, 'order')(problem, hint),
      });
    },
    params: (paramNames.get(analysis) ?? []).map((p) => p.name),
    hasRelations: Boolean(decks),
    fail: failAt(x, 'order'),
  });
  return { metric: 'order', order };
}

/** `difficulty: { target, min, max }`: the tuned difficulty for a success rate lies within the bounds. */
function difficultyOf(x: ExpectationReading): MetricBounds {
  const b = subKeys(x, 'difficulty', ['target', 'min', 'max']);
  const target = num(x, b.target, 'difficulty.target');
  if (target === undefined || target < 0 || target > 1)
    throw new HanteiError('study', msg('expectation.difficultyTarget'), { file: x.file, line: x.line });
  return { metric: `difficulty:${target}`, min: num(x, b.min, 'difficulty.min'), max: num(x, b.max, 'difficulty.max') };
}

/** The metric of one expectation and its bounds. */
function metricOf(x: ExpectationReading): MetricBounds {
  const { e } = x;
  if (e.mean !== undefined || e.spread !== undefined) {
    const metric = e.mean !== undefined ? 'mean' : 'spread';
    return boundsOf(x, e[metric], metric);
  }
  if (e.order !== undefined) return orderOf(x);
  if (e.success !== undefined) {
    const b = readBounds(e.success, 'success', failAt(x, 'success'));
    if (b) return { metric: 'success', min: rate(x, b.min, 'success.min'), max: rate(x, b.max, 'success.max'), target: b.target };
    const m = subKeys(x, 'success', ['min', 'max']);
    return {
      metric: 'success',
      min: rate(x, num(x, m.min, 'success.min'), 'success.min'),
      max: rate(x, num(x, m.max, 'success.max'), 'success.max'),
    };
  }
  if (e.outcome !== undefined)
    return { metric: `outcome:${String(e.outcome)}`, min: rate(x, num(x, e.min, 'min'), 'min'), max: rate(x, num(x, e.max, 'max'), 'max') };
  if (e.value !== undefined) {
    // headline values are probabilities, except the means (meanSuccesses …)
    const isRate = !String(e.value).startsWith('mean');
    const min = num(x, e.min, 'min');
    const max = num(x, e.max, 'max');
    return { metric: `value:${String(e.value)}`, min: isRate ? rate(x, min, 'min') : min, max: isRate ? rate(x, max, 'max') : max };
  }
  if (e.difficulty !== undefined) return difficultyOf(x);
  throw new HanteiError('study', msg('expectation.needsBound'), { file: x.file, line: x.line, hint: msg('expectation.needsBoundHint') });
}

/** What the expectation bounds: exactly one thing, its bounds inside it (`min:` beside `success:` is never read). */
export function readExpectationMetric(x: ExpectationReading): MetricBounds {
  const { e, file, line } = x;
  const given = METRIC_KEYS.filter((k) => e[k] !== undefined);
  if (given.length > 1)
    throw new HanteiError('study', msg('expectation.oneThing', { list: labelled({ en: given.join(' and '), ja: given.join('、') }) }), {
      file,
      line,
      hint: msg('expectation.oneEach'),
    });
  const m = metricOf(x);
  if ((e.success !== undefined || e.difficulty !== undefined) && (e.min !== undefined || e.max !== undefined)) {
    const inside = e.success !== undefined ? 'success' : 'difficulty';
    const k = e.min !== undefined ? 'min' : 'max';
    throw new HanteiError('study', msg('expectation.neverRead', { k, inside }), {
      file,
      ...x.at.key(x.node, k),
      hint: msg('expectation.neverReadHint', { inside }),
    });
  }
  return m;
}
