import { type Card, COLOURS, type Colour, maskToColours } from './decks/card.js';
import type { CheckColour, MtgRuleset } from './ruleset.js';

/**
 * The pure rules of one mtg check (SPEC §1), card by card. The kernel and the
 * exact routine precompute the same numbers into arrays; tests hold all three
 * to these functions.
 */

/** Colours a card may count as for the achievement (判定の色); [] = colourless. */
export function checkColoursOf(card: Card, rules: MtgRuleset): Colour[] {
  return maskToColours(checkColoursMask(card, rules));
}

/** checkColoursOf as a colour mask (card.ts: W=1 … G=16; 0 = colourless). */
export function checkColoursMask(card: Card, rules: MtgRuleset): number {
  if (card.colours !== 0) return card.colours;
  if (rules.landTypesGiveColour && card.landTypes !== 0) return card.landTypes;
  return 0;
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
  const success = succeeds(criticalDecision(criticalModeOf(rules), first.critical, second.critical), degree);
  return { target, achievement, degree, success };
}

// ------------------------------------------------------------ decisions

/** Boost policies of a single check or a turn, as compiled (indexes of BOOST_POLICIES in compile.ts). */
export const BOOST = { NEVER: 0, ON_FAIL: 1, ALWAYS: 2 } as const;
/** Boost policies of a side in an opposed check (indexes of OPPOSED_BOOST_POLICIES in scenario.ts). */
export const OPPOSED_BOOST = { NEVER: 0, ON_FAIL: 1, WHEN_BEHIND: 2, ALWAYS: 3 } as const;
/** How critical cards count (ruleset `critical.mode`), as compiled. */
export const CRITICAL_MODE = { VALUE: 0, AUTOMATIC: 1 } as const;
/** What decided a check: its degree, or an automatic critical (card 2's wins, else card 1's loses). */
export const DECIDED = { BY_DEGREE: 0, WON: 1, LOST: 2 } as const;

export type BoostCode = (typeof BOOST)[keyof typeof BOOST];
export type OpposedBoostCode = (typeof OPPOSED_BOOST)[keyof typeof OPPOSED_BOOST];
export type CriticalModeCode = (typeof CRITICAL_MODE)[keyof typeof CRITICAL_MODE];
export type DecidedCode = (typeof DECIDED)[keyof typeof DECIDED];

/** The compiled critical mode of a ruleset. */
export function criticalModeOf(rules: MtgRuleset): CriticalModeCode {
  return rules.critical.mode === 'automatic' ? CRITICAL_MODE.AUTOMATIC : CRITICAL_MODE.VALUE;
}

/** Automatic criticals (SPEC §1): a critical card 2 succeeds; else a critical card 1 fails; else the degree decides. */
export function criticalDecision(mode: number, firstCritical: boolean, secondCritical: boolean): DecidedCode {
  if (mode !== CRITICAL_MODE.AUTOMATIC) return DECIDED.BY_DEGREE;
  if (secondCritical) return DECIDED.WON;
  return firstCritical ? DECIDED.LOST : DECIDED.BY_DEGREE;
}

/** Whether a check succeeds, decided by a critical or by its degree. */
export function succeeds(decided: number, degree: number): boolean {
  return decided === DECIDED.BY_DEGREE ? degree >= 0 : decided === DECIDED.WON;
}

/** Whether a single check (or a turn's check) boosts: always, or on-fail when its degree fails and no critical decided it. */
export function wantsBoost(policy: number, decided: number, degree: number): boolean {
  return policy === BOOST.ALWAYS || (policy === BOOST.ON_FAIL && decided === DECIDED.BY_DEGREE && degree < 0);
}

/**
 * Whether a side of an opposed check boosts this round (before either boost):
 * always; never when a critical decided its check; on-fail when its own
 * degree fails; when-behind when it would not win (degree ≤ the other's).
 */
export function opposedWantsBoost(policy: number, own: number, other: number, decided: boolean): boolean {
  if (policy === OPPOSED_BOOST.ALWAYS) return true;
  if (decided) return false;
  return (policy === OPPOSED_BOOST.ON_FAIL && own < 0) || (policy === OPPOSED_BOOST.WHEN_BEHIND && own <= other);
}

/** The slot of a decision table: card 1 critical, card 2 critical, degree failing (< 0), each 0 or 1. */
export function decisionSlot(firstCritical: number, secondCritical: number, failing: number): number {
  return (firstCritical << 2) | (secondCritical << 1) | failing;
}

/**
 * The decisions of a check as a table the kernel, the exact routine and the
 * turn scenario read: slot decisionSlot(…) holds (decided << 1) | boosts,
 * filled from criticalDecision and wantsBoost (test/systems/mtg-rules-tables.test.ts
 * holds every slot to them).
 */
export function decisionTable(mode: number, policy: number): Uint8Array {
  const table = new Uint8Array(8);
  for (let cf = 0; cf < 2; cf++) {
    for (let cs = 0; cs < 2; cs++) {
      for (let failing = 0; failing < 2; failing++) {
        const decided = criticalDecision(mode, cf === 1, cs === 1);
        table[decisionSlot(cf, cs, failing)] = (decided << 1) | (wantsBoost(policy, decided, failing ? -1 : 0) ? 1 : 0);
      }
    }
  }
  return table;
}

/** The decision tables of every critical mode and policy, built once (index mode · 3 + policy). */
const TABLES = [0, 1].flatMap((mode) => [0, 1, 2].map((policy) => decisionTable(mode, policy)));

/** The shared decision table of a critical mode and boost policy. */
export function decisions(mode: number, policy: number): Uint8Array {
  return TABLES[mode * 3 + policy];
}
