import { hypergeometric } from '../../core/combinatorics.js';
import { warmState } from '../../core/seed.js';
import type { CompiledLibrary } from './compile.js';
import { BOOST, DECIDED, OPPOSED_BOOST, decisionSlot, decisions, opposedWantsBoost, succeeds } from './rules.js';
import {
  OPPOSED_A,
  OPPOSED_A_BOOSTED,
  OPPOSED_B,
  OPPOSED_B_BOOSTED,
  OPPOSED_ROUNDS,
  OPPOSED_UNDECIDED,
  type OpposedCompiled,
  type TurnCompiled,
  turnLength,
} from './scenario.js';

/*
 * The trial loops of mtg's stateful scenarios (the opposed check and a
 * turn/scene of checks), written as the single-check kernel is (kernel.ts):
 * sfc32's state in locals and its step inlined, no method calls and no
 * allocation inside the trial loop, and per-scenario tables built once per
 * compiled scenario. A check inside a scenario costs about what a single
 * check costs (bench: "per check ÷ single check").
 *
 * Cards are held as card kinds, not as physical cards: copies of a card are
 * interchangeable, so the library is a permutation of kind indices and every
 * number a check needs comes from tables of a few dozen kinds, which stay in
 * the cache however large the library is.
 */

const U32 = 2.3283064365386963e-10; // 2^-32

/** A degree beyond any card's: an automatic critical success (card 2) or failure (card 1) in an opposed check. */
export const CRITICAL_DEGREE = 1 << 20;

/**
 * One library by card kind, for the check types a scenario uses. Packing as
 * kernel.ts's: (number << 4) | (multicolour 4) | (critical 2) | (colourless 1).
 */
export interface KindTables {
  /** Cards in the library. */
  size: number;
  /** Kinds: maximal runs of slots that agree on every number the rules give them. */
  kinds: number;
  /** Slot → kind, in slot order: the library a kernel call starts from (copied, then permuted in place). */
  slotKind: Int32Array;
  /** Per kind, the slot after its run: kind k holds slots [kindEnd[k − 1], kindEnd[k]). */
  kindEnd: Int32Array;
  /** Per kind, as card 1 (target): its revealed value as the number; its critical and colourless bits. */
  asFirst: Int32Array;
  /** Per check type × kind (index type · kinds + kind), as card 2: revealed value + first modifier option. */
  asSecond: Int32Array;
  /** Per check type × kind: where a multicolour card's achievements (value + modifier) start in `options`, and how many. */
  optStart: Int32Array;
  optCount: Int32Array;
  options: Int32Array;
}

/** The per-slot numbers of a library for one check type (CompiledLibrary's, or TurnCompiled's per type). */
interface TypeSlots {
  modStart: Int32Array;
  modCount: Int32Array;
  mods: Int32Array;
}

/**
 * Group a library's slots into kinds (a run of slots agreeing on value,
 * colourless, critical and, for each check type, the modifier options) and
 * pack each kind's numbers. One pass over the library; done once per
 * compiled scenario.
 */
export function kindTables(
  size: number,
  value: Int32Array,
  colourless: Uint8Array,
  critical: Uint8Array,
  types: readonly TypeSlots[],
): KindTables {
  const slotKind = new Int32Array(size);
  const firstSlot: number[] = [];
  for (let i = 0; i < size; i++) {
    let same = i > 0 && value[i] === value[i - 1] && colourless[i] === colourless[i - 1] && critical[i] === critical[i - 1];
    for (const t of types) same = same && t.modStart[i] === t.modStart[i - 1] && t.modCount[i] === t.modCount[i - 1];
    if (!same) firstSlot.push(i);
    slotKind[i] = firstSlot.length - 1;
  }
  const kinds = firstSlot.length;
  const asFirst = new Int32Array(kinds);
  const asSecond = new Int32Array(types.length * kinds);
  const optStart = new Int32Array(types.length * kinds);
  const optCount = new Int32Array(types.length * kinds);
  const options: number[] = [];
  for (let k = 0; k < kinds; k++) {
    const i = firstSlot[k];
    asFirst[k] = (value[i] << 4) | (critical[i] << 1) | colourless[i];
    types.forEach((t, ti) => {
      const count = t.modCount[i];
      const at = ti * kinds + k;
      asSecond[at] = ((value[i] + t.mods[t.modStart[i]]) << 4) | (count > 1 ? 4 : 0) | (critical[i] << 1) | colourless[i];
      optStart[at] = options.length;
      optCount[at] = count;
      for (let o = 0; o < count; o++) options.push(value[i] + t.mods[t.modStart[i] + o]);
    });
  }
  const kindEnd = Int32Array.from(firstSlot.slice(1).concat(size));
  return { size, kinds, slotKind, kindEnd, asFirst, asSecond, optStart, optCount, options: Int32Array.from(options) };
}

function libraryKinds(lib: CompiledLibrary): KindTables {
  return kindTables(lib.size, lib.value, lib.colourless, lib.critical, [lib]);
}

// a worker receives a scenario's compiled data once per task and runs its chunks on the same object
const opposedTables = new WeakMap<OpposedCompiled, { a: KindTables; b: KindTables }>();

function opposedTablesOf(c: OpposedCompiled): { a: KindTables; b: KindTables } {
  let t = opposedTables.get(c);
  if (!t) opposedTables.set(c, (t = { a: libraryKinds(c.a), b: libraryKinds(c.b) }));
  return t;
}

// ---------------------------------------------------------------- opposed

