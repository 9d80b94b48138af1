import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hantei } from './cli.js';

describe('hantei report', () => {
  const out = mkdtempSync(join(tmpdir(), 'hantei-cli-report-'));

  it('runs a study and writes index.html, results.json, results.csv and charts/*.vl.json + *.svg', () => {
    const r = hantei(['report', 'test/fixtures/small-study.yaml', '--out', out, '--quiet']);
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

  it('--from results.json rebuilds the same charts without simulating', () => {
    const again = mkdtempSync(join(tmpdir(), 'hantei-cli-from-'));
    const r = hantei(['report', '--from', join(out, 'results.json'), '--out', again]);
    expect(r.code).toBe(0);
    for (const f of readdirSync(join(out, 'charts')).filter((x) => x.endsWith('.vl.json'))) {
      expect(readFileSync(join(again, 'charts', f), 'utf8'), f).toBe(readFileSync(join(out, 'charts', f), 'utf8'));
    }
  });

  it('a study error names the study file, the analysis and its line', () => {
    const r = hantei(['report', 'test/fixtures/bad-study.yaml', '--out', join(out, 'bad'), '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad-study\.yaml:6: analysis "broken": --difficulty "9\.\.2" is an empty range/);
  });

  it('needs a study or --from', () => {
    const r = hantei(['report']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/name a study file, or --from results.json/);
  });
});
