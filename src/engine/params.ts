import { HanteiError } from '../core/errors.js';
import { type Text, msg, quotedOr } from '../core/messages.js';
import { camelCase, closestNames, kebabCase, unknownNameHint } from '../core/names.js';

/*
 * The one parameter normaliser. Every entrance (the library, the CLI, study
 * files, the workbench) hands its parameter keys here: both spellings — the
 * CLI's kebab-case `courage-die` and the JSON's camelCase `courageDie` — mean
 * one parameter, and an unknown key is an error naming it and the closest
 * known names, never a silently ignored value.
 */

/** A parameter's two spellings: `name` (camelCase, JSON) and `flag` (kebab-case, CLI). */
export interface ParamNames {
  readonly name: string;
  readonly flag: string;
}

/** How a caller reports a bad key (a study adds its file, line and column). */
export type ParamFailure = (key: string, problem: Text, hint: Text) => never;

export interface NormaliseOptions {
  /** The key spelling of the result: `name` (camelCase, as checks' cells) or `flag` (kebab-case, as scenarios read options). */
  to: 'name' | 'flag';
  /** What the parameters belong to, for messages: "2d6 checks" (`checksOf('2d6')`), "2d6 opposed". */
  what: Text;
  /** Keys accepted beside the parameters, kept in the result under their kebab-case spelling (a scenario's `ruleset`). */
  extra?: readonly string[];
  /** Keys refused with their own message (a study's analysis-level keys given in `params`). */
  refuse?: Readonly<Record<string, { problem: Text; hint: Text }>>;
  /** Default: throw a HanteiError (code `usage`) whose message names the key and the closest known names. */
  fail?: ParamFailure;
}

/**
 * "2d6 checks": what a system's check parameters belong to, in messages.
 *
 * @example
 * normaliseParams(params, system.params, { to: 'name', what: checksOf(system.id) });
 */
export function checksOf(system: string): Text {
  return msg('param.checksOf', { system });
}

/** The spellings of a scenario's options, declared in kebab-case. */
export function namesOfFlags(flags: readonly string[]): ParamNames[] {
  return flags.map((flag) => ({ name: camelCase(flag), flag }));
}

/**
 * Rename every key to one spelling; an unknown key, or one parameter given in
 * both spellings, calls `fail` (by default throws a HanteiError).
 *
 * @example
 * normaliseParams({ 'courage-die': true, ability: 3 }, twod6.params, { to: 'name', what: '2d6 checks' });
 * // → { courageDie: true, ability: 3 }
 */
export function normaliseParams<V>(
  params: Readonly<Record<string, V>>,
  known: readonly ParamNames[],
  opts: NormaliseOptions,
): Record<string, V> {
  const byKey = new Map<string, string>();
  const extra = (opts.extra ?? []).map((k) => ({ name: camelCase(k), flag: k }));
  for (const p of [...known, ...extra]) {
    const target = opts.to === 'name' && !extra.includes(p) ? p.name : p.flag;
    byKey.set(p.name, target);
    byKey.set(p.flag, target);
  }
  const fail: ParamFailure =
    opts.fail ??
    ((key, problem, hint) => {
      const near = closestNames(
        key,
        known.map((p) => p.flag),
      );
      const suggestion = near.length > 0 ? msg('param.didYouMeanSuffix', { names: quotedOr(near) }) : '';
      throw new HanteiError('usage', msg('param.problemFor', { problem, what: opts.what, suggestion }), { hint });
    });
  const out: Record<string, V> = {};
  for (const [k, v] of Object.entries(params)) {
    const refused = opts.refuse?.[kebabCase(k)];
    if (refused) fail(k, refused.problem, refused.hint);
    const target = byKey.get(k) ?? byKey.get(camelCase(k));
    // the hint lists the documented spelling, the CLI's (kebab-case)
    if (target === undefined)
      fail(
        k,
        msg('param.unknown', { k }),
        unknownNameHint(
          k,
          known.map((p) => p.flag),
        ),
      );
    else {
      if (target in out)
        fail(k, msg('param.repeats', { k }), msg('param.oneSpelling', { kebab: kebabCase(target), camel: camelCase(target) }));
      out[target] = v;
    }
  }
  return out;
}
