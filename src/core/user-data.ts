import type * as Yaml from 'yaml';
import { type ErrorCode, HanteiError } from './errors.js';
import { msg } from './messages.js';
import { lazy } from './lazy.js';

/*
 * Objects read from users' files (YAML or JSON: decks, studies, rulesets,
 * card data, results, part files) and handed to the library: keys that reach
 * JavaScript's object machinery are refused wherever they appear, and YAML
 * aliases are limited, so a small file cannot expand into gigabytes.
 */

const yaml = lazy<typeof Yaml>('yaml');

/** Keys that would reach (or pretend to be) an object's prototype machinery. */
export const UNSAFE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];
const UNSAFE = new Set(UNSAFE_KEYS);

/** At most this many YAML aliases are expanded in one document (an alias bomb stops at once). */
export const MAX_YAML_ALIASES = 100;

/** The path to the first key of `value` that is one of UNSAFE_KEYS, or undefined. Iterative (deep nesting cannot overflow the stack), and linear: a path is built only for the key found. */
export function unsafeKeyPath(value: unknown): Array<string | number> | undefined {
  interface Step {
    v: unknown;
    key?: string | number;
    up?: Step;
  }
  const pathOf = (s: Step | undefined, last: string): Array<string | number> => {
    const out: Array<string | number> = [last];
    for (let at = s; at && at.key !== undefined; at = at.up) out.push(at.key);
    return out.reverse();
  };
  const stack: Step[] = [{ v: value }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const step = stack.pop()!;
    const v = step.v;
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], key: i, up: step });
      continue;
    }
    const keys = Object.keys(v);
    for (const k of keys) if (UNSAFE.has(k)) return pathOf(step, k);
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ v: (v as Record<string, unknown>)[keys[i]], key: keys[i], up: step });
  }
  return undefined;
}

export const pathText = (path: ReadonlyArray<string | number>): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

/** Refuse a value holding `__proto__`, `constructor` or `prototype` as a key anywhere. */
export function refuseUnsafeKeys(
  value: unknown,
  code: ErrorCode,
  file?: string,
  where?: (path: ReadonlyArray<string | number>) => { line?: number; column?: number },
): void {
  const path = unsafeKeyPath(value);
  if (!path) return;
  const key = String(path[path.length - 1]);
  throw new HanteiError(
    code,
    msg('data.unsafeKey', { key, at: path.length > 1 ? msg('data.unsafeKeyAt', { path: pathText(path) }) : '' }),
    {
      file,
      ...where?.(path),
      hint: msg('data.unsafeKeyHint', { keys: UNSAFE_KEYS.join(', ') }),
    },
  );
}

/** JSON.parse for a user's file: syntax errors are the caller's to word; unsafe keys are refused. */
export function parseUserJson(text: string, code: ErrorCode, file?: string): unknown {
  const data: unknown = JSON.parse(text);
  refuseUnsafeKeys(data, code, file);
  return data;
}

/** Line and column of the node at a path of map keys and list indexes in a YAML document (the deepest found). */
export function yamlPosition(
  root: unknown,
  path: ReadonlyArray<string | number>,
  lc: Yaml.LineCounter,
): { line?: number; column?: number } {
  const { isMap, isScalar, isSeq } = yaml();
  let here: unknown = root;
  let found: number[] | undefined = (root as { range?: number[] } | undefined)?.range;
  for (const part of path) {
    if (isMap(here)) {
      const pair = here.items.find((it) => isScalar(it.key) && String(it.key.value) === String(part));
      if (!pair) break;
      found = (pair.key as { range?: number[] }).range ?? found;
      here = pair.value;
    } else if (isSeq(here) && typeof part === 'number') {
      here = here.items[part];
      found = (here as { range?: number[] } | undefined)?.range ?? found;
    } else break;
  }
  if (!found) return {};
  const p = lc.linePos(found[0]);
  return { line: p.line, column: p.col };
}

/**
 * A parsed YAML document's data: aliases expanded at most MAX_YAML_ALIASES
 * times (an alias bomb is exit 1 naming the file, not an exhausted heap),
 * unsafe keys refused with their line and column.
 */
export function yamlData(doc: Yaml.Document, code: ErrorCode, file: string, lc: Yaml.LineCounter): unknown {
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    if (e instanceof ReferenceError && /alias/i.test(e.message)) {
      throw new HanteiError('yaml', msg('data.aliasBomb', { max: MAX_YAML_ALIASES }), {
        file,
        hint: msg('data.aliasHint'),
      });
    }
    throw e;
  }
  refuseUnsafeKeys(data, code, file, (path) => yamlPosition(doc.contents, path, lc));
  return data;
}
