import { HanteiError } from '../core/errors.js';

/** What a file is called in "FILE is not a … (binary data at byte N)". */
function notText(what: string): string {
  if (what === 'deck') return 'a text decklist';
  if (what === 'ruleset') return 'a ruleset file';
  return `a text ${what} file`;
}

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
    if (c >= 0xc2 && c <= 0xdf) (need = 1), (min = 0x80);
    else if (c >= 0xe0 && c <= 0xef) (need = 2), (min = 0x800);
    else if (c >= 0xf0 && c <= 0xf4) (need = 3), (min = 0x10000);
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
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0) throw new HanteiError('file', `${file} is not ${notText(what)} (binary data at byte ${i})`, { hint: 'save it as UTF-8 text' });
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
  const bad = (at: number) => new HanteiError('file', `${file} is not ${notText(what)} (binary data at byte ${at})`, { hint: 'give a text file (UTF-8, or UTF-16/UTF-32 with a byte-order mark)' });
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
