import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runHere } from '../run-here.js';
import { checkArgs, registeredForTests, scenarioArgs } from '../registry.js';
import { REGISTERED } from '../../src/systems/index.js';

/*
 * The bad-input table: every case runs the real CLI and must give its exit
 * code, a message naming the culprit, no stack trace, no "internal error", and
 * no output file. Fixtures live in test/fixtures/bad/. Keep adding to it.
 */

const BAD = 'test/fixtures/bad';
const MONO = 'decks/mono-green.yaml';

interface Case {
  /** What is wrong, as a user would say it. */
  name: string;
  /** Command line; $OUT is replaced by a fresh path that must not exist afterwards. */
  args: string[];
  code: 1 | 2;
  /** Names the culprit (file, line, option, key). */
  says: RegExp;
  /** Lines of the message, hint included, when more than two are meant (one per unknown card). */
  lines?: number;
  /** Environment variables set for the run. */
  env?: Record<string, string>;
  /** Only in this process: a system the test registered (a real process knows the built-in ones). */
  hereOnly?: boolean;
}

/** A command line: the base options, each replaced by the same option in `rest` (every option given once, as a user would). */
function line(command: string[], base: Record<string, string>, rest: string[]): string[] {
  const opts: Record<string, string | undefined> = { ...base };
  for (let i = 0; i < rest.length; i++) {
    const valued = i + 1 < rest.length && !rest[i + 1].startsWith('--');
    opts[rest[i].slice(2)] = valued ? rest[++i] : undefined;
  }
  return [...command, ...Object.entries(opts).flatMap(([k, v]) => (v === undefined ? [`--${k}`] : [`--${k}`, v]))];
}
const exact = (...rest: string[]) => line(['exact', 'mtg'], { deck: MONO, check: 'green', difficulty: '2', out: '$OUT' }, rest);
const exactDeck = (deck: string) => exact('--deck', deck);
const sim2d6 = (...rest: string[]) =>
  line(['simulate', '2d6'], { ability: '3', difficulty: '8', trials: '1e4', threads: '0', out: '$OUT' }, rest);
const report = (study: string, ...rest: string[]) => ['report', `${BAD}/${study}`, '--out', '$OUT', '--quiet', '--threads', '0', ...rest];
const from = (file: string) => ['report', '--from', `${BAD}/${file}`, '--out', '$OUT', '--quiet'];

