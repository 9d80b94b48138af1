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

/** The trial loop of mtgTurnKernel: n trials counted into acc (all but acc[0]). */
export function turnTrials(run: QueueRun, n: number, st: Int32Array, acc: Float64Array): void {
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
