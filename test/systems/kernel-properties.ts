import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Kernel } from '../../src/systems/types.js';

/*
 * The property suite every kernel runs (as pure-rand runs one suite on every
 * generator): what the engine relies on when it splits a job into seeded
 * chunks on any number of threads (systems/types.ts `Kernel`). A failing
 * property prints its seed and path, so the case replays with
 * `fc.assert(…, { seed, path })`.
 */

/** One kernel with compiled data it accepts. */
export interface KernelSubject {
  kernel: Kernel<unknown>;
  compiled: unknown;
  /** The accumulator's length. */
  length: number;
  /** The most trials a property runs per call (a slow kernel asks fewer). */
  maxTrials: number;
}

const word = fc.integer({ min: 0, max: 0xffffffff });
/** A chunk seed as deriveSeed gives them: four words, never all zero. */
const seedArb = fc
  .tuple(word, word, word, word)
  .filter((w) => w.some((x) => x !== 0))
  .map((w) => Uint32Array.from(w));

const RUNS = { numRuns: 12 };

function run(s: KernelSubject, seed: Uint32Array, n: number, into = new Float64Array(s.length)): Float64Array {
  s.kernel(s.compiled, n, seed, into);
  return into;
}

/** Register the suite's tests for one kernel (call inside a describe). */
export function kernelProperties(subject: () => KernelSubject): void {
  const trials = (s: KernelSubject) => fc.integer({ min: 1, max: s.maxTrials });

  it('the same seed gives the same counts', () => {
    const s = subject();
    fc.assert(
      fc.property(seedArb, trials(s), (seed, n) => {
        expect(Array.from(run(s, seed, n))).toEqual(Array.from(run(s, seed, n)));
      }),
      RUNS,
    );
  });

  it('counts depend on the seed alone, not on the calls before (no state carried between chunks)', () => {
    const s = subject();
    fc.assert(
      fc.property(seedArb, seedArb, trials(s), trials(s), (x, y, nx, ny) => {
        const alone = run(s, y, ny);
        run(s, x, nx);
        expect(Array.from(run(s, y, ny))).toEqual(Array.from(alone));
      }),
      RUNS,
    );
  });

  it('adds into the accumulator and never overwrites what is there', () => {
    const s = subject();
    const before = fc.array(fc.nat({ max: 1e6 }), { minLength: s.length, maxLength: s.length });
    fc.assert(
      fc.property(seedArb, trials(s), before, (seed, n, counts) => {
        const fresh = run(s, seed, n);
        const added = run(s, seed, n, Float64Array.from(counts));
        expect(Array.from(added)).toEqual(counts.map((c, i) => c + fresh[i]));
      }),
      RUNS,
    );
  });

  it('counts its trials, each count a whole number from 0 up; no trials, no counts', () => {
    const s = subject();
    fc.assert(
      fc.property(seedArb, trials(s), (seed, n) => {
        const acc = run(s, seed, n);
        expect(acc[0]).toBe(n);
        for (const v of acc) expect(Number.isInteger(v) && v >= 0).toBe(true);
        expect(Array.from(run(s, seed, 0))).toEqual(new Array<number>(s.length).fill(0));
      }),
      RUNS,
    );
  });

  it('leaves its compiled input as it was (one compiled cell serves every chunk)', () => {
    const s = subject();
    const before = structuredClone(s.compiled);
    fc.assert(
      fc.property(seedArb, trials(s), (seed, n) => {
        run(s, seed, n);
        expect(s.compiled).toEqual(before);
      }),
      RUNS,
    );
  });

  it('spends its seed: different seeds give different counts', () => {
    const s = subject();
    fc.assert(
      fc.property(fc.uniqueArray(seedArb, { minLength: 4, maxLength: 4, selector: (w) => w.join() }), (seeds) => {
        const counts = new Set(seeds.map((seed) => run(s, seed, s.maxTrials).join()));
        expect(counts.size).toBeGreaterThan(1);
      }),
      RUNS,
    );
  });
}
