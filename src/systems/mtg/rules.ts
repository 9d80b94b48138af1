import { type Card, COLOURS, type Colour, maskToColours } from '../../decks/card.js';
import type { CheckColour, MtgRuleset } from './ruleset.js';

/**
 * The pure rules of one mtg check (SPEC §1), card by card. The kernel and the
 * exact routine precompute the same numbers into arrays; tests hold all three
 * to these functions.
 */

/** Colours a card may count as for the achievement (判定の色); [] = colourless. */
export function checkColoursOf(card: Card, rules: MtgRuleset): Colour[] {
  if (card.colours !== 0) return maskToColours(card.colours);
  if (rules.landTypesGiveColour && card.landTypes !== 0) return maskToColours(card.landTypes);
  return [];
}

/** Allied (友好色) colours are neighbours on the colour wheel W U B R G; enemies are two apart. */
export function relation(a: Colour, b: Colour): 'same' | 'allied' | 'enemy' {
  if (a === b) return 'same';
  const d = Math.abs(COLOURS.indexOf(a) - COLOURS.indexOf(b));
  return d === 1 || d === 4 ? 'allied' : 'enemy';
}

/** 色の修正 for a check type and the colour the card counts as (null = colourless card). */
export function colourModifier(rules: MtgRuleset, checkType: string, cardColour: Colour | null): number {
  const override = rules.table[checkType]?.[cardColour ?? 'C'];
  if (override !== undefined) return override;
  const checkColour: CheckColour = rules.checkTypes[checkType];
  if (checkColour === 'C') return rules.colorlessCheck;
  if (cardColour === null) return rules.modifiers.colorless;
  return rules.modifiers[relation(checkColour, cardColour)];
}

/** The modifiers a card may give, one per colour it may count as (chosen uniformly). */
export function modifierOptions(card: Card, rules: MtgRuleset, checkType: string): number[] {
  const cs = checkColoursOf(card, rules);
  return cs.length === 0 ? [colourModifier(rules, checkType, null)] : cs.map((c) => colourModifier(rules, checkType, c));
}

/** Mana value as revealed: a critical card counts as the ruleset's critical value. */
export function revealedValue(card: Card, rules: MtgRuleset): number {
  return card.critical ? rules.critical.value : card.manaValue;
}

/** Boost: +1 per colourless card; basic lands count as colourless here, never by land type. */
export function boostBonus(cards: readonly Card[]): number {
  return cards.filter((c) => c.colours === 0).length;
}

export interface CheckOutcome {
  target: number;
  achievement: number;
  degree: number;
  success: boolean;
}

/**
 * One check from known cards: `first` sets the target (目標値), `second` the
 * achievement (達成値); `colourIndex` picks among a multicolour card's colours;
 * `boostCards` are the cards a boost took, if any.
 */
export function resolveCheck(
  rules: MtgRuleset,
  checkType: string,
  difficulty: number,
  first: Card,
  second: Card,
  colourIndex = 0,
  boostCards: readonly Card[] = [],
): CheckOutcome {
  const target = revealedValue(first, rules) + difficulty;
  const mods = modifierOptions(second, rules, checkType);
  const achievement = revealedValue(second, rules) + mods[colourIndex % mods.length] + boostBonus(boostCards);
  const degree = achievement - target;
  let success = degree >= 0;
  if (rules.critical.mode === 'automatic') {
    if (second.critical) success = true;
    else if (first.critical) success = false;
  }
  return { target, achievement, degree, success };
}
