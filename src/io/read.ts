import { createHash } from 'node:crypto';
import { type Stats, closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { whileBlocking, whileParsing } from '../core/blocking.js';
import { HanteiError } from '../core/errors.js';
import { type Message, type MessageParam, isMessageId, msg, verbatim } from '../core/messages.js';
import { noteInput } from './outputs-vs-inputs.js';

/*
 * The one reader of files and HTTP bodies: every input hantei reads (decks,
 * studies, rulesets, results, parts, card data, checksums, locks, index
 * notes) is opened non-blocking and checked with fstat on the descriptor
 * (regular files only: a FIFO, device, socket or folder is refused at once,
 * never waited on), read within a size cap, hashed as a stream when large
 * (a 3 GB bulk file is never held whole), and an HTTP body is read within a
 * cap on its decoded size.
 */

/** What a file is called in "FILE is not a … (binary data at byte N)". */
function notText(what: string): Message {
  if (what === 'deck') return msg('read.text.deck');
  if (what === 'ruleset') return msg('read.text.ruleset');
  return msg('read.text.other', { what: whatWord(what) });
}

/** What is read, in words of the catalogue (a word it lacks as it is). */
function whatWord(what: string): MessageParam {
  const id = `read.what.${what}`;
  return isMessageId(id) ? msg(id) : what;
}

/** The file's name as the message shows it (standard input in words). */
const fileWord = (file: string): MessageParam => (file === 'standard input' ? msg('read.standardInput') : file);

/** Offset of the first byte that breaks UTF-8 (or is NUL), or -1. */
export function firstBinaryByte(b: Uint8Array): number {
  const n = b.length;
  let i = 0;
  while (i < n) {
    const c = b[i];
    if (c === 0) return i;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (c >= 0xc2 && c <= 0xdf) ((need = 1), (min = 0x80));
    else if (c >= 0xe0 && c <= 0xef) ((need = 2), (min = 0x800));
    else if (c >= 0xf0 && c <= 0xf4) ((need = 3), (min = 0x10000));
    else return i;
    if (i + need >= n) return i;
    let cp = c & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === undefined || (d & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (d & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

function decodeUtf32(b: Uint8Array, littleEndian: boolean, file: string, what: string): string {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let out = '';
  const parts: string[] = [];
  for (let i = 4; i + 3 < b.length; i += 4) {
    const cp = view.getUint32(i, littleEndian);
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0)
      throw new HanteiError('file', msg('read.binary', { file: fileWord(file), kind: notText(what), at: i }), {
        hint: msg('read.saveUtf8'),
      });
    out += String.fromCodePoint(cp);
    if (out.length > 65536) (parts.push(out), (out = ''));
  }
  parts.push(out);
  return parts.join('');
}

/**
 * Bytes of a text file → its text: UTF-8 (with or without BOM), or UTF-16 /
 * UTF-32 when a BOM says so. Anything else that is not UTF-8 text (NUL bytes,
 * invalid sequences) is an error naming the first bad byte, never echoed.
 */
export function decodeText(b: Uint8Array, file: string, what: string): string {
  const bad = (at: number) =>
    new HanteiError('file', msg('read.binary', { file: fileWord(file), kind: notText(what), at }), { hint: msg('read.giveText') });
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return decodeUtf32(b, true, file, what);
  if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return decodeUtf32(b, false, file, what);
  if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff))) {
    const le = b[0] === 0xff;
    if (b.length % 2 !== 0) throw bad(b.length - 1);
    try {
      const text = new TextDecoder(le ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(b.subarray(2));
      const nul = text.indexOf('\u0000');
      if (nul >= 0) throw bad(2 + nul * 2);
      return text;
    } catch (e) {
      if (e instanceof HanteiError) throw e;
      throw bad(2);
    }
  }
  const start = b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  const at = firstBinaryByte(b.subarray(start));
  if (at >= 0) throw bad(start + at);
  return Buffer.from(b.buffer, b.byteOffset + start, b.length - start).toString('utf8');
}

/** Default cap on the size of a text input (deck, study, ruleset, card data, results, part file). */
export const DEFAULT_MAX_FILE_SIZE = 32 * 1024 * 1024;

/** The largest cap that can be set: 500 MiB. */
const MAX_CAP = 500 * 1024 * 1024;

/** The environment variable that overrides the cap: bytes, or with a K/M/G suffix (`HANTEI_MAX_FILE_SIZE=200M`). */
export const MAX_FILE_SIZE_ENV = 'HANTEI_MAX_FILE_SIZE';

/** The size cap in force: `HANTEI_MAX_FILE_SIZE` if set, else 32 MiB. A bad value is an error, never ignored. */
export function maxFileSize(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[MAX_FILE_SIZE_ENV];
  if (raw === undefined || raw.trim() === '') return DEFAULT_MAX_FILE_SIZE;
  const m = /^\s*(\d+)\s*([kmg]i?b?|b)?\s*$/i.exec(raw);
  const unit = m?.[2]?.[0]?.toLowerCase();
  const n = m ? Number(m[1]) * (unit === 'k' ? 1024 : unit === 'm' ? 1024 ** 2 : unit === 'g' ? 1024 ** 3 : 1) : NaN;
  // a text must fit in one JavaScript string (at most 2^29 − 24 characters in V8)
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_CAP) {
    throw new HanteiError('range', msg('read.capSetting', { env: MAX_FILE_SIZE_ENV, got: JSON.stringify(raw) }), {
      hint: msg('read.capHint', { env: MAX_FILE_SIZE_ENV }),
    });
  }
  return n;
}

const sizeText = (n: number): string =>
  n >= 1024 ** 2 && n % 1024 ** 2 === 0 ? `${n / 1024 ** 2} MiB` : n >= 1024 ** 2 ? `${(n / 1024 ** 2).toFixed(1)} MiB` : `${n} bytes`;

/** A size as HANTEI_MAX_FILE_SIZE takes it: 128M, 4K, 100. */
const sizeSetting = (n: number): string =>
  n % 1024 ** 3 === 0 ? `${n / 1024 ** 3}G` : n % 1024 ** 2 === 0 ? `${n / 1024 ** 2}M` : n % 1024 === 0 ? `${n / 1024}K` : String(n);

/** What kind of file an fstat describes, for "FILE is a FIFO, not a regular file". */
export function kindOf(st: Stats): Message {
  if (st.isDirectory()) return msg('read.kind.folder');
  if (st.isFIFO()) return msg('read.kind.fifo');
  if (st.isCharacterDevice()) return msg('read.kind.charDevice');
  if (st.isBlockDevice()) return msg('read.kind.blockDevice');
  if (st.isSocket()) return msg('read.kind.socket');
  return msg('read.kind.other');
}

function tooLarge(file: string, what: string, cap: number): HanteiError {
  return new HanteiError('file', msg('read.tooLargeCap', { what: whatWord(what), size: sizeText(cap) }), {
    file,
    hint:
      cap >= MAX_CAP
        ? msg('read.tooLargeMax')
        : msg('read.tooLargeRaise', { setting: `${MAX_FILE_SIZE_ENV}=${sizeSetting(Math.min(cap * 4, MAX_CAP))}` }),
  });
}

/** Read at most `cap` + 1 bytes from an open descriptor (the extra byte tells "too large"). */
function readBounded(fd: number, cap: number, sizeHint: number): { bytes: Buffer; over: boolean } {
  let buf = Buffer.allocUnsafe(Math.min(cap + 1, Math.max(sizeHint + 1, 64 * 1024)));
  let len = 0;
  for (;;) {
    if (len === buf.length) {
      if (len > cap) break;
      const next = Buffer.allocUnsafe(Math.min(cap + 1, buf.length * 2));
      buf.copy(next, 0, 0, len);
      buf = next;
    }
    let n: number;
    try {
      n = readSync(fd, buf, len, buf.length - len, null);
    } catch (e) {
      // a non-blocking descriptor with nothing yet: wait a little (Ctrl-C still ends the process, see core/blocking.ts)
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      throw e;
    }
    if (n === 0) break;
    len += n;
  }
  return { bytes: buf.subarray(0, Math.min(len, cap + 1)), over: len > cap };
}

export function cannotRead(file: string, what: string, e: unknown): HanteiError {
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? msg('read.noSuchFile')
      : code === 'EISDIR'
        ? msg('read.isFolder')
        : code === 'EACCES' || code === 'EPERM'
          ? msg('read.permission')
          : code === 'ENOTDIR'
            ? msg('read.notDir')
            : code === 'ELOOP'
              ? msg('read.loop')
              : code === 'ENXIO'
                ? msg('read.nxio')
                : verbatim(String((e as Error).message));
  return new HanteiError('file', msg('read.cannot', { what: whatWord(what), why }), {
    file,
    hint: code === 'ENOENT' ? msg('read.checkPath') : undefined,
  });
}

export interface ReadTextOptions {
  /** `-` reads standard input (bounded like a file); only where a command says it reads stdin. */
  stdin?: boolean;
  /** Data shipped with hantei (the bundled card sample): not held to the user's cap. */
  bundled?: boolean;
  /** A look at a file's kind (is it a rule file?), not a read of an input: not noted against the command's outputs. */
  peek?: boolean;
  /** A cap of its own for a small file (a checksum, a lock, an index note): said as this file's cap, not `HANTEI_MAX_FILE_SIZE`. */
  cap?: number;
}

/** The error for a path that opened but is not a regular file (a folder keeps its older words: "is a folder, not a file"). */
function notRegular(file: string, what: string, st: Stats): HanteiError {
  if (st.isDirectory()) return new HanteiError('file', msg('read.cannot', { what: whatWord(what), why: msg('read.isFolder') }), { file });
  return new HanteiError('file', msg('read.notRegular', { what: whatWord(what), kind: kindOf(st) }), {
    file,
    hint: msg('read.notRegularHint'),
  });
}

/**
 * Open a path for reading only when it is a regular file: opened
 * non-blocking (a FIFO with no writer cannot hang the open; no controlling
 * terminal is taken), then checked with fstat on the descriptor, never a
 * second look-up of the path. The caller closes the descriptor.
 */
export function openRegularSync(file: string, what: string): { fd: number; st: Stats } {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    throw cannotRead(file, what, e);
  }
  const st = fstatSync(fd);
  if (!st.isFile()) {
    closeSync(fd);
    throw notRegular(file, what, st);
  }
  return { fd, st };
}

