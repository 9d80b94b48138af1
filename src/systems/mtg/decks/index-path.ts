// Where mtg's card data lives: the imported index's path, and the sources `hantei cards update` downloads from.
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where `hantei cards import` writes its index, and decks look for it: $HANTEI_CARDS, else the user's data folder. */
export function defaultIndexPath(): string {
  if (process.env.HANTEI_CARDS) return process.env.HANTEI_CARDS;
  const base = process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  return join(base, 'hantei', 'cards.json');
}

/** MTGJSON's AtomicCards (every card once), the default source of `cards update`. */
export const MTGJSON_ATOMIC = 'https://mtgjson.com/api/v5/AtomicCards.json.xz';
/** Scryfall's default_cards bulk file (`cards update --scryfall`). */
export const SCRYFALL_BULK = 'https://api.scryfall.com/bulk-data/default-cards';
