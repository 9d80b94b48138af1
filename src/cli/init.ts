import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { CommandModule } from 'yargs';
import { HanteiError } from '../core/errors.js';
import { type MessageId, messageLang, msg, said, verbatim } from '../core/messages.js';
import { writeOutput } from './common.js';
import { packageRoot } from '../paths.js';
import { getSystem } from '../systems/index.js';
import type { Lang } from '../systems/types.js';
import { checkWritableParent } from '../io/atomic.js';

/*
 * `hantei init [file]`: a commented starter study for a system, so a first
 * `hantei report FILE --check` runs on a file the user just made. The
 * analysis of each system is one template below (a rule file's template can
 * join them: `--rule`); every comment is a catalogue message.
 */

/** The decks a starter mtg study names when --deck gives none: the bundled ones. */
const BUNDLED_DECKS = ['mono-green.yaml', 'selesnya.txt', 'uw-control.txt', 'eldrazi.yaml'];

interface Starter {
  /** The analysis's `params:` lines (indented 6). */
  params: (decks: readonly string[]) => string[];
  /** The expectations (each one line), with the catalogue message of the comment above each. */
  expect: Array<[MessageId, string]>;
  ruleset?: string;
}

const STARTERS: Readonly<Record<string, Starter>> = {
  mtg: {
    ruleset: 'v2',
    params: (decks) => [`deck: [${decks.join(', ')}]`, 'difficulty: 0..8', 'boost: never'],
    expect: [
      ['init.mtg.mean', '{ analysis: checks, check: on-colour, where: { difficulty: 4 }, mean: 0.55 ± 0.10 }'],
      ['init.mtg.order', '{ analysis: checks, where: { difficulty: 4 }, order: [on-colour, allied, enemy] }'],
      ['init.falling', '{ analysis: checks, order: { falling: difficulty }, every: deck, gap: 0 }'],
    ],
  },
  '2d6': {
    params: () => ['ability: 0..5', 'difficulty: 4..12'],
    expect: [
      ['init.dice.target', '{ analysis: checks, where: { ability: 2, difficulty: 8 }, success: 0.40 ± 0.10 }'],
      ['init.falling', '{ analysis: checks, order: { falling: difficulty }, every: ability, gap: 0 }'],
    ],
  },
  drawsteel: {
    params: () => ['characteristic: 0..3', 'skill: [false, true]', 'difficulty: [easy, medium, hard]'],
    expect: [
      [
        'init.dice.order',
        '{ analysis: checks, order: [{ difficulty: easy }, { difficulty: medium }, { difficulty: hard }], every: characteristic }',
      ],
      ['init.dice.bounds', '{ analysis: checks, where: { difficulty: medium }, every: characteristic, mean: [0.2, 1] }'],
    ],
  },
  d6chain: {
    params: () => ['dice: 1..2', 'plan: 0..2', 'judgement: 1', 'target: [easy, normal, hard]'],
    expect: [
      ['init.dice.order', '{ analysis: checks, order: [{ target: easy }, { target: normal }, { target: hard }], every: dice }'],
      ['init.dice.bounds', '{ analysis: checks, where: { target: normal }, every: dice, mean: [0.2, 0.9] }'],
    ],
  },
};

/** A study name from a file name (one plain folder name, as study.ts requires). */
function studyNameOf(file: string): string {
  const stem = basename(file).replace(/\.ya?ml$/i, '');
  const name = stem.replace(/[^\p{L}\p{N}_.-]+/gu, '-').replace(/^[.-]+/, '');
  return name.slice(0, 100) || 'study';
}

/** A path from the study's folder (studies read paths relative to themselves), with forward slashes. */
function fromStudy(target: string, path: string): string {
  return relative(dirname(resolve(target)), resolve(path))
    .split(sep)
    .join('/');
}

/**
 * The text of a starter study: commented, in the chosen language, for one system.
 *
 * @example
 * writeFileSync('my-study.yaml', starterStudy('my-study.yaml', 'mtg', [], 'en'));
 */
