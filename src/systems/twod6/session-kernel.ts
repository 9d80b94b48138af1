import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY, TABLE_MAX, outcomeTable } from '../dice-kernel.js';
import { P_CONVERTED, type TwoD6Roll, resolveTwoD6 } from './rules.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/**
 * The largest range one 32-bit draw covers exactly: word · size stays below
 * 2^53 (exact in a double), and Lemire's multiply-and-reject keeps every index
 * exactly ⌊2^32 / size⌋ words (dice-kernel.ts `uniformIndex`).
 */
const DRAW_MAX = 1 << 21;

/** What a session's kernel reads: the compiled session's fields it needs (scenario.ts TwoD6SessionCompiled). */
export interface SessionRolls {
  plain: readonly TwoD6Roll[];
  withCourage: readonly TwoD6Roll[];
  spend: Uint8Array;
  startCourage: number;
  maxCourage: number;
}

/**
 * A session as a walk over states s = check · stride + courage (stride =
 * maxCourage + 1). At state s the check draws a face combination j of its
 * dice and reads a step code codes[base[s] + j] = (courage change + 1) · 2 +
 * success (the rules function's packed outcome, with the courage spent and
 * converted folded in), so the trial counts cnt[s · 6 + code] and moves to
 * s + stride + courage change: no branch on the dice, no call, no allocation.
 *
 * Each check's draw covers range[q] face combinations, its courage die's
 * when the policy spends on it: without the die the table repeats (index mod
 * faces^dice is the first dice's combination, the courage die ignored), so
 * the draw's range does not depend on the courage a trial has. Consecutive
 * checks whose ranges multiply to at most DRAW_MAX share one 32-bit draw (its
 * mixed-radix digits, first check lowest), which is what keeps a check inside
 * a session near a single check's cost (two checks a word).
 */
interface SessionWalk {
  k: number;
  stride: number;
  base: Int32Array;
  codes: Int32Array;
  range: Int32Array;
  inv: Float64Array;
  /** Per draw: its range (the product of its checks'), the low parts it rejects, and the check after its last. */
  drawSize: Int32Array;
  drawReject: Int32Array;
  drawEnd: Int32Array;
  /** Scratch counts, zeroed by every flush: one kernel call at a time per thread. */
  cnt: Int32Array;
  final: Int32Array;
}

const walks = new WeakMap<SessionRolls, SessionWalk | null>();

/** The walk of a compiled session (once per compiled object: every chunk of a task shares it); null when a roll has too many face combinations for a table. */
export function sessionWalk(c: SessionRolls): SessionWalk | null {
  const known = walks.get(c);
  if (known !== undefined) return known;
  const walk = buildWalk(c);
  walks.set(c, walk);
  return walk;
}

/** Step code of a packed outcome: courage change (converted − spent) and success. */
function stepCode(packed: number, spent: number): number {
  const delta = ((packed & P_CONVERTED) !== 0 ? 1 : 0) - spent;
  return (delta + 1) * 2 + (packed & 1);
}

function buildWalk(c: SessionRolls): SessionWalk | null {
  const k = c.plain.length;
  const stride = c.maxCourage + 1;
  const range = new Int32Array(k);
  const perCheck: Array<[Int32Array, Int32Array]> = [];
  for (let q = 0; q < k; q++) {
    const plain = outcomeTable(c.plain[q].dice, c.plain[q].faces, (d) => resolveTwoD6(c.plain[q], d));
    const spends = c.spend[q] === 1;
    const die = spends ? outcomeTable(c.withCourage[q].dice, c.withCourage[q].faces, (d) => resolveTwoD6(c.withCourage[q], d)) : undefined;
    if (!plain || (spends && !die)) return null;
    const size = die ? die.outcomeOf.length : plain.outcomeOf.length;
    if (size > TABLE_MAX || size % plain.outcomeOf.length !== 0) return null;
    range[q] = size;
    const without = Int32Array.from({ length: size }, (_, j) => stepCode(plain.outcomes[plain.outcomeOf[j % plain.outcomeOf.length]], 0));
    const withDie = die ? Int32Array.from(die.outcomeOf, (id) => stepCode(die.outcomes[id], 1)) : without;
    perCheck.push([without, withDie]);
  }
  // codes: per check, the table without the courage die, then (when it spends) the one with it
  const offsets: number[] = [];
  let total = 0;
  for (let q = 0; q < k; q++) {
    offsets.push(total);
    total += perCheck[q][1] === perCheck[q][0] ? range[q] : 2 * range[q];
  }
  const codes = new Int32Array(total);
  const base = new Int32Array(k * stride);
  for (let q = 0; q < k; q++) {
    const [without, withDie] = perCheck[q];
    codes.set(without, offsets[q]);
    if (withDie !== without) codes.set(withDie, offsets[q] + range[q]);
    // the courage die is rolled when the policy spends on this check and the trial has courage left
    for (let courage = 0; courage < stride; courage++) base[q * stride + courage] = offsets[q] + (withDie !== without && courage > 0 ? range[q] : 0);
  }
  const drawSize: number[] = [];
  const drawEnd: number[] = [];
  for (let q = 0; q < k; ) {
    let size = range[q++];
    while (q < k && size * range[q] <= DRAW_MAX) size *= range[q++];
    drawSize.push(size);
    drawEnd.push(q);
  }
  return {
    k,
    stride,
    base,
    codes,
    range,
    inv: Float64Array.from(range, (r) => 1 / r),
    drawSize: Int32Array.from(drawSize),
    drawReject: Int32Array.from(drawSize, (s) => 4294967296 % s),
    drawEnd: Int32Array.from(drawEnd),
    cnt: new Int32Array(k * stride * 6),
    final: new Int32Array(stride),
  };
}

