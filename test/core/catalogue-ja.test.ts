import { describe, expect, it } from 'vitest';
import { messageEntries, msg, parserHelpWords } from '../../src/core/messages.js';
import { SYSTEMS } from '../../src/systems/index.js';
import { englishWords } from '../ja-words.js';

/*
 * Japanese complete by construction: every message of the one catalogue,
 * rendered in Japanese with its parameters filled, has Japanese text, the same
 * placeholders as its English, and no English word but names a user types or
 * reads as they are (command and file format names, YAML keys, deck software).
 */

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('every message of the catalogue in Japanese', () => {
  const entries = messageEntries();
  it('has hundreds of messages', () => expect(entries.length).toBeGreaterThan(400));

  it('each has Japanese text with the same placeholders as its English', () => {
    // English's plural ending {s} has no Japanese counterpart
    const bad = entries
      .filter(([, w]) => {
        const en = placeholders(w.en);
        const ja = placeholders(w.ja);
        return !w.ja.trim() || !ja.every((p) => en.includes(p)) || !en.every((p) => p === 's' || ja.includes(p));
      })
      .map(([id]) => id);
    expect(bad).toEqual([]);
  });

  it('each, rendered in Japanese, shows no English word but names', () => {
    const found: string[] = [];
    for (const [id, w] of entries) {
      const params = Object.fromEntries(placeholders(w.en).map((p, i) => [p, `X${i}`]));
      const words = englishWords(msg(id, params).text('ja'));
      if (words.length) found.push(`${id}: ${words.join(' ')}`);
    }
    expect(found).toEqual([]);
  });

  it("the parser's help words too", () => {
    expect(Object.values(parserHelpWords('ja')).flatMap(englishWords)).toEqual([]);
  });

  it('the attack itself: an English word in Japanese text is found, a name is not', () => {
    expect(englishWords('デッキ X0 の枚数が多すぎます (too many cards)')).toEqual(['too', 'many']);
    expect(englishWords('hantei solve で --vary fumble=none を試します(YAML の analyses:)')).toEqual([]);
  });
});

describe("every rule system's own words in Japanese", () => {
  it('parameter labels and ruleset key labels have Japanese of their own', () => {
    const missing: string[] = [];
    for (const s of SYSTEMS) {
      for (const p of s.params) if (!p.label.ja.trim() || englishWords(p.label.ja).length) missing.push(`${s.id} --${p.flag}`);
      for (const [k, l] of Object.entries(s.rulesetLabels ?? {}))
        if (!l.ja.trim() || englishWords(l.ja).length) missing.push(`${s.id} ${k}: ${l.ja}`);
    }
    expect(missing).toEqual([]);
  });
});
