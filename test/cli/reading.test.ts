import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Reading inputs in real processes: special files are refused at once, an
 * endless pipe stops at the size cap, and a process blocked reading (a pipe
 * that never writes) or parsing a large deck ends promptly on SIGINT/SIGTERM.
 * Every child is spawned with a hard timeout, so a hang fails the test
 * instead of stalling the suite. None runs in-process (test/cli/here.ts):
 * each case is about standard input, a signal, or a read that would block
 * the test's own process if it hung.
 */

/** A generous bound on how long a signalled or refused process may take to end (not a performance figure). */
const PROMPT_MS = 1500;
/** The hard timeout of each child: past it, the child is killed and the test fails. */
const HANG_MS = 20_000;

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  /** ms from the signal sent (or from the start, when none is) to the exit. */
  ms: number;
  hung: boolean;
}

function start(
  args: string[],
  opts: { env?: Record<string, string>; stdin?: 'pipe' | 'ignore' } = {},
): { child: ChildProcess; ended: Promise<Ended>; mark: () => void } {
  const child = spawn(process.execPath, ['bin/hantei.js', ...args], {
    stdio: [opts.stdin ?? 'ignore', 'ignore', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', ...opts.env },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  let from = Date.now();
  let hung = false;
  const guard = setTimeout(() => {
    hung = true;
    child.kill('SIGKILL');
  }, HANG_MS);
  const ended = new Promise<Ended>((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(guard);
      resolve({ code, signal, stderr, ms: Date.now() - from, hung });
    }),
  );
  return { child, ended, mark: () => (from = Date.now()) };
}

/** Resolves once the child has read `bytes` (Linux: /proc/PID/io), or after 700 ms where that cannot be read. */
async function inParse(child: ChildProcess, bytes: number): Promise<void> {
  const io = `/proc/${child.pid}/io`;
  if (!existsSync(io)) return new Promise((r) => setTimeout(r, 700));
  for (const until = Date.now() + HANG_MS; Date.now() < until && child.exitCode === null;) {
    const read = /^rchar: (\d+)$/m.exec(readFileSync(io, 'utf8'));
    if (read && Number(read[1]) >= bytes) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Ended by the signal: killed by it (its default action while reading), or exit 130/143 (the CLI's handler, when the signal came just before the read). */
function endedBy(r: Ended, signal: 'SIGINT' | 'SIGTERM'): void {
  expect(r.hung, 'the process hung').toBe(false);
  expect(r.signal === signal || r.code === 130 || r.code === 143, `ended with ${r.code ?? r.signal}: ${r.stderr}`).toBe(true);
  expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
}

const dir = mkdtempSync(join(tmpdir(), 'hantei-reading-'));

describe('special files are refused at once, in a real process', () => {
  it('a FIFO with no writer as --deck: exit 1 at once, nothing hangs on the open', async () => {
    const fifo = join(dir, 'deck.fifo');
    execFileSync('mkfifo', [fifo]);
    const r = await start(['exact', 'mtg', '--deck', fifo, '--check', 'green', '--difficulty', '2']).ended;
    expect(r.hung).toBe(false);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/deck\.fifo: cannot read deck: is a pipe \(FIFO\), not a regular file/);
  });

  it('/dev/zero as --deck: exit 1 at once, nothing read', async () => {
    const r = await start(['exact', 'mtg', '--deck', '/dev/zero', '--check', 'green', '--difficulty', '2']).ended;
    expect(r.hung).toBe(false);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/\/dev\/zero: cannot read deck: is a character device/);
  });

  it('/dev/stdin fed by the parent as --deck: refused, not read (only `-` reads standard input)', async () => {
    // Node gives a child's stdin as a socket pair, which cannot be opened by path at all
    const { child, ended } = start(['exact', 'mtg', '--deck', '/dev/stdin', '--check', 'green', '--difficulty', '2'], { stdin: 'pipe' });
    child.stdin!.on('error', () => undefined);
    const r = await ended;
    expect(r.hung).toBe(false);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/\/dev\/stdin: cannot read deck: is (a pipe \(FIFO\)|a socket)/);
  });
});

describe('standard input (--deck -) is read within the cap', () => {
  it('an endless pipe stops at the cap: exit 1 naming the cap and its override', async () => {
    const { child, ended } = start(['exact', 'mtg', '--deck', '-', '--check', 'green', '--difficulty', '2'], {
      stdin: 'pipe',
      env: { HANTEI_MAX_FILE_SIZE: '1M' },
    });
    const chunk = Buffer.from('1 Forest\n'.repeat(7000));
    let open = true;
    child.stdin!.on('error', () => (open = false));
    child.on('exit', () => (open = false));
    const feed = (): void => {
      while (open && child.stdin!.write(chunk));
      if (open) child.stdin!.once('drain', feed);
    };
    feed();
    const r = await ended;
    expect(r.hung).toBe(false);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/standard input: cannot read deck: larger than the 1 MiB cap on input files\n.*HANTEI_MAX_FILE_SIZE=4M/);
  });

  it('a deck on standard input is read like a file', async () => {
    const r = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const c = spawn(
        process.execPath,
        ['bin/hantei.js', 'exact', 'mtg', '--deck', '-', '--check', 'green', '--difficulty', '2', '--format', 'csv'],
        { stdio: ['pipe', 'pipe', 'pipe'] },
      );
      let out = '';
      c.stdout.on('data', (d: Buffer) => (out += d.toString()));
      c.on('exit', (code) => resolve({ code, out }));
      c.stdin.end('name: piped\ncards:\n  - { count: 40, name: Forest }\n  - { count: 20, name: Runeclaw Bear }\n');
    });
    expect(r.code).toBe(0);
    // a YAML deck without an extension is known by its first key
    expect(r.out).toMatch(/\nmtg,v2,exact,,,stdin,green,2,/);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`a pipe that never writes: ${signal} ends the process at once`, async () => {
      const { child, ended, mark } = start(['exact', 'mtg', '--deck', '-', '--check', 'green', '--difficulty', '2'], { stdin: 'pipe' });
      child.stdin!.on('error', () => undefined);
      // start-up (≈0.2 s) done, the process is blocked reading
      await new Promise((r) => setTimeout(r, 1000));
      expect(child.exitCode, 'still reading').toBeNull();
      mark();
      child.kill(signal);
      const r = await ended;
      endedBy(r, signal);
      expect(r.ms).toBeLessThan(PROMPT_MS);
    });
  }
});

