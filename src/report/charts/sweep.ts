import type { ResultsDocument } from '../../core/results.js';
import { msg } from '../../core/messages.js';
import { variedKeysOf } from '../../engine/vary.js';
import { getSystem } from '../../systems/index.js';
import type { Lang } from '../../systems/types.js';
import { valueLabel } from '../../core/labels.js';
import type { Chart } from './plan.js';
import { type VlSpec, paramTitle } from './spec.js';

/*
 * The workbench's sweep: one chart per varied ruleset key, its values along
 * x in order and the mean success over every other cell of the grid on y, a
 * line per the system's series parameter (mtg's check). Averaging the rest
 * (the other varied keys too) is what keeps it one readable chart with no
 * zig-zag: each x has exactly one point per line.
 */

const numeric = (vs: readonly unknown[]) => vs.every((v) => typeof v === 'number');

/**
 * Sweep charts of a document whose cells carry varied ruleset keys.
 *
 * @example
 * const charts = sweepCharts('table', await runExact({ system: 'mtg', params: { deck, vary: 'modifiers.same=3..6' } }), 'en');
 */
export function sweepCharts(name: string, doc: ResultsDocument, lang: Lang): Chart[] {
  if (doc.cells.length === 0) return [];
  const system = getSystem(doc.system);
  const keys = variedKeysOf(system, doc.cells[0].params);
  const varying = Object.keys(doc.cells[0].params).filter((p) => new Set(doc.cells.map((c) => String(c.params[p]))).size > 1);
  const hint = system.report.y;
  const series = hint && varying.includes(hint) ? hint : varying.find((p) => !keys.includes(p) && p !== system.tune);
  return keys.map((key) => {
    const sums = new Map<string, { x: unknown; s: unknown; sum: number; n: number }>();
    for (const c of doc.cells) {
      if (c.success === null) continue;
      const s = series ? c.params[series] : '';
      const id = `${String(c.params[key])}|${String(s)}`;
      const at = sums.get(id) ?? { x: c.params[key], s, sum: 0, n: 0 };
      at.sum += c.success;
      at.n++;
      sums.set(id, at);
    }
    const rows = [...sums.values()].map((r) => ({
      x: r.x,
      series: series ? valueLabel(series, r.s, lang) : '',
      success: r.sum / r.n,
      cells: r.n,
    }));
    const xs = rows.map((r) => r.x);
    const spec: VlSpec = {
      $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
      width: 360,
      height: 220,
      data: { values: rows },
      mark: { type: 'line', point: true },
      encoding: {
        x: {
          field: 'x',
          type: numeric(xs) ? 'quantitative' : 'ordinal',
          title: key,
          sort: null,
          ...(numeric(xs) ? { axis: { tickMinStep: 1, format: 'd' } } : { axis: { labelAngle: 0 } }),
        },
        y: {
          field: 'success',
          type: 'quantitative',
          title: msg('goal.what.mean').text(lang),
          axis: { format: '%' },
          scale: { domain: [0, 1] },
        },
        ...(series
          ? { color: { field: 'series', type: 'nominal', title: paramTitle(doc.system, series, lang), legend: { orient: 'top' } } }
          : {}),
        tooltip: [
          { field: 'x', title: key },
          ...(series ? [{ field: 'series', title: paramTitle(doc.system, series, lang) }] : []),
          { field: 'success', title: msg('goal.what.mean').text(lang), format: '.1%' },
          { field: 'cells', title: msg('sweep.cells').text(lang) },
        ],
      },
    };
    return {
      // the id the report's sweep charts have had (`table-sweep-modifiers_same`): the page's tests find it by it
      id: `${name}-sweep-${key.replace(/[^\w-]+/g, '_')}`,
      title: msg('sweep.title', { key }).text(lang),
      explanation: msg('sweep.explain', { key }).text(lang),
      spec,
    };
  });
}
