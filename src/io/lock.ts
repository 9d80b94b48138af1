import {
  closeSync,
  existsSync,
  lstatSync,
  linkSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { HanteiError } from '../core/errors.js';
import { type Message, messageLang, msg, verbatim } from '../core/messages.js';
import { readTextFile } from './read.js';

/*
 * Locks and the leftovers of dead runs. A lock `.NAME.lock` beside an output
 * records who holds it (PID, the process's start time, host); a lock whose
 * process is gone — or whose PID now belongs to a process started later — is
 * stale and taken over with a note, like npm's and git's lockfiles. Temporary
 * siblings are named `.NAME.<pid>.<stamp>.tmp`, so those of a dead run can be
 * recognised and removed without touching anything else.
 */

export interface LockInfo {
  pid: number;
  /** When the holding process started (ms since the epoch), as /proc says, so a reused PID is told apart. */
  started: number;
  host: string;
}

/** When process `pid` started, in ms since the epoch (Linux /proc); undefined where unknown. */
export function processStartMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after "(comm)" start at field 3; starttime is field 22, in clock ticks after boot
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const btime = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(btime)) return undefined;
    return btime * 1000 + ticks * 10; // CLK_TCK is 100 on every Linux Node supports
  } catch {
    return undefined;
  }
}

const myStart = (): number => processStartMs(process.pid) ?? Math.round(Date.now() - process.uptime() * 1000);

/** Whether a process with this PID runs (on this host). EPERM means it runs as another user. */
export function processAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's holder still runs: same host, PID alive, and (where /proc tells) the same process. */
function holderAlive(info: LockInfo): boolean {
  if (info.host !== hostname()) return true; // cannot look: assume it runs
  if (!processAlive(info.pid)) return false;
  const started = processStartMs(info.pid);
  // a PID reused by a process started well after the lock was taken is not the holder
  return started === undefined || !info.started || Math.abs(started - info.started) < 5000;
}

/** A lock is one line of JSON: anything larger is not one hantei wrote. */
const LOCK_CAP = 4096;

function readLock(file: string): LockInfo | undefined {
  let text: string;
  try {
    // read like any input (io/read.ts): a FIFO, device or folder in a lock's place is refused at once, never waited on
    text = readTextFile(file, 'the lock', { cap: LOCK_CAP });
  } catch (e) {
    if (e instanceof HanteiError && (e.code === 'file' || e.code === 'usage')) {
      let regular = false;
      try {
        regular = lstatSync(file).isFile();
      } catch {
        return undefined; // gone meanwhile: its holder finished
      }
      if (!regular)
        throw new HanteiError('file', msg('lock.notALock', { lock: file, why: e.text ?? verbatim(e.message) }), {
          hint: msg('lock.notALockHint', { lock: file }),
        });
    }
    return undefined;
  }
  // hantei 0.2 wrote only "PID\n"
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), started: 0, host: hostname() };
  try {
    const d = JSON.parse(text) as Partial<LockInfo> | null;
    if (typeof d?.pid === 'number')
      return { pid: d.pid, started: Number(d.started) || 0, host: typeof d.host === 'string' ? d.host : hostname() };
  } catch {
    // garbage, or a lock being written this instant
  }
  return undefined;
}

const when = (ms: number): string => (ms ? new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z') : 'at an unknown time');

/**
 * Take the lock beside `target` (`.NAME.lock`), or fail at once naming its
 * live holder; a stale lock is taken over, saying so through `note`.
 * Returns the lock file's path; the caller removes it when done.
 */
export function takeLock(target: string, note: (line: string) => void): string {
  const lock = join(dirname(target), `.${basename(target)}.lock`);
  const mine: LockInfo = { pid: process.pid, started: myStart(), host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      createWithContent(lock, JSON.stringify(mine) + '\n', tempName(target));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new HanteiError('file', msg('lock.cannotTake', { lock, why: verbatim((e as Error).message) }), { file: target });
      const held = readLock(lock);
      if (held === undefined) {
        // being written by its taker this instant, or garbage: garbage once it is a minute old
        let age = 0;
        try {
          age = Date.now() - statSync(lock).mtimeMs;
        } catch {
          continue;
        }
        if (age < 60_000) throw busy(target, lock, msg('lock.anotherRun'));
        note(msg('lock.removedUnreadable', { lock }).text(messageLang()));
      } else if (holderAlive(held)) {
        const started = when(held.started);
        throw busy(
          target,
          lock,
          held.host !== hostname()
            ? msg('lock.processOn', { pid: held.pid, host: held.host, started })
            : msg('lock.process', { pid: held.pid, started }),
        );
      } else {
        note(msg('lock.tookOver', { lock, pid: held.pid, started: when(held.started) }).text(messageLang()));
      }
      // move the stale lock away first, so of two runs taking it over only one succeeds
      const gone = `${lock}.${process.pid}.stale`;
      try {
        renameSync(lock, gone);
        rmSync(gone, { force: true });
      } catch {
        // another run took it over first: try again, and find its live lock
      }
      continue;
    }
    return lock;
  }
  throw busy(target, lock, msg('lock.anotherRun'));
}

/**
 * Create `file` holding `text`, failing with EEXIST when it exists. The text is
 * written to a private sibling first and hard-linked into place, so the lock
 * is never seen empty (a run killed between create and write would leave a
 * lock nobody can read). Where hard links are not supported, an exclusive
 * create and a write. The draft is named like a temporary sibling of the
 * output, so a run killed before removing it leaves nothing `cleanDeadTemps`
 * would not remove.
 */
function createWithContent(file: string, text: string, draft: string): void {
  writeFileSync(draft, text, { flag: 'wx' });
  try {
    linkSync(draft, file);
    return;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw e;
  } finally {
    rmSync(draft, { force: true });
  }
  const fd = openSync(file, 'wx');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

function busy(target: string, lock: string, who: Message): HanteiError {
  return new HanteiError('file', msg('lock.busy', { who, target, lock }), { file: target, hint: msg('lock.wait') });
}

/** `.NAME.<pid>.<stamp>.tmp`: a temporary sibling of `target` made by this process. */
export function tempName(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now().toString(36)}${(tempCount++).toString(36)}.tmp`);
}
let tempCount = 0;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Remove the temporary siblings of `target` left by runs that died (their PID
 * is gone). A dead run's `.old` folder is the previous output moved aside in
 * the middle of a swap: when the target is missing it is put back, not removed.
 */
export function cleanDeadTemps(target: string, note: (line: string) => void): void {
  const dir = dirname(target);
  const pattern = new RegExp(`^\\.${escape(basename(target))}\\.(\\d+)\\.[0-9a-z]+\\.tmp(\\.old)?$`);
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const m = pattern.exec(name);
    if (!m || processAlive(Number(m[1]))) continue;
    const path = join(dir, name);
    if (m[2] && !existsSync(target)) {
      renameSync(path, target);
      note(msg('lock.restored', { target, name }).text(messageLang()));
    } else {
      rmSync(path, { recursive: true, force: true });
      note(msg('lock.removedLeftover', { name, pid: m[1] }).text(messageLang()));
    }
  }
}
