/*
 * What `hantei cards info` and `hantei cards show` print of mtg's card data,
 * in the process's language: the bundled snapshot (or sample), the imported
 * index and its source, how to update; a card's facts as decks resolve it.
 * The card's own names and type line stay as the data has them.
 */
import { existsSync, statSync } from 'node:fs';
import { HanteiError } from '../../core/errors.js';
import { msg, quotedOr, recognise, said } from '../../core/messages.js';
import { cardFacts } from './decks/card-facts.js';
import { defaultIndexPath } from './decks/index-path.js';
import { readIndexSource } from './decks/index-source.js';
import { bundledMeta, bundledSnapshot, bundledSnapshotPath, cardDataWords, loadCardIndex } from './decks/load.js';
import { printable } from './decks/names.js';
import { unknownNamesHint } from './decks/unknown-said.js';

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
const n = (x: number) => x.toLocaleString('en');

/** The bundled data's lines: the snapshot (or the sample), each source it was built from and what it lacks. */
function bundledLines(): string[] {
  const snap = bundledMeta();
  const lines = [
    bundledSnapshot()
      ? said('cardsInfo.bundledSnapshot', {
          cards: n(snap.cards),
          japanese: n(snap.japanese),
          size: mb(statSync(bundledSnapshotPath()).size),
          built: snap.built,
        })
      : said('cardsInfo.bundledSample', { cards: n(snap.cards), japanese: n(snap.japanese) }),
  ];
  for (const s of snap.sources) {
    lines.push(
      said('cardsInfo.cardsFrom', { cards: n(s.cards), data: recognise(s.data, ['cards.sampleSource']) }),
      `    ${s.repository}${s.commit ? ` @ ${s.commit}` : ''}${s.date ? said('cardsInfo.dataOf', { date: s.date }) : ''}${s.version ? said('cardsInfo.version', { version: s.version }) : ''}`,
    );
    if (s.lacks) lines.push(`    ${said('cardsInfo.lacks', { what: recognise(s.lacks, ['cardsInfo.sampleLacks']) })}`);
  }
  for (const l of bundledSnapshot() ? [] : snap.lacks)
    lines.push(`  ${said('cardsInfo.lacks', { what: recognise(l, ['cardsInfo.sampleLacks']) })}`);
  return lines;
}

/** What `cards info` prints: the bundled snapshot, the imported index if any, and how to update. */
export function cardDataInfo(): string {
  const lines = bundledLines();
  const index = defaultIndexPath();
  if (existsSync(index)) {
    const src = readIndexSource(index, (m) => lines.push(`  ${said('cli.note')}: ${m}`));
    lines.push('', said('cardsInfo.imported', { index }));
    if (src)
      lines.push(
        said('cardsInfo.importedFrom', {
          cards: n(src.cards),
          japanese: n(src.japanese),
          source: src.source,
          date: src.importedAt.slice(0, 10),
          verified: src.verified === 'sha256' ? msg('cardsInfo.verified') : '',
        }) + (src.sha256 ? `, sha256 ${src.sha256}` : ''),
      );
  } else {
    lines.push('', said('cardsInfo.noImported', { index }));
  }
  lines.push('', said('cardsInfo.update'));
  return lines.join('\n') + '\n';
}

/** What `cards show NAME` prints: the card's names, type line, mana value and colours as decks resolve them (`cardFiles`: --cards). */
export function cardShow(name: string, cardFiles: readonly string[]): string[] {
  const index = loadCardIndex(cardFiles);
  const data = index.get(name);
  if (!data) {
    const s = index.suggest(name);
    const words = index.origin ?? cardDataWords(cardFiles);
    throw new HanteiError('unknown-card', msg('cards.unknownIn', { name: printable(name), data: words }), {
      hint: s.length ? msg('cards.didYouMean', { names: quotedOr(s) }) : unknownNamesHint(words),
    });
  }
  const card = cardFacts(data);
  if ('error' in card) throw new HanteiError('deck', msg('cards.cardError', { name: data.name, why: card.error }));
  const mv =
    card.given !== undefined && card.given !== card.inCheck
      ? msg('cardsShow.manaValueInCheck', { given: card.given, inCheck: card.inCheck })
      : card.inCheck;
  return [
    `${card.name}${data.ja ? ` (${data.ja})` : ''}`,
    ...(data.ja_faces && data.ja_faces.length > 1 ? [said('cardsShow.jaFaces', { faces: data.ja_faces.join(' / ') })] : []),
    said('cardsShow.type', { type: card.typeLine }),
    said('cardsShow.manaValue', { mv }),
    said('cardsShow.colours', { list: card.own || msg('cardsShow.colourless') }),
    ...(card.landTypes ? [said('cardsShow.landTypes', { types: card.landTypes })] : []),
    ...(card.derived ? [said('cardsShow.derived')] : []),
  ];
}
