/*
 * The page's words, looked up in the one catalogue (bundled into the page).
 */

import { areaWords } from '../../core/catalogue/area.js';
import { PAGE } from '../../core/catalogue/page.js';
import { WORDS as SHARED } from '../../core/catalogue/words.js';

// the page's words live in the one catalogue (core/catalogue/page.ts, and words.ts for those reports share): bundled from there
const WORDS = { ...areaWords(SHARED, 'word.'), ...areaWords(PAGE, 'page.') };

export type Word = keyof typeof WORDS;
export type Lang = 'en' | 'ja';
export const word = (w: Word, lang: Lang): string => WORDS[w][lang];

/** A word with {x} placeholders filled in. */
export const fill = (w: Word, lang: Lang, vars: Record<string, string>): string =>
  WORDS[w][lang].replace(/\{(\w)\}/g, (_, k: string) => vars[k] ?? '');

/** Every word of the page, for the test that a Japanese page shows none of them in English. */
export const pageWords = (): ReadonlyArray<{ en: string; ja: string }> => [...Object.values(SHARED), ...Object.values(PAGE)];