/** The same, asynchronously: a handle for streaming a large file (card data, a hash). */
export async function openRegular(file: string, what: string): Promise<FileHandle> {
  let fh: FileHandle;
  try {
    fh = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    throw cannotRead(file, what, e);
  }
  const st = await fh.stat();
  if (!st.isFile()) {
    await fh.close();
    throw notRegular(file, what, st);
  }
  return fh;
}

/**
 * Read a text file a user gave (deck, study, ruleset, card data, results,
 * part file, checksum, lock): only a regular file (openRegularSync), at most
 * the size cap (`opts.cap`, else `HANTEI_MAX_FILE_SIZE`, 32 MiB by default)
 * — a file growing while read stops at the cap too. Then decoded as UTF-8,
 * or UTF-16/UTF-32 by BOM; binary data is refused with the offset of the
 * first bad byte and nothing of it echoed. With `stdin`, `-` reads standard
 * input, bounded by the same cap.
 */
export function readTextFile(file: string, what: string, opts: ReadTextOptions = {}): string {
  const cap = opts.cap ?? (opts.bundled ? MAX_CAP : maxFileSize());
  const over = (where: string): HanteiError =>
    opts.cap !== undefined
      ? new HanteiError('file', msg('read.tooLarge', { what, cap: sizeText(cap) }), { file: where, hint: msg('read.tooLargeHint') })
      : tooLarge(where, what, cap);
  if (file === '-' && opts.stdin) {
    // a pipe may never write: blocked in read(2), only the signal's default action can end the process
    return whileBlocking(() => {
      const { bytes, over: more } = readBounded(0, cap, 0);
      if (more) throw over('standard input');
      return decodeText(bytes, 'standard input', what);
    });
  }
  const { fd, st } = openRegularSync(file, what);
  try {
    if (st.size > cap) throw over(file);
    // an input an output of this command would replace is refused before it is read (io/outputs-vs-inputs.ts)
    if (!opts.bundled && !opts.peek) noteInput(file, what, st);
    return whileParsing(st.size, () => {
      let read: { bytes: Buffer; over: boolean };
      try {
        read = readBounded(fd, cap, st.size);
      } catch (e) {
        throw cannotRead(file, what, e);
      }
      if (read.over) throw over(file);
      return decodeText(read.bytes, file, what);
    });
  } finally {
    closeSync(fd);
  }
}

