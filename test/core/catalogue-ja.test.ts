import { describe, expect, it } from 'vitest';
import { messageEntries, msg, parserHelpWords } from '../../src/core/messages.js';
import { SYSTEMS } from '../../src/systems/index.js';

/*
 * Japanese complete by construction: every message of the one catalogue,
 * rendered in Japanese with its parameters filled, has Japanese text, the same
 * placeholders as its English, and no English word but names a user types or
 * reads as they are (command and file format names, YAML keys, deck software).
 */

/** Names that stay as they are in Japanese text: hantei's commands and keys a user types, formats, other software, units. */
const NAMES = new Set(
  [
    // hantei and its commands, subcommands and the YAML keys of its files
    'hantei',
    'exact',
    'simulate',
    'report',
    'tune',
    'compare',
    'solve',
    'deck',
    'inspect',
    'cards',
    'import',
    'update',
    'info',
    'show',
    'rulesets',
    'merge',
    'serve',
    'shard',
    'vary',
    'params',
    'system',
    'extends',
    'analyses',
    'analysis',
    'min',
    'max',
    'where',
    'rules',
    'trials',
    'method',
    'expect',
    'difficulty',
    'success',
    'name',
    'lang',
    'en',
    'ja',
    'true',
    'false',
    'version',
    'digest',
    'schema',
    'balance',
    // the init command and a rule file's keys (kind:, dice:, explode: { on:, depth: }, default:)
    'init',
    'kind',
    'dice',
    'notation',
    'explode',
    'on',
    'depth',
    'default',
    'mana',
    'cost',
    'type',
    'line',
    'easy',
    'normal',
    'hard',
    'inputs',
    'command',
    'Sideboard',
    'Deck',
    'Card',
    'Name',
    'SB',
    // placeholders of usage lines, formats, software, card names in examples
    'FILE',
    'NAME',
    'DECK',
    'KEY',
    'RANGE',
    'YAML',
    'JSON',
    'CSV',
    'HTML',
    'XML',
    'URL',
    'HTTP',
    'HTTPS',
    'SHA',
    'MTGO',
    'Arena',
    'Moxfield',
    'XMage',
    'Cockatrice',
    'OCTGN',
    'Scryfall',
    'MTGJSON',
    'Bolt',
    'Lightning',
    'Forest',
    'Monte',
    'Carlo',
    // values a user types (--pick mean, --format markdown) and keys he presses
    'mean',
    'worst',
    'median',
    'markdown',
    'Ctrl-C',
    'GM',
    'CI',
  ].map((w) => w.toLowerCase()),
);

/** The Latin words of a Japanese text that are no name: options, ruleset keys, paths and filled placeholders taken out first. */
export function englishWords(ja: string): string[] {
  const t = ja
    .replace(/X\d+/g, ' ')
    .replace(/--[\w-]+/g, ' ')
    .replace(/\S*\/\S*/g, ' ')
    .replace(/\S+=\S+/g, ' ')
    .replace(/\S*[_\d.|]\S*/g, ' ') // code, file names and values as typed (oracle_cards, my-rule.yaml, UTF-8, table|json|csv)
    .replace(/\b[A-Z]{2,}\b|\b[A-Za-z]+[A-Z][A-Za-z]*\b/g, ' ') // acronyms (FIFO, BOM) and CamelCase names (AtomicCards, JUnit)
    .replace(/"[^"]*"/g, ' ');
  return [...t.matchAll(/[A-Za-z][A-Za-z'-]*/g)].map((m) => m[0]).filter((w) => w.length > 1 && !NAMES.has(w.toLowerCase()));
}

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

/**
 * The English words of a Japanese text (names aside), for the tests of other surfaces (--help, errors).
 *
 * @example
 * expect(japaneseProblems(stdout)).toEqual([]);
 */
export function japaneseProblems(text: string, names: readonly string[] = []): string[] {
  // names as whole words (longest first: "Draw Steel" before "Steel"), then what is left
  const pattern = [...names].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const typed = text.replace(/\S+=\S+/g, ' '); // KEY=VALUES as typed
  const unnamed = pattern.length ? typed.replace(new RegExp(`(?<![\\w-])(${pattern.join('|')})(?![\\w-])`, 'g'), ' ') : typed;
  return unnamed
    .split('\n')
    .map((line) => ({ line, words: englishWords(line) }))
    .filter((l) => l.words.length > 0)
    .map((l) => `${l.words.join(' ')} ← ${l.line.trim()}`);
}
