// isolation: serve/ — a Workbench of built-in systems that writes nothing; src/serve keeps no state outside it
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/api/checks.js';
import { chartsForDocument, rulesetDifferenceCharts } from '../../src/report/charts/plan.js';
import { chartRows } from '../../src/serve/protocol.js';
import { Workbench } from '../../src/serve/workbench.js';
import type { V2 } from '../../src/systems/mtg/ruleset.js';

/*
 * /api/analyse sends its chart rows pooled (shared rows, numbers to 1e-6,
 * text fields as indices into one string list). What the page puts back with
 * `chartRows` must be every chart's own rows, as a fresh computation of the
 * same ruleset plans them.
 */

const round = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e6) / 1e6 : v);
const rounded = (rows: ReadonlyArray<Record<string, unknown>>) =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(r)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, round(v)]),
    ),
  );

describe("the analyse answer's pooled chart rows", () => {
  it('put back, equal the rows of the charts planned from a fresh exact() (exact and difference charts)', async () => {
    const wb = new Workbench(join('reports', 'balance.yaml'), { write: false });
    const a = wb.analyses.find((x) => x.name === 'mtg-v2')!;
    const rules = JSON.parse(JSON.stringify(a.rules)) as typeof V2;
    rules.modifiers.same = 3;
    const res = await wb.analyse({ analysis: 'mtg-v2', rules, params: a.params, lang: 'ja' });
    // text fields (deck, check, ruleset …) travel as indices into one list
    expect(res.pool.text?.length).toBeGreaterThan(0);
    expect(res.pool.strings).toContain('v2 (編集版)'); // the page is in Japanese: so is the edited ruleset's name

    const decks = [...wb.decks.values()];
    const doc = await runExact({ system: 'mtg', ruleset: rules, params: a.params, decks });
    doc.ruleset = 'v2 (編集版)';
    const base = await runExact({ system: 'mtg', ruleset: 'v2', params: a.params, decks });
    const charts = chartsForDocument({ name: a.name, title: a.title, doc }, 'ja', { degree: false });
    const diff = rulesetDifferenceCharts(
      [
        { name: 'edited', title: a.title, doc },
        { name: 'v2', title: a.title, doc: base },
      ],
      'ja',
    );
    expect(res.charts.map((c) => c.id)).toEqual(charts.map((c) => c.id));
    expect(res.compare.charts.map((c) => c.id)).toEqual(diff.map((c) => c.id));
    for (const [sent, fresh] of [...res.charts.map((c, i) => [c, charts[i]]), ...res.compare.charts.map((c, i) => [c, diff[i]])] as const) {
      const values = (fresh.spec as { data: { values: Array<Record<string, unknown>> } }).data.values;
      expect(rounded(chartRows(sent.spec, res.pool)), sent.id).toEqual(rounded(values));
    }
  });
});
