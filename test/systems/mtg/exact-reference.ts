/**
 * The mtg exact routine as it was before the per-deck fast path (commit
 * b67fd0d's src/systems/mtg/exact.ts, verbatim but for its name and imports):
 * the reference test/systems/mtg/exact-fast.test.ts holds the exact tables
 * to, slot by slot (within 1e-14: they sum in another order), and to the same
 * printed digits.
 */
import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../../../src/core/accumulator.js';
import { hypergeometric } from '../../../src/core/combinatorics.js';
import {
  CAT_BOOSTED,
  CAT_CRIT_ACHIEVEMENT,
  CAT_CRIT_TARGET,
  type CompiledLibrary,
  type MtgCompiled,
  activeBoostPolicy,
} from '../../../src/systems/mtg/compile.js';
import { type DecidedCode, criticalDecision, succeeds, wantsBoost } from '../../../src/systems/mtg/rules.js';

/**
 * The revealed pair of a library, once for every cell that shares it: the
 * probability of each (class of card 1, class of card 2, achievement − value
 * of card 1), where a card's class is (colourless for the boost, critical).
 * Difficulty and boost only shift and spread this, so a grid's cells differ
 * in a cheap last step.
 */
interface PairLaw {
  /** d = achievement − first value ranges over dMin .. dMin + span − 1. */
  dMin: number;
  span: number;
  /** weight[(cls1 · 4 + cls2) · span + d − dMin], cls = colourless · 2 + critical; sums to 1. */
  weight: Float64Array;
  colourlessTotal: number;
  /** P(card 1 critical), P(card 2 critical). */
  critFirst: number;
  critSecond: number;
  /** The boost's bonus laws by boost size (boostLaw), shared by every cell of the library. */
  boost: Map<number, number[][]>;
}

/**
 * The boost's bonus law, by how many of the two revealed cards are
 * colourless (0, 1, 2): the colourless cards among `size` drawn from the
 * `rest` of the library are hypergeometric. Once per library and boost size.
 */
function boostLaw(law: PairLaw, rest: number, size: number): number[][] {
  let b = law.boost.get(size);
  if (!b) {
    b = [0, 1, 2].map((k) => Array.from({ length: size + 1 }, (_, x) => hypergeometric(x, rest, law.colourlessTotal - k, size)));
    law.boost.set(size, b);
  }
  return b;
}

/** lcm(1..5): a card's weight split among its 1–5 colours stays whole. */
const UNIT = 60;

const pairLaws = new WeakMap<CompiledLibrary, PairLaw>();

/**
 * Ordered pairs of distinct cards: (every card 1) × (every card 2) minus the
 * pairs of a card with itself, as histograms over values, so the cost grows
 * with the deck's size and its distinct values, never with pairs of kinds.
 */
function pairLaw(lib: CompiledLibrary): PairLaw {
  const cached = pairLaws.get(lib);
  if (cached) return cached;
  const { value, modStart, modCount, mods, colourless, critical } = lib;
  const N = lib.size;
  let vMin = Infinity,
    vMax = -Infinity,
    aMin = Infinity,
    aMax = -Infinity;
  for (let i = 0; i < N; i++) {
    vMin = Math.min(vMin, value[i]);
    vMax = Math.max(vMax, value[i]);
    for (let k = 0; k < modCount[i]; k++) {
      aMin = Math.min(aMin, value[i] + mods[modStart[i] + k]);
      aMax = Math.max(aMax, value[i] + mods[modStart[i] + k]);
    }
  }
  const vSpan = vMax - vMin + 1;
  const aSpan = aMax - aMin + 1;
  // card 1 counts by (class, value); card 2 weights by (class, achievement), a multicolour card's colours equally likely
  const first = new Float64Array(4 * vSpan);
  const second = new Float64Array(4 * aSpan);
  const dMin = aMin - vMax;
  const span = aMax - vMin - dMin + 1;
  const weight = new Float64Array(16 * span);
  let colourlessTotal = 0;
  let crit = 0;
  // weights in units of 1/60 of a card: a card of 1–5 colours gives each colour a whole number,
  // so every sum below is an integer, exact in a double
  for (let i = 0; i < N; i++) {
    const cls = colourless[i] * 2 + critical[i];
    colourlessTotal += colourless[i];
    crit += critical[i];
    first[cls * vSpan + value[i] - vMin] += 1;
    const share = UNIT / modCount[i];
    for (let k = 0; k < modCount[i]; k++) {
      const a = value[i] + mods[modStart[i] + k];
      second[cls * aSpan + a - aMin] += share;
      // the same card cannot be both: remove its pair with itself (d = its modifier)
      weight[(cls * 4 + cls) * span + a - value[i] - dMin] -= share;
    }
  }
  for (let c1 = 0; c1 < 4; c1++) {
    for (let v = 0; v < vSpan; v++) {
      const f = first[c1 * vSpan + v];
      if (f === 0) continue;
      for (let c2 = 0; c2 < 4; c2++) {
        const row = (c1 * 4 + c2) * span + aMin - (v + vMin) - dMin;
        for (let a = 0; a < aSpan; a++) {
          const s = second[c2 * aSpan + a];
          if (s !== 0) weight[row + a] += f * s;
        }
      }
    }
  }
  const pairs = N * (N - 1) * UNIT;
  for (let i = 0; i < weight.length; i++) weight[i] /= pairs;
  const law = { dMin, span, weight, colourlessTotal, critFirst: crit / N, critSecond: crit / N, boost: new Map<number, number[][]>() };
  pairLaws.set(lib, law);
  return law;
}

