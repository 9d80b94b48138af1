import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY, TABLE_MAX } from '../dice-kernel.js';
import { rollTable } from './kernel.js';
import { P_CONVERTED, type TwoD6Roll } from './rules.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/**
 * The largest range one 32-bit draw covers exactly: word · size stays below
 * 2^53 (exact in a double), and Lemire's multiply-and-reject keeps every index
 * exactly ⌊2^32 / size⌋ words (dice-kernel.ts `uniformIndex`).
 */
const DRAW_MAX = 1 << 16;

/** What a session's kernel reads: the compiled session's fields it needs (scenario.ts TwoD6SessionCompiled). */
export interface SessionRolls {
  plain: readonly TwoD6Roll[];
  withCourage: readonly TwoD6Roll[];
  spend: Uint8Array;
  startCourage: number;
  maxCourage: number;
}

/** Most table entries a walk allocates (16 MB); a longer session draws die by die instead. */
export const WALK_MAX = 1 << 22;

/**
 * A session as a walk over its reachable states (check q, courage before it).
 * State s's table, at codes[s << shift], holds for each face combination j of
 * the check's draw one entry: (next state << 3) | step code, the step code
 * being (courage change + 1) · 2 + success (the rules function's packed
 * outcome, with the courage spent and converted folded in). A check is then
 * one lookup: e = codes[(s << shift) + j], count cnt[(s << 3) | (e & 7)],
 * s = e >> 3 — no branch on the dice, no call, no allocation. The states
 * after the last check are the final courage levels.
 *
 * Each check's draw covers range[q] face combinations, its courage die's
 * when the policy spends on it: without the die the table repeats (index mod
 * faces^dice is the first dice's combination, the courage die ignored), so
 * the draw's range does not depend on the courage a trial has. Consecutive
 * checks whose ranges multiply to at most DRAW_MAX share one 32-bit draw (its
 * mixed-radix digits, first check lowest), which is what keeps a check inside
 * a session near a single check's cost.
 */
interface SessionWalk {
  k: number;
  shift: number;
  start: number;
  codes: Int32Array;
  /** Per state: its check and courage (the flush reads them). */
  check: Int32Array;
  courage: Int32Array;
  /** First final state: final courage c is state finals + c. */
  finals: number;
  range: Int32Array;
  /** Per check: 1 / the product of the ranges of its draw's checks up to and including it (0 for a draw's last check). */
  below: Float64Array;
  /** Per draw: its range (the product of its checks'), the low parts it rejects, and the check after its last. */
  drawSize: Int32Array;
  drawReject: Int32Array;
  drawEnd: Int32Array;
  /**
   * Scratch counts by (state << 3) | step code (a final state's at state << 3,
   * sessions that succeed at every check at `all`), zeroed by every flush: one
   * kernel call at a time per thread. Two arrays, one per session of a pair;
   * `spare` takes a dropped session's.
   */
  cnt: Int32Array;
  cnt2: Int32Array;
  spare: Int32Array;
  all: number;
  /** The state after (state << 3) | step code. */
  nextOf: Int32Array;
  /** The draws resolved whole, where small enough (see Composite). */
  composite: Composite | null;
}

/** Most entries the composite tables of a session take (8 MB), and most paths they count; a larger session walks check by check. */
export const COMPOSITE_MAX = 1 << 21;
const PATHS_MAX = 1 << 12;

/**
 * A draw resolved whole: for each state a draw can start from, one table over
 * the draw's range whose entry is (state after its checks << 12) | (the
 * checks' step codes, base 6, << 1) | 1 if every one succeeded. A trial is
 * then one lookup a draw (the bench's three-check session: one a trial),
 * counted by (start state << 12) | path; the flush walks each path through
 * the per-check counts. Same draws, same digits as the check-by-check walk,
 * so the same numbers.
 */
interface Composite {
  /** Per state: its table's offset in `tables` (−1 where no draw starts). */
  base: Int32Array;
  tables: Int32Array;
  /** Scratch path counts by (start state << 12) | path, one array per session of a pair (and a spare). */
  cnt: Int32Array;
  cnt2: Int32Array;
  spare: Int32Array;
}

const walks = new WeakMap<SessionRolls, SessionWalk | null>();

/** The walk of a compiled session (once per compiled object: every chunk of a task shares it); null when a roll has too many face combinations for a table, or the walk more than `max` entries. */
export function sessionWalk(c: SessionRolls, max = WALK_MAX): SessionWalk | null {
  const known = walks.get(c);
  if (known !== undefined) return known;
  const walk = buildWalk(c, max);
  walks.set(c, walk);
  return walk;
}

