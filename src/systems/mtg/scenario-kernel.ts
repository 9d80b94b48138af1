import { warmState } from '../../core/seed.js';
import { decisions } from './rules.js';
import type { TurnCompiled } from './scenario.js';
import { countMasks, fastRun, warmUp, warmed } from './turn-fast.js';
import { freshTurnTrials, sparseTurnTrials } from './turn-fast-loops.js';
import { type QueueRun, turnTrials } from './turn-queue.js';
import { SPARSE_LIBRARY, type TurnLoop, turnLoopOf, turnSetupOf } from './turn-setup.js';

export { CRITICAL_DEGREE, mtgOpposedKernel } from './opposed-kernel.js';
export { type KindTables, kindTables } from './kind-tables.js';
export { SPARSE_LIBRARY, type TurnLoop, turnLoopOf } from './turn-setup.js';

/*
 * The trial loops of mtg's stateful scenarios (the opposed check and a
 * turn/scene of checks), written as the single-check kernel is (kernel.ts):
 * sfc32's state in locals and its step inlined, no method calls and no
 * allocation inside the trial loop, and per-scenario tables built once per
 * compiled scenario. A check inside a scenario costs about what a single
 * check costs (bench: "per check ÷ single check").
 *
 * This file is the turn kernel's entry (which loop, and its run); the
 * opposed check is opposed-kernel.ts, the kind tables kind-tables.ts, the
 * per-turn setup turn-setup.ts, the loops turn-queue.ts and
 * turn-fast-loops.ts (run by turn-fast.ts).
 */

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
      k,
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
