import { COLOURS, type Deck, asMtgDeck } from './decks/card.js';
import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import { paramLabel } from '../../core/names.js';
import type { Cell } from '../../core/grid.js';
import type { CompiledCheck, CompileContext } from '../types.js';
import type { MtgRuleset } from './ruleset.js';
import { BOOST, checkColoursMask, colourModifier, criticalModeOf, revealedValue } from './rules.js';

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
  /** This check type's modifier by option colour (OPTION_COLOURLESS last; 0 for a colour no card counts as): `mods[o]` is `colourMods[kinds.option[o]]`. */
  colourMods: Int32Array;
  /** The same cards by kind (a deck entry: identical copies), in deck order: what the exact routine sums over, in time linear in the kinds. */
  kinds: LibraryKinds;
}

/** A library's card kinds: a kind's copies, and its slot fields as in CompiledLibrary (`modStart` into the library's `mods`). */
export interface LibraryKinds {
  count: Int32Array;
  value: Int32Array;
  modStart: Int32Array;
  modCount: Int32Array;
  colourless: Uint8Array;
  critical: Uint8Array;
  /** Each option's colour, in `mods` order: its index in COLOURS, or OPTION_COLOURLESS (shared by the deck's check types). */
  option: Uint8Array;
}

/** The option colour code of a card that counts as colourless (after W U B R G, COLOURS' indexes). */
export const OPTION_COLOURLESS = 5;

/** The boost policy a check really follows: none when the library is too small for a boost. */
export function activeBoostPolicy(c: Pick<MtgCompiled, 'boostAllowed' | 'boostPolicy'>): number {
  return c.boostAllowed ? c.boostPolicy : BOOST.NEVER;
}

export interface MtgCompiled extends CompiledCheck {
  lib: CompiledLibrary;
  difficulty: number;
  /** rules.ts's BOOST: NEVER, ON_FAIL, ALWAYS (the index in BOOST_POLICIES). */
  boostPolicy: number;
  boostSize: number;
  /** Whether the library is large enough for a boost after the known cards and the two revealed. */
  boostAllowed: number;
  /** Whether the library has at least 2 cards once the known cards are set aside. */
  possible: number;
  /** rules.ts's CRITICAL_MODE: VALUE (critical cards count as a value) or AUTOMATIC (automatic failure/success). */
  criticalMode: number;
}

/**
 * A deck for one ruleset, whatever the check type: the library's slots and
 * its kinds, except the modifier values (`mods`), which alone depend on the
 * check type. A kind's options are the colours it may count as
 * (checkColoursOf), one modifier each, or the colourless one.
 */
interface DeckSlots {
  size: number;
  value: Int32Array;
  modStart: Int32Array;
  modCount: Int32Array;
  colourless: Uint8Array;
  critical: Uint8Array;
  vMin: number;
  vMax: number;
  kinds: LibraryKinds;
}

const deckSlotsCache = new WeakMap<Deck, WeakMap<MtgRuleset, DeckSlots>>();

/**
 * One pass over a deck's entries per ruleset, shared by every check type:
 * the rules functions (revealed value, the colours a card may count as) once
 * per kind, never per copy or per check type, and the per-card arrays filled
 * once (the libraries of a deck's check types share them: nothing writes them).
 */
