import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runHere as run } from '../run-here.js';
import { scenarioOptionNames } from '../../src/engine/scenarios.js';

import { getSystem } from '../../src/systems/index.js';
import type { RuleSystem } from '../../src/systems/types.js';
import { checkArgs, registeredForTests, scenarioArgs } from '../registry.js';

// the test-only dice pool registered first, so its scenario is among the commands
const REGISTERED_SYSTEMS = registeredForTests();
const SCENARIO_OPTIONS = scenarioOptionNames();
import { RULESET_COMMANDS, type RulesetCommand, type RulesetUse, checkRulesetUse, valueAt } from '../../src/systems/ruleset-use.js';

/*
 * Every ruleset key × command pair, run: a key the command's table calls
 * 'used' must change the command's output when a ruleset file changes it; a
 * key with no effect must leave the output identical and say so in a note; a
 * refused key must stop the run (exit 1) naming the key. A key or command
 * added without a row here fails the completeness checks.
 */

const DECK = 'test/fixtures/rulesets/every-key-deck.yaml';
// tune probes include a rate only criticals reach and one nearly sure, so critical rules and easy words show in the chosen values
const TARGETS = 'trivial=0.97,easy=0.8,hard=0.3,heroic=0.03';
const SIM = ['--trials', '3000', '--threads', '0', '--seed', '7', '--quiet'];

interface SystemProbe {
  preset: string;
  /** A changed value for every key of the system's rulesets. */
  change: Record<string, unknown>;
  /** The command line of each command the system offers, given a ruleset file. */
  probe: Partial<Record<RulesetCommand, (ruleset: string) => string[]>>;
}

const mtgGrid = ['--deck', DECK, '--check', 'g,c', '--boost', 'never,on-fail'];
const twoD6Grid = ['--ability', '3', '--courage-die', '--convert', 'never,always'];
const drawSteelGrid = ['--characteristic', '0..2', '--skill', '--edges', '0..1', '--banes', '0..1', '--difficulty', 'easy,medium,hard'];
const d6ChainGrid = ['--dice', '2', '--plan', '1', '--judgement', '1'];

