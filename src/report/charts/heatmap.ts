import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { type Row, type VlSpec, baseSpec, dataOrder, paramTitle, tooltip } from './spec.js';

/**
 * Success-rate heatmap: x × y cells coloured by P(success) with the value
 * written in, one panel per `facet` value (e.g. check type × difficulty per deck).
 */
export function successHeatmap(opts: { system: string; title: string; rows: readonly Row[]; x: string; y: string; facet?: string; lang: Lang; interval: boolean }): VlSpec {
  const { system, rows, x, y, facet, lang } = opts;
  const inner: VlSpec = {
    width: { step: 34 },
    height: { step: 24 },
    // shared by both layers, so hovering the printed value shows the tooltip too
    encoding: {
      x: { field: x, type: 'ordinal', title: paramTitle(system, x, lang), axis: { labelAngle: 0 } },
      y: { field: y, type: 'nominal', title: paramTitle(system, y, lang), sort: dataOrder(rows, y) },
      tooltip: tooltip(system, [facet, y, x].filter((f): f is string => !!f), lang, opts.interval),
    },
    layer: [
      {
        mark: { type: 'rect' },
        encoding: {
          color: { field: 'success', type: 'quantitative', title: t('success', lang), scale: { domain: [0, 1], scheme: 'viridis' }, legend: { format: '.0%' } },
        },
      },
      {
        mark: { type: 'text', fontSize: 9 },
        encoding: {
          text: { field: 'success', type: 'quantitative', format: '.0%' },
          color: { condition: { test: 'datum.success > 0.55', value: 'black' }, value: 'white' },
        },
      },
    ],
  };
  if (!facet) return baseSpec(opts.title, rows, inner);
  return baseSpec(opts.title, rows, {
    facet: { column: { field: facet, type: 'nominal', title: paramTitle(system, facet, lang), sort: dataOrder(rows, facet) } },
    spec: inner,
  });
}

/** Difference heatmap: a − b per cell, diverging colours around 0. */
export function differenceHeatmap(opts: { system: string; title: string; rows: readonly Row[]; x: string; y: string; facet?: string; lang: Lang; legend: string }): VlSpec {
  const { system, rows, x, y, facet, lang } = opts;
  const max = Math.max(0.01, ...rows.map((r) => Math.abs(Number(r.diff ?? 0))));
  const inner: VlSpec = {
    width: { step: 34 },
    height: { step: 24 },
    encoding: {
      x: { field: x, type: 'ordinal', title: paramTitle(system, x, lang), axis: { labelAngle: 0 } },
      y: { field: y, type: 'nominal', title: paramTitle(system, y, lang), sort: dataOrder(rows, y) },
      tooltip: [
        ...[facet, y, x].filter((f): f is string => !!f).map((f) => ({ field: f, title: paramTitle(system, f, lang) })),
        { field: 'a', type: 'quantitative', title: String(rows[0]?.aLabel ?? 'A'), format: '.2%' },
        { field: 'b', type: 'quantitative', title: String(rows[0]?.bLabel ?? 'B'), format: '.2%' },
        { field: 'diff', type: 'quantitative', title: opts.legend, format: '+.2%' },
      ],
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: { field: 'diff', type: 'quantitative', title: opts.legend, scale: { scheme: 'redblue', domain: [-max, max] }, legend: { format: '+.0%' } },
        },
      },
      { mark: { type: 'text', fontSize: 9 }, encoding: { text: { field: 'diff', type: 'quantitative', format: '+.0%' } } },
    ],
  };
  if (!facet) return baseSpec(opts.title, rows, inner);
  return baseSpec(opts.title, rows, { facet: { column: { field: facet, type: 'nominal', title: paramTitle(system, facet, lang), sort: dataOrder(rows, facet) } }, spec: inner });
}
