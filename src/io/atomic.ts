import {
  type WriteStream,
  closeSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { HanteiError } from '../core/errors.js';
import { type Message, labelled, messageLang, msg, verbatim } from '../core/messages.js';
import { packageVersion } from '../paths.js';
import { cleanDeadTemps, takeLock, tempName } from './lock.js';
import { MANIFEST, type Ownership, listFolder, manifestOf, ownership } from './manifest.js';
import { checkWriteTarget, declareOutput, optionFor } from './outputs-vs-inputs.js';
import { terminalSafe } from '../core/terminal-text.js';

/*
 * Every file hantei writes goes through here: written to a temporary sibling
 * and renamed into place, so a reader (or an interrupted run) never sees half
 * a file. Folders are built aside and swapped in whole, and hantei replaces in
 * a folder only what it wrote there (manifest.ts). Each commit is synchronous:
 * a Ctrl-C handler (a JavaScript callback) runs before or after it, never in
 * the middle, so a stop leaves the old output or the new one, not a mix.
 */

/** Files and folders being written right now, removed if the process is stopped. */
const pending = new Set<string>();

/** Outputs this process has put in place (what a "stopped" message must not deny). */
const written: string[] = [];

/** Remove what is half-written (on Ctrl-C / SIGTERM, before exiting). */
export function removePendingOutputs(): void {
  for (const p of pending) rmSync(p, { recursive: true, force: true });
  pending.clear();
}

export function writtenOutputs(): readonly string[] {
  return written;
}

/** Called just before an output is put in place: throws when the run was stopped (set by cli/interrupt.ts). */
let commitGuard: () => void = () => undefined;
export function setCommitGuard(guard: () => void): void {
  commitGuard = guard;
}

/** Notes on stderr (a stale lock taken over …); the CLI may silence them with --quiet. */
const defaultNote = (line: string): void =>
  void process.stderr.write(terminalSafe(`hantei: ${msg('cli.note').text(messageLang())}: ${line}\n`));

type Kind = 'file' | 'folder' | 'io.kindLink' | 'io.kindDevice' | 'io.kindPipe' | 'io.kindSocket' | 'io.kindSpecial';

// what stands where a file is to go, in words ("folder", "a symbolic link"): never the catalogue id
const inTheWay = (k: Kind | undefined): Message =>
  msg(k === undefined || k === 'folder' ? 'io.kindFolderWord' : k === 'file' ? 'io.kindFile' : k);

function kindOf(path: string): Kind | undefined {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return undefined;
  }
  if (st.isSymbolicLink()) return 'io.kindLink';
  if (st.isFile()) return 'file';
  if (st.isDirectory()) return 'folder';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'io.kindDevice';
  if (st.isFIFO()) return 'io.kindPipe';
  if (st.isSocket()) return 'io.kindSocket';
  return 'io.kindSpecial';
}

/**
 * Refuse an output path hantei must not write through: empty, a symbolic
 * link, a device, a pipe or socket, or the wrong kind (a folder for a file,
 * a file for a folder). Checked as the command line is read, and again on writing.
 */
export function checkOutputPath(target: string, kind: 'file' | 'folder' | 'any', option = '--out'): void {
  if (target.trim() === '')
    throw new HanteiError('range', msg('io.optionEmpty', { option }), {
      // only --out goes to stdout when left out; --json, --junit, --write-ruleset, --index are simply not written
      hint: msg(kind === 'folder' ? 'io.giveFolderOrOmit' : option === '--out' ? 'io.givePathOrStdout' : 'out.givePathOrOmit', { option }),
    });
  const found = kindOf(resolve(target));
  if (found === undefined || found === kind || (kind === 'any' && (found === 'file' || found === 'folder'))) return;
  const hint =
    found === 'io.kindLink'
      ? msg('io.noLinks')
      : found === 'file' || found === 'folder'
        ? msg(kind === 'file' ? 'io.giveFile' : 'io.giveFolder')
        : kind === 'file'
          ? msg(option === '--out' ? 'io.giveRegular' : 'out.giveRegularOrOmit', { option })
          : msg('io.giveFolder');
  // (--out keeps hantei 0.2's "cannot write output"; any other option is named: "cannot write --json")
  if (found === 'folder')
    throw new HanteiError(
      'file',
      msg('io.cannotWrite', { what: option === '--out' ? msg('io.output') : option, why: msg('io.isFolder') }),
      {
        file: target,
        hint,
      },
    );
  throw new HanteiError('file', msg('io.optionNames', { option, what: msg(found === 'file' ? 'io.kindFile' : found) }), {
    file: target,
    hint,
  });
}

