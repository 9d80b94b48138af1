import { warmState } from '../../core/seed.js';
import { FLUSH_EVERY } from '../dice-kernel.js';
import { d6ChainGroupTables } from './kernel.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/** What the combat kernel reads: the compiled combat's fields (scenario.ts D6ChainCombatCompiled). */
export interface CombatSteps {
  value: Int32Array;
  dice: Int32Array;
  bonus: Int32Array;
  target: Int32Array;
  strict: number;
}

/** Die values may span less than this (compileCombat checks): a sum's field has 26 bits when a draw holds one die. */
export const COMBAT_SPREAD_MAX = 1 << 26;

/** A need no sum reaches (sums stay below 2^30): a head that does not end its step never counts a success. */
const NEVER = 1 << 30;

/** The bits of a table entry below its sums: successes of the steps inside the draw (3) and their count (2). */
const SUM_SHIFT = 5;

/**
 * A combat's dice laid end to end, step after step, and drawn m at a time
 * (one exactly uniform 32-bit draw of 36^m cells, as the check kernel draws
 * three dice), whatever step each die belongs to: a trial of the bench's nine
 * one-die steps takes three draws. A draw's dice split into segments at the
 * step boundaries among them. A segment that is a whole step is decided by
 * the draw's table itself (built once per boundary pattern and needs, from
 * the die table): the entry holds those steps' successes as bits and their
 * count. Only a step that crosses draws keeps a running sum: its first dice
 * are the tail of one draw (the entry's tail sum, offset to start at 0), its
 * last the head of a later one (the head sum), compared with the step's need
 * without a branch. A draw is straight-line code: one lookup, one count of
 * its 4-bit success code, a few adds.
 */
interface CombatWalk {
  k: number;
  /** Per draw: its range (36^dice), the low parts it rejects, its table's offset in `tables`. */
  drawSize: Int32Array;
  drawReject: Int32Array;
  drawBase: Int32Array;
  tables: Int32Array;
  /**
   * Per draw, SLOTS Int32 slots: the head's mask (0 without a head), its need
   * (NEVER unless the head ends its step here), keep (−1 when the head goes
   * on past the draw, else 0), the tail's shift and mask (0 without a tail);
   * then the steps of success bits 0..3 (inside steps, then the head), −1 where none.
   */
  draw: Int32Array;
  /** Scratch, zeroed by every flush: per draw, trials by the draw's 4-bit success code; trials by number of successful steps. */
  codes: Int32Array;
  hist: Int32Array;
}

const SLOTS = 9;

const walks = new WeakMap<CombatSteps, CombatWalk>();

/** The combat's draws and tables, once per compiled object (every chunk of a task shares it). */
export function combatWalk(c: CombatSteps): CombatWalk {
  let w = walks.get(c);
  if (!w) walks.set(c, (w = buildWalk(c)));
  return w;
}

function buildWalk(c: CombatSteps): CombatWalk {
  const { vMin, vMax, one } = d6ChainGroupTables({ value: c.value, kind: new Int32Array(36) });
  const spread = vMax - vMin;
  // dice a draw, and the bits of a sum: a head and a tail sum of up to m dice each fit above the success bits
  const m = 3 * spread < 1 << 13 ? 3 : 2 * spread < 1 << 13 ? 2 : 1;
  const F = m > 1 ? 13 : 26;
  // a draw of one die has a head or a tail, never both: its tail shares the head's field
  const tailShift = m > 1 ? SUM_SHIFT + F : SUM_SHIFT;
  const k = c.dice.length;
  const stepOf: number[] = [];
  for (let q = 0; q < k; q++) for (let i = 0; i < c.dice[q]; i++) stepOf.push(q);
  const total = stepOf.length;
  const need = (q: number): number => {
    // success iff Σ value + bonus > target (strict) or ≥ target: Σ (value − vMin) ≥ need
    const x = c.target[q] - c.bonus[q] - c.dice[q] * vMin + (c.strict ? 1 : 0);
    return Math.min(NEVER, Math.max(0, x));
  };
  const tableOf = new Map<string, number>();
  const chunks: Int32Array[] = [];
  let tablesLength = 0;
  const drawSize: number[] = [],
    drawReject: number[] = [],
    drawBase: number[] = [];
  const draw: number[] = [];
  for (let p = 0; p < total; p += m) {
    const len = Math.min(m, total - p);
    // segments: runs of the draw's dice that belong to one step; each a head (its step began in an
    // earlier draw), a tail (its step goes on in a later one), both (a step through the whole draw) or inside
    const segOf: number[] = [];
    for (let i = 0; i < len; i++) segOf.push(i === 0 ? 0 : segOf[i - 1] + (stepOf[p + i] !== stepOf[p + i - 1] ? 1 : 0));
    const segments = segOf[len - 1] + 1;
    const role: Array<'head' | 'tail' | 'through' | 'inside'> = [];
    const segStep: number[] = [];
    for (let j = 0; j < segments; j++) {
      const firstDie = p + segOf.indexOf(j);
      const lastDie = p + segOf.lastIndexOf(j);
      const q = stepOf[firstDie];
      const fresh = firstDie === 0 || stepOf[firstDie - 1] !== q;
      const ends = lastDie + 1 === total || stepOf[lastDie + 1] !== q;
      role.push(fresh ? (ends ? 'inside' : 'tail') : ends ? 'head' : 'through');
      segStep.push(q);
    }
    const insideNeeds = role.map((r, j) => (r === 'inside' ? need(segStep[j]) : -1));
    const key = `${len}:${segOf.join(',')}:${role.join(',')}:${insideNeeds.join(',')}`;
    let base = tableOf.get(key);
    if (base === undefined) {
      const t = drawTable(len, segOf, role, insideNeeds, one, tailShift);
      const size = t.length;
      tableOf.set(key, (base = tablesLength));
      chunks.push(t);
      tablesLength += size;
    }
    const size = Math.pow(36, len);
    drawSize.push(size);
    drawReject.push(4294967296 % size);
    drawBase.push(base);
    const mask = F === 26 ? (1 << 26) - 1 : (1 << F) - 1;
    const headAt = role.findIndex((r) => r === 'head' || r === 'through');
    const hasTail = role.includes('tail');
    draw.push(
      headAt >= 0 ? mask : 0,
      headAt >= 0 && role[headAt] === 'head' ? need(segStep[headAt]) : NEVER,
      headAt >= 0 && role[headAt] === 'through' ? -1 : 0,
      hasTail ? tailShift : 0,
      hasTail ? mask : 0,
      ...[0, 1, 2].map((j) => (j < segments && role[j] === 'inside' ? segStep[j] : -1)),
      headAt >= 0 ? segStep[headAt] : -1,
    );
  }
  const tables = new Int32Array(tablesLength);
  let at = 0;
  for (const t of chunks) {
    tables.set(t, at);
    at += t.length;
  }
  return {
    k,
    drawSize: Int32Array.from(drawSize),
    drawReject: Int32Array.from(drawReject),
    drawBase: Int32Array.from(drawBase),
    tables,
    draw: Int32Array.from(draw),
    codes: new Int32Array(16 * drawSize.length),
    hist: new Int32Array(k + 1),
  };
}