describe('Ctrl-C while a large deck is parsed', () => {
  it('ends the process promptly, not when the parse is done', async () => {
    // ≈17 MB, 1.9M lines: seconds of reading and parsing; past the card budget, so a run that was not
    // stopped ends with exit 1 once parsed (and this test fails rather than pass without testing anything)
    const deck = join(dir, 'large.txt');
    writeFileSync(deck, '1 Forest\n1 Runeclaw Bear\n'.repeat(950_000));
    const out = join(dir, 'out.json');
    const { child, ended, mark } = start(['exact', 'mtg', '--deck', deck, '--check', 'green', '--difficulty', '0..2', '--out', out]);
    // the signal goes once the process has read as many bytes as the deck holds: it is reading or parsing it (a
    // fixed delay could land in start-up on a loaded machine, which this test is not about)
    await inParse(child, statSync(deck).size);
    expect(child.exitCode, 'still parsing').toBeNull();
    mark();
    child.kill('SIGINT');
    const r = await ended;
    endedBy(r, 'SIGINT');
    expect(r.ms).toBeLessThan(PROMPT_MS);
    expect(existsSync(out)).toBe(false);
  });
});

describe('deck inspect - reads standard input', () => {
  it('names standard input, not "no such file"', async () => {
    const run = (input: string) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const c = spawn(process.execPath, ['bin/hantei.js', 'deck', 'inspect', '-'], {
          env: { ...process.env, HANTEI_CARDS: '/nonexistent/cards.json' },
        });
        let out = '';
        let err = '';
        c.stdout.on('data', (d: Buffer) => (out += d.toString()));
        c.stderr.on('data', (d: Buffer) => (err += d.toString()));
        c.on('exit', (code) => resolve({ code, out, err }));
        c.stdin.end(input);
      });
    const ok = await run('20 Forest\n4 Runeclaw Bear\n');
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toMatch(/^stdin \(standard input, read as text decklist\): 24 cards in the library/);
    const unknown = await run('20 Forest\n4 Lightning Bolt\n');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^hantei: standard input:2: 1 unknown card name: 20 of 24 cards known;/);
  });
});
