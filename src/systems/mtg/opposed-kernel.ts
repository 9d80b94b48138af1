import { warmState } from '../../core/seed.js';
import { type KindTables, U32, libraryKinds } from './kind-tables.js';
import { DECIDED, OPPOSED_BOOST, decisionSlot, decisions, opposedWantsBoost } from './rules.js';
import {
  OPPOSED_A,
  OPPOSED_A_BOOSTED,
  OPPOSED_B,
  OPPOSED_B_BOOSTED,
  OPPOSED_ROUNDS,
  OPPOSED_UNDECIDED,
  type OpposedCompiled,
} from './scenario.js';

/*
 * The trial loop of mtg's opposed check (two sides, each on its own
 * library), written as the single-check kernel is (kernel.ts): sfc32's state
 * in locals and its step inlined, no method calls and no allocation inside
 * the trial loop, the kind tables built once per compiled scenario.
 */

/** A degree beyond any card's: an automatic critical success (card 2) or failure (card 1) in an opposed check. */
export const CRITICAL_DEGREE = 1 << 20;

// a worker receives a scenario's compiled data once per task and runs its chunks on the same object
const opposedTables = new WeakMap<OpposedCompiled, { a: KindTables; b: KindTables }>();

function opposedTablesOf(c: OpposedCompiled): { a: KindTables; b: KindTables } {
  let t = opposedTables.get(c);
  if (!t) opposedTables.set(c, (t = { a: libraryKinds(c.a), b: libraryKinds(c.b) }));
  return t;
}

/** Everything the opposed trial loop reads (built before it, as the turn loops' runs are). */
interface OpposedRun {
  A: KindTables;
  B: KindTables;
  /** Their sizes. */
  NA: number;
  NB: number;
  /** Each side's library as a permutation of kinds (the call's own copies). */
  permA: Int32Array;
  permB: Int32Array;
  diffA: number;
  diffB: number;
  /** decided (rules.ts's DECIDED) per slot (card 1 critical, card 2 critical, failing), under the ruleset's critical mode. */
  decide: Uint8Array;
  policyA: number;
  policyB: number;
  boostSize: number;
  boostMin: number;
}

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
  const run: OpposedRun = {
    A: tables.a,
    B: tables.b,
    NA: tables.a.size,
    NB: tables.b.size,
    // a fresh arrangement per call: a chunk's numbers depend on its seed alone, whatever ran before it
    permA: tables.a.slotKind.slice(),
    permB: tables.b.slotKind.slice(),
    diffA: c.difficultyA,
    diffB: c.difficultyB,
    decide: decisions(c.criticalMode, 0),
    policyA: c.boostA,
    policyB: c.boostB,
    boostSize: c.boostSize,
    boostMin: c.boostMin,
  };
  acc[0] += n;
  opposedTrials(run, n, warmState(seed), acc);
}

/**
 * The contests of mtgOpposedKernel: n trials counted into acc (all but
 * acc[0]). The two sides' lines are written out each (one path for both,
 * picking each side's tables, was a fifth to a third slower), A's words
 * first.
 */
function opposedTrials(run: OpposedRun, n: number, st: Int32Array, acc: Float64Array): void {
  const { A, B, NA, NB, permA, permB, diffA, diffB, decide, policyA, policyB, boostSize, boostMin } = run;
  const { asFirst: firstA, asSecond: secondA, optStart: optStartA, optCount: optCountA, options: optionsA } = A;
  const { asFirst: firstB, asSecond: secondB, optStart: optStartB, optCount: optCountB, options: optionsB } = B;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
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
        // rare (once a contest at most): the generator's state goes through st for the call
        if (boostA || boostB) {
          ((st[0] = a), (st[1] = b), (st[2] = s), (st[3] = d));
          if (boostA) {
            const bonus = boostBonus(permA, pa, firstA, boostSize, st);
            if (decidedA === DECIDED.BY_DEGREE) da += bonus;
            pa += boostSize;
            usedA = true;
            acc[OPPOSED_A_BOOSTED]++;
          }
          if (boostB) {
            const bonus = boostBonus(permB, pb, firstB, boostSize, st);
            if (decidedB === DECIDED.BY_DEGREE) db += bonus;
            pb += boostSize;
            usedB = true;
            acc[OPPOSED_B_BOOSTED]++;
          }
          ((a = st[0]), (b = st[1]), (s = st[2]), (d = st[3]));
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

/**
 * A boost's cards, drawn from position p of a side's library (perm, its
 * kinds' numbers as card 1 in first): their colourless count, the bonus.
 * The generator's state comes in and goes back in st: a boost is rare (once
 * a contest at most), and the contest loop keeps its state in locals.
 */
function boostBonus(perm: Int32Array, p: number, first: Int32Array, boostSize: number, st: Int32Array): number {
  const N = perm.length;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  let bonus = 0;
  for (let i = 0; i < boostSize; i++) {
    const r = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (s + (s << 3)) | 0;
    s = (s << 21) | (s >>> 11);
    s = (s + r) | 0;
    const j = p + (((r >>> 0) * (N - p) * U32) | 0);
    const card = perm[j];
    perm[j] = perm[p];
    perm[p++] = card;
    bonus += first[card] & 1;
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
  return bonus;
}