/**
 * Both check; the higher degree wins; a tie sets the cards aside and both
 * check again. Each side may boost once per contest (the contest is one
 * action, within one turn): both decide on the round's degrees before either
 * boost, and a boost's cards leave that side's library for the contest.
 *
 * Each side's library is a permutation of kinds drawn from by partial
 * Fisher–Yates from its position (cards set aside never come back within a
 * contest, so the next contest simply starts again from position 0: the
 * draws are uniform from any arrangement). A side's degree: card 1's value
 * and difficulty against card 2's value and modifier (one more word for a
 * multicolour card 2's colour); with automatic criticals a critical card 2
 * is a success above any degree and a critical card 1 a failure below any,
 * so the higher degree still wins (two automatic successes, or failures, tie).
 */
export function mtgOpposedKernel(c: OpposedCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const tables = opposedTablesOf(c);
  const A = tables.a;
  const B = tables.b;
  // a fresh arrangement per call: a chunk's numbers depend on its seed alone, whatever ran before it
  const permA = A.slotKind.slice();
  const permB = B.slotKind.slice();
  const NA = A.size;
  const NB = B.size;
  const firstA = A.asFirst,
    secondA = A.asSecond,
    optStartA = A.optStart,
    optCountA = A.optCount,
    optionsA = A.options;
  const firstB = B.asFirst,
    secondB = B.asSecond,
    optStartB = B.optStart,
    optCountB = B.optCount,
    optionsB = B.options;
  const diffA = c.difficultyA;
  const diffB = c.difficultyB;
  // decided (rules.ts's DECIDED) per slot (card 1 critical, card 2 critical, failing), under the ruleset's critical mode
  const decide = decisions(c.criticalMode, 0);
  const policyA = c.boostA;
  const policyB = c.boostB;
  const boostSize = c.boostSize;
  const boostMin = c.boostMin;
  const st = warmState(seed);
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    let pa = 0;
    let pb = 0;
    let round = 0;
    let usedA = policyA === OPPOSED_BOOST.NEVER;
    let usedB = policyB === OPPOSED_BOOST.NEVER;
    for (;;) {
      if (NA - pa < 2 || NB - pb < 2) {
        acc[OPPOSED_UNDECIDED]++;
        break;
      }
      round++;
      // side A: two cards, then card 2's colour if it has several
      let r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      let j = pa + (((r >>> 0) * (NA - pa) * U32) | 0);
      const a1 = permA[j];
      permA[j] = permA[pa];
      permA[pa++] = a1;
      r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      j = pa + (((r >>> 0) * (NA - pa) * U32) | 0);
      const a2 = permA[j];
      permA[j] = permA[pa];
      permA[pa++] = a2;
      const pa1 = firstA[a1];
      const pa2 = secondA[a2];
      let achA = pa2 >> 4;
      if ((pa2 & 4) !== 0) {
        r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        achA = optionsA[optStartA[a2] + (((r >>> 0) * optCountA[a2] * U32) | 0)];
      }
      let da = achA - (pa1 >> 4) - diffA;
      const decidedA = decide[decisionSlot((pa1 >> 1) & 1, (pa2 >> 1) & 1, 0)] >> 1;
      if (decidedA !== DECIDED.BY_DEGREE) da = decidedA === DECIDED.WON ? CRITICAL_DEGREE : -CRITICAL_DEGREE;
      // side B, the same
      r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      j = pb + (((r >>> 0) * (NB - pb) * U32) | 0);
      const b1 = permB[j];
      permB[j] = permB[pb];
      permB[pb++] = b1;
      r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      j = pb + (((r >>> 0) * (NB - pb) * U32) | 0);
      const b2 = permB[j];
      permB[j] = permB[pb];
      permB[pb++] = b2;
      const pb1 = firstB[b1];
      const pb2 = secondB[b2];
      let achB = pb2 >> 4;
      if ((pb2 & 4) !== 0) {
        r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        achB = optionsB[optStartB[b2] + (((r >>> 0) * optCountB[b2] * U32) | 0)];
      }
      let db = achB - (pb1 >> 4) - diffB;
      const decidedB = decide[decisionSlot((pb1 >> 1) & 1, (pb2 >> 1) & 1, 0)] >> 1;
      if (decidedB !== DECIDED.BY_DEGREE) db = decidedB === DECIDED.WON ? CRITICAL_DEGREE : -CRITICAL_DEGREE;
      if (!usedA || !usedB) {
        // both decide on the round's degrees before either boost
        const boostA = !usedA && NA - pa >= boostMin && opposedWantsBoost(policyA, da, db, decidedA !== DECIDED.BY_DEGREE);
        const boostB = !usedB && NB - pb >= boostMin && opposedWantsBoost(policyB, db, da, decidedB !== DECIDED.BY_DEGREE);
        // a boost's cards are spent even when an automatic critical has decided the check; its bonus then changes nothing
        if (boostA) {
          let bonus = 0;
          for (let i = 0; i < boostSize; i++) {
            r = (((a + b) | 0) + d) | 0;
            d = (d + 1) | 0;
            a = b ^ (b >>> 9);
            b = (s + (s << 3)) | 0;
            s = (s << 21) | (s >>> 11);
            s = (s + r) | 0;
            j = pa + (((r >>> 0) * (NA - pa) * U32) | 0);
            const card = permA[j];
            permA[j] = permA[pa];
            permA[pa++] = card;
            bonus += firstA[card] & 1;
          }
          if (decidedA === DECIDED.BY_DEGREE) da += bonus;
          usedA = true;
          acc[OPPOSED_A_BOOSTED]++;
        }
        if (boostB) {
          let bonus = 0;
          for (let i = 0; i < boostSize; i++) {
            r = (((a + b) | 0) + d) | 0;
            d = (d + 1) | 0;
            a = b ^ (b >>> 9);
            b = (s + (s << 3)) | 0;
            s = (s << 21) | (s >>> 11);
            s = (s + r) | 0;
            j = pb + (((r >>> 0) * (NB - pb) * U32) | 0);
            const card = permB[j];
            permB[j] = permB[pb];
            permB[pb++] = card;
            bonus += firstB[card] & 1;
          }
          if (decidedB === DECIDED.BY_DEGREE) db += bonus;
          usedB = true;
          acc[OPPOSED_B_BOOSTED]++;
        }
      }
      if (da !== db) {
        acc[da > db ? OPPOSED_A : OPPOSED_B]++;
        break;
      }
    }
    acc[OPPOSED_ROUNDS + round]++;
  }
}