/** Step code of a packed outcome: courage change (converted − spent) and success. */
function stepCode(packed: number, spent: number): number {
  const delta = ((packed & P_CONVERTED) !== 0 ? 1 : 0) - spent;
  return (delta + 1) * 2 + (packed & 1);
}

function buildWalk(c: SessionRolls, max: number): SessionWalk | null {
  const k = c.plain.length;
  const range = new Int32Array(k);
  // per check: step codes by face combination without the courage die, and with it (when the policy spends on it)
  const perCheck: Array<[Int32Array, Int32Array]> = [];
  for (let q = 0; q < k; q++) {
    const plain = rollTable(c.plain[q]);
    const spends = c.spend[q] === 1;
    const die = spends ? rollTable(c.withCourage[q]) : undefined;
    if (!plain || (spends && !die)) return null;
    const size = die ? die.outcomeOf.length : plain.outcomeOf.length;
    if (size > TABLE_MAX || size % plain.outcomeOf.length !== 0) return null;
    range[q] = size;
    const without = Int32Array.from({ length: size }, (_, j) => stepCode(plain.outcomes[plain.outcomeOf[j % plain.outcomeOf.length]], 0));
    perCheck.push([without, die ? Int32Array.from(die.outcomeOf, (id) => stepCode(die.outcomes[id], 1)) : without]);
  }
  // reachable states: before check q, courage is within start ± q (one spent or earned a check at most)
  const id = (q: number, courage: number): number => first[q] + courage - Math.max(0, c.startCourage - q);
  const first: number[] = [];
  let states = 0;
  for (let q = 0; q <= k; q++) {
    first.push(states);
    states += q === k ? c.maxCourage + 1 : Math.min(c.maxCourage, c.startCourage + q) - Math.max(0, c.startCourage - q) + 1;
  }
  const finals = first[k];
  const shift = Math.ceil(Math.log2(Math.max(...range, 1)));
  if (finals * 2 ** shift > max) return null;
  const codes = new Int32Array(finals << shift);
  const check = new Int32Array(finals);
  const courageOf = new Int32Array(finals);
  for (let q = 0; q < k; q++) {
    for (let courage = Math.max(0, c.startCourage - q); courage <= Math.min(c.maxCourage, c.startCourage + q); courage++) {
      const s = id(q, courage);
      check[s] = q;
      courageOf[s] = courage;
      // the courage die is rolled when the policy spends on this check and the trial has courage left
      const table = perCheck[q][courage > 0 ? 1 : 0];
      for (let j = 0; j < range[q]; j++) {
        const code = table[j];
        const after = courage + (code >> 1) - 1;
        codes[(s << shift) + j] = ((q + 1 === k ? finals + after : id(q + 1, after)) << 3) | code;
      }
    }
  }
  const drawSize: number[] = [];
  const drawEnd: number[] = [];
  const below = new Float64Array(k);
  for (let q = 0; q < k;) {
    let size = range[q];
    while (q + 1 < k && size * range[q + 1] <= DRAW_MAX) {
      below[q] = 1 / size;
      size *= range[++q];
    }
    q++;
    drawSize.push(size);
    drawEnd.push(q);
  }
  const nextOf = new Int32Array(finals << 3);
  for (let s = 0; s < finals; s++) {
    for (let code = 0; code < 6; code++) {
      const after = courageOf[s] + (code >> 1) - 1;
      if (after >= 0 && after <= c.maxCourage) nextOf[(s << 3) | code] = check[s] + 1 === k ? finals + after : id(check[s] + 1, after);
    }
  }
  const walk = {
    k,
    shift,
    start: id(0, c.startCourage),
    codes,
    check,
    courage: courageOf,
    finals,
    range,
    below,
    drawSize: Int32Array.from(drawSize),
    drawReject: Int32Array.from(drawSize, (s) => 4294967296 % s),
    drawEnd: Int32Array.from(drawEnd),
    cnt: new Int32Array((finals + c.maxCourage + 1) << 3),
    cnt2: new Int32Array((finals + c.maxCourage + 1) << 3),
    spare: new Int32Array((finals + c.maxCourage + 1) << 3),
    all: (finals << 3) | 1,
    nextOf,
    composite: null,
  };
  return { ...walk, composite: buildComposite(walk) };
}

