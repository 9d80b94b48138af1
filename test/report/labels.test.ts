import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type WrittenReport, writeReport } from '../../src/report/build.js';
import { chartsForDocument, rulesetDifferenceCharts } from '../../src/report/charts/plan.js';
import { poolSpecs } from '../../src/report/html.js';
import { catalogueKeys, keyLabel, registerSystemLabels, valueLabel } from '../../src/core/labels.js';
import { fixtureStudy } from './fixtures.js';

const study = fixtureStudy();
const docs = study.analyses.map((a) => ({ name: a.name, title: a.title, doc: a.results }));
const KEYS = new Set(catalogueKeys());
/** Catalogue keys standing as whole words in a text (a deck called "mono-green" is a name, not the key "green"). */
const rawKeys = (texts: readonly string[]) => [...new Set(texts.flatMap((s) => s.split(/[^A-Za-z-]+/)).filter((w) => KEYS.has(w)))];

/*
 * The en report of the study, written once: its page, and its static SVGs (every chart drawn in Node by
 * renderSvg, as writeReport draws them), serve the tests below that look at either, rather than each drawing
 * every chart again (≈2 s of CPU a time).
 */
let enReport: Promise<WrittenReport> | undefined;
const writtenEn = (): Promise<WrittenReport> => (enReport ??= writeReport(mkdtempSync(join(tmpdir(), 'hantei-pool-')), study, 'en'));
const svgOf = (written: WrittenReport, id: string): string => readFileSync(join(written.dir, 'charts', `${id}.svg`), 'utf8');

describe('the label catalogue', () => {
  it('gives words in both languages for keys and values', () => {
    expect(keyLabel('aWins', 'en')).toBe('P(A wins)');
    expect(keyLabel('aWins', 'ja')).toBe('Aの勝率');
    expect(keyLabel('finalCourage', 'ja')).toBe('最終勇気');
    expect(['never', 'on-fail', 'always'].map((v) => valueLabel('boost', v, 'ja'))).toEqual(['しない', '失敗時', '常に']);
    expect(['white', 'blue', 'black', 'red', 'green', 'colorless'].map((v) => valueLabel('check', v, 'ja')).join('・')).toBe(
      '白・青・黒・赤・緑・無色',
    );
    expect(valueLabel('vsCheck', 'blue', 'ja')).toBe('青');
    expect(valueLabel('checks', 'blue:2,green:3/colorless:1', 'ja')).toBe('青:2,緑:3/無色:1');
    // names and numbers are not words of the catalogue
    expect(valueLabel('deck', 'mono-green', 'ja')).toBe('mono-green');
    expect(valueLabel('difficulty', 4, 'ja')).toBe('4');
  });

  it("takes a scenario's words from its system: option columns, aliases and sequences of a parameter's values, result fields", () => {
    const hue = { red: { en: 'red', ja: '赤' }, teal: { en: 'teal', ja: '青緑' } };
    expect([keyLabel('hueRounds', 'ja'), valueLabel('vsHue', 'teal', 'ja')]).toEqual(['hueRounds', 'teal']);
    registerSystemLabels({
      params: [{ name: 'hue', label: { en: 'hue', ja: '色相' }, valueLabels: hue }],
      scenarios: {
        duel: {
          options: [
            { flag: 'vs-hue', label: { en: 'B hue', ja: 'Bの色相' }, valuesOf: 'hue' },
            { flag: 'hue-order', sequenceOf: 'hue' },
          ],
          resultLabels: { hueRounds: { en: 'rounds', ja: 'ラウンド数' } },
        },
      },
    });
    expect(keyLabel('vsHue', 'ja')).toBe('Bの色相');
    expect(keyLabel('hueRounds', 'ja')).toBe('ラウンド数');
    expect(valueLabel('vsHue', 'teal', 'ja')).toBe('青緑');
    expect(valueLabel('hueOrder', 'red:2,teal/red', 'ja')).toBe('赤:2,青緑/赤');
    expect(valueLabel('hueOrder', 'red', 'en')).toBe('red');
  });

  it('ja chart specs carry no catalogue key as a value or a title', () => {
    // the analysis titles are the study's own text, not ours: left out
    const charts = [
      ...docs.flatMap((d) => chartsForDocument(d, 'ja').map((c) => ({ ...c, title: c.title.replace(`${d.title}: `, '') }))),
      ...rulesetDifferenceCharts(docs, 'ja'),
    ];
    const texts: string[] = [];
    const walk = (v: unknown, key = ''): void => {
      if (
        typeof v === 'string' &&
        ![
          'field',
          'type',
          'test',
          'calculate',
          'as',
          '$schema',
          'format',
          'scheme',
          'mark',
          'orient',
          'font',
          'labelAlign',
          'value',
        ].includes(key)
      )
        texts.push(v);
      else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v))
          if (k !== 'deck' && k !== 'aLabel' && k !== 'bLabel' && k !== 'ruleset' && k !== 'method') walk(x, k);
    };
    for (const c of charts) walk({ title: c.title, explanation: c.explanation, spec: c.spec });
    expect(rawKeys(texts)).toEqual([]);
  });

  it('a ja report page shows no catalogue key in its tables', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-labels-'));
    const written = await writeReport(dir, study, 'ja');
    const html = readFileSync(written.index, 'utf8').split('<script>')[0];
    const cells = [...html.matchAll(/<(td|th|p class="fixed")[^>]*>(.*?)<\/(td|th|p)>/g)].map((m) => m[2].replace(/<[^>]+>/g, ' '));
    expect(cells.length).toBeGreaterThan(100);
    expect(rawKeys(cells)).toEqual([]);
    // the check-colour words reach the page
    expect(html).toContain('<td>緑</td>');
    expect(html).toContain('Aの勝率');
  });
});

