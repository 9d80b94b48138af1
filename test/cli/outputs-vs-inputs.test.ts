import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';

/*
 * No output may be an input: each case names one of the command's inputs
 * (study, deck, ruleset, card data, part file) as an output — directly,
 * through a symlinked folder, through a hard link, as a file of an output
 * folder — and must be refused before any computing, naming the option,
 * with the input left byte for byte as it was.
 *
 * The commands run in-process through test/cli/here.ts (the built CLI's main()).
 */

const MONO = resolve('decks/mono-green.yaml');

function place(): string {
  return mkdtempSync(join(tmpdir(), 'hantei-out-in-'));
}

/** A small mtg study whose solve and report are quick. */
function colours(dir: string): string {
  const file = join(dir, 'colours.yaml');
  writeFileSync(
    file,
    `name: colours
analyses:
  - name: table
    system: mtg
    ruleset: v2
    params: { deck: [${MONO}], difficulty: 4, boost: never }
expect:
  - { analysis: table, check: on-colour, mean: { min: 0.6, max: 0.7 } }
`,
  );
  return file;
}

async function refused(args: string[], option: string, kind: RegExp, files: string[]): Promise<void> {
  const before = files.map((f) => readFileSync(f, 'utf8'));
  const r = await hanteiHere(args);
  expect(r.code, r.stderr).toBe(1);
  expect(r.stderr).toMatch(new RegExp(`^hantei: ${option} `));
  expect(r.stderr).toMatch(kind);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual(before);
}

describe('no output may be an input', () => {
  it('exact RULE --out RULE: a rule file named as the system is an input too', async () => {
    const dir = place();
    const rule = join(dir, 'my-rule.yaml');
    copyFileSync('test/fixtures/rules/2d6.yaml', rule);
    await refused(['exact', rule, '--out', rule], '--out', /is the rule file this command reads/, [rule]);
  });

  it('solve STUDY --json STUDY, --out STUDY', async () => {
    const dir = place();
    const study = colours(dir);
    await refused(['solve', study, '--vary', 'modifiers.same=4..5', '--json', study], '--json', /is the study this command reads/, [study]);
    await refused(['solve', study, '--vary', 'modifiers.same=4..5', '--out', study], '--out', /is the study this command reads/, [study]);
  });

  it('solve --write-ruleset through a symlinked folder (real paths compared, not path.resolve)', async () => {
    const dir = place();
    mkdirSync(join(dir, 'real'));
    const study = colours(join(dir, 'real'));
    symlinkSync(join(dir, 'real'), join(dir, 'here'));
    await refused(
      ['solve', study, '--vary', 'modifiers.same=4..5', '--write-ruleset', join(dir, 'here', 'colours.yaml')],
      '--write-ruleset',
      /is the study this command reads/,
      [study],
    );
    // the ruleset file the study reads, through the link too
    const rules = join(dir, 'real', 'house.yaml');
    writeFileSync(rules, 'extends: v2\nname: house\n');
    writeFileSync(study, readFileSync(study, 'utf8').replace('ruleset: v2', `ruleset: ${rules}`));
    await refused(
      ['solve', study, '--vary', 'modifiers.same=4..5', '--write-ruleset', join(dir, 'here', 'house.yaml')],
      '--write-ruleset',
      /is a ruleset this command reads/,
      [study, rules],
    );
  });

  it('report STUDY --check --junit STUDY', async () => {
    const dir = place();
    const study = colours(dir);
    await refused(['report', study, '--check', '--junit', study, '--out', join(dir, 'rep'), '--quiet'], '--junit', /is the study/, [study]);
    expect(existsSync(join(dir, 'rep'))).toBe(false);
  });

  it('exact --deck D --out D, and --out a hard link to the deck', async () => {
    const dir = place();
    const deck = join(dir, 'd.yaml');
    copyFileSync(MONO, deck);
    const args = ['exact', 'mtg', '--deck', deck, '--check', 'green', '--difficulty', '2'];
    await refused([...args, '--out', deck], '--out', /is a deck this command reads/, [deck]);
    linkSync(deck, join(dir, 'hard.yaml'));
    await refused([...args, '--out', join(dir, 'hard.yaml')], '--out', /is a deck this command reads/, [deck]);
  });

  it('an output folder holding an input it would replace: compare --report', async () => {
    const dir = place();
    const rep = join(dir, 'rep');
    mkdirSync(rep);
    // a deck saved under a name the report writes itself
    const deck = join(rep, 'results.csv');
    writeFileSync(deck, '20 Forest\n20 Llanowar Elves\n');
    await refused(
      ['compare', 'mtg', '--deck', deck, '--check', 'green', '--difficulty', '2', '--rulesets', 'v1,v2', '--report', rep],
      '--report',
      /holds results\.csv, a deck this command reads/,
      [deck],
    );
  });

  it('cards import FILE --index FILE, and merge PART --out PART', async () => {
    const dir = place();
    const bulk = join(dir, 'cards.json');
    copyFileSync('test/fixtures/scryfall-cards.json', bulk);
    await refused(['cards', 'import', bulk, '--index', bulk], '--index', /is card data this command reads/, [bulk]);
    const part = join(dir, 'part.json');
    writeFileSync(part, '{}\n');
    await refused(['merge', part, '--out', part], '--out', /is a part file this command reads/, [part]);
  });

  it('two outputs naming one file', async () => {
    const dir = place();
    const study = colours(dir);
    const r = await hanteiHere([
      'solve',
      study,
      '--vary',
      'modifiers.same=4..5',
      '--json',
      join(dir, 'a.json'),
      '--out',
      join(dir, 'a.json'),
    ]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/--json and --out both name/);
    expect(existsSync(join(dir, 'a.json'))).toBe(false);
  });
});

