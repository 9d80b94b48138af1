/*
 * Request bodies checked by type before use: a boolean or the string "1e6"
 * is not a trial count, and a field the route does not know is refused by
 * name rather than ignored (a typo must not silently fall back to a default).
 */

/** A request the page got wrong: the server answers 400 with the message. */
export class BadRequest extends Error {}

export type FieldKind = 'string' | 'boolean' | 'object' | 'lang' | 'trials' | 'string-list';

/** Trials per cell a page may ask for (the grid's total is held to the CLI's budget as well). */
export const MAX_TRIALS_PER_CELL = 1e8;

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'string') return `the text ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${String(v)}`;
}

function check(name: string, kind: FieldKind, v: unknown): void {
  const bad = (want: string) => new BadRequest(`"${name}" must be ${want}, got ${describe(v)}`);
  switch (kind) {
    case 'string':
      if (typeof v !== 'string') throw bad('a string');
      return;
    case 'boolean':
      if (typeof v !== 'boolean') throw bad('true or false');
      return;
    case 'object':
      if (!isPlainObject(v)) throw bad('an object');
      return;
    case 'lang':
      if (v !== 'en' && v !== 'ja') throw bad('"en" or "ja"');
      return;
    case 'trials':
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1 || v > MAX_TRIALS_PER_CELL) throw bad(`a whole number from 1 to 1e8 (trials per cell)`);
      return;
    case 'string-list':
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw bad('a list of strings');
      return;
  }
}

/**
 * The body as an object with only the given fields, each of its kind
 * (`?` after a name: optional). Throws BadRequest naming the field.
 */
export function fieldsOf(body: unknown, spec: Record<string, FieldKind>, route: string): Record<string, unknown> {
  if (!isPlainObject(body)) throw new BadRequest(`${route}: send a JSON object with ${Object.keys(spec).map((k) => `"${k.replace(/\?$/, '')}"`).join(', ')}`);
  const known = new Map(Object.entries(spec).map(([k, kind]) => [k.replace(/\?$/, ''), { kind, optional: k.endsWith('?') }]));
  for (const key of Object.keys(body)) {
    if (!known.has(key)) throw new BadRequest(`${route}: unknown field "${key}" (fields: ${[...known.keys()].join(', ')})`);
  }
  for (const [key, { kind, optional }] of known) {
    const v = body[key];
    if (v === undefined) {
      if (!optional) throw new BadRequest(`${route}: missing field "${key}"`);
      continue;
    }
    check(key, kind, v);
  }
  return body;
}
