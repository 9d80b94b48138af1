import { type WriteStream, closeSync, createWriteStream, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { HanteiError } from '../core/errors.js';

/*
 * Every file hantei writes goes through here: written to a temporary sibling
 * and renamed into place, so a reader (or an interrupted run) never sees half
 * a file. Folders are built aside and swapped in whole.
 */

/** Files and folders being written right now, removed if the process is stopped. */
const pending = new Set<string>();

/** Remove what is half-written (on Ctrl-C / SIGTERM, before exiting). */
export function removePendingOutputs(): void {
  for (const p of pending) rmSync(p, { recursive: true, force: true });
  pending.clear();
}

const tempName = (target: string) => join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);

/** Why a folder cannot hold output, found before any work starts (never hangs on /proc or a file in the way). */
export function checkWritableParent(target: string, what = 'output'): void {
  let dir = dirname(resolve(target));
  // walk up to the first folder that exists: it must be a writable folder
  while (!existsSync(dir)) {
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  let why: string | undefined;
  try {
    if (!statSync(dir).isDirectory()) why = `${dir} is a file, not a folder`;
    else if (dir === '/proc' || dir.startsWith('/proc/') || dir === '/sys' || dir.startsWith('/sys/')) why = `${dir} is a kernel file system`;
  } catch (e) {
    why = (e as Error).message;
  }
  if (!why) {
    // a probe file proves the folder takes writes
    const probe = join(dir, `.hantei-probe.${process.pid}`);
    try {
      closeSync(openSync(probe, 'w'));
      rmSync(probe, { force: true });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      why = code === 'EACCES' || code === 'EPERM' ? `no permission to write in ${dir}` : code === 'EROFS' ? `${dir} is read-only` : (e as Error).message;
    }
  }
  if (why) throw new HanteiError('file', `cannot write ${what}: ${why}`, { file: target, hint: 'choose a path in a folder you can write to' });
}

/** Write a file atomically: a temporary sibling, flushed, then renamed over the target. */
export function writeFileAtomic(target: string, data: string | Uint8Array, what = 'output'): void {
  checkWritableParent(target, what);
  const tmp = tempName(target);
  try {
    mkdirSync(dirname(target), { recursive: true });
    pending.add(tmp);
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, target);
  } catch (e) {
    rmSync(tmp, { force: true });
    if (e instanceof HanteiError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (e as Error).message;
    throw new HanteiError('file', `cannot write ${what}: ${why}`, { file: target });
  } finally {
    pending.delete(tmp);
  }
}

/**
 * A streamed file written atomically: write to `stream`, then `commit()`
 * renames it into place; `discard()` (or a stop) removes it.
 */
export function openFileAtomic(target: string, what = 'output'): { stream: WriteStream; commit: () => Promise<void>; discard: () => void } {
  checkWritableParent(target, what);
  mkdirSync(dirname(target), { recursive: true });
  const tmp = tempName(target);
  pending.add(tmp);
  const stream = createWriteStream(tmp);
  const discard = (): void => {
    stream.destroy();
    rmSync(tmp, { force: true });
    pending.delete(tmp);
  };
  const commit = async (): Promise<void> => {
    await new Promise<void>((resolve, reject) => {
      stream.once('error', reject);
      stream.end(() => resolve());
    });
    renameSync(tmp, target);
    pending.delete(tmp);
  };
  return { stream, commit, discard };
}

/**
 * Build a folder aside and swap it in whole: `fill` writes into a fresh
 * temporary sibling; on success the old folder (if any) is replaced, so no
 * stale file survives and an interrupted run leaves the previous one intact.
 * A lock file beside the target makes a second concurrent run fail at once.
 */
export async function writeFolderAtomic<T>(target: string, fill: (dir: string) => Promise<T> | T, what = 'report folder'): Promise<T> {
  checkWritableParent(join(target, 'x'), what);
  const abs = resolve(target);
  mkdirSync(dirname(abs), { recursive: true });
  const lock = join(dirname(abs), `.${basename(abs)}.lock`);
  let lockFd: number;
  try {
    lockFd = openSync(lock, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new HanteiError('file', `another hantei run is writing ${target} (lock ${lock})`, { file: target, hint: `wait for it to finish; if none is running, delete ${lock}` });
    }
    throw new HanteiError('file', `cannot write ${what}: ${(e as Error).message}`, { file: target });
  }
  pending.add(lock);
  writeSync(lockFd, `${process.pid}\n`);
  closeSync(lockFd);
  const tmp = tempName(abs);
  pending.add(tmp);
  try {
    mkdirSync(tmp, { recursive: true });
    const result = await fill(tmp);
    if (existsSync(abs)) {
      if (!statSync(abs).isDirectory()) throw new HanteiError('file', `cannot write ${what}: a file is in the way`, { file: target, hint: 'give --out a folder path' });
      // only a folder hantei wrote (or an empty one) is replaced wholesale
      const entries = readdirSync(abs);
      if (entries.length > 0 && !entries.includes('results.json') && !entries.includes('index.html')) {
        throw new HanteiError('file', `${target} is a folder with other files; hantei replaces only its own report folders`, { file: target, hint: 'choose an empty or new folder for --out' });
      }
      const old = `${tmp}.old`;
      pending.add(old);
      renameSync(abs, old);
      renameSync(tmp, abs);
      rmSync(old, { recursive: true, force: true });
      pending.delete(old);
    } else {
      renameSync(tmp, abs);
    }
    return result;
  } catch (e) {
    if (e instanceof HanteiError) throw e;
    throw new HanteiError('file', `cannot write ${what}: ${(e as Error).message}`, { file: target });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    pending.delete(tmp);
    rmSync(lock, { force: true });
    pending.delete(lock);
  }
}
