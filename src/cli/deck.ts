import { inspectDeck } from '../api/decks.js';
import type { CommandModule } from 'yargs';
import { format } from 'd3-format';
import { loadDecks, loadRuleset } from '../engine/request.js';
import { renderTable } from '../report/format.js';
import { mtg } from '../systems/mtg/index.js';
import { HanteiError } from '../core/errors.js';
import { writeOutput } from './common.js';

const pct = format('.1%');

/** `hantei deck inspect DECK`: the resolved library as the checks see it. */
export const deckCommand: CommandModule = {
  command: 'deck',
  describe: 'inspect decks',
  builder: (y) =>
    y
      .command({
        command: 'inspect <deck>',
        describe: 'the resolved library: counts by mana value and check colour, colourless cards (the boost)',
        builder: (sy) =>
          sy
            .positional('deck', { type: 'string', demandOption: true })
            .option('ruleset', { type: 'string', describe: 'v1 | v2 | FILE (land types count as colour in v2)' })
            .option('cards', { type: 'string', array: true })
            .option('critical', { type: 'string' })
            .option('format', { choices: ['table', 'json'] as const, default: 'table' as const })
            .option('out', { type: 'string' }),
        handler: (a) => {
          const args = a as unknown as { deck: string; ruleset?: string; cards?: string[]; critical?: string; format: string; out?: string };
          const { rules } = loadRuleset(mtg, args.ruleset);
          const critical = args.critical ? args.critical.split(',').map((s) => s.trim()) : undefined;
          const [deck] = [...loadDecks([args.deck], { cards: args.cards, critical, unknown: 'collect', maxCards: Infinity }).values()];
          const unresolved = deck.unresolved ?? [];
          const r = rules;
          const summary = inspectDeck(deck, r);
          const size = summary.cards;
          const colourless = summary.colourlessForBoost;
          const criticalCount = summary.critical;
          const fail = (): void => {
            if (size < 2) {
              throw new HanteiError('deck', `the library has ${size} card${size === 1 ? '' : 's'}; a check reveals 2`, { file: deck.file, hint: 'add cards to the main deck (sideboard cards are not in the library)' });
            }
            if (unresolved.length > 0) {
              throw new HanteiError('unknown-card', `${unresolved.length} card name${unresolved.length === 1 ? '' : 's'} could not be resolved`, { file: deck.file, line: unresolved[0].line, hint: 'fix the spelling, or import card data that has them (hantei cards import FILE)' });
            }
          };
          if (args.format === 'json') {
            writeOutput(JSON.stringify(summary, null, 2) + '\n', args.out);
            return fail();
          }
          const lines = [
            `${deck.name} (${deck.file}${summary.format ? `, read as ${summary.format}` : ''}): ${size} cards in the library${summary.sideboard ? `, ${summary.sideboard} in the sideboard (not used)` : ''}`,
            `colourless for the boost: ${colourless} (${pct(colourless / size)})${criticalCount ? ` · critical cards: ${criticalCount}` : ''} · ruleset ${r.name}`,
            '',
            renderTable(['mana value', 'cards', 'share'], Object.entries(summary.byManaValue).map(([mv, n]) => [mv, String(n), pct(n / size)]), ['right', 'right', 'right']),
            '',
            renderTable(['check colour', 'cards', 'share'], Object.entries(summary.byCheckColour).map(([c, n]) => [c, String(n), pct(n / size)]), ['left', 'right', 'right']),
            '',
            renderTable(['count', 'card', 'mv', 'colours', 'as check colour'], summary.entries.map((e) => [String(e.count), e.name + (e.critical ? ' ★' : ''), String(e.manaValue), e.colours || '—', e.checkColours]), ['right', 'left', 'right', 'left', 'left']),
          ];
          if (deck.sideboard.length > 0) {
            lines.push('', `sideboard, not in the library (${summary.sideboard}):`);
            for (const e of deck.sideboard) lines.push(`  ${e.count} ${e.card.name}`);
          }
          if (summary.notes.length > 0) {
            lines.push('', 'notes:');
            for (const n of summary.notes) lines.push(`  ${n}`);
          }
          if (summary.assumptions.length > 0) {
            lines.push('', 'assumed:');
            for (const a of summary.assumptions) lines.push(`  ${a}`);
          }
          if (unresolved.length > 0) {
            lines.push('', `unresolved (${unresolved.length}):`);
            for (const u of unresolved) lines.push(`  line ${u.line}: ${u.count} ${u.name}${u.section === 'sideboard' ? ' (sideboard)' : ''}${u.suggestions.length ? ` — did you mean ${u.suggestions.map((s) => `"${s}"`).join(' or ')}?` : ''}`);
          }
          writeOutput(lines.join('\n') + '\n', args.out);
          fail();
        },
      })
      .demandCommand(1, 'use: hantei deck inspect DECK'),
  handler: () => undefined,
};