/** Why a folder cannot hold output, found before any work starts (never hangs on /proc or a file in the way). */
export function checkWritableParent(target: string, what = 'output'): void {
  let dir = dirname(resolve(target));
  // walk up to the first folder that exists: it must be a writable folder
  while (!existsSync(dir)) {
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  let why: Message | undefined;
  try {
    if (!statSync(dir).isDirectory()) why = msg('io.fileNotFolder', { dir });
    else if (dir === '/proc' || dir.startsWith('/proc/') || dir === '/sys' || dir.startsWith('/sys/')) why = msg('io.kernelFs', { dir });
  } catch (e) {
    why = verbatim((e as Error).message);
  }
  if (!why) {
    // a probe file proves the folder takes writes
    const probe = join(dir, `.hantei-probe.${process.pid}`);
    try {
      closeSync(openSync(probe, 'w'));
      rmSync(probe, { force: true });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      why =
        code === 'EACCES' || code === 'EPERM'
          ? msg('io.noPermissionIn', { dir })
          : code === 'EROFS'
            ? msg('io.readOnly', { dir })
            : verbatim((e as Error).message);
    }
  }
  if (why)
    throw new HanteiError('file', msg('io.cannotWrite', { what: whatOf(what), why }), { file: target, hint: msg('io.chooseWritable') });
}

// what is written, named by the caller in English: "output" said in the user's language, other names as they are
const whatOf = (what: string) => (what === 'output' ? msg('io.output') : verbatim(what));

function writeError(e: unknown, what: string, target: string): HanteiError {
  if (e instanceof HanteiError) return e;
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === 'EISDIR'
      ? msg('io.isFolder')
      : code === 'EACCES' || code === 'EPERM'
        ? msg('io.permission')
        : code === 'ENOSPC'
          ? msg('io.noSpace')
          : code === 'EDQUOT'
            ? msg('io.quota')
            : verbatim((e as Error).message);
  return new HanteiError('file', msg('io.cannotWrite', { what: whatOf(what), why }), { file: target });
}

/** Write a file atomically: a temporary sibling, flushed, then renamed over the target. */
export function writeFileAtomic(target: string, data: string | Uint8Array, what = 'output'): void {
  checkOutputPath(target, 'file', optionFor(target));
  checkWriteTarget(target, 'file');
  checkWritableParent(target, what);
  const tmp = tempName(resolve(target));
  try {
    mkdirSync(dirname(target), { recursive: true });
    cleanDeadTemps(resolve(target), defaultNote);
    pending.add(tmp);
    const fd = openSync(tmp, 'wx');
    try {
      writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    commitGuard();
    checkOutputPath(target, 'file', optionFor(target));
    renameSync(tmp, target);
    written.push(target);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw writeError(e, what, target);
  } finally {
    pending.delete(tmp);
  }
}

/**
 * A streamed file written atomically: write to `stream`, then `commit()`
 * renames it into place; `discard()` (or a stop) removes it.
 */
export function openFileAtomic(target: string, what = 'output'): { stream: WriteStream; commit: () => Promise<void>; discard: () => void } {
  checkOutputPath(target, 'file', optionFor(target));
  checkWriteTarget(target, 'file');
  checkWritableParent(target, what);
  mkdirSync(dirname(target), { recursive: true });
  cleanDeadTemps(resolve(target), defaultNote);
  const tmp = tempName(resolve(target));
  pending.add(tmp);
  const stream = createWriteStream(tmp, { flags: 'wx' });
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
    commitGuard();
    checkOutputPath(target, 'file', optionFor(target));
    renameSync(tmp, target);
    pending.delete(tmp);
    written.push(target);
  };
  return { stream, commit, discard };
}

export interface FolderOptions {
  what?: string;
  /** Replace hantei's own files in a folder that also holds other files (kept), or files changed since hantei wrote them. */
  force?: boolean;
  /** Where notes go (a stale lock taken over, a dead run's leftovers removed). */
  note?: (line: string) => void;
  /** The option that names the folder, for messages (default: the one declared for it, else `--out`). */
  option?: string;
  /** An input the folder is rebuilt from by design (`report --from DIR/results.json`): reading it is no clash. */
  rebuilds?: string;
  /** Files in the folder the user named for this run (`--junit DIR/junit.xml`): hantei's to replace, whoever wrote them. */
  named?: readonly string[];
}

/** Top-level names of a list of paths, for a message: `blog/`, `img/`, `notes.txt`. */
function shownNames(paths: readonly string[]): string {
  const tops = [...new Set(paths.map((p) => (p.includes('/') ? `${p.slice(0, p.indexOf('/'))}/` : p)))];
  return tops.slice(0, 4).join(', ') + (tops.length > 4 ? ` and ${tops.length - 4} more` : '');
}

/**
 * An output folder claimed for this run: checked (kind, owner) and locked
 * before any computing starts, written later with `write`, released at the end.
 */
export class OutputFolder {
  private readonly abs: string;
  private lock: string | undefined;

  private constructor(
    readonly target: string,
    private readonly opts: FolderOptions,
  ) {
    this.abs = resolve(target);
  }

  /** Check and lock `target`; throws at once when it cannot be written or another live run holds it. */
  static claim(target: string, opts: FolderOptions = {}): OutputFolder {
    const what = opts.what ?? 'report folder';
    const option = opts.option ?? optionFor(target);
    checkOutputPath(target, 'folder', option);
    // no file the folder's write may replace is an input of this command (io/outputs-vs-inputs.ts)
    declareOutput({ option, path: target, kind: 'folder', rebuilds: opts.rebuilds });
    checkWritableParent(join(target, 'x'), what);
    const f = new OutputFolder(target, opts);
    mkdirSync(dirname(f.abs), { recursive: true });
    f.lock = takeLock(f.abs, f.note);
    pending.add(f.lock);
    try {
      cleanDeadTemps(f.abs, f.note);
      f.judge();
    } catch (e) {
      f.release();
      throw writeError(e, what, target);
    }
    return f;
  }

  private get note(): (line: string) => void {
    return this.opts.note ?? defaultNote;
  }

  /** How the folder may be replaced: whole, or (with --force) only hantei's files in it. Throws when it may not. */
  private judge(): { how: 'new' } | { how: 'swap' } | { how: 'in-place'; own: Ownership } {
    checkOutputPath(this.target, 'folder', this.opts.option ?? optionFor(this.target));
    if (!existsSync(this.abs)) return { how: 'new' };
    const own = ownership(this.abs);
    // a file the user named for this run (--junit DIR/junit.xml) is the run's to replace
    const named = new Set(this.opts.named ?? []);
    if (named.size > 0) {
      own.ours.push(...[...own.unknown, ...own.edited].filter((rel) => named.has(rel)));
      own.unknown = own.unknown.filter((rel) => !named.has(rel));
      own.edited = own.edited.filter((rel) => !named.has(rel));
    }
    if (own.unknown.length === 0 && own.edited.length === 0) return { how: 'swap' };
    if (this.opts.force) return { how: 'in-place', own };
    const parts = [
      own.unknown.length > 0 ? msg('io.notOurs', { names: shownNames(own.unknown) }) : undefined,
      own.edited.length > 0 ? msg('io.edited', { names: shownNames(own.edited) }) : undefined,
    ].filter((p) => p !== undefined);
    const held = labelled({ en: parts.map((p) => p.text('en')).join(' and '), ja: parts.map((p) => p.text('ja')).join('と') });
    throw new HanteiError('file', msg('io.folderHolds', { parts: held }), {
      file: this.target,
      hint: msg('io.folderHoldsHint'),
    });
  }

  /** Fill a fresh folder beside the target, then put it in place (the last step, synchronous). */
  async write<T>(fill: (dir: string) => Promise<T> | T): Promise<T> {
    if (!this.lock) throw new Error('OutputFolder.write after release');
    const what = this.opts.what ?? 'report folder';
    const tmp = tempName(this.abs);
    pending.add(tmp);
    try {
      mkdirSync(tmp, { recursive: true });
      const result = await fill(tmp);
      writeFileSync(join(tmp, MANIFEST), JSON.stringify(manifestOf(tmp, packageVersion()), null, 2) + '\n');
      // a stop before this line leaves the previous folder as it was; nothing below yields to the event loop
      commitGuard();
      const plan = this.judge();
      if (plan.how === 'new') renameSync(tmp, this.abs);
      else if (plan.how === 'swap') {
        const old = `${tmp}.old`;
        pending.add(old);
        renameSync(this.abs, old);
        renameSync(tmp, this.abs);
        rmSync(old, { recursive: true, force: true });
        pending.delete(old);
      } else this.replaceOwnFiles(tmp, plan.own);
      written.push(this.target);
      return result;
    } catch (e) {
      throw writeError(e, what, this.target);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
      pending.delete(tmp);
    }
  }

  /** --force into a folder with other files: each new file renamed over its place, hantei's old files not rewritten removed, the manifest last. */
  private replaceOwnFiles(tmp: string, own: Ownership): void {
    const fresh = listFolder(tmp).filter((r) => !r.endsWith('/') && r !== MANIFEST);
    for (const rel of fresh) {
      const dest = join(this.abs, rel);
      mkdirSync(dirname(dest), { recursive: true });
      if (existsSync(dest) && !lstatSync(dest).isFile())
        throw new HanteiError('file', msg('io.inTheWay', { rel, target: this.target, kind: inTheWay(kindOf(dest)) }), {
          file: this.target,
        });
      renameSync(join(tmp, rel), dest);
    }
    const keep = new Set(fresh);
    for (const rel of own.ours) {
      if (keep.has(rel)) continue;
      rmSync(join(this.abs, rel), { force: true });
      // a folder hantei emptied (charts/) goes too; one holding other files stays
      try {
        if (rel.includes('/')) rmdirSync(dirname(join(this.abs, rel)));
      } catch {
        // not empty: it holds other files
      }
    }
    renameSync(join(tmp, MANIFEST), join(this.abs, MANIFEST));
  }

  release(): void {
    if (!this.lock) return;
    rmSync(this.lock, { force: true });
    pending.delete(this.lock);
    this.lock = undefined;
  }
}

/**
 * Build a folder aside and swap it in whole: `fill` writes into a fresh
 * temporary sibling; on success the old folder (if any) is replaced, so no
 * stale file survives and an interrupted run leaves the previous one intact.
 * A lock file beside the target makes a second concurrent run fail at once.
 * Commands that compute first claim the folder before computing (OutputFolder).
 */
export async function writeFolderAtomic<T>(
  target: string,
  fill: (dir: string) => Promise<T> | T,
  opts: string | FolderOptions = {},
): Promise<T> {
  const folder = OutputFolder.claim(target, typeof opts === 'string' ? { what: opts } : opts);
  try {
    return await folder.write(fill);
  } finally {
    folder.release();
  }
}
