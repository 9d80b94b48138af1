import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { vegaLiteValidator } from '../report/vega-lite.js';
import { hanteiHere } from './here.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())

describe('hantei report', () => {
  const out = mkdtempSync(join(tmpdir(), 'hantei-cli-report-'));

  it('runs a study and writes index.html, results.json, results.csv and charts/*.vl.json + *.svg', async () => {
    const r = await hanteiHere(['report', 'test/fixtures/small-study.yaml', '--out', out, '--quiet']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(join(out, 'index.html'));
    for (const f of ['index.html', 'results.json', 'results.csv']) expect(existsSync(join(out, f)), f).toBe(true);
    const charts = readdirSync(join(out, 'charts'));
    const specs = charts.filter((f) => f.endsWith('.vl.json'));
    expect(specs.length).toBeGreaterThan(10);
    for (const s of specs) expect(charts).toContain(s.replace('.vl.json', '.svg'));
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.schema).toBe('hantei.study/1');
    expect(results.analyses.map((a: { results: { schema: string } }) => a.results.schema)).toEqual(Array(5).fill('hantei.results/1'));
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=/); // nothing loaded from outside
    expect(html).toMatch(/vegaEmbed/);
    expect(html).toContain('Small study for tests');
    expect(readFileSync(join(out, 'results.csv'), 'utf8').split('\n')[0]).toMatch(/^analysis,system,ruleset/);
  });

  it('--from results.json rebuilds the same charts without simulating', async () => {
    const again = mkdtempSync(join(tmpdir(), 'hantei-cli-from-'));
    const r = await hanteiHere(['report', '--from', join(out, 'results.json'), '--out', again]);
    expect(r.code).toBe(0);
    for (const f of readdirSync(join(out, 'charts')).filter((x) => x.endsWith('.vl.json'))) {
      expect(readFileSync(join(again, 'charts', f), 'utf8'), f).toBe(readFileSync(join(out, 'charts', f), 'utf8'));
    }
  });

  it('a study error names the study file, the analysis and its line', async () => {
    const r = await hanteiHere(['report', 'test/fixtures/bad-study.yaml', '--out', join(out, 'bad'), '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad-study\.yaml:6: analysis "broken": --difficulty "9\.\.2" is an empty range/);
  });

  it('needs a study or --from', async () => {
    const r = await hanteiHere(['report']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/name a study file, or --from results.json/);
  });
});

describe('scenario analyses in a study', () => {
  const out = mkdtempSync(join(tmpdir(), 'hantei-scenario-study-'));
  let r: Awaited<ReturnType<typeof hanteiHere>>;
  beforeAll(async () => {
    r = await hanteiHere(['report', 'test/fixtures/scenario-study.yaml', '--out', out, '--check', '--quiet']);
  });

  it('runs each scenario, charts it, and judges value: expectations', () => {
    expect(r.code).toBe(1); // the second expectation names a value combat does not have
    expect(r.stderr).toMatch(/FAIL combat: no value "undecided" \(values: allSucceed, meanSuccesses\)/);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.analyses.map((a: { results: { analysis: string } }) => a.results.analysis)).toEqual([
      'opposed',
      'turn',
      'session',
      'combat',
    ]);
    const turn = results.analyses[1].results;
    expect(turn.ruleset).toBe('v1');
    expect(turn.scenarios[0].steps.map((s: { check: string }) => s.check)).toEqual(['intellect', 'body', 'use']);
    const charts = readdirSync(join(out, 'charts')).filter((f) => f.endsWith('.vl.json'));
    const csv = readFileSync(join(out, 'scenarios.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('analysis,scenario,params,kind,key,value,ci_low,ci_high');
    expect(csv.filter((l) => l.startsWith('analysis,'))).toHaveLength(1);
    expect(csv.some((l) => /^opposed,opposed,.*,value,aWins,0\.\d+,/.test(l))).toBe(true);
    expect(charts).toEqual(
      expect.arrayContaining([
        'opposed-values.vl.json',
        'opposed-rounds.vl.json',
        'turn-steps.vl.json',
        'session-finalCourage.vl.json',
        'combat-successes.vl.json',
      ]),
    );
  });

  it('every scenario chart validates against the Vega-Lite schema', async () => {
    const validate = vegaLiteValidator();
    for (const f of readdirSync(join(out, 'charts')).filter((x) => x.endsWith('.vl.json'))) {
      expect(validate(JSON.parse(readFileSync(join(out, 'charts', f), 'utf8'))), f).toBe(true);
    }
  });

  it('a scenario a system does not have is named with the ones it has', async () => {
    const bad = join(out, 'bad.yaml');
    writeFileSync(bad, 'name: x\nanalyses:\n  - { system: drawsteel, scenario: turn }\n');
    const e = await hanteiHere(['report', bad]);
    expect(e.code).toBe(1);
    expect(e.stderr).toMatch(/bad\.yaml:3:\d+: analysis 1: drawsteel has no scenario "turn"/);
  });
});
