import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { hanteiHere, hanteiJsonHere } from './here.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())
const json = hanteiJsonHere;

describe('hantei tune', () => {
  it('drawsteel: characteristic 2 with a skill — easy 100%, medium 79%, hard 36% by hand — so 80% → medium, 40% → hard', async () => {
    const doc = await json(['tune', 'drawsteel', '--characteristic', '2', '--skill', '--targets', 'safe=0.8,risky=0.4']);
    expect(doc.param).toBe('difficulty');
    expect(doc.rows).toHaveLength(1);
    expect(doc.rows[0].picks.safe).toEqual({ value: 'medium', success: 0.79, miss: expect.closeTo(-0.01, 12) });
    expect(doc.rows[0].picks.risky).toEqual({ value: 'hard', success: 0.36, miss: expect.closeTo(-0.04, 12) });
  });
  it('2d6: ability 3 reaches 5/9 exactly at difficulty 8 (miss 0); one row per ability', async () => {
    const doc = await json(['tune', '2d6', '--ability', '2..4', '--targets', `normal=${5 / 9}`]);
    expect(doc.rows.map((r: { params: { ability: number } }) => r.params.ability)).toEqual([2, 3, 4]);
    const three = doc.rows[1].picks.normal;
    expect(three.value).toBe(8);
    expect(Math.abs(three.miss)).toBeLessThan(1e-9);
    expect(doc.rows[0].picks.normal.value).toBe(7); // one lower ability, one lower difficulty
  });
  it('prints a difficulty table and writes JSON with --json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-tune-'));
    const r = await hanteiHere([
      'tune',
      'mtg',
      '--deck',
      'decks/mono-green.yaml',
      '--check',
      'green,blue',
      '--targets',
      'easy=0.8,normal=0.5,hard=0.2',
      '--json',
      join(dir, 't.json'),
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/easy \(80\.0%\)/);
    expect(JSON.parse(readFileSync(join(dir, 't.json'), 'utf8')).rows).toHaveLength(2);
  });
  it('bad targets', async () => {
    const r = await hanteiHere(['tune', '2d6', '--ability', '3', '--targets', 'easy=1.5']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/--targets: "easy=1\.5": a target rate is between 0 and 1/);
  });
});

describe('hantei compare', () => {
  it('a ruleset compared with itself shows zero differences everywhere', async () => {
    const doc = await json([
      'compare',
      'mtg',
      '--rulesets',
      'v2,test/fixtures/v2-copy.yaml',
      '--deck',
      'decks/selesnya.txt',
      '--difficulty',
      '0..8',
      '--boost',
      'never,on-fail',
    ]);
    expect(doc.cells).toBe(6 * 9 * 2);
    for (const r of doc.rows) expect(r.diff['v2-copy']).toBe(0);
  });
  it('v1 against v2: checks matched by colour, largest differences first, colour balance per deck', async () => {
    const doc = await json([
      'compare',
      'mtg',
      '--rulesets',
      'v1,v2',
      '--deck',
      'decks/mono-green.yaml,decks/uw-control.txt',
      '--difficulty',
      '0..4',
    ]);
    expect(doc.cells).toBe(2 * 5 * 5); // v1 has no colourless check
    const sizes = doc.rows.map((r: { diff: { v2: number } }) => Math.abs(r.diff.v2));
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]);
    const green = doc.colourBalance.filter((b: { deck: string }) => b.deck === 'mono-green');
    expect(green.map((b: { ruleset: string }) => b.ruleset)).toEqual(['v1', 'v2']);
    // v2's +5/+3/0 rewards on-colour checks far more than v1's +3/+2/+1
    expect(green[1].spread).toBeGreaterThan(green[0].spread);
  });
  it('decks against the first deck when one ruleset is given', async () => {
    const doc = await json(['compare', '2d6', '--ability', '3', '--difficulty', '8', '--rulesets', 'standard,no-fumble']);
    expect(doc.rows[0].diff['no-fumble']).toBe(0); // at ability 3 vs 8 a fumble fails anyway
    const r = await hanteiHere(['compare', '2d6', '--ability', '3', '--difficulty', '8']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/compare needs two or more rulesets/);
  });
});

describe('study expectations: hantei report --check --junit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hantei-expect-'));
  let r: Awaited<ReturnType<typeof hanteiHere>>;
  beforeAll(async () => {
    r = await hanteiHere([
      'report',
      'test/fixtures/expect-study.yaml',
      '--out',
      dir,
      '--check',
      '--junit',
      join(dir, 'junit.xml'),
      '--quiet',
    ]);
  });

  it('exits 1 when an expectation fails, one readable line per failure', () => {
    expect(r.code).toBe(1);
    const fails = r.stderr.split('\n').filter((l) => l.startsWith('FAIL '));
    expect(fails).toEqual([
      'FAIL ds {characteristic=2, skill=true, edges=0, banes=0, difficulty=hard, reroll=never}: success expected ≥ 0.5, measured 36.00% (exact) — deliberately wrong: 36%',
    ]);
    expect(r.stderr).toMatch(/1 expectation failed/);
  });

  it('judges Monte Carlo with its interval and tunes difficulty-table entries', () => {
    const xml = readFileSync(join(dir, 'junit.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    const suite = parsed.testsuites.testsuite;
    const cases = ([] as Array<Record<string, unknown>>).concat(suite.testcase);
    // one testcase per expectation, even one that picks several cells
    expect(cases).toHaveLength(6);
    expect(Number(suite['@_tests'])).toBe(6);
    expect(Number(suite['@_failures'])).toBe(1);
    const text = JSON.stringify(cases);
    expect(text).toMatch(/difficulty for 50\.00% expected in \[8, 8\], tuned 8/);
    expect(text).toMatch(/measured 55\.\d\d% \(95% interval/);
  });

  it('the HTML report lists the verdicts', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    // a ✓/✗ table: one row per judged cell, the cell and the verdict in their own columns
    expect(html).toMatch(
      /<tr class="fail"><td class="mark">✗<\/td><td>ds \{characteristic=2, skill=true, edges=0, banes=0, difficulty=hard, reroll=never\}<\/td><td class="verdict">success expected ≥ 0.5/,
    );
    expect(html).toMatch(/<tr class="ok"><td class="mark">✓<\/td><td>twod6/);
  });

  it('passes (exit 0) when every expectation holds', async () => {
    const ok = await hanteiHere(['report', 'test/fixtures/small-study.yaml', '--out', join(dir, 'ok'), '--check', '--quiet']);
    expect(ok.code).toBe(0);
  });
});
