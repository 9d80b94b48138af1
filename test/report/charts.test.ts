import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { parseStudyResults } from '../../src/report/build.js';
import { chartsForDocument, rulesetDifferenceCharts } from '../../src/report/charts/plan.js';
import { renderSvg } from '../../src/report/svg.js';
import { vegaLiteValidator } from './vega-lite.js';

const results = parseStudyResults(readFileSync('test/golden/results.json', 'utf8'), 'test/golden/results.json');
const docs = results.analyses.map((a) => ({ name: a.name, title: a.title, doc: a.results }));
const validate = vegaLiteValidator();

describe('chart specs', () => {
  for (const lang of ['en', 'ja'] as const) {
    const charts = [...docs.flatMap((d) => chartsForDocument(d, lang)), ...rulesetDifferenceCharts(docs, lang)];
    it(`${lang}: every spec validates against the Vega-Lite schema`, () => {
      expect(charts.length).toBeGreaterThanOrEqual(12);
      for (const c of charts) {
        const ok = validate(c.spec);
        expect(ok, `${c.id}: ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(true);
      }
    });
    it(`${lang}: the kinds of chart the issue asks for are all there`, () => {
      const ids = charts.map((c) => c.id);
      for (const kind of [
        'mtg-v2-heatmap',
        'mtg-v2-curves',
        'mtg-v2-degree',
        'mtg-v2-deck-diff',
        'drawsteel-outcomes',
        '2d6-outcomes',
        'mtg-v2-vs-mtg-v1',
      ]) {
        expect(
          ids.some((id) => id.startsWith(kind)),
          kind,
        ).toBe(true);
      }
    });
  }

  it('labels follow the language', () => {
    const ja = JSON.stringify(chartsForDocument(docs[0], 'ja').map((c) => c.spec));
    const en = JSON.stringify(chartsForDocument(docs[0], 'en').map((c) => c.spec));
    expect(ja).toContain('成功率');
    expect(ja).toContain('難易度');
    expect(en).toContain('P(success)');
    expect(en).not.toContain('成功率');
  });

  it('golden: the fixed results document gives the same specs as last time', async () => {
    const charts = [...docs.flatMap((d) => chartsForDocument(d, 'en')), ...rulesetDifferenceCharts(docs, 'en')];
    for (const c of charts) await expect(JSON.stringify(c.spec, null, 2) + '\n').toMatchFileSnapshot(`../golden/specs/${c.id}.vl.json`);
  });

  it('building specs does not touch the results they are built from', () => {
    const before = JSON.stringify(docs);
    chartsForDocument(docs[0], 'en');
    rulesetDifferenceCharts(docs, 'en');
    expect(JSON.stringify(docs)).toBe(before);
  });

  it('the ruleset difference is v2 − v1 on the shared cells, checks matched by colour', () => {
    const [chart] = rulesetDifferenceCharts(docs, 'en');
    const rows = (chart.spec.data as { values: Array<Record<string, unknown>> }).values;
    const v2 = docs[0].doc.cells.find(
      (c) => c.params.deck === 'mono-green' && c.params.check === 'green' && c.params.difficulty === 2 && c.params.boost === 'never',
    )!;
    const v1 = docs[1].doc.cells.find(
      (c) => c.params.deck === 'mono-green' && c.params.check === 'body' && c.params.difficulty === 2 && c.params.boost === 'never',
    )!;
    const row = rows.find((r) => r.deck === 'mono-green' && r.check === 'green' && r.difficulty === 2 && r.boost === 'never')!;
    expect(row.diff).toBeCloseTo(v2.success! - v1.success!, 12);
    expect(rows.some((r) => r.check === 'colorless')).toBe(false); // v1 has no colourless check
  });

  it('renders SVG in Node without a browser', async () => {
    const svg = await renderSvg(chartsForDocument(docs[3], 'en')[0].spec);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('</svg>');
  });

  it("the built renderer (its worker's bundle, vega inside) draws what vega from node_modules draws", async () => {
    const specs = [...docs.flatMap((d) => chartsForDocument(d, 'ja')), ...rulesetDifferenceCharts(docs, 'en')].map((c) => c.spec);
    const worker = new Worker(new URL('../../dist/workers/render-svg.bundle.js', import.meta.url));
    try {
      for (const spec of [specs[0], specs[Math.floor(specs.length / 2)], specs[specs.length - 1]]) {
        const bundled = await new Promise<{ svg?: string; error?: string }>((resolve) => {
          worker.once('message', resolve);
          worker.postMessage({ id: 0, spec });
        });
        expect(bundled.error).toBeUndefined();
        expect(bundled.svg).toBe(await renderSvg(spec));
      }
    } finally {
      await worker.terminate();
    }
  });
});
