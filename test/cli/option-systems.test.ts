import { describe, expect, it } from 'vitest';
import { runHere as run } from '../run-here.js';
import { scenarioOptionNames } from '../../src/engine/scenarios.js';

import { SYSTEMS } from '../../src/systems/index.js';
import { registeredForTests, scenarioArgs } from '../registry.js';

registeredForTests(); // the test-only dice pool too
const SCENARIO_OPTIONS = scenarioOptionNames();

/*
 * An option of another system (or of another command) given to a command
 * that cannot honour it: exit 1, the option and where it belongs named, no
 * run. Every such option × command × system is tried.
 */

const CHECK_COMMANDS = ['exact', 'simulate', 'tune', 'compare'];

function optionsOf(command: string, system: string): string[] {
  if (CHECK_COMMANDS.includes(command)) {
    const s = SYSTEMS.find((x) => x.id === system)!;
    return [...s.params.map((p) => p.flag), ...(s.params.some((p) => p.kind === 'deck-list') ? ['cards', 'critical'] : [])];
  }
  return [...SCENARIO_OPTIONS[command][system]];
}

/** What each command requires before yargs looks at unknown options: a scenario's required options (from its declared examples), tune's targets. */
const REQUIRED: Record<string, string[]> = Object.fromEntries(
  SYSTEMS.flatMap((s) => [
    [`tune ${s.id}`, ['--targets', 'easy=0.5']],
    ...Object.entries(s.scenarios ?? {}).map(([name, spec]) => [
      `${name} ${s.id}`,
      scenarioArgs(s, name).filter((_, i, a) =>
        spec.options.some((o) => o.required && (a[i] === `--${o.flag}` || a[i - 1] === `--${o.flag}`)),
      ),
    ]),
  ]),
);

const commands = [...CHECK_COMMANDS, ...Object.keys(SCENARIO_OPTIONS)];
const systemsOf = (c: string) => (CHECK_COMMANDS.includes(c) ? SYSTEMS.map((s) => s.id) : Object.keys(SCENARIO_OPTIONS[c]));

describe('an option another system or command has', () => {
  for (const command of commands) {
    for (const system of systemsOf(command)) {
      const own = optionsOf(command, system);
      const foreign = [...new Set(commands.flatMap((c) => systemsOf(c).flatMap((s) => optionsOf(c, s))))].filter(
        (o) => !own.includes(o) && o !== 'ruleset',
      );
      it(`${command} ${system} refuses ${foreign.length} foreign options, naming where each belongs`, async () => {
        for (const option of foreign) {
          const r = await run([command, system, ...(REQUIRED[`${command} ${system}`] ?? []), `--${option}`, '1']);
          expect(r.code, `--${option}: ${r.stderr}`).toBe(1);
          expect(r.stderr).toMatch(new RegExp(`^hantei: --${option} is not an option of ${command} ${system}: it belongs to \\w+ `));
          expect(r.stdout).toBe('');
        }
      });
    }
  }

  it("a plain typo stays a usage error (exit 2) with yargs' words", async () => {
    const r = await run(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--colour', 'green']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Unknown argument: colour/);
  });

  it('names both spellings once, as the command line writes them', async () => {
    const r = await run(['exact', 'drawsteel', '--characteristic', '1', '--difficulty', 'easy', '--courage-die']);
    expect(r.stderr).toMatch(/--courage-die is not an option of exact drawsteel: it belongs to exact 2d6, simulate 2d6/);
    expect(r.stderr).not.toMatch(/courageDie/);
  });
});