const PROBES: Record<string, SystemProbe> = {
  mtg: {
    preset: 'v2',
    change: {
      name: 'renamed',
      checkTypes: { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'R', colorless: 'C' },
      aliases: { g: 'red' },
      'modifiers.same': 9,
      'modifiers.allied': 7,
      'modifiers.enemy': 4,
      'modifiers.colorless': 2,
      colorlessCheck: 3,
      table: { green: { W: -4 } },
      landTypesGiveColour: false,
      'boost.size': 2,
      'boost.minRemaining': 60,
      'boost.returns': 'with-revealed',
      'difficulty.min': 1,
      'difficulty.max': 9,
      'critical.value': 3,
      'critical.mode': 'automatic',
    },
    probe: {
      exact: (r) => ['exact', 'mtg', ...mtgGrid, '--ruleset', r],
      simulate: (r) => ['simulate', 'mtg', ...mtgGrid, '--ruleset', r, ...SIM],
      tune: (r) => ['tune', 'mtg', ...mtgGrid, '--targets', TARGETS, '--ruleset', r],
      compare: (r) => ['compare', 'mtg', ...mtgGrid, '--rulesets', `v2,${r}`, '--top', '100'],
      opposed: (r) => [
        'opposed',
        'mtg',
        '--deck',
        DECK,
        '--vs',
        DECK,
        '--check',
        'g',
        '--vs-check',
        'c',
        '--difficulty',
        '1',
        '--boost',
        'on-fail',
        '--vs-boost',
        'when-behind',
        '--ruleset',
        r,
        ...SIM,
      ],
      turn: (r) => [
        'turn',
        'mtg',
        '--deck',
        DECK,
        '--checks',
        'g:2,c:1,g:4/c:0,g:3',
        '--boost',
        'on-fail',
        '--hand',
        '30',
        '--ruleset',
        r,
        ...SIM,
      ],
    },
  },
  '2d6': {
    preset: 'standard',
    change: {
      name: 'renamed',
      dice: 3,
      faces: 8,
      critical: 'all-sixes',
      fumble: 'all-ones',
      fumbleAchievement: 5,
      courageDice: 2,
      'guide.easy': 1,
      'guide.normal': 9,
      'guide.hard': 9,
      reactionCriticalWins: false,
    },
    probe: {
      exact: (r) => ['exact', '2d6', ...twoD6Grid, '--difficulty', '2..13', '--ruleset', r],
      simulate: (r) => ['simulate', '2d6', ...twoD6Grid, '--difficulty', '2..13', '--ruleset', r, ...SIM],
      tune: (r) => ['tune', '2d6', ...twoD6Grid, '--targets', TARGETS, '--ruleset', r],
      compare: (r) => ['compare', '2d6', ...twoD6Grid, '--difficulty', '2..13', '--rulesets', `standard,${r}`, '--top', '100'],
      opposed: (r) => ['opposed', '2d6', '--ability', '5', '--vs-ability', '2', '--courage-die', '--ruleset', r, ...SIM],
      session: (r) => [
        'session',
        '2d6',
        '--checks',
        '3:0:8,2:1:7,3:0:10',
        '--courage',
        '1',
        '--spend',
        'always',
        '--convert',
        'when-safe',
        '--ruleset',
        r,
        ...SIM,
      ],
    },
  },
  drawsteel: {
    preset: 'core',
    change: {
      name: 'renamed',
      faces: 8,
      skillBonus: 3,
      edgeBonus: 1,
      'tiers.tier1Max': 10,
      'tiers.tier2Max': 15,
      naturalReward: 15,
      'outcomes.easy': ['failure', 'success', 'success-reward'],
      'outcomes.medium': ['failure', 'failure', 'success'],
      'outcomes.hard': ['failure', 'success-consequence', 'success'],
    },
    probe: {
      exact: (r) => ['exact', 'drawsteel', ...drawSteelGrid, '--ruleset', r],
      simulate: (r) => ['simulate', 'drawsteel', ...drawSteelGrid, '--ruleset', r, ...SIM],
      tune: (r) => [
        'tune',
        'drawsteel',
        '--characteristic',
        '0..2',
        '--skill',
        '--edges',
        '0..1',
        '--banes',
        '0..1',
        '--targets',
        TARGETS,
        '--ruleset',
        r,
      ],
      compare: (r) => ['compare', 'drawsteel', ...drawSteelGrid, '--rulesets', `core,${r}`, '--top', '100'],
    },
  },
  d6chain: {
    preset: 'seed',
    change: {
      name: 'renamed',
      faceValue: [1, 2, 3, 4, 9, 6],
      criticalValue: 14,
      highValue: 7,
      fumbleValue: -4,
      lowValue: 0,
      strict: false,
      targets: { normal: 5 },
      grades: [
        { name: '失敗', minDegree: -99 },
        { name: '成功', minDegree: 1 },
        { name: '大成功', minDegree: 4 },
      ],
    },
    probe: {
      exact: (r) => ['exact', 'd6chain', ...d6ChainGrid, '--target', 'easy,normal,hard,very-hard,5', '--ruleset', r],
      simulate: (r) => ['simulate', 'd6chain', ...d6ChainGrid, '--target', 'easy,normal,hard,very-hard,5', '--ruleset', r, ...SIM],
      tune: (r) => [
        'tune',
        'd6chain',
        ...d6ChainGrid,
        '--target',
        'easy,normal,hard,very-hard,11..16',
        '--targets',
        TARGETS,
        '--ruleset',
        r,
      ],
      compare: (r) => [
        'compare',
        'd6chain',
        ...d6ChainGrid,
        '--target',
        'easy,normal,hard,very-hard,5',
        '--rulesets',
        `seed,${r}`,
        '--top',
        '100',
      ],
      combat: (r) => [
        'combat',
        'd6chain',
        '--steps',
        'setup:1:2:1:normal,crit:1:0:0:11,fumble:2:0:0:5,low:1:0:0:0,high:1:0:0:6',
        '--turns',
        '2',
        '--ruleset',
        r,
        ...SIM,
      ],
    },
  },
};

/**
 * The probe of a system with no row above, from its declaration: each key
 * changed to another preset's value where one differs, else a number one
 * higher, a switch flipped, the name renamed; each command's line from the
 * declared examples. So a new system is probed without a row here.
 */
function generatedProbe(system: RuleSystem): SystemProbe {
  const preset = system.defaultRuleset;
  const base = system.rulesets[preset];
  const change: Record<string, unknown> = {};
  for (const key of system.rulesetUse.keys) {
    const v = valueAt(base, key);
    const other = Object.values(system.rulesets)
      .map((r) => valueAt(r, key))
      .find((x) => JSON.stringify(x) !== JSON.stringify(v));
    if (other !== undefined) change[key] = other;
    else if (key === 'name') change[key] = 'renamed';
    else if (typeof v === 'number') change[key] = v + 1;
    else if (typeof v === 'boolean') change[key] = !v;
    else throw new Error(`${system.id}: no changed value for ruleset key "${key}" can be derived; add a row for ${system.id} to PROBES`);
  }
  const args = checkArgs(system);
  const withoutTune = args.filter((_, i) => args[i] !== `--${getTuneFlag(system)}` && args[i - 1] !== `--${getTuneFlag(system)}`);
  const probe: SystemProbe['probe'] = {
    exact: (r) => ['exact', system.id, ...args, '--ruleset', r],
    simulate: (r) => ['simulate', system.id, ...args, '--ruleset', r, ...SIM],
    tune: (r) => ['tune', system.id, ...withoutTune, '--targets', TARGETS, '--ruleset', r],
    compare: (r) => ['compare', system.id, ...args, '--rulesets', `${preset},${r}`, '--top', '100'],
  };
  for (const name of Object.keys(system.scenarios ?? {}))
    probe[name] = (r) => [name, system.id, ...scenarioArgs(system, name), '--ruleset', r, ...SIM];
  return { preset, change, probe };
}

