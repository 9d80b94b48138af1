import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishIn } from '../ja-english.js';
import { hantei } from './cli.js';
import { hanteiHere } from './here.js';

/*
 * The errors users meet most, under --lang ja: said in Japanese from the
 * message catalogue, with no English word of any catalogue left; the values
 * a user types (choices, flags, card names) stay as typed. The commands run
 * in-process through test/cli/here.ts (the built CLI's main()), the locale
 * given as the run's environment; a deck read from standard input is spawned.
 */
const dir = mkdtempSync(join(tmpdir(), 'hantei-ja-msg-'));
const study = join(dir, 'study.yaml');
writeFileSync(study, 'name: s\nanalyses:\n  - name: g\n    system: 2d6\n    params: { abilty: 3, difficulty: 8 }\n');
const rates = join(dir, 'rates.yaml');
writeFileSync(
  rates,
  'name: r\nanalyses:\n  - name: g\n    system: 2d6\n    params: { ability: 3, difficulty: 8 }\nexpect:\n  - { analysis: g, success: { max: 5 } }\n',
);

const unmet = join(dir, 'unmet.yaml');
writeFileSync(
  unmet,
  'name: u\nanalyses:\n  - name: g\n    system: 2d6\n    params: { ability: 0, difficulty: 12 }\nexpect:\n  - { analysis: g, success: { min: 0.99 } }\n',
);
const held = join(dir, 'held');
mkdirSync(held);
writeFileSync(join(held, 'mine.txt'), "not hantei's\n");
const link = join(dir, 'link.json');
symlinkSync(join(dir, 'nowhere.json'), link);
const tiny = join(dir, 'tiny.txt');
writeFileSync(tiny, '1 Forest\n');
const small = join(dir, 'small.yaml');
writeFileSync(small, 'name: s\nanalyses:\n  - name: g\n    system: 2d6\n    params: { ability: 3, difficulty: 8 }\n');
// a lock another run is writing this instant (no holder yet, fresh: under a minute old, so made again just before
// its case runs, however long the cases before it took): the report waits for nobody and says who holds it
const freshLock = () => writeFileSync(join(dir, '.locked.lock'), '');
const solve = (...extra: string[]) => ['solve', unmet, '--vary', 'fumbleAchievement=0..1', ...extra];

// what a user types or reads as a name: check and difficulty choices, card names, systems and commands
const TYPED = [
  'white',
  'blue',
  'black',
  'red',
  'green',
  'colorless',
  'easy',
  'medium',
  'hard',
  'ability',
  'modifier',
  'difficulty',
  'courage-die',
  'convert',
  'Elvish Mystik',
  'Elvish Mystic',
  'Totally Made Up Card',
  'easy=0.8,normal=0.5,hard=0.2',
  'hantei cards import FILE',
  'hantei cards update --from FILE',
  'hantei cards update',
  'hantei',
  'exact drawsteel',
  'exact mtg',
  'simulate mtg',
  'tune mtg',
  'compare mtg',
];

