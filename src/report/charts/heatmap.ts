import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { type Row, type VlSpec, baseSpec, dataOrder, fit, paramTitle, tooltip, wrap } from './spec.js';

/** Room for the colour legend right of the panels. */
const LEGEND = 90;

interface GridOptions {
  system: string;
  title: string;
  rows: readonly Row[];
  x: string;
  y: string;
  facet?: string;
  lang: Lang;
}

/**
 * A grid of coloured squares with their value written in, x × y, one panel
 * per facet value. The tooltip sits on the shared encoding so hovering the
 * printed value shows it too.
 */
function heatGrid(o: GridOptions, cell: { color: VlSpec; text: VlSpec; tooltip: VlSpec[] }, params?: VlSpec[]): VlSpec {
  const inner: VlSpec = {
    width: { step: 34 },
    height: { step: 24 },
    encoding: {
      x: { field: o.x, type: 'ordinal', title: paramTitle(o.system, o.x, o.lang), axis: { labelAngle: 0 } },
      y: { field: o.y, type: 'nominal', title: paramTitle(o.system, o.y, o.lang), sort: dataOrder(o.rows, o.y) },
      tooltip: cell.tooltip,
    },
    layer: [
      { mark: { type: 'rect' }, encoding: { color: cell.color } },
      { mark: { type: 'text', fontSize: 10 }, encoding: cell.text },
    ],
  };
  // panel width: the cells, the y labels and axis title beside each wrapped panel; on a narrow page
  // the cells narrow (to 26 px, the width of "100%") and the page scales the rest down
  const xs = dataOrder(o.rows, o.x).length;
  const yLabel = Math.max(...dataOrder(o.rows, o.y).map((v) => String(v).length)) * 7;
  const fitted = fit(yLabel + 50, xs * 26, xs);
  const top = params ? { params } : {};
  if (!o.facet) return baseSpec(o.title, o.rows, { ...top, ...inner, usermeta: { reserve: LEGEND, ...fitted } });
  const wrapped = wrap(dataOrder(o.rows, o.facet).length, xs * 34 + yLabel + 50, LEGEND);
  return baseSpec(o.title, o.rows, {
    ...top,
    facet: { field: o.facet, type: 'nominal', title: paramTitle(o.system, o.facet, o.lang), sort: dataOrder(o.rows, o.facet) },
    ...wrapped,
    usermeta: { ...wrapped.usermeta, ...fitted },
    spec: inner,
  });
}

const keyFields = (o: GridOptions): string[] => [o.facet, o.y, o.x].filter((f): f is string => !!f);

/** Success-rate heatmap: x × y cells coloured by P(success) (e.g. check type × difficulty per deck). */
export function successHeatmap(o: GridOptions & { interval: boolean }): VlSpec {
  return heatGrid(o, {
    color: {
      field: 'success',
      type: 'quantitative',
      title: t('success', o.lang),
      scale: { domain: [0, 1], scheme: 'viridis' },
      legend: { format: '.0%' },
    },
    text: {
      text: { field: 'success', type: 'quantitative', format: '.0%' },
      color: { condition: { test: 'datum.success > 0.55', value: 'black' }, value: 'white' },
    },
    tooltip: tooltip(o.system, keyFields(o), o.lang, o.interval),
  });
}

/**
 * Difference heatmap: a − b per cell, diverging colours around 0. The colour
 * scale spans ±the largest difference, held in the `diffMax` param (not in
 * the scale) so a page can give a view new rows and the new bound without
 * building the chart again.
 */
export function differenceHeatmap(o: GridOptions & { legend: string }): VlSpec {
  const max = Math.max(0.01, ...o.rows.map((r) => Math.abs(Number(r.diff ?? 0))));
  return heatGrid(
    o,
    {
      color: {
        field: 'diff',
        type: 'quantitative',
        title: o.legend,
        scale: { scheme: 'redblue', domainMin: { expr: '-diffMax' }, domainMax: { expr: 'diffMax' } },
        legend: { format: '+.0%' },
      },
      text: { text: { field: 'diff', type: 'quantitative', format: '+.0%' } },
      tooltip: [
        ...keyFields(o).map((f) => ({ field: f, title: paramTitle(o.system, f, o.lang) })),
        { field: 'a', type: 'quantitative', title: String(o.rows[0]?.aLabel ?? 'A'), format: '.2%' },
        { field: 'b', type: 'quantitative', title: String(o.rows[0]?.bLabel ?? 'B'), format: '.2%' },
        { field: 'diff', type: 'quantitative', title: o.legend, format: '+.2%' },
      ],
    },
    [{ name: 'diffMax', value: max }],
  );
}
