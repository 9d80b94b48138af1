import { describe, expect, it } from 'vitest';
import { hanteiHere, hanteiJsonHere } from './here.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())
const json = hanteiJsonHere;

describe('dice systems on the command line', () => {
  it('2d6: params in camelCase, critical/fumble outcomes', async () => {
    const doc = await json([
      'exact',
      '2d6',
      '--ability',
      '3',
      '--modifier',
      '-1..1',
      '--difficulty',
      '8',
      '--courage-die',
      '--convert',
      'when-safe',
    ]);
    expect(doc.cells).toHaveLength(3);
    expect(doc.cells[0].params).toEqual({ ability: 3, modifier: -1, difficulty: 8, courageDie: true, convert: 'when-safe' });
    expect(Object.keys(doc.cells[0].outcomes)).toEqual(expect.arrayContaining(['critical', 'fumble']));
  });
  it('drawsteel: the five categories', async () => {
    const doc = await json(['exact', 'drawsteel', '--characteristic', '2', '--skill', '--difficulty', 'medium']);
    const c = doc.cells[0];
    expect(c.params).toEqual({ characteristic: 2, skill: true, edges: 0, banes: 0, difficulty: 'medium', reroll: 'never' });
    expect(c.success).toBeCloseTo(0.79, 12);
    const five = ['failure-consequence', 'failure', 'success-consequence', 'success', 'success-reward'];
    expect(five.reduce((s, k) => s + c.outcomes[k], 0)).toBeCloseTo(1, 9);
  });
  it('d6chain: targets by number and label', async () => {
    const doc = await json(['exact', 'd6chain', '--dice', '1', '--plan', '0', '--judgement', '0', '--target', '5,easy']);
    expect(doc.cells.map((c: { params: { target: unknown } }) => c.params.target)).toEqual([5, 'easy']);
    expect(doc.cells[0].success).toBeCloseTo(6 / 36, 12);
  });
  it('same seed, same numbers on 1 and 2 threads (2d6, 3 chunks)', async () => {
    const args = ['simulate', '2d6', '--ability', '3', '--difficulty', '7,8', '--trials', '5000000', '--seed', '9', '--format', 'json'];
    const strip = (s: string) => ({ ...JSON.parse(s), run: null });
    expect(strip((await hanteiHere([...args, '--threads', '2'])).stdout)).toEqual(
      strip((await hanteiHere([...args, '--threads', '1'])).stdout),
    );
  });
  it('scenarios: 2d6 opposed and session, d6chain combat', async () => {
    const o = await json(['opposed', '2d6', '--ability', '3', '--vs-ability', '2', '--trials', '100000']);
    const v = o.scenarios[0].values;
    expect(Math.abs(v.actionWins - v.exactActionWins)).toBeLessThan(4.5 * Math.sqrt(0.25 / 100000));
    const s = await json([
      'session',
      '2d6',
      '--checks',
      '3:0:8,2:1:7',
      '--courage',
      '1',
      '--spend',
      'always',
      '--convert',
      'when-safe',
      '--trials',
      '20000',
    ]);
    expect(s.scenarios[0].steps[0].spent).toBe(1);
    const c = await json(['combat', 'd6chain', '--steps', 'setup:1:2:1:normal,phase1:1:1:2:8', '--turns', '3', '--trials', '20000']);
    expect(c.scenarios[0].steps).toHaveLength(6);
    const dist = c.scenarios[0].distributions.successes as Record<string, number>;
    expect(Object.values(dist).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});

describe('dice systems: bad input', () => {
  const bad = async (args: string[], re: RegExp) => {
    const r = await hanteiHere(args);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(re);
    expect(r.stderr.trim().split('\n').length).toBeLessThanOrEqual(2);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  };
  it('an unknown difficulty label', async () => {
    await bad(['exact', 'd6chain', '--target', 'medium'], /--target: unknown value "medium"/);
    await bad(['exact', 'drawsteel', '--characteristic', '1', '--difficulty', 'deadly'], /--difficulty: unknown value "deadly"/);
  });
  it('--edges -1', () =>
    bad(['exact', 'drawsteel', '--characteristic', '1', '--edges', '-1', '--difficulty', 'medium'], /--edges -1 is impossible/));
  it('non-numeric ranges', () => bad(['exact', '2d6', '--ability', 'abc', '--difficulty', '8'], /"abc" is not a whole number/));
  it('an empty range', () => bad(['exact', '2d6', '--ability', '3', '--difficulty', '5..3'], /empty range/));
  it('a missing required parameter', () => bad(['exact', '2d6', '--difficulty', '8'], /missing --ability/));
  it('scenario syntax', () => bad(['combat', 'd6chain', '--steps', 'setup:1:2'], /--steps: cannot read "setup:1:2"/));
});

describe('d6chain grades from a ruleset file', () => {
  it('each cell carries P(grade), summing to 1, consistent with the degree histogram', async () => {
    const doc = await json(['exact', 'd6chain', '--target', '4', '--ruleset', 'test/fixtures/d6chain-grades.yaml']);
    const c = doc.cells[0];
    const total = Object.values(c.grades as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 9);
    // 普通 = degree 1..2 = die value 5..6 (strictly above 4): 6/36 + 5/36
    expect(c.grades['普通']).toBeCloseTo(11 / 36, 9);
    // 超成功 = degree ≥ 10: never with one die (max 10 − 4 = 6)
    expect(c.grades['超成功']).toBe(0);
  });
});
