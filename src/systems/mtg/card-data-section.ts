/*
 * mtg's card-data section of the contract (deck-types.ts CardDataSection):
 * where its card index lives, the bundled data, the source note, and the
 * import and update behind `hantei cards` and the workbench. The import and
 * download code (stream-json, the HTTP client) is imported only when an
 * import or update runs, so no other command loads it.
 */
import type { CardDataSection } from '../deck-types.js';
import { sha256OfFile } from '../../io/read.js';
import { cardDataInfo, cardShow } from './card-data-said.js';
import { MTGJSON_ATOMIC, SCRYFALL_BULK, defaultIndexPath } from './decks/index-path.js';
import { readIndexSource, writeIndexSource } from './decks/index-source.js';
import { bundledMeta, cardDataWords } from './decks/load.js';
import { isSample } from './decks/unknown-said.js';

/** mtg's card data: MTGJSON's AtomicCards by default, Scryfall's default_cards by name. */
export const mtgCardData: CardDataSection = {
  indexPath: defaultIndexPath,
  sources: { mtgjson: MTGJSON_ATOMIC, scryfall: SCRYFALL_BULK },
  bundled: bundledMeta,
  readSource: readIndexSource,
  async importFile(file, out, { merge, onCard, signal }) {
    // the file's digest, streamed, recorded beside the index as `update --from` records it
    const { sha256 } = await sha256OfFile(file, 'card data', signal);
    const { importCardData } = await import('./decks/import.js');
    const s = await importCardData(file, out, { merge, onCard });
    writeIndexSource(out, {
      source: file,
      sha256,
      verified: 'none',
      importedAt: new Date().toISOString(),
      format: s.format,
      cards: s.cards,
      japanese: s.japanese,
      ...(s.dataDate ? { dataDate: s.dataDate } : {}),
    });
    return s;
  },
  async update({ source, ...opts }) {
    const { updateCardData } = await import('./decks/update.js');
    return updateCardData({ ...opts, scryfall: source === 'scryfall' });
  },
  info: cardDataInfo,
  show: cardShow,
  sample: () => isSample(cardDataWords()),
};
