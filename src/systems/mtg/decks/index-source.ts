/*
 * The source note beside an imported card index (`INDEX.source.json`): what
 * it was built from, read by `cards info`, the workbench's card-data panel and
 * every message about the data in use, written by `cards import` and `cards
 * update`. Apart from update.ts so that reading it loads no import or
 * download code (that is loaded only when a card-data command runs).
 */
import { lstatSync } from 'node:fs';
import { HanteiError } from '../../../core/errors.js';
import { messageLang, msg, verbatim } from '../../../core/messages.js';
import { writeFileAtomic } from '../../../io/atomic.js';
import { readTextFile } from '../../../io/read.js';
import type { CardDataSource } from '../../deck-types.js';

/** What the imported index was built from (a sidecar file next to it, shown by `cards info`): the contract's words for it. */
export type IndexSource = CardDataSource;

export const sourceFileOf = (index: string) => `${index}.source.json`;

/** A source note is a few hundred bytes: anything larger is not one hantei wrote. */
const SOURCE_CAP = 64 * 1024;

/**
 * The source note beside an index, or undefined when there is none. A note
 * that cannot be read (a FIFO, a folder, too large) or is not what hantei
 * writes is said through `note` and shown as unknown, never a hang or a crash.
 */
export function readIndexSource(index: string, note: (m: string) => void = () => undefined): IndexSource | undefined {
  const file = sourceFileOf(index);
  try {
    lstatSync(file);
  } catch {
    return undefined;
  }
  let why: string;
  try {
    const d = JSON.parse(readTextFile(file, String(msg('index.sourceNote')), { cap: SOURCE_CAP })) as Partial<IndexSource> | null;
    if (
      d &&
      typeof d === 'object' &&
      typeof d.source === 'string' &&
      typeof d.importedAt === 'string' &&
      typeof d.cards === 'number' &&
      typeof d.japanese === 'number' &&
      (d.verified === 'sha256' || d.verified === 'none') &&
      (d.sha256 === undefined || /^[0-9a-f]{64}$/.test(d.sha256))
    )
      return d as IndexSource;
    why = 'unexpected fields';
  } catch (e) {
    why = e instanceof HanteiError ? e.message : (e as Error).message;
  }
  note(`${file}: ${msg('index.sourceBad', { why: verbatim(why) }).text(messageLang())}`);
  return undefined;
}

/** Writes the source note beside an index (atomically, as the index is). */
export function writeIndexSource(index: string, s: IndexSource): void {
  writeFileAtomic(sourceFileOf(index), JSON.stringify(s, null, 2) + '\n', 'the card index source note');
}
