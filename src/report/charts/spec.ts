import type { CellResult, ResultsDocument } from '../../core/results.js';
import { getSystem } from '../../systems/index.js';
import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';

/** A Vega-Lite spec as plain JSON; tests validate every one against the schema. */
export type VlSpec = Record<string, unknown>;

export const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** One cell as a flat row for charts: its params plus the numbers a chart plots. */
export type Row = Record<string, string | number | boolean | null>;

export function cellRow(doc: ResultsDocument, cell: CellResult): Row {
  return {
    ...cell.params,
    ruleset: doc.ruleset,
    method: doc.method,
    success: cell.success,
    lo: cell.ci?.[0] ?? cell.success,
    hi: cell.ci?.[1] ?? cell.success,
    mean: cell.mean,
  };
}

/** Axis or legend title of a parameter in the report's language. */
export function paramTitle(system: string, name: string, lang: Lang): string {
  if (name === 'ruleset') return t('ruleset', lang);
  return getSystem(system).params.find((p) => p.name === name)?.label[lang] ?? name;
}

/** Whether every value of a field is a number (quantitative axis) or not (ordinal). */
export function fieldType(rows: readonly Row[], field: string): 'quantitative' | 'ordinal' | 'nominal' {
  if (rows.every((r) => typeof r[field] === 'number')) return 'quantitative';
  return field === 'difficulty' || field === 'target' ? 'ordinal' : 'nominal';
}

export function baseSpec(title: string, rows: readonly Row[], extra: VlSpec = {}): VlSpec {
  return {
    $schema: SCHEMA,
    title,
    data: { values: rows },
    config: { font: 'system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", sans-serif', view: { stroke: null }, axis: { labelFontSize: 11, titleFontSize: 12 } },
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
