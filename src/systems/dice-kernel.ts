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
