import { existsSync } from 'node:fs';
import { type Message, msg, quotedOr } from '../../../core/messages.js';
import { defaultIndexPath } from './index-path.js';
import { printable } from './names.js';
import { readIndexSource } from './index-source.js';

/*
 * What every place that meets unknown card names says (CLI commands, deck
 * inspect, the workbench): how many, which card data is in use (the bundled
 * sample, or the imported data and its date), and the one command that
 * fixes it, with typo suggestions per name.
 */

/** The data a card index was built from, in words (set by loadCardIndex on the index it returns). */
export function cardDataInUse(cardFiles: readonly string[], sample: number, snapshot?: { date: string; cards: number }): Message {
  if (cardFiles.length > 0) return msg('cards.dataFiles', { files: cardFiles.map((f) => printable(f)).join(', ') });
  const index = defaultIndexPath();
  if (existsSync(index)) {
    const src = readIndexSource(index);
    if (!src) return msg('cards.dataImportedUnknown', { file: printable(index) });
    return msg('cards.dataImported', {
      source: printable(sourceName(src.source)),
      date: src.dataDate ?? src.importedAt.slice(0, 10),
      n: src.cards.toLocaleString('en'),
    });
  }
  if (snapshot) return msg('cards.dataSnapshot', { date: snapshot.date, n: snapshot.cards.toLocaleString('en') });
  return msg('cards.dataSample', { n: sample });
}

/** A source as users know it: MTGJSON's AtomicCards, Scryfall's default_cards, or the file's name. */
function sourceName(source: string): string {
  if (/mtgjson\.com/i.test(source)) return `MTGJSON ${source.split('/').pop()}`;
  if (/scryfall/i.test(source)) return `Scryfall ${source.split('/').pop()}`;
  return source.split(/[\\/]/).pop() ?? source;
}

/** Whether the data in use is the small bundled sample (then the fix is `hantei cards update`). */
export const isSample = (data: Message): boolean => data.id === 'cards.dataSample';

export interface UnknownName {
  name: string;
  count: number;
  line: number;
  section: string;
  suggestions: readonly string[];
}

/** "12 unknown card names: 40 of 60 cards known; the installed card data is the 58-card sample" and one line a name. */
export function unknownNamesMessage(unknown: readonly UnknownName[], total: number, data: Message): Message {
  const missing = unknown.reduce((s, u) => s + (u.section === 'sideboard' ? 0 : u.count), 0);
  const lines = unknown.map((u) =>
    msg('deck.unknownCard', {
      line: u.line,
      name: printable(u.name),
      sideboard: u.section === 'sideboard' ? msg('deck.sideboard') : '',
      suggestion: u.suggestions.length ? msg('deck.didYouMean', { names: quotedOr(u.suggestions) }) : '',
    }),
  );
  const list: Message = { id: 'deck.unknownCards', text: (lang) => lines.map((l) => l.text(lang)).join('\n') };
  return msg('cards.unknownDeck', {
    n: unknown.length,
    s: unknown.length === 1 ? '' : 's',
    known: total - missing,
    total,
    data,
    list,
  });
}

/** The hint beside it: the update for the sample, spelling and newer cards for complete data. */
export const unknownNamesHint = (data: Message): Message => msg(isSample(data) ? 'cards.unknownHintSample' : 'cards.unknownHintFull');

/** The note for sideboard names no data knows: they never block a deck. */
export function sideboardUnknownNote(unknown: readonly UnknownName[]): string {
  const names =
    unknown
      .slice(0, 3)
      .map((u) => `"${printable(u.name)}"`)
      .join(', ') + (unknown.length > 3 ? ', …' : '');
  return String(msg('cards.sideboardUnknown', { n: unknown.length, s: unknown.length === 1 ? '' : 's', names }));
}
