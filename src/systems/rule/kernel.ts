import { ACC_TRIALS } from '../../core/accumulator.js';
import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY, type OutcomeTable, TABLE_MAX, countTableRolls, flushCounts, record } from '../dice-kernel.js';
import type { RuleCompiled } from './compiled.js';
import { judge } from './judge.js';
import { GivenDraws, RandomDraws, type SideScratch, rollSide, sideScratch } from './trial.js';

/** The draws of a roll when every pool rolls a fixed number of dice once each (no reroll, no explosion); 0 otherwise. */
function fixedDraws(c: RuleCompiled): { count: number; sizes: number[] } | undefined {
  const sizes: number[] = [];
  for (const s of c.sides)
    for (const p of s.pools) {
      if (p.depth > 0 || p.reroll.some((x) => x === 1)) return undefined;
      for (let d = 0; d < p.n; d++) sizes.push(p.sample.length);
    }
  return { count: sizes.length, sizes };
}

/**
 * Every combination of draws judged once (a uniform index of the table is a
 * uniform roll), where there are at most TABLE_MAX: the kernel then counts
 * table indices, as the built-in dice kernels do. Opposed ties that roll
 * again are marked −1.
 */
function outcomeTable(c: RuleCompiled): OutcomeTable | null {
  const fixed = fixedDraws(c);
  if (!fixed) return null;
  let size = 1;
  for (const s of fixed.sizes) if ((size *= s) > TABLE_MAX) return null;
  const draws = new GivenDraws(fixed.count);
  const scratch = c.sides.map((_, i) => sideScratch(c, i));
  const fa = new Int32Array(1 + c.naturals.length + c.sides[0].pools.length);
  const fb = new Int32Array(1);
  const outcomeOf = new Int32Array(size);
  const ids = new Map<number, number>();
  for (let index = 0; index < size; index++) {
    let x = index;
    for (let i = 0; i < fixed.count; i++) {
      draws.at[i] = x % fixed.sizes[i];
      x = Math.floor(x / fixed.sizes[i]);
    }
    draws.pos = 0;
    rollSide(c, c.sides[0], scratch[0], fa, draws, true);
    if (c.sides.length > 1) rollSide(c, c.sides[1], scratch[1], fb, draws, false);
    const packed = judge(c, fa, fb[0]);
    let id = ids.get(packed);
    if (id === undefined) ids.set(packed, (id = ids.size));
    outcomeOf[index] = id;
  }
  return { outcomeOf, outcomes: Int32Array.from(ids.keys()) };
}

/** A compiled cell's table, kept per compiled object (every chunk of a task gets the same object). */
const tables = new WeakMap<RuleCompiled, OutcomeTable | null>();

/**
 * n trials of a rule's check. Fixed small rolls draw one index of the
 * outcome table each (counted per table entry, flushed once per call);
 * others roll die by die (trial.ts), judge, and count by distinct outcome.
 */
export function ruleCheckKernel(c: RuleCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  acc[ACC_TRIALS] += n;
  let t = tables.get(c);
  if (t === undefined) tables.set(c, (t = outcomeTable(c)));
  if (t !== null && !t.outcomes.includes(-1)) {
    const counts = new Int32Array(t.outcomes.length);
    const byFaces = new Int32Array(t.outcomeOf.length);
    const st = warmState(seed);
    for (let done = 0; done < n; done += FLUSH_EVERY) {
      countTableRolls(st, Math.min(FLUSH_EVERY, n - done), t.outcomeOf, byFaces, counts);
      flushCounts(acc, c, t.outcomes, counts);
    }
    return;
  }
  rollEach(c, n, seed, acc);
}

/** Die by die: distinct outcomes counted in a small table, flushed once per call. */
function rollEach(c: RuleCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const draws = new RandomDraws(seed);
  const scratch: SideScratch[] = c.sides.map((_, i) => sideScratch(c, i));
  const fa = new Int32Array(1 + c.naturals.length + c.sides[0].pools.length);
  const fb = new Int32Array(1);
  const opposed = c.sides.length > 1;
  const ids = new Map<number, number>();
  let outcomes = new Int32Array(64);
  let counts = new Float64Array(64);
  for (let t = 0; t < n; t++) {
    let packed = -1;
    // an opposed tie that rolls again: both sides roll until one wins (exact leaves ties out the same way)
    while (packed === -1) {
      rollSide(c, c.sides[0], scratch[0], fa, draws, true);
      if (opposed) rollSide(c, c.sides[1], scratch[1], fb, draws, false);
      packed = judge(c, fa, fb[0]);
    }
    let id = ids.get(packed);
    if (id === undefined) {
      ids.set(packed, (id = ids.size));
      if (id === outcomes.length) {
        outcomes = grow(outcomes, new Int32Array(id * 2));
        counts = grow(counts, new Float64Array(id * 2));
      }
      outcomes[id] = packed;
    }
    counts[id]++;
  }
  for (let id = 0; id < ids.size; id++) record(acc, c, outcomes[id], counts[id]);
}

function grow<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
