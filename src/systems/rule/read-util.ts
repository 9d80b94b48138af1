import { HanteiError } from '../../core/errors.js';
import { type Message, msg, verbatim } from '../../core/messages.js';
import { unknownNameHint } from '../../core/names.js';
import { isPlain, type Plain } from '../ruleset-file.js';
import type { Labels } from '../types.js';

/** Where a rule came from: its file and the line of a key path (the YAML reader's positions; none for plain data). */
export interface RuleSource {
  file: string;
  lineOf?(path: readonly string[]): number | undefined;
}

/** Reads parts of a rule, naming the file, line and key of anything wrong. */
export class RuleReader {
  constructor(readonly src: RuleSource) {}

  fail(path: readonly string[], message: Message, hint?: Message): never {
    // the nearest key the file has: a missing key is reported at its map
    let line: number | undefined;
    for (let n = path.length; n >= 0 && line === undefined; n--) line = this.src.lineOf?.(path.slice(0, n));
    throw new HanteiError('ruleset', message, { file: this.src.file, line, hint });
  }

  map(v: unknown, path: string[], allowed: readonly string[]): Plain {
    if (!isPlain(v)) this.fail(path, msg('rule.notMap', { path: path.join('.') || '.' }));
    for (const k of Object.keys(v))
      if (!allowed.includes(k))
        this.fail([...path, k], msg('rule.unknownKey', { path: [...path, k].join('.') }), unknownNameHint(k, allowed));
    return v;
  }

  int(v: unknown, path: string[]): number {
    if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > 1e6)
      this.fail(path, msg('rule.notWhole', { path: path.join('.'), got: verbatim(JSON.stringify(v) ?? 'nothing') }));
    return v;
  }

  intList(v: unknown, path: string[]): number[] {
    const list = typeof v === 'number' ? [v] : v;
    if (!Array.isArray(list) || list.length === 0 || !list.every((x) => typeof x === 'number' && Number.isInteger(x) && Math.abs(x) <= 1e6))
      this.fail(path, msg('rule.notWholeList', { path: path.join('.'), got: verbatim(JSON.stringify(v) ?? 'nothing') }));
    return list as number[];
  }

  bool(v: unknown, path: string[]): boolean {
    if (typeof v !== 'boolean')
      this.fail(path, msg('rule.notBool', { path: path.join('.'), got: verbatim(JSON.stringify(v) ?? 'nothing') }));
    return v;
  }

  oneOf<T extends string>(v: unknown, path: string[], allowed: readonly T[]): T {
    if (!allowed.includes(v as T))
      this.fail(
        path,
        msg('rule.notOneOf', { path: path.join('.'), list: allowed.join(', '), got: verbatim(JSON.stringify(v) ?? 'nothing') }),
      );
    return v as T;
  }

  label(v: unknown, path: string[], fallback: string): Labels {
    if (v === undefined) return { en: fallback, ja: fallback };
    if (typeof v === 'string') return { en: v, ja: v };
    if (!isPlain(v) || typeof v.en !== 'string' || typeof v.ja !== 'string' || Object.keys(v).length !== 2)
      this.fail(path, msg('rule.notLabel', { path: path.join('.') }));
    return { en: v.en, ja: v.ja };
  }
}
