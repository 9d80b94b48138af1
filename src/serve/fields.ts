/*
 * Request bodies checked by type before use: a boolean or the string "1e6"
 * is not a trial count, and a field the route does not know is refused by
 * name rather than ignored (a typo must not silently fall back to a default).
 */

import { HanteiError } from '../core/errors.js';
import { type Message, type MessageLang, type Text, msg, quotedOr, sayIn } from '../core/messages.js';
import { closestNames } from '../core/names.js';
import { errorForPage, forPage } from './page-said.js';
import { type OptionKind, checkOption, checkPlainObject } from '../engine/options.js';

/** A request the page got wrong: the server answers 400 with the message, in the page's language when it is a catalogue message. */
export class BadRequest extends Error {
  readonly text?: Message;

  constructor(message: Text) {
    super(sayIn(message, 'en'));
    if (typeof message !== 'string') this.text = message;
  }

  /** The message in a language (English when it has no catalogue words). */
  say(lang: MessageLang): string {
    return this.text ? forPage(this.text).text(lang) : this.message;
  }

  /** An engine's error as the page's fault: its message and hint, in whichever language the page asks. */
  static of(e: HanteiError, wrap?: (error: Message) => Message): BadRequest {
    const text: Message = {
      id: 'serve.error',
      // named as the page names things, in its language (page-said.ts)
      text: (lang) => {
        const { text, hint } = errorForPage(e, lang);
        return hint ? msg('serve.withHint', { text, hint }).text(lang) : text;
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

/** Each field kind as the library's option checks know it (engine/options.ts): one checker for every entrance. */
const KINDS: Record<FieldKind, OptionKind> = {
  string: { kind: 'string' },
  boolean: { kind: 'boolean' },
  object: { kind: 'object' },
  lang: { kind: 'choice', choices: ['en', 'ja'] },
  trials: { kind: 'whole', min: 1, max: MAX_TRIALS_PER_CELL, eg: 100_000 },
  'string-list': { kind: 'strings' },
  // its items are checked by the route (given card data: decks/given-cards.ts)
  list: { kind: 'list' },
};

/** A check's refusal as the request's fault (400), in the page's language. */
function asBadRequest(check: () => void): void {
  try {
    check();
  } catch (e) {
    if (e instanceof HanteiError) throw BadRequest.of(e);
    throw e;
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
  const known = new Map(Object.entries(spec).map(([k, kind]) => [k.replace(/\?$/, ''), { kind, optional: k.endsWith('?') }]));
  const names = [...known.keys()];
  if (!isPlainObject(body)) throw new BadRequest(msg('fields.notObject', { route, fields: names.map((k) => `"${k}"`).join(', ') }));
  // no __proto__, constructor or prototype key (JSON.parse makes them own keys)
  asBadRequest(() => checkPlainObject(body, route, '{ … }'));
  for (const key of Object.keys(body)) {
    if (known.has(key)) continue;
    const near = closestNames(key, names);
    throw new BadRequest(
      msg('fields.unknown', {
        route,
        k: key,
        suggestion: near.length ? msg('param.didYouMeanSuffix', { names: quotedOr(near) }) : '',
        list: names.join(', '),
      }),
    );
  }
  for (const [key, { kind, optional }] of known) {
    const v = body[key];
    if (v === undefined) {
      if (!optional) throw new BadRequest(msg('fields.missing', { route, k: key }));
      continue;
    }
    asBadRequest(() => checkOption(key, v, KINDS[kind]));
  }
  // every field was checked against its kind above
  return body as Fields<S>;
}