const getTuneFlag = (system: RuleSystem): string => system.params.find((p) => p.name === system.tune)?.flag ?? system.tune;

/** The commands the CLI offers a system: the single-check ones, and each scenario that has the system. */
function offered(system: string): RulesetCommand[] {
  const scenarios = Object.entries(SCENARIO_OPTIONS)
    .filter(([, bySystem]) => system in bySystem)
    .map(([name]) => name);
  return ['exact', 'simulate', 'tune', 'compare', ...scenarios];
}

/** A ruleset file `extends: preset` with one key changed (none for the baseline), always named ruleset.yaml so titles match. */
function rulesetFile(preset: string, key?: string, value?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'hantei-use-'));
  const doc: Record<string, unknown> = { extends: preset };
  if (key !== undefined) {
    const parts = key.split('.');
    let here = doc;
    for (const p of parts.slice(0, -1)) here = (here[p] ??= {}) as Record<string, unknown>;
    here[parts[parts.length - 1]] = value;
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'ruleset.yaml');
  writeFileSync(file, stringify(doc));
  return file;
}

// the ruleset object shows every key; run and timing fields change from run to run
const VOLATILE = new Set(['rules', 'run', 'createdAt', 'elapsedMs']);

interface Outputs {
  code: number;
  stderr: string;
  table: string;
  /** The JSON document, run only when asked: a table that already differs decides a comparison without it. */
  json: () => Promise<string>;
}

/** A command's table, and (lazily) its JSON document without the ruleset object itself (which shows every key) or the file's place. */
async function outputs(args: string[]): Promise<Outputs> {
  const table = await run(args);
  let json: Promise<string> | undefined;
  const strip = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(strip)
      : x && typeof x === 'object'
        ? Object.fromEntries(
            Object.entries(x)
              .filter(([k]) => !VOLATILE.has(k))
              .map(([k, v]) => [k, strip(v)]),
          )
        : x;
  const runJson = async (): Promise<string> =>
    JSON.stringify(strip(JSON.parse((await run([...args, '--format', 'json'])).stdout)), null, 1);
  return { code: table.code, stderr: table.stderr, table: table.code === 0 ? table.stdout : '', json: () => (json ??= runJson()) };
}

/** Whether two runs print the same table and the same JSON document. */
async function same(a: Outputs, b: Outputs): Promise<boolean> {
  return a.table === b.table && (await a.json()) === (await b.json());
}

