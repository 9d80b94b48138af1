import { describe, expect, it } from 'vitest';
import { exact } from '../../src/api/index.js';
import type { ResultsDocument } from '../../src/core/results.js';
import { type Chart, chartsForDocument, rulesetDifferenceCharts } from '../../src/report/charts/plan.js';
import { valueLabel } from '../../src/core/labels.js';

/*
 * No value is ever dropped from a chart: for every chart planner, each kind of
 * chart (heatmap, curves, outcomes, deck difference, ruleset difference),
 * taken over all the charts of that kind, shows every value of every
 * parameter its grid varies. Grids wider than a chart has panels (2d6 ability
 * 0..8, nine panels) and with more parameters than channels (mtg: deck, check,
 * difficulty, boost, known) must wrap or split, never thin out.
 */

const kindOf = (c: Chart) => c.id.replace(/^.*?-(heatmap|curves|outcomes|deck-diff|degree)(-.*)?$/, '$1');

/** The values of a parameter the charts' rows show, as text (stacked charts carry it as their x or facet). */
function shown(charts: readonly Chart[], param: string): Set<string> {
  const out = new Set<string>();
  for (const c of charts) {
    const rows = (c.spec.data as { values: Array<Record<string, unknown>> }).values;
    for (const r of rows) {
      if (param in r) out.add(String(r[param]));
      else for (const f of ['x', 'facet', 'series']) if (f in r) out.add(String(r[f]));
    }
  }
  return out;
}

function expectEveryValue(doc: ResultsDocument, charts: readonly Chart[], kinds: readonly string[], skip: readonly string[] = []): void {
  const params = Object.keys(doc.cells[0].params);
  const varying = params.filter((p) => new Set(doc.cells.map((c) => String(c.params[p]))).size > 1 && !skip.includes(p));
  for (const kind of kinds) {
    const mine = charts.filter((c) => kindOf(c) === kind);
    expect(mine.length, `${doc.system}: no ${kind} chart`).toBeGreaterThan(0);
    // a value fixed for a whole chart of a split grid is named in its title
    const titles = mine.map((c) => c.title).join('\n');
    for (const p of varying) {
      const values = shown(mine, p);
      for (const v of new Set(doc.cells.map((c) => c.params[p]))) {
        const word = valueLabel(p, v, 'en');
        const seen = values.has(String(v)) || values.has(word) || titles.includes(word);
        expect(seen, `${doc.system} ${kind}: ${p} = ${String(v)} is missing`).toBe(true);
      }
    }
  }
}

describe('no value is dropped from a chart', () => {
  it('2d6 ability 0..8 (nine outcome and curve panels)', async () => {
    const doc = await exact({ system: '2d6', params: { ability: '0..8', difficulty: '9..14', modifier: '0,1' } });
    const charts = chartsForDocument({ name: '2d6', title: '2d6', doc }, 'en');
    expectEveryValue(doc, charts, ['curves', 'outcomes']);
  });

  it('2d6 ability 2..8, the case the issue found (5 was missing)', async () => {
    const doc = await exact({ system: '2d6', params: { ability: '2..8', difficulty: '4..12' } });
    const charts = chartsForDocument({ name: '2d6', title: '2d6', doc }, 'en');
    expectEveryValue(doc, charts, ['curves', 'outcomes']);
    const outcome = charts.find((c) => c.id === '2d6-outcomes')!;
    const facets = new Set((outcome.spec.data as { values: Array<{ facet: string }> }).values.map((r) => r.facet));
    expect([...facets]).toEqual(['2', '3', '4', '5', '6', '7', '8']);
  });

  it('drawsteel: characteristic −2..5 × edges 0..2 × banes 0..2 × skill', async () => {
    const doc = await exact({
      system: 'drawsteel',
      params: { characteristic: '-2..5', edges: '0..2', banes: '0..2', skill: true, difficulty: 'easy,medium,hard' },
    });
    expectEveryValue(doc, chartsForDocument({ name: 'ds', title: 'ds', doc }, 'en'), ['outcomes']);
  });

  it('d6chain: dice × plan × judgement × target', async () => {
    const doc = await exact({ system: 'd6chain', params: { dice: '1..4', plan: '0..8', judgement: '0,2,4', target: '2..12' } });
    expectEveryValue(doc, chartsForDocument({ name: 'd6', title: 'd6', doc }, 'en'), ['curves']);
  });

  it('mtg: four decks × every check × difficulty × three boost policies × known cards, and v2 against v1', async () => {
    const decks = ['decks/mono-green.yaml', 'decks/selesnya.txt', 'decks/eldrazi.yaml', 'decks/uw-control.txt'];
    const params = { deck: decks, difficulty: '0..8', boost: 'never,on-fail,always', known: '0,2' } as const;
    const doc = await exact({ system: 'mtg', ruleset: 'v2', params });
    const charts = chartsForDocument({ name: 'mtg', title: 'mtg', doc }, 'en');
    expectEveryValue(doc, charts, ['heatmap', 'curves']);
    // the deck difference charts show every deck but the one they subtract
    expectEveryValue(doc, charts, ['deck-diff'], ['deck']);
    const v1 = await exact({ system: 'mtg', ruleset: 'v1', params: { ...params, difficulty: '0..4' } });
    const diff = rulesetDifferenceCharts(
      [
        { name: 'v2', title: 'v2', doc },
        { name: 'v1', title: 'v1', doc: v1 },
      ],
      'en',
    );
    const shared = { ...v1, cells: v1.cells.filter((c) => c.params.check !== 'colorless') };
    expect(diff.length).toBeGreaterThan(0);
    const titles = diff.map((c) => c.title).join('\n');
    for (const p of ['deck', 'difficulty', 'boost', 'known'] as const) {
      const all = shown(diff, p);
      for (const v of new Set(shared.cells.map((c) => c.params[p])))
        expect(
          all.has(String(v)) || all.has(valueLabel(p, v, 'en')) || titles.includes(valueLabel(p, v, 'en')),
          `v2 − v1: ${p} = ${String(v)}`,
        ).toBe(true);
    }
  });
});