function deckSlots(deck: Deck, rules: MtgRuleset): DeckSlots {
  let byRules = deckSlotsCache.get(deck);
  if (!byRules) deckSlotsCache.set(deck, (byRules = new WeakMap()));
  const ready = byRules.get(rules);
  if (ready) return ready;
  let n = 0;
  let kindsN = 0;
  for (const e of deck.entries) {
    if (e.count <= 0) continue;
    n += e.count;
    kindsN++;
  }
  const value = new Int32Array(n);
  const modStart = new Int32Array(n);
  const modCount = new Int32Array(n);
  const colourless = new Uint8Array(n);
  const critical = new Uint8Array(n);
  const count = new Int32Array(kindsN);
  const kValue = new Int32Array(kindsN);
  const kModStart = new Int32Array(kindsN);
  const kModCount = new Int32Array(kindsN);
  const kColourless = new Uint8Array(kindsN);
  const kCritical = new Uint8Array(kindsN);
  const optionColour: number[] = [];
  let vMin = Infinity,
    vMax = -Infinity;
  let at = 0;
  let k = 0;
  for (const e of deck.entries) {
    if (e.count <= 0) continue;
    const v = revealedValue(e.card, rules);
    // checkColoursOf's colours as their mask (W U B R G = bits 0..4, COLOURS' order); none: the colourless option
    const mask = checkColoursMask(e.card, rules);
    // a kind's options are shared by its copies: modStart points every copy at one run of `mods`
    const start = optionColour.length;
    if (mask === 0) optionColour.push(OPTION_COLOURLESS);
    else for (let b = 0; b < OPTION_COLOURLESS; b++) if (((mask >> b) & 1) !== 0) optionColour.push(b);
    const options = optionColour.length - start;
    const cl = e.card.colours === 0 ? 1 : 0;
    const cr = e.card.critical ? 1 : 0;
    if (v < vMin) vMin = v;
    if (v > vMax) vMax = v;
    count[k] = e.count;
    kValue[k] = v;
    kModStart[k] = start;
    kModCount[k] = options;
    kColourless[k] = cl;
    kCritical[k] = cr;
    const end = at + e.count;
    value.fill(v, at, end);
    modStart.fill(start, at, end);
    modCount.fill(options, at, end);
    colourless.fill(cl, at, end);
    critical.fill(cr, at, end);
    at = end;
    k++;
  }
  const option = Uint8Array.from(optionColour);
  const kinds = { count, value: kValue, modStart: kModStart, modCount: kModCount, colourless: kColourless, critical: kCritical, option };
  const slots = { size: n, value, modStart, modCount, colourless, critical, vMin, vMax, kinds };
  byRules.set(rules, slots);
  return slots;
}

const colourModsCache = new WeakMap<MtgRuleset, Map<string, Int32Array>>();

/** Each colour's modifier for a check type (W U B R G, then the colourless one), once per ruleset and check type: every deck shares it. */
function colourModsOf(rules: MtgRuleset, checkType: string): Int32Array {
  let byCheck = colourModsCache.get(rules);
  if (!byCheck) colourModsCache.set(rules, (byCheck = new Map()));
  let mods = byCheck.get(checkType);
  if (!mods) {
    mods = new Int32Array(OPTION_COLOURLESS + 1);
    for (let c = 0; c < OPTION_COLOURLESS; c++) mods[c] = colourModifier(rules, checkType, COLOURS[c]);
    mods[OPTION_COLOURLESS] = colourModifier(rules, checkType, null);
    byCheck.set(checkType, mods);
  }
  return mods;
}

/**
 * A deck as a library for a check type: the deck's slots (deckSlots: one
 * pass per deck and ruleset) with each option's modifier for this check type
 * (so a kind's options are modifierOptions' in rules.ts, in its order),
 * worked out once per colour; the library's value and modifier ranges come
 * with it, so cells never scan the library again.
 */
export function compileLibrary(deck: Deck, rules: MtgRuleset, checkType: string): CompiledLibrary {
  const d = deckSlots(deck, rules);
  const byColour = colourModsOf(rules, checkType);
  const option = d.kinds.option;
  const mods = new Int32Array(option.length);
  // only the colours the deck's cards count as: a library's content is what its checks can see (vary.ts keys on it)
  const colourMods = new Int32Array(OPTION_COLOURLESS + 1);
  let mMin = Infinity,
    mMax = -Infinity;
  for (let o = 0; o < mods.length; o++) {
    const m = (mods[o] = colourMods[option[o]] = byColour[option[o]]);
    if (m < mMin) mMin = m;
    if (m > mMax) mMax = m;
  }
  const { size, value, modStart, modCount, colourless, critical, vMin, vMax, kinds } = d;
  return { size, value, modStart, modCount, mods, colourless, critical, vMin, vMax, mMin, mMax, colourMods, kinds };
}