const cases: Array<[string, string[], RegExp, (() => void)?]> = [
  ['a range that is no number', ['exact', '2d6', '--ability', '0..x', '--difficulty', '8'], /整数でも範囲でもありません/],
  [
    'a value another system uses',
    ['exact', 'drawsteel', '--characteristic', '2', '--difficulty', '6..12'],
    /--difficulty: 不明な値 "6\.\.12"/,
  ],
  ['a reversed range', ['exact', '2d6', '--ability', '3..1', '--difficulty', '8'], /空の範囲/],
  ['a grid over the cell budget', ['exact', '2d6', '--ability', '0..3000', '--difficulty', '0..3000'], /上限 20,000 を超えています/],
  [
    'unknown card names',
    ['exact', 'mtg', '--deck', 'test/fixtures/unknown-card.txt', '--check', 'green', '--difficulty', '2'],
    /2行目: "Elvish Mystik" — もしかして "Elvish Mystic"/,
  ],
  [
    'a ruleset value of the wrong type',
    [
      'exact',
      'mtg',
      '--deck',
      'decks/mono-green.yaml',
      '--ruleset',
      'test/fixtures/bad-ruleset.yaml',
      '--check',
      'green',
      '--difficulty',
      '2',
    ],
    /"modifiers\.allied" は.*整数で指定してください/,
  ],
  [
    'an option of another system',
    ['exact', 'drawsteel', '--characteristic', '2', '--boost', 'on-fail'],
    /--boost は exact drawsteel のオプションではありません/,
  ],
  [
    'a misspelt study parameter',
    ['report', study, '--out', join(dir, 'out')],
    /分析 "g": 2d6 の判定: 不明なパラメーター "abilty"[\s\S]*もしかして "ability"/,
  ],
  [
    'a bad range in a study',
    ['report', 'test/fixtures/bad-study.yaml', '--out', join(dir, 'out2')],
    /分析 "broken": --difficulty "9\.\.2" は空の範囲です/,
  ],
  [
    'an expectation written in percent',
    ['report', rates, '--out', join(dir, 'out3')],
    /success\.max は 0 から 1 の割合で指定してください[\s\S]*5% なら 0\.05/,
  ],
  ['a target rate past 1', ['tune', '2d6', '--ability', '0..2', '--targets', 'easy=2'], /目標成功率は 0 から 1/],
  [
    'solve with a bad --top',
    solve('--top', '0'),
    /--top は 1 から 10000 までの整数で指定してください\(指定された値: "0"\)\n {2}ヒント: 例: --top 10/,
  ],
  [
    'solve naming no analysis of the study',
    solve('--analysis', 'nope'),
    /--analysis "nope" はスタディの分析ではありません\n {2}ヒント: 分析: g/,
  ],
  ['solve writing over the study', solve('--write-ruleset', unmet), /--write-ruleset .*unmet\.yaml はこのコマンドが読むスタディです/],
  ['solve where no candidate meets the expectations', solve(), /すべての期待を満たす候補がありません。最良の候補の外れは合計/],
  [
    'output to a folder',
    ['exact', '2d6', '--ability', '3', '--difficulty', '8', '--out', dir],
    /出力 を書けません: フォルダーです\n {2}ヒント: ファイルのパスを指定してください/,
  ],
  [
    'a report into a folder holding files hantei did not write',
    ['report', 'test/fixtures/bad-study.yaml', '--out', held],
    /フォルダーにhantei が書いていないファイル\(mine\.txt\)があります。hantei はそれらを消すことも上書きすることもありません\n {2}ヒント: 新しいか空のフォルダー/,
  ],
  [
    'deck inspect with unknown names',
    ['deck', 'inspect', 'test/fixtures/unknown-card.txt'],
    /不明なカード名が 2 件あります: 32 枚中 24 枚が既知。インストールされているカードデータは hantei 付属の 58 枚のサンプルです/,
  ],
  ['an empty --out', ['exact', '2d6', '--ability', '3', '--difficulty', '8', '--out', ''], /--out が空です\n {2}ヒント: パスを指定するか/],
  [
    'output through a symbolic link',
    ['exact', '2d6', '--ability', '3', '--difficulty', '8', '--out', link],
    /--out が指すのはシンボリックリンクです\n {2}ヒント: hantei はリンクを通して書きません/,
  ],
  [
    'deck inspect of a one-card library',
    ['deck', 'inspect', tiny],
    /ライブラリーは 1 枚です。判定では2枚をめくります\n {2}ヒント: メインデッキに/,
  ],
  [
    'a report folder another run is writing',
    ['report', small, '--out', join(dir, 'locked')],
    /別の hantei の実行が .*locked を書いています\(ロック .*\.locked\.lock\)\n {2}ヒント: 終わるまでお待ちください/,
    freshLock,
  ],
];

