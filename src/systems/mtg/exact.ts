import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../../core/accumulator.js';
import { hypergeometric } from '../../core/combinatorics.js';
import { CAT_BOOSTED, CAT_CRIT_ACHIEVEMENT, CAT_CRIT_TARGET, type CompiledLibrary, type MtgCompiled, activeBoostPolicy } from './compile.js';
import { decisionSlot, decisions, succeeds } from './rules.js';

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
  let vMin = Infinity, vMax = -Infinity, aMin = Infinity, aMax = -Infinity;
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
  const law = { dMin, span, weight, colourlessTotal, critFirst: crit / N, critSecond: crit / N };
  pairLaws.set(lib, law);
  return law;
}

/**
 * Exact distribution of one check on a freshly shuffled library: the two
 * revealed cards are a uniform ordered pair of distinct cards, the boost cards
 * a uniform subset of the rest, so the number of colourless cards among them
 * is hypergeometric. Weights sum to 1.
 */
export function mtgExact(c: MtgCompiled): Float64Array {
  const acc = newAccumulator(c);
  acc[ACC_TRIALS] = 1;
  if (!c.possible) {
    acc[ACC_IMPOSSIBLE] = 1;
    return acc;
  }
  const law = pairLaw(c.lib);
  const decide = decisions(c.criticalMode, activeBoostPolicy(c));
  const base = degreeBase(c) - c.degreeMin;
  const rest = c.lib.size - 2;
  // the boost's bonus law by how many of the two revealed cards are colourless
  const bonus = [0, 1, 2].map((k) => Array.from({ length: c.boostSize + 1 }, (_, x) => hypergeometric(x, rest, law.colourlessTotal - k, c.boostSize)));
  acc[ACC_CATEGORIES + CAT_CRIT_TARGET] = law.critFirst;
  acc[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] = law.critSecond;
  for (let c1 = 0; c1 < 4; c1++) {
    for (let c2 = 0; c2 < 4; c2++) {
      // the rules' decisions (rules.ts), as the kernel reads them: a class's bit 0 is critical
      const holds = decide[decisionSlot(c1 & 1, c2 & 1, 0)];
      const fails = decide[decisionSlot(c1 & 1, c2 & 1, 1)];
      const decided = holds >> 1;
      const px = bonus[(c1 >> 1) + (c2 >> 1)];
      const row = (c1 * 4 + c2) * law.span;
      for (let i = 0; i < law.span; i++) {
        const w = law.weight[row + i];
        if (w === 0) continue;
        const degree = law.dMin + i - c.difficulty;
        const ok = succeeds(decided, degree);
        if (((degree < 0 ? fails : holds) & 1) === 1) {
          acc[ACC_CATEGORIES + CAT_BOOSTED] += w;
          for (let x = 0; x <= c.boostSize; x++) {
            if (px[x] === 0) continue;
            acc[base + degree + x] += w * px[x];
            if (succeeds(decided, degree + x)) acc[ACC_SUCCESS] += w * px[x];
          }
        } else {
          acc[base + degree] += w;
          if (ok) acc[ACC_SUCCESS] += w;
        }
      }
    }
  }
  return acc;
}
