import { HanteiError } from './errors.js';
import type { Cell, ParamValue } from './grid.js';
import { type Message, type MessageParam, labelled, msg, sayIn } from './messages.js';

/*
 * Picking cells of a results document by their parameters, as a programmer
 * asks: `at({ ability: 3, difficulty: 8 })` is one cell or an error saying
 * which parameters are missing, ambiguous or unknown; `where({...})` is every
 * cell that matches. Keys are normalised by the caller (either spelling).
 */

/** A query: a value per parameter, or a list of accepted values (`where` only). */
export type CellQuery = Readonly<Record<string, ParamValue | readonly ParamValue[] | undefined>>;

const same = (a: ParamValue, b: unknown): boolean => a === b || (typeof b !== 'object' && String(a) === String(b));

function matches(params: Cell, query: CellQuery): boolean {
  for (const [k, want] of Object.entries(query)) {
    if (want === undefined) continue;
    const have = params[k];
    if (have === undefined) return false;
    if (Array.isArray(want) ? !want.some((w) => same(have, w)) : !same(have, want)) return false;
  }
  return true;
}

/** The parameters that differ between cells, with their values. */
function varying(cells: ReadonlyArray<{ params: Cell }>): Map<string, ParamValue[]> {
  const out = new Map<string, ParamValue[]>();
  for (const c of cells) {
    for (const [k, v] of Object.entries(c.params)) {
      const vs = out.get(k) ?? [];
      if (!vs.some((x) => x === v)) vs.push(v);
      out.set(k, vs);
    }
  }
  for (const [k, vs] of out) if (vs.length < 2) out.delete(k);
  return out;
}

/** Every cell whose params match the query (a list value matches any of its values). */
export function cellsWhere<T extends { params: Cell }>(cells: readonly T[], query: CellQuery): T[] {
  return cells.filter((c) => matches(c.params, query));
}

// items said in each language and joined (English by `en`, Japanese by `ja`)
const joined = (items: readonly MessageParam[], en: string, ja = en): Message =>
  labelled({
    en: items.map((x) => sayIn(typeof x === 'number' ? String(x) : x, 'en')).join(en),
    ja: items.map((x) => sayIn(typeof x === 'number' ? String(x) : x, 'ja')).join(ja),
  });

/** The one cell the query names; a HanteiError names what is missing, ambiguous or absent. */
export function cellAt<T extends { params: Cell }>(cells: readonly T[], query: CellQuery): T {
  const shown =
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
      .join(', ') || msg('query.nothing');
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) throw new HanteiError('usage', msg('query.oneValue', { k }), { hint: msg('query.useWhere') });
  }
  const found = cellsWhere(cells, query);
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    const valuesOf = (k: string) => [
      ...new Set(
        cells
          .map((c) => c.params[k])
          .filter((x) => x !== undefined)
          .map(String),
      ),
    ];
    const off = Object.entries(query).filter(
      ([k, v]) => v !== undefined && !cells.some((c) => c.params[k] !== undefined && same(c.params[k], v)),
    );
    const values = off.map(([k]) => msg('query.valuesOf', { k, values: valuesOf(k).join(', ') || msg('query.notParam') }));
    throw new HanteiError('range', msg('query.noCell', { shown }), {
      hint: values.length ? msg('query.cellsHave', { values: joined(values, '; ') }) : msg('query.noCombination'),
    });
  }
  const open = [...varying(found).entries()];
  throw new HanteiError(
    'usage',
    msg('query.many', {
      n: found.length,
      shown,
      keys: joined(
        open.map(([k]) => k),
        ' and ',
        '、',
      ),
    }),
    {
      hint: open.map(([k, vs]) => `${k}: ${vs.map(String).join(', ')}`).join('; '),
    },
  );
}
