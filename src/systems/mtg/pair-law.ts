import { hypergeometric } from '../../core/combinatorics.js';
import { type CompiledLibrary, type LibraryKinds, OPTION_COLOURLESS } from './compile.js';
import { criticalDecision } from './rules.js';

/**
 * The revealed pair of a deck as whole numbers, once per deck and ruleset,
 * then once per check type (the exact routine's tables, exact.ts, start from
 * it). A pair's weight is in units of 1/60 of a card (lcm(1..5): a card's
 * weight split among its 1–5 colours stays whole), so every sum here is exact
 * whatever its order, and the law divides by the number of pairs only at the
 * end (a cell's probabilities are then correctly rounded).
 */

const UNIT = 60;
const OPTIONS = OPTION_COLOURLESS + 1;

/**
 * What a cell's last step tells the revealed pairs apart by: what decided the
 * check (rules.ts DECIDED: its degree, a critical card 2, a critical card 1)
 * and how many of the two cards are colourless (the boost's bonus law):
 * group = decided · 3 + colourless. Groups 0..2 are the ones the degree decides.
 */
export const GROUPS = 9;

/**
 * A deck's ordered pairs of distinct cards for one ruleset, before a check
 * type's modifiers: by (group, colour card 2 counts as), the weight of each
 * δ = card 2's value − card 1's value, as rows over their non-zero stretch.
 * A check type then only shifts each row by its colour's modifier.
 */
export interface DeckPairs {
  /** N (N − 1) · 60: the pair weights' sum. */
  pairs: number;
  colourlessTotal: number;
  /** P(card 1 critical) = P(card 2 critical). */
  critShare: number;
  nRows: number;
  rowGroup: Int32Array;
  /** The option colour (compile.ts: COLOURS' index, or OPTION_COLOURLESS) card 2 counts as. */
  rowOption: Int32Array;
  /** δ of the row's first entry, where it starts in `weight`, its length. */
  rowLo: Int32Array;
  rowStart: Int32Array;
  rowLen: Int32Array;
  weight: Float64Array;
  /** The boost's bonus law for the last boost size asked (bonusLaw). */
  bonusSize: number;
  bonus: Float64Array;
}

const byKinds = new WeakMap<LibraryKinds, DeckPairs[]>();

/**
 * One pass over the deck's kinds (card 1 by (class, value), card 2 by (class,
 * option colour, value); class = colourless · 2 + critical), then the
 * products of the two by value: the cost grows with the kinds and the
 * distinct values, never with the deck's size or pairs of kinds.
 */
export function deckPairs(kinds: LibraryKinds, criticalMode: number): DeckPairs {
  let byMode = byKinds.get(kinds);
  if (!byMode) byKinds.set(kinds, (byMode = []));
  const ready = byMode[criticalMode];
  if (ready) return ready;
  const { count, value, modStart, modCount, colourless, critical, option } = kinds;
  const K = count.length;
  let N = 0,
    colourlessTotal = 0,
    crit = 0,
    vMin = Infinity,
    vMax = -Infinity;
  for (let k = 0; k < K; k++) {
    N += count[k];
    colourlessTotal += count[k] * colourless[k];
    crit += count[k] * critical[k];
    if (value[k] < vMin) vMin = value[k];
    if (value[k] > vMax) vMax = value[k];
  }
  const vSpan = vMax - vMin + 1;
  // δ ranges over −(vSpan − 1) .. vSpan − 1, at index δ + vSpan − 1
  const dSpan = 2 * vSpan - 1;
  const groupOf = new Int32Array(16);
  for (let c1 = 0; c1 < 4; c1++) {
    for (let c2 = 0; c2 < 4; c2++)
      groupOf[c1 * 4 + c2] = criticalDecision(criticalMode, (c1 & 1) === 1, (c2 & 1) === 1) * 3 + (c1 >> 1) + (c2 >> 1);
  }
  // card 1 by (class, value), card 2 by (class · OPTIONS + option, value), dense; and the non-zero entries as lists
  const first = new Float64Array(4 * vSpan);
  const second = new Float64Array(4 * OPTIONS * vSpan);
  const firstAt: number[] = [];
  const secondAt: number[] = [];
  const grid = new Float64Array(GROUPS * OPTIONS * dSpan);
  // each (group, option) row's stretch lo .. hi − 1 of grid indexes
  const rowLo = new Int32Array(GROUPS * OPTIONS).fill(GROUPS * OPTIONS * dSpan);
  const rowHi = new Int32Array(GROUPS * OPTIONS);
  for (let k = 0; k < K; k++) {
    const n = count[k];
    const cls = colourless[k] * 2 + critical[k];
    const v = value[k] - vMin;
    if (first[cls * vSpan + v] === 0) firstAt.push(cls * vSpan + v);
    first[cls * vSpan + v] += n;
    const share = (n * UNIT) / modCount[k];
    for (let o = modStart[k], end = o + modCount[k]; o < end; o++) {
      const at = (cls * OPTIONS + option[o]) * vSpan + v;
      if (second[at] === 0) secondAt.push(at);
      second[at] += share;
      // a card never pairs with itself: each copy's pair with itself (δ = 0) removed
      grid[(groupOf[cls * 5] * OPTIONS + option[o]) * dSpan + vSpan - 1] -= share;
    }
  }
  for (let a = 0; a < firstAt.length; a++) {
    const f = first[firstAt[a]];
    const c1 = (firstAt[a] / vSpan) | 0;
    const v1 = firstAt[a] - c1 * vSpan;
    for (let b = 0; b < secondAt.length; b++) {
      const so = (secondAt[b] / vSpan) | 0;
      const c2 = (so / OPTIONS) | 0;
      const r = groupOf[c1 * 4 + c2] * OPTIONS + so - c2 * OPTIONS;
      const at = r * dSpan + vSpan - 1 + secondAt[b] - so * vSpan - v1;
      grid[at] += f * second[secondAt[b]];
      if (at < rowLo[r]) rowLo[r] = at;
      if (at >= rowHi[r]) rowHi[r] = at + 1;
    }
  }
  const out = packRows(grid, rowLo, rowHi, dSpan, vSpan, { pairs: N * (N - 1) * UNIT, colourlessTotal, critShare: crit / N });
  byMode[criticalMode] = out;
  return out;
}

