import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { type Row, type VlSpec, baseSpec, dataOrder, fieldType, paramTitle, tooltip } from './spec.js';

/**
 * Success-rate curves against x, one line per `color` value, with the 95%
 * interval as a band (for exact results the band has no width).
 */
export function successCurves(opts: { system: string; title: string; rows: readonly Row[]; x: string; color?: string; facet?: string; lang: Lang; interval: boolean }): VlSpec {
  const { system, rows, x, color, facet, lang } = opts;
  const xType = fieldType(rows, x);
  const colorEnc = color ? { color: { field: color, type: 'nominal', title: paramTitle(system, color, lang), sort: dataOrder(rows, color) } } : {};
  const inner: VlSpec = {
    width: 300,
    height: 200,
    encoding: {
      x: { field: x, type: xType, title: paramTitle(system, x, lang), sort: null, ...(xType === 'quantitative' ? { axis: { tickMinStep: 1, format: 'd' } } : { axis: { labelAngle: 0 } }) },
    },
    layer: [
      {
        mark: { type: 'area', opacity: 0.2 },
        // the band takes the line's colour but leaves the legend to the line
        encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' }, ...(color ? { color: { ...colorEnc.color, legend: null } } : {}) },
      },
      {
        mark: { type: 'line', point: true },
        encoding: {
          y: { field: 'success', type: 'quantitative', title: t('success', lang), scale: { domain: [0, 1] }, axis: { format: '.0%' } },
          ...colorEnc,
          tooltip: tooltip(system, [facet, color, x].filter((f): f is string => !!f), lang, opts.interval),
        },
      },
    ],
  };
  if (!facet) return baseSpec(opts.title, rows, inner);
  return baseSpec(opts.title, rows, { facet: { column: { field: facet, type: 'nominal', title: paramTitle(system, facet, lang), sort: dataOrder(rows, facet) } }, spec: inner });
}
