import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { type Row, type VlSpec, baseSpec, dataOrder, fieldType, fit, paramTitle, tooltip, wrap } from './spec.js';

const PANEL_WIDTH = 300;

/**
 * Success-rate curves against x, one line per `color` value, with the 95%
 * interval as a band (for exact results the band has no width). Each series
 * has its own colour, dash and point shape, named in one legend above the
 * panels, so lines that coincide stay distinguishable.
 */
export function successCurves(opts: {
  system: string;
  title: string;
  rows: readonly Row[];
  x: string;
  color?: string;
  facet?: string;
  lang: Lang;
  interval: boolean;
}): VlSpec {
  const { system, rows, x, color, facet, lang } = opts;
  const xType = fieldType(rows, x);
  const seriesTitle = color ? paramTitle(system, color, lang) : undefined;
  const series = (channel: 'color' | 'strokeDash' | 'shape') =>
    color
      ? { [channel]: { field: color, type: 'nominal', title: seriesTitle, sort: dataOrder(rows, color), legend: { orient: 'top' } } }
      : {};
  const inner: VlSpec = {
    width: PANEL_WIDTH,
    height: 200,
    encoding: {
      x: {
        field: x,
        type: xType,
        title: paramTitle(system, x, lang),
        sort: null,
        ...(xType === 'quantitative' ? { axis: { tickMinStep: 1, format: 'd' } } : { axis: { labelAngle: 0 } }),
      },
    },
    layer: [
      {
        mark: { type: 'area', opacity: 0.18 },
        encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' }, ...series('color') },
      },
      {
        mark: { type: 'line', strokeWidth: 2 },
        encoding: {
          y: { field: 'success', type: 'quantitative', title: t('success', lang), scale: { domain: [0, 1] }, axis: { format: '.0%' } },
          ...series('color'),
          ...series('strokeDash'),
        },
      },
      {
        mark: { type: 'point', filled: true, size: 40 },
        encoding: {
          y: { field: 'success', type: 'quantitative' },
          ...series('color'),
          ...series('shape'),
          tooltip: tooltip(
            system,
            [facet, color, x].filter((f): f is string => !!f),
            lang,
            opts.interval,
          ),
        },
      },
    ],
  };
  if (!facet) return baseSpec(opts.title, rows, { ...inner, usermeta: fit(80) });
  const panels = dataOrder(rows, facet).length;
  const wrapped = wrap(panels, PANEL_WIDTH + 50);
  return baseSpec(opts.title, rows, {
    facet: { field: facet, type: 'nominal', title: paramTitle(system, facet, lang), sort: dataOrder(rows, facet) },
    ...wrapped,
    usermeta: { ...wrapped.usermeta, ...fit(80) },
    spec: inner,
  });
}
