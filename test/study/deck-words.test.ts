import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsDocument } from '../../src/core/results.js';
import { judge, pickedCells } from '../../src/study/expect.js';
import { goalText } from '../../src/study/goals.js';
import { CHECK_RELATIONS, type CheckRelation, type Expectation } from '../../src/study/study.js';
import { getSystem } from '../../src/systems/index.js';
import { deckRecords, putDeckRecords, recordDecks, recordedDecks, relationNames, relationOf } from '../../src/systems/deck-words.js';
import type { DeckOf, DeckSupport } from '../../src/systems/types.js';

/*
 * Studies and solve know a deck system's words only as its deck section
 * declares them (systems/deck-words.ts): the relations `check:` takes, their
 * other spellings, and the field results record each deck under. The generic
 * folders spell none of mtg's words.
 */

const mtgDecks = getSystem('mtg').decks!;

/** A deck section that names its own words: one relation, recorded under a field of its own. */
const suited: DeckSupport<unknown> = {
  ...mtgDecks,
  relations: ['same-suit'],
  relationSpellings: { suited: 'same-suit' },
  relationLabels: undefined,
  group: { field: 'deckSuits', of: (deck: DeckOf) => `suit:${deck.name}` },
};

const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

describe("a deck system's words, from its deck section", () => {
  it('study/ and solve/ name no mtg word outside comments', () => {
    const files = ['src/study', 'src/solve'].flatMap((d) => readdirSync(d).map((f) => join(d, f)));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) =>
      code(f)
        .split('\n')
        .filter((l) => /colou?r|boost|mana|allied|enemy/i.test(l))
        .map((l) => `${f}: ${l.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("check: takes mtg's relations and their American spellings, as mtg declares them", () => {
    expect(relationNames(mtgDecks)).toEqual(['on-colour', 'off-colour', 'allied', 'enemy', 'colourless']);
    expect(relationOf('on-color', mtgDecks)).toBe('on-colour');
    expect(relationOf('colorless', mtgDecks)).toBe('colourless');
    expect(relationOf('allied', mtgDecks)).toBe('allied');
    expect(relationOf('toString', mtgDecks)).toBeUndefined();
    // no system named: any registered deck system's words
    expect(relationOf('off-color')).toBe('off-colour');
  });

  it("the deprecated CHECK_RELATIONS (study.ts re-exports mtg's) is still mtg's list; an expectation's relation is any declared name", () => {
    expect([...CHECK_RELATIONS]).toEqual([...mtgDecks.relations]);
    const old: CheckRelation = 'enemy';
    // a relation another system declares needs no cast into mtg's names
    const e: Expectation = { analysis: 'a', where: {}, relation: relationOf('suited', suited), metric: 'mean', line: 1 };
    expect([old, e.relation]).toEqual(['enemy', 'same-suit']);
  });

  it("another system's words and field are its own", () => {
    expect(relationNames(suited)).toEqual(['same-suit']);
    expect(relationOf('same-suit', suited)).toBe('same-suit');
    expect(relationOf('suited', suited)).toBe('same-suit');
    expect(relationOf('allied', suited)).toBeUndefined();
    const loaded = new Map([['a', { name: 'A' } as DeckOf]]);
    expect(deckRecords(suited, loaded)).toEqual({ a: 'suit:A' });
    const doc = { cells: [] } as unknown as ResultsDocument;
    recordDecks(doc, suited, loaded);
    expect((doc as unknown as Record<string, unknown>).deckSuits).toEqual({ a: 'suit:A' });
    expect(recordedDecks(doc, suited)).toEqual({ a: 'suit:A' });
    expect(recordedDecks(doc, mtgDecks)).toBeUndefined();
  });

  it('an expectation by relation reads the field the system names, and says so when results lack it', () => {
    const doc = { system: 'mtg', rules: {}, cells: [] } as unknown as ResultsDocument;
    const e = { analysis: 'a', where: {}, relation: 'allied', metric: 'mean', line: 1 } as Expectation;
    const missing = pickedCells(e, doc);
    expect(Array.isArray(missing)).toBe(false);
    expect(String((missing as { problem: unknown }).problem)).toBe(
      "check: allied needs each deck's colours, which these results do not carry (results from before hantei 0.3); run the study again",
    );
    putDeckRecords(doc, mtgDecks, { 'mono-green': 'G' });
    expect(pickedCells(e, doc)).toEqual([]);
  });

  it("a goal names its relation in the system's words: the seeds' 友好色 in Japanese, the name as written in English", () => {
    const e = { analysis: 'a', where: {}, relation: 'allied', metric: 'mean', min: 0.2, line: 1 } as Expectation;
    expect(goalText(e, 'mtg').text('en')).toContain('allied checks');
    expect(goalText(e, 'mtg').text('ja')).toContain('友好色');
    expect(goalText(e, 'mtg').text('ja')).not.toContain('allied');
  });

  it('a verdict line names the relation in the report language', () => {
    const doc = { system: 'mtg', rules: {}, cells: [], method: 'exact' } as unknown as ResultsDocument;
    putDeckRecords(doc, mtgDecks, { 'mono-green': 'G' });
    const e = { analysis: 'a', where: {}, relation: 'enemy', metric: 'mean', min: 0.2, line: 1 } as Expectation;
    const [en] = judge([e], new Map([['a', doc]]), 'en');
    const [ja] = judge([e], new Map([['a', doc]]), 'ja');
    expect(en.lines[0]).toBe(
      'a {} check=enemy: no cell matches check: enemy and where; check its keys and values against the analysis params',
    );
    expect(ja.lines[0]).toContain('=敵対色');
    expect(ja.lines[0]).not.toContain('no cell');
  });
});
