import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';
import { englishIn } from '../ja-english.js';

/*
 * `hantei cards show` says a card's facts in the user's language: the card's
 * own names and its type line are data (printed as the card data has them),
 * every label around them comes from the catalogue.
 *
 * The commands run in-process through test/cli/here.ts (the built CLI's main()).
 */
describe('hantei cards show', () => {
  it('prints the facts in English by default', async () => {
    const r = await hanteiHere(['cards', 'show', 'Llanowar Elves']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  mana value: 1\n');
    expect(r.stdout).toContain('  colours: G\n');
  });

  it('labels every fact in Japanese under --lang ja (only the data stays as written)', async () => {
    const r = await hanteiHere(['cards', 'show', 'Llanowar Elves', '--lang', 'ja']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  マナ総量: 1\n');
    expect(r.stdout).toContain('  色: G\n');
    const labels = r.stdout
      .split('\n')
      .slice(1)
      .map((l) => l.split(':')[0]);
    expect(englishIn(labels.join('\n'))).toEqual([]);
  });
});
