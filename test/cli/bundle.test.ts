import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';

/*
 * bin/hantei.js runs the bundled command line (dist/src/bundle/, scripts/bundle.mjs),
 * built from tsc's output of the same code (dist/src/cli/). The two must not differ in
 * what a user sees, including yargs' own messages in the user's language. Both run in
 * this process (test/cli/here.ts), each build a copy of its own: what a command prints
 * is compared, not a process (bin/hantei.js itself is spawned by the other CLI tests).
 */
const run = (entry: string, args: string[], lang = 'C.UTF-8') =>
  hanteiHere(args, { entry: new URL(`../../${entry}`, import.meta.url), env: { LANG: lang, LC_ALL: '', LC_MESSAGES: '' } });

describe('the bundled command line', () => {
  it('is what bin/hantei.js runs', () => {
    expect(existsSync(new URL('../../dist/src/bundle/main.js', import.meta.url))).toBe(true);
  });

  const lines: Array<[string[], string]> = [
    [['exact', '2d6', '--ability', '0..2', '--difficulty', '7', '--format', 'json'], 'C.UTF-8'],
    [['exact', '--help'], 'C.UTF-8'],
    [['exact', '2d6', '--no-such-option', '1'], 'C.UTF-8'],
    [['exact', '2d6', '--no-such-option', '1'], 'ja_JP.UTF-8'], // yargs' Japanese messages: its locale files are found
    [
      ['simulate', 'd6chain', '--dice', '3', '--target', '9', '--trials', '20000', '--seed', 'b', '--threads', '2', '--format', 'json'],
      'C.UTF-8',
    ], // the pool's workers are found
  ];
  for (const [args, lang] of lines) {
    it(`prints what the unbundled CLI prints: ${args.join(' ')} (${lang})`, async () => {
      const a = await run('dist/src/bundle/main.js', args, lang);
      const b = await run('dist/src/cli/main.js', args, lang);
      expect(a.code).toBe(b.code);
      expect(a.stderr).toBe(b.stderr);
      // results carry a creation time and how long the run took; everything else is the same
      const timeless = (s: string): string => s.replace(/"createdAt": "[^"]+"/g, '').replace(/"elapsedMs": \d+/g, '');
      expect(timeless(a.stdout)).toBe(timeless(b.stdout));
      expect(a.stdout.length).toBeGreaterThan(args.includes('--help') ? 200 : args.includes('--format') ? 500 : -1);
    });
  }
  it('the Japanese message is Japanese', async () => {
    expect((await run('dist/src/bundle/main.js', ['exact', '2d6', '--no-such-option', '1'], 'ja_JP.UTF-8')).stderr).toMatch(/不明な引数/);
  });
});
