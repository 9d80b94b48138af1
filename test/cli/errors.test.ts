import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main()); test/cli/bad-input.test.ts spawns them

/** One clear message (a line and maybe a hint), a non-zero exit, never a stack trace. */
function expectCleanError(r: { code: number; stderr: string; stdout: string }, ...needles: RegExp[]): void {
  expect(r.code).not.toBe(0);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines.length, r.stderr).toBeLessThanOrEqual(2);
  expect(lines[0]).toMatch(/^hantei: /);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).not.toMatch(/internal error/);
  for (const n of needles) expect(r.stderr).toMatch(n);
}

describe('bad input: one clear message and a non-zero exit', () => {
  it('a missing deck file', async () => {
    expectCleanError(
      await hanteiHere(['exact', 'mtg', '--deck', 'decks/nope.yaml', '--check', 'green', '--difficulty', '2']),
      /decks\/nope\.yaml: cannot read deck: no such file/,
    );
  });
  it('a YAML syntax error names the line and the quoting hint', async () => {
    expectCleanError(
      await hanteiHere(['exact', 'mtg', '--deck', 'test/fixtures/bad-syntax.yaml', '--difficulty', '2']),
      /bad-syntax\.yaml:\d+:\d+: YAML syntax error/,
      /quoted/,
    );
  });
  it('an unknown card lists every unknown name with suggestions', async () => {
    const r = await hanteiHere(['exact', 'mtg', '--deck', 'test/fixtures/unknown-card.txt', '--difficulty', '2']);
    // issue 12: one line per unknown name (the message grows by one line a name, then the hint)
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      // how many, how much of the deck is known, and which card data is in use (issue 32)
      'hantei: test/fixtures/unknown-card.txt:2: 2 unknown card names: 24 of 32 cards known; the installed card data is the 58-card sample bundled with hantei',
      '  line 2: "Elvish Mystik" — did you mean "Elvish Mystic"?',
      '  line 4: "Totally Made Up Card"',
      expect.stringMatching(
        /^ {2}hint: get every card once: hantei cards update \(about 20 MB download\); offline: hantei cards update --from FILE/,
      ),
    ]);
  });
  it('a count that is not a positive integer', async () => {
    expectCleanError(
      await hanteiHere(['exact', 'mtg', '--deck', 'test/fixtures/bad-count.yaml', '--difficulty', '2']),
      /bad-count\.yaml:4: count of "Elvish Mystic" must be a whole number ≥ 1, got -2/,
    );
  });
  it('a deck under 2 cards for an exact check', async () => {
    expectCleanError(
      await hanteiHere(['exact', 'mtg', '--deck', 'test/fixtures/one-card.yaml', '--difficulty', '2']),
      /one-card\.yaml: the deck has 1 card; a check reveals 2/,
    );
  });
  it('an unknown check type', async () => {
    expectCleanError(
      await hanteiHere(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--check', 'purple']),
      /--check: unknown value "purple"/,
      /white, blue, black, red, green, colorless/,
    );
  });
  it('an unknown option value', async () => {
    expectCleanError(
      await hanteiHere(['simulate', 'mtg', '--deck', 'decks/mono-green.yaml', '--boost', 'sometimes']),
      /--boost: unknown value "sometimes"/,
    );
    expectCleanError(await hanteiHere(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--format', 'xml']), /format/);
  });
  it('an unknown option', async () => {
    expectCleanError(await hanteiHere(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--colour', 'green']), /Unknown argument/);
  });
  it('an empty or non-numeric range', async () => {
    expectCleanError(await hanteiHere(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--difficulty', '5..3']), /empty range/);
    expectCleanError(await hanteiHere(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--difficulty', 'hard']), /not a whole number/);
  });
  it('an impossible parameter', async () => {
    expectCleanError(await hanteiHere(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--known', '-1']), /--known -1 is impossible/);
    expectCleanError(
      await hanteiHere(['simulate', 'mtg', '--deck', 'decks/mono-green.yaml', '--trials', '0']),
      /--trials must be a whole number/,
    );
  });
  it('an unreadable ruleset', async () => {
    expectCleanError(
      await hanteiHere(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--ruleset', 'test/fixtures/bad-ruleset.yaml']),
      /bad-ruleset\.yaml:2:\d+: "modifiers\.allied" must be a whole number/,
    );
    expectCleanError(
      await hanteiHere(['exact', 'mtg', '--deck', 'decks/mono-green.yaml', '--ruleset', 'v3']),
      /"v3" is neither a ruleset of mtg/,
    );
  });
  it('an unknown rule system', async () => {
    expectCleanError(await hanteiHere(['exact', 'chess']), /Unknown argument: chess|name a rule system/);
  });
});
