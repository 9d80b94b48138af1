import { existsSync } from 'node:fs';
import { defaultIndexPath } from '../decks/index-path.js';
import { bundledMeta } from '../decks/load.js';
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