export function starterStudy(target: string, system: string, decks: readonly string[], lang: Lang): string {
  const sys = getSystem(system);
  const starter = STARTERS[sys.id];
  const say = (id: MessageId, params: Record<string, string> = {}) => msg(id, params).text(lang);
  const deckPaths = (decks.length ? decks : BUNDLED_DECKS.map((d) => join(packageRoot(), 'decks', d))).map((d) => fromStudy(target, d));
  const name = studyNameOf(target);
  const lines = [
    `# ${say('init.head', { system: sys.label[lang] })}`,
    `#   hantei report ${basename(target)} --check`,
    `# ${say('init.edit')}`,
    `name: ${name}                 # ${say('init.name', { name })}`,
    `title: ${JSON.stringify(say('init.title', { system: sys.label[lang] }))}`,
    `lang: ${lang}`,
    'analyses:',
    '  - name: checks',
    `    system: ${sys.id}`,
    ...(starter.ruleset ? [`    ruleset: ${starter.ruleset}               # ${say('init.ruleset', { system: sys.id })}`] : []),
    `    method: exact              # ${say('init.method')}`,
    `    params:                    # ${say('init.params')}`,
    ...starter.params(deckPaths).map((p) => `      ${p}`),
    `# ${say('init.expect')}`,
    'expect:',
    ...starter.expect.flatMap(([id, e]) => [`  # ${say(id)}`, `  - ${e}`]),
    '',
  ];
  return lines.join('\n');
}

/** `hantei init --rule FILE`: a commented starter rule file (systems/rule/starter.ts), never over an existing file. */
async function initRule(file: string): Promise<void> {
  if (file === '') throw new HanteiError('usage', msg('rule.initWhat'), { hint: msg('rule.initWhatHint') });
  if (existsSync(file)) throw new HanteiError('range', msg('rule.initExists', { file }), { hint: msg('rule.initExistsHint') });
  checkWritableParent(file);
  const { starterRule } = await import('../systems/rule/index.js');
  writeOutput(starterRule(), file);
  process.stderr.write(msg('rule.initWrote', { file }).text(messageLang()) + '\n');
}

export const initCommand: CommandModule = {
  command: 'init [file]',
  get describe() {
    return said('help.init');
  },
  builder: (y) =>
    y
      .positional('file', { type: 'string', default: 'my-study.yaml', describe: said('help.init.file') })
      .option('system', { choices: Object.keys(STARTERS), default: 'mtg', describe: said('help.init.system') })
      .option('deck', { type: 'string', array: true, describe: said('help.init.deck') })
      .option('lang', { choices: ['en', 'ja'] as const, default: 'en' as const, describe: said('help.init.lang') })
      .option('rule', { type: 'string', describe: said('help.init.rule') }),
  handler: async (raw) => {
    if (raw.rule !== undefined) return initRule(String(raw.rule));
    const file = String(raw.file);
    const system = String(raw.system);
    const lang: Lang = raw.lang === 'ja' ? 'ja' : 'en';
    const decks = ((raw.deck as unknown[] | undefined) ?? [])
      .flatMap((d) => String(d).split(','))
      .map((d) => d.trim())
      .filter(Boolean);
    if (decks.length && !getSystem(system).decks)
      throw new HanteiError('range', msg('init.noDecks', { system }), { hint: msg('init.noDecksHint') });
    if (!/\.ya?ml$/i.test(file)) throw new HanteiError('range', msg('init.yaml', { file }), { hint: msg('init.yamlHint') });
    checkWritableParent(file);
    const text = starterStudy(file, system, decks, lang);
    try {
      // O_EXCL: never over an existing file, nor through a symlink, even one made a moment ago
      writeFileSync(file, text, { flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST')
        throw new HanteiError('file', msg('init.exists', { file }), { file, hint: msg('init.existsHint') });
      throw new HanteiError('file', msg('init.cannotWrite', { file, why: verbatim((e as Error).message) }), { file });
    }
    process.stdout.write(`${msg('init.wrote', { file, command: `hantei report ${file} --check` }).text(lang)}\n`);
  },
};
