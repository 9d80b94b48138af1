/*
 * Reply packing: what an analysis answer carries, sized for a page that
 * redraws on every key stroke (cells without their degree distributions,
 * chart rows pooled and rounded, cells compared by the system's own key).
 */

import type { Cell } from '../core/grid.js';
import type { ResultsDocument } from '../core/results.js';
import type { Chart } from '../report/charts/plan.js';
import { getSystem } from '../systems/index.js';
import type { AnalyseResponse, ChartPool } from './protocol.js';

/** The preset's side of an analysis's comparison (Workbench.presetSide). */
export interface PresetSide {
  doc: ResultsDocument;
  /** The preset's success by cell comparison key (its system's comparison key where rulesets name cells differently). */
  byKey: Map<string, number | null>;
}

export type SlimDoc = AnalyseResponse['doc'];

/** A document with only what the page and the comparison read of each cell. */
export function slimDoc(doc: ResultsDocument): SlimDoc {
  return {
    ...doc,
    cells: doc.cells.map((c) => ({ params: c.params, attempts: c.attempts, success: c.success, ci: c.ci, impossible: c.impossible })),
  };
}

/** A cell's key for comparing two rulesets of a system (the system's `report.comparable` hint where two rulesets name the same cell differently). */
export function comparableKey(systemId: string): (d: { rules?: unknown }, c: { params: Cell }) => string {
  const hint = getSystem(systemId).report.comparable;
  return (d, c) => JSON.stringify(hint ? hint(c.params, d.rules) : c.params);
}

/**
 * Chart rows in one pool, as arrays of values under a shared field list,
 * numbers rounded to 1e-6 (charts print percentages to two decimals at
 * most), text fields as indices into one list of strings: each spec's
 * `data.values` becomes `data.rows`, indices into it.
 */
export function poolCharts(charts: readonly Chart[]): { charts: Chart[]; pool: ChartPool } {
  const fields: string[] = [];
  const fieldAt = new Map<string, number>();
  const rows: unknown[][] = [];
  const seen = new Map<string, number>();
  const round = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e6) / 1e6 : v);
  const out = charts.map((c) => {
    const data = (c.spec as { data?: { values?: Array<Record<string, unknown>> } }).data;
    if (!data?.values) return c;
    const refs = data.values.map((row) => {
      const arr: unknown[] = [];
      // for…in, not Object.entries: no array per field of every row
      for (const k in row) {
        let i = fieldAt.get(k);
        if (i === undefined) {
          i = fields.length;
          fields.push(k);
          fieldAt.set(k, i);
        }
        arr[i] = round(row[k]);
      }
      const key = arr.join('\u0001');
      let i = seen.get(key);
      if (i === undefined) {
        i = rows.length;
        rows.push(arr);
        seen.set(key, i);
      }
      return i;
    });
    return { ...c, spec: { ...c.spec, data: { rows: refs } } };
  });
  // fields whose values are all text go as indices into one list of strings: the names every row
  // repeats (deck, check, ruleset …) were most of the pool's bytes
  const text = fields.map(
    (_, f) =>
      rows.every((r) => r[f] === undefined || r[f] === null || typeof r[f] === 'string') && rows.some((r) => typeof r[f] === 'string'),
  );
  const strings: string[] = [];
  const stringAt = new Map<string, number>();
  for (const r of rows) {
    for (let f = 0; f < fields.length; f++) {
      const v = r[f];
      if (!text[f] || typeof v !== 'string') continue;
      let i = stringAt.get(v);
      if (i === undefined) {
        i = strings.length;
        strings.push(v);
        stringAt.set(v, i);
      }
      r[f] = i;
    }
  }
  return { charts: out, pool: { fields, rows, text: fields.flatMap((_, f) => (text[f] ? [f] : [])), strings } };
}
