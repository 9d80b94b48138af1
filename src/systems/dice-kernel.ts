import { ACC_CATEGORIES, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../core/accumulator.js';
import type { CompiledCheck } from './types.js';

/**
 * Shared by the dice systems: turn a packed roll result into accumulator
 * counts, and enumerate weighted outcomes into an exact accumulator. A packed
 * result is one integer: bit 0 success, bits 1..PACK_CATEGORY_BITS one per
 * category, the degree (offset to stay positive) above them.
 */
export const PACK_CATEGORY_BITS = 11;
const DEGREE_SHIFT = PACK_CATEGORY_BITS + 1;
export const PACK_DEGREE_OFFSET = 1 << 12;

export function pack(degree: number, success: boolean, categoryBits: number): number {
  return ((degree + PACK_DEGREE_OFFSET) << DEGREE_SHIFT) | (categoryBits << 1) | (success ? 1 : 0);
}

export function packedDegree(p: number): number {
  return (p >> DEGREE_SHIFT) - PACK_DEGREE_OFFSET;
}

/** Add one packed outcome with weight w (1 for a trial, a probability for exact). */
export function record(acc: Float64Array, c: CompiledCheck, packed: number, w: number): void {
  if (packed & 1) acc[ACC_SUCCESS] += w;
  for (let k = 0; k < c.nCategories; k++) if ((packed >> (k + 1)) & 1) acc[ACC_CATEGORIES + k] += w;
  acc[degreeBase(c) + packedDegree(packed) - c.degreeMin] += w;
}

/**
 * Outcome tables. The rules function is the one source of truth: at compile
 * time it is called once for every combination of dice faces, and the kernel
 * only looks results up. `index` is the face combination
 * Σ (face_i − 1) · faces^i, `outcomeOf[index]` the id of its distinct packed
 * outcome in `outcomes`. A kernel draws one uniform index per roll (from a
 * 32-bit word, see `uniformIndex`; two rolls a word for small tables, see
 * `countUniform`), counts in an Int32Array and flushes the counts to the
 * accumulator once per call.
 */
export interface OutcomeTable {
  outcomeOf: Int32Array;
  outcomes: Int32Array;
}

/** Largest table a kernel indexes with one 32-bit word (the index's relative bias is below size / 2^32 ≤ 1.5e-5). */
export const TABLE_MAX = 1 << 16;

/** Every face combination of `dice` dice resolved by `resolve`; undefined when there are more than TABLE_MAX. */
export function outcomeTable(dice: number, faces: number, resolve: (d: Int32Array) => number): OutcomeTable | undefined {
  const size = Math.pow(faces, dice);
  if (size > TABLE_MAX) return undefined;
  const outcomeOf = new Int32Array(size);
  const ids = new Map<number, number>();
  const d = new Int32Array(dice);
  for (let index = 0; index < size; index++) {
    let x = index;
    for (let i = 0; i < dice; i++) {
      d[i] = (x % faces) + 1;
      x = Math.floor(x / faces);
    }
    const packed = resolve(d);
    let id = ids.get(packed);
    if (id === undefined) ids.set(packed, (id = ids.size));
    outcomeOf[index] = id;
  }
  return { outcomeOf, outcomes: Int32Array.from(ids.keys()) };
}

/**
 * A uniform index in [0, size) from 32-bit words, exactly (Lemire's
 * multiply-and-reject): x = word · size (exact in a double for size ≤ 2^21),
 * index = ⌊x / 2^32⌋; a word whose low part x mod 2^32 is below
 * `rejectBelow(size)` = 2^32 mod size is rejected and another drawn, which
 * leaves every index exactly ⌊2^32 / size⌋ words. Kernels inline this; here
 * it is for tests and cold paths. Returns −1 for a rejected word.
 */
export function uniformIndex(word: number, size: number): number {
  const x = (word >>> 0) * size;
  const i = (x * 2.3283064365386963e-10) | 0;
  return x - i * 4294967296 < rejectBelow(size) ? -1 : i;
}

/** 2^32 mod size: the low parts a kernel rejects so that its table index is exactly uniform. */
export function rejectBelow(size: number): number {
  return 4294967296 % size;
}

/** Largest table two of whose indices come from one 32-bit word: size² ≤ 2^21 keeps word · size² exact in a double. */
export const PAIR_MAX = 1448;

/**
 * Count n uniform indices in [0, size) into `into`, on the sfc32 stream whose
 * state `st` holds (a, b, c, d; advanced in place). A table of at most
 * PAIR_MAX entries takes two indices from one word: one uniform index in
 * [0, size²), exactly (Lemire's multiply-and-reject, as `uniformIndex`), is a
 * uniform pair. Spread increments (one cell per face combination, not per
 * outcome) do not wait on each other; the caller folds them into outcomes.
 */
export function countUniform(st: Int32Array, n: number, size: number, into: Int32Array): void {
  const pairs = size <= PAIR_MAX ? n >> 1 : 0;
  if (pairs > 0) countPairs(st, pairs, size, into);
  if (n > 2 * pairs) countSingles(st, n - 2 * pairs, size, into);
}

/**
 * The hot loops of countUniform, each a function of its own: the odd roll
 * left after the pairs runs only at the end of some chunks, and code that
 * had not run yet when V8 optimised the pair loop sent it back to the
 * interpreter each time it first did.
 */
function countPairs(st: Int32Array, pairs: number, size: number, into: Int32Array): void {
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  const U32 = 2.3283064365386963e-10; // 2^-32
  const sq = size * size;
  const reject = 4294967296 % sq; // rejectBelow(sq), inline: no call in a hot function
  const inv = 1 / size;
  for (let t = 0; t < pairs; t++) {
    const r = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (s + (s << 3)) | 0;
    s = (s << 21) | (s >>> 11);
    s = (s + r) | 0;
    const x = (r >>> 0) * sq;
    const i = (x * U32) | 0;
    if (x - i * 4294967296 < reject) {
      t--;
      continue;
    } // exact uniformity: draw again (p < size² / 2^32)
    const hi = ((i + 0.5) * inv) | 0; // ⌊i / size⌋ (the half keeps rounding off the integers)
    into[hi]++;
    into[i - hi * size]++;
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
}

function countSingles(st: Int32Array, n: number, size: number, into: Int32Array): void {
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  const U32 = 2.3283064365386963e-10; // 2^-32
  const reject = 4294967296 % size;
  for (let t = 0; t < n; t++) {
    const r = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (s + (s << 3)) | 0;
    s = (s << 21) | (s >>> 11);
    s = (s + r) | 0;
    const x = (r >>> 0) * size;
    const i = (x * U32) | 0;
    if (x - i * 4294967296 < reject) {
      t--;
      continue;
    }
    into[i]++;
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
}

/**
 * n rolls of a compiled outcome table: `countUniform` over its face
 * combinations, folded into `counts` by outcome id. `byFaces` (one cell per
 * table entry) is scratch, left zeroed for the next call.
 */
export function countTableRolls(st: Int32Array, n: number, table: Int32Array, byFaces: Int32Array, counts: Int32Array): void {
  countUniform(st, n, table.length, byFaces);
  for (let i = 0; i < table.length; i++) {
    counts[table[i]] += byFaces[i];
    byFaces[i] = 0;
  }
}

/** Kernels flush their Int32 counts at least this often, far below 2^31. */
export const FLUSH_EVERY = 1 << 30;

/** Add `counts[id]` trials of `outcomes[id] | orBits` to the accumulator and zero the counts. */
export function flushCounts(acc: Float64Array, c: CompiledCheck, outcomes: Int32Array, counts: Int32Array, orBits = 0): void {
  for (let id = 0; id < outcomes.length; id++) {
    if (counts[id] !== 0) record(acc, c, outcomes[id] | orBits, counts[id]);
    counts[id] = 0;
  }
}

/** Exact accumulator from (packed outcome, probability) pairs. */
export function exactFrom(c: CompiledCheck, outcomes: Iterable<[number, number]>): Float64Array {
  const acc = newAccumulator(c);
  acc[ACC_TRIALS] = 1;
  for (const [packed, p] of outcomes) record(acc, c, packed, p);
  return acc;
}

/** Every sorted multiset of `n` dice of `faces`, with its probability (multinomial weight / faces^n). */
export function* diceMultisets(n: number, faces: number): Generator<[Int32Array, number]> {
  const d = new Int32Array(n);
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const total = Math.pow(faces, n);
  function* rec(i: number, min: number): Generator<[Int32Array, number]> {
    if (i === n) {
      let w = fact(n);
      let run = 1;
      for (let j = 1; j <= n; j++) {
        if (j < n && d[j] === d[j - 1]) run++;
        else {
          w /= fact(run);
          run = 1;
        }
      }
      yield [d, w / total];
      return;
    }
    for (let f = min; f <= faces; f++) {
      d[i] = f;
      yield* rec(i + 1, f);
    }
  }
  yield* rec(0, 1);
}

/**
 * Exact results shared by a cell family: the cells of a grid whose compiled
 * numbers agree (2d6 cells differing only in how judgement value and modifier
 * split their sum). Keyed by the numbers themselves, which the caller writes
 * into one scratch array per lookup (no key object or string per cell): a
 * numeric hash finds the candidates, and every hit is checked number by
 * number, so two families never share a result by a hash collision. Bounded:
 * a long-lived process (the workbench, a solve over thousands of rulesets)
 * starts afresh at `limit` families.
 */
export class FamilyCache<T> {
  private readonly byHash = new Map<number, Array<{ key: Float64Array; value: T }>>();
  private size = 0;

  constructor(private readonly limit = 4096) {}

  get(key: Float64Array): T | undefined {
    const bucket = this.byHash.get(hashNumbers(key));
    if (bucket === undefined) return undefined;
    for (let b = 0; b < bucket.length; b++) if (sameNumbers(bucket[b].key, key)) return bucket[b].value;
    return undefined;
  }

  /** Remember `value` under a copy of `key` (the caller's scratch array is reused). */
  set(key: Float64Array, value: T): void {
    if (this.size >= this.limit) {
      this.byHash.clear();
      this.size = 0;
    }
    const h = hashNumbers(key);
    const entry = { key: key.slice(), value };
    const bucket = this.byHash.get(h);
    if (bucket === undefined) this.byHash.set(h, [entry]);
    else bucket.push(entry);
    this.size++;
  }
}

/** Whether x is a whole number in [lo, hi]: a family key packs small numbers only when they are. */
export function inRange(x: number, lo: number, hi: number): boolean {
  return Number.isInteger(x) && x >= lo && x <= hi;
}

/** FNV-style mix of the numbers' low 32 bits, kept a small integer (a fast Map key). */
function hashNumbers(key: Float64Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ (key[i] | 0), 0x01000193);
  return h & 0x3fffffff;
}

function sameNumbers(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Divide an exact accumulator of whole counts (trials slot aside) by their total: weights that sum to 1, each rounded once. */
export function countsToWeights(acc: Float64Array, total: number): Float64Array {
  for (let i = ACC_TRIALS + 1; i < acc.length; i++) acc[i] /= total;
  acc[ACC_TRIALS] = 1;
  return acc;
}
