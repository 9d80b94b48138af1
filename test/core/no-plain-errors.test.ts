// isolation: src/cli/ — a path in a comment of plain-errors.ts, which only reads sources
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainErrors } from './plain-errors.js';

/*
 * Every HanteiError is made from a catalogue message (core/messages.ts), so a
 * user meets it in their language: no `new HanteiError(` anywhere in src/ whose
 * message or hint is English typed in place (a string, a template, a `+`).
 */

describe('no HanteiError with a plain-English message', () => {
  it('every other source makes its errors from catalogue messages', { timeout: 60_000 }, () => {
    expect(plainErrors()).toEqual([]);
  });

  it(
    'the attack itself: a plain text, template or concatenation injected into a source is reported with its line',
    { timeout: 60_000 },
    () => {
      const file = resolve('src/core/query.ts');
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n').length - 1; // the last line of the file (it ends in a newline)
      const injected =
        text +
        [
          "export const a = () => new HanteiError('usage', 'a plain text');",
          // a call split over lines, the message a template
          'export const b = (k: string) =>',
          "  new HanteiError('usage', `no ${k} here`, {});",
          "export const c = (k: string) => new HanteiError('usage', 'no ' + k);",
          "export const d = () => new HanteiError('usage', msg('query.nothing'), { hint: 'a plain hint' });",
          "export const e = () => new HanteiError('usage', msg('query.nothing'), { hint: msg('query.useWhere') });",
        ].join('\n');
      const found = plainErrors({ [file]: injected }).filter((w) => w.startsWith('src/core/query.ts'));
      expect(found).toEqual([
        `src/core/query.ts:${lines + 1}`,
        `src/core/query.ts:${lines + 3}`,
        `src/core/query.ts:${lines + 4}`,
        `src/core/query.ts:${lines + 5} hint`,
      ]);
    },
  );
});
