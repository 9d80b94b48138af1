import { areaWords } from '../core/catalogue/area.js';
import { REPORT } from '../core/catalogue/report.js';
import { WORDS as SHARED } from '../core/catalogue/words.js';
import type { Lang } from '../systems/types.js';

// the words live in the one catalogue (core/catalogue/report.ts, and words.ts for those the page shares); these look them up
const WORDS = { ...areaWords(SHARED, 'word.'), ...areaWords(REPORT, 'report.') };

export type Word = keyof typeof WORDS;

export function t(word: Word, lang: Lang): string {
  return WORDS[word][lang];
}

/** A word with its {x} placeholders filled in. */
export function tf(word: Word, lang: Lang, vars: Record<string, string>): string {
  return WORDS[word][lang].replace(/\{(\w)\}/g, (_, k: string) => vars[k] ?? '');
}

/** Every entry of the catalogue, for the tests that a Japanese output shows none of them in English. */
export function catalogueWords(): ReadonlyArray<{ en: string; ja: string }> {
  return [...Object.values(SHARED), ...Object.values(REPORT)];
}
