import { type KindTables, U32 } from './kind-tables.js';
import { decisionSlot, succeeds } from './rules.js';

/*
 * The turn kernel's `queue` trial loop: the one for turns whose trials may
 * reach the cards they put on the bottom (see scenario-kernel.ts for the
 * law it draws by).
 */

/** Everything the queue loop reads (built before it: a loop function with calls before its loop was deoptimised). */
export interface QueueRun {
  tables: KindTables;
  /** Checks in the turn/scene. */
  k: number;
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

/**
 * The trial loop of mtgTurnKernel: n trials counted into acc (all but
 * acc[0]). A check's cards come one path, the two revealed and then, when it
 * boosts, the boost's (+1 each colourless): from the unseen cards while
 * there are any, else a uniform card of the bottom queue's head group. They
 * go down as one group when the check ends, gathered at bottom[qTail…] (v2's
 * boost cards to exile, down when the turn ends). A check's success is
 * counted without a branch: it is as unpredictable as a coin.
 *
 * No tail after the loop (the generator's state dies with the call): code
 * after a loop that had never run when V8 optimised the loop (on-stack)
 * deoptimised the function on every call.
 */
export function turnTrials(run: QueueRun, n: number, st: Int32Array, acc: Float64Array): void {
  const { k, perm, row, newTurn, difficulty, bottom, groups, exile, decide, unseenEnd, boostSize, boostMin, exileUntilEnd } = run;
  const { size: N, asFirst, asSecond, optStart, optCount, options } = run.tables;
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
        acc[2 + 3 * q + 1]++;
        continue;
      }
      let moved = 0;
      let cards = 2;
      let degree = 0;
      let o = 0;
      for (let i = 0; i < cards; i++) {
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
        degree += asFirst[card] & ((1 - i) >>> 31); // a boost's card (i ≥ 2)
        if (i >= 2 && exileUntilEnd === 1) exile[exiled++] = card;
        else bottom[qTail + moved++] = card;
        if (i !== 1) continue;
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
        degree = achievement - (p1 >> 4) - difficulty[q];
        o = decide[decisionSlot((p1 >> 1) & 1, (p2 >> 1) & 1, degree >>> 31)];
        if ((o & 1) === 1 && !boostUsed && unseenEnd - p + qTail - qHead >= boostMin) {
          boostUsed = true;
          acc[2 + 3 * q + 2]++;
          cards += boostSize;
        }
      }
      qTail += moved;
      groups[gTail++] = moved;
      const won = succeeds(o >> 1, degree) ? 1 : 0;
      acc[2 + 3 * q] += won;
      wins += won;
    }
    if (wins === k) acc[1]++;
    acc[2 + 3 * k + wins]++;
  }
}
