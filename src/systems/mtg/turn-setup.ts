import { hypergeometric } from '../../core/combinatorics.js';
import { type KindTables, kindTables } from './kind-tables.js';
import { succeeds } from './rules.js';
import type { TurnCompiled } from './scenario.js';

/*
 * What the turn kernel's trial loops read of one compiled turn/scene, built
 * once per compiled object: which loop a scenario runs (TurnLoop), the kind
 * tables, the per-check rows, the fresh loop's pair draws, the boosts'
 * hypergeometric laws and the sparse loop's slot guide.
 */

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
export function turnsOf(c: TurnCompiled): number {
  let turns = 1;
  for (let q = 1; q < c.turn.length; q++) if (c.turn[q] !== c.turn[q - 1]) turns++;
  return turns;
}

/** The cards a trial takes at most: two a check, a boost's once a turn. */
export function mostDrawn(c: TurnCompiled): number {
  return 2 * c.checkType.length + turnsOf(c) * c.boostSize;
}

/** The trial loop mtgTurnKernel runs for a scenario (see TurnLoop). */
export function turnLoopOf(c: TurnCompiled): TurnLoop {
  if (mostDrawn(c) > c.size - Math.min(c.size, c.hand + c.known)) return 'queue';
  return c.size > SPARSE_LIBRARY ? 'sparse' : 'fresh';
}

/** succeeds(decided, degree) by (decided << 1) | (degree < 0), for a loop that counts without a branch. */
export const WIN = Uint8Array.from({ length: 8 }, (_, i) => (succeeds(i >> 1, i & 1 ? -1 : 0) ? 1 : 0));

/** Buckets of the boost laws' guide: a word's top BOOST_GUIDE_BITS bits. */
export const BOOST_GUIDE_BITS = 8;

/**
 * What the trial loops of one compiled turn read, built once (cached per
 * compiled object: a worker runs every chunk of a task on the same one).
 */
export interface TurnSetup {
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
export const WORD_GUIDE_BITS = 10;

export const turnSetups = new WeakMap<TurnCompiled, TurnSetup>();

export function turnSetupOf(c: TurnCompiled): TurnSetup {
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
