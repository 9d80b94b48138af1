import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exact } from '../../src/api/checks.js';
import { runCompare } from '../../src/api/balance.js';
import type { CellResult } from '../../src/core/results.js';
import { buildCells } from '../../src/engine/request.js';
import { checkVaryUse, withVariedRules } from '../../src/engine/vary.js';
import { type SystemId, getSystem } from '../../src/systems/index.js';
import type { ParamsOf } from '../../src/api/types.js';
import type { RulesetUse } from '../../src/systems/ruleset-use.js';
import { runStudy } from '../../src/study/run.js';
import { loadStudy } from '../../src/study/study.js';
import { judge } from '../../src/study/expect.js';
import { hanteiHere } from '../cli/here.js';
import { chartsForDocument } from '../../src/report/charts/plan.js';

// The CLI cases run the built CLI in-process (test/cli/here.ts).
const MONO = 'decks/mono-green.yaml';
/** One system's case: a preset, params typed as the system's, a ruleset key varied over values, a ruleset file setting one value. */
interface VaryCase<S extends SystemId> {
  system: S;
  preset: string;
  params: ParamsOf<S>;
  key: string;
  values: Array<number | string>;
  file: (v: number | string) => string;
}

const strip = (c: CellResult, keys: string[]) => {
  const params = { ...c.params };
  for (const k of keys) delete params[k];
  return { ...c, params };
};