/* Inputs that cannot live in git: a FIFO with no writer, a study of more analyses than the budget allows. */
const SPECIAL = mkdtempSync(join(tmpdir(), 'hantei-special-'));
const FIFO = join(SPECIAL, 'deck.fifo');
const RULESET_FIFO = join(SPECIAL, 'ruleset.yaml');
execFileSync('mkfifo', [FIFO, RULESET_FIFO]);
// copies an output may name: a failing refusal overwrites these, never the repository's files
const DECK_COPY = join(SPECIAL, 'deck.yaml');
copyFileSync(MONO, DECK_COPY);
const STUDY_COPY = join(SPECIAL, 'study.yaml');
writeFileSync(
  STUDY_COPY,
  readFileSync('test/fixtures/small-study.yaml', 'utf8').replace(/\.\.\/\.\.\/decks\//g, `${process.cwd()}/decks/`),
);
const MANY = join(SPECIAL, 'many-analyses.yaml');
// one past the budget of 1,000 (reading 10,000 took 2.5 s of CPU a run, three runs, for the same refusal)
writeFileSync(
  MANY,
  'name: many\nanalyses:\n' +
    Array.from({ length: 1_001 }, (_, i) => `  - { name: a${i}, system: 2d6, params: { ability: 0..5, difficulty: 2..12 } }\n`).join(''),
);
const WIDE = join(SPECIAL, 'wide-study.yaml');
// each analysis within the cell budget, the study past it: refused at the analysis that crosses it, before the rest is read
writeFileSync(
  WIDE,
  'name: wide\nanalyses:\n' +
    Array.from({ length: 100 }, (_, i) => `  - { name: a${i}, system: 2d6, params: { ability: -40..40, difficulty: 2..12 } }\n`).join(''),
);

/**
 * The refusals every system gets from its declaration: a missing required
 * parameter or scenario option (exit 2), a number outside a parameter's
 * bounds, a word where a number goes, a value outside its choices (exit 1).
 */
function declaredCases(): Case[] {
  const cases: Case[] = [];
  for (const s of registeredForTests()) {
    const hereOnly = !REGISTERED.some((r) => r.id === s.id);
    const base = checkArgs(s);
    const without = (flag: string) => base.filter((_, i) => base[i] !== `--${flag}` && base[i - 1] !== `--${flag}`);
    const exactWith = (flag: string, value: string) => ['exact', s.id, ...without(flag), `--${flag}`, value, '--out', '$OUT'];
    for (const p of s.params) {
      if (p.required)
        cases.push({
          name: `exact ${s.id} without --${p.flag}`,
          args: ['exact', s.id, ...without(p.flag), '--out', '$OUT'],
          code: 2,
          says: new RegExp(`missing --${p.flag}`),
          hereOnly,
        });
      if (p.min !== undefined && p.kind !== 'flag')
        cases.push({
          name: `exact ${s.id} --${p.flag} below its least`,
          args: exactWith(p.flag, String(p.min - 1)),
          code: 1,
          says: new RegExp(`--${p.flag}\\b.*${p.min - 1}`),
          hereOnly,
        });
      if (p.max !== undefined && p.kind !== 'flag')
        cases.push({
          name: `exact ${s.id} --${p.flag} past its most`,
          args: exactWith(p.flag, String(p.max + 1)),
          code: 1,
          says: new RegExp(`--${p.flag}\\b.*${p.max + 1}`),
          hereOnly,
        });
      if (p.kind === 'int-range' || p.kind === 'int')
        cases.push({
          name: `exact ${s.id} --${p.flag} not a number`,
          args: exactWith(p.flag, 'lots'),
          code: 1,
          says: new RegExp(`--${p.flag}.*"lots"`),
          hereOnly,
        });
      if (p.kind === 'choice-list' && p.choices)
        cases.push({
          name: `exact ${s.id} --${p.flag} outside its choices`,
          args: exactWith(p.flag, 'zz-unknown'),
          code: 1,
          says: new RegExp(`--${p.flag}.*"zz-unknown"`),
          hereOnly,
        });
    }
    for (const [name, spec] of Object.entries(s.scenarios ?? {})) {
      const args = scenarioArgs(s, name);
      for (const o of spec.options.filter((x) => x.required)) {
        const rest = args.filter((_, i) => args[i] !== `--${o.flag}` && args[i - 1] !== `--${o.flag}`);
        cases.push({
          name: `${name} ${s.id} without --${o.flag}`,
          args: [name, s.id, ...rest, '--threads', '0', '--out', '$OUT'],
          code: 2,
          says: new RegExp(`--${o.flag}|Missing required argument: ${o.flag}`),
          hereOnly,
        });
      }
    }
  }
  return cases;
}

const CASES: Case[] = [
  // decks
  { name: 'a missing deck file', args: exactDeck('decks/nope.yaml'), code: 1, says: /decks\/nope\.yaml: cannot read deck: no such file/ },
  { name: 'a deck that is a folder', args: exactDeck('decks'), code: 1, says: /decks: cannot read deck: is a folder/ },
  {
    name: 'a deck YAML syntax error',
    args: exactDeck(`${BAD}/deck-yaml-syntax.yaml`),
    code: 1,
    says: /deck-yaml-syntax\.yaml:\d+:\d+: YAML syntax error/,
  },
  {
    name: 'a deck YAML entry with a misspelt field',
    args: exactDeck(`${BAD}/deck-unknown-field.yaml`),
    code: 1,
    says: /deck-unknown-field\.yaml:4.*nmae/,
  },
  {
    name: 'deck cards: that is not a list',
    args: exactDeck(`${BAD}/deck-cards-not-list.yaml`),
    code: 1,
    says: /deck-cards-not-list\.yaml.*cards/,
  },
  { name: 'an empty decklist', args: exactDeck(`${BAD}/deck-empty.txt`), code: 1, says: /deck-empty\.txt/ },
  {
    name: 'an unknown card',
    args: exactDeck(`${BAD}/deck-unknown-card.txt`),
    code: 1,
    says: /deck-unknown-card\.txt:1: 1 unknown card name: \d+ of \d+ cards known; the installed card data is the 58-card sample bundled with hantei\n\s+line 1: "Elvish Mystik" — did you mean "Elvish Mystic"\?/,
    lines: 3,
  },
  {
    name: 'a count of zero',
    args: exactDeck(`${BAD}/deck-zero-count.yaml`),
    code: 1,
    says: /deck-zero-count\.yaml:3: count of "Forest" must be a whole number ≥ 1/,
  },
  { name: 'a deck of one card', args: exactDeck('test/fixtures/one-card.yaml'), code: 1, says: /one-card\.yaml: the deck has 1 card/ },
  {
    name: '--critical names a card not in the deck',
    args: exact('--critical', 'Black Lotus'),
    code: 1,
    says: /--critical names "black lotus", which is not in the deck/i,
  },
  {
    name: '--cards names a missing file',
    args: exact('--cards', 'nope.json'),
    code: 1,
    says: /nope\.json: cannot read card data: no such file/,
  },
  {
    name: '--cards is not JSON',
    args: exact('--cards', `${BAD}/cards-not-json.json`),
    code: 1,
    says: /cards-not-json\.json: card data is not valid JSON/,
  },
  {
    name: '--cards is JSON of the wrong shape',
    args: exact('--cards', `${BAD}/cards-wrong-shape.json`),
    code: 1,
    says: /cards-wrong-shape\.json: card data must be/,
  },
  {
    name: 'a binary file given as a deck',
    args: exactDeck(`${BAD}/deck-binary.txt`),
    code: 1,
    says: /deck-binary\.txt is not a text decklist \(binary data at byte 0\)/,
  },
  {
    name: 'a decklist with NUL bytes',
    args: exactDeck(`${BAD}/deck-nul.txt`),
    code: 1,
    says: /deck-nul\.txt is not a text decklist \(binary data at byte 9\)/,
  },
  { name: 'a deck file given as a study', args: report('deck-nul.txt'), code: 1, says: /deck-nul\.txt is not a text study file/ },
  {
    name: 'a UTF-16 study with a misspelt parameter (decoded, then checked)',
    args: report('study-utf16-typo.yaml'),
    code: 1,
    says: /study-utf16-typo\.yaml:3:\d+: analysis "a": unknown parameter "abilty"/,
  },
  // option values (exit 1) and command-line syntax (exit 2)
  { name: 'an unknown check type', args: exact('--check', 'purple'), code: 1, says: /--check: unknown value "purple"/ },
  { name: 'an empty --check', args: exact('--check', ''), code: 1, says: /--check is empty/ },
  { name: 'an unknown boost policy', args: exact('--boost', 'sometimes'), code: 1, says: /--boost: unknown value "sometimes"/ },
  { name: 'an unknown --format', args: exact('--format', 'xml'), code: 1, says: /format.*xml/ },
  { name: 'an unknown --lang', args: exact('--lang', 'fr'), code: 1, says: /lang.*fr/ },
  { name: 'an empty range', args: exact('--difficulty', '5..3'), code: 1, says: /--difficulty "5\.\.3" is an empty range/ },
  {
    name: 'a word for an mtg difficulty',
    args: exact('--difficulty', 'hard'),
    code: 1,
    says: /--difficulty "hard": "hard" is not a whole number/,
  },
  {
    name: 'a difficulty past 2^53',
    args: exact('--difficulty', '9007199254740993'),
    code: 1,
    says: /--difficulty 9007199254740993: must be within ±1,000,000, got 9007199254740993/,
  },
  {
    name: 'a difficulty past a million',
    args: exact('--difficulty', '2000000'),
    code: 1,
    says: /--difficulty 2000000: must be within ±1,000,000, got 2000000/,
  },
  { name: 'a range of over 10000 values', args: exact('--difficulty', '0..20000'), code: 1, says: /more than 10000 values/ },
  { name: 'a negative number of known cards', args: exact('--known', '-1'), code: 1, says: /--known -1 is impossible/ },
  {
    name: 'a grid over the cell budget',
    args: ['exact', '2d6', '--ability', '0..1000', '--difficulty', '0..1000', '--out', '$OUT'],
    code: 1,
    says: /1,002,001 cells, over the budget of 20,000.*\n.*--max-cells 1002001/,
  },
  { name: 'a bad --max-cells', args: exact('--max-cells', '0'), code: 1, says: /--max-cells must be a whole number ≥ 1/ },
  { name: 'zero trials', args: sim2d6('--trials', '0'), code: 1, says: /--trials must be a whole number/ },
  { name: 'trials that are not a number', args: sim2d6('--trials', 'many'), code: 1, says: /--trials must be a whole number.*"many"/ },
  {
    name: 'trials past the budget',
    args: sim2d6('--trials', '1e15'),
    code: 1,
    says: /1\.00e15 simulated checks, over the budget.*\n.*--max-trials/,
  },
  {
    name: 'trials past 2^53',
    args: sim2d6('--trials', '1e300', '--yes'),
    code: 1,
    says: /--trials must be a whole number from 1 to 9e15, got "[^"]*"\n.*e\.g\. --trials 1000000/,
  },
  { name: 'a negative thread count', args: sim2d6('--threads', '-1'), code: 1, says: /--threads must be a whole number from 0 to 256/ },
  {
    name: 'a 2d6 ability past a million',
    args: ['exact', '2d6', '--ability', '2000000', '--difficulty', '8', '--out', '$OUT'],
    code: 1,
    says: /--ability 2000000/,
  },
  {
    name: 'an unknown 2d6 conversion policy',
    args: ['exact', '2d6', '--ability', '3', '--difficulty', '8', '--convert', 'sometimes', '--out', '$OUT'],
    code: 1,
    says: /--convert: unknown value "sometimes"/,
  },
  {
    name: 'an unknown drawsteel difficulty',
    args: ['exact', 'drawsteel', '--characteristic', '2', '--difficulty', 'impossible', '--out', '$OUT'],
    code: 1,
    says: /--difficulty.*"impossible"/,
  },
  {
    name: 'a drawsteel characteristic past +5',
    args: ['exact', 'drawsteel', '--characteristic', '9', '--difficulty', 'easy', '--out', '$OUT'],
    code: 1,
    says: /--characteristic 9 is impossible/,
  },
  { name: 'an unknown d6chain target label', args: ['exact', 'd6chain', '--target', 'tricky', '--out', '$OUT'], code: 1, says: /"tricky"/ },
  {
    name: 'zero d6chain dice',
    args: ['exact', 'd6chain', '--dice', '0', '--target', 'easy', '--out', '$OUT'],
    code: 1,
    says: /--dice 0 is impossible/,
  },
  {
    name: 'a single-valued option given twice',
    args: [...exact(), '--out', 'x.json'],
    code: 2,
    says: /--out is given 2 times; give it once/,
  },
  { name: 'an unknown option', args: exact('--colour', 'green'), code: 2, says: /Unknown argument: colour/ },
  { name: 'an unknown command', args: ['simulat', 'mtg'], code: 2, says: /Unknown arguments?: simulat/ },
  { name: 'an unknown rule system', args: ['exact', 'chess'], code: 2, says: /Unknown argument: chess|name a rule system/ },
  {
    name: 'a system the command does not have',
    args: ['turn', '2d6', '--checks', '3:0:8', '--out', '$OUT'],
    code: 1,
    says: /turn has no 2d6 \(it is for mtg\); 2d6 has opposed and session/,
  },
  {
    name: 'an option of another system',
    args: ['exact', 'drawsteel', '--characteristic', '1', '--difficulty', 'easy', '--boost', 'on-fail', '--out', '$OUT'],
    code: 1,
    says: /--boost is not an option of exact drawsteel: it belongs to exact mtg/,
  },
  {
    name: 'an option of another command',
    args: exact('--hand', '7'),
    code: 1,
    says: /--hand is not an option of exact mtg: it belongs to turn mtg/,
  },
  {
    name: '--gm-exile where no cell knows the whole library',
    args: exact('--gm-exile', '3'),
    code: 1,
    says: /--gm-exile 3 applies only when --known is the whole library/,
  },
  { name: 'no rule system', args: ['exact'], code: 2, says: /name a rule system/ },
  { name: 'a missing --deck', args: ['exact', 'mtg', '--difficulty', '2', '--out', '$OUT'], code: 2, says: /missing --deck/ },
  // reading: regular files only, within the size cap (io/read.ts)
  {
    name: 'a deck that is a FIFO with no writer',
    args: exactDeck(FIFO),
    code: 1,
    says: /deck\.fifo: cannot read deck: is a pipe \(FIFO\), not a regular file/,
  },
  {
    name: 'a deck that is /dev/zero',
    args: exactDeck('/dev/zero'),
    code: 1,
    says: /\/dev\/zero: cannot read deck: is a character device, not a regular file/,
  },
  {
    name: 'a study that is /dev/zero',
    args: ['report', '/dev/zero', '--out', '$OUT', '--quiet'],
    code: 1,
    says: /\/dev\/zero: cannot read study: is a character device/,
  },
  {
    name: 'a ruleset that is a FIFO',
    args: exact('--ruleset', RULESET_FIFO),
    code: 1,
    says: /ruleset\.yaml: cannot read ruleset: is a pipe \(FIFO\)/,
  },
  {
    name: 'a card import from a FIFO',
    args: ['cards', 'import', FIFO],
    code: 1,
    says: /deck\.fifo: cannot read card data: is a pipe \(FIFO\), not a regular file/,
  },
  { name: 'card data that is a folder', args: exact('--cards', 'decks'), code: 1, says: /decks: cannot read card data: is a folder/ },
  {
    name: 'a deck larger than the size cap',
    args: exactDeck(MONO),
    env: { HANTEI_MAX_FILE_SIZE: '100' },
    code: 1,
    says: /mono-green\.yaml: cannot read deck: larger than the 100 bytes cap on input files\n.*HANTEI_MAX_FILE_SIZE=400/,
  },
  {
    name: 'results larger than the size cap',
    args: from('results-array.json'),
    env: { HANTEI_MAX_FILE_SIZE: '1' },
    code: 1,
    says: /results-array\.json: cannot read results: larger than the 1 bytes cap/,
  },
  {
    name: 'a size cap that is not a size',
    args: exactDeck(MONO),
    env: { HANTEI_MAX_FILE_SIZE: 'lots' },
    code: 1,
    says: /HANTEI_MAX_FILE_SIZE must be a size from 1 byte to 500M, got "lots"/,
  },
  // YAML aliases and keys that reach the prototype (core/user-data.ts)
  {
    name: 'a YAML alias bomb in a study',
    args: report('study-alias-bomb.yaml'),
    code: 1,
    says: /study-alias-bomb\.yaml: YAML aliases expand past the limit of 100/,
  },
  {
    name: 'a YAML alias bomb in a ruleset',
    args: exact('--ruleset', `${BAD}/ruleset-alias-bomb.yaml`),
    code: 1,
    says: /ruleset-alias-bomb\.yaml: YAML aliases expand past the limit of 100/,
  },
  {
    name: 'a YAML alias bomb in a deck',
    args: exactDeck(`${BAD}/deck-alias-bomb.yaml`),
    code: 1,
    says: /deck-alias-bomb\.yaml: YAML aliases expand past the limit of 100/,
  },
  {
    name: 'a ruleset key __proto__',
    args: exact('--ruleset', `${BAD}/ruleset-proto.yaml`),
    code: 1,
    says: /ruleset-proto\.yaml:2:1: the key "__proto__" is not allowed/,
  },
  {
    name: 'a ruleset key constructor',
    args: exact('--ruleset', `${BAD}/ruleset-constructor.yaml`),
    code: 1,
    says: /ruleset-constructor\.yaml:3:3: the key "constructor" \(at modifiers\.constructor\) is not allowed/,
  },
  {
    name: 'a study parameter named prototype',
    args: report('study-prototype.yaml'),
    code: 1,
    says: /study-prototype\.yaml:5:\d+: the key "prototype" \(at analyses\[0\]\.params\.prototype\) is not allowed/,
  },
  {
    name: 'a deck card with a __proto__ field',
    args: exactDeck(`${BAD}/deck-proto.yaml`),
    code: 1,
    says: /deck-proto\.yaml:3:\d+: the key "__proto__" \(at cards\[0\]\.__proto__\) is not allowed/,
  },
  {
    name: 'card data with a __proto__ key',
    args: exact('--cards', `${BAD}/cards-proto.json`),
    code: 1,
    says: /cards-proto\.json: the key "__proto__" \(at \[0\]\.__proto__\) is not allowed/,
  },
  {
    name: 'results with a constructor key',
    args: from('results-constructor.json'),
    code: 1,
    says: /results-constructor\.json: the key "constructor" is not allowed/,
  },
  // decks: keys and numeric bounds, checked before anything is allocated
  {
    name: 'a misspelt top-level deck key (commandr)',
    args: exactDeck(`${BAD}/deck-commandr.yaml`),
    code: 1,
    says: /deck-commandr\.yaml:2:1: unknown deck key "commandr"\n.*did you mean "commander"/,
  },
  {
    name: 'a YAML count of 1e15',
    args: exactDeck(`${BAD}/deck-count-1e15.yaml`),
    code: 1,
    says: /deck-count-1e15\.yaml:3: count of "Forest" must be at most 20,000,000, got 1000000000000000/,
  },
  {
    name: 'a text count past 2^53',
    args: exactDeck(`${BAD}/deck-count-huge.txt`),
    code: 1,
    says: /deck-count-huge\.txt:1: count of "Forest" must be at most 20,000,000, got 99999999999999999999/,
  },
  {
    name: 'a .dek quantity past the limit',
    args: exactDeck(`${BAD}/deck-dek-quantity.dek`),
    code: 1,
    says: /deck-dek-quantity\.dek:3: MTGO \.dek: Quantity of "Forest" must be at most 20,000,000, got "99999999999"/,
  },
  {
    name: 'a deck of 10^7 cards',
    args: exactDeck(`${BAD}/deck-ten-million.yaml`),
    code: 1,
    says: /deck-ten-million\.yaml: the deck has 10,000,000 cards, over the budget of 1,000,000\n.*--max-cards 10000000/,
  },
  {
    name: 'a deck of 10^7 cards in a turn',
    args: ['turn', 'mtg', '--deck', `${BAD}/deck-ten-million.yaml`, '--checks', 'green:2', '--threads', '0', '--out', '$OUT'],
    code: 1,
    says: /the deck has 10,000,000 cards, over the budget of 1,000,000\n.*--max-cards 10000000/,
  },
  {
    name: 'a deck past the hard limit, even with --yes',
    args: exact('--deck', `${BAD}/deck-past-hard-limit.yaml`, '--yes'),
    code: 1,
    says: /deck-past-hard-limit\.yaml: the deck has 40,000,000 cards, more than the 20,000,000/,
  },
  {
    name: 'a mana_value of 1e12',
    args: exactDeck(`${BAD}/deck-mana-value.yaml`),
    code: 1,
    says: /deck-mana-value\.yaml:4: card "Giant": mana_value must be at most 1,000,000, got 1000000000000/,
  },
  {
    name: 'a mana cost past a million',
    args: exactDeck(`${BAD}/deck-mana-cost.yaml`),
    code: 1,
    says: /deck-mana-cost\.yaml:4: card "Giant": mana_cost "\{99999999999\}\{G\}" gives a mana value that must be at most 1,000,000/,
  },
  { name: 'a bad --max-cards', args: exact('--max-cards', 'x'), code: 1, says: /--max-cards must be a whole number ≥ 1, got "x"/ },
  // rulesets and options: the bound broken is the reason given
  {
    name: 'a ruleset value past a million',
    args: exact('--ruleset', `${BAD}/ruleset-past-a-million.yaml`),
    code: 1,
    says: /ruleset-past-a-million\.yaml:2:\d+: "modifiers\.same" must be within ±1,000,000, got 1000001/,
  },
  {
    name: 'a ruleset value past its own bound',
    args: ['exact', '2d6', '--ability', '3', '--difficulty', '8', '--ruleset', `${BAD}/ruleset-2d6-faces.yaml`, '--out', '$OUT'],
    code: 1,
    says: /ruleset-2d6-faces\.yaml:2:1: "faces" must be from 2 to 100, got 1000000/,
  },
  {
    name: 'a turn --hand past a million',
    args: ['turn', 'mtg', '--deck', MONO, '--checks', 'green:2', '--hand', '2000000', '--threads', '0', '--out', '$OUT'],
    code: 1,
    says: /--hand must be ≥ 0 \(at most 1,000,000\), got 2000000/,
  },
  {
    name: 'a combat --turns that is not a number',
    args: ['combat', 'd6chain', '--steps', 'a:1:0:0:easy', '--turns', 'x', '--threads', '0', '--out', '$OUT'],
    code: 1,
    says: /--turns must be a whole number ≥ 1 \(at most 1,000,000\), got "x"/,
  },
  // studies: the whole study's work, and expectations checked as the study loads
  {
    name: 'a study of 1,001 analyses',
    args: ['report', MANY, '--out', '$OUT', '--quiet', '--threads', '0'],
    code: 1,
    says: /many-analyses\.yaml: the study has 1,001 analyses, over the budget of 1,000\n.*--yes/,
  },
  {
    name: 'a study whose analyses add up past the cell budget',
    args: report('study-over-cell-budget.yaml'),
    code: 1,
    says: /study-over-cell-budget\.yaml: the study has 26,244 cells, over the budget of 20,000\n.*--max-cells 26244/,
  },
  {
    name: 'a study refused at the analysis that crosses the budget',
    args: ['report', WIDE, '--out', '$OUT', '--quiet', '--threads', '0'],
    code: 1,
    says: /wide-study\.yaml: the study has 20,493 cells in its first 23 of 100 analyses, over the budget of 20,000/,
  },
  {
    name: 'study trials past 2^53',
    args: report('study-trials-past-2-53.yaml'),
    code: 1,
    says: /study-trials-past-2-53\.yaml:2: trials must be at most 2\^53, got 100000000000000000000/,
  },
  {
    name: 'an expectation whose min is above its max',
    args: report('study-expect-min-over-max.yaml'),
    code: 1,
    says: /study-expect-min-over-max\.yaml:5:\d+: success\.min \(0\.8\) is above success\.max \(0\.2\)/,
  },
  {
    name: 'a success-rate bound of 5 meant as 5%',
    args: report('study-expect-percent.yaml'),
    code: 1,
    says: /study-expect-percent\.yaml:5:\d+: max must be a rate from 0 to 1, got 5\n.*write 0\.05 for 5%/,
  },
  {
    name: 'a rate bound written "50%"',
    args: report('study-expect-percent-text.yaml'),
    code: 1,
    says: /study-expect-percent-text\.yaml:5:\d+: success\.min must be a number, got "50%"\n.*write 0\.5 for 50%/,
  },
  {
    name: 'a difficulty expectation whose min is above its max',
    args: report('study-expect-difficulty-min-over-max.yaml'),
    code: 1,
    says: /study-expect-difficulty-min-over-max\.yaml:5:\d+: difficulty\.min \(9\) is above difficulty\.max \(4\)/,
  },
  {
    name: 'a bound beside success: that is never read',
    args: report('study-expect-bound-outside.yaml'),
    code: 1,
    says: /study-expect-bound-outside\.yaml:5:\d+: max: beside success: is never read/,
  },
  // outputs
  {
    name: '--out under /proc',
    args: exact('--out', '/proc/x/y.json'),
    code: 1,
    says: /\/proc\/x\/y\.json: cannot write output: \/proc is a kernel file system/,
  },
  { name: '--out is a folder', args: exact('--out', 'decks'), code: 1, says: /decks: cannot write output: it is a folder/ },
  { name: '--out inside a file', args: exact('--out', 'README.md/x.json'), code: 1, says: /README\.md is a file, not a folder/ },
  // rulesets
  { name: 'an unknown ruleset name', args: exact('--ruleset', 'v3'), code: 1, says: /"v3" is neither a ruleset of mtg/ },
  {
    name: 'a ruleset file with a misspelt key',
    args: exact('--ruleset', `${BAD}/ruleset-unknown-key.yaml`),
    code: 1,
    says: /ruleset-unknown-key\.yaml:4:3: unknown ruleset key "modifiers\.alied"\n.*did you mean "allied"/,
  },
  {
    name: 'a ruleset value out of range',
    args: exact('--ruleset', `${BAD}/ruleset-bad-value.yaml`),
    code: 1,
    says: /ruleset-bad-value\.yaml:3:\d+: "boost\.size"/,
  },
  {
    name: 'a ruleset extending an unknown preset',
    args: exact('--ruleset', `${BAD}/ruleset-unknown-preset.yaml`),
    code: 1,
    says: /ruleset-unknown-preset\.yaml:1:\d+: "extends: v9" is not a preset/,
  },
  {
    name: 'a ruleset YAML syntax error',
    args: exact('--ruleset', `${BAD}/ruleset-syntax.yaml`),
    code: 1,
    says: /ruleset-syntax\.yaml:\d+:\d+: ruleset is not valid YAML/,
  },
  {
    name: 'a ruleset file that is not YAML or JSON',
    args: exact('--ruleset', `${BAD}/ruleset-wrong-ext.txt`),
    code: 1,
    says: /ruleset-wrong-ext\.txt" is neither a ruleset of mtg nor a \.yaml\/\.json file/,
  },
  // scenarios
  {
    name: 'a turn check that cannot be read',
    args: ['turn', 'mtg', '--deck', MONO, '--checks', 'green:x', '--threads', '0', '--out', '$OUT'],
    code: 1,
    says: /--checks: cannot read "green:x"/,
  },
  {
    name: 'a session check with too few fields',
    args: ['session', '2d6', '--checks', '3:0', '--threads', '0', '--out', '$OUT'],
    code: 1,
    says: /--checks: cannot read "3:0"/,
  },
  {
    name: 'a combat step that cannot be read',
    args: ['combat', 'd6chain', '--steps', 'a:b', '--threads', '0', '--out', '$OUT'],
    code: 1,
    says: /--steps: cannot read "a:b"/,
  },
  {
    name: 'an opposed side B deck that is missing',
    args: ['opposed', 'mtg', '--deck', MONO, '--check', 'green', '--vs', 'nope.txt', '--threads', '0', '--out', '$OUT'],
    code: 1,
    says: /nope\.txt: cannot read deck/,
  },
  {
    name: 'an opposed reaction ability that is not a number',
    args: ['opposed', '2d6', '--ability', '3', '--vs-ability', 'x', '--threads', '0', '--out', '$OUT'],
    code: 1,
    says: /--vs-ability must be a whole number/,
  },
  // studies
  { name: 'a missing study file', args: report('nope.yaml'), code: 1, says: /nope\.yaml: cannot read study: no such file/ },
  {
    name: 'an unknown study key',
    args: report('study-unknown-top-key.yaml'),
    code: 1,
    says: /study-unknown-top-key\.yaml:4:1: unknown study key "expct"\n.*did you mean "expect"/,
  },
  {
    name: 'an unknown analysis key',
    args: report('study-unknown-analysis-key.yaml'),
    code: 1,
    says: /study-unknown-analysis-key\.yaml:5:5: analysis "a": unknown key "metod"\n.*did you mean "method"/,
  },
  {
    name: 'a misspelt analysis parameter',
    args: report('study-param-typo.yaml'),
    code: 1,
    says: /study-param-typo\.yaml:5:15: analysis "a": unknown parameter "abilty" for 2d6 checks\n.*did you mean "ability"/,
  },
  {
    name: 'a misspelt scenario parameter',
    args: report('study-scenario-typo.yaml'),
    code: 1,
    says: /study-scenario-typo\.yaml:6:\d+: analysis "o": unknown parameter "vs-chek" for mtg opposed\n.*did you mean "vs-check"/,
  },
  {
    name: 'one parameter in both spellings',
    args: report('study-param-twice.yaml'),
    code: 1,
    says: /study-param-twice\.yaml:6:\d+: analysis "a": "courageDie" repeats a parameter already given for 2d6 checks\n.*courage-die and courageDie are one parameter/,
  },
  {
    name: 'a misspelt key in where:',
    args: report('study-where-typo.yaml'),
    code: 1,
    says: /study-where-typo\.yaml:8:14: expectation on "a": where: names unknown parameter "abillity"/,
  },
  {
    name: 'a study name that escapes the output folder',
    args: ['report', `${BAD}/study-name-escapes.yaml`, '--quiet'],
    code: 1,
    says: /study-name-escapes\.yaml:1:1: study name "\.\.\/\.\.\/\.\.\/x" must be one plain folder name/,
  },
  { name: 'a study YAML syntax error', args: report('study-syntax.yaml'), code: 1, says: /study-syntax\.yaml:\d+:\d+: YAML syntax error/ },
  {
    name: 'a study with no analyses',
    args: report('study-no-analyses.yaml'),
    code: 1,
    says: /study-no-analyses\.yaml: the study has no "analyses:" list/,
  },
  {
    name: 'a study analysis of an unknown system',
    args: report('study-unknown-system.yaml'),
    code: 1,
    says: /study-unknown-system\.yaml:3:\d+: analysis "a": unknown system "chess"/,
  },
  {
    name: 'an expectation on an unknown analysis',
    args: report('study-expect-unknown-analysis.yaml'),
    code: 1,
    says: /study-expect-unknown-analysis\.yaml:5:\d+: expectation names analysis "b"/,
  },
  {
    name: 'an expectation on an unknown outcome',
    args: report('study-expect-unknown-outcome.yaml'),
    code: 1,
    says: /study-expect-unknown-outcome\.yaml:5:\d+: .*2d6 has no outcome "critcal"\n.*did you mean "critical"/,
  },
  {
    name: 'study trials that are not a number',
    args: report('study-bad-trials.yaml'),
    code: 1,
    says: /study-bad-trials\.yaml:3: trials must be a whole number/,
  },
  {
    name: 'a study grid over the cell budget',
    args: report('study-over-budget.yaml'),
    code: 1,
    says: /study-over-budget\.yaml:3: analysis "a": the grid has 251,001 cells/,
  },
  {
    name: 'a study over the trial budget',
    args: report('study-over-trial-budget.yaml'),
    code: 1,
    says: /study-over-trial-budget\.yaml: the study simulates 2\.10e10 simulated checks/,
  },
  {
    name: 'a study language that is not en or ja',
    args: report('study-bad-lang.yaml'),
    code: 1,
    says: /study-bad-lang\.yaml:2:\d+: lang must be en or ja/,
  },
  {
    name: 'two analyses with one name',
    args: report('study-duplicate-names.yaml'),
    code: 1,
    says: /study-duplicate-names\.yaml:4: two analyses are named "a"/,
  },
  {
    name: 'an unknown method',
    args: report('study-bad-method.yaml'),
    code: 1,
    says: /study-bad-method\.yaml:3:\d+: analysis "a": method must be exact or simulate/,
  },
  {
    name: 'card data on a dice system',
    args: report('study-cards-on-dice.yaml'),
    code: 1,
    says: /study-cards-on-dice\.yaml:3:\d+: analysis "a": "cards" applies to deck systems/,
  },
  {
    name: 'a success expectation on a scenario',
    args: report('study-scenario-success.yaml'),
    code: 1,
    says: /study-scenario-success\.yaml:5: .*use value: NAME/,
  },
  {
    name: 'an unknown check type in a study',
    args: report('study-bad-check.yaml'),
    code: 1,
    says: /study-bad-check\.yaml:3: analysis "a": --check: unknown value "purple"/,
  },
  {
    name: 'a study and --from together',
    args: ['report', 'test/fixtures/small-study.yaml', '--from', 'x.json'],
    code: 2,
    says: /give a study file or --from, not both/,
  },
  // saved results (report --from)
  { name: 'results that are not JSON', args: from('results-truncated.json'), code: 1, says: /results-truncated\.json: not valid JSON/ },
  {
    name: 'results of an unknown schema',
    args: from('results-wrong-schema.json'),
    code: 1,
    says: /results-wrong-schema\.json: not a hantei results file \(schema "hantei\.results\/9"\)/,
  },
  { name: 'results that are an array', args: from('results-array.json'), code: 1, says: /results-array\.json: not a hantei results file/ },
  {
    name: 'a success above 1',
    args: from('results-success-over-1.json'),
    code: 1,
    says: /results-success-over-1\.json: not a valid hantei\.results\/1 document: cells\[1\]\.success: must be ≤ 1/,
  },
  { name: 'a success that is text', args: from('results-success-text.json'), code: 1, says: /cells\[0\]\.success: must be number/ },
  { name: 'results with no cells', args: from('results-no-cells.json'), code: 1, says: /must have required property 'cells'/ },
  {
    name: 'results of an unknown system',
    args: from('results-unknown-system.json'),
    code: 1,
    says: /results-unknown-system\.json: system: unknown rule system "chess"/,
  },
  { name: 'an interval below 0', args: from('results-negative-ci.json'), code: 1, says: /cells\[0\]\.ci/ },
  { name: 'a degree that is not an integer', args: from('results-degree-key.json'), code: 1, says: /cells\[0\]\.degree/ },
  // balancing and decks
  {
    name: 'tune targets that cannot be read',
    args: ['tune', '2d6', '--ability', '3', '--targets', 'easy=2', '--out', '$OUT'],
    code: 1,
    says: /--targets/,
  },
  { name: 'deck inspect of a missing file', args: ['deck', 'inspect', 'nope.txt'], code: 1, says: /nope\.txt: cannot read deck/ },
  // ruleset keys as axes, solve, the playable difficulty table
  {
    name: 'a varied key the ruleset does not have',
    args: [...exact(), '--vary', 'modifiers.sane=3..5'],
    code: 1,
    says: /--vary: "modifiers\.sane" is not a ruleset key of mtg\n.*did you mean "modifiers\.same"/,
  },
  {
    name: 'a varied map',
    args: [...exact(), '--vary', 'modifiers=1..3'],
    code: 1,
    says: /--vary: "modifiers" is a map; vary one of its entries\n.*modifiers\.same/,
  },
  {
    name: 'a varied choice that is not one',
    args: ['exact', '2d6', '--ability', '3', '--difficulty', '8', '--vary', 'fumble=none,sometimes', '--out', '$OUT'],
    code: 1,
    says: /--vary fumble=sometimes: "fumble" must be one of/,
  },
  {
    name: 'a varied key with no values',
    args: [...exact(), '--vary', 'modifiers.same='],
    code: 1,
    says: /--vary modifiers\.same= has no values/,
  },
  {
    name: 'a varied combination the ruleset refuses',
    args: [...exact(), '--vary', 'boost.size=6..7,boost.minRemaining=6', '--boost', 'on-fail'],
    code: 1,
    says: /--vary boost\.size=7, boost\.minRemaining=6: boost\.minRemaining \(6\) is below boost\.size \(7\)/,
  },
  {
    name: 'a varied grid over the cell budget',
    args: ['exact', '2d6', '--ability', '0..99', '--difficulty', '0..19', '--vary', 'fumbleAchievement=0..10', '--out', '$OUT'],
    code: 1,
    says: /22,000 cells, over the budget of 20,000/,
  },
  {
    name: 'vary: that is not a map',
    args: report('study-vary-map.yaml'),
    code: 1,
    says: /study-vary-map\.yaml:3:\d+: analysis "a": vary: must map ruleset keys to ranges/,
  },
  {
    name: 'an unknown check relation',
    args: report('study-bad-relation.yaml'),
    code: 1,
    says: /study-bad-relation\.yaml:5:\d+: expectation on "a": check: must be one of on-colour, off-colour, allied, enemy, colourless/,
  },
  {
    name: 'a check relation on a dice system',
    args: report('study-relation-on-dice.yaml'),
    code: 1,
    says: /study-relation-on-dice\.yaml:5:\d+: .*applies to mtg check analyses/,
  },
  {
    name: 'an expectation with two bounds',
    args: report('study-two-bounds.yaml'),
    code: 1,
    says: /study-two-bounds\.yaml:5: an expectation bounds one thing; this one has mean and spread/,
  },
  {
    name: 'solve with a key no analysis has',
    args: ['solve', 'test/fixtures/small-study.yaml', '--vary', 'tiers.tier9Max=1..3', '--out', '$OUT'],
    code: 1,
    says: /--vary: "tiers\.tier9Max" is not a ruleset key of drawsteel|no check analysis of the study has the ruleset key/,
  },
  {
    name: 'solve writing its ruleset over the study',
    args: [
      'solve',
      'test/fixtures/small-study.yaml',
      '--analysis',
      '2d6',
      '--vary',
      'fumble=none',
      '--write-ruleset',
      'test/fixtures/small-study.yaml',
      '--out',
      '$OUT',
    ],
    code: 1,
    says: /--write-ruleset test\/fixtures\/small-study\.yaml is the study this command reads/,
  },
  {
    name: 'solve with --top 0',
    args: ['solve', 'test/fixtures/small-study.yaml', '--vary', 'fumble=none', '--top', '0', '--out', '$OUT'],
    code: 1,
    says: /--top must be a whole number from 1/,
  },
  {
    name: 'tune --across a parameter the system lacks',
    args: ['tune', '2d6', '--ability', '3', '--targets', 'easy=0.8', '--across', 'decks', '--out', '$OUT'],
    code: 1,
    says: /--across decks: 2d6 has no such grid parameter\n.*ability/,
  },
  {
    name: 'tune --format markdown without --across',
    args: ['tune', '2d6', '--ability', '3', '--targets', 'easy=0.8', '--format', 'markdown', '--out', '$OUT'],
    code: 1,
    says: /--format markdown prints the playable table of --across/,
  },
  {
    name: 'tune --pick without --across',
    args: ['tune', '2d6', '--ability', '3', '--targets', 'easy=0.8', '--pick', 'worst', '--out', '$OUT'],
    code: 1,
    says: /--pick applies to --across/,
  },
  {
    name: 'tune --tolerance above 1',
    args: ['tune', 'mtg', '--deck', MONO, '--targets', 'easy=0.8', '--across', 'decks', '--tolerance', '5', '--out', '$OUT'],
    code: 1,
    says: /--tolerance must be a rate from 0 to 1/,
  },
  // output options: empty or a device, each refusal naming its own option (never --out)
  ...(['json', 'write-ruleset'] as const).flatMap((o): Case[] => [
    {
      name: `solve --${o} ''`,
      args: ['solve', 'test/fixtures/small-study.yaml', '--vary', 'fumble=none', `--${o}`, '', '--out', '$OUT'],
      code: 1,
      says: new RegExp(`--${o} is empty\\n.*leave out --${o}\n`),
    },
    {
      name: `solve --${o} /dev/null`,
      args: ['solve', 'test/fixtures/small-study.yaml', '--vary', 'fumble=none', `--${o}`, '/dev/null', '--out', '$OUT'],
      code: 1,
      says: new RegExp(`--${o} names a device`),
    },
  ]),
  {
    name: "tune --json ''",
    args: ['tune', '2d6', '--ability', '3', '--targets', 'easy=0.8', '--json', '', '--out', '$OUT'],
    code: 1,
    says: /--json is empty/,
  },
  { name: "report --junit ''", args: report('../small-study.yaml', '--junit', ''), code: 1, says: /--junit is empty/ },
  {
    name: "compare --report ''",
    args: ['compare', '2d6', '--rulesets', 'standard,all-ones', '--ability', '3', '--difficulty', '8', '--report', '', '--out', '$OUT'],
    code: 1,
    says: /--report is empty/,
  },
  {
    name: 'solve --json a folder',
    args: ['solve', 'test/fixtures/small-study.yaml', '--vary', 'fumble=none', '--json', 'test/fixtures', '--out', '$OUT'],
    code: 1,
    says: /cannot write --json: it is a folder/,
  },
  {
    name: "cards import --index ''",
    args: ['cards', 'import', 'test/fixtures/scryfall-cards.json', '--index', ''],
    code: 1,
    says: /--index is empty/,
  },
  {
    name: 'cards update --index a device',
    args: ['cards', 'update', '--from', 'test/fixtures/scryfall-cards.json', '--index', '/dev/null'],
    code: 1,
    says: /--index names a device/,
  },
  // input paths given empty: refused as empty (exit 1), never read as "no such file" or as left out
  { name: "report --from ''", args: ['report', '--from', '', '--out', '$OUT', '--quiet'], code: 1, says: /--from is empty/ },
  { name: "report ''", args: ['report', '', '--out', '$OUT', '--quiet'], code: 1, says: /<study> is empty/ },
  { name: "cards import ''", args: ['cards', 'import', ''], code: 1, says: /<file> is empty/ },
  { name: "--cards ''", args: exact('--cards', ''), code: 1, says: /--cards is empty/ },
  // no output may be an input (test/cli/outputs-vs-inputs.test.ts has the links and folders)
  {
    name: 'exact --out the deck it reads',
    args: ['exact', 'mtg', '--deck', DECK_COPY, '--check', 'green', '--difficulty', '2', '--out', DECK_COPY],
    code: 1,
    says: /--out .*deck\.yaml is a deck this command reads/,
  },
  {
    name: 'solve --json the study it reads',
    args: ['solve', STUDY_COPY, '--vary', 'fumble=none', '--json', STUDY_COPY, '--out', '$OUT'],
    code: 1,
    says: /--json .*study\.yaml is the study this command reads/,
  },
  {
    name: 'report --junit the study it reads',
    args: ['report', STUDY_COPY, '--check', '--junit', STUDY_COPY, '--out', '$OUT', '--quiet'],
    code: 1,
    says: /--junit .*study\.yaml is the study this command reads/,
  },
  {
    name: 'solve of a study whose expectations pick more cells than the budget, judged for every candidate',
    args: ['solve', 'test/fixtures/long/wide.yaml', '--vary', 'fumble=none,all-ones', '--out', '$OUT'],
    code: 1,
    says: /solve judges 30,000 cells for each candidate ruleset \(the cells the expectations pick\), over the budget of 20,000\n.*--max-cells 30000/,
  },
  {
    name: 'solve whose coordinate descent is estimated over the budget before it starts',
    args: [
      'solve',
      'test/fixtures/long/tiers.yaml',
      '--vary',
      'tiers.tier1Max=-10000..-1,tiers.tier2Max=0..9999',
      '--restarts',
      '1000',
      '--out',
      '$OUT',
    ],
    code: 1,
    says: /the search would judge at least 19,999,000 cells .* over the budget of 10,000,000/,
  },
  {
    name: 'solve with --restarts 1e9',
    args: ['solve', 'test/fixtures/small-study.yaml', '--vary', 'fumble=none', '--restarts', '1e9', '--out', '$OUT'],
    code: 1,
    says: /--restarts must be a whole number from 1 to 10000, got "1000000000"\n.*e\.g\. --restarts 8/,
  },
  {
    name: 'tune --targets with one label twice',
    args: ['tune', '2d6', '--ability', '0..3', '--targets', 'easy=80%,easy=20%', '--out', '$OUT'],
    code: 1,
    says: /--targets: the label "easy" is given twice \(80% and 20%\)/,
  },
  // every parameter and required scenario option of every registered system (the test-only dice pool too), from its declaration
  ...declaredCases(),
];

