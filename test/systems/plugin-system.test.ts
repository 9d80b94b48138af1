import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyLabel, valueLabel } from '../../src/core/labels.js';
import { Workbench } from '../../src/serve/workbench.js';
import { REGISTERED } from '../../src/systems/index.js';
import type { RuleSystem, ScenarioSpec } from '../../src/systems/types.js';
import { CHECK_COMMAND_OPTIONS, SCENARIO_COMMAND_OPTIONS, checkSystem } from '../../src/systems/contract.js';
import { SYSTEMS, getSystem, registerSystem } from '../../src/systems/index.js';
import { system as dicepool } from '../fixtures/systems/dicepool/index.js';
import { runHere } from '../run-here.js';
import { testSystemModule } from '../setup/test-systems.js';

/*
 * A system is one folder: the dice pool of test/fixtures/systems/dicepool/
 * (N d6, 5s and 6s hit, hits ≥ difficulty succeeds, one scenario: an
 * extended test) is registered with registerSystem() and then exact,
 * simulate, its scenario command, a study report and the workbench's form
 * work for it, with no file outside its folder naming it.
 */

const MODULE = testSystemModule('dicepool');
const C = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (C(n - 1, k - 1) * n) / k);
/** P(at least k hits of n dice), a hit 1/3: the binomial tail, worked out here on its own. */
const atLeast = (n: number, k: number): number => {
  let p = 0;
  for (let j = Math.max(0, k); j <= n; j++) p += C(n, j) * (1 / 3) ** j * (2 / 3) ** (n - j);
  return p;
};

