import { messageWords } from '../src/core/messages.js';
import { catalogueWords } from '../src/report/i18n.js';
import { keyLabels, valueLabels } from '../src/core/labels.js';
import { pageWords } from '../src/serve/page/i18n.js';
import { SYSTEMS } from '../src/systems/index.js';

// isolation: serve/ — it only reads the workbench page's words (src/serve/page/i18n.ts)

/*
 * Japanese output comes from the catalogues: a ja table, page, report or
 * message shows none of their English texts. The English words are every
 * entry whose ja differs (report and page words, messages, key and value
 * labels, each system's parameter and ruleset key labels), as phrases of
 * letters, matched as whole words, case-insensitively.
 */
const word = (w: string) => new RegExp(`(^|[^A-Za-z_-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z_-])`, 'i');

/**
 * An entry's English as phrases of letters, without placeholders (%x, {x}),
 * code (mana_cost, boost.size), options (--max-cells) and the words its
 * Japanese keeps as they are (YAML, FILE): those are names, not words to translate.
 */
function phrasesOf(w: { en: string; ja: string }): string[] {
  const ja = w.ja.replace(/%\w|\{\w+\}/g, ' ');
  const en = w.en.replace(/%\w|\{\w+\}|--[\w-]+|\S*[_.]\w\S*/g, ' | ');
  const words = en.split(/([^A-Za-z']+)/);
  const kept = words.map((x, i) => (i % 2 === 0 && x !== '' && word(x).test(ja) ? ' | ' : x)).join('');
  return kept.split(/[^A-Za-z' -]+/).map((x) => x.trim().replace(/^[-' ]+|[-' ]+$/g, ''));
}

const english = [
  ...catalogueWords(),
  ...pageWords(),
  ...messageWords(),
  ...Object.values(keyLabels()),
  ...Object.values(valueLabels()).flatMap((v) => Object.values(v)),
  ...SYSTEMS.flatMap((s) => [...s.params.map((p) => p.label), ...Object.values(s.rulesetLabels ?? {})]),
]
  .filter((w) => w.en !== w.ja)
  .flatMap((w) => phrasesOf(w))
  .filter((x) => x.length >= 4);

/** The catalogues' English phrases, longest first. */
export const ENGLISH_PHRASES: readonly string[] = [...new Set(english)].sort((a, b) => b.length - a.length);

/**
 * The catalogues' English phrases standing in a Japanese text, after removing
 * the names it may quote (deck names, card names, presets) and file paths,
 * flags (`--max-cells`) and code (`name:`). Empty when the text is all Japanese.
 */
export function englishIn(text: string, names: readonly string[] = []): string[] {
  let t = text;
  // longest first: a name inside another ("easy" in "easy=0.8,normal=0.5") goes with it
  for (const n of [...names].sort((a, b) => b.length - a.length)) t = t.split(n).join(' ');
  t = t.replace(/\S*\/\S*/g, ' '); // file paths
  t = t.replace(/--[\w-]+/g, ' '); // options as typed
  t = t.replace(/[A-Za-z]\w*(\.[A-Za-z]\w*)+/g, ' '); // ruleset keys (boost.size) as a file spells them
  t = t.replace(/\S+=\S+/g, ' '); // KEY=VALUES as typed (--vary fumble=all-ones,none)
  return ENGLISH_PHRASES.filter((p) => word(p).test(t));
}