describe('inputs as bytes', () => {
  it('UTF-16 and UTF-32 decklists (with a BOM) are read as text', async () => {
    for (const f of ['deck-utf16.txt', 'deck-utf32.txt']) {
      const r = await here(['deck', 'inspect', `${BAD}/${f}`, '--format', 'json']);
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ cards: 4 });
    }
  });

  // in this process: its stack is no deeper than a fresh one's (the same V8 limit, with the test runner's frames below)
  it('a deck of 150,000 lines is read, checked and inspected without overflowing the stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-huge-'));
    const deck = join(dir, 'huge.txt');
    writeFileSync(deck, '1 Forest\n'.repeat(149_996) + '4 Runeclaw Bear\n');
    const runs = [];
    for (const args of [
      ['exact', 'mtg', '--deck', deck, '--check', 'green', '--difficulty', '0..2', '--boost', 'always', '--format', 'json'],
      ['turn', 'mtg', '--deck', deck, '--checks', 'green:2', '--trials', '200', '--threads', '0', '--format', 'json'],
      ['deck', 'inspect', deck],
    ]) {
      const r = await here(args);
      expect(r.stderr).not.toMatch(/internal error|call stack/);
      expect(r.code, r.stderr).toBe(0);
      runs.push(r);
    }
    const inspect = runs[2];
    expect(inspect.stdout).toMatch(/150000 cards in the library/);
    expect(inspect.stdout).toMatch(/149996\s+Forest/);
  });
});

