import { ACC_TRIALS } from '../../core/accumulator.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY, FamilyCache, type OutcomeTable, countTableRolls, flushCounts, outcomeTable, record } from '../dice-kernel.js';
import { type TwoD6Compiled, rollFamilyKey } from './compile.js';
import { type TwoD6Roll, resolveTwoD6 } from './rules.js';

const byFamily = new FamilyCache<OutcomeTable | null>();
const familyKey = new Float64Array(4);

/**
 * A roll's outcome for every face combination (dice-kernel's `outcomeTable`,
 * filled by the rules function), shared by the roll's family (compile.ts
 * `rollFamilyKey`): the single check's kernel, an opposed contest's two
 * sides and a session's checks use the same tables, which nothing writes.
 * Null when faces^dice exceeds TABLE_MAX.
 */
export function rollTable(roll: TwoD6Roll): OutcomeTable | null {
  const shared = rollFamilyKey(roll, familyKey);
  let t = shared ? byFamily.get(familyKey) : undefined;
  if (t === undefined) {
    t = outcomeTable(roll.dice, roll.faces, (d) => resolveTwoD6(roll, d)) ?? null;
    if (shared) byFamily.set(familyKey, t);
  }
  return t;
}

/** A compiled cell's `rollTable`, kept per compiled object (every chunk of a task gets the same object); undefined for no table. */
const tables = new WeakMap<TwoD6Compiled, OutcomeTable | null>();

export function twoD6Table(c: TwoD6Compiled): OutcomeTable | undefined {
  let t = tables.get(c);
  if (t === undefined) tables.set(c, (t = rollTable(c)));
  return t ?? undefined;
}

/**
 * n rolls. Each roll is a uniform face combination (an index of the outcome
 * table, `twoD6Table`, which the rules function filled; two rolls a 32-bit word, see
 * `countUniform`), and the trial is one count of that combination's outcome;
 * counts reach the accumulator once per call.
 */
export function twoD6CheckKernel(c: TwoD6Compiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  acc[ACC_TRIALS] += n;
  const t = twoD6Table(c);
  if (!t) return twoD6ResolveEach(c, n, seed, acc);
  const table = t.outcomeOf;
  const counts = new Int32Array(t.outcomes.length);
  // counted per face combination, not per outcome: increments spread over many cells do not wait on each other
  const byFaces = new Int32Array(table.length);
  const st = warmState(seed);
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    countTableRolls(st, Math.min(FLUSH_EVERY, n - done), table, byFaces, counts);
    flushCounts(acc, c, t.outcomes, counts);
  }
}

/** Rulesets with too many face combinations for a table: draw each die and call the rules function. */
function twoD6ResolveEach(c: TwoD6Compiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  const dice = new Int32Array(c.dice);
  for (let t = 0; t < n; t++) {
    for (let i = 0; i < c.dice; i++) {
      if (pos === BLOCK) {
        rb.refill();
        pos = 0;
      }
      dice[i] = die(buf[pos++], c.faces);
    }
    record(acc, c, resolveTwoD6(c, dice), 1);
  }
}