// ---------------------------------------------------------------- turn / scene

/**
 * Checks in order on one library, cards carried from check to check; the
 * library is shuffled lazily, so a trial costs the cards it uses, not the
 * library's size.
 *
 * - The cards never looked at lie in uniformly random order, so the top card
 *   is a uniform draw from them: partial Fisher–Yates on a permutation of
 *   kinds from position p (from any arrangement, so it is never reset within
 *   a call). The opening hand and the known cards are the last `hand + known`
 *   of them, never drawn (a uniform random set, as the top of a shuffled
 *   library would be).
 * - Cards put on the bottom in random order (a check's revealed two, and v1's
 *   boost cards with them; v2's boost cards, exiled, at the end of the turn)
 *   queue beneath, group after group, and are drawn once the unseen cards run
 *   out. A group is not shuffled when it goes down but drawn uniformly from
 *   its remaining cards when it comes up: the same law, and no words spent
 *   on cards a trial never reaches again. A trial puts at most
 *   checks × (2 + boost size) cards down, so the queue is a plain array.
 */
export function mtgTurnKernel(c: TurnCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  runTurnTrials(c, n, seed, acc, turnLoopOf(c));
}

/**
 * Which trial loop a turn runs: `queue` (turnTrials) when a trial may reach
 * the cards it put on the bottom; else `fresh` (freshTurnTrials), or `sparse`
 * (sparseTurnTrials) on libraries above SPARSE_LIBRARY cards. All three draw
 * by the same law (test/systems/mtg/turn-loops.test.ts).
 */
export type TurnLoop = 'queue' | 'fresh' | 'sparse';

/**
 * Libraries above this many cards run `sparse`. `fresh` permutes the library
 * and draws a check's two cards as one word of N(N − 1) ordered pairs (the
 * words past the last whole share drawn again: under 1 in 4,000 at 1,024
 * cards); `sparse` needs no permutation, which on large libraries would
 * miss the cache on every card.
 */
export const SPARSE_LIBRARY = 1 << 10;

/** The boosts a trial takes at most: one a turn. */
function turnsOf(c: TurnCompiled): number {
  let turns = 1;
  for (let q = 1; q < c.turn.length; q++) if (c.turn[q] !== c.turn[q - 1]) turns++;
  return turns;
}

/** The cards a trial takes at most: two a check, a boost's once a turn. */
function mostDrawn(c: TurnCompiled): number {
  return 2 * c.checkType.length + turnsOf(c) * c.boostSize;
}

/** The trial loop mtgTurnKernel runs for a scenario (see TurnLoop). */
export function turnLoopOf(c: TurnCompiled): TurnLoop {
  if (mostDrawn(c) > c.size - Math.min(c.size, c.hand + c.known)) return 'queue';
  return c.size > SPARSE_LIBRARY ? 'sparse' : 'fresh';
}

/** succeeds(decided, degree) by (decided << 1) | (degree < 0), for a loop that counts without a branch. */
const WIN = Uint8Array.from({ length: 8 }, (_, i) => (succeeds(i >> 1, i & 1 ? -1 : 0) ? 1 : 0));

/** Buckets of the boost laws' guide: a word's top BOOST_GUIDE_BITS bits. */
const BOOST_GUIDE_BITS = 8;

/**
 * What the trial loops of one compiled turn read, built once (cached per
 * compiled object: a worker runs every chunk of a task on the same one).
 */
interface TurnSetup {
  tables: KindTables;
  /** Per check: where its check type's row starts in the kind tables, and whether it begins a new turn. */
  row: Int32Array;
  newTurn: Uint8Array;
  /** `fresh` and `sparse`: per check q, at 4q: row[q], newTurn[q], its difficulty (one cache line for a few checks). */
  perCheck: Int32Array;
  /**
   * `fresh`: check q's two cards are one draw of the (N − 2q)(N − 2q − 1)
   * ordered pairs; at 4q: that count, 1 / ⌊2^32 / count⌋ (a word's pair is
   * ⌊(word + ½) / ⌊2^32 / count⌋⌋, words past the last whole share drawn
   * again, so every pair has the same number of words), 1 / (N − 2q − 1).
   * Empty for libraries above SPARSE_LIBRARY.
   */
  pairs: Float64Array;
  /**
   * `fresh` and `sparse`: the boosts' bonuses, drawn when the trial's checks
   * are done (see freshTurnTrials). Boost j (0-based, in order) takes its
   * cards from the N − 2k − j · boost size cards left, of which the
   * colourless are those of the library less the z already taken; row
   * boostRow[j] + z holds the hypergeometric law of its colourless count,
   * cumulative × 2^32, and boostGuide the smallest count for each bucket of
   * words (Chen and Asau's guide, as the single check's boostGuide).
   */
  boostRow: Int32Array;
  boostCum: Float64Array;
  boostGuide: Uint8Array;
  /**
   * `sparse`: per kind, its first slot and the slot after its run (as
   * doubles, compared with a word's slot before it is made an integer), and a
   * guide from a word's top WORD_GUIDE_BITS bits to the first kind its slot
   * may be in.
   */
  kindStartF: Float64Array;
  kindEndF: Float64Array;
  wordGuide: Int32Array;
}

