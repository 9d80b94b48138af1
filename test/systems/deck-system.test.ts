import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectDeck, loadDeck } from '../../src/api/decks.js';
import { estimateMs } from '../../src/engine/pool.js';
import { Workbench } from '../../src/serve/workbench.js';
import { getSystem, registerSystem } from '../../src/systems/index.js';
import { SUITS, deckSuit, type PlayingDeck, system as cardflip } from '../fixtures/systems/cardflip/index.js';
import { runHere } from '../run-here.js';
import { testSystemModule } from '../setup/test-systems.js';

/*
 * The contract's deck section drives every deck feature: the test-only
 * cardflip system (test/fixtures/systems/cardflip/: playing cards; reveal the
 * top card, its rank plus a bonus when it is of the check's suit must reach
 * the difficulty) is registered with registerSystem(), and deck inspect,
 * exact, compare's balance table, a study report and the workbench follow its
 * own declarations (its deck files, summary columns, suit grouping, relations
 * and balance columns), with no generic file naming it and nothing of MTG in
 * it. Expected values are counted here from the decks.
 */

const MODULE = testSystemModule('cardflip');
const TEXTS = {
  hearts: '# mostly hearts\n4 AH\n4 5H\n3 KH\n2 9S\n1 QC\nsideboard:\n2 JD\n',
  spades: '3 2S\n3 8S\n2 10S\n2 4D\n1 KC\n',
};
let FILES: Record<keyof typeof TEXTS, string>;
let decks: Record<string, PlayingDeck>;
let dir: string;

