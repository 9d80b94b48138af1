import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hantei } from './cli.js';

/*
 * SIGINT / SIGTERM at each phase — computing, writing a report folder,
 * merging — exit 130 / 143, leave the previous output exactly as it was and
 * nothing beside it; locks are taken before computing, and a dead run's lock
 * and temporary folder do not block the next run.
 */

// The ≤ 1 s promptness is a figure, not a test: this bound only guards against a hang on a loaded machine.
const HANG_GUARD_MS = 6000;

function start(args: string[]): {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
} {
  const child = spawn(process.execPath, ['bin/hantei.js', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  return { child, done };
}

/** Resolve once `test` holds (polled every 5 ms), or fail after `ms`. */
async function until(test: () => boolean, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting for the phase');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The folder is being written: its temporary sibling exists. */
const writing = (out: string) => () => readdirSync(dirname(out)).some((n) => n.startsWith(`.${basename(out)}.`) && n.endsWith('.tmp'));
const locked = (out: string) => () => existsSync(join(dirname(out), `.${basename(out)}.lock`));

/** Every file of a folder with its content. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else out[r] = readFileSync(join(dir, r), 'utf8');
    }
  };
  walk('');
  return out;
}

async function stopWhen(args: string[], phase: () => boolean, signal: NodeJS.Signals) {
  const run = start(args);
  await until(phase);
  const sent = Date.now();
  run.child.kill(signal);
  const r = await run.done;
  return { ...r, ms: Date.now() - sent };
}

const base = mkdtempSync(join(tmpdir(), 'hantei-signals-'));
// the report each test's run replaces, copied per test: written by hantei (its manifest says so)
const written = join(base, 'source');
const results = join(written, 'results.json');

beforeAll(() => {
  // a report to rebuild: its charts take seconds to draw, the write phase of the tests below
  expect(hantei(['report', 'test/fixtures/small-study.yaml', '--out', written, '--quiet']).code).toBe(0);
}, 180_000);

/** A run into a folder after a dead one, that only has to finish: one small exact grid, two charts (a rebuild of the report above draws dozens). */
const quick = (out: string) => hantei(['report', 'test/fixtures/interrupt/quick-study.yaml', '--out', out, '--quiet']);

function previous(name: string): { dir: string; out: string; before: Record<string, string> } {
  const dir = mkdtempSync(join(base, `${name}-`));
  const out = join(dir, 'report');
  cpSync(written, out, { recursive: true });
  return { dir, out, before: snapshot(out) };
}

describe('a signal while a report folder is written leaves the previous report whole', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal} → exit ${code}`, async () => {
      const { dir, out, before } = previous(signal);
      const r = await stopWhen(['report', '--from', results, '--out', out, '--quiet'], writing(out), signal);
      expect(r.code, r.stderr).toBe(code);
      expect(r.ms).toBeLessThan(HANG_GUARD_MS);
      expect(r.stderr).toBe('hantei: interrupted\n  hint: the run was stopped; no results were written\n');
      expect(snapshot(out)).toEqual(before);
      expect(readdirSync(dir)).toEqual(['report']);
    }, 120_000);
  }
});

describe('a signal while merging', () => {
  it('SIGINT while the merged report is written: exit 130, the previous report whole', async () => {
    const { dir, out, before } = previous('merge');
    for (const i of [1, 2])
      expect(
        hantei(['report', 'test/fixtures/small-study.yaml', '--shard', `${i}/2`, '--out', join(base, `part${i}.json`), '--quiet']).code,
      ).toBe(0);
    const r = await stopWhen(['merge', join(base, 'part1.json'), join(base, 'part2.json'), '--out', out], writing(out), 'SIGINT');
    expect(r.code, r.stderr).toBe(130);
    expect(r.ms).toBeLessThan(HANG_GUARD_MS);
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(dir)).toEqual(['report']);
  }, 180_000);
});

describe('locks', () => {
  it('the lock is taken before computing: a second run into the folder fails at once; SIGTERM while computing → 143', async () => {
    const { dir, out, before } = previous('busy');
    const first = start(['report', 'test/fixtures/interrupt/long-study.yaml', '--out', out, '--quiet', '--threads', '1', '--yes']);
    await until(locked(out));
    const second = hantei(['report', '--from', results, '--out', out, '--quiet']);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(
      new RegExp(`hantei process ${first.child.pid} \\(started [^)]+\\) is writing .*report \\(lock .*\\.report\\.lock\\)`),
    );
    first.child.kill('SIGTERM');
    const r = await first.done;
    expect(r.code).toBe(143);
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(dir)).toEqual(['report']);
  }, 120_000);

  it('after kill -9 while computing, the next run takes the stale lock over with a note', async () => {
    const { dir, out } = previous('stale');
    const first = start(['report', 'test/fixtures/interrupt/long-study.yaml', '--out', out, '--quiet', '--threads', '1', '--yes']);
    await until(locked(out));
    first.child.kill('SIGKILL');
    await first.done;
    expect(existsSync(join(dir, '.report.lock'))).toBe(true);
    const again = quick(out);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(
      new RegExp(`note: took over the lock .*\\.report\\.lock: process ${first.child.pid} \\(started [^)]+\\) is gone`),
    );
    expect(readdirSync(dir)).toEqual(['report']);
  }, 120_000);

  it("after kill -9 while writing, the old report is whole and the next run removes the dead run's temporary folder", async () => {
    const { dir, out, before } = previous('killed');
    const first = start(['report', '--from', results, '--out', out, '--quiet']);
    await until(writing(out));
    first.child.kill('SIGKILL');
    await first.done;
    expect(snapshot(out)).toEqual(before);
    const again = quick(out);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(new RegExp(`note: removed \\.report\\.${first.child.pid}\\.[0-9a-z]+\\.tmp, left by a stopped run`));
    expect(readdirSync(dir)).toEqual(['report']);
  }, 120_000);
});