describe('ruleset keys × commands', () => {
  it('every registered system is probed (the test-only dice pool by its generated probe)', () => {
    const ids = REGISTERED_SYSTEMS.map((s) => s.id);
    for (const id of Object.keys(PROBES)) expect(ids).toContain(id);
    expect(ids).toContain('dicepool');
    expect(PROBES).not.toHaveProperty('dicepool');
  });
  for (const registered of REGISTERED_SYSTEMS) {
    const id = registered.id;
    const p = PROBES[id] ?? generatedProbe(registered);
    const system = getSystem(id);
    const use = system.rulesetUse;

    it(`${id}: the tables cover every key of its rulesets and exactly the commands it offers`, () => {
      const preset = system.rulesets[p.preset] as Record<string, unknown>;
      for (const top of Object.keys(preset))
        expect(
          use.keys.some((k) => k === top || k.startsWith(`${top}.`)),
          `key ${top}`,
        ).toBe(true);
      for (const k of use.keys) expect(valueAt(preset, k), `key ${k}`).not.toBeUndefined();
      expect(Object.keys(use.commands).sort()).toEqual(offered(id).sort());
      for (const table of Object.values(use.commands)) {
        expect(table).toBeDefined();
        expect(Object.keys(table!).sort()).toEqual([...use.keys].sort());
      }
      expect(Object.keys(p.change).sort()).toEqual([...use.keys].sort());
      expect(Object.keys(p.probe).sort()).toEqual(offered(id).sort());
    });

    for (const command of offered(id)) {
      it(`${id} ${command}: every key is used, has no effect (said in a note) or is refused`, async () => {
        const probe = p.probe[command]!;
        const base = await outputs(probe(rulesetFile(p.preset)));
        expect(base.code, base.stderr).toBe(0);
        expect(base.stderr).not.toMatch(/note:/);
        // every pair is tried, and the ones that disagree with the table listed together
        const wrong: string[] = [];
        for (const key of use.keys) {
          const u = use.commands[command]![key];
          const changed = await outputs(probe(rulesetFile(p.preset, key, p.change[key])));
          if (u === 'used') {
            if (changed.code !== 0) wrong.push(`${key}: should run, got exit ${changed.code}: ${changed.stderr}`);
            else if (await same(changed, base)) wrong.push(`${key}: declared used, but the output did not change`);
          } else if ('noEffect' in u) {
            if (changed.code !== 0) wrong.push(`${key}: should run, got exit ${changed.code}: ${changed.stderr}`);
            else if (!(await same(changed, base))) wrong.push(`${key}: declared without effect, but the output changed`);
            else if (
              !new RegExp(
                `ruleset\\.yaml:\\d+:\\d+: note: ruleset key "${key.replace('.', '\\.')}" has no effect on ${command} ${id}: `,
              ).test(changed.stderr)
            )
              wrong.push(`${key}: no note on stderr (${changed.stderr})`);
          } else if (changed.code !== 1 || !changed.stderr.includes(`ruleset key "${key}" is not modelled by ${command} ${id}`)) {
            wrong.push(`${key}: should be refused (exit 1 naming the key), got exit ${changed.code}: ${changed.stderr}`);
          }
        }
        expect(wrong).toEqual([]);
      }, 120_000);
    }

    for (const command of [...new Set([...RULESET_COMMANDS, ...Object.keys(SCENARIO_OPTIONS)])].filter(
      (c) => !offered(id).includes(c) && !['exact', 'simulate', 'tune', 'compare'].includes(c),
    )) {
      it(`${id}: ${command} is refused (the system has no ${command})`, async () => {
        const r = await run([command, id, '--ruleset', rulesetFile(p.preset)]);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(new RegExp(`^hantei: ${command} has no ${id} \\(it is for `));
      });
    }
  }
});

describe('hantei rulesets SYSTEM --keys', () => {
  it("prints a row per key with each command's use, and the reasons below", async () => {
    const r = await run(['rulesets', 'mtg', '--keys']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    for (const k of getSystem('mtg').rulesetUse.keys) expect(lines.some((l) => l.startsWith(`${k} `))).toBe(true);
    expect(lines.find((l) => l.startsWith('boost.returns '))).toMatch(/^boost\.returns\s+—\s+—\s+—\s+—\s+—\s+used$/);
    expect(r.stdout).toMatch(/boost\.returns \(exact, simulate, tune, compare\): a single check ends/);
  });
});

describe('checkRulesetUse', () => {
  const use: RulesetUse = {
    keys: ['name', 'a', 'b.c'],
    commands: { exact: { name: 'used', a: { refused: 'not modelled here' }, b: 'used', 'b.c': { noEffect: 'cannot arise' } } },
  };
  const base = { name: 'p', a: 1, b: { c: 2 } };

  it('refuses a changed refused key with the file, line and the commands that model it', () => {
    const withUse: RulesetUse = { ...use, commands: { ...use.commands, simulate: { name: 'used', a: 'used', 'b.c': 'used' } } };
    expect(() =>
      checkRulesetUse(withUse, 'sys', 'exact', { ...base, a: 2 }, base, { source: 'r.yaml', position: () => ({ line: 3, col: 1 }) }),
    ).toThrow(
      expect.objectContaining({
        code: 'ruleset',
        message: expect.stringMatching(/ruleset key "a" is not modelled by exact sys: not modelled here/),
        hint: expect.stringMatching(/simulate/),
      }),
    );
  });

  it('says nothing of keys left as the preset has them, and notes a changed key with no effect once', () => {
    const notes: string[] = [];
    checkRulesetUse(use, 'sys', 'exact', { ...base, name: 'other' }, base, { source: 'r.yaml' }, (m) => notes.push(m));
    expect(notes).toEqual([]);
    checkRulesetUse(use, 'sys', 'exact', { ...base, b: { c: 5 } }, base, { source: 'r.yaml' }, (m) => notes.push(m));
    checkRulesetUse(use, 'sys', 'exact', { ...base, b: { c: 5 } }, base, { source: 'r.yaml' }, (m) => notes.push(m));
    expect(notes).toEqual(['r.yaml: note: ruleset key "b.c" has no effect on exact sys: cannot arise']);
  });
});
