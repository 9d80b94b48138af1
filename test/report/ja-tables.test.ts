// isolation: serve/ — ja-english.ts only reads the page's words (serve/page/i18n.ts)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEMS } from '../../src/systems/index.js';
import { hanteiHere } from '../cli/here.js';
import { englishIn } from '../ja-english.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())

const DECK_NAMES = ['mono-green', 'selesnya', 'uw-control', 'eldrazi'];
// preset names are names (a d6chain preset is called "seed"), not words
const PRESETS = SYSTEMS.flatMap((s) => Object.keys(s.rulesets));
const CARD_NAMES = JSON.stringify(readFileSync('decks/selesnya.txt', 'utf8'))
  .split(/\\n/)
  .map((l) => l.replace(/^\d+\s+/, '').trim())
  .filter(Boolean);

describe('Japanese tables show no English word of the catalogue', () => {
  const cases: Array<[string, string[]]> = [
    [
      'tune',
      [
        'tune',
        'mtg',
        '--deck',
        'decks/mono-green.yaml,decks/selesnya.txt',
        '--boost',
        'never,on-fail',
        '--targets',
        'a=0.8,b=0.2',
        '--lang',
        'ja',
      ],
    ],
    [
      'compare',
      [
        'compare',
        'mtg',
        '--deck',
        'decks/mono-green.yaml,decks/selesnya.txt',
        '--rulesets',
        'v2,v1',
        '--difficulty',
        '0..4',
        '--boost',
        'never,on-fail',
        '--lang',
        'ja',
      ],
    ],
    ['deck inspect', ['deck', 'inspect', 'decks/selesnya.txt', '--lang', 'ja']],
    // colourless cards: their class is a word too
    ['deck inspect, colourless cards', ['deck', 'inspect', 'decks/eldrazi.yaml', '--lang', 'ja']],
    ['rulesets', ['rulesets', '--lang', 'ja']],
    ['exact 2d6', ['exact', '2d6', '--ability', '0..2', '--difficulty', '7,8', '--lang', 'ja']],
    ['exact d6chain', ['exact', 'd6chain', '--plan', '0..1', '--judgement', '1', '--target', 'easy,normal', '--lang', 'ja']],
  ];
  for (const [name, args] of cases) {
    it(name, async () => {
      const r = await hanteiHere(args);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.length).toBeGreaterThan(20);
      expect(
        englishIn(r.stdout, [...DECK_NAMES, ...CARD_NAMES, ...PRESETS.map((p) => ` ${p}`), 'hantei', '--top N', '--ruleset FILE', 'name:']),
      ).toEqual([]);
    });
  }

  // every scenario's table: no raw result key or option name (camelCase, as the JSON spells them) left untranslated
  const scenarios: Array<[string, string[]]> = [
    ['opposed 2d6', ['opposed', '2d6', '--ability', '3', '--vs-ability', '2', '--vs-cannot-roll']],
    [
      'opposed mtg',
      [
        'opposed',
        'mtg',
        '--deck',
        'decks/mono-green.yaml',
        '--vs',
        'decks/uw-control.txt',
        '--check',
        'green',
        '--difficulty',
        '2',
        '--boost',
        'on-fail',
        '--vs-boost',
        'always',
      ],
    ],
    ['turn mtg', ['turn', 'mtg', '--deck', 'decks/mono-green.yaml', '--checks', 'g:2,c:1/g:3', '--boost', 'on-fail', '--hand', '7']],
    ['session 2d6', ['session', '2d6', '--checks', '3:0:8,2:1:7', '--courage', '1', '--spend', 'when-unlikely', '--convert', 'when-safe']],
    ['combat d6chain', ['combat', 'd6chain', '--steps', 'setup:1:2:1:normal,phase1:1:2:2:hard', '--turns', '2']],
  ];
  for (const [name, args] of scenarios) {
    it(`${name}: every key in Japanese`, async () => {
      const r = await hanteiHere([...args, '--trials', '4000', '--threads', '0', '--lang', 'ja']);
      expect(r.code, r.stderr).toBe(0);
      const heading = r.stdout.split('\n')[0];
      expect(heading).not.toMatch(/ · (opposed|turn|session|combat) · /);
      expect(r.stdout.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? []).toEqual([]);
      expect(englishIn(r.stdout, [...DECK_NAMES, ...PRESETS.map((p) => ` ${p}`)])).toEqual([]);
    });
  }

  it('the same column has one name in every command (d6chain plan and judgement values)', async () => {
    const exact = (await hanteiHere(['exact', 'd6chain', '--plan', '0..1', '--judgement', '0..1', '--target', 'normal', '--lang', 'ja']))
      .stdout;
    const tune = (await hanteiHere(['tune', 'd6chain', '--plan', '0..1', '--judgement', '0..1', '--targets', 'easy=0.8', '--lang', 'ja']))
      .stdout;
    for (const out of [exact, tune]) {
      expect(out).toContain('プラン値');
      expect(out).toContain('判定値');
      expect(out).not.toMatch(/作戦値|判断値/);
    }
  });

  it('the ja report states its expectations in Japanese', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-ja-expect-'));
    const study = join(dir, 'study.yaml');
    const deck = join(process.cwd(), 'decks/mono-green.yaml');
    const text = `name: ja\nlang: ja\nanalyses:\n  - { name: g, system: mtg, params: { deck: [${deck}], check: green, difficulty: 0..2 } }\nexpect:\n  - { analysis: g, where: { check: green, difficulty: 0 }, success: { min: 0.5 } }\n`;
    writeFileSync(study, text);
    const r = await hanteiHere(['report', study, '--out', join(dir, 'out'), '--quiet', '--threads', '1']);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(dir, 'out', 'index.html'), 'utf8');
    const table = /<details class="expect"[\s\S]*?<\/details>/.exec(html)![0];
    expect(table).toMatch(/成功率 期待 ≥ 0\.5、?,? ?測定値/);
    expect(englishIn(table.replace(/<[^>]+>/g, ' '), ['mono-green', 'g {'])).toEqual([]);
  });
});