let dir: string;
beforeAll(() => {
  registerSystem(dicepool, { module: MODULE });
  dir = mkdtempSync(join(tmpdir(), 'hantei-dicepool-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function json(args: string[]) {
  const r = await runHere([...args, '--format', 'json', '--quiet']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

describe('a test-only system registered from its folder', () => {
  it('is in the registry (once: a second id is refused)', () => {
    expect(getSystem('dicepool')).toBe(dicepool);
    expect(SYSTEMS.map((s) => s.id)).toContain('dicepool');
    registerSystem(dicepool); // the same system again changes nothing
    expect(() => registerSystem({ ...dicepool })).toThrow(/already registered/);
  });

  it('registerSystem refuses, with one clear HanteiError, a system the generic layers could not use', () => {
    const refused = (patch: Record<string, unknown>, message: RegExp) => {
      const before = SYSTEMS.length;
      // a system the patch breaks: registerSystem checks at run time what its type cannot promise
      expect(() => registerSystem({ ...dicepool, id: 'broken', ...patch } as RuleSystem)).toThrow(
        expect.objectContaining({ name: 'HanteiError', message: expect.stringMatching(message), hint: expect.any(String) }),
      );
      expect(SYSTEMS.length).toBe(before); // nothing half-registered
    };
    refused({ id: 'Dice Pool' }, /no usable id/);
    refused({ kernels: { extended: dicepool.kernels.extended } }, /rule system "broken": is missing kernels\.check/);
    refused({ exact: undefined }, /is missing exact\(compiled\)/);
    refused({ defaultRuleset: 'nope' }, /is missing a defaultRuleset among its rulesets/);
    refused({ label: { en: 'Pool' } }, /has no label in English and Japanese/);
    refused(
      { params: [...dicepool.params, { ...dicepool.params[0], name: 'maxCells', flag: 'cells-cap' }] },
      /params\[2\] \("maxCells"\): --max-cells is an option every check command has/,
    );
    refused(
      { params: [...dicepool.params, { ...dicepool.params[0], name: 'seed', flag: 'seed' }] },
      /--seed is an option every check command has/,
    );
    refused(
      { params: [...dicepool.params, { ...dicepool.params[0], name: 'pool', flag: 'dice' }] },
      /--dice is also the spelling of params\[0\]/,
    );
    refused({ tune: 'hits' }, /tune "hits" is none of its parameters/);
    expect(dicepool.scenarios?.extended).toBeDefined();
    const ext = dicepool.scenarios!.extended;
    refused(
      { scenarios: { extended: { ...ext, options: [{ flag: 'trials', type: 'string', describe: 'x' }] } } },
      /scenario "extended": --trials is an option every scenario command has/,
    );
    refused({ kernels: { check: dicepool.kernels.check } }, /scenario "extended" has no kernel of its name/);
    const option = (o: Record<string, unknown>) => ({
      scenarios: { extended: { ...ext, options: [...ext.options, { type: 'string', describe: 'x', ...o }] } },
    });
    refused(option({ flag: 'pool', label: { en: 'pool' } }), /scenario "extended": --pool has a label without English and Japanese/);
    refused(option({ flag: 'vs-dice', valuesOf: 'pool' }), /--vs-dice has valuesOf "pool", none of its parameters/);
    refused(option({ flag: 'order', sequenceOf: 'hits' }), /--order has sequenceOf "hits", none of its parameters/);
    refused(option({ flag: 'both', valuesOf: 'dice', sequenceOf: 'dice' }), /--both has both valuesOf and sequenceOf/);
    refused(
      { scenarios: { extended: { ...ext, resultLabels: { hits: { en: 'hits' } } } } },
      /resultLabels\.hits has no label in English and Japanese/,
    );
    refused({ rate: -5 }, /rate -5 is not a number of trials per ms above 0/);
  });

  it('the built-in systems keep the same contract, and no parameter of theirs is spelt like a common option', () => {
    for (const s of REGISTERED) expect(() => checkSystem(s)).not.toThrow();
    for (const s of REGISTERED) for (const p of s.params) expect(CHECK_COMMAND_OPTIONS).not.toContain(p.flag);
  });

  it("its words come from its declaration: a parameter's label and its values' words, registered with it", () => {
    const labelled: RuleSystem = {
      ...dicepool,
      id: 'labelled',
      params: [
        ...dicepool.params,
        {
          name: 'poolColour',
          flag: 'pool-colour',
          kind: 'choice-list',
          default: 'red',
          choices: ['red', 'blue'],
          label: { en: 'Pool colour', ja: 'プールの色' },
          valueLabels: { blue: { en: 'blue', ja: '青いプール' } },
          describe: 'colour',
        },
      ],
    };
    expect(keyLabel('poolColour', 'ja')).toBe('poolColour');
    expect(valueLabel('poolColour', 'blue', 'ja')).toBe('blue');
    registerSystem(labelled);
    expect(keyLabel('poolColour', 'ja')).toBe('プールの色');
    expect(valueLabel('poolColour', 'blue', 'ja')).toBe('青いプール');
    expect(valueLabel('poolColour', 'red', 'ja')).toBe('red'); // no word declared: the value itself
  });

  it('the reserved option names are the options the commands really have', async () => {
    const optionsOf = async (args: string[]) =>
      [...(await runHere([...args, '--help'])).stdout.matchAll(/^\s+--([\w-]+)/gm)].map((m) => m[1]);
    for (const s of REGISTERED) {
      for (const command of ['exact', 'simulate', 'tune', 'compare']) {
        const own: readonly string[] = s.params.map((p) => p.flag);
        for (const o of await optionsOf([command, s.id]))
          if (!own.includes(o)) expect(CHECK_COMMAND_OPTIONS, `${command} ${s.id} --${o}`).toContain(o);
      }
      for (const [name, spec] of Object.entries<ScenarioSpec>(s.scenarios ?? {})) {
        const own = spec.options.map((o) => o.flag);
        for (const o of await optionsOf([name, s.id]))
          if (!own.includes(o)) expect(SCENARIO_COMMAND_OPTIONS, `${name} ${s.id} --${o}`).toContain(o);
      }
    }
  });

  it('hantei exact: the binomial odds, with exact fractions', async () => {
    const doc = await json(['exact', 'dicepool', '--dice', '1..4', '--difficulty', '0..3']);
    expect(doc.cells).toHaveLength(16);
    for (const c of doc.cells) expect(c.success).toBeCloseTo(atLeast(c.params.dice, c.params.difficulty), 10);
    const two = doc.cells.find((c: { params: Record<string, number> }) => c.params.dice === 2 && c.params.difficulty === 1);
    expect(two.success).toBeCloseTo(5 / 9, 12);
    expect(two.successFraction).toEqual({ num: '5', den: '9' });
  });

  it('hantei simulate: agrees with exact, the same numbers at any thread count', async () => {
    const args = ['simulate', 'dicepool', '--dice', '3', '--difficulty', '0..3', '--trials', '2e5', '--seed', '5'];
    const [one, two, none] = [
      await json([...args, '--threads', '1']),
      await json([...args, '--threads', '2']),
      await json([...args, '--threads', '0']),
    ];
    expect(two.cells.map((c: { success: number }) => c.success)).toEqual(one.cells.map((c: { success: number }) => c.success));
    expect(none.cells.map((c: { success: number }) => c.success)).toEqual(one.cells.map((c: { success: number }) => c.success));
    for (const c of one.cells) expect(Math.abs(c.z)).toBeLessThan(4.5);
  });

  it('its scenario command (hantei extended dicepool): total hits over the rolls', async () => {
    const doc = await json([
      'extended',
      'dicepool',
      '--dice',
      '3',
      '--threshold',
      '4',
      '--rolls',
      '3',
      '--trials',
      '1e5',
      '--seed',
      '2',
      '--threads',
      '1',
    ]);
    const s = doc.scenarios[0];
    expect(s.params).toEqual({ dice: 3, threshold: 4, rolls: 3 });
    // 9 dice in all: the total is binomial(9, 1/3)
    const p = atLeast(9, 4);
    const sd = Math.sqrt((p * (1 - p)) / 1e5);
    expect(Math.abs(s.values.success - p)).toBeLessThan(4.5 * sd);
    expect(s.intervals.success[0]).toBeLessThan(p);
  });

  it('its scenario declares its own words: a ja table names its result field and option in Japanese, with no edit of labels.ts', async () => {
    const args = ['extended', 'dicepool', '--dice', '2', '--threshold', '2', '--trials', '2e4', '--seed', '1', '--threads', '1', '--quiet'];
    const ja = await runHere([...args, '--lang', 'ja']);
    expect(ja.stderr).toBe('');
    expect(ja.code).toBe(0);
    expect(ja.stdout).toMatch(/^ヒット数: 0: /m); // the distribution's line
    expect(ja.stdout).toContain('必要ヒット数=2'); // the option's column
    expect(ja.stdout).not.toMatch(/\bhits\b|threshold/);
    expect(keyLabel('hits', 'ja')).toBe('ヒット数');
    const en = await runHere([...args, '--lang', 'en']);
    expect(en.stdout).toMatch(/^hits: 0: /m);
    expect(en.stdout).toContain('hits needed=2');
  });

  it("its options come from its declaration: a missing one, a bad value and another system's option are refused", async () => {
    const missing = await runHere(['extended', 'dicepool', '--dice', '3', '--quiet']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/threshold/);
    const bad = await runHere(['extended', 'dicepool', '--dice', 'x', '--threshold', '2', '--quiet']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--dice must be a whole number/);
    const repeated = await runHere(['extended', 'dicepool', '--dice', '3', '--threshold', '2', '--rolls', '2', '--rolls', '3', '--quiet']);
    expect(repeated.code).toBe(2);
    expect(repeated.stderr).toMatch(/--rolls is given 2 times/);
    const other = await runHere(['exact', 'dicepool', '--dice', '3', '--boost', 'on-fail']);
    expect(other.code).not.toBe(0);
    expect(other.stderr).toMatch(/boost/);
    expect(other.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a study report with its checks and its scenario', async () => {
    const study = join(dir, 'pool.yaml');
    writeFileSync(
      study,
      [
        'name: pool',
        'title: dice pool',
        'lang: en',
        'seed: 1',
        'trials: 2e4',
        'analyses:',
        '  - name: pool-exact',
        '    system: dicepool',
        '    method: exact',
        '    params: { dice: 1..6, difficulty: 0..4 }',
        '  - name: pool-extended',
        '    system: dicepool',
        '    scenario: extended',
        '    params: { dice: 2, threshold: 3 }',
        '',
      ].join('\n'),
    );
    const out = join(dir, 'out');
    const r = await runHere(['report', study, '--out', out, '--threads', '1', '--quiet']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    const [checks, scenario] = results.analyses;
    expect(checks.results.system).toBe('dicepool');
    expect(checks.results.cells).toHaveLength(30);
    expect(scenario.results.scenarios[0].params).toEqual({ dice: 2, threshold: 3, rolls: 3 });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/Dice pool \(test\)|dice pool/);
  });

  it("the workbench's form: its params and ruleset fields, and an edited ruleset's odds", async () => {
    const study = join(dir, 'bench.yaml');
    writeFileSync(
      study,
      ['name: bench', 'analyses:', '  - name: pool', '    system: dicepool', '    params: { dice: 1..3, difficulty: 1 }', ''].join('\n'),
    );
    const wb = new Workbench(study, { write: false, threads: 0 });
    const info = wb.state().systems.find((s) => s.id === 'dicepool');
    expect(info?.params.map((p) => p.name)).toEqual(['dice', 'difficulty']);
    expect(Object.keys(info?.presets ?? {})).toEqual(['standard', 'hits-on-4']);
    expect(info?.fields.standard.map((f) => f.path.join('.'))).toContain('hitOn');
    const res = await wb.analyse({
      analysis: 'pool',
      rules: { name: 'standard', hitOn: 4 },
      params: { dice: '1..3', difficulty: '1' },
      lang: 'en',
    });
    // hits on 4+: one die hits 1/2
    expect(res.doc.cells.map((c) => c.success)).toEqual([0.5, 0.75, 0.875]);
    expect(res.compare.rows.length).toBe(3);
  });
});
