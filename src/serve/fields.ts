/*
 * Request bodies checked by type before use: a boolean or the string "1e6"
 * is not a trial count, and a field the route does not know is refused by
 * name rather than ignored (a typo must not silently fall back to a default).
 */

import type { HanteiError } from '../core/errors.js';
import { type Message, type MessageLang, type Text, msg, sayIn } from '../core/messages.js';

/** A request the page got wrong: the server answers 400 with the message, in the page's language when it is a catalogue message. */
export class BadRequest extends Error {
  readonly text?: Message;

  constructor(message: Text) {
    super(sayIn(message, 'en'));
    if (typeof message !== 'string') this.text = message;
  }

  /** The message in a language (English when it has no catalogue words). */
  say(lang: MessageLang): string {
    return this.text ? this.text.text(lang) : this.message;
  }

  /** An engine's error as the page's fault: its message and hint, in whichever language the page asks. */
  static of(e: HanteiError, wrap?: (error: Message) => Message): BadRequest {
    const text: Message = {
      id: 'serve.error',
      text: (lang) => {
        const hint = e.localizedHint(lang);
        return hint ? msg('serve.withHint', { text: e.localized(lang), hint }).text(lang) : e.localized(lang);
      },
    };
    return new BadRequest(wrap ? wrap(text) : text);
  }
}

/** The language a request asks its errors in (the page's header), English by default. */
export const LANG_HEADER = 'x-hantei-lang';

export type FieldKind = 'string' | 'boolean' | 'object' | 'lang' | 'trials' | 'string-list' | 'list';

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
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1 || v > MAX_TRIALS_PER_CELL)
        throw bad(`a whole number from 1 to 1e8 (trials per cell)`);
      return;
    case 'string-list':
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw bad('a list of strings');
      return;
    case 'list':
      // its items are checked by the route (given card data: decks/given-cards.ts)
      if (!Array.isArray(v)) throw bad('a list');
      return;
  }
}

/** The value each kind of field holds once checked. */
interface KindValue {
  string: string;
  boolean: boolean;
  object: Record<string, unknown>;
  lang: 'en' | 'ja';
  trials: number;
  'string-list': string[];
  list: unknown[];
}

/** A route's fields: name → kind, `?` after a name for an optional one. */
export type FieldSpec = Readonly<Record<string, FieldKind>>;

/** The checked body a spec describes: required fields typed, optional ones possibly undefined. */
export type Fields<S extends FieldSpec> = {
  [K in keyof S as K extends `${string}?` ? never : K]: KindValue[S[K]];
} & {
  [K in keyof S as K extends `${infer N}?` ? N : never]?: KindValue[S[K]];
};

/**
 * The body as an object with only the given fields, each of its kind.
 * Throws BadRequest naming the field.
 */
export function fieldsOf<const S extends FieldSpec>(body: unknown, spec: S, route: string): Fields<S> {
  if (!isPlainObject(body))
    throw new BadRequest(
      `${route}: send a JSON object with ${Object.keys(spec)
        .map((k) => `"${k.replace(/\?$/, '')}"`)
        .join(', ')}`,
    );
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
  // every field was checked against its kind above
  return body as Fields<S>;
}
