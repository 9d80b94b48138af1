import { HanteiError } from '../core/errors.js';
import { type MessageId, type Text, msg, quotedOr } from '../core/messages.js';
import { closestNames, paramLabel } from '../core/names.js';

/*
 * The one checker of option objects, for every entrance: the library's
 * requests (api/), the workbench's request bodies (serve/) and the values the
 * command line hands on. An option object is a plain object whose own keys
 * are all known (an unknown one is refused with the closest names), never
 * `__proto__`, `constructor` or `prototype`, and whose values have their
 * declared kind and range — NaN, ±Infinity, 2.5, `true` or `[7]` for a count
 * are refused, not coerced. Messages name an option as the caller spells it
 * (`maxCells` from the library, `--max-cells` on the command line: core/names.ts).
 */

/** What an option's value must be. */
export type OptionKind =
  | { kind: 'whole'; min: number; max: number; eg: number }
  | { kind: 'rate' }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'string' | 'boolean' | 'stringOrNumber' | 'function' | 'object' | 'strings' | 'list' | 'signal' | 'pool' | 'ruleset' | 'any' };

export type OptionSpecs = Readonly<Record<string, OptionKind>>;

const RESERVED = ['__proto__', 'constructor', 'prototype'];

/** An example value as the caller writes it: `--top 10` on the command line, `top: 10` in the library. */
const example = (name: string, value: string | number) =>
  msg('options.eg', { example: name.startsWith('--') ? `${name} ${value}` : `${name}: ${value}` });

/** A value as a message quotes it: short, and never an object's whole content. */
export function shown(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v === null || v === undefined) return String(v);
  if (typeof v === 'function') return 'a function';
  if (Array.isArray(v)) {
    let text: string;
    try {
      text = JSON.stringify(v) ?? '[…]';
    } catch {
      text = '[…]';
    }
    return text.length > 40 ? `${text.slice(0, 40)}…]` : text;
  }
  return 'an object';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A plain object of options: refused when it is not an object, carries a
 * prototype of its own (`{ __proto__: { trials: 5 } }`: inherited keys would
 * be read unchecked) or a reserved key (`__proto__` as an own key, as
 * JSON.parse makes it).
 */
export function checkPlainObject(v: unknown, what: Text, eg: string): asserts v is Record<string, unknown> {
  if (!isRecord(v))
    throw new HanteiError('usage', msg('options.notObject', { what, got: shown(v) }), { hint: msg('options.notObjectHint', { eg }) });
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null)
    throw new HanteiError('usage', msg('options.prototype', { what }), { hint: msg('options.prototypeHint') });
  for (const k of Object.keys(v))
    if (RESERVED.includes(k))
      throw new HanteiError('usage', msg('options.reservedKey', { what, k }), { hint: msg('options.reservedKeyHint', { k }) });
}

/** Every own key known, every value of its kind (undefined: not given, as an absent key). */
export function checkOptions(v: unknown, specs: OptionSpecs, what: Text, eg: string): asserts v is Record<string, unknown> {
  checkPlainObject(v, what, eg);
  const known = Object.keys(specs);
  for (const k of Object.keys(v)) {
    const spec = specs[k];
    // a key spread in as undefined gives nothing: as absent
    if (!spec && v[k] === undefined) continue;
    if (!spec) {
      const near = closestNames(k, known);
      throw new HanteiError(
        'usage',
        msg('options.unknown', { k, what, suggestion: near.length ? msg('param.didYouMeanSuffix', { names: quotedOr(near) }) : '' }),
        { hint: msg('options.known', { list: known.join(', ') }) },
      );
    }
    if (v[k] !== undefined) checkOption(k, v[k], spec);
  }
}

const typeError = (name: string, kind: MessageId, v: unknown) =>
  new HanteiError('usage', msg('options.type', { name, kind: msg(kind), got: shown(v) }));

/** One option's value against its kind; `name` as the caller spells it (`paramLabel`). */
export function checkOption(key: string, v: unknown, spec: OptionKind): void {
  const name = paramLabel(key);
  switch (spec.kind) {
    case 'whole':
      return void wholeOption(key, v, spec.min, spec.max, spec.eg);
    case 'rate':
      if (!(typeof v === 'number' && v >= 0 && v <= 1))
        throw new HanteiError('range', msg('options.rate', { name, got: shown(v) }), { hint: example(name, 0.05) });
      return;
    case 'choice':
      if (!(typeof v === 'string' && spec.choices.includes(v))) {
        const near = typeof v === 'string' ? closestNames(v, spec.choices) : [];
        throw new HanteiError(
          'range',
          msg('options.choice', {
            name,
            list: spec.choices.join(', '),
            got: shown(v),
            suggestion: near.length ? msg('param.didYouMeanSuffix', { names: quotedOr(near) }) : '',
          }),
        );
      }
      return;
    case 'string':
      if (typeof v !== 'string') throw typeError(name, 'options.kind.string', v);
      return;
    case 'boolean':
      if (typeof v !== 'boolean') throw typeError(name, 'options.kind.boolean', v);
      return;
    case 'stringOrNumber':
      if (!(typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))))
        throw typeError(name, 'options.kind.stringOrNumber', v);
      return;
    case 'function':
      if (typeof v !== 'function') throw typeError(name, 'options.kind.function', v);
      return;
    case 'object':
      checkPlainObject(v, name, `${name}: { … }`);
      return;
    case 'strings':
      if (!(Array.isArray(v) && v.every((x) => typeof x === 'string'))) throw typeError(name, 'options.kind.strings', v);
      return;
    case 'list':
      if (!Array.isArray(v)) throw typeError(name, 'options.kind.list', v);
      return;
    case 'signal':
      if (!(v instanceof AbortSignal)) throw typeError(name, 'options.kind.signal', v);
      return;
    case 'pool':
      if (!(isRecord(v) && typeof v.run === 'function' && typeof v.close === 'function')) throw typeError(name, 'options.kind.pool', v);
      return;
    case 'ruleset':
      if (typeof v === 'string') return;
      checkPlainObject(v, name, `${name}: 'v2'`);
      return;
    case 'any':
      return;
  }
}

