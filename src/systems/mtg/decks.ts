import type { Cell } from '../../core/grid.js';
import type { CheckRelation, DeckSupport } from '../types.js';
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
  // `check:` in a study's expectations, American spellings too; results record each deck's colours
  relations: {
    names: ['on-colour', 'off-colour', 'allied', 'enemy', 'colourless'],
    aliases: { 'on-color': 'on-colour', 'off-color': 'off-colour', colorless: 'colourless' },
    // the seeds' words: 得意な色 (the deck's own), 友好色, 敵対色
    labels: {
      'on-colour': { en: 'on-colour', ja: '自色' },
      'off-colour': { en: 'off-colour', ja: '他色' },
      allied: { en: 'allied', ja: '友好色' },
      enemy: { en: 'enemy', ja: '敵対色' },
      colourless: { en: 'colourless', ja: '無色' },
    },
  },
  record: { field: 'deckColours', of: (deck) => deckColours(deck).join('') },
};