describe('charts a designer can read', () => {
  const charts = [...docs.flatMap((d) => chartsForDocument(d, 'en')), ...rulesetDifferenceCharts(docs, 'en')];

  it('every multi-series chart draws a legend', async () => {
    const written = await writtenEn();
    // the report's charts are the ones built here (as JSON: vega tags the rows it draws with a symbol)
    expect(JSON.stringify(written.charts.map((c) => c.spec))).toBe(JSON.stringify(charts.map((c) => c.spec)));
    let multi = 0;
    for (const c of written.charts) {
      const rows = (c.spec.data as { values: Array<Record<string, unknown>> }).values;
      const encodings = JSON.stringify(c.spec);
      const colorField = /"color":\{"field":"([^"]+)"/.exec(encodings)?.[1];
      if (!colorField || new Set(rows.map((r) => r[colorField])).size < 2) continue;
      multi++;
      expect(svgOf(written, c.id), c.id).toMatch(/role-legend/);
    }
    expect(multi).toBeGreaterThanOrEqual(8);
  });

  it('curve series differ in dash and point shape as well as colour, so coinciding lines stay apart', () => {
    for (const c of charts.filter((x) => x.id.includes('-curves'))) {
      const s = JSON.stringify(c.spec);
      const color = /"color":\{"field":"([^"]+)"/.exec(s)?.[1];
      if (!color) continue;
      expect(s, c.id).toContain(`"strokeDash":{"field":"${color}"`);
      expect(s, c.id).toContain(`"shape":{"field":"${color}"`);
    }
  });

  it('the degree ridgeline shows each deck on the check it does best at', () => {
    const degree = chartsForDocument(docs[0], 'en').find((c) => c.id === 'mtg-v2-degree')!;
    const series = [...new Set((degree.spec.data as { values: Array<{ series: string }> }).values.map((r) => r.series))];
    expect(series).toContain('mono-green · green');
  });

  it('rendered in Node, no chart is wider than the 1100 px the page gives it', async () => {
    const written = await writtenEn();
    expect(JSON.stringify(written.charts.map((c) => c.spec))).toBe(JSON.stringify(charts.map((c) => c.spec)));
    for (const c of written.charts) {
      const svg = svgOf(written, c.id);
      const width = Number(/width="(\d+(?:\.\d+)?)"/.exec(svg)![1]);
      expect(width, c.id).toBeLessThanOrEqual(1100);
    }
  });
});

describe('one copy of the data in the page', () => {
  it('specs share a row pool; putting the rows back gives the same specs', () => {
    const specs = [...docs.flatMap((d) => chartsForDocument(d, 'en'))].map((c) => c.spec);
    const { pool, specs: pooled } = poolSpecs(specs);
    const back = pooled.map((s) => {
      const data = s.data as { rows?: number[] };
      return data.rows ? { ...s, data: { values: data.rows.map((i) => pool[i]) } } : s;
    });
    expect(JSON.stringify(back)).toBe(JSON.stringify(specs));
    const total = specs.reduce((n, s) => n + (s.data as { values: unknown[] }).values.length, 0);
    expect(pool.length).toBeLessThan(total);
  });

  it('the page holds no inline SVG copy of the charts: they are drawn from the specs, the static SVGs sit in charts/', async () => {
    const written = await writtenEn();
    // the body before the inlined bundles (which mention <svg in their code)
    const html = readFileSync(written.index, 'utf8').split('<script>')[0];
    expect(html).not.toMatch(/<svg/);
    for (const c of written.charts) expect(html).toContain(`<img src="charts/${c.id}.svg"`);
  });
});
