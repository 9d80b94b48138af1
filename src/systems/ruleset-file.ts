import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { MAX_PARAM, boundsText } from '../core/grid.js';
import { unknownNameHint } from '../core/names.js';
import { refuseUnsafeKeys } from '../core/user-data.js';

/**
 * Shared helpers for ruleset files: a preset named by `extends`, overridden
 * key by key. Every system validates its own fields with these.
 */
export type Plain = Record<string, unknown>;

export function isPlain(x: unknown): x is Plain {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Deep merge of plain objects; arrays and scalars replace. */
export function deepMerge<T>(base: T, over: Plain): T {
  const out: Plain = { ...(base as Plain) };
  for (const [k, v] of Object.entries(over)) {
    out[k] = isPlain(v) && isPlain(out[k]) ? deepMerge(out[k], v) : v;
  }
  return out as T;
}

/**
 * Reject keys a ruleset does not have, so a typo is not silently ignored (a HanteiError with did-you-mean, naming `source`).
 *
 * @example
 * checkKeys(merged, ['name', 'hitOn'], '', source);
 */
export function checkKeys(obj: Plain, allowed: readonly string[], where: string, source: string): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) {
      throw new HanteiError('ruleset', msg('ruleset.unknownKey', { key: `${where}${k}` }), {
        file: source,
        hint: unknownNameHint(k, allowed),
      });
    }
  }
}

/**
 * A ruleset value that must be a whole number within bounds; anything else is a HanteiError naming the key and `source`.
 *
 * @example
 * const hitOn = needInt(merged.hitOn, 'hitOn', source, 1, 6);
 */
export function needInt(v: unknown, where: string, source: string, min = -MAX_PARAM, max = MAX_PARAM): number {
  const lo = Math.max(min, -MAX_PARAM);
  const hi = Math.min(max, MAX_PARAM);
  const range = boundsText(min, max);
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new HanteiError('ruleset', msg('ruleset.notWhole', { key: where, range, v: JSON.stringify(v) ?? String(v) }), { file: source });
  }
  // the reason named is the bound it breaks, not "a whole number"
  if (v < lo || v > hi)
    throw new HanteiError('ruleset', msg('ruleset.outOfRange', { key: where, range, v: Number.isSafeInteger(v) ? v : v.toExponential() }), {
      file: source,
    });
  return v;
}

export function needBool(v: unknown, where: string, source: string): boolean {
  if (typeof v !== 'boolean')
    throw new HanteiError('ruleset', msg('ruleset.notBool', { key: where, v: String(JSON.stringify(v)) }), { file: source });
  return v;
}

export function needOneOf<T extends string>(v: unknown, where: string, allowed: readonly T[], source: string): T {
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw new HanteiError('ruleset', msg('ruleset.notOneOf', { key: where, list: allowed.join(', '), v: String(JSON.stringify(v)) }), {
      file: source,
    });
  }
  return v as T;
}

/**
 * A ruleset that gives every key of a preset and no `extends` (a resolved
 * ruleset, as results documents carry it, or a complete file) stands alone:
 * merged into a preset, its maps (check types, aliases, targets) would gain
 * the preset's entries.
 */
export function isComplete(input: Plain, preset: unknown): boolean {
  return input.extends === undefined && isPlain(preset) && Object.keys(preset).every((k) => k in input);
}

/**
 * Resolve `extends` (a preset name) and merge the overrides on top; a complete ruleset is taken as it is. Unsafe keys (`__proto__`) are refused.
 *
 * @example
 * const { merged } = extendPreset(input, PRESETS, 'standard', source);
 */
export function extendPreset<R>(
  input: unknown,
  presets: Readonly<Record<string, R>>,
  defaultPreset: string,
  source: string,
): { base: R; merged: Plain } {
  if (!isPlain(input))
    throw new HanteiError('ruleset', msg('ruleset.notMap'), { file: source, hint: msg('ruleset.startWith', { preset: defaultPreset }) });
  // a library caller's object is checked as a file is: no key reaches the prototype (deepMerge would assign through it)
  refuseUnsafeKeys(input, 'ruleset', source);
  if (isComplete(input, presets[defaultPreset]))
    return {
      base: presets[defaultPreset],
      merged: { ...input, name: typeof input.name === 'string' ? input.name : source.split('/').pop() },
    };
  const name = input.extends ?? defaultPreset;
  if (typeof name !== 'string' || !(name in presets)) {
    throw new HanteiError('ruleset', msg('ruleset.notPreset', { name: String(name) }), {
      file: source,
      hint: msg('choice.useOneOf', { list: Object.keys(presets).join(', ') }),
    });
  }
  const { extends: _ignored, ...over } = input;
  const base = presets[name];
  const merged = deepMerge(base, { ...over, name: typeof over.name === 'string' ? over.name : `${name}+${source.split('/').pop()}` });
  return { base, merged: merged as Plain };
}