describe('the CLI says its errors in Japanese under --lang ja', () => {
  for (const [name, args, expected, before] of cases) {
    it(name, async () => {
      before?.();
      const en = await hanteiHere(args);
      const ja = await hanteiHere([...args, '--lang', 'ja']);
      expect(ja.code).toBe(en.code);
      expect(ja.code).toBeGreaterThan(0);
      const message = ja.stderr.slice(ja.stderr.indexOf('hantei: '));
      expect(message).toMatch(expected);
      if (/\n {2}hint: /.test(en.stderr)) expect(message).toMatch(/\n {2}ヒント: /);
      expect(englishIn(message, TYPED)).toEqual([]);
      // the English message is still English, with its hint
      expect(en.stderr).not.toMatch(/[\u3040-\u30ff]/);
    });
  }

  // spawned: the deck comes from standard input
  it('a card count that is no count, read from standard input', () => {
    const args = ['exact', 'mtg', '--deck', '-', '--check', 'green', '--difficulty', '2'];
    const en = hantei(args, { input: '20 Forest\n0 Llanowar Elves\n' });
    expect(en.stderr).toContain('count of "Llanowar Elves" must be a whole number ≥ 1, got 0');
    const ja = hantei([...args, '--lang', 'ja'], { input: '20 Forest\n0 Llanowar Elves\n' });
    expect(ja.code).toBe(1);
    expect(ja.stderr).toMatch(/:2: "Llanowar Elves" の枚数は1以上の整数でなければなりません\(指定された値: 0\)\n {2}ヒント: 枚数は/);
    expect(englishIn(ja.stderr, ['Llanowar Elves', 'Forest', 'hantei'])).toEqual([]);
  });

  it("says how a deck was read (its warning, deck inspect's list) in Japanese", async () => {
    const deck = join(dir, 'blank.txt');
    writeFileSync(deck, '20 Forest\n25 Mountain\n\n3 Plains\n');
    const english =
      'read the group after the blank line (3 cards) as the sideboard, as Arena and MTGO export it; the deck has 45 cards (put "Deck" and "Sideboard" headers in the list to say otherwise)';
    const en = await hanteiHere(['deck', 'inspect', deck]);
    expect(en.stderr).toBe(`hantei: ${deck}: warning: ${english}\n`);
    expect(en.stdout).toContain(`  ${english}\n`);
    const ja = await hanteiHere(['deck', 'inspect', deck, '--lang', 'ja']);
    const said = '空行の後のグループ(3 枚)を Arena と MTGO の書き出し方どおりサイドボードとして読みました。デッキは 45 枚です';
    expect(ja.stderr.startsWith(`hantei: ${deck}: 警告: ${said}`), ja.stderr).toBe(true);
    expect(ja.stdout).toContain(`  ${said}`);
    expect(englishIn(ja.stderr, ['Arena', 'MTGO', 'Deck', 'Sideboard', 'hantei'])).toEqual([]);
    // the JSON keeps the English words (scripts read them)
    const json = await hanteiHere(['deck', 'inspect', deck, '--format', 'json', '--lang', 'ja']);
    expect((JSON.parse(json.stdout) as { assumptions: string[] }).assumptions).toEqual([english]);
  });

  it("says merge's part-file errors and cards show's unknown card in Japanese under a ja locale", async () => {
    const merge = (args: string[], lang: string) => hanteiHere(['merge', ...args], { env: { LANG: lang } });
    const folder = await merge([dir], 'C.UTF-8');
    expect(folder.stderr).toBe(
      `hantei: ${dir}: cannot read the part file: it is a folder\n  hint: give the part files written by --shard runs\n`,
    );
    const ja = await merge([dir], 'ja_JP.UTF-8');
    expect(ja.code).toBe(folder.code);
    expect(ja.stderr).toBe(
      `hantei: ${dir}: パートファイルを読めません: フォルダーです\n  ヒント: --shard の実行が書いたパートファイルを指定してください\n`,
    );
    const missing = join(dir, 'no-part.json');
    expect((await merge([missing], 'C.UTF-8')).stderr).toBe(`hantei: ${missing}: cannot read the part file: no such file\n`);
    expect((await merge([missing], 'ja_JP.UTF-8')).stderr).toBe(`hantei: ${missing}: パートファイルを読めません: ファイルがありません\n`);
    // a file that is no part: the schema's own words (a JSON path and ajv's text) stay as they are, hantei's are said in Japanese
    const notPart = join(dir, 'not-a-part.json');
    writeFileSync(notPart, '{}\n');
    expect((await merge([notPart], 'C.UTF-8')).stderr).toBe(
      `hantei: ${notPart}: not a valid hantei.part/1 document: (the document): must have required property 'schema'\n  hint: the schema is schemas/hantei.part-1.schema.json in the hantei package\n`,
    );
    expect((await merge([notPart], 'ja_JP.UTF-8')).stderr).toBe(
      `hantei: ${notPart}: 正しい hantei.part/1 文書ではありません: (文書全体): must have required property 'schema'\n  ヒント: スキーマは hantei パッケージの schemas/hantei.part-1.schema.json です\n`,
    );
    // cards show, likewise
    const card = async (lang: string) => (await hanteiHere(['cards', 'show', 'Elvish Mystik'], { env: { LANG: lang } })).stderr;
    expect(await card('C.UTF-8')).toBe(
      'hantei: unknown card "Elvish Mystik" (the installed card data is the 58-card sample bundled with hantei)\n  hint: did you mean "Elvish Mystic"?\n',
    );
    expect(await card('ja_JP.UTF-8')).toBe(
      'hantei: 不明なカード "Elvish Mystik"(インストールされているカードデータは hantei 付属の 58 枚のサンプルです)\n  ヒント: もしかして "Elvish Mystic"?\n',
    );
  });

  it('follows a Japanese locale without --lang, and --lang en over it', async () => {
    const run = async (env: Record<string, string>, extra: string[] = []) =>
      (await hanteiHere(['exact', '2d6', '--ability', '3..1', '--difficulty', '8', ...extra], { env })).stderr;
    expect(await run({ LANG: 'ja_JP.UTF-8' })).toBe(
      'hantei: --ability "3..1" は空の範囲です(3 > 1)\n  ヒント: 小さい方を先に書いてください: 1..3\n',
    );
    expect(await run({ LANG: 'ja_JP.UTF-8' }, ['--lang', 'en'])).toBe(
      'hantei: --ability "3..1" is an empty range (3 > 1)\n  hint: write the smaller end first: 1..3\n',
    );
    expect(await run({ LANG: 'C.UTF-8' })).toBe(
      'hantei: --ability "3..1" is an empty range (3 > 1)\n  hint: write the smaller end first: 1..3\n',
    );
  });
});
