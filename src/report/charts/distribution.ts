import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { type VlSpec, baseSpec, distinct, fit, wrap } from './spec.js';

export interface DegreeSeries {
  label: string;
  degree: Record<string, number>;
}

/**
 * Degree distribution as a ridgeline: one row of bars per series, sharing the
 * degree axis, so shapes can be compared at a glance.
 */
export function degreeRidgeline(opts: {
  title: string;
  series: readonly DegreeSeries[];
  seriesTitle: string;
  lang: Lang;
  successFrom: number;
}): VlSpec {
  const rows = opts.series.flatMap((s) => Object.entries(s.degree).map(([d, p]) => ({ series: s.label, degree: Number(d), p })));
  return baseSpec(opts.title, rows, {
    transform: [
      { calculate: 'datum.degree - 0.42', as: 'from' },
      { calculate: 'datum.degree + 0.42', as: 'to' },
    ],
    facet: {
      row: {
        field: 'series',
        type: 'nominal',
        title: opts.seriesTitle,
        sort: opts.series.map((x) => x.label),
        header: { labelAngle: 0, labelAlign: 'left' },
      },
    },
    spec: {
      width: 420,
      height: 48,
      mark: 'rect',
      encoding: {
        x: {
          field: 'from',
          type: 'quantitative',
          title: t('degree', opts.lang),
          axis: { tickMinStep: 1, format: 'd' },
          scale: { nice: false },
        },
        x2: { field: 'to' },
        y: { field: 'p', type: 'quantitative', title: null, axis: { format: '.0%', tickCount: 2 } },
        y2: { datum: 0 },
        color: { condition: { test: `datum.degree >= ${opts.successFrom}`, value: '#3b7dd8' }, value: '#c8553d' },
        tooltip: [
          { field: 'series', title: opts.seriesTitle },
          { field: 'degree', title: t('degree', opts.lang) },
          { field: 'p', type: 'quantitative', title: t('probability', opts.lang), format: '.2%' },
        ],
      },
    },
    spacing: 8,
    // the row labels (series names) stand left of the bars
    usermeta: fit(Math.max(...opts.series.map((x) => x.label.length)) * 7 + 70),
  });
}

/** Stacked outcome categories (shares summing to 1, worst first: red) per x value, one panel per facet value. */
export function outcomeStack(opts: {
  title: string;
  rows: ReadonlyArray<{ x: string | number; facet?: string; category: string; order: number; p: number }>;
  xTitle: string;
  facetTitle?: string;
  lang: Lang;
}): VlSpec {
  const inner: VlSpec = {
    width: { step: 28 },
    height: 200,
    mark: 'bar',
    encoding: {
      x: { field: 'x', type: 'ordinal', title: opts.xTitle, sort: distinct(opts.rows.map((r) => r.x)), axis: { labelAngle: 0 } },
      y: { field: 'p', type: 'quantitative', stack: 'normalize', title: t('probability', opts.lang), axis: { format: '.0%' } },
      color: {
        field: 'category',
        type: 'nominal',
        title: t('outcome', opts.lang),
        sort: distinct(opts.rows.map((r) => r.category)),
        scale: { scheme: 'redblue' },
        legend: { orient: 'top' },
      },
      order: { field: 'order', type: 'quantitative' },
      tooltip: [
        { field: 'x', title: opts.xTitle },
        ...(opts.facetTitle ? [{ field: 'facet', title: opts.facetTitle }] : []),
        { field: 'category', title: t('outcome', opts.lang) },
        { field: 'p', type: 'quantitative', title: t('probability', opts.lang), format: '.2%' },
      ],
    },
  };
  const xs = distinct(opts.rows.map((r) => r.x)).length;
  const fitted = fit(60, xs * 14, xs);
  if (!opts.facetTitle) return baseSpec(opts.title, [...opts.rows], { ...inner, usermeta: fitted });
  const facets = distinct(opts.rows.map((r) => r.facet));
  const wrapped = wrap(facets.length, xs * 28 + 60);
  return baseSpec(opts.title, [...opts.rows], {
    facet: { field: 'facet', type: 'nominal', title: opts.facetTitle, sort: facets },
    ...wrapped,
    usermeta: { ...wrapped.usermeta, ...fitted },
    spec: inner,
  });
}
