// isolation: serve/ — ja-english.ts only reads the page's words (serve/page/i18n.ts)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '../../src/systems/index.js';
import { hanteiHere } from '../cli/here.js';
import { englishIn } from '../ja-english.js';

/*
 * A Japanese report shows no English word of any catalogue: its headings,
 * tables, notes, expectations and the titles and labels of its charts, over
 * every system, a simulation and a scenario. Names stay: the study's and its
 * analyses' names, decks, presets, and code (a YAML snippet in <code>).
 *
 * The commands run in-process through test/cli/here.ts (the built CLI's main()).
 */
describe('the ja report', () => {
  it('shows no English word of the catalogues, in its text or its charts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-ja-report-'));
    const deck = (f: string) => join(process.cwd(), 'decks', f);
    writeFileSync(
      join(dir, 'study.yaml'),
      [
        'name: ja',
        'title: ja study',
        'lang: ja',
        'trials: 2e4',
        'analyses:',
        `  - { name: g, system: mtg, params: { deck: [${deck('mono-green.yaml')}, ${deck('selesnya.txt')}], difficulty: 0..2, boost: [never, on-fail] } }`,
        '  - { name: dice, system: 2d6, params: { ability: 0..2, difficulty: 6..8 } }',
        '  - { name: steel, system: drawsteel, params: { characteristic: 0..2, difficulty: [easy, hard] } }',
        '  - { name: chain, system: d6chain, params: { plan: 0..1, judgement: 1, target: [easy, normal] } }',
        '  - { name: sim, system: 2d6, method: simulate, params: { ability: 1, difficulty: 7 } }',
        '  - { name: sess, system: 2d6, scenario: session, params: { checks: "3:0:8,2:1:7", courage: 1 } }',
        'expect:',
        '  - { analysis: g, where: { check: green, difficulty: 0, boost: never, deck: mono-green }, success: { min: 0.5 } }',
        '',
      ].join('\n'),
    );
    const r = await hanteiHere(['report', join(dir, 'study.yaml'), '--out', join(dir, 'out'), '--quiet', '--threads', '1']);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(dir, 'out', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    // the report's own script (the chart specs), not the bundled vega libraries
    const specs = scripts.find((s) => s.includes('vegaEmbed(') || s.includes('var pool')) ?? '';
    expect(specs.length).toBeGreaterThan(1000);
    const chartWords = [...specs.matchAll(/"(?:title|text|subtitle)":"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
    expect(chartWords.length).toBeGreaterThan(10);
    const text = html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<code[\s\S]*?<\/code>/g, ' ')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&[a-z]+;|&#\d+;/g, ' ');
    expect(text).toMatch(/難易度/);
    const names = [
      'ja study',
      'mono-green',
      'selesnya',
      'hantei',
      'dice',
      'steel',
      'chain',
      'sess',
      'name:',
      ...SYSTEMS.flatMap((s) => Object.keys(s.rulesets)).map((p) => ` ${p}`),
    ];
    expect(englishIn(text, names)).toEqual([]);
    expect(englishIn(chartWords.join('\n'), names)).toEqual([]);
  });
});