type Runner = (args: string[], env?: Record<string, string>) => Promise<{ code: number | null; stdout: string; stderr: string }>;

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/hantei.js', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** In this process: the case's environment variables set for the run only. */
const here: Runner = async (args, env = {}) => {
  const old = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await runHere(args);
  } finally {
    for (const [k, v] of Object.entries(old))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
};

/** A case's run: its command line with $OUT a fresh path in a fresh folder, and the case's environment (then `env`). */
interface Ran {
  r: Awaited<ReturnType<Runner>>;
  dir: string;
  out: string;
}
async function ranIn(c: Case, run: Runner, env: Record<string, string> = {}): Promise<Ran> {
  const dir = mkdtempSync(join(tmpdir(), 'hantei-bad-'));
  const out = join(dir, 'out');
  const r = await run(
    c.args.map((a) => (a === '$OUT' ? out : a)),
    { ...c.env, ...env },
  );
  return { r, dir, out };
}

function expectRefused(c: Case, { r, dir, out }: Ran): void {
  expect(r.stderr, r.stderr).toMatch(c.says);
  expect(r.code, r.stderr).toBe(c.code);
  expect(r.stderr).toMatch(/^hantei: /);
  expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
  expect(r.stderr.trimEnd().split('\n').length, r.stderr).toBeLessThanOrEqual(c.lines ?? (c.code === 2 ? 3 : 2));
  expect(r.stdout).toBe('');
  expect(existsSync(out), 'no output file').toBe(false);
  expect(readdirSync(dir)).toEqual([]);
}