/**
 * Cells of a grid share their library: one compiled library per (deck,
 * ruleset, check type), so a thousand cells compile each deck a few times,
 * and the exact routine's per-library work (exact.ts) is done once.
 */
const libraries = new WeakMap<Deck, WeakMap<MtgRuleset, Map<string, CompiledLibrary>>>();

/** The last library found: a grid's cells come deck by deck and check type by check type. */
let last = {
  deck: undefined as Deck | undefined,
  rules: undefined as MtgRuleset | undefined,
  checkType: '',
  lib: undefined as CompiledLibrary | undefined,
};

function sharedLibrary(deck: Deck, rules: MtgRuleset, checkType: string): CompiledLibrary {
  if (last.lib && last.deck === deck && last.rules === rules && last.checkType === checkType) return last.lib;
  let byRules = libraries.get(deck);
  if (!byRules) libraries.set(deck, (byRules = new WeakMap()));
  let byCheck = byRules.get(rules);
  if (!byCheck) byRules.set(rules, (byCheck = new Map()));
  let lib = byCheck.get(checkType);
  if (!lib) byCheck.set(checkType, (lib = compileLibrary(deck, rules, checkType)));
  last = { deck, rules, checkType, lib };
  return lib;
}

export function compileMtgCell(cell: Cell, rules: MtgRuleset, ctx: CompileContext): MtgCompiled {
  const held = ctx.decks.get(String(cell.deck));
  const deck = held && asMtgDeck(held);
  if (!deck) throw new HanteiError('internal', msg('sys.mtg.notLoaded', { deck: String(cell.deck) }));
  const checkType = String(cell.check);
  if (!(checkType in rules.checkTypes)) {
    throw new HanteiError('range', msg('sys.mtg.notCheckType', { check: checkType, name: rules.name }), {
      hint: msg('choice.useOneOf', { list: Object.keys(rules.checkTypes).join(', ') }),
    });
  }
  const difficulty = Number(cell.difficulty);
  const known = Number(cell.known ?? 0);
  const policy = BOOST_POLICIES.indexOf(String(cell.boost ?? 'never') as BoostPolicy);
  const lib = sharedLibrary(deck, rules, checkType);
  if (lib.size < 2) {
    throw new HanteiError('impossible', msg('sys.mtg.smallLibrary', { n: lib.size, s: lib.size === 1 ? '' : 's' }), {
      file: deck.file,
      hint: msg('sys.mtg.addCards'),
    });
  }
  // the v1 rule for a fully known library: the GM exiles a number of cards instead (and swaps target and
  // achievement with probability 1/2, which leaves a random order's odds as they are: the pair is exchangeable)
  let setAside = known;
  if (known >= lib.size) {
    if (cell.gmExile === undefined) {
      throw new HanteiError('range', msg('sys.mtg.knownWhole', { p: paramLabel('known'), known, size: lib.size, deck: deck.name }), {
        hint: msg('sys.mtg.knownWholeHint'),
      });
    }
    setAside = Number(cell.gmExile);
    if (setAside > lib.size)
      throw new HanteiError(
        'range',
        msg('sys.mtg.exileTooMany', { p: paramLabel('gm-exile'), n: setAside, size: lib.size, deck: deck.name }),
        {
          hint: msg('sys.mtg.exileHint'),
        },
      );
  }
  const available = lib.size - setAside;
  const boostAllowed = policy !== BOOST.NEVER && available - 2 >= rules.boost.minRemaining ? 1 : 0;
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
    criticalMode: criticalModeOf(rules),
    nCategories: MTG_CATEGORIES.length,
    degreeMin,
    degreeSize: degreeMax - degreeMin + 1,
  };
}
