import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_PASTED, Workbench } from '../../src/serve/workbench.js';
import { workbenchStudy } from './harness.js';

/** Pasted decks belong to the page session that pasted them, do not pile up, and are capped. */
describe('pasted decks', () => {
  const text = readFileSync('test/fixtures/arena.txt', 'utf8');

  it('the same list pasted again is the same deck; another session does not list it', () => {
    const wb = new Workbench(workbenchStudy().file, { write: false });
    const files = wb.state('a').decks.map((d) => d.deck);
    const first = wb.addDeck({ name: 'arena', text, session: 'a' }).deck.deck;
    const again = wb.addDeck({ name: 'arena', text, session: 'a' }).deck.deck;
    expect(again).toBe(first);
    // a different list under the same name is another deck
    const other = wb.addDeck({ name: 'arena', text: `${text.trimEnd()}\n1 Forest\n`, session: 'a' }).deck.deck;
    expect(other).not.toBe(first);
    expect(wb.state('a').decks.filter((d) => d.pasted).map((d) => d.deck)).toEqual([first, other]);
    // another page session (a reload in another tab) sees the study's decks only
    expect(wb.state('b').decks.map((d) => d.deck)).toEqual(files);
    expect(wb.state().decks.map((d) => d.deck)).toEqual(files);
  });

  it(`a session holds at most ${MAX_PASTED} pasted decks`, () => {
    const wb = new Workbench(workbenchStudy().file, { write: false });
    for (let i = 0; i < MAX_PASTED; i++) wb.addDeck({ name: `d${i}`, text, session: 's' });
    expect(() => wb.addDeck({ name: 'one-more', text, session: 's' })).toThrow(/at most 12 pasted decks/);
    // re-adding one it holds is fine
    expect(wb.addDeck({ name: 'd0', text, session: 's' }).deck.deck).toBe('d0');
  });
});
