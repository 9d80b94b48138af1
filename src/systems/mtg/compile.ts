import type { Card, Deck } from '../../decks/card.js';
import { HanteiError } from '../../core/errors.js';
import { paramLabel } from '../../core/names.js';
import type { Cell } from '../../core/grid.js';
import type { CompiledCheck, CompileContext } from '../types.js';
import type { MtgRuleset } from './ruleset.js';
import { modifierOptions, revealedValue } from './rules.js';

export const BOOST_POLICIES = ['never', 'on-fail', 'always'] as const;
export type BoostPolicy = (typeof BOOST_POLICIES)[number];

/** Outcome categories of an mtg check, in report order. */
export const MTG_CATEGORIES = ['boosted', 'critical-target', 'critical-achievement'] as const;
export const CAT_BOOSTED = 0;
export const CAT_CRIT_TARGET = 1;
export const CAT_CRIT_ACHIEVEMENT = 2;

/** One deck as typed arrays for a given check type: one slot per physical card. */
export interface CompiledLibrary {
  /** Cards in the library. */
  size: number;
  /** Revealed value (mana value, or the critical value). */
  value: Int32Array;
  /** Where the card's modifier options start in `mods`, and how many (multicolour → several). */
  modStart: Int32Array;
  modCount: Int32Array;
  mods: Int32Array;
  /** 1 if the card is colourless for the boost. */
  colourless: Uint8Array;
  critical: Uint8Array;
  /** Lowest and highest revealed value and modifier in the library (±Infinity when empty). */
  vMin: number;
  vMax: number;
  mMin: number;
  mMax: number;
}

/** The boost policy a check really follows: none when the library is too small for a boost. */
export function activeBoostPolicy(c: Pick<MtgCompiled, 'boostAllowed' | 'boostPolicy'>): number {
  return c.boostAllowed ? c.boostPolicy : 0;
}

export interface MtgCompiled extends CompiledCheck {
  lib: CompiledLibrary;
  difficulty: number;
  /** 0 never, 1 on-fail, 2 always. */
  boostPolicy: number;
  boostSize: number;
  /** Whether the library is large enough for a boost after the known cards and the two revealed. */
  boostAllowed: number;
  /** Whether the library has at least 2 cards once the known cards are set aside. */
  possible: number;
  /** 0: critical cards count as a value; 1: automatic failure/success. */
  criticalMode: number;
}

/**
 * One pass over the deck's entries (card kinds): each kind's revealed value
 * and modifier options are worked out once (the rules functions, per colour
 * it may count as) and written into the slots of its copies; the library's
 * value and modifier ranges come out of the same pass, so cells never scan
 * the library again.
 */
export function compileLibrary(deck: Deck, rules: MtgRuleset, checkType: string): CompiledLibrary {
  let n = 0;
  for (const e of deck.entries) n += e.count;
  const value = new Int32Array(n);
  const modStart = new Int32Array(n);
  const modCount = new Int32Array(n);
  const colourless = new Uint8Array(n);
  const critical = new Uint8Array(n);
  // a kind's options are shared by its copies: modStart points every copy at one run of `mods`
  const mods: number[] = [];
  let vMin = Infinity, vMax = -Infinity, mMin = Infinity, mMax = -Infinity;
  let at = 0;
  for (const e of deck.entries) {
    if (e.count <= 0) continue;
    const card: Card = e.card;
    const v = revealedValue(card, rules);
    const opts = modifierOptions(card, rules, checkType);
    const start = mods.length;
    for (const m of opts) {
      mods.push(m);
      if (m < mMin) mMin = m;
      if (m > mMax) mMax = m;
    }
    if (v < vMin) vMin = v;
    if (v > vMax) vMax = v;
    const end = at + e.count;
    value.fill(v, at, end);
    modStart.fill(start, at, end);
    modCount.fill(opts.length, at, end);
    colourless.fill(card.colours === 0 ? 1 : 0, at, end);
    critical.fill(card.critical ? 1 : 0, at, end);
    at = end;
  }
  return { size: n, value, modStart, modCount, mods: Int32Array.from(mods), colourless, critical, vMin, vMax, mMin, mMax };
}

