import { describe, expect, it } from 'vitest';
import { hanteiHere } from './here.js';
import { englishWords } from '../ja-words.js';

/*
 * `hantei rulesets --keys`: each key's notes (why it cannot matter to a
 * command) are the systems' reasons from the catalogue, said in --lang.
 *
 * The commands run in-process through test/cli/here.ts (the built CLI's main()).
 */
describe('hantei rulesets --keys', () => {
  it('notes why a key cannot matter, in English', async () => {
    const r = await hanteiHere(['rulesets', '2d6', '--keys']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'reactionCriticalWins (exact, simulate, tune, compare): a single check has no reaction side (the key is for opposed)',
    );
  });

  it('says every note in Japanese under --lang ja (keys and command names stay as typed)', async () => {
    for (const system of ['mtg', '2d6', 'd6chain']) {
      const r = await hanteiHere(['rulesets', system, '--keys', '--lang', 'ja']);
      expect(r.code).toBe(0);
      const notes = r.stdout.split('\n').filter((l) => l.startsWith('  ') && l.includes('): '));
      expect(notes.length, system).toBeGreaterThan(0);
      expect(englishWords(notes.map((l) => l.slice(l.indexOf('): ') + 3)).join('\n')), system).toEqual([]);
    }
  });
});
