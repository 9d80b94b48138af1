import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asRun, commandBlocks, missingSampleLines } from './blocks.js';

/*
 * Docs that run: every command block of README.md and README.ja.md, in order,
 * in a fresh folder holding a copy of the project's decks/ and reports/ (as
 * a checkout has them), against the built CLI (`npm run build` first). A
 * command must exit 0 (or its block's `<!-- docs: exit N -->`), and a sample
 * output shown under a `$` line must appear in what it really prints.
 */

const root = resolve('.');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A fresh folder as a user's checkout looks to the README: decks/, reports/ (no generated output), `hantei` on the PATH. */
function freshFolder(): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(join(tmpdir(), 'hantei-docs-'));
  made.push(dir);
  cpSync(join(root, 'decks'), join(dir, 'decks'), { recursive: true });
  mkdirSync(join(dir, 'reports'));
  for (const f of readdirSync(join(root, 'reports')))
    if (f !== 'out') cpSync(join(root, 'reports', f), join(dir, 'reports', f), { recursive: true });
  const bin = join(dir, '.bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'hantei'), `#!/bin/sh\nexec "${process.execPath}" "${join(root, 'bin', 'hantei.js')}" "$@"\n`);
  chmodSync(join(bin, 'hantei'), 0o755);
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    LANG: 'C.UTF-8',
    LC_ALL: '',
    LC_MESSAGES: '',
    FORCE_COLOR: '0',
    // the bundled card data, not whatever this machine imported
    HANTEI_CARDS: join(dir, '.no-imported-cards.json'),
  };
  return { dir, env };
}

/** Seconds a documented command may take before the test calls it long-running. */
const COMMAND_LIMIT = 240;

for (const readme of ['README.md', 'README.ja.md']) {
  describe(`${readme}: every command block runs as written`, () => {
    const blocks = commandBlocks(readFileSync(join(root, readme), 'utf8'));
    it('has command blocks, and no option in brackets', () => {
      expect(blocks.length).toBeGreaterThan(3);
      for (const b of blocks)
        for (const c of b.commands) expect(c.text, `${readme}:${c.line}: write the option itself, not [--option]`).not.toMatch(/\[--/);
    });

    it('runs each command in a fresh folder; sample outputs match the real output', () => {
      const { dir, env } = freshFolder();
      const failures: string[] = [];
      for (const b of blocks) {
        if (b.skip) continue;
        for (const c of b.commands) {
          if (/^npm\b/.test(c.text)) {
            failures.push(`${readme}:${c.line}: "${c.text}" is the project's own script: mark its block <!-- docs: skip project -->`);
            continue;
          }
          const r = spawnSync('sh', ['-c', asRun(c.text)], { cwd: dir, env, encoding: 'utf8', timeout: COMMAND_LIMIT * 1000 });
          const at = `${readme}:${c.line}: ${c.text}`;
          if (r.error || r.signal) {
            failures.push(`${at}\n  did not finish in ${COMMAND_LIMIT} s: mark a long-running block <!-- docs: skip server -->`);
            continue;
          }
          if (r.status !== c.exit)
            failures.push(`${at}\n  exit ${r.status} (expected ${c.exit})\n  ${r.stderr.trim().split('\n').join('\n  ')}`);
          const missing = missingSampleLines(c.sample, r.stdout, r.stderr);
          if (missing.length) failures.push(`${at}\n  the sample shows lines the command does not print:\n    ${missing.join('\n    ')}`);
        }
      }
      expect(failures.join('\n\n')).toBe('');
    }, 1_200_000);
  });
}