/**
 * Cells of a grid share their library: one compiled library per (deck,
 * ruleset, check type), so a thousand cells compile each deck a few times,
 * and the exact routine's per-library work (exact.ts) is done once.
 */
const libraries = new WeakMap<Deck, WeakMap<MtgRuleset, Map<string, CompiledLibrary>>>();

function sharedLibrary(deck: Deck, rules: MtgRuleset, checkType: string): CompiledLibrary {
  let byRules = libraries.get(deck);
  if (!byRules) libraries.set(deck, (byRules = new WeakMap()));
  let byCheck = byRules.get(rules);
  if (!byCheck) byRules.set(rules, (byCheck = new Map()));
  let lib = byCheck.get(checkType);
  if (!lib) byCheck.set(checkType, (lib = compileLibrary(deck, rules, checkType)));
  return lib;
}

export function compileMtgCell(cell: Cell, rules: MtgRuleset, ctx: CompileContext): MtgCompiled {
  const deck = ctx.decks.get(String(cell.deck));
  if (!deck) throw new HanteiError('internal', `deck "${String(cell.deck)}" was not loaded`);
  const checkType = String(cell.check);
  if (!(checkType in rules.checkTypes)) {
    throw new HanteiError('range', `check type "${checkType}" is not in ruleset ${rules.name}`, { hint: `use one of: ${Object.keys(rules.checkTypes).join(', ')}` });
  }
  const difficulty = Number(cell.difficulty);
  const known = Number(cell.known ?? 0);
  const policy = BOOST_POLICIES.indexOf(String(cell.boost ?? 'never') as BoostPolicy);
  const lib = sharedLibrary(deck, rules, checkType);
  if (lib.size < 2) {
    throw new HanteiError('impossible', `the deck has ${lib.size} card${lib.size === 1 ? '' : 's'}; a check reveals 2`, { file: deck.file, hint: 'add cards to the deck (a check needs a library of at least 2)' });
  }
  // the v1 rule for a fully known library: the GM exiles a number of cards instead (and swaps target and
  // achievement with probability 1/2, which leaves a random order's odds as they are: the pair is exchangeable)
  let setAside = known;
  if (known >= lib.size) {
    if (cell.gmExile === undefined) {
      throw new HanteiError('range', `${paramLabel('known')} ${known} is the whole library (${lib.size} cards of ${deck.name}): the player knows the order of every card`, { hint: 'v1\'s rule for a fully known library: give --gm-exile N, the number of cards the GM exiles; or a smaller --known' });
    }
    setAside = Number(cell.gmExile);
    if (setAside > lib.size) throw new HanteiError('range', `${paramLabel('gm-exile')} ${setAside} is more than the library (${lib.size} cards of ${deck.name})`, { hint: 'the GM exiles at most the whole library; a check then needs 2 cards left' });
  }
  const available = lib.size - setAside;
  const boostAllowed = policy > 0 && available - 2 >= rules.boost.minRemaining ? 1 : 0;
  const { vMin, vMax, mMin, mMax } = lib;
  const degreeMin = vMin + mMin - vMax - difficulty;
  const degreeMax = vMax + mMax + (boostAllowed ? rules.boost.size : 0) - vMin - difficulty;
  return {
    lib,
    difficulty,
    boostPolicy: policy,
    boostSize: rules.boost.size,
    boostAllowed,
    possible: available >= 2 && lib.size >= 2 ? 1 : 0,
    criticalMode: rules.critical.mode === 'automatic' ? 1 : 0,
    nCategories: MTG_CATEGORIES.length,
    degreeMin,
    degreeSize: degreeMax - degreeMin + 1,
  };
}
