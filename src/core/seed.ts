import type seedrandomType from 'seedrandom';
import { lazy } from './lazy.js';

// only a simulation derives seeds: exact runs never load seedrandom
const seedrandom = lazy<typeof seedrandomType>('seedrandom');

/**
 * Seed derivation: every chunk of work gets its own stream, derived from
 * (master seed, cell key, chunk index) through seedrandom, so chunk results do
 * not depend on which thread runs them.
 */
export function deriveSeed(master: string, cellKey: string, chunk: number): Uint32Array {
  const prng = seedrandom()(`hantei|${master}|${cellKey}|${chunk}`);
  const out = new Uint32Array(4);
  for (let i = 0; i < 4; i++) out[i] = prng.int32() >>> 0;
  // sfc32 never reaches the all-zero state only if the counter word is nonzero.
  if ((out[0] | out[1] | out[2] | out[3]) === 0) out[3] = 1;
  return out;
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counter), used where a plain object
 * generator is convenient (scenarios, shuffles). The hot kernels inline the same
 * four-word step with the state in local variables, which is several times
 * faster than calling a method; the step is written once (core/sfc32-step.ts),
 * and test/core/sfc32-copies.test.ts holds this class, the block generator and
 * every inlined copy to it.
 * A kernel seeds it with the chunk's seed, so the same seed gives the same
 * numbers in any thread.
 *
 * @example
 * const g = new Sfc32(seed);
 * const face = 1 + g.int(6); // a d6
 */
export class Sfc32 {
  a: number;
  b: number;
  c: number;
  d: number;

  constructor(seed: Uint32Array) {
    this.a = seed[0] | 0;
    this.b = seed[1] | 0;
    this.c = seed[2] | 0;
    this.d = seed[3] | 0;
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform integer in [0, n), n < 2^21 (bias below 2^-11 of one count in a million). */
  int(n: number): number {
    return (this.nextU32() * n * 2.3283064365386963e-10) | 0;
  }
}

/** The state after seeding and warm-up, for kernels that inline the step. */
export function warmState(seed: Uint32Array): Int32Array {
  const g = new Sfc32(seed);
  return Int32Array.of(g.a, g.b, g.c, g.d);
}
