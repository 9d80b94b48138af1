import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exact } from '../../src/api/checks.js';
import { hanteiHere, hanteiJsonHere } from './here.js';

/*
 * `tune --across decks`: each pick against the per-deck exact odds, summarised
 * by hand (mean, worst, median), within the ruleset's legal range. The
 * commands run in-process through test/cli/here.ts (the built CLI's main()).
 */

const DECKS = ['decks/mono-green.yaml', 'decks/selesnya.txt', 'decks/uw-control.txt', 'decks/eldrazi.yaml'];
const TARGETS = { easy: 0.8, normal: 0.5, hard: 0.2 };
const summary = {
  mean: (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length,
  worst: (xs: number[]) => Math.min(...xs),
  median: (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  },
};

interface Pick {
  value: number;
  success: number;
  miss: number;
  each: Record<string, number>;
  flags: string[];
}

describe('tune --across decks', () => {
  for (const how of ['mean', 'worst', 'median'] as const) {
    it(`--pick ${how}: the difficulty whose ${how} success over the decks is closest to each target, within difficulty.min..max`, async () => {
      const doc = await hanteiJsonHere([
        'tune',
        'mtg',
        '--deck',
        DECKS.join(','),
        '--boost',
        'never,on-fail',
        '--targets',
        'easy=0.8,normal=0.5,hard=0.2',
        '--across',
        'decks',
        '--pick',
        how,
      ]);
      expect(doc.across).toBe('deck');
      expect(doc.pick).toBe(how);
      expect(doc.candidates).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]); // v2's legal range, not tune's wider -2..12
      expect(doc.rows).toHaveLength(12); // 6 checks × 2 boost policies
      const per = await exact({ system: 'mtg', params: { deck: DECKS, boost: ['never', 'on-fail'], difficulty: '0..8' } });
      for (const row of doc.rows) {
        expect(row.params).not.toHaveProperty('deck');
        for (const [label, target] of Object.entries(TARGETS)) {
          const pick: Pick = row.picks[label];
          // by hand: every legal difficulty, its summary over the decks, the closest (first on ties)
          let best: { d: number; s: number } | undefined;
          for (let d = 0; d <= 8; d++) {
            const rates = per.cells
              .filter(
                (c) =>
                  c.params.check === row.params.check &&
                  c.params.boost === row.params.boost &&
                  c.params.difficulty === d &&
                  c.success !== null,
              )
              .map((c) => c.success!);
            const s = summary[how](rates);
            if (!best || Math.abs(s - target) < Math.abs(best.s - target) - 1e-12) best = { d, s };
          }
          expect(pick.value, `${row.params.check} ${row.params.boost} ${label}`).toBe(best!.d);
          expect(pick.success).toBeCloseTo(best!.s, 10);
          expect(pick.miss).toBeCloseTo(best!.s - target, 10);
          expect(Object.keys(pick.each).sort()).toEqual(['eldrazi', 'mono-green', 'selesnya', 'uw-control']);
          expect(pick.flags.includes('off-target')).toBe(Math.abs(pick.miss) > 0.1);
        }
      }
    }, 60_000);
  }

  it('flags a pick at the range edge whose rates still move toward the target; --difficulty widens the range', async () => {
    const narrow = await hanteiJsonHere([
      'tune',
      'mtg',
      '--deck',
      DECKS.join(','),
      '--check',
      'colorless',
      '--targets',
      'easy=0.95',
      '--across',
      'decks',
    ]);
    const p = narrow.rows[0].picks.easy;
    expect(p.value).toBe(0);
    expect(p.flags).toEqual(['off-target', 'edge']);
    const wide = await hanteiJsonHere([
      'tune',
      'mtg',
      '--deck',
      DECKS.join(','),
      '--check',
      'colorless',
      '--targets',
      'easy=0.95',
      '--across',
      'decks',
      '--difficulty',
      '-6..8',
    ]);
    expect(wide.rows[0].picks.easy.value).toBeLessThan(0);
    expect(Math.abs(wide.rows[0].picks.easy.miss)).toBeLessThan(Math.abs(p.miss));
  });

  it('prints the table for a scenario book: markdown, csv and html, in en and ja; the plain tune output is as before', async () => {
    const base = [
      'tune',
      'mtg',
      '--deck',
      DECKS.join(','),
      '--check',
      'green,blue',
      '--targets',
      'easy=0.8,normal=0.5,hard=0.2',
      '--across',
      'decks',
    ];
    const md = await hanteiHere([...base, '--format', 'markdown']);
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/^\| Check \| easy \(80%\) \| normal \(50%\) \| hard \(20%\) \|$/m);
    expect(md.stdout).toMatch(/^\| green \| \d · \d+%.* \|/m);
    const ja = await hanteiHere([...base, '--format', 'markdown', '--lang', 'ja']);
    expect(ja.stdout).toMatch(/難易度表/);
    expect(ja.stdout).toMatch(/^\| 判定の種類 \|/m);
    expect(ja.stdout).toMatch(/^\| 緑 \|/m);
    const csv = await hanteiHere([...base, '--format', 'csv']);
    expect(csv.stdout.split('\n')[0]).toBe(
      'check,target,rate,difficulty,success,miss,flags,success_mono-green,success_selesnya,success_uw-control,success_eldrazi',
    );
    expect(csv.stdout.trim().split('\n')).toHaveLength(1 + 2 * 3);
    const html = await hanteiHere([...base, '--format', 'html', '--deck', 'decks/mono-green.yaml,<x>.yaml']);
    expect(html.code).toBe(1); // a deck that does not exist is refused before anything is printed
    const ok = await hanteiHere([...base, '--format', 'html']);
    expect(ok.stdout).toMatch(/^<figure class="hantei-difficulty-table" lang="en">/);
    expect(ok.stdout).toMatch(/<th scope="row">green<\/th><td class="num[^"]*">\d · \d+%/);
    // without --across, tune prints what it always did
    const plain = await hanteiHere(['tune', 'mtg', '--deck', 'decks/mono-green.yaml', '--check', 'green', '--targets', 'easy=0.8']);
    expect(plain.stdout).toMatch(/closest to each target rate \(exact odds; candidates -2, -1, 0/);
  }, 60_000);

  it('across another parameter of a dice system: one difficulty for every ability', async () => {
    const doc = await hanteiJsonHere([
      'tune',
      '2d6',
      '--ability',
      '0..5',
      '--targets',
      'normal=0.5',
      '--across',
      'ability',
      '--pick',
      'median',
    ]);
    expect(doc.rows).toHaveLength(1);
    expect(doc.rows[0].params).not.toHaveProperty('ability');
    expect(Object.keys(doc.rows[0].picks.normal.each)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it("a study analysis's difficultyTable: is the same table, in the report's summary and its results.json (and after --from)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-book-'));
    const r = await hanteiHere(['report', 'reports/colours.yaml', '--out', dir, '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
    const book = results.analyses.find((a: { name: string }) => a.name === 'book').results.difficultyTable;
    const cli = await hanteiJsonHere([
      'tune',
      'mtg',
      '--deck',
      DECKS.join(','),
      '--boost',
      'never',
      '--targets',
      'easy=0.8,normal=0.5,hard=0.2',
      '--across',
      'decks',
    ]);
    expect(book.rows).toEqual(cli.rows);
    expect(book.candidates).toEqual(cli.candidates);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<figure class="hantei-difficulty-table" lang="en">');
    const again = await hanteiHere(['report', '--from', join(dir, 'results.json'), '--out', join(dir, 'again'), '--quiet', '--lang', 'ja']);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(join(dir, 'again', 'index.html'), 'utf8')).toMatch(
      /<figure class="hantei-difficulty-table" lang="ja">\n<table>\n<caption>難易度表/,
    );
  }, 60_000);
});
