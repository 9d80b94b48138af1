import { HanteiError } from './errors.js';
import { paramLabel } from './names.js';

/** No rule value (difficulty, ability, modifier …) is larger than this in magnitude. */
export const MAX_PARAM = 1_000_000;

/**
 * Ranges and lists as users type them: `3`, `0..8`, `1,3,5`, `-2..2`, `0..4,8`.
 */
export function parseIntRange(text: string | number, what: string): number[] {
  const src = String(text).trim();
  if (src === '') throw new HanteiError('range', `${paramLabel(what)} is empty`, { hint: `give a number, a range like 0..8 or a list like 1,3,5` });
  const out: number[] = [];
  for (const raw of src.split(',')) {
    const part = raw.trim();
    const m = /^(-?\d+)(?:\.\.(-?\d+))?$/.exec(part);
    if (!m) {
      throw new HanteiError('range', `${paramLabel(what)} "${src}": "${part}" is not a whole number or a range`, {
        hint: `write a number (3), a range (0..8, -2..2) or a list (1,3,5)`,
      });
    }
    const lo = Number(m[1]);
    const hi = m[2] === undefined ? lo : Number(m[2]);
    for (const v of [lo, hi]) {
      if (Math.abs(v) > MAX_PARAM) throw new HanteiError('range', `${paramLabel(what)} ${m[2] === undefined ? part : `"${part}"`}: ${Math.abs(v) > Number.MAX_SAFE_INTEGER ? 'the number is too large' : `${v} is outside ±${MAX_PARAM.toLocaleString('en')}`}`, { hint: `rule values are whole numbers from ${-MAX_PARAM} to ${MAX_PARAM}` });
    }
    if (hi < lo) {
      throw new HanteiError('range', `${paramLabel(what)} "${part}" is an empty range (${lo} > ${hi})`, { hint: `write the smaller end first: ${hi}..${lo}` });
    }
    if (hi - lo > 10000) throw new HanteiError('range', `${paramLabel(what)} "${part}" has more than 10000 values`, { hint: 'narrow the range' });
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
      throw new HanteiError('range', `${paramLabel(what)}: unknown value "${raw.trim()}"`, { hint: `use one of: ${allowed.join(', ')}` });
    }
    if (!out.includes(name)) out.push(name);
  }
  if (out.length === 0) throw new HanteiError('range', `${paramLabel(what)} is empty`, { hint: `use one or more of: ${allowed.join(', ')}` });
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
  let cells: Cell[] = [{}];
  for (const [name, values] of axes) {
    const next: Cell[] = [];
    for (const c of cells) for (const v of values) next.push({ ...c, [name]: v });
    cells = next;
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