/** Buckets of the sparse loop's guide from a word to its slot's kind. */
const WORD_GUIDE_BITS = 10;

const turnSetups = new WeakMap<TurnCompiled, TurnSetup>();

function turnSetupOf(c: TurnCompiled): TurnSetup {
  const known = turnSetups.get(c);
  if (known) return known;
  const types = c.modStart.map((modStart, i) => ({ modStart, modCount: c.modCount[i], mods: c.mods[i] }));
  const L = kindTables(c.size, c.value, c.colourless, c.critical, types);
  const N = c.size;
  const k = c.checkType.length;
  const row = new Int32Array(k);
  const newTurn = new Uint8Array(k);
  for (let q = 0; q < k; q++) {
    row[q] = c.checkType[q] * L.kinds;
    newTurn[q] = q > 0 && c.turn[q] !== c.turn[q - 1] ? 1 : 0;
  }
  const perCheck = new Int32Array(4 * k);
  for (let q = 0; q < k; q++) {
    perCheck[4 * q] = row[q];
    perCheck[4 * q + 1] = newTurn[q];
    perCheck[4 * q + 2] = c.difficulty[q];
  }
  let colourless = 0;
  for (let i = 0; i < N; i++) colourless += c.colourless[i];
  // fresh: one word per check's pair (⌊x / (N − 2q − 1)⌋ from the quotient x is exact while N ≤ 2^17; rare rejections)
  const pairs = new Float64Array(N <= SPARSE_LIBRARY ? 4 * k : 0);
  for (let q = 0; q < pairs.length / 4; q++) {
    const R = Math.max(2, N - 2 * q);
    pairs[4 * q] = R * (R - 1);
    pairs[4 * q + 1] = 1 / Math.floor(4294967296 / (R * (R - 1)));
    pairs[4 * q + 2] = 1 / (R - 1);
  }
  // the boosts' laws: boost j after the trial's 2k check cards and j earlier boosts, z colourless among them
  // (only where a trial cannot run out of cards, the fresh and sparse loops': else the queue reads none)
  const turns = turnsOf(c);
  const bs = c.boostSize;
  const boostRow = new Int32Array(mostDrawn(c) <= N ? turns : 0);
  let rows = 0;
  for (let j = 0; j < boostRow.length; j++) {
    boostRow[j] = rows;
    rows += Math.min(2 * k + j * bs, colourless) + 1;
  }
  const boostCum = new Float64Array(rows * (bs + 1));
  const boostGuide = new Uint8Array(rows << BOOST_GUIDE_BITS);
  for (let j = 0; j < boostRow.length; j++) {
    const taken = 2 * k + j * bs;
    const rest = N - taken;
    for (let z = 0; z <= Math.min(taken, colourless); z++) {
      const at = boostRow[j] + z;
      let cum = 0;
      for (let x = 0; x <= bs; x++) {
        cum += hypergeometric(x, rest, Math.min(rest, colourless - z), bs);
        boostCum[at * (bs + 1) + x] = x === bs ? 4294967296 : Math.min(4294967296, Math.round(cum * 4294967296));
      }
      let x = 0;
      for (let g = 0; g < 1 << BOOST_GUIDE_BITS; g++) {
        const low = g * 2 ** (32 - BOOST_GUIDE_BITS); // the bucket's smallest word
        while (low >= boostCum[at * (bs + 1) + x]) x++;
        boostGuide[(at << BOOST_GUIDE_BITS) + g] = x;
      }
    }
  }
  // sparse: from a slot to its kind
  const kindStartF = new Float64Array(L.kinds);
  for (let kind = 1; kind < L.kinds; kind++) kindStartF[kind] = L.kindEnd[kind - 1];
  const kindEndF = Float64Array.from(L.kindEnd);
  // the kind of the smallest word of each bucket (the slot of a word as sparseTurnTrials computes it)
  const perSlot = 1 / Math.floor(4294967296 / Math.max(1, N));
  const wordGuide = new Int32Array(1 << WORD_GUIDE_BITS);
  for (let g = 0, kind = 0; g < wordGuide.length; g++) {
    const slot = Math.min(N - 1, Math.floor((g * 2 ** (32 - WORD_GUIDE_BITS) + 0.5) * perSlot));
    while (kind < L.kinds - 1 && slot >= L.kindEnd[kind]) kind++;
    wordGuide[g] = kind;
  }
  const setup: TurnSetup = {
    tables: L,
    row,
    newTurn,
    perCheck,
    pairs,
    boostRow,
    boostCum,
    boostGuide,
    kindStartF,
    kindEndF,
    wordGuide,
  };
  turnSetups.set(c, setup);
  return setup;
}

/** Everything the queue loop reads (built before it: a loop function with calls before its loop was deoptimised). */
interface QueueRun {
  tables: KindTables;
  /** The library as a permutation of kinds (the call's own copy). */
  perm: Int32Array;
  row: Int32Array;
  newTurn: Uint8Array;
  difficulty: Int32Array;
  bottom: Int32Array;
  groups: Int32Array;
  exile: Int32Array;
  decide: Uint8Array;
  unseenEnd: number;
  boostSize: number;
  boostMin: number;
  exileUntilEnd: number;
}

