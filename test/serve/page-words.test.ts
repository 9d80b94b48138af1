// isolation: serve/ — its Workbench's jobs are cancelled in afterAll; src/serve keeps no state outside it
import { afterAll, describe, expect, it } from 'vitest';
import { HanteiError } from '../../src/core/errors.js';
import { msg } from '../../src/core/messages.js';
import { errorForPage, forPage } from '../../src/serve/page-said.js';
import { Workbench } from '../../src/serve/workbench.js';
import { workbenchStudy } from './harness.js';

/*
 * The workbench speaks the page's words: refusals name parameters and fields
 * as the page labels them, and the balance table and deck summaries show
 * what the deck system declares, so src/serve names no system's concept
 * (test/boundaries.test.ts holds that for every generic folder).
 */

describe('refusals in the page words', () => {
  it("name a parameter by the page's label, in each language, and leave values as typed", () => {
    const empty = forPage(msg('value.empty', { p: 'deck' }));
    expect(empty.text('en')).toBe('Deck is empty');
    expect(empty.text('ja')).toBe('デッキ が空です');
    // a flag as the command line spells it, and a quoted request field
    expect(forPage(msg('value.empty', { p: '--known' })).text('ja')).toBe('既知のカード が空です');
    const unknown = forPage(msg('choice.unknown', { p: 'boost', v: 'deck' }));
    expect(unknown.text('en')).toBe('Boost: unknown value "deck"');
  });

  it("say the values a hint lists in the parameter's words", () => {
    const e = new HanteiError('usage', msg('choice.unknown', { p: 'boost', v: 'sometimes' }), {
      hint: msg('choice.useOneOf', { list: 'never, on-fail, always' }),
    });
    expect(errorForPage(e, 'ja')).toEqual({
      text: '行動判定ブースト: 不明な値 "sometimes"',
      hint: '次のいずれかを使ってください: しない、失敗時、常に',
    });
    expect(errorForPage(e, 'en').hint).toBe('use one of: never, on failure, always');
  });

  it('leave out a hint that has no words in the page language, keep it in English', () => {
    const e = new HanteiError('usage', msg('value.empty', { p: 'deck' }), { hint: 'deck file(s): YAML, or a text decklist' });
    expect(errorForPage(e, 'ja')).toEqual({ text: 'デッキ が空です' });
    expect(errorForPage(e, 'en')).toEqual({ text: 'Deck is empty', hint: 'deck file(s): YAML, or a text decklist' });
  });
});

describe("the deck system's own tables", () => {
  const wb = new Workbench(workbenchStudy().file, { write: false, threads: 0 });
  afterAll(() => wb.cancelAll());

  it('the balance table has the columns mtg declares, in words, and its rows under the old name too', async () => {
    const a = wb.analyses.find((x) => x.name === 'mtg')!;
    const res = await wb.analyse({ analysis: 'mtg', rules: a.rules, params: { ...a.params, difficulty: '2..3' }, lang: 'ja' });
    // the columns after deck and ruleset (the page puts those two first)
    expect(res.balance?.columns.map((c) => c.key)).toEqual(['boost', 'deckColours', 'onColour', 'offColour', 'colourless', 'spread']);
    expect(res.balance?.columns.map((c) => c.label.ja)).toEqual(['行動判定ブースト', '色', '自色', '他色', '無色', '自色 − 他色']);
    expect(res.balance?.splitBy).toBe('boost');
    // each boost policy: the edited row beside the preset's
    expect(res.balance?.rows.map((r) => `${r.boost} ${r.ruleset}`)).toEqual([
      'never v2 (編集版)',
      'never v2',
      'on-fail v2 (編集版)',
      'on-fail v2',
    ]);
    expect(res.colourBalance).toEqual(res.balance?.rows);
    const dice = await wb.analyse({ analysis: 'dice', rules: {}, params: { ability: '0..1', difficulty: '2..3' } });
    expect(dice.balance).toBeUndefined();
  });

  it("a deck's summary shows the counts and tables mtg declares", () => {
    const mtg = wb.state().systems.find((s) => s.id === 'mtg')!;
    expect(mtg.deckSummary?.counts.map((c) => c.field)).toEqual(['colourlessForBoost']);
    expect(mtg.deckSummary?.tables.map((t) => [t.field, t.valuesOf])).toEqual([
      ['byManaValue', undefined],
      ['byCheckColour', 'check'],
    ]);
    expect(wb.state().systems.find((s) => s.id === '2d6')!.deckSummary).toBeUndefined();
  });
});
