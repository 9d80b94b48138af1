/*
 * The card-data panel's state: which card data the workbench reads (the
 * bundled sample or an imported index), and what the page says of a deck's
 * unknown names (how many, the data in use, the update command).
 */

import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeckSummary } from '../api/decks.js';
import { cardDataSection, deckSystem } from '../systems/deck-systems.js';
import type { CardDataState } from './protocol.js';

/**
 * A server path as the page may see it: relative to the study's folder or
 * the working folder, `~/…` under the home folder, else only its file name —
 * never an absolute path (the page, its logs and screenshots travel).
 */
export function shownPath(file: string, studyDir: string): string {
  if (!isAbsolute(file)) return file;
  for (const [root, prefix] of [
    [studyDir, ''],
    [process.cwd(), ''],
    [homedir(), '~/'],
  ] as const) {
    if (root.length > 1 && file.startsWith(root + sep)) return prefix + relative(root, file);
  }
  return basename(file);
}

/**
 * What the page shows of the card data in use (`hantei cards info` in short),
 * its paths as `shownPath` gives them; none where no deck system keeps card
 * data of its own (the deck contract's `cardData`, mtg's).
 */
export function cardDataState(studyDir: string): CardDataState | undefined {
  const data = cardDataSection();
  if (!data) return undefined;
  const meta = data.bundled();
  const file = data.indexPath();
  const src = existsSync(file) ? data.readSource(file) : undefined;
  // the index's source is a URL (shown as it is) or the file it was imported from (a path: shown as one)
  const path = src && (src.source.startsWith('file:') ? fileURLToPath(src.source) : src.source);
  const source = path && (isAbsolute(path) ? shownPath(path, studyDir) : path);
  return {
    bundled: {
      cards: meta.cards,
      japanese: meta.japanese,
      built: meta.built,
      sources: meta.sources.map((s) => ({ data: s.data, date: s.date, cards: s.cards, ...(s.lacks ? { lacks: s.lacks } : {}) })),
    },
    ...(existsSync(file)
      ? { imported: { file: shownPath(file, studyDir), ...(src ? { source, importedAt: src.importedAt, cards: src.cards } : {}) } }
      : {}),
    update: ['hantei cards update', 'hantei cards update --from FILE'],
  };
}

/** What a pasted deck's unknown names say: the CLI's first line and hint, in the page's language. */
export interface UnknownSaid {
  /** "12 unknown card names: 40 of 60 cards known; the installed card data is the 58-card sample …" */
  message: string;
  hint: string;
  /** Whether the data in use is the bundled sample (then the page offers the update first). */
  sample: boolean;
}

/**
 * The words for a deck's unknown library names (undefined when every library
 * name is known: sideboard names never block), as the deck system that reads
 * pasted decks says them (the first, deck-systems.ts).
 */
export function unknownSaid(summary: DeckSummary, lang: 'en' | 'ja'): UnknownSaid | undefined {
  const library = summary.unresolved.filter((u) => u.section !== 'sideboard');
  if (library.length === 0) return undefined;
  const decks = deckSystem().decks;
  const total = summary.cards + library.reduce((s, u) => s + u.count, 0);
  const said = decks.unknownCards(library, total, []);
  return {
    message: said.message.text(lang).split('\n')[0],
    hint: said.hint.text(lang),
    sample: decks.cardData?.sample() ?? false,
  };
}
