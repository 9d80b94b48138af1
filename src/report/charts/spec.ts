import type { CellResult, ResultsDocument } from '../../core/results.js';
import { extend } from '../../core/objects.js';
import { getSystem } from '../../systems/index.js';
import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { keyLabel } from '../../core/labels.js';

/** A Vega-Lite spec as plain JSON; tests validate every one against the schema. */
export type VlSpec = Record<string, unknown>;

export const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** One cell as a flat row for charts: its params plus the numbers a chart plots (no chart plots the mean degree: reading it would compute it). */
export type Row = Record<string, string | number | boolean | null>;

export function cellRow(doc: ResultsDocument, cell: Pick<CellResult, 'params' | 'success' | 'ci'>): Row {
  // extend, not a spread followed by fields: that is V8's slow path (core/objects.ts), once per cell of every chart
  return extend(cell.params, {
    ruleset: doc.ruleset,
    method: doc.method,
    success: cell.success,
    lo: cell.ci?.[0] ?? cell.success,
    hi: cell.ci?.[1] ?? cell.success,
  });
}

/** Axis or legend title of a parameter in the report's language. */
export function paramTitle(system: string, name: string, lang: Lang): string {
  if (name === 'ruleset') return t('ruleset', lang);
  const param = getSystem(system).params.find((p) => p.name === name);
  if (param) return param.label[lang];
  // a ruleset key swept as an axis (its column named with middle dots, modifiers·same): its words, the key after them
  const key = name.replace(/·/g, '.');
  const words = keyLabel(key, lang);
  return words === key ? name : `${words} (${key})`;
}

/** Whether every value of a field is a number (quantitative axis) or not (ordinal). */
export function fieldType(rows: readonly Row[], field: string): 'quantitative' | 'ordinal' | 'nominal' {
  if (rows.every((r) => typeof r[field] === 'number')) return 'quantitative';
  return field === 'difficulty' || field === 'target' ? 'ordinal' : 'nominal';
}

/**
 * One font stack for the page and every chart (SVGs rendered in Node too):
 * Latin system fonts, then the CJK fonts of each platform, so Japanese labels
 * find real glyphs wherever one of them is installed.
 */
export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", YuGothic, Meiryo, sans-serif';

/** Target width of a chart: the page's content column at 1280 px (1200 max less padding). */
export const CHART_WIDTH = 1100;

/** Facet columns that fit `CHART_WIDTH`, and the panel width the page uses to refit them to its container. */
export function wrap(
  panels: number,
  panelWidth: number,
  reserve = 0,
): { columns: number; usermeta: { panelWidth: number; reserve?: number } } {
  return {
    columns: Math.max(1, Math.min(panels, Math.floor((CHART_WIDTH - reserve) / panelWidth))),
    usermeta: reserve ? { panelWidth, reserve } : { panelWidth },
  };
}

/**
 * How the page may narrow a chart to the width it gets (a phone): its plot
 * width (top level, or the facet's inner spec) shrinks to the container less
 * `extra` (axes, labels), not below `min`. A plot sized by steps gives their
 * count (`steps`), so the page knows its width. See `fitSpec` (fit.ts).
 */
export function fit(extra: number, min = 160, steps?: number): { fit: { extra: number; min: number; steps?: number } } {
  return { fit: steps ? { extra, min, steps } : { extra, min } };
}

export function baseSpec(title: string, rows: readonly Row[], extra: VlSpec = {}): VlSpec {
  return {
    $schema: SCHEMA,
    title,
    data: { values: rows },
    config: {
      font: FONT_STACK,
      view: { stroke: null },
      axis: { labelFontSize: 11, titleFontSize: 12 },
      header: { labelFontSize: 12, titleFontSize: 13 },
      legend: { labelFontSize: 11, titleFontSize: 12, symbolOpacity: 1, symbolStrokeWidth: 2 },
    },
    ...extra,
  };
}

/** Tooltip entries: the given params, then success and its interval. */
export function tooltip(system: string, params: readonly string[], lang: Lang, withInterval: boolean): VlSpec[] {
  return [
    ...params.map((p) => ({ field: p, title: paramTitle(system, p, lang) })),
    { field: 'success', type: 'quantitative', title: t('success', lang), format: '.2%' },
    ...(withInterval
      ? [
          { field: 'lo', type: 'quantitative', title: `${t('ci', lang)} −`, format: '.2%' },
          { field: 'hi', type: 'quantitative', title: `${t('ci', lang)} +`, format: '.2%' },
        ]
      : []),
  ];
}

/** Distinct values in first-seen order: the order facets and legends keep (Vega-Lite would sort them). */
export function distinct<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

/** A sort for a field: its values in the order of the rows. */
export function dataOrder(rows: readonly Row[], field: string): Array<string | number | boolean> {
  return distinct(rows.map((r) => r[field])).filter((v): v is string | number | boolean => v !== null);
}