/**
 * The table of one draw of len dice (index: die i is digit i, base 36): per
 * outcome, the bits of the steps inside it that succeed, their count, and
 * the sums of its head (a step begun in an earlier draw) and of its tail (a
 * step going on in a later one), packed as walkCombats reads them.
 */
function drawTable(
  len: number,
  segOf: readonly number[],
  role: ReadonlyArray<'head' | 'tail' | 'through' | 'inside'>,
  insideNeeds: readonly number[],
  one: Int32Array,
  tailShift: number,
): Int32Array {
  const size = Math.pow(36, len);
  const segments = segOf[len - 1] + 1;
  const t = new Int32Array(size);
  const sums = [0, 0, 0];
  for (let idx = 0; idx < size; idx++) {
    sums.fill(0);
    // die i is digit i of the draw's index (base 36), as in the check kernel's group tables
    for (let i = 0, x = idx; i < len; i++, x = Math.floor(x / 36)) sums[segOf[i]] += one[x % 36] >> 2;
    let bits = 0,
      count = 0,
      head = 0,
      tail = 0;
    for (let j = 0; j < segments; j++) {
      if (role[j] === 'inside' && sums[j] >= insideNeeds[j]) {
        bits |= 1 << j;
        count++;
      } else if (role[j] === 'head' || role[j] === 'through') head = sums[j];
      else if (role[j] === 'tail') tail = sums[j];
    }
    t[idx] = bits | (count << 3) | (head << SUM_SHIFT) | (tail * 2 ** tailShift);
  }
  return t;
}

/** n combats; the counts become the accumulator's [trials, all succeed, per step success, successful steps 0..k] once per call. */
export function walkCombats(w: CombatWalk, n: number, seed: Uint32Array, acc: Float64Array): void {
  const st = warmState(seed);
  for (let done = 0; done < n; done += FLUSH_EVERY) {
    const m = Math.min(FLUSH_EVERY, n - done);
    combatTrials(w, st, m);
    const { k, codes, hist, draw } = w;
    acc[0] += m;
    acc[1] += hist[k];
    for (let g = 0; g < w.drawSize.length; g++) {
      for (let code = 0; code < 16; code++) {
        const count = codes[16 * g + code];
        codes[16 * g + code] = 0;
        for (let bit = 0; bit < 4; bit++) if ((code >> bit) & 1) acc[2 + draw[SLOTS * g + 5 + bit]] += count;
      }
    }
    for (let x = 0; x <= k; x++) {
      acc[2 + k + x] += hist[x];
      hist[x] = 0;
    }
  }
}

/** The trial loop, a function of its own so that V8 optimises it whole. */
function combatTrials(w: CombatWalk, st: Int32Array, n: number): void {
  const { drawSize, drawReject, drawBase, tables, draw, codes, hist } = w;
  const draws = drawSize.length;
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < n; t++) {
    let sum = 0;
    let won = 0;
    for (let g = 0; g < draws; g++) {
      const size = drawSize[g];
      const reject = drawReject[g];
      let i = 0;
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
      const e = tables[drawBase[g] + i];
      const o = SLOTS * g;
      // a step begun in an earlier draw: add its last dice, 1 iff the sum reaches its need (sign bit, no branch)
      sum += (e >>> SUM_SHIFT) & draw[o];
      const head = (draw[o + 1] - 1 - sum) >>> 31;
      // then keep the sum (the step goes on) or start the next step's with this draw's tail
      sum = (sum & draw[o + 2]) + ((e >>> draw[o + 3]) & draw[o + 4]);
      codes[16 * g + ((e & 7) | (head << 3))]++;
      won += ((e >>> 3) & 3) + head;
    }
    hist[won]++;
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
}
