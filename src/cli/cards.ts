import type { CommandModule } from 'yargs';
import { maskToColours } from '../decks/card.js';
import { cardFromData } from '../decks/card-data.js';
import { defaultIndexPath, importCardData } from '../decks/import.js';
import { loadCardIndex } from '../decks/load.js';
import { HanteiError } from '../core/errors.js';
import { writeOutput } from './common.js';

/** `hantei cards import FILE` and `hantei cards show NAME`. */
export const cardsCommand: CommandModule = {
  command: 'cards',
  describe: 'card data: import Scryfall or MTGJSON bulk data, look a card up',
  builder: (y) =>
    y
      .command({
        command: 'import <file>',
        describe: `stream Scryfall bulk data (oracle_cards, default_cards, all_cards, an API list) or MTGJSON (AtomicCards, AllPrintings, a set file), plain, .gz or .xz, into the local index (${defaultIndexPath()}); it replaces the index unless --merge`,
        builder: (sy) =>
          sy
            .positional('file', { type: 'string', demandOption: true })
            .option('index', { type: 'string', describe: 'write the index here instead (then pass it to decks with --cards FILE)' })
            .option('merge', { type: 'boolean', default: false, describe: 'add to the cards the index holds (cards of the same name are replaced) instead of replacing the index' })
            .option('quiet', { type: 'boolean', default: false }),
        handler: async (a) => {
          const args = a as unknown as { file: string; index?: string; merge: boolean; quiet: boolean };
          const out = args.index ?? defaultIndexPath();
          const tty = process.stderr.isTTY && !args.quiet;
          const s = await importCardData(args.file, out, { merge: args.merge, onCard: tty ? (n) => process.stderr.write(`\rhantei: ${n.toLocaleString('en')} entries read`) : undefined });
          if (tty) process.stderr.write('\n');
          const how = s.mode === 'merged' ? `merged into ${s.out} (it held ${s.before.toLocaleString('en')} cards; now ${s.cards.toLocaleString('en')})` : `replaced ${s.out} (${s.cards.toLocaleString('en')} cards; --merge adds to it instead)`;
          writeOutput(`imported ${s.read.toLocaleString('en')} ${s.format} entries: ${how}, ${s.japanese.toLocaleString('en')} with Japanese names\n`, undefined);
        },
      })
      .command({
        command: 'show <name>',
        describe: 'look a card up as decks resolve it (bundled data, then --cards or the imported index)',
        builder: (sy) => sy.positional('name', { type: 'string', demandOption: true }).option('cards', { type: 'string', array: true }),
        handler: (a) => {
          const args = a as unknown as { name: string; cards?: string[] };
          const index = loadCardIndex(args.cards ?? []);
          const data = index.get(args.name);
          if (!data) {
            const s = index.suggest(args.name);
            throw new HanteiError('unknown-card', `unknown card "${args.name}"`, { hint: s.length ? `did you mean ${s.map((x) => `"${x}"`).join(' or ')}?` : 'import card data with "hantei cards import FILE"' });
          }
          const card = cardFromData(data);
          if ('error' in card) throw new HanteiError('deck', `card "${data.name}": ${card.error}`);
          writeOutput(
            `${card.name}${data.ja ? ` (${data.ja})` : ''}\n${data.ja_faces && data.ja_faces.length > 1 ? `  faces in Japanese: ${data.ja_faces.join(' / ')}\n` : ''}  type: ${card.typeLine}\n  mana value: ${card.manaValue}\n  colours: ${maskToColours(card.colours).join('') || 'colourless'}\n` +
              (card.landTypes ? `  basic land types: ${maskToColours(card.landTypes).join('')}\n` : ''),
            undefined,
          );
        },
      })
      .demandCommand(1, 'use: hantei cards import FILE | hantei cards show NAME'),
  handler: () => undefined,
};