/** The pair law's rows merged by what a cell's last step tells apart: what decided the check (rules.ts: its degree, or a critical), colourless cards among the two. */
interface Group {
  decided: DecidedCode;
  /** Colourless cards among the two revealed (the boost's bonus law). */
  k: number;
  weight: Float64Array;
  /** The non-zero stretch of `weight`. */
  lo: number;
  hi: number;
}

const groupCache = new WeakMap<PairLaw, Group[][]>();

/**
 * The 16 (class 1, class 2) rows of a pair law merged into at most 12 groups
 * (usually 3: no criticals), each with its non-zero stretch, once per library
 * and critical mode: a grid's cells then walk a few short rows, not 16 long
 * ones (a cold call runs this loop unoptimised, so its length is its cost).
 */
function groupsOf(law: PairLaw, criticalMode: number): Group[] {
  let byMode = groupCache.get(law);
  if (!byMode) groupCache.set(law, (byMode = []));
  const ready = byMode[criticalMode];
  if (ready) return ready;
  const groups = new Map<number, Group>();
  for (let c1 = 0; c1 < 4; c1++) {
    for (let c2 = 0; c2 < 4; c2++) {
      // the rules' decision (rules.ts): a class's bit 0 is critical
      const decided = criticalDecision(criticalMode, (c1 & 1) === 1, (c2 & 1) === 1);
      const k = (c1 >> 1) + (c2 >> 1);
      const row = (c1 * 4 + c2) * law.span;
      let g: Group | undefined;
      for (let i = 0; i < law.span; i++) {
        const w = law.weight[row + i];
        if (w === 0) continue;
        if (!g) {
          const key = decided * 3 + k;
          g = groups.get(key);
          if (!g) groups.set(key, (g = { decided, k, weight: new Float64Array(law.span), lo: law.span, hi: 0 }));
        }
        g.weight[i] += w;
        g.lo = Math.min(g.lo, i);
        g.hi = Math.max(g.hi, i + 1);
      }
    }
  }
  const out = [...groups.values()];
  byMode[criticalMode] = out;
  return out;
}

/**
 * Exact distribution of one check on a freshly shuffled library: the two
 * revealed cards are a uniform ordered pair of distinct cards, the boost cards
 * a uniform subset of the rest, so the number of colourless cards among them
 * is hypergeometric. Weights sum to 1.
 */
export function mtgExactReference(c: MtgCompiled): Float64Array {
  const acc = newAccumulator(c);
  acc[ACC_TRIALS] = 1;
  if (!c.possible) {
    acc[ACC_IMPOSSIBLE] = 1;
    return acc;
  }
  const law = pairLaw(c.lib);
  const policy = activeBoostPolicy(c);
  const base = degreeBase(c) - c.degreeMin;
  const rest = c.lib.size - 2;
  const bonus = boostLaw(law, rest, c.boostSize);
  acc[ACC_CATEGORIES + CAT_CRIT_TARGET] = law.critFirst;
  acc[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] = law.critSecond;
  for (const g of groupsOf(law, c.criticalMode)) {
    const px = bonus[g.k];
    for (let i = g.lo; i < g.hi; i++) {
      const w = g.weight[i];
      if (w === 0) continue;
      const degree = law.dMin + i - c.difficulty;
      if (wantsBoost(policy, g.decided, degree)) {
        acc[ACC_CATEGORIES + CAT_BOOSTED] += w;
        for (let x = 0; x <= c.boostSize; x++) {
          if (px[x] === 0) continue;
          acc[base + degree + x] += w * px[x];
          if (succeeds(g.decided, degree + x)) acc[ACC_SUCCESS] += w * px[x];
        }
      } else {
        acc[base + degree] += w;
        if (succeeds(g.decided, degree)) acc[ACC_SUCCESS] += w;
      }
    }
  }
  return acc;
}
