import type { Cell } from '../../core/grid.js';
import type { CheckRelation, DeckSupport } from '../types.js';
import { PAGE } from '../../core/catalogue/page.js';
import { ROW_COLUMNS, SUMMARY_VIEW } from '../deck-views.js';
import { colourBalanceByBoost, deckColours } from './balance.js';
import { checkColoursOf, relation } from './rules.js';
import type { CheckColour, MtgRuleset } from './ruleset.js';

/** Colour letters as the check names of the ruleset presets (labels know these words). */
export const COLOUR_CHECK_NAMES: Readonly<Record<string, string>> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
};

/**
 * How a check's colour relates to a deck's colours, as `compare`'s colour
 * balance defines a deck's colours (balance.ts): the colourless check;
 * on-colour (one of the deck's colours); off-colour (any other colour), split
 * into allied (a neighbour of one of the deck's colours on the wheel) and
 * enemy (opposite all of them). A deck with no colours has no on-colour,
 * allied or enemy checks; its coloured checks are off-colour.
 */
export function checkRelations(params: Cell, rules: MtgRuleset, deckColourLetters: string): CheckRelation[] {
  const colour: CheckColour | undefined = rules.checkTypes?.[String(params.check)];
  if (colour === undefined) return [];
  if (colour === 'C') return ['colourless'];
  const own = [...deckColourLetters] as Array<Exclude<CheckColour, 'C'>>;
  if (own.includes(colour)) return ['on-colour'];
  if (own.length === 0) return ['off-colour'];
  return ['off-colour', own.some((o) => relation(colour, o) === 'allied') ? 'allied' : 'enemy'];
}

/** mtg's part of the contract's deck section (types.ts DeckSupport). */
export const mtgDecks: DeckSupport<MtgRuleset> = {
  inspect: { ruleset: 'v2', describe: 'v1 | v2 | FILE (land types count as colour in v2)' },
  checkColours: checkColoursOf,
  colourChecks: COLOUR_CHECK_NAMES,
  deckColours: (deck) => deckColours(deck).join(''),
  checkRelations,
  colourBalance: colourBalanceByBoost,
  deckOptions: ['deck', 'vs'],
  // each boost policy on rows of its own (an average over policies would hide what boosting does), its words in the third column
  balanceTable: {
    field: 'colourBalance',
    columns: [
      ...ROW_COLUMNS.slice(0, 2),
      { field: 'boost', label: { ...PAGE['page.boostPolicy'] }, show: 'values', param: 'boost' },
      ...ROW_COLUMNS.slice(2),
    ],
    groupBy: 'boost',
    rows: colourBalanceByBoost,
  },
  // colourless cards (what a boost reveals), then the library by mana value and by the check each card counts for
  summaryView: SUMMARY_VIEW,
};
