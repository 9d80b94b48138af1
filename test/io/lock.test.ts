// isolation: src/cli/ — takes only interrupted() from cli/interrupt.ts, whose handlers are installed only when asked
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interrupted } from '../../src/cli/interrupt.js';
import { writeFileAtomic, writeFolderAtomic } from '../../src/io/atomic.js';
import { cleanDeadTemps, processStartMs, takeLock } from '../../src/io/lock.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'hantei-lock-'));
/** A PID no process has: past the kernel's pid_max. */
const DEAD = 4_194_304 + 17;

describe('locks record who holds them', () => {
  it('a lock whose process is gone is taken over, with a note', async () => {
    const dir = fresh();
    writeFileSync(join(dir, '.r.lock'), JSON.stringify({ pid: DEAD, started: Date.now() - 60_000, host: hostname() }));
    const notes: string[] = [];
    await writeFolderAtomic(join(dir, 'r'), (aside) => writeFileSync(join(aside, 'index.html'), 'new'), { note: (l) => notes.push(l) });
    expect(notes.join('\n')).toMatch(new RegExp(`took over the lock .*\\.r\\.lock: process ${DEAD} \\(started .*\\) is gone`));
    expect(readdirSync(dir)).toEqual(['r']);
  });

  it('a lock of hantei 0.2 (only "PID") whose process is gone is taken over too', () => {
    const dir = fresh();
    writeFileSync(join(dir, '.r.lock'), `${DEAD}\n`);
    const notes: string[] = [];
    const lock = takeLock(join(dir, 'r'), (l) => notes.push(l));
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(notes).toHaveLength(1);
  });

  it('a lock appears with its holder already written, and nothing beside it', () => {
    // linked into place whole: a run killed right after the lock appears leaves a lock naming it, never an empty one
    const dir = fresh();
    const lock = takeLock(join(dir, 'r'), () => undefined);
    expect(readdirSync(dir)).toEqual(['.r.lock']);
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => takeLock(join(dir, 'r'), () => undefined)).toThrow(/is writing/);
    expect(readdirSync(dir)).toEqual(['.r.lock']);
  });

  it('a live holder refuses at once; a PID reused by a later process does not hold the lock', async () => {
    const dir = fresh();
    const sleeper = spawn('sleep', ['30']);
    try {
      await new Promise((r) => sleeper.once('spawn', r));
      const started = processStartMs(sleeper.pid!);
      writeFileSync(join(dir, '.r.lock'), JSON.stringify({ pid: sleeper.pid, started, host: hostname() }));
      const t = performance.now();
      expect(() => takeLock(join(dir, 'r'), () => undefined)).toThrow(
        new RegExp(`hantei process ${sleeper.pid} \\(started .*\\) is writing .*r \\(lock`),
      );
      expect(performance.now() - t).toBeLessThan(1000); // at once: nothing waits for the holder
      // the same PID recorded with a start time long before this process began: a reused PID, not the holder
      writeFileSync(
        join(dir, '.r.lock'),
        JSON.stringify({ pid: sleeper.pid, started: (started ?? Date.now()) - 3_600_000, host: hostname() }),
      );
      const notes: string[] = [];
      takeLock(join(dir, 'r'), (l) => notes.push(l));
      expect(notes.join()).toMatch(/is gone/);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});

describe('leftovers of dead runs', () => {
  it("temporary files and folders of a dead PID are removed; a live run's are kept", () => {
    const dir = fresh();
    mkdirSync(join(dir, `.r.${DEAD}.abc.tmp`));
    writeFileSync(join(dir, `.out.json.${DEAD}.x1.tmp`), 'half');
    writeFileSync(join(dir, `.out.json.${process.pid}.x2.tmp`), 'mine, in progress');
    writeFileSync(join(dir, '.r.notes.tmp'), 'not a hantei name');
    cleanDeadTemps(join(dir, 'r'), () => undefined);
    writeFileAtomic(join(dir, 'out.json'), '{}');
    expect(readdirSync(dir).sort()).toEqual(['.out.json.' + process.pid + '.x2.tmp', '.r.notes.tmp', 'out.json']);
  });

  it('a report folder moved aside by a run killed mid-swap is put back', () => {
    const dir = fresh();
    mkdirSync(join(dir, `.r.${DEAD}.abc.tmp.old`));
    writeFileSync(join(dir, `.r.${DEAD}.abc.tmp.old`, 'index.html'), 'previous');
    const notes: string[] = [];
    cleanDeadTemps(join(dir, 'r'), (l) => notes.push(l));
    expect(readFileSync(join(dir, 'r', 'index.html'), 'utf8')).toBe('previous');
    expect(notes.join()).toMatch(/restored/);
    expect(existsSync(join(dir, `.r.${DEAD}.abc.tmp.old`))).toBe(false);
  });
});

describe('the stop message never lies', () => {
  it('names what was written before the stop', () => {
    const before = interrupted().hint;
    const f = join(fresh(), 'a.json');
    writeFileAtomic(f, '{}');
    expect(before).not.toContain(f);
    expect(interrupted().hint).toMatch(/^the run was stopped after writing .*; nothing else was written$/);
    expect(interrupted().hint).toContain(f);
  });
});
