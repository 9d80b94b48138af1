import { HanteiError } from '../core/errors.js';
import { type Text, msg } from '../core/messages.js';
import { MAX_PARAM, parseChoiceList, wholeNumber } from '../core/grid.js';
import { paramLabel } from '../core/names.js';
import type { ScenarioOptions } from './types.js';

/*
 * Reading a scenario's option values (named as on the command line), for the
 * systems' scenario preparations: one clear message per bad value.
 */

/**
 * A whole-number option, with a clear message naming the option when it is not one.
 *
 * @example
 * const rolls = intOption(o.rolls ?? 3, 'rolls', 1);
 */
export function intOption(v: unknown, flag: string, min = -MAX_PARAM): number {
  // the rule values' bound (±1,000,000), named in the message like every range
  return wholeNumber(v, flag, min);
}

/** One of `allowed` (or its fallback when not given). */
export function choiceOption<T extends string>(v: unknown, flag: string, allowed: readonly T[], fallback: T): T {
  return v === undefined ? fallback : (parseChoiceList(String(v), flag, allowed)[0] as T);
}

/**
 * A required option's text; missing, a usage error saying what it is.
 *
 * @example
 * const dice = intOption(requiredOption(o, 'dice', msg('sys.need.deck')), 'dice', 1);
 */
export function requiredOption(o: ScenarioOptions, key: string, what: Text): string {
  if (o[key] === undefined || o[key] === '') throw new HanteiError('usage', msg('param.missing', { p: paramLabel(key) }), { hint: what });
  return String(o[key]);
}

/** A list option (`--cards a.json --cards b.json`, or one value). */
export function listOption(o: ScenarioOptions, key: string): string[] | undefined {
  const v = o[key];
  return v === undefined ? undefined : (Array.isArray(v) ? v : [v]).map(String);
}
