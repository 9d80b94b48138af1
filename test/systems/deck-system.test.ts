import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectDeck, loadDeck } from '../../src/api/decks.js';
import type { Deck } from '../../src/systems/mtg/decks/card.js';
import { estimateMs } from '../../src/engine/pool.js';
import { Workbench } from '../../src/serve/workbench.js';
import { getSystem, registerSystem } from '../../src/systems/index.js';
import { CHECKS, deckColour, matches, system as cardflip } from '../fixtures/systems/cardflip/index.js';
import { runHere } from '../run-here.js';

/*
 * The contract's deck section drives every deck feature: the test-only
 * cardflip system (test/fixtures/systems/cardflip/: reveal the top card; its
 * mana value, plus a bonus when it is of the check's colour, must reach the
 * difficulty) is registered with registerSystem(), and compare's colour
 * balance, a study's `check: on-colour` expectations and `deckColours`, the
 * workbench's colour balance and inspectDeck follow its own definitions
 * (a deck's colour is its most common one; land types never count), with no
 * generic file naming it. Expected values are counted here from the decks.
 */

const MODULE = new URL('../fixtures/systems/cardflip/index.ts', import.meta.url).href;
const FILES = { 'mono-green': resolve('decks/mono-green.yaml'), 'uw-control': resolve('decks/uw-control.txt') };
let decks: Record<string, Deck>;
let dir: string;

