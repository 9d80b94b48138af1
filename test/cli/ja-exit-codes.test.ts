import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { HanteiError } from '../../src/core/errors.js';
import { useMessageLang } from '../../src/core/messages.js';
import { japaneseProblems } from '../ja-words.js';
import { englishIn } from '../ja-english.js';

/*
 * The locale never changes behaviour (issue #30): each mistake of the issue's
 * list, run as `LANG=C hantei …`, `LANG=ja_JP.UTF-8 hantei …` and
 * `hantei … --lang ja`, exits with the same code from the same class of error
 * (the HanteiError's code) at the same place, and the Japanese runs say it with
 * no English word but the names the user typed. In-process (bin/hantei.js runs
 * the same main()).
 */

let err = '';
let kinds: string[] = [];
beforeEach(() => {
  err = '';
  kinds = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void (err += a.join(' ') + '\n'));
  // the class of the error the CLI prints: what decides its exit code
  const format = HanteiError.prototype.format;
  vi.spyOn(HanteiError.prototype, 'format').mockImplementation(function (this: HanteiError, lang) {
    kinds.push(this.code);
    return format.call(this, lang);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useMessageLang('en');
});

const MONO = 'decks/mono-green.yaml';
// the names in an unknown card's message: the cards as the deck spells them, the commands that fetch card data
const CARD_NAMES = [
  'Elvish Mystik',
  'Elvish Mystic',
  'Runeclaw Bear',
  'Totally Made Up Card',
  'hantei cards update --from FILE',
  'hantei cards update',
];

/** One run: exit code, error class, the place it names (file:line) and what it said. */
async function run(argv: string[], lang: string): Promise<{ code: number; kind: string; place: string; said: string }> {
  const keys = ['LANG', 'LC_ALL', 'LC_MESSAGES', 'LANGUAGE'] as const;
  const old = keys.map((k) => process.env[k]);
  for (const k of keys) delete process.env[k];
  process.env.LANG = lang;
  err = '';
  kinds = [];
  try {
    const code = await main(argv);
    const said = err;
    return { code, kind: kinds.join(','), place: /^hantei: ((?:\S+:\d+(?::\d+)?): )?/.exec(said)?.[1] ?? '', said };
  } finally {
    keys.forEach((k, i) => (old[i] === undefined ? delete process.env[k] : (process.env[k] = old[i])));
  }
}

// [name, command line, exit code, names the Japanese may show as typed]
const CASES: Array<[string, string[], number, string[]]> = [
  [
    'an option of another system',
    ['exact', 'drawsteel', '--characteristic', '2', '--boost', 'on-fail'],
    1,
    ['exact drawsteel', 'exact mtg'],
  ],
  ['a system the command does not have', ['turn', '2d6', '--checks', '3:0:8'], 1, ['turn', 'opposed', 'session']],
  [
    'an option of another command',
    ['opposed', 'mtg', '--deck', MONO, '--vs', MONO, '--check', 'green', '--hand', '7'],
    1,
    ['opposed mtg', 'turn mtg'],
  ],
  ['an unknown file', ['exact', 'mtg', '--deck', 'no-such-deck.txt', '--check', 'green', '--difficulty', '2'], 1, ['no-such-deck.txt']],
  ['a bad --trials', ['simulate', '2d6', '--ability', '3', '--difficulty', '8', '--trials', '0'], 1, []],
  [
    'an unknown preset',
    ['exact', 'mtg', '--deck', MONO, '--ruleset', 'v3', '--check', 'green', '--difficulty', '2'],
    1,
    ['v3', 'v1', 'v2', 'mtg'],
  ],
  ['compare with one ruleset', ['compare', '2d6', '--rulesets', 'standard', '--ability', '3', '--difficulty', '8'], 2, ['standard']],
  [
    'a deck with an unknown card',
    ['exact', 'mtg', '--deck', 'test/fixtures/unknown-card.txt', '--check', 'green', '--difficulty', '2'],
    1,
    CARD_NAMES,
  ],
  ['deck inspect of an unknown card', ['deck', 'inspect', 'test/fixtures/unknown-card.txt'], 1, CARD_NAMES],
  ['an unknown argument', ['exact', '2d6', '--abilty', '3', '--difficulty', '8'], 2, ['abilty', 'ability']],
];

describe('the same exit code and error in every locale, said in Japanese under a Japanese one', () => {
  it.each(CASES)('%s', async (_name, argv, code, names) => {
    const en = await run(argv, 'C');
    expect(en.code, en.said).toBe(code);
    expect(en.said).toMatch(/^hantei: /);
    for (const ja of [await run(argv, 'ja_JP.UTF-8'), await run([...argv, '--lang', 'ja'], 'C')]) {
      expect({ code: ja.code, kind: ja.kind, place: ja.place }, ja.said).toEqual({ code: en.code, kind: en.kind, place: en.place });
      expect(ja.said).toMatch(/^hantei: .*[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(ja.said).not.toMatch(/\n\s+at |internal error/);
      expect(englishIn(ja.said, names), ja.said).toEqual([]);
      expect(japaneseProblems(ja.said, names), ja.said).toEqual([]);
    }
  });
});

describe('cards speaks --lang like every other command', () => {
  it('cards info --lang ja runs (exit 0, as under LANG=ja_JP.UTF-8) and says its own lines in Japanese', async () => {
    let said = '';
    vi.mocked(process.stdout.write).mockImplementation((s) => ((said += String(s)), true));
    const en = await run(['cards', 'info'], 'C');
    expect(en.code, en.said).toBe(0);
    expect(said).toMatch(/^bundled card data: /);
    said = '';
    const ja = await run(['cards', 'info', '--lang', 'ja'], 'C');
    expect(ja.code, ja.said).toBe(0);
    expect(said).toMatch(/^同梱のカードデータ: /);
    expect(said).toMatch(/^更新: hantei cards update/m);
    // the bundled sample's own description too, stored in English and said again in Japanese
    expect(said).not.toMatch(/hand-checked|every card outside|lacks:|note:/);
  });
});
