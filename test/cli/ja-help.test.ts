import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';
import { SYSTEMS } from '../../src/systems/index.js';
import { scenarioSpecs } from '../../src/engine/scenarios.js';
import { japaneseProblems } from '../ja-words.js';

/*
 * `--help` of every command and subcommand, under a Japanese locale: every
 * description in Japanese (names a user types aside), the English help
 * unchanged in shape. Each system's help words declare its options' English
 * as the declaration says it.
 *
 * The commands run in-process through test/cli/here.ts (the built CLI's main()).
 */

/** Every command line whose --help a user may ask for. */
function commands(): string[][] {
  const systems = SYSTEMS.map((s) => s.id);
  return [
    [],
    ...['exact', 'simulate', 'tune', 'compare'].flatMap((c) => [[c], ...systems.map((s) => [c, s])]),
    ...Object.entries(scenarioSpecs()).flatMap(([name, by]) => [[name], ...Object.keys(by).map((s) => [name, s])]),
    ['report'],
    ['solve'],
    ['serve'],
    ['init'],
    ['rulesets'],
    ['merge'],
    ['deck'],
    ['deck', 'inspect'],
    ['cards'],
    ['cards', 'import'],
    ['cards', 'show'],
    ['cards', 'update'],
    ['cards', 'info'],
  ];
}

/**
 * The names a user types on these command lines, from the registry: systems, commands, scenarios, presets,
 * parameters, choices and ruleset values, check types (green), positional arguments, and game titles.
 */
function typedNames(): string[] {
  const scenarios = Object.entries(scenarioSpecs());
  return [
    ...SYSTEMS.flatMap((s) => [
      s.id,
      ...Object.keys(s.rulesets),
      ...s.params.flatMap((p) => [p.flag, p.name, ...(p.choices ?? []).map(String)]),
      ...Object.keys(s.rulesetLabels ?? {})
        .filter((k) => k.startsWith('value:'))
        .map((k) => k.slice('value:'.length)),
    ]),
    ...scenarios.flatMap(([name, by]) => [
      name,
      ...Object.values(by).flatMap((spec) => spec.options.flatMap((o) => [...(o.choices ?? [])])),
    ]),
    ...['never', 'on-fail', 'always', 'when-safe', 'on-failure', 'when-behind', 'green', 'white', 'blue', 'medium'],
    ...['study', 'parts', 'system', 'name', 'file', 'Draw Steel'],
  ];
}

async function helpIn(lang: string, argv: string[]): Promise<{ code: number; stdout: string }> {
  return await hanteiHere([...argv, '--help'], { env: { LANG: lang, LC_ALL: '', LC_MESSAGES: '' } });
}

describe('--help of every command in Japanese', () => {
  it.each(commands().map((c) => [c.join(' ') || '(hantei)', c] as const))('%s', async (_, argv) => {
    const ja = await helpIn('ja_JP.UTF-8', argv);
    const en = await helpIn('C', argv);
    expect(ja.code).toBe(0);
    expect(en.code).toBe(0);
    // the same options in the same order, only their words changed
    const flags = (s: string) => [...s.matchAll(/^ {2}(--[\w-]+)/gm)].map((m) => m[1]);
    expect(flags(ja.stdout)).toEqual(flags(en.stdout));
    expect(en.stdout).toMatch(/Options:/);
    // the usage line is a command line (hantei exact mtg), not words; every description is Japanese
    const body = ja.stdout.split('\n').slice(1).join('\n');
    expect(japaneseProblems(body, typedNames())).toEqual([]);
  });
});

describe("each system's help words", () => {
  it('say in English what the declaration says, for every option it declares', () => {
    const wrong: string[] = [];
    for (const s of SYSTEMS) {
      const declared: Record<string, string> = Object.fromEntries(s.params.map((p) => [p.flag, p.describe]));
      if (s.decks) declared.inspect = s.decks.inspect.describe;
      for (const [name, spec] of Object.entries(s.scenarios ?? {})) {
        declared[name] = spec.command;
        for (const o of spec.options) declared[`${name} ${o.flag}`] = o.describe;
      }
      for (const [k, en] of Object.entries(declared)) if (s.help?.[k]?.en !== en) wrong.push(`${s.id} ${k}`);
    }
    expect(wrong).toEqual([]);
  });
});
