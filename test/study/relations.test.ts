import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CellResult, ResultsDocument } from '../../src/core/results.js';
import { judge } from '../../src/study/expect.js';
import { runStudy } from '../../src/study/run.js';
import { loadStudy } from '../../src/study/study.js';

/*
 * Expectations that pick cells by how a check's colour relates to each deck's
 * colours, and bound the mean or spread of their success, against the cells
 * picked by hand. The bundled decks' colours (as compare's colour balance
 * reports them): mono-green G, selesnya WG, uw-control WU, eldrazi none.
 * The wheel W U B R G: neighbours are allied, the rest enemies.
 */
const HAND: Record<string, Record<string, string[]>> = {
  'on-colour': { 'mono-green': ['green'], selesnya: ['white', 'green'], 'uw-control': ['white', 'blue'], eldrazi: [] },
  allied: { 'mono-green': ['white', 'red'], selesnya: ['blue', 'red'], 'uw-control': ['black', 'green'], eldrazi: [] },
  enemy: { 'mono-green': ['blue', 'black'], selesnya: ['black'], 'uw-control': ['red'], eldrazi: [] },
  'off-colour': {
    'mono-green': ['white', 'blue', 'black', 'red'],
    selesnya: ['blue', 'black', 'red'],
    'uw-control': ['black', 'red', 'green'],
    eldrazi: ['white', 'blue', 'black', 'red', 'green'],
  },
  colourless: { 'mono-green': ['colorless'], selesnya: ['colorless'], 'uw-control': ['colorless'], eldrazi: ['colorless'] },
};

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

describe('check: relations, mean: and spread:', () => {
  it('pick the cells a designer means and bound their mean and spread, as report --check judges them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-rel-'));
    const decks = ['mono-green.yaml', 'selesnya.txt', 'uw-control.txt', 'eldrazi.yaml'].map((f) => resolve('decks', f));
    const file = join(dir, 'rel.yaml');
    const relations = Object.keys(HAND);
    writeFileSync(
      file,
      `name: rel
analyses:
  - { name: t, system: mtg, params: { deck: [${decks.join(', ')}], difficulty: 2..3 } }
expect:
${relations.map((r) => `  - { analysis: t, check: ${r}, where: { difficulty: 3 }, mean: { min: 0.5 } }\n  - { analysis: t, check: ${r}, where: { difficulty: 3 }, spread: { max: 0.3 } }`).join('\n')}
`,
    );
    const study = loadStudy(file);
    const docs = await runStudy(study, { threads: 0 }, () => undefined);
    const doc = docs[0].doc as ResultsDocument;
    expect(doc.deckColours).toEqual({ 'mono-green': 'G', selesnya: 'WG', 'uw-control': 'WU', eldrazi: '' });
    const verdicts = judge(study.expect, new Map([['t', doc]]));
    relations.forEach((r, i) => {
      const cells = doc.cells.filter(
        (c: CellResult) => c.params.difficulty === 3 && HAND[r][String(c.params.deck)].includes(String(c.params.check)),
      );
      expect(cells.length).toBeGreaterThan(0);
      const rates = cells.map((c) => c.success!);
      const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
      const spread = Math.max(...rates) - Math.min(...rates);
      const [m, s] = [verdicts[2 * i], verdicts[2 * i + 1]];
      expect(m.lines[0], r).toContain(`mean of success over ${cells.length} cell`);
      expect(m.lines[0]).toContain(`measured ${pct(mean)}`);
      expect(m.ok).toBe(mean >= 0.5);
      expect(m.miss).toBeCloseTo(Math.max(0, 0.5 - mean), 12);
      expect(s.lines[0]).toContain(`measured ${pct(spread)}`);
      expect(s.ok).toBe(spread <= 0.3);
      expect(s.miss).toBeCloseTo(Math.max(0, spread - 0.3), 12);
    });
    // some pass, some fail: the bounds are not vacuous
    expect(verdicts.some((v) => v.ok)).toBe(true);
    expect(verdicts.some((v) => !v.ok)).toBe(true);
  });

  it('results without deck colours (saved before) say so instead of judging', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-rel-'));
    const file = join(dir, 'rel.yaml');
    writeFileSync(
      file,
      `name: rel
analyses:
  - { name: t, system: mtg, params: { deck: ${resolve('decks/mono-green.yaml')}, difficulty: 2 } }
expect:
  - { analysis: t, check: on-colour, success: { min: 0.5 } }
`,
    );
    const study = loadStudy(file);
    const docs = await runStudy(study, { threads: 0 }, () => undefined);
    const doc = { ...(docs[0].doc as ResultsDocument), deckColours: undefined };
    const [v] = judge(study.expect, new Map([['t', doc]]));
    expect(v.ok).toBe(false);
    expect(v.lines[0]).toMatch(/needs each deck's colours, which these results do not carry/);
  });
});