describe('outputs hantei rebuilds by design', () => {
  it('report --from DIR/results.json rebuilds DIR in place', async () => {
    const dir = place();
    const study = join(dir, 'dice.yaml');
    writeFileSync(study, 'name: dice\nanalyses:\n  - { name: dice, system: 2d6, params: { ability: 0..2, difficulty: 6..8 } }\n');
    const rep = join(dir, 'rep');
    expect((await hanteiHere(['report', study, '--out', rep, '--quiet'])).code).toBe(0);
    const r = await hanteiHere(['report', '--from', join(rep, 'results.json'), '--quiet']);
    expect(r.code, r.stderr).toBe(0);
  }, 60_000);

  it('report --junit REP/junit.xml a second time: the report folder lists it as its own', async () => {
    const dir = place();
    const study = join(dir, 'dice.yaml');
    writeFileSync(
      study,
      'name: dice\nanalyses:\n  - { name: dice, system: 2d6, params: { ability: 0..2, difficulty: 6..8 } }\n' +
        'expect:\n  - { analysis: dice, where: { ability: 2, difficulty: 7 }, success: { min: 0.1 } }\n',
    );
    const rep = join(dir, 'rep');
    const args = ['report', study, '--out', rep, '--junit', join(rep, 'junit.xml'), '--quiet'];
    for (let run = 0; run < 2; run++) {
      const r = await hanteiHere(args);
      expect(r.code, r.stderr).toBe(0);
      expect(readFileSync(join(rep, 'junit.xml'), 'utf8')).toMatch(/<testsuites name="hantei" tests="1" failures="0"/);
    }
    const manifest = JSON.parse(readFileSync(join(rep, '.hantei-manifest.json'), 'utf8')) as { files: Record<string, string> };
    expect(Object.keys(manifest.files)).toContain('junit.xml');
    // a junit.xml of an older run that its manifest does not list is still the run's to replace: the user named it
    writeFileSync(join(rep, 'junit.xml'), '<old/>\n');
    expect((await hanteiHere(args)).code).toBe(0);
    // but a file the report writes itself is refused as --junit
    const clash = await hanteiHere([...args.slice(0, 4), '--junit', join(rep, 'index.html'), '--quiet']);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toMatch(/--junit .*index\.html is index\.html of the report folder/);
    expect(readdirSync(rep).sort()).toEqual(['.hantei-manifest.json', 'charts', 'index.html', 'junit.xml', 'results.csv', 'results.json']);
  }, 60_000);
});
