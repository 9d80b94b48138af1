import { HanteiError } from './errors.js';
import { type Message, msg } from './messages.js';
import { paramLabel } from './names.js';

/** No rule value (difficulty, ability, modifier …) is larger than this in magnitude. */
export const MAX_PARAM = 1_000_000;

/** "within ±1,000,000", "≥ 0 (at most 1,000,000)", "from 1 to 8": the bounds of a whole-number value, in words. */
export function boundsText(min = -MAX_PARAM, max = MAX_PARAM): Message {
  const lo = Math.max(min, -MAX_PARAM);
  const hi = Math.min(max, MAX_PARAM);
  if (lo === -MAX_PARAM && hi === MAX_PARAM) return msg('bounds.any');
  if (hi === MAX_PARAM) return msg('bounds.min', { lo });
  if (lo === -MAX_PARAM) return msg('bounds.max', { hi });
  return msg('bounds.between', { lo, hi });
}

/**
 * One whole-number option value (`--hand 7`), within its bounds and never
 * past ±1,000,000. The message names the reason: not a whole number, or the
 * bound it breaks ("must be within ±1,000,000, got 1000001").
 */
export function wholeNumber(v: unknown, flag: string, min = -MAX_PARAM, max = MAX_PARAM): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  const range = boundsText(min, max);
  if (!Number.isInteger(n)) throw new HanteiError('range', msg('value.notWhole', { p: paramLabel(flag), range, v: String(v) }));
  if (n < Math.max(min, -MAX_PARAM) || n > Math.min(max, MAX_PARAM))
    throw new HanteiError('range', msg('value.outOfRange', { p: paramLabel(flag), range, v: String(v) }));
  return n;
}

/**
 * Ranges and lists as users type them: `3`, `0..8`, `1,3,5`, `-2..2`, `0..4,8`.
 */
export function parseIntRange(text: string | number, what: string): number[] {
  const src = String(text).trim();
  if (src === '') throw new HanteiError('range', msg('value.empty', { p: paramLabel(what) }), { hint: msg('range.emptyHint') });
  const out: number[] = [];
  for (const raw of src.split(',')) {
    const part = raw.trim();
    const m = /^(-?\d+)(?:\.\.(-?\d+))?$/.exec(part);
    if (!m) {
      throw new HanteiError('range', msg('range.notNumber', { p: paramLabel(what), src, part }), { hint: msg('range.writeHint') });
    }
    const lo = Number(m[1]);
    const hi = m[2] === undefined ? lo : Number(m[2]);
    // the message names the bound broken, with the number as typed (1e20 is past it too, not "too large")
    for (const [typed, v] of [
      [m[1], lo],
      [m[2] ?? m[1], hi],
    ] as const) {
      if (Math.abs(v) > MAX_PARAM)
        throw new HanteiError(
          'range',
          msg('range.pastMax', { p: paramLabel(what), part: m[2] === undefined ? part : `"${part}"`, typed }),
          { hint: msg('range.ruleValues', { lo: -MAX_PARAM, hi: MAX_PARAM }) },
        );
    }
    if (hi < lo) {
      throw new HanteiError('range', msg('range.reversed', { p: paramLabel(what), part, lo, hi }), {
        hint: msg('range.smallerFirst', { lo, hi }),
      });
    }
    if (hi - lo > 10000) throw new HanteiError('range', msg('range.tooMany', { p: paramLabel(what), part }), { hint: msg('range.narrow') });
    for (let v = lo; v <= hi; v++) out.push(v);
  }
  return [...new Set(out)];
}

/** A comma list of names checked against the allowed ones (aliases map to canonical names). */
export function parseChoiceList(
  text: string | string[],
  what: string,
  allowed: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string[] {
  const items = (Array.isArray(text) ? text : [text]).flatMap((t) => String(t).split(','));
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim().toLowerCase();
    if (item === '') continue;
    const name = allowed.includes(item) ? item : aliases[item];
    if (!name) {
      throw new HanteiError('range', msg('choice.unknown', { p: paramLabel(what), v: raw.trim() }), {
        hint: msg('choice.useOneOf', { list: allowed.join(', ') }),
      });
    }
    if (!out.includes(name)) out.push(name);
  }
  if (out.length === 0)
    throw new HanteiError('range', msg('value.empty', { p: paramLabel(what) }), {
      hint: msg('choice.useOneOrMore', { list: allowed.join(', ') }),
    });
  return out;
}

/**
 * One value of a parameter in a cell: a number (difficulty 8), a name ('green', 'on-fail') or a flag.
 *
 * @example
 * const v: ParamValue = doc.cells[0].params.difficulty;
 */
export type ParamValue = string | number | boolean;
/**
 * One cell's params, by JSON name (`courageDie`): what a results document's cells carry, untyped (`CellParamsOf<S>` types them per system).
 *
 * @example
 * const key: Cell = { ability: 3, difficulty: 8, courageDie: false };
 */
export type Cell = Record<string, ParamValue>;

/** The cartesian product of the axes, in the order given (first axis outermost). */
export function expandGrid(axes: Array<[string, ParamValue[]]>): Cell[] {
  // one object per cell, its keys in axis order (no partial cells spread into larger ones: a cold grid of
  // thousands of cells paid for every intermediate copy)
  let total = 1;
  for (const [, values] of axes) total *= values.length;
  const cells: Cell[] = new Array<Cell>(total);
  const at = new Array<number>(axes.length).fill(0);
  for (let n = 0; n < total; n++) {
    const cell: Cell = {};
    for (let a = 0; a < axes.length; a++) cell[axes[a][0]] = axes[a][1][at[a]];
    cells[n] = cell;
    // the last axis turns fastest
    for (let a = axes.length - 1; a >= 0 && ++at[a] === axes[a][1].length; a--) at[a] = 0;
  }
  return cells;
}

/** A stable key for a cell, used in seed derivation: same params, same stream. */
export function cellKey(cell: Cell): string {
  return Object.keys(cell)
    .sort()
    .map((k) => `${k}=${String(cell[k])}`)
    .join(';');
}
