import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';

// messages follow the locale (LANG=ja_JP.UTF-8 says them in Japanese): tests read the English ones unless they ask
const englishLocale = { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' };

/** Run the real CLI (built by `npm test`'s tsc step) as a user would. */
export function hantei(args: string[], opts: { input?: string } = {}): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['bin/hantei.js', ...args], {
    encoding: 'utf8',
    input: opts.input,
    env: { ...process.env, FORCE_COLOR: '0', ...englishLocale },
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** Run the CLI with --format json, expecting a clean run, and parse its output. */
export function hanteiJson(args: string[]) {
  return cleanJson(args, hantei([...args, '--format', 'json']));
}

/** A --format json run's output parsed, once it is held to a clean run (nothing on stderr, exit 0). */
export function cleanJson(args: string[], r: { code: number; stdout: string; stderr: string }) {
  expect(r.stderr, `stderr of hantei ${args.join(' ')}`).toBe('');
  expect(r.code, `exit code of hantei ${args.join(' ')}`).toBe(0);
  return JSON.parse(r.stdout);
}