/** P(success) by counting the library. */
function hand(deck: Deck, check: string, difficulty: number, bonus: number): number {
  let hit = 0;
  let size = 0;
  for (const e of deck.entries) {
    size += e.count;
    if (e.card.manaValue + (matches(e.card, CHECKS[check]) ? bonus : 0) >= difficulty) hit += e.count;
  }
  return hit / size;
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Checks of a deck's colour, of other colours (the colourless check apart). */
const onColour = (deck: Deck) => Object.keys(CHECKS).filter((c) => CHECKS[c] !== 'C' && deckColour(deck).includes(CHECKS[c]));
const offColour = (deck: Deck) => Object.keys(CHECKS).filter((c) => CHECKS[c] !== 'C' && !deckColour(deck).includes(CHECKS[c]));

beforeAll(() => {
  registerSystem(cardflip, { module: MODULE });
  decks = Object.fromEntries(Object.entries(FILES).map(([id, f]) => [id, loadDeck(f)]));
  dir = mkdtempSync(join(tmpdir(), 'hantei-cardflip-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a test-only system with a deck section', () => {
  it('its decks differ from what mtg would say (so agreement below is its own definition at work)', () => {
    expect(deckColour(decks['mono-green'])).toBe('G');
    expect(deckColour(decks['uw-control'])).toMatch(/^[WU]+$/);
    // mtg v2 counts a Forest as green by its land type; cardflip only by a card's own colours
    const mtgView = inspectDeck(decks['mono-green']);
    const own = inspectDeck(decks['mono-green'], undefined, 'cardflip');
    const lands = decks['mono-green'].entries
      .filter((e) => e.card.colours === 0 && e.card.landTypes !== 0)
      .reduce((n, e) => n + e.count, 0);
    expect(lands).toBeGreaterThan(0);
    expect(own.byCheckColour.colourless).toBe((mtgView.byCheckColour.colourless ?? 0) + lands);
    expect(own.entries.find((e) => e.name === 'Forest')?.checkColours).toBe('C');
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
      FILES['mono-green'],
      '--check',
      'green,blue',
      '--difficulty',
      '1..4',
      '--format',
      'json',
      '--quiet',
    ]);
    expect(r.stderr).toBe('');
    const doc = JSON.parse(r.stdout);
    expect(doc.cells).toHaveLength(8);
    for (const c of doc.cells) expect(c.success).toBeCloseTo(hand(decks['mono-green'], c.params.check, c.params.difficulty, 3), 10);
  });

  it('hantei compare: the colour balance as the system defines it, per deck and ruleset', async () => {
    const r = await runHere([
      'compare',
      'cardflip',
      '--rulesets',
      'standard,plain',
      '--deck',
      `${FILES['mono-green']},${FILES['uw-control']}`,
      '--difficulty',
      '1..4',
      '--format',
      'json',
      '--quiet',
    ]);
    expect(r.stderr).toBe('');
    const doc = JSON.parse(r.stdout);
    expect(doc.colourBalance.map((b: { deck: string; ruleset: string }) => `${b.deck} ${b.ruleset}`)).toEqual([
      'mono-green standard',
      'uw-control standard',
      'mono-green plain',
      'uw-control plain',
    ]);
    for (const b of doc.colourBalance) {
      const deck = decks[b.deck];
      const bonus = b.ruleset === 'standard' ? 3 : 0;
      const over = (checks: string[]) => mean(checks.flatMap((c) => [1, 2, 3, 4].map((d) => hand(deck, c, d, bonus))));
      expect(b.deckColours).toBe(deckColour(deck));
      expect(b.onColour).toBeCloseTo(over(onColour(deck)), 10);
      expect(b.offColour).toBeCloseTo(over(offColour(deck)), 10);
      expect(b.colourless).toBeCloseTo(over(['colorless']), 10);
      expect(b.boost).toBeUndefined();
    }
    // the bonus is what makes a deck's own colour matter
    expect(doc.colourBalance[0].spread).toBeGreaterThan(doc.colourBalance[2].spread);
  });

  it('a study: check: on-colour picks the cells by its relation, results carry its deck colours', async () => {
    const on = mean(Object.values(decks).flatMap((deck) => onColour(deck).flatMap((c) => [0, 1, 2, 3].map((d) => hand(deck, c, d, 3)))));
    const off = mean(Object.values(decks).flatMap((deck) => offColour(deck).flatMap((c) => [0, 1, 2, 3].map((d) => hand(deck, c, d, 3)))));
    const study = join(dir, 'flip.yaml');
    writeFileSync(
      study,
      [
        'name: flip',
        'analyses:',
        `  - { name: a, system: cardflip, params: { deck: [${FILES['mono-green']}, ${FILES['uw-control']}], difficulty: 0..3 } }`,
        'expect:',
        `  - { analysis: a, check: on-colour, mean: { min: ${on - 1e-9}, max: ${on + 1e-9} } }`,
        // deliberately just above the off-colour mean: fails, and says what it measured
        `  - { analysis: a, check: off-color, mean: { min: ${off + 0.001} } }`,
        '',
      ].join('\n'),
    );
    const out = join(dir, 'out');
    const r = await runHere(['report', study, '--check', '--out', out, '--quiet']);
    const said = r.stdout + r.stderr;
    expect(r.code).toBe(1);
    // the on-colour one holds (its mean is the one counted here), the off-colour one fails
    expect(said).toMatch(/1 expectation failed/);
    expect(said).not.toMatch(/check=on-colour/);
    expect(said).toContain(
      `FAIL a {} check=off-colour: mean of success over ${Object.values(decks).reduce((n, d) => n + offColour(d).length * 4, 0)} cells`,
    );
    expect(said).toContain(`measured ${(off * 100).toFixed(2)}%`);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.analyses[0].results.deckColours).toEqual(
      Object.fromEntries(Object.entries(decks).map(([id, d]) => [id, deckColour(d)])),
    );
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

  it('the workbench: the colour balance of an edited ruleset beside its preset', async () => {
    const study = join(dir, 'bench.yaml');
    writeFileSync(
      study,
      [
        'name: bench',
        'analyses:',
        `  - { name: a, system: cardflip, params: { deck: [${FILES['mono-green']}], check: 'green,blue', difficulty: 2 } }`,
        '',
      ].join('\n'),
    );
    const wb = new Workbench(study, { write: false, threads: 0 });
    const res = await wb.analyse({
      analysis: 'a',
      rules: { name: 'standard', bonus: 5 },
      params: { deck: 'mono-green', check: 'green,blue', difficulty: '2' },
      lang: 'en',
    });
    const deck = decks['mono-green'];
    expect(res.colourBalance?.map((b) => [b.ruleset, b.deckColours])).toEqual([
      ['standard (edited)', 'G'],
      ['standard', 'G'],
    ]);
    expect(res.colourBalance?.[0].onColour).toBeCloseTo(hand(deck, 'green', 2, 5), 10);
    expect(res.colourBalance?.[1].onColour).toBeCloseTo(hand(deck, 'green', 2, 3), 10);
    expect(res.colourBalance?.[0].offColour).toBeCloseTo(hand(deck, 'blue', 2, 5), 10);
    // no boost policy in this system: the rows say none
    expect(res.colourBalance?.[0].boost).toBeUndefined();
  });
});
