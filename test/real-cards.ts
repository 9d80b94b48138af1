import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { importCardData } from '../src/systems/mtg/decks/import.js';

/*
 * Real card data for the tests that need a complete card set: MTGJSON's
 * AtomicCards (5.2.0+20220425, 23,714 names) in the shared folder beside the
 * repository (`../shared/cards/AtomicCards.json.xz`; HANTEI_TEST_CARDS names
 * another file), imported by `hantei cards import`'s own code into a
 * temporary index — never into the repository. The index is built once per
 * file content and reused by every test file of a run (a few seconds each).
 * Where the file is absent (a user's fresh clone) the tests that need it are
 * skipped, and `realCardsSkip` says why.
 */
export const REAL_CARDS = resolve(process.env.HANTEI_TEST_CARDS ?? join(process.cwd(), '..', 'shared', 'cards', 'AtomicCards.json.xz'));

export const haveRealCards = existsSync(REAL_CARDS);

/** Why the real-data tests do not run here (printed once by each file that skips them). */
export const realCardsSkip = `real card data tests skipped: ${REAL_CARDS} is absent (MTGJSON AtomicCards; set HANTEI_TEST_CARDS to another copy)`;

let built: Promise<string> | undefined;

/** The temporary index of the real card data (built on first use). */
export function realCardIndex(): Promise<string> {
  built ??= (async () => {
    const digest = createHash('sha256').update(readFileSync(REAL_CARDS)).digest('hex').slice(0, 16);
    // in the run's temporary root, not the test file's own folder (removed when the file ends): every file of the run reuses it
    const out = join(process.env.HANTEI_TEST_ROOT ?? tmpdir(), `hantei-test-cards-${digest}.json`);
    if (!existsSync(out)) {
      // built aside and renamed: test files importing at once never read half an index
      const aside = `${out}.${process.pid}.tmp`;
      await importCardData(REAL_CARDS, aside);
      renameSync(aside, out);
    }
    return out;
  })();
  return built;
}