/** mtgTurnKernel with a given trial loop: `fresh` and `sparse` only where turnLoopOf allows them. */
export function runTurnTrials(c: TurnCompiled, n: number, seed: Uint32Array, acc: Float64Array, loop: TurnLoop): void {
  const setup = turnSetupOf(c);
  const L = setup.tables;
  const k = c.checkType.length;
  const st = warmState(seed);
  // opening hand and known cards leave the drawable part of the library
  const unseenEnd = c.size - Math.min(c.size, c.hand + c.known);
  acc[0] += n;
  if (loop === 'queue') {
    const run: QueueRun = {
      tables: L,
      // a fresh arrangement per call: a chunk's numbers depend on its seed alone, whatever ran before it
      perm: L.slotKind.slice(),
      row: setup.row,
      newTurn: setup.newTurn,
      difficulty: c.difficulty,
      bottom: new Int32Array(Math.max(1, k * (2 + c.boostSize))),
      groups: new Int32Array(2 * k + 1),
      exile: new Int32Array(Math.max(1, c.boostSize)),
      // the single check's decisions (rules.ts): slot → (decided << 1) | boosts
      decide: decisions(c.criticalMode, c.boostPolicy),
      unseenEnd,
      boostSize: c.boostSize,
      boostMin: c.boostMin,
      exileUntilEnd: c.boostExile,
    };
    turnTrials(run, n, st, acc);
    return;
  }
  if (setup.boostRow.length === 0) throw new Error('the fresh and sparse turn loops take turns that cannot run out of cards');
  const run = fastRun(c, setup, unseenEnd, loop);
  if (loop === 'fresh') {
    if (setup.pairs.length === 0) throw new Error(`the fresh turn loop takes libraries of at most ${SPARSE_LIBRARY} cards`);
    if (!warmed.fresh) warmUp(c, 'fresh');
    freshTurnTrials(run, n, st, acc);
  } else {
    if (!warmed.sparse) warmUp(c, 'sparse');
    sparseTurnTrials(run, n, st, acc);
  }
  countMasks(run.tally, k, acc);
}

/**
 * Up to this many checks, the fresh and sparse loops count a trial once, by
 * the set of its checks that succeeded (a bit each), instead of a count per
 * check: fewer writes per check, and 2^checks counters that stay in the cache.
 */
const MASK_CHECKS = 12;

/** The per-check successes, all-succeed and successes histogram of acc, from trials counted by their set of successes. */
function countMasks(tally: Int32Array, k: number, acc: Float64Array): void {
  for (let mask = 0; mask < tally.length; mask++) {
    const count = tally[mask];
    if (count === 0) continue;
    let wins = 0;
    for (let q = 0; q < k; q++) {
      if ((mask >> q) & 1) {
        acc[2 + 3 * q] += count;
        wins++;
      }
    }
    if (wins === k) acc[1] += count;
    acc[2 + 3 * k + wins] += count;
  }
}

/** What freshTurnTrials and sparseTurnTrials read (built before the loop: see warmUp). */
interface FastRun {
  k: number;
  N: number;
  /** fresh: the library as a permutation of kinds (the call's own copy). */
  perm: Int32Array;
  perCheck: Int32Array;
  pairs: Float64Array;
  /** decisions(…) with bit 3: the check succeeds (unboosted). */
  decide: Uint8Array;
  tables: KindTables;
  /** A trial's boosts, resolved after its checks: per boost, its check and (degree << 2) | what decided it. */
  pending: Int32Array;
  turns: number;
  cumRow: number;
  boostRow: Int32Array;
  boostCum: Float64Array;
  boostGuide: Uint8Array;
  /** sparse: 1 / ⌊2^32 / N⌋, the kinds' first slots, the slot guide, and the kinds of the cards taken this trial. */
  perSlot: number;
  kindStartF: Float64Array;
  kindEndF: Float64Array;
  wordGuide: Int32Array;
  takenKinds: Int32Array;
  /** Up to MASK_CHECKS checks: trials by the set of checks that succeeded (see countMasks). */
  tally: Int32Array;
}

function fastRun(c: TurnCompiled, setup: TurnSetup, unseenEnd: number, loop: TurnLoop): FastRun {
  const L = setup.tables;
  const k = c.checkType.length;
  const turns = setup.boostRow.length;
  // Where a trial cannot run out of cards, a check whose turn's boost is still free finds every earlier card
  // back in the library (put down, or back from exile when its turn ended) but its own two: unseenEnd − 2
  // cards, the same for every check. So whether the library holds enough to boost is known before the trial.
  const policy = unseenEnd - 2 >= c.boostMin ? c.boostPolicy : BOOST.NEVER;
  return {
    k,
    N: L.size,
    // a fresh arrangement per call: a chunk's numbers depend on its seed alone, whatever ran before it
    perm: loop === 'fresh' ? L.slotKind.slice() : new Int32Array(0),
    perCheck: setup.perCheck,
    pairs: setup.pairs,
    // the single check's decisions (rules.ts), slot → (decided << 1) | boosts, with whether the check
    // succeeds unboosted in bit 3 (the slot holds whether its degree fails)
    decide: decisions(c.criticalMode, policy).map((o, slot) => o | (WIN[(o & 6) | (slot & 1)] << 3)),
    tables: L,
    // one more than a trial's boosts: every check writes the next one, boosting or not
    pending: new Int32Array(2 * turns + 2),
    turns,
    cumRow: c.boostSize + 1,
    boostRow: setup.boostRow,
    boostCum: setup.boostCum,
    boostGuide: setup.boostGuide,
    perSlot: 1 / Math.floor(4294967296 / Math.max(1, L.size)),
    kindStartF: setup.kindStartF,
    kindEndF: setup.kindEndF,
    wordGuide: setup.wordGuide,
    takenKinds: new Int32Array(loop === 'sparse' ? 2 * k : 0),
    tally: new Int32Array(k <= MASK_CHECKS ? 1 << k : 0),
  };
}

const warmed = { fresh: false, sparse: false };

