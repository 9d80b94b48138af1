import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { checkArgs, registeredForTests, scenarioArgs } from '../registry.js';

/*
 * Exit codes as the README states them, over every option of every command:
 * 2 only for command-line syntax (unknown option or command, missing required
 * option); 1 for every bad value, whichever option carries it. Runs in-process
 * (the same main() as bin/hantei.js) so the whole table stays fast.
 */

let out = '';
let err = '';
beforeEach(() => {
  out = '';
  err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void (out += a.join(' ') + '\n'));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void (err += a.join(' ') + '\n'));
});
afterEach(() => vi.restoreAllMocks());

const MONO = 'decks/mono-green.yaml';
const SIM = ['--trials', '1000', '--threads', '0'];

/**
 * A valid command line per command and system: each option is then given a
 * bad value on top of it. exact, simulate and every scenario of every
 * registered system (the test-only dice pool too) from the system's declared
 * examples; tune, compare, report and solve written here.
 */
const BASES: Record<string, string[]> = {
  ...Object.fromEntries(
    registeredForTests().flatMap((s) => [
      [`exact ${s.id}`, ['exact', s.id, ...checkArgs(s)]],
      [`simulate ${s.id}`, ['simulate', s.id, ...checkArgs(s), ...SIM]],
      ...Object.keys(s.scenarios ?? {}).map((name) => [`${name} ${s.id}`, [name, s.id, ...scenarioArgs(s, name), ...SIM]]),
    ]),
  ),
  'tune mtg': ['tune', 'mtg', '--deck', MONO, '--check', 'green', '--targets', 'easy=0.8'],
  'tune 2d6': ['tune', '2d6', '--ability', '3', '--targets', 'easy=0.8'],
  'compare 2d6': ['compare', '2d6', '--rulesets', 'standard,no-fumble', '--ability', '3', '--difficulty', '8'],
  'compare mtg': ['compare', 'mtg', '--rulesets', 'v1,v2', '--deck', MONO, '--difficulty', '2'],
  report: ['report', 'test/fixtures/small-study.yaml', '--threads', '0', '--out', '/tmp/hantei-exit-codes'],
  solve: ['solve', 'test/fixtures/small-study.yaml', '--vary', 'fumble=none,all-ones', '--out', '/tmp/hantei-exit-codes-solve'],
};

/** Options whose every string is a valid value (a seed, an output path): nothing to refuse. */
const FREE_FORM = new Set(['seed', 'out', 'json', 'junit', 'report', 'write-ruleset']);
/** Options that are syntax, not values, or that change the command's shape. */
const NOT_VALUES = new Set(['help', 'version', 'from']);

/** The command's options, read from its own --help (so a new option is covered without editing this test). */
async function optionsOf(base: string[]): Promise<Array<{ name: string; boolean: boolean }>> {
  const cmd = base[0] === 'report' || base[0] === 'solve' ? [base[0]] : base.slice(0, 2);
  out = '';
  expect(await main([...cmd, '--help'])).toBe(0);
  return [...out.matchAll(/^\s+--([\w-]+)\s.*?(\[boolean\])?(?:\s+\[default: [^\]]*\])?\s*$/gm)].map((m) => ({
    name: m[1],
    boolean: m[2] !== undefined,
  }));
}

describe('exit code 1 for a bad value of any option', () => {
  it('every registered system has its commands here', () => {
    for (const s of registeredForTests())
      for (const c of ['exact', 'simulate', ...Object.keys(s.scenarios ?? {})]) expect(BASES).toHaveProperty([`${c} ${s.id}`]);
  });
  for (const [label, base] of Object.entries(BASES)) {
    it(`${label}: every option`, async () => {
      const options = await optionsOf(base);
      expect(options.length).toBeGreaterThan(4);
      const checked: string[] = [];
      for (const o of options) {
        if (o.boolean || FREE_FORM.has(o.name) || NOT_VALUES.has(o.name)) continue;
        const bad = 'zz?bad';
        err = '';
        out = '';
        const code = await main([
          ...base.filter((_, i) => !(base[i - 1] === `--${o.name}` || base[i] === `--${o.name}`)),
          `--${o.name}`,
          bad,
        ]);
        expect({ option: o.name, code, err }).toMatchObject({ code: 1 });
        expect(err, `--${o.name}`).toMatch(new RegExp(`--${o.name}|Argument: ${o.name}|zz\\?bad`));
        expect(err).not.toMatch(/internal error|\n\s+at /);
        // the same line under a Japanese locale: the same exit code, said in Japanese
        err = '';
        const ja = await inLocale('ja_JP.UTF-8', () =>
          main([...base.filter((_, i) => !(base[i - 1] === `--${o.name}` || base[i] === `--${o.name}`)), `--${o.name}`, bad]),
        );
        expect({ option: o.name, code: ja, err }).toMatchObject({ code: 1 });
        expect(err).not.toMatch(/internal error|\n\s+at /);
        checked.push(o.name);
      }
      expect(checked.length).toBeGreaterThan(0);
    });
  }
});

describe('exit code 2 for command-line syntax only', () => {
  it.each([
    [['exact', 'mtg', '--deck', MONO, '--colour', 'green'], /Unknown argument: colour/],
    [['simulat'], /Unknown argument: simulat/],
    [['exact'], /name a rule system/],
    [['exact', 'mtg', '--difficulty', '2'], /missing --deck/],
    [['opposed', '2d6', '--ability', '3'], /Missing required argument: vs-ability|missing --vs-ability/],
    [['tune', '2d6', '--ability', '3'], /Missing required argument: targets/],
    [['exact', '2d6', '--ability', '3', '--difficulty', '8', '--out', 'a.json', '--out', 'b.json'], /--out is given 2 times/],
    [['report'], /name a study file, or --from/],
  ])('%j', async (argv, message) => {
    const code = await main(argv as string[]);
    expect(err).toMatch(message);
    expect(code).toBe(2);
    // under a Japanese locale and with --lang ja: still 2, said in Japanese
    for (const run of [() => inLocale('ja_JP.UTF-8', () => main(argv as string[])), () => main([...(argv as string[]), '--lang', 'ja'])]) {
      err = '';
      expect(await run(), err).toBe(2);
      expect(err).toMatch(/^hantei: .*[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});

/** Run with the locale set to `lang` (LC_ALL and LC_MESSAGES cleared), as `LANG=… hantei …` would. */
async function inLocale<T>(lang: string, f: () => Promise<T>): Promise<T> {
  const keys = ['LANG', 'LC_ALL', 'LC_MESSAGES', 'LANGUAGE'] as const;
  const old = keys.map((k) => process.env[k]);
  for (const k of keys) delete process.env[k];
  process.env.LANG = lang;
  try {
    return await f();
  } finally {
    keys.forEach((k, i) => (old[i] === undefined ? delete process.env[k] : (process.env[k] = old[i])));
  }
}