/** The composite tables (see Composite), or null when a draw holds more than four checks or they would take more than COMPOSITE_MAX entries. */
function buildComposite(w: SessionWalk): Composite | null {
  const { check, finals, drawSize, drawEnd, range, codes, shift } = w;
  if (finals > PATHS_MAX) return null;
  const drawOf = new Int32Array(w.k);
  for (let g = 0, q = 0; g < drawSize.length; g++) for (; q < drawEnd[g]; q++) drawOf[q] = g;
  const firstOf = (g: number): number => (g === 0 ? 0 : drawEnd[g - 1]);
  let total = 0;
  let paths = 0;
  for (let s = 0; s < finals; s++) {
    const g = drawOf[check[s]];
    if (firstOf(g) !== check[s]) continue;
    if (drawEnd[g] - check[s] > 4) return null;
    total += drawSize[g];
    paths += 2 * 6 ** (drawEnd[g] - check[s]);
  }
  // the tables' memory, and the flush's work a chunk (every path of every start state) well below a chunk's trials
  if (total > COMPOSITE_MAX || paths > PATHS_MAX) return null;
  const base = new Int32Array(finals).fill(-1);
  const tables = new Int32Array(total);
  let at = 0;
  for (let s = 0; s < finals; s++) {
    const g = drawOf[check[s]];
    if (firstOf(g) !== check[s]) continue;
    base[s] = at;
    for (let i = 0; i < drawSize[g]; i++) {
      let state = s,
        path = 0,
        weight = 1,
        ok = 1,
        rest = i;
      // the digits as the check-by-check walk takes them: the first check's is i mod its range
      for (let q = check[s]; q < drawEnd[g]; q++) {
        const e = codes[(state << shift) + (rest % range[q])];
        rest = Math.floor(rest / range[q]);
        path += (e & 7) * weight;
        weight *= 6;
        ok &= e;
        state = e >> 3;
      }
      tables[at + i] = (state << 12) | (path << 1) | ok;
    }
    at += drawSize[g];
  }
  const size = finals << 12;
  return { base, tables, cnt: new Int32Array(size), cnt2: new Int32Array(size), spare: new Int32Array(size) };
}

/**
 * n sessions walked from the starting courage; the counts become the
 * accumulator's [trials, all succeed, per check (success, spent, converted,
 * courage after), final courage 0..max] once per call.
 */
export function walkSessions(c: SessionRolls, w: SessionWalk, n: number, seed: Uint32Array, acc: Float64Array): void {
  const st = warmState(seed);
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    const cw = w.composite;
    if (cw) {
      w.cnt[w.all] += compositePairs(w, cw, st, m >> 1, cw.cnt, cw.cnt2, 1);
      if (m & 1) w.cnt[w.all] += compositePairs(w, cw, st, 1, cw.cnt, cw.spare, 0);
      cw.spare.fill(0);
      unfoldPaths(w, cw);
    } else {
      sessionPairs(w, st, m >> 1, w.cnt, w.cnt2);
      // an odd trial out: a pair whose second trial is drawn and then dropped
      if (m & 1) sessionPairs(w, st, 1, w.cnt, w.spare);
    }
    w.spare.fill(0);
    flushWalk(c, w, m, acc);
  }
}

/**
 * The trial loop, two sessions at a time: each check's lookup waits on the
 * state the previous check left, so two independent walks side by side keep
 * the processor busy while one waits (and count into two arrays, so that
 * consecutive increments of a cell do not wait on each other). The draws of a
 * pair alternate (first session's, second's) draw by draw. A function of its
 * own, so that V8 optimises it whole; a session that succeeds at every check
 * counts at ALL.
 */
function sessionPairs(w: SessionWalk, st: Int32Array, pairs: number, cntA: Int32Array, cntB: Int32Array): void {
  const { codes, range, below, drawSize, drawReject, drawEnd, shift, start } = w;
  const draws = drawSize.length;
  const all = w.all;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < pairs; t++) {
    let sa = start,
      sb = start;
    let okA = 1,
      okB = 1;
    let q = 0;
    for (let g = 0; g < draws; g++) {
      const size = drawSize[g];
      const reject = drawReject[g];
      let i = 0;
      let j = 0;
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        const x = (r >>> 0) * size;
        i = (x * U32) | 0;
        if (x - i * 4294967296 >= reject) break; // else draw again: exact uniformity
      }
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        const x = (r >>> 0) * size;
        j = (x * U32) | 0;
        if (x - j * 4294967296 >= reject) break;
      }
      // check q's digit of a draw is ⌊i / P⌋ − ⌊i / (P · range)⌋ · range (P: the ranges of the checks before it in
      // the draw), every quotient from i itself so that they do not wait on each other; the half keeps the
      // products off the integers, where rounding could floor the wrong way
      const fi = i + 0.5;
      const fj = j + 0.5;
      let hiA = i;
      let hiB = j;
      for (const end = drawEnd[g]; q < end; q++) {
        const L = range[q];
        const nextA = (fi * below[q]) | 0;
        const nextB = (fj * below[q]) | 0;
        const eA = codes[(sa << shift) + hiA - nextA * L];
        const eB = codes[(sb << shift) + hiB - nextB * L];
        hiA = nextA;
        hiB = nextB;
        cntA[(sa << 3) | (eA & 7)]++;
        cntB[(sb << 3) | (eB & 7)]++;
        okA &= eA;
        okB &= eB;
        sa = eA >> 3;
        sb = eB >> 3;
      }
    }
    cntA[sa << 3]++;
    cntB[sb << 3]++;
    cntA[all] += okA;
    cntB[all] += okB;
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
}

