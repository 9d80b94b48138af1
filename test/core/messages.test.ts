import { describe, expect, it } from 'vitest';
import { HanteiError } from '../../src/core/errors.js';
import { parseChoiceList, parseIntRange } from '../../src/core/grid.js';
import { andList, messageLangOf, messageWords, msg, quotedOr } from '../../src/core/messages.js';
import { unknownNameHint } from '../../src/core/names.js';
import { deckNoteIn } from '../../src/systems/mtg/decks/notes-said.js';
import { readdirSync } from 'node:fs';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('the message catalogue', () => {
  it('holds every area file under core/catalogue/ with ids unique across areas', async () => {
    const dir = new URL('../../src/core/catalogue/', import.meta.url);
    let ids = 0;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const area = (await import(new URL(f, dir).href)) as Record<string, Record<string, unknown>>;
      for (const words of Object.values(area)) ids += Object.keys(words).length;
    }
    // the catalogue spreads the areas: a twin id would hide one entry, and an area not joined would be missing
    expect(messageWords().length).toBe(ids);
  });

  it('says every message in both languages with the same placeholders', () => {
    for (const m of messageWords()) {
      // Japanese has no plural: only an English plural ending ({s}) may go unsaid
      expect(placeholders(m.ja), m.en).toEqual(placeholders(m.en).filter((p) => p !== 's' || placeholders(m.ja).includes('s')));
      // a message with words says them in Japanese (one that is only placeholders and an option, "--vary {what}: {error}", is the same in both)
      const words = (t: string) => t.replace(/\{\w+\}|--[\w-]+|"[^"]*"/g, '').replace(/[^A-Za-z]+/g, '');
      if (words(m.en).length > 0) {
        expect(m.ja, m.en).not.toBe(m.en);
        if (words(m.ja).length > 0) expect(m.ja, m.en).toMatch(JAPANESE);
      }
    }
  });

  it('keeps .message English and says the error in Japanese on request', () => {
    const e = new HanteiError('range', msg('value.empty', { p: '--ability' }), { hint: msg('range.emptyHint') });
    expect(e.message).toBe('--ability is empty');
    expect(e.hint).toBe('give a number, a range like 0..8 or a list like 1,3,5');
    expect(e.localized('ja')).toBe('--ability が空です');
    expect(e.format()).toBe('hantei: --ability is empty\n  hint: give a number, a range like 0..8 or a list like 1,3,5');
    expect(e.format('ja')).toMatch(/^hantei: --ability が空です\n {2}ヒント: .*リスト/);
    // moved to a place found later, it still speaks both languages
    const at = e.at({ file: 'r.yaml', line: 3 });
    expect(at.format('ja')).toMatch(/^hantei: r\.yaml:3: --ability が空です/);
    // an error not yet in the catalogue says its English text in every language
    const plain = new HanteiError('file', 'cannot read x', { hint: 'check it' });
    expect(plain.localized('ja')).toBe('cannot read x');
    expect(plain.format('ja')).toBe('hantei: cannot read x\n  ヒント: check it');
  });

  it("says nested messages and lists in the message's language", () => {
    const m = msg('param.problemFor', {
      problem: msg('param.unknown', { k: 'abilty' }),
      what: msg('param.checksOf', { system: '2d6' }),
      suggestion: msg('param.didYouMeanSuffix', { names: quotedOr(['ability', 'agility']) }),
    });
    expect(m.text('en')).toBe('unknown parameter "abilty" for 2d6 checks (did you mean "ability" or "agility"?)');
    expect(m.text('ja')).toBe('2d6 の判定: 不明なパラメーター "abilty"(もしかして "ability" または "agility"?)');
    expect(andList(['a', 'b', 'c']).text('en')).toBe('a, b and c');
    expect(andList(['a', 'b', 'c']).text('ja')).toBe('a、b、c');
    // interpolated into an English string (older call sites), a message is its English text
    expect(`${unknownNameHint('abilty', ['ability'])}`).toBe('did you mean "ability"? known: ability');
  });

  it("has the grid parser's errors in Japanese", () => {
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e as HanteiError;
      }
      throw new Error('no error');
    };
    const range = err(() => parseIntRange('9..2', 'difficulty'));
    expect(range.message).toBe('difficulty "9..2" is an empty range (9 > 2)');
    expect(range.localized('ja')).toBe('difficulty "9..2" は空の範囲です(9 > 2)');
    const choice = err(() => parseChoiceList('6..12', 'difficulty', ['easy', 'medium', 'hard']));
    expect(choice.message).toBe('difficulty: unknown value "6..12"');
    expect(choice.localized('ja')).toBe('difficulty: 不明な値 "6..12"');
  });

  it("says a deck's warnings and notes, kept in English on the deck, again in Japanese", () => {
    // the words a deck stores are the catalogue's English, byte for byte
    const commander = String(
      msg('deck.commanderInSide', { program: 'MTGO', names: '"Tymna the Weaver" and "Kraum, Ludevic\'s Opus"', main: 98, n: 2 }),
    );
    expect(commander).toBe(
      'MTGO stores a Commander deck\'s commander in the sideboard: read "Tymna the Weaver" and "Kraum, Ludevic\'s Opus" as the commander, in the library (98 + 2 = 100 cards)',
    );
    expect(deckNoteIn(commander, 'ja')).toBe(
      'MTGO は統率者デッキの統率者をサイドボードに置きます。"Tymna the Weaver"、"Kraum, Ludevic\'s Opus" を統率者としてライブラリーに入れて読みました(98 + 2 = 100 枚)',
    );
    expect(deckNoteIn(commander, 'en')).toBe(commander);
    const one = String(msg('deck.footerSideboard', { n: 1, s: '', labelled: 60 }));
    expect(one).toBe(
      'read the 1 card after the last footer label, which carry no label of their own, as the sideboard; the labelled groups make the 60-card deck',
    );
    expect(deckNoteIn(one, 'ja')).toBe(
      '最後のフッターの見出しの後にある見出しのない 1 枚をサイドボードとして読みました。見出しのあるグループが 60 枚のデッキです',
    );
    expect(deckNoteIn(String(msg('deck.sideboardTooBig', { size: 10, side: 50 })), 'ja')).toMatch(/^ライブラリーは 10 枚で、50 枚が/);
    // words no catalogue has (what the card data could not say) stay as they are
    expect(deckNoteIn('3 cards have no colour indicator', 'ja')).toBe('3 cards have no colour indicator');
  });

  it('takes the language from --lang, else the locale', () => {
    expect(messageLangOf(['exact', '2d6', '--lang', 'ja'], {})).toBe('ja');
    expect(messageLangOf(['exact', '--lang=ja'], { LANG: 'C.UTF-8' })).toBe('ja');
    expect(messageLangOf(['exact', '--lang', 'en'], { LANG: 'ja_JP.UTF-8' })).toBe('en');
    expect(messageLangOf(['exact'], { LANG: 'ja_JP.UTF-8' })).toBe('ja');
    expect(messageLangOf(['exact'], { LC_ALL: 'C', LANG: 'ja_JP.UTF-8' })).toBe('en');
    expect(messageLangOf(['exact'], { LC_MESSAGES: 'ja_JP.UTF-8' })).toBe('ja');
    expect(messageLangOf(['exact'], { LANG: 'jam' })).toBe('en');
    expect(messageLangOf([], {})).toBe('en');
  });
});