/**
 * SHA-256 of a regular file, streamed (64 KiB at a time: a 3 GB bulk file is
 * never held whole), and its size. `signal` stops it between reads.
 */
export async function sha256OfFile(file: string, what: string, signal?: AbortSignal): Promise<{ sha256: string; bytes: number }> {
  const fh = await openRegular(file, what);
  try {
    const hash = createHash('sha256');
    const buf = Buffer.allocUnsafe(1 << 20);
    let bytes = 0;
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new Error('aborted');
      const { bytesRead } = await fh.read(buf, 0, buf.length, null);
      if (bytesRead === 0) break;
      hash.update(buf.subarray(0, bytesRead));
      bytes += bytesRead;
    }
    return { sha256: hash.digest('hex'), bytes };
  } finally {
    await fh.close();
  }
}

/** A byte count as the messages say it: 1.5 MiB, 700 bytes. */
export function sizeWords(n: number): string {
  return sizeText(n);
}

/**
 * Read an HTTP body (already decoded by fetch when it was sent compressed)
 * within `cap` bytes: the answer that is larger is refused as soon as it
 * passes the cap, never held whole. `what` names what the body should be.
 */
export async function readBody(body: AsyncIterable<Uint8Array> | null, cap: number, url: string, what: MessageParam): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let n = 0;
  if (body) {
    for await (const chunk of body) {
      n += chunk.length;
      // throwing ends the loop, which cancels the stream: the rest is never read
      if (n > cap) {
        throw new HanteiError('file', msg('read.answerTooLarge', { url: verbatim(url), cap: sizeText(cap), what }), {
          hint: msg('read.answerTooLargeHint', { what }),
        });
      }
      parts.push(chunk);
    }
  }
  return Buffer.concat(parts, n);
}
