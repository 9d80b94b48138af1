import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * bin/hantei.js runs the bundled command line (dist/src/bundle/, scripts/bundle.mjs);
 * the in-process tests run tsc's output of the same code. The two must not differ in
 * what a user sees, including yargs' own messages in the user's language.
 */
const run = (entry: string, args: string[], lang = 'C.UTF-8') => {
  const code = `const { main } = await import(${JSON.stringify(new URL(`../../${entry}`, import.meta.url).href)}); process.exitCode = await main(process.argv.slice(1));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code, ...args], {
    encoding: 'utf8',
    env: { ...process.env, LANG: lang, LC_ALL: '', LC_MESSAGES: '', FORCE_COLOR: '0' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

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
    it(`prints what the unbundled CLI prints: ${args.join(' ')} (${lang})`, () => {
      const a = run('dist/src/bundle/main.js', args, lang);
      const b = run('dist/src/cli/main.js', args, lang);
      expect(a.code).toBe(b.code);
      expect(a.stderr).toBe(b.stderr);
      // results carry a creation time and how long the run took; everything else is the same
      const timeless = (s: string): string => s.replace(/"createdAt": "[^"]+"/g, '').replace(/"elapsedMs": \d+/g, '');
      expect(timeless(a.stdout)).toBe(timeless(b.stdout));
      expect(a.stdout.length).toBeGreaterThan(args.includes('--help') ? 200 : args.includes('--format') ? 500 : -1);
    });
  }
  it('the Japanese message is Japanese', () => {
    expect(run('dist/src/bundle/main.js', ['exact', '2d6', '--no-such-option', '1'], 'ja_JP.UTF-8').stderr).toMatch(/不明な引数/);
  });
});