/**
 * A few one-trial runs of a trial loop, once per thread before its first
 * real call, on the scenario cut to a small library (a sample of its own
 * cards, no hand) that a trial takes much of, so that every path of the loop
 * runs, the rare ones too (sparse's slot among those already taken). V8
 * gives a function its type feedback only after it has run a while: on the
 * first real call the lines before the loop ran without it, and a rare path
 * may not have run at all when the loop was optimised on the stack (OSR);
 * the optimised versions compiled from that feedback then gave up on those
 * lines, leaving the loop in its slower OSR code, a third slower, in about
 * half the processes (the bench's bimodal rates). The real calls' numbers
 * do not depend on it (their state and arrangement are their own).
 */
function warmUp(c: TurnCompiled, loop: 'fresh' | 'sparse'): void {
  warmed[loop] = true;
  // every (size / S)th card, in order: the kinds stay in runs, and every large kind is among them
  const S = Math.min(c.size, Math.max(mostDrawn(c) + 2, 64));
  const slots = Array.from({ length: S }, (_, i) => Math.floor((i * c.size) / S));
  const int32 = (a: Int32Array) => Int32Array.from(slots, (i) => a[i]);
  const uint8 = (a: Uint8Array) => Uint8Array.from(slots, (i) => a[i]);
  const small: TurnCompiled = {
    ...c,
    size: S,
    value: int32(c.value),
    colourless: uint8(c.colourless),
    critical: uint8(c.critical),
    modStart: c.modStart.map(int32),
    modCount: c.modCount.map(int32),
    hand: 0,
    known: 0,
  };
  const setup = turnSetupOf(small);
  const acc = new Float64Array(turnLength(small));
  const st = warmState(Uint32Array.of(1, 2, 3, 4));
  for (let i = 0; i < 64; i++) {
    const run = fastRun(small, setup, S, loop);
    if (loop === 'fresh') freshTurnTrials(run, 1, st, acc);
    else sparseTurnTrials(run, 1, st, acc);
  }
  turnSetups.delete(small);
}

/**
 * The trial loop of mtgTurnKernel when a trial cannot draw more cards than
 * the unseen part of the library holds (checks × 2 + turns × boost size):
 * the cards put down (and v2's exile) are never drawn again, and every check
 * draws its two cards from those not seen yet (check q the (2q + 1)th and
 * (2q + 2)th of the trial's check cards: positions 2q and 2q + 1 of the
 * partial Fisher–Yates).
 *
 * A boost's cards are a uniform set of the cards not yet seen, and nothing
 * the trial decides depends on which they are but its own check's success
 * (whether a later check boosts depends on that check's cards and on how
 * many cards were taken): the cards a trial takes are a uniformly random
 * sequence without repetition whatever role each plays, so the boosts may
 * take theirs after all the checks' cards, from what is left. A boost's
 * bonus is then its colourless count, hypergeometric given how many
 * colourless cards the checks and earlier boosts took: one word from
 * TurnSetup's boostCum instead of boost-size draws. A check's two cards are
 * one word too (an ordered pair, drawn again in the rare words that would
 * make the pairs unequal). Nothing in the check loop branches on the cards
 * but a multicolour card 2's colour: whether a check boosts or succeeds is
 * as unpredictable as a coin, and is counted in integers.
 */
function freshTurnTrials(run: FastRun, n: number, st: Int32Array, acc: Float64Array): void {
  const { k, N, perm, perCheck, pairs, decide, pending, turns, cumRow, boostRow, boostCum, boostGuide, tally } = run;
  const { asFirst, asSecond, optStart, optCount, options } = run.tables;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < n; t++) {
    let free = 1; // this turn's boost not used yet
    let boosts = 0;
    let colourless = 0; // among the cards taken so far
    let mask = 0; // the checks that succeed (up to MASK_CHECKS checks)
    let wins = 0; // how many (more checks)
    for (let q = 0; q < k; q++) {
      const c4 = 4 * q;
      free |= perCheck[c4 + 1]; // a new turn
      // the two cards: pair i of the (N − 2q)(N − 2q − 1), as positions 2q + ⌊i / (N − 2q − 1)⌋ and 2q + 1 + the rest
      const range = pairs[c4];
      let x = 0;
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        x = ((r >>> 0) + 0.5) * pairs[c4 + 1];
        if (x < range) break;
      }
      // ⌊x / (N − 2q − 1)⌋ = ⌊⌊x⌋ / (N − 2q − 1)⌋, and x lies at least ½ / ⌊2^32 / range⌋ from the integers
      const hi = (x * pairs[c4 + 2]) | 0;
      const at1 = 2 * q;
      let j = at1 + hi;
      const first = perm[j];
      perm[j] = perm[at1];
      perm[at1] = first;
      j = at1 + 1 + (x | 0) - hi * (N - at1 - 1);
      const second = perm[j];
      perm[j] = perm[at1 + 1];
      perm[at1 + 1] = second;
      const p1 = asFirst[first];
      const at = perCheck[c4] + second;
      const p2 = asSecond[at];
      colourless += (p1 & 1) + (p2 & 1);
      let achievement = p2 >> 4;
      if ((p2 & 4) !== 0) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        achievement = options[optStart[at] + (((r >>> 0) * optCount[at] * U32) | 0)];
      }
      const degree = achievement - (p1 >> 4) - perCheck[c4 + 2];
      const o = decide[decisionSlot((p1 >> 1) & 1, (p2 >> 1) & 1, degree >>> 31)];
      // a boost when the policy wants one and this turn's is free; its check's success waits for its bonus
      const boost = o & free;
      free ^= boost;
      pending[2 * boosts] = q;
      pending[2 * boosts + 1] = (degree << 2) | ((o >> 1) & 3);
      boosts += boost;
      const won = (o >> 3) & (boost ^ 1);
      if (k <= MASK_CHECKS) mask |= won << q;
      else {
        acc[2 + 3 * q] += won;
        wins += won;
      }
    }
    // the boosts' bonuses, in order, from the cards the checks left: a word for every turn, so that the loop's
    // length does not depend on the cards (the words of boosts not taken count for nothing)
    for (let m = 0; m < turns; m++) {
      const r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      const u = r >>> 0;
      const row = boostRow[m] + colourless;
      let bonus = boostGuide[(row << BOOST_GUIDE_BITS) + (u >>> (32 - BOOST_GUIDE_BITS))];
      while (u >= boostCum[row * cumRow + bonus]) bonus++;
      colourless += bonus;
      const taken = (m - boosts) >>> 31; // boost m was taken
      const code = pending[2 * m + 1];
      const won = WIN[((code & 3) << 1) | (((code >> 2) + bonus) >>> 31)] & taken;
      const check = pending[2 * m];
      acc[2 + 3 * check + 2] += taken;
      if (k <= MASK_CHECKS) mask |= won << check;
      else {
        acc[2 + 3 * check] += won;
        wins += won;
      }
    }
    if (k <= MASK_CHECKS) tally[mask]++;
    else {
      acc[1] += ((wins ^ k) - 1) >>> 31; // wins === k
      acc[2 + 3 * k + wins]++;
    }
  }
}

