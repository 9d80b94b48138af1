import { inspectDeckWith } from '../api/decks.js';
import type { CommandModule } from 'yargs';
import { format } from 'd3-format';
import { loadDecks, loadRuleset } from '../engine/request.js';
import { cardDataWords } from '../systems/mtg/decks/load.js';
import { deckNoteIn } from '../systems/mtg/decks/notes-said.js';
import { renderTable } from '../report/format.js';
import { deckSystem } from '../systems/deck-systems.js';
import { HanteiError } from '../core/errors.js';
import { msg, said } from '../core/messages.js';
import { unknownNamesHint, unknownNamesMessage } from '../systems/mtg/decks/unknown-said.js';
import { deckBars } from './deck-bars.js';
import { STDIN_POSITIONAL } from './stdin-arg.js';
import { helpOf, outPath, writeOutput } from './common.js';
import { type Word, t, tf } from '../report/i18n.js';
import { valueLabel } from '../core/labels.js';
import type { Lang } from '../systems/types.js';

const pct = format('.1%');

/** `hantei deck inspect DECK`: the resolved library as the checks see it (of the first registered system with decks, systems/deck-systems.ts). */
export const deckCommand: CommandModule = {
  command: 'deck',
  get describe() {
    return said('help.deck');
  },
  builder: (y) => {
    const system = deckSystem();
    return y
      .command({
        command: 'inspect <deck>',
        describe: said('help.deck.inspect'),
        builder: (sy) =>
          sy
            .positional('deck', { type: 'string', demandOption: true })
            .option('ruleset', { type: 'string', describe: helpOf(system, 'inspect', system.decks.inspect.describe) })
            .option('cards', { type: 'string', array: true })
            .option('critical', { type: 'string' })
            .option('format', { choices: ['table', 'json'] as const, default: 'table' as const })
            .option('out', { type: 'string' })
            .middleware(outPath('file'))
            .option('lang', { choices: ['en', 'ja'] as const, default: 'en' as const, describe: said('help.lang') })
            .option('partial', { type: 'boolean', default: false, describe: said('help.deck.partial') }),
        handler: (a) => {
          const args = a as unknown as {
            deck: string;
            ruleset?: string;
            cards?: string[];
            critical?: string;
            format: string;
            out?: string;
            lang: Lang;
            partial: boolean;
          };
          const lang = args.lang;
          const w = (k: Word, vars: Record<string, string> = {}) => tf(k, lang, vars);
          // a colour's word is that of the check it names (mtg: G → green → 緑)
          const colour = (c: string) =>
            c
              .split('/')
              .map((x) => valueLabel(system.report.y ?? '', system.decks.colourChecks[x] ?? x, lang))
              .join('/');
          // ja: the word, with the colour letters beside it (緑 (G)); a colourless card's class is the word alone
          const colourCell = (c: string) => (c === 'colourless' ? colour('C') : `${colour(c)} (${c})`);
          const { name: rulesetName, rules } = loadRuleset(system, args.ruleset ?? system.decks.inspect.ruleset);
          const critical = args.critical ? args.critical.split(',').map((s) => s.trim()) : undefined;
          // `-`: standard input (cli/main.ts keeps it from yargs)
          const file = args.deck === STDIN_POSITIONAL ? '-' : args.deck;
          const [deck] = [...loadDecks([file], { cards: args.cards, critical, unknown: 'collect', maxCards: Infinity }).values()];
          const unresolved = deck.unresolved ?? [];
          const r = rules;
          const summary = inspectDeckWith(deck, system, r);
          const size = summary.cards;
          const colourless = summary.colourlessForBoost;
          const criticalCount = summary.critical;
          // unknown sideboard names are a note (they never enter the library); unknown library names stop the command
          const libraryUnknown = unresolved.filter((u) => u.section !== 'sideboard');
          const unknownError = () => {
            const data = cardDataWords(args.cards ?? []);
            const total = size + libraryUnknown.reduce((s, u) => s + u.count, 0);
            return new HanteiError('unknown-card', unknownNamesMessage(libraryUnknown, total, data), {
              file: deck.file,
              line: libraryUnknown[0].line,
              hint: unknownNamesHint(data),
            });
          };
          const fail = (): void => {
            if (libraryUnknown.length > 0) throw unknownError();
            if (size < 2) {
              throw new HanteiError('deck', msg('deck.libraryTooSmall', { n: size, s: size === 1 ? '' : 's' }), {
                file: deck.file,
                hint: msg('deck.addCards'),
              });
            }
          };
          if (args.format === 'json') {
            writeOutput(JSON.stringify(summary, null, 2) + '\n', args.out, 'json');
            return fail();
          }
          // a partial deck never looks whole: its statistics only when asked for (--partial), under a line that says so
          if (libraryUnknown.length > 0 && !args.partial) throw unknownError();
          const known = libraryUnknown.length
            ? [
                msg('cards.partialDeck', {
                  name: deck.name,
                  known: size,
                  total: size + libraryUnknown.reduce((s, u) => s + u.count, 0),
                  n: libraryUnknown.length,
                  s: libraryUnknown.length === 1 ? '' : 's',
                }).text(lang),
              ]
            : [];
          const lines = [
            ...known,
            `${deck.name} (${deck.file}${summary.format ? `, ${w('readAs', { f: formatName(summary.format, lang) })}` : ''}): ${w('inLibrary', { n: String(size) })}${summary.sideboard ? `, ${w('inSideboard', { n: String(summary.sideboard) })}` : ''}`,
            `${w('boostColourless')}: ${colourless} (${pct(colourless / size)})${criticalCount ? ` · ${w('criticalCards')}: ${criticalCount}` : ''} · ${t('ruleset', lang)} ${rulesetName}`,
            '',
            ...deckBars(summary.byManaValue, summary.byCheckColour, lang, (c) => (lang === 'ja' ? colourCell(c) : c)),
            '',
            renderTable(
              [w('manaValue'), w('cards'), w('share')],
              Object.entries(summary.byManaValue).map(([mv, n]) => [mv, String(n), pct(n / size)]),
              ['right', 'right', 'right'],
            ),
            '',
            renderTable(
              [w('checkColour'), w('cards'), w('share')],
              Object.entries(summary.byCheckColour).map(([c, n]) => [lang === 'ja' ? colourCell(c) : c, String(n), pct(n / size)]),
              ['left', 'right', 'right'],
            ),
            '',
            renderTable(
              [w('count'), w('card'), w('mv'), w('colours'), w('asCheckColour')],
              summary.entries.map((e) => [
                String(e.count),
                e.name + (e.critical ? ' ★' : ''),
                String(e.manaValue),
                e.colours || '—',
                e.checkColours,
              ]),
              ['right', 'left', 'right', 'left', 'left'],
            ),
          ];
          if (deck.sideboard.length > 0) {
            lines.push('', w('sideboardList', { n: String(summary.sideboard) }));
            for (const e of deck.sideboard) lines.push(`  ${e.count} ${e.card.name}`);
          }
          if (summary.notes.length > 0) {
            lines.push('', msg('deck.notesHeading').text(lang));
            for (const n of summary.notes) lines.push(`  ${deckNoteIn(n, lang)}`);
          }
          if (summary.assumptions.length > 0) {
            lines.push('', w('assumed'));
            for (const a of summary.assumptions) lines.push(`  ${deckNoteIn(a, lang)}`);
          }
          if (unresolved.length > 0) {
            lines.push('', w('unresolved', { n: String(unresolved.length) }));
            for (const u of unresolved)
              lines.push(
                `  ${w('line', { n: String(u.line) })}: ${u.count} ${u.name}${u.section === 'sideboard' ? ` (${w('sideboard')})` : ''}${u.suggestions.length ? ` — ${w('didYouMean', { s: u.suggestions.map((x) => `"${x}"`).join(w('or')) })}` : ''}`,
              );
          }
          writeOutput(lines.join('\n') + '\n', args.out);
          fail();
        },
      })
      .demandCommand(1, msg('cli.useDeck').text('en'));
  },
  handler: () => undefined,
};

/** The format a deck was read as, in the output's language (format names of programs, "MTGO .dek", stay as they are). */
function formatName(format: string, lang: Lang): string {
  if (format === 'text decklist') return msg('deck.textFormat').text(lang);
  if (format === 'YAML deck') return msg('deck.yamlFormat').text(lang);
  return format;
}