/** A whole number option within [min, max]; its value, as a number. `given`: what the user wrote, when `v` was parsed from it (the command line's text). */
export function wholeOption(key: string, v: unknown, min: number, max: number, eg: number, given: unknown = v): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    const name = paramLabel(key);
    // 1e8 and 9e15 (Number.MAX_SAFE_INTEGER) read better than their digits
    const short = (n: number) => n.toExponential(0).replace('e+', 'e');
    const bound = (n: number) => (n >= 1e9 || (n >= 1e6 && Number(short(n)) === n) ? short(n) : String(n));
    throw new HanteiError('range', msg('options.whole', { name, min: bound(min), max: bound(max), got: shown(given) }), {
      hint: example(name, eg),
    });
  }
  return v;
}

/** A budget object: the known limits, each a whole number ≥ 1 or Infinity. */
export function checkBudgetOption(v: unknown): void {
  const name = paramLabel('budget');
  checkPlainObject(v, name, 'budget: { maxCells: 100000 }');
  const keys = ['maxCells', 'maxTrials', 'maxCards', 'maxAnalyses'];
  for (const [k, x] of Object.entries(v)) {
    if (!keys.includes(k)) {
      const near = closestNames(k, keys);
      throw new HanteiError(
        'usage',
        msg('options.unknown', { k, what: name, suggestion: near.length ? msg('param.didYouMeanSuffix', { names: quotedOr(near) }) : '' }),
        { hint: msg('options.known', { list: keys.join(', ') }) },
      );
    }
    if (x === undefined && (k === 'maxCards' || k === 'maxAnalyses')) continue;
    if (!(x === Infinity || (typeof x === 'number' && Number.isSafeInteger(x) && x >= 1)))
      throw typeError(`${name}.${k}`, 'options.kind.limit', x);
  }
  for (const k of ['maxCells', 'maxTrials']) if (!(k in v)) throw typeError(`${name}.${k}`, 'options.kind.limit', undefined);
}

/** The most labelled targets a difficulty table takes (its columns). */
export const MAX_TARGETS = 12;

/**
 * Labelled target rates (`tune`, `--targets`, the workbench's difficulty
 * table): a plain object or the label–rate pairs as given, each label a
 * column's name given once, each rate from 0 to 1.
 */
export function checkTargets(targets: unknown, key = 'targets'): Record<string, number> {
  const name = paramLabel(key);
  let pairs: Array<[string, unknown]>;
  if (Array.isArray(targets)) pairs = targets as Array<[string, unknown]>;
  else {
    checkPlainObject(targets, name, `${name}: { easy: 0.8, hard: 0.3 }`);
    pairs = Object.entries(targets);
  }
  if (pairs.length === 0) throw new HanteiError('range', msg('targets.none', { name }), { hint: msg('targets.noneHint') });
  if (pairs.length > MAX_TARGETS) throw new HanteiError('range', msg('targets.tooMany', { name, n: pairs.length, max: MAX_TARGETS }));
  const out: Record<string, number> = Object.create(null) as Record<string, number>;
  const seen = new Map<string, unknown>();
  for (const [label, rate] of pairs) {
    if (
      typeof label !== 'string' ||
      label.length === 0 ||
      label.length > 40 ||
      /[=,\u0000-\u001f\u007f-\u009f]/.test(label) ||
      RESERVED.includes(label)
    )
      throw new HanteiError('range', msg('targets.label', { name, label: shown(label).slice(1, -1) }), { hint: msg('targets.noneHint') });
    if (seen.has(label))
      throw new HanteiError(
        'range',
        msg('targets.repeated', { name, twice: msg('targets.twice', { label, first: shown(seen.get(label)), second: shown(rate) }) }),
        {
          hint: msg('targets.repeatedHint'),
        },
      );
    seen.set(label, rate);
    if (!(typeof rate === 'number' && rate >= 0 && rate <= 1))
      throw new HanteiError('range', msg('targets.rate', { name, label, got: shown(rate) }), { hint: msg('targets.noneHint') });
    out[label] = rate;
  }
  // a plain object again (callers spread and serialise it), built only from checked labels
  return { ...out };
}
