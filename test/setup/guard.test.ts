import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import SlowFirst, { SLOW_FIRST } from './sequencer.js';
import { systemTmpdir } from './tmp.js';

// isolation: chromium — it only reads the browser suites' text

/* The guard itself: a test file's temp folder is its own, inside the run's root, and the programs it starts use it too. */
describe("each test file's own temp folder", () => {
  it('os.tmpdir() is a fresh folder of this file inside the run’s root, not the system temp folder', () => {
    const mine = tmpdir();
    expect(mine).not.toBe(systemTmpdir());
    expect(dirname(mine)).toBe(process.env.HANTEI_TEST_ROOT);
    expect(relative(systemTmpdir(), mine).startsWith('..')).toBe(false);
    expect(readdirSync(mine)).toEqual([]);
  });
  it('a program the test starts gets the same folder, and the CLI’s cache lies in the run’s root', () => {
    const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("os").tmpdir())'], { encoding: 'utf8' });
    expect(r.stdout).toBe(tmpdir());
    expect(dirname(process.env.XDG_CACHE_HOME!)).toBe(process.env.HANTEI_TEST_ROOT);
  });
});

describe('one browser for the run', () => {
  it('no suite launches a Chromium of its own: they connect to the shared one (browser/chromium.ts)', () => {
    const own = readdirSync('test', { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => join(e.parentPath, e.name))
      .filter((f) => f !== join('test', 'setup', 'global.ts') && /chromium\.launch(Server)?\(/.test(readFileSync(f, 'utf8')));
    expect(own).toEqual([]);
  });
});

describe('the longest files start first', () => {
  it('every file the sequencer puts first exists (a renamed file would silently lose its place)', () => {
    expect(SLOW_FIRST.filter((f) => !existsSync(f))).toEqual([]);
    expect(new Set(SLOW_FIRST).size).toBe(SLOW_FIRST.length);
  });
  it('vitest.config.ts runs with it', async () => {
    const config = (await import('../../vitest.config.js')).default as { test: { sequence: { sequencer: unknown } } };
    expect(config.test.sequence.sequencer).toBe(SlowFirst);
  });
});
