import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { type Row, type VlSpec, baseSpec, dataOrder, paramTitle, tooltip } from './spec.js';

/**
 * Success as grouped bars, for a grid at one value of its x parameter (a
 * study at one difficulty): a group per value of `x` (mtg's check), a bar per
 * value of `color` (the deck) within it.
 *
 * @example
 * successBars({ system: 'mtg', title: '', rows, x: 'check', color: 'deck', lang: 'en', params: ['deck', 'check'] });
 */
export function successBars(o: {
  system: string;
  title: string;
  rows: readonly Row[];
  x: string;
  color?: string;
  lang: Lang;
  params: readonly string[];
}): VlSpec {
  const xs = dataOrder(o.rows, o.x);
  const bars = o.color ? dataOrder(o.rows, o.color).length : 1;
  return baseSpec(o.title, o.rows, {
    // a fixed width for the groups (a step with xOffset counts each bar), within the page's chart width
    width: Math.min(900, xs.length * Math.max(28, 16 * bars + 12)),
    height: 220,
    mark: { type: 'bar', tooltip: true },
    encoding: {
      x: { field: o.x, type: 'nominal', title: paramTitle(o.system, o.x, o.lang), sort: xs, axis: { labelAngle: 0 } },
      y: { field: 'success', type: 'quantitative', title: t('success', o.lang), axis: { format: '%' }, scale: { domain: [0, 1] } },
      ...(o.color
        ? {
            xOffset: { field: o.color, type: 'nominal', sort: dataOrder(o.rows, o.color) },
            color: {
              field: o.color,
              type: 'nominal',
              title: paramTitle(o.system, o.color, o.lang),
              sort: dataOrder(o.rows, o.color),
              legend: { orient: 'top' },
            },
          }
        : {}),
      tooltip: tooltip(o.system, o.params, o.lang, false),
    },
  });
}
