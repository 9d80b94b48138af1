import { type KindTables, U32 } from './kind-tables.js';
import { decisionSlot } from './rules.js';
import { BOOST_GUIDE_BITS, WIN, WORD_GUIDE_BITS } from './turn-setup.js';

/*
 * The turn kernel's `fresh` and `sparse` trial loops: the ones for turns
 * whose trials cannot run out of unseen cards, where a boost's bonus is one
 * hypergeometric word drawn after the trial's checks.
 */

/**
 * Up to this many checks, the fresh and sparse loops count a trial once, by
 * the set of its checks that succeeded (a bit each), instead of a count per
 * check: fewer writes per check, and 2^checks counters that stay in the cache.
 */
export const MASK_CHECKS = 12;

/** What freshTurnTrials and sparseTurnTrials read (built before the loop: see warmUp). */
export interface FastRun {
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
export function freshTurnTrials(run: FastRun, n: number, st: Int32Array, acc: Float64Array): void {
  const { k, N, perm, perCheck, pairs, decide, pending } = run;
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
    // the boosts' bonuses, then the trial counted (the generator's state through st, once a trial)
    ((st[0] = a), (st[1] = b), (st[2] = s), (st[3] = d));
    settleTrial(run, boosts, colourless, mask, wins, st, acc);
    ((a = st[0]), (b = st[1]), (s = st[2]), (d = st[3]));
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
export function sparseTurnTrials(run: FastRun, n: number, st: Int32Array, acc: Float64Array): void {
  const { k, N, perSlot, kindStartF, kindEndF, wordGuide, takenKinds, perCheck, decide, pending } = run;
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
    // the boosts' bonuses, then the trial counted (the generator's state through st, once a trial)
    ((st[0] = a), (st[1] = b), (st[2] = s), (st[3] = d));
    settleTrial(run, boosts, colourless, mask, wins, st, acc);
    ((a = st[0]), (b = st[1]), (s = st[2]), (d = st[3]));
  }
}

/**
 * The end of a fresh or sparse trial: the boosts' bonuses, in order, from the
 * cards the checks left (a word for every turn, so that the loop's length
 * does not depend on the cards: the words of boosts not taken count for
 * nothing), then the trial counted. The generator's state comes in and goes
 * back in st.
 */
function settleTrial(
  run: FastRun,
  boosts: number,
  colourless: number,
  mask: number,
  wins: number,
  st: Int32Array,
  acc: Float64Array,
): void {
  const { k, turns, cumRow, boostRow, boostCum, boostGuide, pending, tally } = run;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];

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
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
}
