// mtg's deck section of the contract (deck-types.ts DeckSection): how it reads, inspects, groups, relates and balances decks.
import type { Cell } from '../../core/grid.js';
import type { DeckSection, DeckSummaryOf } from '../deck-types.js';
import { colourBalanceTable, deckColours } from './balance.js';
import { type MtgDeckSummary, mtgDeckSummary, mtgSummaryLines } from './deck-inspect.js';
import { mtgDeckReader } from './deck-reader.js';
import type { Deck } from './decks/card.js';
import { cardDataWords } from './decks/load.js';
import { DECK_NOTES, deckNoteIn } from './decks/notes-said.js';
import { mtgCardData } from './card-data-section.js';
import type { CardData } from './decks/card-data.js';
import { checkGivenCards, deckWithGivenCards } from './decks/given-cards.js';
import { unknownNamesHint, unknownNamesMessage } from './decks/unknown-said.js';
import { relation } from './rules.js';
import { PAGE } from '../../core/catalogue/page.js';
import { WORDS } from '../../core/catalogue/words.js';
import type { CheckColour, MtgRuleset } from './ruleset.js';

export { COLOUR_CHECK_NAMES } from './deck-inspect.js';

/** mtg's relations between a check's colour and a deck's colours: the names a study's `check:` takes. */
const RELATIONS = ['on-colour', 'off-colour', 'allied', 'enemy', 'colourless'] as const;
/** One of mtg's relation names. */
type MtgRelation = (typeof RELATIONS)[number];

/**
 * mtg's relation names: `check: on-colour` (and the other words) in a study
 * expectation picks the cells so related.
 *
 * @deprecated Generic code takes the relation names a deck system declares
 * (`DeckSection.relations`, plain strings); kept for code written against mtg's list.
 * @example
 * const picks: CheckRelation[] = ['on-colour', 'allied'];
 */
export const CHECK_RELATIONS = RELATIONS;
/**
 * One of `CHECK_RELATIONS`.
 *
 * @deprecated A relation is a plain string the deck system declares (`DeckSection.relations`).
 * @example
 * const r: CheckRelation = 'enemy';
 */
export type CheckRelation = MtgRelation;

/** Their American spellings, each to its name. */
const SPELLINGS: Readonly<Record<string, MtgRelation>> = { 'on-color': 'on-colour', 'off-color': 'off-colour', colorless: 'colourless' };

/**
 * How a check's colour relates to a deck's colours, as `compare`'s colour
 * balance defines a deck's colours (balance.ts): the colourless check;
 * on-colour (one of the deck's colours); off-colour (any other colour), split
 * into allied (a neighbour of one of the deck's colours on the wheel) and
 * enemy (opposite all of them). A deck with no colours has no on-colour,
 * allied or enemy checks; its coloured checks are off-colour.
 */
export function checkRelations(params: Cell, rules: MtgRuleset, deckColourLetters: string): MtgRelation[] {
  const colour: CheckColour | undefined = rules.checkTypes?.[String(params.check)];
  if (colour === undefined) return [];
  if (colour === 'C') return ['colourless'];
  const own = [...deckColourLetters] as Array<Exclude<CheckColour, 'C'>>;
  if (own.includes(colour)) return ['on-colour'];
  if (own.length === 0) return ['off-colour'];
  return ['off-colour', own.some((o) => relation(colour, o) === 'allied') ? 'allied' : 'enemy'];
}

/** mtg's deck section of the contract (deck-types.ts DeckSection). */
export const mtgDecks: DeckSection<MtgRuleset, Deck> = {
  inspect: { ruleset: 'v2', describe: 'v1 | v2 | FILE (land types count as colour in v2)' },
  reader: mtgDeckReader,
  summary: mtgDeckSummary,
  summaryLines: (summary: DeckSummaryOf, lang, rulesetName) => mtgSummaryLines(summary as MtgDeckSummary, lang, rulesetName),
  noteText: deckNoteIn,
  unknownCards(unknown, total, cardFiles) {
    const data = cardDataWords(cardFiles);
    return { message: unknownNamesMessage(unknown, total, data), hint: unknownNamesHint(data) };
  },
  group: { field: 'deckColours', of: (deck) => deckColours(deck).join('') },
  relations: RELATIONS,
  relationSpellings: SPELLINGS,
  // the seeds' words: 得意な色 (the deck's own), 友好色, 敵対色
  relationLabels: {
    'on-colour': { en: 'on-colour', ja: '自色' },
    'off-colour': { en: 'off-colour', ja: '他色' },
    allied: { en: 'allied', ja: '友好色' },
    enemy: { en: 'enemy', ja: '敵対色' },
    colourless: { en: 'colourless', ja: '無色' },
  },
  relationsOf: checkRelations,
  balance: colourBalanceTable,
  deckOptions: ['deck', 'vs'],
  cardData: mtgCardData,
  givenCards: { check: checkGivenCards, write: (text, file, given) => deckWithGivenCards(text, file, given as readonly CardData[]) },
  // colourless cards (what a boost reveals), then the library by mana value and by the check each card counts for
  summaryView: {
    counts: [{ field: 'colourlessForBoost', label: { ...PAGE['page.boostCards'] } }],
    tables: [
      { field: 'byManaValue', label: { ...WORDS['word.manaValue'] } },
      { field: 'byCheckColour', label: { ...WORDS['word.checkColour'] }, valuesOf: 'check' },
    ],
    notes: DECK_NOTES,
  },
};
