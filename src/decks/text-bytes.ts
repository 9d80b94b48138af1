import { type Stats, closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { whileBlocking, whileParsing } from '../core/blocking.js';
import { HanteiError } from '../core/errors.js';
import { type Message, type MessageParam, isMessageId, msg, verbatim } from '../core/messages.js';
import { noteInput } from '../io/outputs-vs-inputs.js';

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
function kindOf(st: Stats): Message {
  if (st.isDirectory()) return msg('read.kind.folder');
  if (st.isFIFO()) return msg('read.kind.fifo');
  if (st.isCharacterDevice()) return msg('read.kind.char');
  if (st.isBlockDevice()) return msg('read.kind.block');
  if (st.isSocket()) return msg('read.kind.socket');
  return msg('read.kind.other');
}

function tooLarge(file: string, what: string, cap: number): HanteiError {
  return new HanteiError('file', msg('read.tooLarge', { what: whatWord(what), size: sizeText(cap) }), {
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

function cannotRead(file: string, what: string, e: unknown): HanteiError {
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
}

/**
 * Read a text file a user gave (deck, study, ruleset, card data, results,
 * part file): only a regular file, checked with fstat on the opened
 * descriptor (never a second look-up of the path), at most the size cap
 * (`HANTEI_MAX_FILE_SIZE`, 32 MiB by default) — a file growing while read
 * stops at the cap too. A pipe, device, socket or folder is refused at once:
 * the file is opened non-blocking, so a FIFO with no writer does not hang
 * the open. Then decoded as UTF-8, or UTF-16/UTF-32 by BOM; binary data is
 * refused with the offset of the first bad byte and nothing of it echoed.
 * With `stdin`, `-` reads standard input, bounded by the same cap.
 */
export function readTextFile(file: string, what: string, opts: ReadTextOptions = {}): string {
  const cap = opts.bundled ? MAX_CAP : maxFileSize();
  if (file === '-' && opts.stdin) {
    // a pipe may never write: blocked in read(2), only the signal's default action can end the process
    return whileBlocking(() => {
      const { bytes, over } = readBounded(0, cap, 0);
      if (over) throw tooLarge('standard input', what, cap);
      return decodeText(bytes, 'standard input', what);
    });
  }
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    throw cannotRead(file, what, e);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) {
      throw new HanteiError(
        'file',
        msg('read.cannot', {
          what: whatWord(what),
          why: st.isDirectory() ? msg('read.isFolder') : msg('read.notRegular', { kind: kindOf(st) }),
        }),
        {
          file,
          hint: st.isDirectory() ? undefined : msg('read.regularOnly'),
        },
      );
    }
    if (st.size > cap) throw tooLarge(file, what, cap);
    // an input an output of this command would replace is refused before it is read (io/outputs-vs-inputs.ts)
    if (!opts.bundled && !opts.peek) noteInput(file, what, st);
    return whileParsing(st.size, () => {
      let read: { bytes: Buffer; over: boolean };
      try {
        read = readBounded(fd, cap, st.size);
      } catch (e) {
        throw cannotRead(file, what, e);
      }
      if (read.over) throw tooLarge(file, what, cap);
      return decodeText(read.bytes, file, what);
    });
  } finally {
    closeSync(fd);
  }
}
