import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResultsDocument } from '../../src/core/results.js';
import { NO_BUDGET } from '../../src/core/budget.js';
import { solveStudy } from '../../src/solve/solve.js';
import { combinations } from '../../src/solve/search.js';
import { judge } from '../../src/study/expect.js';
import { runStudy } from '../../src/study/run.js';
import { loadStudy } from '../../src/study/study.js';
import { validateDocument } from '../../src/engine/results-schema.js';

/*
 * The solver against brute force: every combination of the varied values is
 * written as a ruleset file, the study is run on it the ordinary way
 * (loadRuleset → buildCells → analyseChecks → judge, as `report --check`), and
 * the miss of each expectation summed. The solver's winner must have the
 * smallest total miss, then the smallest change, then come first in the order
 * of the values; every candidate's miss must equal the brute-force one.
 */

const dir = mkdtempSync(join(tmpdir(), 'hantei-solve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const deck = (f: string) => resolve('decks', f);

type Value = number | string | boolean;
type Axes = Array<[string, Value[]]>;

function nested(key: string, value: Value, into: Record<string, unknown>): void {
  const parts = key.split('.');
  let here = into;
  for (const p of parts.slice(0, -1)) here = (here[p] ??= {}) as Record<string, unknown>;
  here[parts[parts.length - 1]] = value;
}

interface Brute {
  values: Record<string, Value>;
  miss: number;
  change: number;
  order: number;
}

async function bruteForce(name: string, studyText: string, preset: string, axes: Axes, current: Record<string, Value>): Promise<Brute[]> {
  const out: Brute[] = [];
  let order = 0;
  for (const index of combinations(axes.map(([, v]) => v.length))) {
    const values = Object.fromEntries(axes.map(([k, vs], i) => [k, vs[index[i]]]));
    const ruleset: Record<string, unknown> = { extends: preset };
    for (const [k, v] of Object.entries(values)) nested(k, v, ruleset);
    const file = join(dir, `${name}-r${order}.json`);
    writeFileSync(file, JSON.stringify(ruleset));
    const studyFile = join(dir, `${name}-s${order}.yaml`);
    writeFileSync(studyFile, studyText.replace(`ruleset: ${preset}`, `ruleset: ${file}`));
    order++;
    let docs;
    try {
      docs = await runStudy(loadStudy(studyFile), { threads: 0 }, () => undefined);
    } catch {
      continue; // a combination the ruleset refuses
    }
    const study = loadStudy(studyFile);
    const verdicts = judge(study.expect, new Map(docs.map((d) => [d.name, d.doc as ResultsDocument])));
    const miss = verdicts.reduce((m, v) => m + v.miss, 0);
    const change = Object.entries(values).reduce(
      (c, [k, v]) => c + (typeof v === 'number' ? Math.abs(v - Number(current[k])) : v === current[k] ? 0 : 1),
      0,
    );
    out.push({ values, miss, change, order: order - 1 });
  }
  return out;
}

async function holdsAgainstBruteForce(name: string, studyText: string, preset: string, axes: Axes, current: Record<string, Value>) {
  const studyFile = join(dir, `${name}.yaml`);
  writeFileSync(studyFile, studyText);
  const vary = axes.map(([k, v]) => `${k}=${v.join(',')}`).join(',');
  const doc = solveStudy(loadStudy(studyFile), { vary, top: 1000, budget: NO_BUDGET });
  validateDocument(JSON.parse(JSON.stringify(doc)), 'hantei.solve/1', 'solve');
  expect(doc.method).toBe('exhaustive');
  expect(doc.optimal).toBe(true);
  const brute = await bruteForce(name, studyText, preset, axes, current);
  expect(doc.evaluated).toBe(axes.reduce((n, [, v]) => n * v.length, 1));
  expect(doc.invalid).toBe(doc.evaluated - brute.length);
  expect(doc.candidates).toHaveLength(brute.length);
  // the keys must matter to the expectations, or the test would prove nothing
  expect(new Set(brute.map((b) => b.miss.toFixed(9))).size).toBeGreaterThan(2);
  const minMiss = Math.min(...brute.map((b) => b.miss));
  const tied = brute.filter((b) => Math.abs(b.miss - minMiss) <= 1e-9);
  const minChange = Math.min(...tied.map((b) => b.change));
  const winner = tied.filter((b) => Math.abs(b.change - minChange) <= 1e-9).sort((a, b) => a.order - b.order)[0];
  const best = doc.candidates[0];
  expect(best.miss).toBeCloseTo(minMiss, 9);
  expect(best.change).toBeCloseTo(minChange, 9);
  expect(best.values).toEqual(winner.values);
  expect(best.failing.length === 0).toBe(minMiss === 0);
  // every candidate's miss is the one report --check would measure
  for (const c of doc.candidates) {
    const b = brute.find((x) => JSON.stringify(x.values) === JSON.stringify(c.values))!;
    expect(c.miss, JSON.stringify(c.values)).toBeCloseTo(b.miss, 9);
    expect(c.change).toBeCloseTo(b.change, 9);
    expect(c.changed).toEqual(Object.keys(c.values).filter((k) => c.values[k] !== current[k]));
  }
  // the study's own ruleset, judged beside the candidates, is the brute force's at the current values
  const here = brute.find((x) => Object.entries(current).every(([k, v]) => x.values[k] === v));
  if (here) expect(doc.current.miss).toBeCloseTo(here.miss, 9);
  for (const c of doc.candidates) expect(c.goals).toHaveLength(doc.expectations);
  return { doc, tiedWinners: tied.filter((b) => Math.abs(b.change - minChange) <= 1e-9).length };
}

describe('solve against brute force', () => {
  it('2d6: the fumble and critical rules', async () => {
    const study = `name: fumble
analyses:
  - name: dice
    system: 2d6
    ruleset: standard
    params: { ability: 0..3, difficulty: 6..10 }
expect:
  - { analysis: dice, where: { ability: 0, difficulty: 10 }, success: { min: 0.1, max: 0.15 } }
  - { analysis: dice, where: { ability: 3, difficulty: 6 }, success: { min: 0.95 } }
  - { analysis: dice, where: { difficulty: 8 }, outcome: fumble, max: 0.01 }
`;
    await holdsAgainstBruteForce(
      'twod6',
      study,
      'standard',
      [
        ['fumble', ['two-or-more-ones', 'all-ones', 'none']],
        ['critical', ['two-or-more-sixes', 'all-sixes', 'none']],
      ],
      { fumble: 'two-or-more-ones', critical: 'two-or-more-sixes' },
    );
  }, 60_000);

  it('Draw Steel: tier thresholds, with ties broken by the smallest change', async () => {
    const study = `name: tiers
analyses:
  - name: tests
    system: drawsteel
    ruleset: core
    params: { characteristic: 0..2, skill: true, difficulty: [easy, medium, hard] }
expect:
  - { analysis: tests, where: { characteristic: 2, difficulty: medium }, success: { min: 0.7, max: 0.8 } }
  - { analysis: tests, where: { difficulty: hard }, mean: { max: 0.45 } }
  - { analysis: tests, where: { difficulty: easy }, outcome: success-reward, max: 0.3 }
`;
    const { tiedWinners } = await holdsAgainstBruteForce(
      'drawsteel',
      study,
      'core',
      [
        ['tiers.tier1Max', [9, 10, 11, 12]],
        ['tiers.tier2Max', [14, 15, 16, 17]],
      ],
      { 'tiers.tier1Max': 11, 'tiers.tier2Max': 16 },
    );
    expect(tiedWinners).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('d6chain: difficulty targets', async () => {
    const study = `name: targets
analyses:
  - name: chain
    system: d6chain
    ruleset: seed
    params: { dice: 1..2, plan: 1, judgement: 1, target: [normal, hard] }
expect:
  - { analysis: chain, where: { dice: 1, target: normal }, success: { min: 0.45, max: 0.55 } }
  - { analysis: chain, where: { dice: 2, target: hard }, success: { min: 0.2, max: 0.3 } }
`;
    await holdsAgainstBruteForce(
      'd6chain',
      study,
      'seed',
      [
        ['targets.normal', [4, 5, 6, 7, 8]],
        ['targets.hard', [7, 8, 9, 10, 11]],
      ],
      { 'targets.normal': 6, 'targets.hard': 8 },
    );
  }, 60_000);

  it('mtg: colour modifiers and the boost size, with check relations and combinations the ruleset refuses', async () => {
    const study = `name: colours
analyses:
  - name: table
    system: mtg
    ruleset: v2
    params: { deck: [${deck('mono-green.yaml')}, ${deck('uw-control.txt')}], difficulty: 3..4, boost: [never, on-fail] }
expect:
  - { analysis: table, check: on-colour, where: { difficulty: 4, boost: never }, mean: { min: 0.6, max: 0.7 } }
  - { analysis: table, check: on-colour, where: { difficulty: 4, boost: never }, spread: { max: 0.15 } }
  - { analysis: table, check: enemy, where: { boost: on-fail }, success: { min: 0.35 } }
  - { analysis: table, check: colourless, where: { difficulty: 3, boost: on-fail }, success: { min: 0.4 } }
`;
    const { doc } = await holdsAgainstBruteForce(
      'mtg',
      study,
      'v2',
      [
        ['modifiers.same', [3, 4, 5]],
        ['modifiers.allied', [1, 2, 3]],
        ['boost.size', [5, 6, 7]],
      ],
      { 'modifiers.same': 5, 'modifiers.allied': 3, 'boost.size': 6 },
    );
    // boost.size 7 is above v2's boost.minRemaining of 6
    expect(doc.invalid).toBe(9);
  }, 120_000);
});

describe("the designer's goals (order, every, target ± tolerance) against brute force", () => {
  it('2d6: success falls with difficulty for every ability, a target with a tolerance, per-ability bounds', async () => {
    const study = `name: goals2d6
analyses:
  - name: dice
    system: 2d6
    ruleset: standard
    params: { ability: 0..2, difficulty: 6..10 }
expect:
  - { analysis: dice, order: { falling: difficulty }, every: ability, gap: 0.05 }
  - { analysis: dice, where: { ability: 1, difficulty: 9 }, success: 0.4 ± 0.05 }
  - { analysis: dice, every: ability, where: { difficulty: 10 }, mean: [0.2, 0.5] }
`;
    const { doc } = await holdsAgainstBruteForce(
      'goals2d6',
      study,
      'standard',
      [
        ['dice', [2, 3, 4]],
        ['critical', ['two-or-more-sixes', 'all-sixes', 'none']],
      ],
      { dice: 2, critical: 'two-or-more-sixes' },
    );
    expect(doc.candidates[0].goals.map((g) => g.line)).toEqual([8, 9, 10]);
  }, 60_000);

  it('Draw Steel: an order between difficulties with a gap, and a mean target', async () => {
    const study = `name: goalsds
analyses:
  - name: tests
    system: drawsteel
    ruleset: core
    params: { characteristic: 0..2, skill: true, difficulty: [easy, medium, hard] }
expect:
  - { analysis: tests, order: [{ difficulty: easy }, { difficulty: medium }, { difficulty: hard }], gap: 0.2 }
  - { analysis: tests, where: { difficulty: medium }, mean: { target: 0.7, tolerance: 0.03 } }
`;
    await holdsAgainstBruteForce(
      'goalsds',
      study,
      'core',
      [
        ['tiers.tier1Max', [9, 10, 11, 12]],
        ['tiers.tier2Max', [14, 15, 16, 17]],
      ],
      { 'tiers.tier1Max': 11, 'tiers.tier2Max': 16 },
    );
  }, 60_000);

  it('d6chain: normal above hard for every dice count, and a target in percent', async () => {
    const study = `name: goalschain
analyses:
  - name: chain
    system: d6chain
    ruleset: seed
    params: { dice: 1..2, plan: 1, judgement: 1, target: [normal, hard] }
expect:
  - { analysis: chain, order: [{ target: normal }, { target: hard }], every: dice, gap: 0.15 }
  - { analysis: chain, where: { dice: 1, target: normal }, success: 50% ± 5% }
`;
    await holdsAgainstBruteForce(
      'goalschain',
      study,
      'seed',
      [
        ['targets.normal', [4, 5, 6, 7, 8]],
        ['targets.hard', [7, 8, 9, 10, 11]],
      ],
      { 'targets.normal': 6, 'targets.hard': 8 },
    );
  }, 60_000);

  it('mtg: on-colour > allied > enemy for every deck, an on-colour target, every deck in bounds', async () => {
    const study = `name: goalsmtg
analyses:
  - name: table
    system: mtg
    ruleset: v2
    params: { deck: [${deck('mono-green.yaml')}, ${deck('selesnya.txt')}, ${deck('uw-control.txt')}], difficulty: 4, boost: never }
expect:
  - { analysis: table, order: [on-colour, allied, enemy], every: deck, gap: 0.05 }
  - { analysis: table, check: on-colour, mean: 0.60 ± 0.03 }
  - { analysis: table, check: on-colour, every: deck, mean: [0.45, 0.75] }
`;
    const { doc } = await holdsAgainstBruteForce(
      'goalsmtg',
      study,
      'v2',
      [
        ['modifiers.same', [3, 4, 5, 6]],
        ['modifiers.allied', [1, 2, 3, 4]],
      ],
      { 'modifiers.same': 5, 'modifiers.allied': 3 },
    );
    // the answer a designer reads: each goal's reached value, the current ruleset's beside it
    const best = doc.candidates[0];
    expect(best.miss).toBeLessThanOrEqual(doc.current.miss);
    expect(best.goals.map((g) => g.ok)).toEqual([true, true, false]);
    expect(best.goals[2].shown).toBe('75.59% (deck=mono-green)');
    expect(best.goals[0].shown).toMatch(/^on-colour \d+\.\d\d% > allied \d+\.\d\d% > enemy \d+\.\d\d%/);
    const order = best.goals[0];
    expect(order.margin).toBeGreaterThanOrEqual(0);
    expect(order.goal.ja).toContain('各段の差');
  }, 120_000);
});

describe('solve above the budget', () => {
  it('falls back to coordinate descent, says it may not be optimal, and repeats', () => {
    const studyFile = join(dir, 'search.yaml');
    writeFileSync(
      studyFile,
      `name: search
analyses:
  - { name: chain, system: d6chain, ruleset: seed, params: { dice: 1..2, plan: 1, judgement: 1, target: [normal, hard] } }
expect:
  - { analysis: chain, where: { dice: 1, target: normal }, success: { min: 0.45, max: 0.55 } }
  - { analysis: chain, where: { dice: 2, target: hard }, success: { min: 0.2, max: 0.3 } }
`,
    );
    const opts = { vary: 'targets.normal=2..10,targets.hard=5..14', budget: { maxCells: 10, maxTrials: 1e10 }, restarts: 3 };
    const a = solveStudy(loadStudy(studyFile), opts);
    const b = solveStudy(loadStudy(studyFile), opts);
    const full = solveStudy(loadStudy(studyFile), { ...opts, budget: NO_BUDGET });
    expect(a.method).toBe('coordinate-descent');
    expect(a.optimal).toBe(false);
    expect(a.evaluated).toBeLessThan(a.space);
    expect(a.candidates).toEqual(b.candidates);
    // the two keys act on different cells: a coordinate search reaches the optimum here
    expect(a.candidates[0].miss).toBeCloseTo(full.candidates[0].miss, 12);
    expect(full.method).toBe('exhaustive');
  });

  it('refuses an expectation on a Monte Carlo-only scenario of the solved ruleset', () => {
    const studyFile = join(dir, 'scenario.yaml');
    writeFileSync(
      studyFile,
      `name: scenario
analyses:
  - { name: dice, system: 2d6, params: { ability: 1, difficulty: 7 } }
  - { name: session, system: 2d6, scenario: session, trials: 1000, params: { checks: "3:0:8", courage: 1 } }
expect:
  - { analysis: dice, success: { min: 0.5 } }
  - { analysis: session, value: allSucceed, min: 0.5 }
`,
    );
    expect(() => solveStudy(loadStudy(studyFile), { vary: 'fumble=none,all-ones' })).toThrow(
      /scenario analysis "session".*Monte Carlo only/,
    );
  });
});
