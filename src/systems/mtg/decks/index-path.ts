import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where `hantei cards import` writes its index, and decks look for it: $HANTEI_CARDS, else the user's data folder. */
export function defaultIndexPath(): string {
  if (process.env.HANTEI_CARDS) return process.env.HANTEI_CARDS;
  const base = process.env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  return join(base, 'hantei', 'cards.json');
}
