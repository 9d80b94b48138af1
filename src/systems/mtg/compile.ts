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

export function compileLibrary(deck: Deck, rules: MtgRuleset, checkType: string): CompiledLibrary {
  const cards: Card[] = [];
  for (const e of deck.entries) for (let i = 0; i < e.count; i++) cards.push(e.card);
  const n = cards.length;
  const value = new Int32Array(n);
  const modStart = new Int32Array(n);
  const modCount = new Int32Array(n);
  const colourless = new Uint8Array(n);
  const critical = new Uint8Array(n);
  const mods: number[] = [];
  cards.forEach((card, i) => {
    value[i] = revealedValue(card, rules);
    const opts = modifierOptions(card, rules, checkType);
    modStart[i] = mods.length;
    modCount[i] = opts.length;
    mods.push(...opts);
    colourless[i] = card.colours === 0 ? 1 : 0;
    critical[i] = card.critical ? 1 : 0;
  });
  return { size: n, value, modStart, modCount, mods: Int32Array.from(mods), colourless, critical };
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
  let vMin = Infinity;
  let vMax = -Infinity;
  for (const v of lib.value) {
    vMin = Math.min(vMin, v);
    vMax = Math.max(vMax, v);
  }
  // a loop, not Math.min(...mods): spreading a 150,000-card library overflows the stack
  let mMin = Infinity;
  let mMax = -Infinity;
  for (const m of lib.mods) {
    mMin = Math.min(mMin, m);
    mMax = Math.max(mMax, m);
  }
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