// the locale only, so each run reads LANG (LC_ALL and LC_MESSAGES would win over it)
const locale = (lang: string) => ({ LANG: lang, LC_ALL: '', LC_MESSAGES: '', LANGUAGE: '' });

/**
 * Each case's run in this process under LANG=C, made once: the table holds it
 * to the case, and the languages' table compares the Japanese run with it
 * (each was run twice, the same command in the same words).
 */
const englishRuns = new Map<Case, Promise<Ran>>();
function english(c: Case): Promise<Ran> {
  if (!englishRuns.has(c)) englishRuns.set(c, ranIn(c, here, locale('C')));
  return englishRuns.get(c)!;
}

describe('bad input: one clear message, the documented exit code, nothing written', () => {
  it('has at least 60 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(60));
  it.each(CASES)('$name', async (c) => expectRefused(c, await english(c)));
});

describe('a refused run leaves an existing output as it was', () => {
  const refused = CASES.filter((c) => c.code === 1 && c.args.includes('$OUT') && !c.args.includes('report'));
  it('covers the reading cases', () => expect(refused.length).toBeGreaterThanOrEqual(40));
  it.each(refused.filter((_, i) => i % 4 === 0))('$name', async (c) => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-keep-'));
    const out = join(dir, 'out.txt');
    writeFileSync(out, 'the previous output\n');
    const r = await here(
      c.args.map((a) => (a === '$OUT' ? out : a)),
      c.env,
    );
    expect(r.code, r.stderr).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe('the previous output\n');
    expect(readdirSync(dir)).toEqual(['out.txt']);
  });
});

