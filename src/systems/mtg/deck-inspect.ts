/*
 * mtg's `deck inspect`: the summary's own columns (colourless cards for the
 * boost, the library by mana value and by check colour, each card's mana
 * value and colours) and the terminal lines that show them. The JSON keeps
 * its fields in the order it always had.
 */
import { format } from 'd3-format';
import { valueLabel } from '../../core/labels.js';
import { msg } from '../../core/messages.js';
import { criticalCount, mergeByName, summaryHead, summaryTail } from '../deck-summary.js';
import type { DeckSummaryBase, InspectBlock } from '../deck-types.js';
import type { Lang } from '../types.js';
import { deckBars } from './deck-bars.js';
import { type Card, type Deck, maskToColours } from './decks/card.js';
import { checkColoursOf } from './rules.js';
import type { MtgRuleset } from './ruleset.js';

const pct = format('.1%');

/** What `hantei deck inspect --format json` shows of an mtg deck (the library API's `DeckSummary`). */
// a type, not an interface: it is then a DeckSummaryOf (deck-types.ts), whose other keys are the system's
export type MtgDeckSummary = Omit<DeckSummaryBase, 'entries'> & {
  colourlessForBoost: number;
  byManaValue: Record<string, number>;
  byCheckColour: Record<string, number>;
  unresolved: NonNullable<Deck['unresolved']>;
  /** One row per card (a card named on several lines is summed). */
  entries: Array<{ count: number; name: string; manaValue: number; colours: string; checkColours: string; critical: boolean }>;
};

/** Colour letters as the check names of the ruleset presets (labels know these words). */
export const COLOUR_CHECK_NAMES: Readonly<Record<string, string>> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
};

/** The library by mana value and check colour under the rules, unknown names, one row per card. */
export function mtgDeckSummary(deck: Deck, rules: MtgRuleset): MtgDeckSummary {
  const colours = (card: Card) => checkColoursOf(card, rules);
  const byMv = new Map<number, number>();
  const byColour = new Map<string, number>();
  let colourless = 0;
  for (const e of deck.entries) {
    byMv.set(e.card.manaValue, (byMv.get(e.card.manaValue) ?? 0) + e.count);
    const cs = colours(e.card);
    const key = cs.length === 0 ? 'colourless' : cs.join('/');
    byColour.set(key, (byColour.get(key) ?? 0) + e.count);
    if (e.card.colours === 0) colourless += e.count;
  }
  const { unresolved, assumptions, notes, sideboardEntries, ...rest } = summaryTail(deck);
  return {
    ...summaryHead(deck),
    colourlessForBoost: colourless,
    critical: criticalCount(deck),
    byManaValue: Object.fromEntries([...byMv.entries()].sort((x, y) => x[0] - y[0])),
    byCheckColour: Object.fromEntries(byColour),
    unresolved,
    assumptions,
    notes,
    ...rest,
    sideboardEntries,
    entries: mergeByName(
      deck.entries.map((e) => ({
        count: e.count,
        name: e.card.name,
        manaValue: e.card.manaValue,
        colours: maskToColours(e.card.colours).join(''),
        checkColours: colours(e.card).join('/') || 'C',
        critical: e.card.critical,
      })),
    ),
  };
}

/** `deck inspect`'s lines after the heading: colourless cards, the bars, the tables by mana value, by check colour and by card. */
export function mtgSummaryLines(summary: MtgDeckSummary, lang: Lang, rulesetName: string): InspectBlock[] {
  const size = summary.cards;
  const colourless = summary.colourlessForBoost;
  // a colour's word is that of the check it names (G → green → 緑)
  const colour = (c: string) =>
    c
      .split('/')
      .map((x) => valueLabel('check', COLOUR_CHECK_NAMES[x] ?? x, lang))
      .join('/');
  // ja: the word, with the colour letters beside it (緑 (G)); a colourless card's class is the word alone
  const colourCell = (c: string) => (lang !== 'ja' ? c : c === 'colourless' ? colour('C') : `${colour(c)} (${c})`);
  const word = (id: Parameters<typeof msg>[0]) => msg(id).text(lang);
  return [
    `${word('report.boostColourless')}: ${colourless} (${pct(colourless / size)})${summary.critical ? ` · ${word('report.criticalCards')}: ${summary.critical}` : ''} · ${word('report.ruleset')} ${rulesetName}`,
    '',
    ...deckBars(summary.byManaValue, summary.byCheckColour, lang, colourCell),
    '',
    {
      head: [word('word.manaValue'), word('report.cards'), word('report.share')],
      rows: Object.entries(summary.byManaValue).map(([mv, n]) => [mv, String(n), pct(n / size)]),
      align: ['right', 'right', 'right'],
    },
    '',
    {
      head: [word('word.checkColour'), word('report.cards'), word('report.share')],
      rows: Object.entries(summary.byCheckColour).map(([c, n]) => [colourCell(c), String(n), pct(n / size)]),
      align: ['left', 'right', 'right'],
    },
    '',
    {
      head: [word('report.count'), word('report.card'), word('report.mv'), word('word.colours'), word('report.asCheckColour')],
      rows: summary.entries.map((e) => [
        String(e.count),
        e.name + (e.critical ? ' ★' : ''),
        String(e.manaValue),
        e.colours || '—',
        e.checkColours,
      ]),
      align: ['right', 'left', 'right', 'left', 'left'],
    },
  ];
}
