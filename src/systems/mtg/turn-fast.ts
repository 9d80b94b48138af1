import { warmState } from '../../core/seed.js';
import { BOOST, decisions } from './rules.js';
import { type TurnCompiled, turnLength } from './scenario.js';
import { type FastRun, MASK_CHECKS, freshTurnTrials, sparseTurnTrials } from './turn-fast-loops.js';
import { type TurnLoop, type TurnSetup, WIN, mostDrawn, turnSetupOf, turnSetups } from './turn-setup.js';

/*
 * Running the turn kernel's `fresh` and `sparse` loops: the run they read
 * (FastRun), the warm-up that gives V8 their type feedback before the first
 * real call, and the per-check counts from the trials' success sets.
 */

/** The per-check successes, all-succeed and successes histogram of acc, from trials counted by their set of successes. */
export function countMasks(tally: Int32Array, k: number, acc: Float64Array): void {
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

export function fastRun(c: TurnCompiled, setup: TurnSetup, unseenEnd: number, loop: TurnLoop): FastRun {
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

export const warmed = { fresh: false, sparse: false };

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
export function warmUp(c: TurnCompiled, loop: 'fresh' | 'sparse'): void {
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
