import { ACC_TRIALS } from '../../core/accumulator.js';
import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY, type OutcomeTable, TABLE_MAX, countTableRolls, flushCounts, outcomeTable, rejectBelow } from '../dice-kernel.js';
import { type DrawSteelCompiled, P_REROLLED } from './compile.js';
import { resolvePowerRoll } from './rules.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/**
 * The power roll's outcome for every pair of faces (index (d1 − 1) + (d2 − 1)
 * · faces, filled by the rules function), built on a kernel's first call and
 * kept per compiled object (every chunk of a task gets the same object).
 */
const tables = new WeakMap<DrawSteelCompiled, OutcomeTable>();

export function powerRollTable(c: DrawSteelCompiled): OutcomeTable {
  let t = tables.get(c);
  // faces ≤ 100 (ruleset validation): at most 10,000 entries, always within TABLE_MAX
  if (!t) tables.set(c, (t = outcomeTable(2, c.faces, (d) => resolvePowerRoll(c, d[0], d[1]))!));
  return t;
}

/** Two rolls' table (first roll i + size · second roll j), built once per compiled cell: the same object serves every chunk of a task. */
const rerollTables = new WeakMap<DrawSteelCompiled, Int32Array>();

function rerollTable(c: DrawSteelCompiled): Int32Array {
  let table = rerollTables.get(c);
  if (table) return table;
  const { outcomeOf, outcomes } = powerRollTable(c);
  const k = outcomes.length;
  const size1 = outcomeOf.length;
  table = new Int32Array(size1 * size1);
  for (let i = 0; i < size1; i++) {
    const first = outcomeOf[i];
    for (let j = 0; j < size1; j++) table[i + size1 * j] = outcomes[first] & 1 ? first : k + outcomeOf[j];
  }
  rerollTables.set(c, table);
  return table;
}

/**
 * The test as one draw from a table of whole tests: without a reroll the
 * power roll's table itself; with the hero-token reroll, a table over (first roll,
 * second roll) whose entry is the first roll's outcome id when it succeeds,
 * else k + the second roll's (the second roll is drawn whatever happens, and
 * ignored after a success, which leaves the law of the test unchanged).
 */
function drawSteelOneDraw(c: DrawSteelCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const { outcomeOf, outcomes } = powerRollTable(c);
  const k = outcomes.length;
  const table = c.reroll === 1 ? rerollTable(c) : outcomeOf;
  const counts = new Int32Array(2 * k);
  // counted per face combination, not per outcome: increments spread over many cells do not wait on each other
  const byFaces = new Int32Array(table.length);
  const st = warmState(seed);
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    countTableRolls(st, Math.min(FLUSH_EVERY, n - done), table, byFaces, counts);
    flushCounts(acc, c, outcomes, counts.subarray(0, k));
    flushCounts(acc, c, outcomes, counts.subarray(k), P_REROLLED);
  }
}

/**
 * n tests. One 32-bit draw picks a uniform pair of faces (an index of the
 * power roll's table, `powerRollTable`, filled by the rules function); with the hero-token
 * policy a failed roll is rolled once more and the new roll stands, counted
 * apart as "rerolled". Counts reach the accumulator once per call. Used for
 * the reroll when the table of two rolls would be too large (faces > 16).
 */
export function drawSteelKernel(c: DrawSteelCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  acc[ACC_TRIALS] += n;
  const { outcomeOf: table, outcomes } = powerRollTable(c);
  const size = table.length;
  if (c.reroll !== 1 || size * size <= TABLE_MAX) return drawSteelOneDraw(c, n, seed, acc);
  const k = outcomes.length;
  const ok = new Uint8Array(k);
  for (let id = 0; id < k; id++) ok[id] = outcomes[id] & 1;
  const kept = new Int32Array(k);
  const rerolled = new Int32Array(k);
  const reroll = c.reroll === 1;
  const reject = rejectBelow(size);
  const st = warmState(seed);
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    // a failed first roll waiting for its reroll (the next accepted draw)
    let rerolling = false;
    for (let t = 0; t < m;) {
      const r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      const x = (r >>> 0) * size;
      const i = (x * U32) | 0;
      if (x - i * 4294967296 < reject) continue; // exact uniformity: draw again (p < size / 2^32)
      if (rerolling) {
        // the hero-token reroll of a failed first roll: the new roll stands
        rerolled[table[i]]++;
        rerolling = false;
        t++;
        continue;
      }
      const id = table[i];
      if (reroll && ok[id] === 0) rerolling = true;
      else {
        kept[id]++;
        t++;
      }
    }
    flushCounts(acc, c, outcomes, kept);
    flushCounts(acc, c, outcomes, rerolled, P_REROLLED);
  }
}