/**
 * freshTurnTrials on a large library: instead of a permutation (which would
 * not stay in the cache, a miss on every card), a card is a uniform slot of
 * the library in slot order (kinds in runs), its kind found through a guide
 * table, drawn again if taken. Copies of a kind are interchangeable, so the
 * cards this trial took of a kind are taken to be its first slots: a slot
 * lying beyond the first c of its kind (c the cards taken so far) is free
 * without looking, and only a slot among them (about 1 in 10,000 on 150,000
 * cards) counts this trial's copies of its kind. The slots not taken are
 * equally likely: the law of the permutation's draws. The boosts as
 * freshTurnTrials'.
 */
function sparseTurnTrials(run: FastRun, n: number, st: Int32Array, acc: Float64Array): void {
  const { k, N, perSlot, kindStartF, kindEndF, wordGuide, takenKinds, perCheck, decide, pending, turns, cumRow } = run;
  const { boostRow, boostCum, boostGuide, tally } = run;
  const { asFirst, asSecond, optStart, optCount, options } = run.tables;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < n; t++) {
    let free = 1; // this turn's boost not used yet
    let boosts = 0;
    let colourless = 0; // among the cards taken so far
    let mask = 0; // the checks that succeed (up to MASK_CHECKS checks)
    let wins = 0; // how many (more checks)
    for (let q = 0; q < k; q++) {
      const c4 = 4 * q;
      free |= perCheck[c4 + 1]; // a new turn
      // the two cards: uniform slots not taken yet, by rejection (a trial takes a few dozen of over a thousand).
      // Slot ⌊x⌋, x = (word + ½) / ⌊2^32 / N⌋: every slot from the same number of words, the words beyond drawn
      // again; its kind from the word's guide (⌊x⌋ ≥ an integer exactly when x is). The copies of a kind this
      // trial took are its first slots, and it took c cards so far: a slot beyond the first c of its kind is free.
      let first = 0;
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        const x = ((r >>> 0) + 0.5) * perSlot;
        if (x >= N) continue;
        first = wordGuide[(r >>> 0) >>> (32 - WORD_GUIDE_BITS)];
        while (x >= kindEndF[first]) first++;
        const offset = x - kindStartF[first];
        if (offset >= 2 * q) break;
        let copies = 0;
        for (let i = 0; i < 2 * q; i++) copies += takenKinds[i] === first ? 1 : 0;
        if (offset >= copies) break;
      }
      takenKinds[2 * q] = first;
      // card 2 (c = 2q + 1)
      let second = 0;
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        const x = ((r >>> 0) + 0.5) * perSlot;
        if (x >= N) continue;
        second = wordGuide[(r >>> 0) >>> (32 - WORD_GUIDE_BITS)];
        while (x >= kindEndF[second]) second++;
        const offset = x - kindStartF[second];
        if (offset >= 2 * q + 1) break;
        let copies = 0;
        for (let i = 0; i < 2 * q + 1; i++) copies += takenKinds[i] === second ? 1 : 0;
        if (offset >= copies) break;
      }
      takenKinds[2 * q + 1] = second;
      const p1 = asFirst[first];
      const at = perCheck[c4] + second;
      const p2 = asSecond[at];
      colourless += (p1 & 1) + (p2 & 1);
      let achievement = p2 >> 4;
      if ((p2 & 4) !== 0) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        achievement = options[optStart[at] + (((r >>> 0) * optCount[at] * U32) | 0)];
      }
      const degree = achievement - (p1 >> 4) - perCheck[c4 + 2];
      const o = decide[decisionSlot((p1 >> 1) & 1, (p2 >> 1) & 1, degree >>> 31)];
      // a boost when the policy wants one and this turn's is free; its check's success waits for its bonus
      const boost = o & free;
      free ^= boost;
      pending[2 * boosts] = q;
      pending[2 * boosts + 1] = (degree << 2) | ((o >> 1) & 3);
      boosts += boost;
      const won = (o >> 3) & (boost ^ 1);
      if (k <= MASK_CHECKS) mask |= won << q;
      else {
        acc[2 + 3 * q] += won;
        wins += won;
      }
    }
    // the boosts' bonuses, as freshTurnTrials'
    for (let m = 0; m < turns; m++) {
      const r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      const u = r >>> 0;
      const row = boostRow[m] + colourless;
      let bonus = boostGuide[(row << BOOST_GUIDE_BITS) + (u >>> (32 - BOOST_GUIDE_BITS))];
      while (u >= boostCum[row * cumRow + bonus]) bonus++;
      colourless += bonus;
      const took = (m - boosts) >>> 31; // boost m was taken
      const code = pending[2 * m + 1];
      const won = WIN[((code & 3) << 1) | (((code >> 2) + bonus) >>> 31)] & took;
      const check = pending[2 * m];
      acc[2 + 3 * check + 2] += took;
      if (k <= MASK_CHECKS) mask |= won << check;
      else {
        acc[2 + 3 * check] += won;
        wins += won;
      }
    }
    if (k <= MASK_CHECKS) tally[mask]++;
    else {
      acc[1] += ((wins ^ k) - 1) >>> 31; // wins === k
      acc[2 + 3 * k + wins]++;
    }
  }
}

