import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())

describe('hantei exact|simulate mtg: the results document', () => {
  it('exact JSON has the promised fields, one cell per deck × check × difficulty × boost', async () => {
    const r = await hanteiHere([
      'exact',
      'mtg',
      '--deck',
      'decks/mono-green.yaml',
      '--check',
      'green',
      '--difficulty',
      '0..8',
      '--boost',
      'never,on-fail',
      '--format',
      'json',
    ]);
    expect(r.stderr).toBe('');
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ schema: 'hantei.results/1', system: 'mtg', ruleset: 'v2', method: 'exact', seed: null, trials: null });
    expect(doc.cells).toHaveLength(18);
    for (const c of doc.cells) {
      expect(Object.keys(c.params)).toEqual(['deck', 'check', 'difficulty', 'boost', 'known']);
      expect(c.success).toBeGreaterThanOrEqual(0);
      expect(c.success).toBeLessThanOrEqual(1);
      const total = Object.values(c.degree as Record<string, number>).reduce((s, p) => s + p, 0);
      expect(total).toBeCloseTo(1, 9);
      // success is exactly the mass of degrees ≥ 0 (no critical cards here)
      const nonNegative = Object.entries(c.degree as Record<string, number>)
        .filter(([d]) => Number(d) >= 0)
        .reduce((s, [, p]) => s + p, 0);
      expect(c.success).toBeCloseTo(nonNegative, 9);
    }
    // success never rises with difficulty
    const never = doc.cells
      .filter((c: { params: { boost: string } }) => c.params.boost === 'never')
      .map((c: { success: number }) => c.success);
    for (let i = 1; i < never.length; i++) expect(never[i]).toBeLessThanOrEqual(never[i - 1]);
  });

  it('simulate JSON carries seed, trials, the interval and the exact answer', async () => {
    const r = await hanteiHere([
      'simulate',
      'mtg',
      '--deck',
      'decks/eldrazi.yaml',
      '--difficulty',
      '3',
      '--boost',
      'always',
      '--trials',
      '200000',
      '--seed',
      '7',
      '--format',
      'json',
      '--ruleset',
      'v1',
      '--check',
      'body',
    ]);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ method: 'monte-carlo', seed: '7', trials: 200000, ruleset: 'v1' });
    const c = doc.cells[0];
    expect(c.params.check).toBe('body');
    expect(c.ci[0]).toBeLessThanOrEqual(c.success);
    expect(c.ci[1]).toBeGreaterThanOrEqual(c.success);
    expect(Math.abs(c.z)).toBeLessThan(4.5);
    expect(c.exact).toBeGreaterThan(0);
  });

  it('table in Japanese, CSV with ASCII minus', async () => {
    const ja = await hanteiHere([
      'exact',
      'mtg',
      '--deck',
      'decks/uw-control.txt',
      '--check',
      '青,白',
      '--difficulty',
      '4',
      '--lang',
      'ja',
    ]);
    expect(ja.stdout).toMatch(/成功率/);
    expect(ja.stdout).toMatch(/判定の種類/);
    const csv = await hanteiHere([
      'exact',
      'mtg',
      '--deck',
      'decks/uw-control.txt',
      '--check',
      'red',
      '--difficulty',
      '8',
      '--format',
      'csv',
    ]);
    const [header, row] = csv.stdout.trim().split('\n');
    expect(header.split(',')).toContain('success');
    expect(row).toMatch(/,-\d/);
    expect(csv.stdout).not.toMatch(/\u2212/);
  });

  it('opposed and turn scenarios', async () => {
    const o = await hanteiHere([
      'opposed',
      'mtg',
      '--deck',
      'decks/mono-green.yaml',
      '--vs',
      'decks/uw-control.txt',
      '--check',
      'green',
      '--vs-check',
      'blue',
      '--difficulty',
      '1',
      '--trials',
      '20000',
      '--format',
      'json',
    ]);
    expect(o.stderr).toBe('');
    const od = JSON.parse(o.stdout);
    expect(od.analysis).toBe('opposed');
    const v = od.scenarios[0].values;
    expect(v.aWins + v.bWins + v.undecided).toBeCloseTo(1, 9);
    const t = await hanteiHere([
      'turn',
      'mtg',
      '--deck',
      'decks/eldrazi.yaml',
      '--checks',
      'blue:2,green:3/colorless:1',
      '--boost',
      'on-fail',
      '--hand',
      '7',
      '--trials',
      '20000',
    ]);
    expect(t.code).toBe(0);
    expect(t.stdout).toMatch(/P\(all succeed\)/);
  });

  it('deck inspect shows the resolved library', async () => {
    const r = await hanteiHere(['deck', 'inspect', 'decks/selesnya.txt']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/60 cards in the library, 3 in the sideboard/);
    expect(r.stdout).toMatch(/Temple Garden .* W\/G/);
  });
});
