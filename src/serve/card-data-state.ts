import { existsSync } from 'node:fs';
import { defaultIndexPath } from '../decks/index-path.js';
import type { DeckSummary } from '../api/decks.js';
import { bundledMeta, cardDataWords } from '../decks/load.js';
import { isSample, unknownNamesHint, unknownNamesMessage } from '../decks/unknown-said.js';
import { readIndexSource } from '../decks/update.js';
import type { CardDataState } from './protocol.js';

/** What the page shows of the card data in use (`hantei cards info` in short). */
export function cardDataState(): CardDataState {
  const meta = bundledMeta();
  const file = defaultIndexPath();
  const src = existsSync(file) ? readIndexSource(file) : undefined;
  return {
    bundled: {
      cards: meta.cards,
      japanese: meta.japanese,
      built: meta.built,
      sources: meta.sources.map((s) => ({ data: s.data, date: s.date, cards: s.cards, ...(s.lacks ? { lacks: s.lacks } : {}) })),
    },
    ...(existsSync(file)
      ? { imported: { file, ...(src ? { source: src.source, importedAt: src.importedAt, cards: src.cards } : {}) } }
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

/** The words for a deck's unknown library names (undefined when every library name is known: sideboard names never block). */
export function unknownSaid(summary: DeckSummary, lang: 'en' | 'ja'): UnknownSaid | undefined {
  const library = summary.unresolved.filter((u) => u.section !== 'sideboard');
  if (library.length === 0) return undefined;
  const data = cardDataWords();
  const total = summary.cards + library.reduce((s, u) => s + u.count, 0);
  return {
    message: unknownNamesMessage(library, total, data).text(lang).split('\n')[0],
    hint: unknownNamesHint(data).text(lang),
    sample: isSample(data),
  };
}