describe('ruleset keys as grid axes', () => {
  it('each varied cell equals the same cell under a ruleset file setting that value (mtg modifiers, 2d6 fumble, d6chain targets)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-vary-'));
    const cases: Array<VaryCase<'mtg'> | VaryCase<'2d6'> | VaryCase<'d6chain'>> = [
      {
        system: 'mtg',
        preset: 'v2',
        params: { deck: [MONO, 'decks/uw-control.txt'], check: 'green,white,blue', difficulty: '2..4' },
        key: 'modifiers.same',
        values: [2, 4, 6],
        file: (v) => `extends: v2\nmodifiers: { same: ${v} }\n`,
      },
      {
        system: '2d6',
        preset: 'standard',
        params: { ability: '0..3', difficulty: '6..10' },
        key: 'fumble',
        values: ['two-or-more-ones', 'all-ones', 'none'],
        file: (v) => `extends: standard\nfumble: ${v}\n`,
      },
      {
        system: 'd6chain',
        preset: 'seed',
        params: { dice: '1..2', target: 'normal,hard' },
        key: 'targets.normal',
        values: [4, 7],
        file: (v) => `extends: seed\ntargets: { normal: ${v} }\n`,
      },
    ];
    for (const c of cases) {
      const varied = await exact({ system: c.system, ruleset: c.preset, params: { ...c.params, vary: `${c.key}=${c.values.join(',')}` } });
      expect(varied.cells.length).toBeGreaterThan(c.values.length);
      for (const v of c.values) {
        const file = join(dir, `${c.system}-${String(v)}.yaml`);
        writeFileSync(file, c.file(v));
        const plain = await exact({ system: c.system, ruleset: file, params: c.params });
        // a varied key is a cell param the system's own params do not declare
        const mine = varied.cells.filter((x) => (x.params as Readonly<Record<string, unknown>>)[c.key] === v);
        expect(mine.map((x) => strip(x, [c.key]))).toEqual(plain.cells);
      }
      // the varied key comes first in every cell's params
      expect(Object.keys(varied.cells[0].params)[0]).toBe(c.key);
    }
    // a key that matters must change something
    const m = await exact({ system: 'mtg', params: { deck: MONO, check: 'green', difficulty: '4', vary: 'modifiers.same=2,6' } });
    expect(m.cells[0].success).toBeLessThan(m.cells[1].success!);
  });

  it('exact work is shared across cells a varied key cannot touch', () => {
    const mtg = getSystem('mtg');
    let calls = 0;
    const counting = { ...mtg, exact: (c: Parameters<typeof mtg.exact>[0]) => (calls++, mtg.exact(c)) };
    const rules = mtg.rulesets.v2;
    // a mono-green deck has no card of a colour enemy to green or to white... its green check never sees an enemy modifier
    const values = { deck: [MONO], check: 'green', difficulty: '0..4', vary: 'modifiers.enemy=0..9' };
    const { cells, ctx } = buildCells(counting, rules, values);
    expect(cells).toHaveLength(50);
    const grid = withVariedRules(counting, rules, ['modifiers.enemy']);
    const results = cells.map((c) => grid.exact(grid.compile(c, rules, ctx)));
    expect(calls).toBe(5); // one per difficulty: modifiers.enemy cannot touch a green check of a green deck
    expect(results[0]).toEqual(results[5 * 9]);
    calls = 0;
    const same = withVariedRules(counting, rules, ['modifiers.same']);
    const { cells: c2 } = buildCells(counting, rules, { ...values, vary: 'modifiers.same=0..9' });
    for (const c of c2) same.exact(same.compile(c, rules, ctx));
    expect(calls).toBe(50);
  });

  it('the budget counts rulesets × cells', () => {
    const twod6 = getSystem('2d6');
    expect(
      buildCells(
        twod6,
        twod6.rulesets.standard,
        { ability: '0..9', difficulty: '2..11', vary: 'fumbleAchievement=0..199' },
        {},
        { maxCells: 20_000, maxTrials: 1e10 },
      ).cells,
    ).toHaveLength(20_000);
    expect(() =>
      buildCells(twod6, twod6.rulesets.standard, { ability: '0..9', difficulty: '2..11', vary: 'fumbleAchievement=0..200' }),
    ).toThrow(/20,100 cells, over the budget of 20,000/);
  });

  it('a varied key the command does not model is refused like a ruleset file changing it; one without effect is noted', () => {
    const use: RulesetUse = {
      keys: ['a', 'b', 'c'],
      commands: { exact: { a: 'used', b: { noEffect: 'b is for contests' }, c: { refused: 'c needs a model of reactions' } } },
    };
    const fake = { ...getSystem('2d6'), id: 'fake', rulesetUse: use };
    const notes: string[] = [];
    expect(() => checkVaryUse(fake, ['a', 'b'], 'exact', (m) => notes.push(m))).not.toThrow();
    expect(notes).toEqual(['note: --vary "b" has no effect on exact fake: b is for contests']);
    expect(() => checkVaryUse(fake, ['c'], 'exact', () => undefined)).toThrow(
      /--vary "c" is not modelled by exact fake: c needs a model of reactions/,
    );
    // the real tables: 2d6's reactionCriticalWins has no effect on exact
    const twod6Notes: string[] = [];
    checkVaryUse(getSystem('2d6'), ['reactionCriticalWins'], 'exact', (m) => twod6Notes.push(m));
    expect(twod6Notes[0]).toMatch(/has no effect on exact 2d6/);
  });

  it('vary: in a study analysis, where: picking a varied value; tables and CSV get a column per varied key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-vary-study-'));
    const file = join(dir, 'vary.yaml');
    writeFileSync(
      file,
      `name: vary
analyses:
  - name: tiers
    system: drawsteel
    params: { characteristic: 2, skill: true, difficulty: medium }
    vary: { tiers.tier1Max: 10..12 }
expect:
  - { analysis: tiers, where: { tiers.tier1Max: 12 }, success: { max: 0.8 } }
`,
    );
    const docs = await runStudy(loadStudy(file), { threads: 0 }, () => undefined);
    expect(docs[0].doc.cells.map((c) => c.params['tiers.tier1Max'])).toEqual([10, 11, 12]);
    const varied = ['exact', 'drawsteel', '--characteristic', '2', '--difficulty', 'medium', '--vary', 'tiers.tier1Max=10..12'];
    const table = await hanteiHere(varied);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/tiers\.tier1Max/);
    const csv = await hanteiHere([...varied, '--format', 'csv']);
    expect(csv.stdout.split('\n')[0]).toMatch(/^system,ruleset,method,seed,trials,tiers\.tier1Max,/);
    const check = await hanteiHere(['report', file, '--check', '--out', join(dir, 'out'), '--quiet']);
    expect(check.code, check.stderr).toBe(0);
    // Monte Carlo over a varied key: each cell agrees with its exact value
    const sim = await hanteiHere([
      'simulate',
      '2d6',
      '--ability',
      '1',
      '--difficulty',
      '3',
      '--vary',
      'fumble=none,all-ones',
      '--trials',
      '2e4',
      '--threads',
      '0',
      '--format',
      'json',
    ]);
    const doc = JSON.parse(sim.stdout);
    expect(doc.cells).toHaveLength(2);
    for (const c of doc.cells) expect(Math.abs(c.z)).toBeLessThan(4.5);
    // keep-highest 2d6: a fumble changes the degree, not whether 1 + 1 reaches 3
    expect(doc.cells[0].outcomes.fumble).toBe(0);
    expect(doc.cells[1].outcomes.fumble).toBeGreaterThan(0.02);
    expect(resolve(file)).toBe(file);
  }, 60_000);

  it('a report puts a varied key on the x axis: success against the same-colour modifier, one line per check', async () => {
    const doc = await exact({ system: 'mtg', params: { deck: 'decks/selesnya.txt', difficulty: '4', vary: 'modifiers.same=2..7' } });
    const charts = chartsForDocument({ name: 't', title: 'T', doc }, 'en');
    const sweep = charts.find((c) => c.id === 't-sweep-modifiers_same')!;
    expect(sweep.title).toBe('T: Success rate against the ruleset key same colour (modifiers.same)');
    const spec = JSON.stringify(sweep.spec);
    expect(spec).toContain('"field":"modifiers·same"');
    expect(spec).toContain('"field":"check"');
    const values = (sweep.spec.data as { values: Array<Record<string, unknown>> }).values;
    expect(values).toHaveLength(6 * 6);
    // on-colour (green) success rises with the modifier, by the exact values
    const green = values.filter((v) => v.check === 'green').map((v) => v.success as number);
    expect(green).toEqual(doc.cells.filter((c) => c.params.check === 'green').map((c) => c.success));
    expect(green[5]).toBeGreaterThan(green[0]);
  });

  it("compare with varied keys: one colour-balance row per deck and combination, each equal to a ruleset file's", async () => {
    const params = { deck: [MONO, 'decks/uw-control.txt'], difficulty: '2' };
    const varied = await runCompare({ system: 'mtg', rulesets: ['v2'], params: { ...params, vary: 'modifiers.same=2,4' } });
    const labels = varied.colourBalance!.map((b) => `${b.deck} ${b.ruleset}`);
    expect(labels).toHaveLength(4);
    expect(new Set(labels)).toEqual(
      new Set([
        'mono-green v2 (modifiers.same=2)',
        'uw-control v2 (modifiers.same=2)',
        'mono-green v2 (modifiers.same=4)',
        'uw-control v2 (modifiers.same=4)',
      ]),
    );
    const dir = mkdtempSync(join(tmpdir(), 'hantei-vary-cmp-'));
    const file = join(dir, 'same4.yaml');
    writeFileSync(file, 'extends: v2\nmodifiers: { same: 4 }\n');
    const plain = await runCompare({ system: 'mtg', rulesets: [file], params });
    for (const deck of ['mono-green', 'uw-control']) {
      const a = varied.colourBalance!.find((b) => b.deck === deck && b.ruleset.endsWith('(modifiers.same=4)'))!;
      const b = plain.colourBalance!.find((x) => x.deck === deck)!;
      expect([a.onColour, a.offColour, a.colourless]).toEqual([b.onColour, b.offColour, b.colourless]);
    }
  });

  it('a scenario command with varied keys: one simulation per combination, each agreeing with a ruleset file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-vary-scn-'));
    const base = [
      'opposed',
      'mtg',
      '--deck',
      MONO,
      '--vs',
      'decks/uw-control.txt',
      '--check',
      'green',
      '--vs-check',
      'blue',
      '--trials',
      '4e4',
      '--threads',
      '0',
      '--format',
      'json',
    ];
    const r = await hanteiHere([...base, '--vary', 'modifiers.same=0,8']);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.scenarios.map((s: { params: Record<string, unknown> }) => Object.keys(s.params)[0])).toEqual([
      'modifiers.same',
      'modifiers.same',
    ]);
    const [low, high] = doc.scenarios.map((s: { values: { aWins: number } }) => s.values.aWins);
    expect(high).toBeGreaterThan(low + 0.05);
    writeFileSync(join(dir, 'same8.yaml'), 'extends: v2\nmodifiers: { same: 8 }\n');
    const plain = JSON.parse((await hanteiHere([...base, '--ruleset', join(dir, 'same8.yaml')])).stdout).scenarios[0].values.aWins;
    // two independent runs of 4e4 trials: within 5 standard errors of their difference
    expect(Math.abs(plain - high)).toBeLessThan(5 * Math.sqrt((2 * high * (1 - high)) / 4e4));
  }, 60_000);

  it('vary: on a study scenario: a row per combination, and a value expectation judged on each', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-vary-scn-study-'));
    const file = join(dir, 's.yaml');
    writeFileSync(
      file,
      `name: s
analyses:
  - { name: session, system: 2d6, scenario: session, trials: 5000, params: { checks: "3:0:8", courage: 1 }, vary: { fumble: [two-or-more-ones, none] } }
expect:
  - { analysis: session, value: allSucceed, min: 0.3 }
`,
    );
    const study = loadStudy(file);
    const docs = await runStudy(study, { threads: 0 }, () => undefined);
    const rows = docs[0].doc.scenarios as Array<{ params: Record<string, unknown> }>;
    expect(rows.map((r) => r.params.fumble)).toEqual(['two-or-more-ones', 'none']);
    const [v] = judge(study.expect, new Map([['session', docs[0].doc]]));
    expect(v.ok).toBe(true);
    expect(v.lines).toHaveLength(2);
  }, 60_000);
});
