import { warmState } from '../../core/seed.js';
import type { CompiledLibrary } from './compile.js';
import { DECIDED, OPPOSED_BOOST, decisionSlot, decisions, opposedWantsBoost, succeeds } from './rules.js';
import {
  OPPOSED_A,
  OPPOSED_A_BOOSTED,
  OPPOSED_B,
  OPPOSED_B_BOOSTED,
  OPPOSED_ROUNDS,
  OPPOSED_UNDECIDED,
  type OpposedCompiled,
  type TurnCompiled,
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
const turnTables = new WeakMap<TurnCompiled, KindTables>();

function opposedTablesOf(c: OpposedCompiled): { a: KindTables; b: KindTables } {
  let t = opposedTables.get(c);
  if (!t) opposedTables.set(c, (t = { a: libraryKinds(c.a), b: libraryKinds(c.b) }));
  return t;
}

function turnTablesOf(c: TurnCompiled): KindTables {
  let t = turnTables.get(c);
  if (!t) {
    const types = c.modStart.map((modStart, i) => ({ modStart, modCount: c.modCount[i], mods: c.mods[i] }));
    turnTables.set(c, (t = kindTables(c.size, c.value, c.colourless, c.critical, types)));
  }
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
 * (sparseTurnTrials) when the library is too large to permute in the cache.
 * All three draw by the same law (test/systems/mtg/turn-loops.test.ts).
 */
export type TurnLoop = 'queue' | 'fresh' | 'sparse';

/** Libraries above this many cards run `sparse` (a permutation of 2^13 kinds fits in a core's cache). */
export const SPARSE_LIBRARY = 1 << 13;

/** The cards a trial takes at most: two a check, a boost's once a turn. */
function mostDrawn(c: TurnCompiled): number {
  let turns = 1;
  for (let q = 1; q < c.turn.length; q++) if (c.turn[q] !== c.turn[q - 1]) turns++;
  return 2 * c.checkType.length + turns * c.boostSize;
}

/** The trial loop mtgTurnKernel runs for a scenario (see TurnLoop). */
export function turnLoopOf(c: TurnCompiled): TurnLoop {
  if (mostDrawn(c) > c.size - Math.min(c.size, c.hand + c.known)) return 'queue';
  return c.size > SPARSE_LIBRARY ? 'sparse' : 'fresh';
}

/** mtgTurnKernel with a given trial loop: `fresh` and `sparse` only where turnLoopOf allows them. */
export function runTurnTrials(c: TurnCompiled, n: number, seed: Uint32Array, acc: Float64Array, loop: TurnLoop): void {
  const L = turnTablesOf(c);
  const k = c.checkType.length;
  // per check: where its check type's row starts in the kind tables, and whether it begins a new turn
  const row = new Int32Array(k);
  const newTurn = new Uint8Array(k);
  for (let q = 0; q < k; q++) {
    row[q] = c.checkType[q] * L.kinds;
    newTurn[q] = q > 0 && c.turn[q] !== c.turn[q - 1] ? 1 : 0;
  }
  const run: TurnRun = {
    tables: L,
    // a fresh arrangement per call: a chunk's numbers depend on its seed alone, whatever ran before it
    perm: loop === 'sparse' ? new Int32Array(0) : L.slotKind.slice(),
    row,
    newTurn,
    difficulty: c.difficulty,
    bottom: new Int32Array(Math.max(1, k * (2 + c.boostSize))),
    groups: new Int32Array(2 * k + 1),
    exile: new Int32Array(Math.max(1, c.boostSize)),
    // the single check's decisions (rules.ts): slot → (decided << 1) | boosts
    decide: decisions(c.criticalMode, c.boostPolicy),
    // opening hand and known cards leave the drawable part of the library
    unseenEnd: c.size - Math.min(c.size, c.hand + c.known),
    boostSize: c.boostSize,
    boostMin: c.boostMin,
    exileUntilEnd: c.boostExile,
  };
  acc[0] += n;
  if (loop === 'queue') turnTrials(run, n, warmState(seed), acc);
  else if (loop === 'fresh') freshTurnTrials(run, n, warmState(seed), acc);
  else sparseTurnTrials(run, takenSet(L, mostDrawn(c)), n, warmState(seed), acc);
}

/**
 * A trial's taken positions (of the library in slot order, kinds in runs),
 * for sparseTurnTrials: an open-addressing hash stamped with the trial, and a
 * guide from a position's top bits to the first kind it may hold.
 */
interface TakenSet {
  keys: Int32Array;
  stamps: Int32Array;
  /** 32 − log2(hash size): a position's slot is its Fibonacci hash's top bits. */
  hashShift: number;
  guide: Int32Array;
  guideShift: number;
}

function takenSet(L: KindTables, most: number): TakenSet {
  let bits = 4;
  while (1 << bits < 4 * most) bits++;
  let guideShift = 0;
  while ((L.size - 1) >>> guideShift >= 1024) guideShift++;
  const guide = new Int32Array(((L.size - 1) >>> guideShift) + 1);
  let kind = 0;
  for (let g = 0; g < guide.length; g++) {
    while (g << guideShift >= L.kindEnd[kind]) kind++;
    guide[g] = kind;
  }
  return { keys: new Int32Array(1 << bits), stamps: new Int32Array(1 << bits), hashShift: 32 - bits, guide, guideShift };
}

/** Everything a call's trial loop reads (built before it: a loop function with calls before its loop was deoptimised). */
interface TurnRun {
  tables: KindTables;
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

/**
 * The trial loop of mtgTurnKernel when a trial cannot draw more cards than
 * the unseen part of the library holds (checks × 2 + turns × boost size): the
 * cards put down (and v2's exile) are never drawn again, so only their number
 * is kept, for the library's size; the draws are turnTrials' from the unseen
 * cards.
 */
function freshTurnTrials(run: TurnRun, n: number, st: Int32Array, acc: Float64Array): void {
  const { perm, row, newTurn, difficulty, decide, unseenEnd, boostSize, boostMin } = run;
  const { size: N, asFirst, asSecond, optStart, optCount, options } = run.tables;
  // v1's boost cards go down with the revealed two at once; v2's wait in exile until the turn ends
  const boostDown = run.exileUntilEnd === 1 ? 0 : boostSize;
  const boostExiled = boostSize - boostDown;
  const k = row.length;
  const SUCC = 2;
  const HIST = 2 + 3 * k;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < n; t++) {
    let p = 0; // next unseen position
    let down = 0; // cards put on the bottom
    let exiled = 0;
    let boostUsed = false;
    let wins = 0;
    for (let q = 0; q < k; q++) {
      if (newTurn[q] === 1) {
        boostUsed = false;
        down += exiled;
        exiled = 0;
      }
      // the library: unseen cards and the cards put down (never reached again here)
      if (unseenEnd - p + down < 2) {
        acc[SUCC + 3 * q + 1]++;
        continue;
      }
      let r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      let j = p + (((r >>> 0) * (N - p) * U32) | 0);
      const first = perm[j];
      perm[j] = perm[p];
      perm[p++] = first;
      r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      j = p + (((r >>> 0) * (N - p) * U32) | 0);
      const second = perm[j];
      perm[j] = perm[p];
      perm[p++] = second;
      const p1 = asFirst[first];
      const at = row[q] + second;
      const p2 = asSecond[at];
      let achievement = p2 >> 4;
      if ((p2 & 4) !== 0) {
        r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        achievement = options[optStart[at] + (((r >>> 0) * optCount[at] * U32) | 0)];
      }
      let degree = achievement - (p1 >> 4) - difficulty[q];
      const o = decide[decisionSlot((p1 >> 1) & 1, (p2 >> 1) & 1, degree >>> 31)];
      if ((o & 1) === 1 && !boostUsed && unseenEnd - p + down >= boostMin) {
        boostUsed = true;
        acc[SUCC + 3 * q + 2]++;
        // the boost's cards: +1 each colourless
        for (let i = 0; i < boostSize; i++) {
          r = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (s + (s << 3)) | 0;
          s = (s << 21) | (s >>> 11);
          s = (s + r) | 0;
          j = p + (((r >>> 0) * (N - p) * U32) | 0);
          const card = perm[j];
          perm[j] = perm[p];
          perm[p++] = card;
          degree += asFirst[card] & 1;
        }
        down += boostDown;
        exiled = boostExiled;
      }
      down += 2;
      // counted without a branch: a check's success is as unpredictable as a coin
      const won = succeeds(o >> 1, degree) ? 1 : 0;
      acc[SUCC + 3 * q] += won;
      wins += won;
    }
    if (wins === k) acc[1]++;
    acc[HIST + wins]++;
  }
}

/**
 * freshTurnTrials on a large library: instead of a permutation (which would
 * not stay in the cache, a miss on every card), a card is a uniform position
 * of the library in slot order, drawn again if this trial took it already
 * (a small hash of the taken positions, stamped per trial), and its kind
 * found from its position through a guide table. Uniform over the positions
 * not taken: the law of the permutation's draws.
 */
function sparseTurnTrials(run: TurnRun, T: TakenSet, n: number, st: Int32Array, acc: Float64Array): void {
  const { keys, stamps, hashShift, guide, guideShift } = T;
  const mask = keys.length - 1;
  const { kindEnd } = run.tables;
  const { row, newTurn, difficulty, decide, unseenEnd, boostSize, boostMin } = run;
  const { size: N, asFirst, asSecond, optStart, optCount, options } = run.tables;
  // v1's boost cards go down with the revealed two at once; v2's wait in exile until the turn ends
  const boostDown = run.exileUntilEnd === 1 ? 0 : boostSize;
  const boostExiled = boostSize - boostDown;
  const k = row.length;
  const SUCC = 2;
  const HIST = 2 + 3 * k;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < n; t++) {
    const stamp = t + 1; // the hash's entries of this trial (the arrays are the call's own)
    let p = 0; // cards taken from the unseen
    let down = 0; // cards put on the bottom
    let exiled = 0;
    let boostUsed = false;
    let wins = 0;
    for (let q = 0; q < k; q++) {
      if (newTurn[q] === 1) {
        boostUsed = false;
        down += exiled;
        exiled = 0;
      }
      // the library: unseen cards and the cards put down (never reached again here)
      if (unseenEnd - p + down < 2) {
        acc[SUCC + 3 * q + 1]++;
        continue;
      }
      let r = 0;
      let pos = 0;
      let h = 0;
      let first = 0;
      let second = 0;
      // a position not taken yet in this trial (by rejection: a trial takes a few dozen of thousands), and its kind
      for (;;) {
        r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        pos = ((r >>> 0) * N * U32) | 0;
        h = Math.imul(pos, 0x9e3779b1) >>> hashShift;
        while (stamps[h] === stamp && keys[h] !== pos) h = (h + 1) & mask;
        if (stamps[h] !== stamp) break;
      }
      stamps[h] = stamp;
      keys[h] = pos;
      p++;
      first = guide[pos >>> guideShift];
      while (pos >= kindEnd[first]) first++;
      // and card 2
      for (;;) {
        r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        pos = ((r >>> 0) * N * U32) | 0;
        h = Math.imul(pos, 0x9e3779b1) >>> hashShift;
        while (stamps[h] === stamp && keys[h] !== pos) h = (h + 1) & mask;
        if (stamps[h] !== stamp) break;
      }
      stamps[h] = stamp;
      keys[h] = pos;
      p++;
      second = guide[pos >>> guideShift];
      while (pos >= kindEnd[second]) second++;
      const p1 = asFirst[first];
      const at = row[q] + second;
      const p2 = asSecond[at];
      let achievement = p2 >> 4;
      if ((p2 & 4) !== 0) {
        r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        achievement = options[optStart[at] + (((r >>> 0) * optCount[at] * U32) | 0)];
      }
      let degree = achievement - (p1 >> 4) - difficulty[q];
      const o = decide[decisionSlot((p1 >> 1) & 1, (p2 >> 1) & 1, degree >>> 31)];
      if ((o & 1) === 1 && !boostUsed && unseenEnd - p + down >= boostMin) {
        boostUsed = true;
        acc[SUCC + 3 * q + 2]++;
        // the boost's cards: +1 each colourless
        for (let i = 0; i < boostSize; i++) {
          let card = 0;
          for (;;) {
            r = (((a + b) | 0) + d) | 0;
            d = (d + 1) | 0;
            a = b ^ (b >>> 9);
            b = (s + (s << 3)) | 0;
            s = (s << 21) | (s >>> 11);
            s = (s + r) | 0;
            pos = ((r >>> 0) * N * U32) | 0;
            h = Math.imul(pos, 0x9e3779b1) >>> hashShift;
            while (stamps[h] === stamp && keys[h] !== pos) h = (h + 1) & mask;
            if (stamps[h] !== stamp) break;
          }
          stamps[h] = stamp;
          keys[h] = pos;
          p++;
          card = guide[pos >>> guideShift];
          while (pos >= kindEnd[card]) card++;
          degree += asFirst[card] & 1;
        }
        down += boostDown;
        exiled = boostExiled;
      }
      down += 2;
      // counted without a branch: a check's success is as unpredictable as a coin
      const won = succeeds(o >> 1, degree) ? 1 : 0;
      acc[SUCC + 3 * q] += won;
      wins += won;
    }
    if (wins === k) acc[1]++;
    acc[HIST + wins]++;
  }
}

/** The trial loop of mtgTurnKernel: n trials counted into acc (all but acc[0]). */
function turnTrials(run: TurnRun, n: number, st: Int32Array, acc: Float64Array): void {
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