describe('the same in a real process (a sample of the table, through bin/hantei.js)', () => {
  const sample = CASES.filter((c) => !c.hereOnly).filter((_, i) => i % 12 === 0);
  it.concurrent.each(sample)('$name', async (c) => expectRefused(c, await ranIn(c, run)));
});

describe('the same refusal in every language (LANG=C, LANG=ja_JP.UTF-8, --lang ja)', () => {
  it.each(CASES)('$name', async (c) => {
    const runs = [await english(c), await ranIn(c, here, locale('ja_JP.UTF-8'))];
    for (const { out } of runs) expect(existsSync(out), 'no output file').toBe(false);
    const [en, ja] = runs.map((x) => x.r);
    expect(en.code, en.stderr).toBe(c.code);
    expect({ code: ja.code, stdout: ja.stdout }, ja.stderr).toEqual({ code: en.code, stdout: en.stdout });
    expect(ja.stderr).toMatch(/^hantei: /);
    expect(ja.stderr).not.toMatch(/\n\s+at |internal error/);
  });
});

describe('the same output in every language: JSON and CSV do not depend on the locale', () => {
  it.each([
    ['exact', '2d6', '--ability', '0..3', '--difficulty', '7..9', '--format', 'json'],
    ['exact', 'mtg', '--deck', MONO, '--check', 'green', '--difficulty', '1..3', '--format', 'csv'],
    ['simulate', 'drawsteel', '--characteristic', '2', '--difficulty', 'medium', '--trials', '2000', '--threads', '0', '--format', 'json'],
    ['tune', '2d6', '--ability', '1..3', '--targets', 'easy=0.8,hard=0.2', '--format', 'csv'],
  ])('%j', async (...args) => {
    const en = await here(args, locale('C'));
    const ja = await here(args, locale('ja_JP.UTF-8'));
    expect(en.code, en.stderr).toBe(0);
    expect(ja.code, ja.stderr).toBe(0);
    expect(ja.stdout.length).toBeGreaterThan(20);
    // the run's own clock aside (when it ran, how long it took)
    const timeless = (s: string) => s.replace(/"(createdAt|elapsedMs)": [^,\n]+/g, '"$1": …');
    expect(timeless(ja.stdout)).toBe(timeless(en.stdout));
  });
});