/**
 * n sessions walked from courage startCourage; the counts become the
 * accumulator's [trials, all succeed, per check (success, spent, converted,
 * courage after), final courage 0..max] once per call.
 */
export function walkSessions(c: SessionRolls, w: SessionWalk, n: number, seed: Uint32Array, acc: Float64Array): void {
  const st = warmState(seed);
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    const all = sessionTrials(w, c.startCourage, st, m);
    flushWalk(c, w, m, all, acc);
  }
}

/** The trial loop, a function of its own so that V8 optimises it whole; returns how many trials succeeded at every check. */
function sessionTrials(w: SessionWalk, start: number, st: Int32Array, n: number): number {
  const { base, codes, range, inv, drawSize, drawReject, drawEnd, cnt, final } = w;
  const draws = drawSize.length;
  const stride = w.stride;
  const last = w.k * stride;
  let all = 0;
  let a = st[0], b = st[1], s = st[2], d = st[3];
  for (let t = 0; t < n; t++) {
    let state = start;
    let ok = 1;
    let q = 0;
    for (let g = 0; g < draws; g++) {
      const size = drawSize[g];
      const reject = drawReject[g];
      let i = 0;
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
        const x = (r >>> 0) * size;
        i = (x * U32) | 0;
        if (x - i * 4294967296 >= reject) break; // else draw again: exact uniformity
      }
      for (const end = drawEnd[g]; q < end; q++) {
        const hi = ((i + 0.5) * inv[q]) | 0; // ⌊i / range⌋ (the half keeps rounding off the integers)
        const code = codes[base[state] + i - hi * range[q]];
        i = hi;
        cnt[state * 6 + code]++;
        ok &= code;
        state += stride + (code >> 1) - 1;
      }
    }
    final[state - last]++;
    all += ok;
  }
  st[0] = a; st[1] = b; st[2] = s; st[3] = d;
  return all;
}

/** The walk's counts into the accumulator (every statistic is a function of the state and the step code), counts zeroed. */
function flushWalk(c: SessionRolls, w: SessionWalk, n: number, all: number, acc: Float64Array): void {
  const { k, stride, cnt, final } = w;
  acc[0] += n;
  acc[1] += all;
  for (let q = 0; q < k; q++) {
    const out = 2 + 4 * q;
    for (let courage = 0; courage < stride; courage++) {
      const spent = c.spend[q] === 1 && courage > 0 ? 1 : 0;
      for (let code = 0; code < 6; code++) {
        const at = (q * stride + courage) * 6 + code;
        const count = cnt[at];
        if (count === 0) continue;
        cnt[at] = 0;
        const delta = (code >> 1) - 1;
        acc[out] += (code & 1) * count;
        acc[out + 1] += spent * count;
        acc[out + 2] += (delta + spent) * count;
        acc[out + 3] += (courage + delta) * count;
      }
    }
  }
  const hist = 2 + 4 * k;
  for (let courage = 0; courage < stride; courage++) {
    acc[hist + courage] += final[courage];
    final[courage] = 0;
  }
}