/** The trial loop of mtgTurnKernel: n trials counted into acc (all but acc[0]). */
function turnTrials(run: QueueRun, n: number, st: Int32Array, acc: Float64Array): void {
  const { perm, row, newTurn, difficulty, bottom, groups, exile, decide, unseenEnd, boostSize, boostMin } = run;
  const { size: N, asFirst, asSecond, optStart, optCount, options } = run.tables;
  const exileUntilEnd = run.exileUntilEnd === 1;
  const k = row.length;
  const SUCC = 2;
  const HIST = 2 + 3 * k;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < n; t++) {
    let p = 0; // next unseen position
    let qHead = 0; // the bottom queue: bottom[qHead, qTail), groups[gHead, gTail) their sizes, gLeft left of the head group
    let qTail = 0;
    let gHead = 0;
    let gTail = 0;
    let gLeft = 0;
    let exiled = 0;
    let boostUsed = false;
    let wins = 0;
    for (let q = 0; q < k; q++) {
      if (newTurn[q] === 1) {
        boostUsed = false;
        // end of turn: the boost's exile to the bottom in random order
        if (exiled > 0) {
          for (let i = 0; i < exiled; i++) bottom[qTail + i] = exile[i];
          qTail += exiled;
          groups[gTail++] = exiled;
          exiled = 0;
        }
      }
      if (unseenEnd - p + qTail - qHead < 2) {
        acc[SUCC + 3 * q + 1]++;
        continue;
      }
      // the two revealed cards, gathered at bottom[qTail…]: they go down as one group when the check ends
      for (let i = 0; i < 2; i++) {
        let card: number;
        if (p < unseenEnd) {
          const r = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (s + (s << 3)) | 0;
          s = (s << 21) | (s >>> 11);
          s = (s + r) | 0;
          const j = p + (((r >>> 0) * (N - p) * U32) | 0);
          card = perm[j];
          perm[j] = perm[p];
          perm[p++] = card;
        } else {
          // from the bottom: a uniform card of the head group
          if (gLeft === 0) gLeft = groups[gHead++];
          let j = qHead;
          if (gLeft > 1) {
            const r = (((a + b) | 0) + d) | 0;
            d = (d + 1) | 0;
            a = b ^ (b >>> 9);
            b = (s + (s << 3)) | 0;
            s = (s << 21) | (s >>> 11);
            s = (s + r) | 0;
            j += ((r >>> 0) * gLeft * U32) | 0;
          }
          card = bottom[j];
          bottom[j] = bottom[qHead++];
          gLeft--;
        }
        bottom[qTail + i] = card;
      }
      let moved = 2;
      const p1 = asFirst[bottom[qTail]];
      const at = row[q] + bottom[qTail + 1];
      const p2 = asSecond[at];
      let achievement = p2 >> 4;
      if ((p2 & 4) !== 0) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        achievement = options[optStart[at] + (((r >>> 0) * optCount[at] * U32) | 0)];
      }
      let degree = achievement - (p1 >> 4) - difficulty[q];
      const o = decide[decisionSlot((p1 >> 1) & 1, (p2 >> 1) & 1, degree >>> 31)];
      if ((o & 1) === 1 && !boostUsed && unseenEnd - p + qTail - qHead >= boostMin) {
        boostUsed = true;
        acc[SUCC + 3 * q + 2]++;
        // the boost's cards: +1 each colourless; v2 exiles them until the turn ends, v1 puts them down with the revealed two
        for (let i = 0; i < boostSize; i++) {
          let card: number;
          if (p < unseenEnd) {
            const r = (((a + b) | 0) + d) | 0;
            d = (d + 1) | 0;
            a = b ^ (b >>> 9);
            b = (s + (s << 3)) | 0;
            s = (s << 21) | (s >>> 11);
            s = (s + r) | 0;
            const j = p + (((r >>> 0) * (N - p) * U32) | 0);
            card = perm[j];
            perm[j] = perm[p];
            perm[p++] = card;
          } else {
            if (gLeft === 0) gLeft = groups[gHead++];
            let j = qHead;
            if (gLeft > 1) {
              const r = (((a + b) | 0) + d) | 0;
              d = (d + 1) | 0;
              a = b ^ (b >>> 9);
              b = (s + (s << 3)) | 0;
              s = (s << 21) | (s >>> 11);
              s = (s + r) | 0;
              j += ((r >>> 0) * gLeft * U32) | 0;
            }
            card = bottom[j];
            bottom[j] = bottom[qHead++];
            gLeft--;
          }
          degree += asFirst[card] & 1;
          if (exileUntilEnd) exile[exiled++] = card;
          else bottom[qTail + moved++] = card;
        }
      }
      qTail += moved;
      groups[gTail++] = moved;
      // counted without a branch: a check's success is as unpredictable as a coin
      const won = succeeds(o >> 1, degree) ? 1 : 0;
      acc[SUCC + 3 * q] += won;
      wins += won;
    }
    if (wins === k) acc[1]++;
    acc[HIST + wins]++;
  }
  // no tail after the loop (the generator's state dies with the call): code after a loop that had never run when
  // V8 optimised the loop (on-stack) deoptimised the function on every call
}