/**
 * sessionPairs with each draw resolved by one composite lookup: the same
 * draws in the same order, so the same numbers. Paths count in pathA/pathB
 * (the last draw's paths give the final states at the flush); returns how
 * many sessions succeeded at every check (the second of each pair only if
 * keepB is 1).
 */
function compositePairs(
  w: SessionWalk,
  cw: Composite,
  st: Int32Array,
  pairs: number,
  pathA: Int32Array,
  pathB: Int32Array,
  keepB: number,
): number {
  const { drawSize, drawReject, start } = w;
  const { base, tables } = cw;
  const draws = drawSize.length;
  let allA = 0,
    allB = 0;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < pairs; t++) {
    let sa = start,
      sb = start;
    let okA = 1,
      okB = 1;
    for (let g = 0; g < draws; g++) {
      const size = drawSize[g];
      const reject = drawReject[g];
      let i = 0;
      let j = 0;
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        const x = (r >>> 0) * size;
        i = (x * U32) | 0;
        if (x - i * 4294967296 >= reject) break; // else draw again: exact uniformity
      }
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        const x = (r >>> 0) * size;
        j = (x * U32) | 0;
        if (x - j * 4294967296 >= reject) break;
      }
      const eA = tables[base[sa] + i];
      const eB = tables[base[sb] + j];
      pathA[(sa << 12) | (eA & 4095)]++;
      pathB[(sb << 12) | (eB & 4095)]++;
      okA &= eA;
      okB &= eB;
      sa = eA >>> 12;
      sb = eB >>> 12;
    }
    allA += okA;
    allB += okB;
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
  return allA + allB * keepB;
}

/** Path counts into the check-by-check counts: each path walked from its start state, one step code a check (the last draw's to the final state). Path counts zeroed. */
function unfoldPaths(w: SessionWalk, cw: Composite): void {
  const { cnt, nextOf, check, finals, drawEnd } = w;
  for (let s = 0; s < finals; s++) {
    if (cw.base[s] < 0) continue;
    let g = 0;
    while (drawEnd[g] <= check[s]) g++;
    for (let p = 0, end = 2 * 6 ** (drawEnd[g] - check[s]); p < end; p++) {
      const at = (s << 12) | p;
      const count = cw.cnt[at] + cw.cnt2[at];
      if (count === 0) continue;
      cw.cnt[at] = 0;
      cw.cnt2[at] = 0;
      {
        let state = s;
        let path = p >> 1;
        for (let q = check[s]; q < drawEnd[g]; q++) {
          const code = path % 6;
          path = Math.floor(path / 6);
          cnt[(state << 3) | code] += count;
          state = nextOf[(state << 3) | code];
        }
        // after the last draw: the session's final courage
        if (g === drawEnd.length - 1) cnt[state << 3] += count;
      }
    }
  }
}

/** The walk's counts (both arrays) into the accumulator: every statistic is a function of the state and the step code. Counts zeroed. */
function flushWalk(c: SessionRolls, w: SessionWalk, n: number, acc: Float64Array): void {
  const { k, cnt, cnt2, finals } = w;
  const take = (at: number): number => {
    const v = cnt[at] + cnt2[at];
    cnt[at] = 0;
    cnt2[at] = 0;
    return v;
  };
  acc[0] += n;
  acc[1] += take(w.all);
  for (let state = 0; state < finals; state++) {
    const q = w.check[state];
    const courage = w.courage[state];
    const out = 2 + 4 * q;
    const spent = c.spend[q] === 1 && courage > 0 ? 1 : 0;
    for (let code = 0; code < 6; code++) {
      const count = take((state << 3) | code);
      if (count === 0) continue;
      const delta = (code >> 1) - 1;
      acc[out] += (code & 1) * count;
      acc[out + 1] += spent * count;
      acc[out + 2] += (delta + spent) * count;
      acc[out + 3] += (courage + delta) * count;
    }
  }
  const hist = 2 + 4 * k;
  for (let courage = 0; courage <= c.maxCourage; courage++) acc[hist + courage] += take((finals + courage) << 3);
}
