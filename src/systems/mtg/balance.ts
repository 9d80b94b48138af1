import { COLOURS, type Colour, type Deck } from './decks/card.js';
import type { CellResult } from '../../core/results.js';
import type { ColourBalanceRow } from '../types.js';
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

export type { ColourBalanceRow } from '../types.js';

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