/** P(success) by counting the deck. */
function hand(deck: PlayingDeck, suit: string, difficulty: number, bonus: number): number {
  let hit = 0;
  let size = 0;
  for (const e of deck.entries) {
    size += e.count;
    if (e.card.rank + (SUITS[suit] !== '' && e.card.suit === SUITS[suit] ? bonus : 0) >= difficulty) hit += e.count;
  }
  return hit / size;
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Checks of a deck's suit, of other suits (`any` apart). */
const onSuit = (deck: PlayingDeck) => Object.keys(SUITS).filter((c) => SUITS[c] !== '' && deckSuit(deck).includes(SUITS[c]));
const offSuit = (deck: PlayingDeck) => Object.keys(SUITS).filter((c) => SUITS[c] !== '' && !deckSuit(deck).includes(SUITS[c]));

beforeAll(() => {
  registerSystem(cardflip, { module: MODULE });
  dir = mkdtempSync(join(tmpdir(), 'hantei-cardflip-'));
  FILES = { hearts: join(dir, 'hearts.txt'), spades: join(dir, 'spades.txt') };
  for (const [k, text] of Object.entries(TEXTS)) writeFileSync(FILES[k as keyof typeof TEXTS], text);
  decks = Object.fromEntries(Object.entries(FILES).map(([id, f]) => [id, loadDeck(f, {}, 'cardflip') as PlayingDeck]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a test-only deck system of playing cards', () => {
  it('reads its own deck files, and groups a deck by its most common suit', () => {
    expect(decks.hearts.entries.map((e) => [e.count, e.card.rank, e.card.suit])).toEqual([
      [4, 1, 'H'],
      [4, 5, 'H'],
      [3, 13, 'H'],
      [2, 9, 'S'],
      [1, 12, 'C'],
    ]);
    expect(decks.hearts.sideboard.map((e) => e.card.name)).toEqual(['JD']);
    expect(deckSuit(decks.hearts)).toBe('H');
    expect(deckSuit(decks.spades)).toBe('S');
    const s = inspectDeck(decks.hearts, undefined, 'cardflip');
    expect(s).toMatchObject({ deck: 'hearts', cards: 14, sideboard: 2, bySuit: { S: 2, H: 11, D: 0, C: 1 }, deckSuit: 'H' });
    expect(s).not.toHaveProperty('byManaValue');
  });

  it('hantei deck inspect: the columns it declares, in JSON and in the table', async () => {
    const json = await runHere(['deck', 'inspect', FILES.spades, '--system', 'cardflip', '--format', 'json']);
    expect(json.stderr).toBe('');
    const s = JSON.parse(json.stdout);
    expect(Object.keys(s)).toEqual([
      'deck',
      'name',
      'file',
      'cards',
      'sideboard',
      'critical',
      'bySuit',
      'byRank',
      'deckSuit',
      'unresolved',
      'assumptions',
      'notes',
      'format',
      'sideboardEntries',
      'entries',
    ]);
    expect(s.byRank).toEqual({ 2: 3, 4: 2, 8: 3, 10: 2, 13: 1 });
    expect((s.entries as Array<{ name: string; rank: number }>).map((e) => [e.name, e.rank])).toEqual([
      ['2S', 2],
      ['8S', 8],
      ['10S', 10],
      ['4D', 4],
      ['KC', 13],
    ]);
    const table = await runHere(['deck', 'inspect', FILES.spades, '--system', 'cardflip']);
    expect(table.stdout.split('\n').slice(0, 4)).toEqual([
      `spades (${FILES.spades}, read as playing cards): 11 cards in the library`,
      'deck suit: S',
      '',
      'suit  cards',
    ]);
    expect(table.stdout).not.toMatch(/colou?r|boost|mana/i);
    // an unknown name stops it, in the system's own words
    writeFileSync(join(dir, 'bad.txt'), '2 AS\n1 ZZ\n');
    const bad = await runHere(['deck', 'inspect', join(dir, 'bad.txt'), '--system', 'cardflip']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('bad.txt:2: 1 unknown card name(s) among 3 cards');
    const lines = getSystem('cardflip').decks!.summaryLines(s, 'en', 'standard');
    expect(lines[0]).toBe('deck suit: S');
    expect(lines[2]).toEqual({
      head: ['suit', 'cards'],
      rows: [
        ['S', '8'],
        ['H', '0'],
        ['D', '2'],
        ['C', '1'],
      ],
      align: ['left', 'right'],
    });
  });

  it('the pool estimates its runs from the rate it declares', () => {
    const job = (system: string, kernel: string) => ({ key: 'k', system, kernel, compiled: null, trials: 1e6, length: 1, chunkSize: 1 });
    expect(estimateMs([job('cardflip', 'check')], [1e6])).toBeCloseTo(1e6 / 50_000, 9);
    // the built-in systems by the same rule: the rates their own declarations give
    const mtg = getSystem('mtg');
    expect(estimateMs([job('mtg', 'check')], [1e6])).toBeCloseTo(1e6 / mtg.rate!, 9);
    expect(estimateMs([job('mtg', 'turn')], [1e6])).toBeCloseTo(1e6 / mtg.scenarios!.turn.rate!, 9);
    // a system that declares nothing is assumed slow
    expect(estimateMs([job('nosuch', 'check')], [1e6])).toBeCloseTo(1e6 / 500, 9);
  });

  it('hantei exact: the counted odds', async () => {
    const r = await runHere([
      'exact',
      'cardflip',
      '--deck',
      FILES.hearts,
      '--suit',
      'hearts,spades,any',
      '--difficulty',
      '1..13',
      '--format',
      'json',
      '--quiet',
    ]);
    expect(r.stderr).toBe('');
    const doc = JSON.parse(r.stdout);
    expect(doc.cells).toHaveLength(39);
    for (const c of doc.cells) expect(c.success).toBeCloseTo(hand(decks.hearts, c.params.suit, c.params.difficulty, 3), 10);
  });

  it('hantei compare: the balance table as the system declares it, per deck and ruleset', async () => {
    const args = [
      'compare',
      'cardflip',
      '--rulesets',
      'standard,plain',
      '--deck',
      `${FILES.hearts},${FILES.spades}`,
      '--difficulty',
      '1..4',
    ];
    const r = await runHere([...args, '--format', 'json', '--quiet']);
    expect(r.stderr).toBe('');
    const doc = JSON.parse(r.stdout);
    expect(doc).not.toHaveProperty('colourBalance');
    expect(doc.suitBalance.map((b: { deck: string; ruleset: string }) => `${b.deck} ${b.ruleset}`)).toEqual([
      'hearts standard',
      'spades standard',
      'hearts plain',
      'spades plain',
    ]);
    for (const b of doc.suitBalance) {
      const deck = decks[b.deck];
      const bonus = b.ruleset === 'standard' ? 3 : 0;
      const over = (checks: string[]) => mean(checks.flatMap((c) => [1, 2, 3, 4].map((d) => hand(deck, c, d, bonus))));
      expect(b.deckSuit).toBe(deckSuit(deck));
      expect(b.onSuit).toBeCloseTo(over(onSuit(deck)), 10);
      expect(b.offSuit).toBeCloseTo(over(offSuit(deck)), 10);
    }
    // the bonus is what makes a deck's own suit matter
    expect(doc.suitBalance[0].spread).toBeGreaterThan(doc.suitBalance[2].spread);
    // the terminal table: its title and the columns it declares
    const text = await runHere([...args, '--quiet']);
    expect(text.stdout).toContain('suit balance over difficulties 1..4');
    expect(text.stdout).toMatch(/deck +ruleset +suit +on-suit +off-suit +on [−-] off/);
    expect(text.stdout).not.toMatch(/colou?r|boost/i);
  });

  it('a study report: the analysis, its report, and each deck’s suit in the results', async () => {
    const study = join(dir, 'flip.yaml');
    writeFileSync(
      study,
      [
        'name: flip',
        'analyses:',
        `  - { name: a, system: cardflip, params: { deck: [${FILES.hearts}, ${FILES.spades}], difficulty: 1..6 } }`,
        '',
      ].join('\n'),
    );
    const out = join(dir, 'out');
    const r = await runHere(['report', study, '--out', out, '--quiet']);
    expect(r.code).toBe(0);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    const doc = results.analyses[0].results;
    expect(doc.deckSuit).toEqual({ hearts: 'H', spades: 'S' });
    expect(doc).not.toHaveProperty('deckColours');
    for (const c of doc.cells) expect(c.success).toBeCloseTo(hand(decks[c.params.deck], c.params.suit, c.params.difficulty, 3), 10);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Card flip (test)');
  });

  it('check: on a system without decks names the systems that have them', async () => {
    const study = join(dir, 'dice.yaml');
    writeFileSync(
      study,
      [
        'name: dice',
        'analyses:',
        '  - { name: a, system: 2d6, params: { ability: 3, difficulty: 8 } }',
        'expect:',
        '  - { analysis: a, check: on-colour, mean: { min: 0.5 } }',
        '',
      ].join('\n'),
    );
    const r = await runHere(['report', study, '--out', join(dir, 'dice-out'), '--quiet']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/dice\.yaml:5:\d+: .*applies to mtg or cardflip check analyses/);
  });

  it('the workbench: an edited ruleset analysed on its decks, its balance rows beside the preset', async () => {
    const study = join(dir, 'bench.yaml');
    writeFileSync(
      study,
      [
        'name: bench',
        'analyses:',
        `  - { name: a, system: cardflip, params: { deck: [${FILES.hearts}], suit: 'hearts,spades', difficulty: 2..5 } }`,
        '',
      ].join('\n'),
    );
    const wb = new Workbench(study, { write: false, threads: 0 });
    const res = await wb.analyse({
      analysis: 'a',
      rules: { name: 'standard', bonus: 5 },
      params: { deck: 'hearts', suit: 'hearts,spades', difficulty: '2..5' },
      lang: 'en',
    });
    for (const c of res.doc.cells)
      expect(c.success).toBeCloseTo(hand(decks.hearts, String(c.params.suit), Number(c.params.difficulty), 5), 10);
    // the balance rows, under the reply's balance field, carry the system's own columns
    const rows = Object.values(res).find((v): v is Array<Record<string, unknown>> => Array.isArray(v) && v.some((r) => r && 'onSuit' in r));
    expect(rows?.map((b) => [b.ruleset, b.deckSuit])).toEqual([
      ['standard (edited)', 'H'],
      ['standard', 'H'],
    ]);
    const over = (suits: string[], bonus: number) => mean(suits.flatMap((s) => [2, 3, 4, 5].map((d) => hand(decks.hearts, s, d, bonus))));
    expect(rows?.[0].onSuit).toBeCloseTo(over(['hearts'], 5), 10);
    expect(rows?.[1].onSuit).toBeCloseTo(over(['hearts'], 3), 10);
    expect(rows?.[0].offSuit).toBeCloseTo(over(['spades'], 5), 10);
  });
});
