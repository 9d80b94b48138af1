/*
 * `hantei deck inspect`: a deck read by its deck system and shown as the
 * checks see it, stopping on unknown cards or a library too small.
 */
import { inspectDeckWith } from '../api/decks.js';
import type { CommandModule } from 'yargs';
import { loadDecks, loadRuleset } from '../engine/request.js';
import { renderTable } from '../report/format.js';
import { type DeckSystem, deckSystem } from '../systems/deck-systems.js';
import { HanteiError } from '../core/errors.js';
import { msg, said } from '../core/messages.js';
import { STDIN_POSITIONAL } from './stdin-arg.js';
import { helpOf, outPath, writeOutput } from './common.js';
import { type Word, tf } from '../report/i18n.js';
import type { DeckOf, DeckSummaryOf, Lang, UnresolvedCard } from '../systems/types.js';

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
            .option('system', { type: 'string', describe: said('help.deck.system', { first: system.id }) })
            .option('ruleset', { type: 'string', describe: helpOf(system, 'inspect', system.decks.inspect.describe) })
            .option('cards', { type: 'string', array: true })
            .option('critical', { type: 'string' })
            .option('format', { choices: ['table', 'json'] as const, default: 'table' as const })
            .option('out', { type: 'string' })
            .middleware(outPath('file'))
            .option('lang', { choices: ['en', 'ja'] as const, default: 'en' as const, describe: said('help.lang') })
            .option('partial', { type: 'boolean', default: false, describe: said('help.deck.partial') }),
        handler: (a) => inspect(a as unknown as InspectArgs),
      })
      .demandCommand(1, msg('cli.useDeck').text('en'));
  },
  handler: () => undefined,
};

interface InspectArgs {
  deck: string;
  system?: string;
  ruleset?: string;
  cards?: string[];
  critical?: string;
  format: string;
  out?: string;
  lang: Lang;
  partial: boolean;
}

/** `deck inspect`: read the deck, write its summary (JSON or lines), then stop on unknown cards or a library too small. */
function inspect(args: InspectArgs): void {
  const lang = args.lang;
  // the deck system named (--system), or the first registered: it reads, counts and shows the deck
  const system = deckSystem(args.system);
  const { name: rulesetName, rules } = loadRuleset(system, args.ruleset ?? system.decks.inspect.ruleset);
  const critical = args.critical ? args.critical.split(',').map((s) => s.trim()) : undefined;
  // `-`: standard input (cli/main.ts keeps it from yargs)
  const file = args.deck === STDIN_POSITIONAL ? '-' : args.deck;
  const [deck] = [...loadDecks([file], { system, cards: args.cards, critical, unknown: 'collect', maxCards: Infinity }).values()];
  const summary = inspectDeckWith(deck, system, rules);
  const size = summary.cards;
  // unknown sideboard names are a note (they never enter the library); unknown library names stop the command
  const libraryUnknown = (deck.unresolved ?? []).filter((u) => u.section !== 'sideboard');
  const unknownError = () => {
    const total = size + libraryUnknown.reduce((s, u) => s + u.count, 0);
    const { message, hint } = system.decks.unknownCards(libraryUnknown, total, args.cards ?? []);
    return new HanteiError('unknown-card', message, { file: deck.file, line: libraryUnknown[0].line, hint });
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
  writeOutput(summaryLines(system, deck, summary, libraryUnknown, rulesetName, lang).join('\n') + '\n', args.out);
  fail();
}

/** The terminal's lines for a read deck: a partial-deck warning, the heading, the system's own lines, then the lists. */
function summaryLines(
  system: DeckSystem,
  deck: DeckOf,
  summary: DeckSummaryOf,
  libraryUnknown: readonly UnresolvedCard[],
  rulesetName: string,
  lang: Lang,
): string[] {
  const w = (k: Word, vars: Record<string, string> = {}) => tf(k, lang, vars);
  const size = summary.cards;
  const unresolved = deck.unresolved ?? [];
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
  const note = (n: string) => system.decks.noteText?.(n, lang) ?? n;
  const lines = [
    ...known,
    `${deck.name} (${deck.file}${summary.format ? `, ${w('readAs', { f: formatName(summary.format, lang) })}` : ''}): ${w('inLibrary', { n: String(size) })}${summary.sideboard ? `, ${w('inSideboard', { n: String(summary.sideboard) })}` : ''}`,
    // the system's own lines (mtg: colourless cards, the curve, the tables by mana value, check colour and card)
    ...system.decks.summaryLines(summary, lang, rulesetName).map((b) => (typeof b === 'string' ? b : renderTable(b.head, b.rows, b.align))),
  ];
  if (deck.sideboard.length > 0) {
    lines.push('', w('sideboardList', { n: String(summary.sideboard) }));
    for (const e of deck.sideboard) lines.push(`  ${e.count} ${e.card.name}`);
  }
  if (summary.notes.length > 0) {
    lines.push('', msg('deck.notesHeading').text(lang));
    for (const n of summary.notes) lines.push(`  ${note(n)}`);
  }
  if (summary.assumptions.length > 0) {
    lines.push('', w('assumed'));
    for (const a of summary.assumptions) lines.push(`  ${note(a)}`);
  }
  if (unresolved.length > 0) {
    lines.push('', w('unresolved', { n: String(unresolved.length) }));
    for (const u of unresolved)
      lines.push(
        `  ${w('line', { n: String(u.line) })}: ${u.count} ${u.name}${u.section === 'sideboard' ? ` (${w('sideboard')})` : ''}${u.suggestions.length ? ` — ${w('didYouMean', { s: u.suggestions.map((x) => `"${x}"`).join(w('or')) })}` : ''}`,
      );
  }
  return lines;
}

/** The format a deck was read as, in the output's language (format names of programs, "MTGO .dek", stay as they are). */
function formatName(format: string, lang: Lang): string {
  if (format === 'text decklist') return msg('deck.textFormat').text(lang);
  if (format === 'YAML deck') return msg('deck.yamlFormat').text(lang);
  return format;
}
