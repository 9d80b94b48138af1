/*
 * File names made from user text (analysis names, ruleset names, deck names,
 * chart ids). A name is never a path: it becomes one plain segment of letters,
 * digits, `_`, `-` and inner dots, so no `/`, `\`, `..`, NUL, control
 * character or device name can reach the file system. Pure: no I/O here
 * (io/inside-folder.ts proves the joined path stays in its folder).
 */

/** Windows device names: a file named so opens the device there. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/** Longest stem in UTF-8 bytes: room for a suffix and `.vl.json` within the 255 bytes of a file name. */
const MAX_STEM_BYTES = 160;

function headBytes(chars: readonly string[], max: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of chars) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (bytes + n > max) break;
    out += ch;
    bytes += n;
  }
  return out;
}

/** At most `max` UTF-8 bytes, whole characters: a long stem keeps its start and its last 40 bytes (a chart id's kind, `-degree`). */
function cutToBytes(s: string, max: number): string {
  if (Buffer.byteLength(s, 'utf8') <= max) return s;
  const chars = [...s];
  const tail = [...headBytes([...chars].reverse(), 40)].reverse().join('');
  return `${headBytes(chars, max - Buffer.byteLength(tail, 'utf8') - 1)}_${tail}`;
}

/**
 * A file stem from user text: runs of anything but letters, digits, `_`, `-`
 * and `.` become `_`, dots never lead, end or repeat (no `..`), and an empty
 * result becomes `fallback`. Plain names (`balance-v2`, `判定`) are kept as
 * they are.
 *
 * @example
 * fileStem('../../../victim/notes'); // '_victim_notes'
 */
export function fileStem(text: string, fallback = 'file'): string {
  let s = String(text)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '_')
    .replace(/\.{2,}/g, '_')
    .replace(/^[.]+|[.]+$/g, '')
    .replace(/_{2,}/g, '_');
  s = cutToBytes(s, MAX_STEM_BYTES).replace(/[.]+$/, '');
  if (s === '' || s === '_') s = fallback;
  return RESERVED.test(s) ? `_${s}` : s;
}

/** Whether a text is already one safe stem (what `fileStem` leaves unchanged). */
export function isFileStem(text: string): boolean {
  return text !== '' && fileStem(text, '\u0000') === text;
}

/**
 * Stems for a list of names, each unique (compared without case, as macOS and
 * Windows compare file names): a later name whose stem is taken gets `-2`,
 * `-3` … so two analyses named `a/b` and `a_b` never write one file.
 */
export function uniqueStems(names: readonly string[], fallback = 'file'): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = fileStem(name, fallback);
    let stem = base;
    for (let n = 2; taken.has(stem.toLowerCase()); n++) stem = `${base}-${n}`;
    taken.add(stem.toLowerCase());
    return stem;
  });
}
