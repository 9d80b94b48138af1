// A deck's own colours and the colour balance of a grid (mtg's balance table for `compare`, its report and the workbench).
import { COLOURS, type Colour, type Deck } from './decks/card.js';
import type { CellResult } from '../../core/results.js';
import { type MessageId, msg } from '../../core/messages.js';
import type { BalanceColumn, DeckSection } from '../deck-types.js';
import type { MtgRuleset } from './ruleset.js';

/** A deck's own colours: those of at least `share` of its coloured cards (lands by their own colours only). */
export function deckColours(deck: Deck, share = 0.15): Colour[] {
  const counts = new Map<Colour, number>();
  let coloured = 0;
  for (const e of deck.entries) {
    if (e.card.colours === 0) continue;
    coloured += e.count;
    for (const c of COLOURS) if (e.card.colours & (1 << COLOURS.indexOf(c))) counts.set(c, (counts.get(c) ?? 0) + e.count);
  }
  return COLOURS.filter((c) => coloured > 0 && (counts.get(c) ?? 0) / coloured >= share);
}

/**
 * A row of the colour balance (`compare`'s `colourBalance`, the workbench's
 * table, the compare report): for one deck and ruleset, mean success of the
 * checks of the deck's colours against other colours and the colourless check.
 *
 * @example
 * const r = (await compare({ system: 'mtg', rulesets: ['v2', 'v1'], params: { deck: 'decks/mono-green.yaml', difficulty: '0..4' } })).colourBalance?.[0];
 * console.log(r?.deck, r?.ruleset, r?.spread);
 */
// a type, not an interface: a row is then a BalanceRow (deck-types.ts), whose other keys are the system's
export type ColourBalanceRow = {
  deck: string;
  ruleset: string;
  deckColours: string;
  /** Mean success over the grid's difficulties: checks of the deck's colours, of other colours, and the colourless check. */
  onColour: number | null;
  offColour: number | null;
  colourless: number | null;
  /** onColour − offColour: how much a deck's colours matter under this ruleset. */
  spread: number | null;
  /** The boost policy of the cells averaged (each policy has rows of its own: averaging them would hide what boosting does). */
  boost?: string;
};

const mean = (xs: number[]): number | null => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/**
 * For each deck, mean success of its on-colour checks against off-colour and
 * colourless ones: what a modifier table (+5/+3/0 against +3/+2/+1) does to
 * the variety of decks.
 */
export function colourBalance(
  cells: readonly CellResult[],
  rules: MtgRuleset,
  rulesetName: string,
  decks: ReadonlyMap<string, Deck>,
): ColourBalanceRow[] {
  const out: ColourBalanceRow[] = [];
  for (const [id, deck] of decks) {
    const own = deckColours(deck);
    const on: number[] = [];
    const off: number[] = [];
    const none: number[] = [];
    for (const c of cells) {
      if (c.params.deck !== id || c.success === null) continue;
      const colour = rules.checkTypes[String(c.params.check)];
      if (colour === 'C') none.push(c.success);
      else if (own.includes(colour)) on.push(c.success);
      else off.push(c.success);
    }
    const onM = mean(on);
    const offM = mean(off);
    out.push({
      deck: id,
      ruleset: rulesetName,
      deckColours: own.join('') || 'C',
      onColour: onM,
      offColour: offM,
      colourless: mean(none),
      spread: onM !== null && offM !== null ? onM - offM : null,
    });
  }
  return out;
}

/** The colour balance per boost policy of the grid, one set of rows each, deck by deck. */
export function colourBalanceByBoost(
  cells: readonly CellResult[],
  rules: MtgRuleset,
  rulesetName: string,
  decks: ReadonlyMap<string, Deck>,
): ColourBalanceRow[] {
  const policies = [...new Set(cells.map((c) => String(c.params.boost)))];
  return policies.flatMap((boost) =>
    colourBalance(
      cells.filter((c) => String(c.params.boost) === boost),
      rules,
      rulesetName,
      decks,
    ).map((r) => ({ ...r, boost })),
  );
}

/** What `compare` adds for mtg (the library's `CompareResult`): its decks' colour balance. */
export interface MtgCompareFields {
  colourBalance?: ColourBalanceRow[];
}

const words = (id: MessageId) => ({ en: msg(id).text('en'), ja: msg(id).text('ja') });

/** The table's columns after deck and ruleset, in the order the CLI, the report and the workbench show them. */
const COLUMNS: readonly BalanceColumn[] = [
  { key: 'boost', label: words('report.boost'), kind: 'value' },
  { key: 'deckColours', label: words('word.colours'), kind: 'text' },
  { key: 'onColour', label: words('word.onColour'), kind: 'share' },
  { key: 'offColour', label: words('word.offColour'), kind: 'share' },
  { key: 'colourless', label: words('word.colourless'), kind: 'share' },
  { key: 'spread', label: words('word.spread'), kind: 'signed' },
];

/** mtg's balance table for the contract (deck-types.ts `DeckSection.balance`). */
export const colourBalanceTable: DeckSection<MtgRuleset, Deck>['balance'] = {
  field: 'colourBalance',
  columns: COLUMNS,
  splitBy: 'boost',
  words: { heading: words('html.balance'), explain: words('html.balanceText'), terminal: words('report.balanceTitle') },
  rows: colourBalanceByBoost,
};