/**
 * deckPairs' result from its grid: the rows with weight (group · OPTIONS +
 * option, each over its stretch rowLo .. rowHi − 1 of grid indexes, δ from
 * −(vSpan − 1) at index 0 of a row's dSpan), packed one after another.
 */
function packRows(
  grid: Float64Array,
  rowLo: Int32Array,
  rowHi: Int32Array,
  dSpan: number,
  vSpan: number,
  totals: Pick<DeckPairs, 'pairs' | 'colourlessTotal' | 'critShare'>,
): DeckPairs {
  // the rows with weight, each over its stretch (the pair with itself lies inside it: δ = 0 is a pair of two copies too, or zero)
  const rows: number[] = [];
  let total = 0;
  for (let r = 0; r < GROUPS * OPTIONS; r++) {
    if (rowHi[r] === 0) continue;
    rows.push(r, rowLo[r], rowHi[r]);
    total += rowHi[r] - rowLo[r];
  }
  const nRows = rows.length / 3;
  const out: DeckPairs = {
    ...totals,
    nRows,
    rowGroup: new Int32Array(nRows),
    rowOption: new Int32Array(nRows),
    rowLo: new Int32Array(nRows),
    rowStart: new Int32Array(nRows),
    rowLen: new Int32Array(nRows),
    weight: new Float64Array(total),
    bonusSize: -1,
    bonus: new Float64Array(0),
  };
  for (let j = 0, at = 0; j < nRows; j++) {
    const r = rows[3 * j];
    const lo = rows[3 * j + 1];
    const len = rows[3 * j + 2] - lo;
    out.rowGroup[j] = (r / OPTIONS) | 0;
    out.rowOption[j] = r % OPTIONS;
    out.rowLo[j] = lo - r * dSpan - (vSpan - 1);
    out.rowStart[j] = at;
    out.rowLen[j] = len;
    out.weight.set(grid.subarray(lo, lo + len), at);
    at += len;
  }
  return out;
}

/**
 * The boost's bonus law over the pair weights' units:
 * bonus[k · (size + 1) + x] = P(x colourless among `size` boost cards | k
 * colourless among the two revealed) / pairs. The colourless cards among the
 * boost cards, drawn from the other N − 2, are hypergeometric. Once per deck
 * and boost size; the check types of the deck share it.
 */
export function bonusLaw(d: DeckPairs, rest: number, size: number): Float64Array {
  if (d.bonusSize === size) return d.bonus;
  const b = new Float64Array(3 * (size + 1));
  for (let k = 0; k < 3; k++) {
    // x colourless among `size` of `rest` with `marked` colourless: P(0) as a product, then P(x + 1) / P(x)
    const marked = d.colourlessTotal - k;
    if (marked < 0 || size > rest) continue;
    if (rest - marked < size) {
      // fewer coloured cards than boost cards: some x are impossible, and P(0) is 0
      for (let x = 0; x <= size; x++) b[k * (size + 1) + x] = hypergeometric(x, rest, marked, size) / d.pairs;
      continue;
    }
    let p = 1 / d.pairs;
    for (let i = 0; i < size; i++) p *= (rest - marked - i) / (rest - i);
    for (let x = 0; x <= size; x++) {
      b[k * (size + 1) + x] = p;
      p *= ((marked - x) * (size - x)) / ((x + 1) * (rest - marked - size + x + 1));
    }
  }
  d.bonus = b;
  d.bonusSize = size;
  return b;
}

/**
 * A check type's pair law: law[g · span + i] is group g's whole weight at
 * d = achievement − card 1's value = dMin + i (the deck's rows shifted by
 * their colour's modifier; rows of one group and colour add up exactly).
 */
export interface PairLaw {
  deck: DeckPairs;
  dMin: number;
  span: number;
  law: Float64Array;
  /** The groups with weight, bit g. */
  present: number;
}

/** The pair law of a check type's library (its deck's rows, its modifiers); the caller caches it. */
export function pairLaw(lib: CompiledLibrary, criticalMode: number): PairLaw {
  const deck = deckPairs(lib.kinds, criticalMode);
  const { nRows, rowGroup, rowOption, rowLo, rowStart, rowLen, weight } = deck;
  const mods = lib.colourMods;
  let dMin = Infinity,
    dMax = -Infinity;
  for (let j = 0; j < nRows; j++) {
    const lo = rowLo[j] + mods[rowOption[j]];
    if (lo < dMin) dMin = lo;
    if (lo + rowLen[j] > dMax) dMax = lo + rowLen[j];
  }
  const span = dMax - dMin;
  const law = new Float64Array(GROUPS * span);
  let present = 0;
  for (let j = 0; j < nRows; j++) {
    present |= 1 << rowGroup[j];
    const at = rowGroup[j] * span + rowLo[j] + mods[rowOption[j]] - dMin - rowStart[j];
    for (let e = rowStart[j], end = e + rowLen[j]; e < end; e++) law[at + e] += weight[e];
  }
  return { deck, dMin, span, law, present };
}
