import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../../core/accumulator.js';
import { hypergeometric } from '../../core/combinatorics.js';
import {
  CAT_BOOSTED,
  CAT_CRIT_ACHIEVEMENT,
  CAT_CRIT_TARGET,
  type CompiledLibrary,
  type MtgCompiled,
  activeBoostPolicy,
} from './compile.js';
import { BOOST, criticalDecision, succeeds, wantsBoost } from './rules.js';

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
  /** The classes the library has, bit cls. */
  present: number;
  colourlessTotal: number;
  /** P(card 1 critical), P(card 2 critical). */
  critFirst: number;
  critSecond: number;
  /** The rows merged into groups, by critical mode (groupsOf). */
  groups: Groups[];
  /** The last boost size's bonus law (boostLaw), for the cells that follow. */
  bonus?: Float64Array;
  bonusSize?: number;
}

/** lcm(1..5): a card's weight split among its 1–5 colours stays whole. */
const UNIT = 60;

const pairLaws = new WeakMap<CompiledLibrary, PairLaw>();

/**
 * Ordered pairs of distinct cards: (every card 1) × (every card 2) minus the
 * pairs of a card with itself, as histograms over values, summed over the
 * library's card kinds (a kind's copies at once), so the cost grows with the
 * deck's kinds and its distinct values, never with pairs of kinds. Every
 * weight is a whole number (units of 1/60 of a card) until the last division,
 * so the order of the sums cannot change a bit.
 */
function pairLaw(lib: CompiledLibrary): PairLaw {
  const cached = pairLaws.get(lib);
  if (cached) return cached;
  const { count, value, modStart, modCount, colourless, critical } = lib.kinds;
  const mods = lib.mods;
  const K = count.length;
  const N = lib.size;
  let vMin = Infinity,
    vMax = -Infinity,
    aMin = Infinity,
    aMax = -Infinity;
  for (let k = 0; k < K; k++) {
    vMin = Math.min(vMin, value[k]);
    vMax = Math.max(vMax, value[k]);
    for (let o = 0; o < modCount[k]; o++) {
      aMin = Math.min(aMin, value[k] + mods[modStart[k] + o]);
      aMax = Math.max(aMax, value[k] + mods[modStart[k] + o]);
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
  // the classes the library has (bit cls): the rows of the others stay zero and are never walked
  let present = 0;
  for (let k = 0; k < K; k++) {
    const n = count[k];
    const cls = colourless[k] * 2 + critical[k];
    present |= 1 << cls;
    colourlessTotal += n * colourless[k];
    crit += n * critical[k];
    first[cls * vSpan + value[k] - vMin] += n;
    const share = (n * UNIT) / modCount[k];
    for (let o = 0; o < modCount[k]; o++) {
      const a = value[k] + mods[modStart[k] + o];
      second[cls * aSpan + a - aMin] += share;
      // the same card cannot be both: remove each copy's pair with itself (d = its modifier)
      weight[(cls * 4 + cls) * span + a - value[k] - dMin] -= share;
    }
  }
  for (let c1 = 0; c1 < 4; c1++) {
    if ((present & (1 << c1)) === 0) continue;
    for (let v = 0; v < vSpan; v++) {
      const f = first[c1 * vSpan + v];
      if (f === 0) continue;
      for (let c2 = 0; c2 < 4; c2++) {
        if ((present & (1 << c2)) === 0) continue;
        const row = (c1 * 4 + c2) * span + aMin - (v + vMin) - dMin;
        for (let a = 0, at = c2 * aSpan; a < aSpan; a++) {
          const s = second[at + a];
          if (s !== 0) weight[row + a] += f * s;
        }
      }
    }
  }
  const pairs = N * (N - 1) * UNIT;
  for (let i = 0; i < weight.length; i++) if (weight[i] !== 0) weight[i] /= pairs;
  const law = {
    dMin,
    span,
    weight,
    present,
    colourlessTotal,
    critFirst: crit / N,
    critSecond: crit / N,
    groups: [],
    bonus: undefined,
    bonusSize: -1,
  };
  pairLaws.set(lib, law);
  return law;
}

/**
 * The pair law's rows merged by what a cell's last step tells apart: what
 * decided the check (rules.ts: its degree, or a critical) and the colourless
 * cards among the two (the boost's bonus law), as flat typed arrays, so a
 * cell's loop reads numbers only (a cold call runs it unoptimised: no
 * property reads, no calls, nothing for the optimiser to bail out on).
 */
interface Groups {
  n: number;
  /** weight[g · span + i]: group g's share of the pair law at d = dMin + i. */
  weight: Float64Array;
  /** Group g's non-zero stretch lo[g] .. hi[g] − 1. */
  lo: Int32Array;
  hi: Int32Array;
  /** Colourless cards among the two revealed (0, 1, 2). */
  k: Int32Array;
  /**
   * The rules' decisions (rules.ts), read once for a failing (< 0) and a
   * passing degree (they look at its sign only): rule[g · 8 + 0/1] =
   * succeeds(decided, failing / passing), rule[g · 8 + 2 + 2 · policy + 0/1]
   * = wantsBoost(policy, decided, failing / passing).
   */
  rule: Uint8Array;
  /** The histogram of a cell that never boosts (every group, added in group order), at index i. */
  plain: Float64Array;
}

const POLICIES = [BOOST.NEVER, BOOST.ON_FAIL, BOOST.ALWAYS];

/**
 * The 16 (class 1, class 2) rows of a pair law merged into at most 12 groups
 * (usually 3: no criticals), each with its non-zero stretch, once per library
 * and critical mode: a grid's cells then walk a few short rows, not 16 long
 * ones.
 */
function groupsOf(law: PairLaw, criticalMode: number): Groups {
  const ready = law.groups[criticalMode];
  if (ready) return ready;
  const { span } = law;
  const keys: number[] = [];
  const rows: Float64Array[] = [];
  const lo: number[] = [];
  const hi: number[] = [];
  const ks: number[] = [];
  const rule: number[] = [];
  for (let c1 = 0; c1 < 4; c1++) {
    for (let c2 = 0; c2 < 4; c2++) {
      if ((law.present & (1 << c1)) === 0 || (law.present & (1 << c2)) === 0) continue; // a row of zeros
      // the rules' decision (rules.ts): a class's bit 0 is critical
      const decided = criticalDecision(criticalMode, (c1 & 1) === 1, (c2 & 1) === 1);
      const k = (c1 >> 1) + (c2 >> 1);
      const row = (c1 * 4 + c2) * span;
      let g = -1;
      for (let i = 0; i < span; i++) {
        const w = law.weight[row + i];
        if (w === 0) continue;
        if (g < 0) {
          const key = decided * 3 + k;
          g = keys.indexOf(key);
          if (g < 0) {
            g = keys.push(key) - 1;
            rows.push(new Float64Array(span));
            lo.push(span);
            hi.push(0);
            ks.push(k);
            rule.push(
              +succeeds(decided, -1),
              +succeeds(decided, 0),
              ...POLICIES.flatMap((p) => [+wantsBoost(p, decided, -1), +wantsBoost(p, decided, 0)]),
            );
          }
        }
        rows[g][i] += w;
        if (i < lo[g]) lo[g] = i;
        if (i >= hi[g]) hi[g] = i + 1;
      }
    }
  }
  const n = rows.length;
  const weight = new Float64Array(n * span);
  const plain = new Float64Array(span);
  for (let g = 0; g < n; g++) {
    weight.set(rows[g], g * span);
    // as a cell's loop adds them: group by group into one histogram
    for (let i = lo[g]; i < hi[g]; i++) if (rows[g][i] !== 0) plain[i] += rows[g][i];
  }
  const out = { n, weight, lo: Int32Array.from(lo), hi: Int32Array.from(hi), k: Int32Array.from(ks), rule: Uint8Array.from(rule), plain };
  law.groups[criticalMode] = out;
  return out;
}

/**
 * The boost's bonus law, by how many of the two revealed cards are
 * colourless (0, 1, 2): the colourless cards among `size` drawn from the
 * `rest` of the library are hypergeometric. Once per (rest, colourless
 * cards, size): the check types of a deck (and decks alike) share it.
 */
const boostLaws = new Map<string, Float64Array>();

/** bonus[k · (size + 1) + x] = P(x colourless among the boost cards | k colourless among the two revealed). */
function boostLaw(rest: number, colourlessTotal: number, size: number): Float64Array {
  const key = `${rest} ${colourlessTotal} ${size}`;
  let b = boostLaws.get(key);
  if (!b) {
    if (boostLaws.size >= 4096) boostLaws.clear(); // a few decks per process; never grow without bound
    b = new Float64Array(3 * (size + 1));
    for (let k = 0; k < 3; k++) for (let x = 0; x <= size; x++) b[k * (size + 1) + x] = hypergeometric(x, rest, colourlessTotal - k, size);
    boostLaws.set(key, b);
  }
  return b;
}

/**
 * Exact distribution of one check on a freshly shuffled library: the two
 * revealed cards are a uniform ordered pair of distinct cards, the boost cards
 * a uniform subset of the rest, so the number of colourless cards among them
 * is hypergeometric. Weights sum to 1.
 *
 * A cell's last step: each group's weights shifted by the difficulty (a
 * group index i is degree dMin + i − difficulty, failing below t), the
 * boosted ones spread over the bonus law; the sums run in the same order
 * whatever the grid (group, then i, then bonus), so a cell's numbers do not
 * depend on the cells computed before it.
 */
export function mtgExact(c: MtgCompiled): Float64Array {
  const acc = newAccumulator(c);
  acc[ACC_TRIALS] = 1;
  if (!c.possible) {
    acc[ACC_IMPOSSIBLE] = 1;
    return acc;
  }
  const law = pairLaw(c.lib);
  const groups = groupsOf(law, c.criticalMode);
  const policy = activeBoostPolicy(c);
  acc[ACC_CATEGORIES + CAT_CRIT_TARGET] = law.critFirst;
  acc[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] = law.critSecond;
  // group index i → accumulator slot off + i; degree < 0 ⇔ i < t
  const off = degreeBase(c) + law.dMin - c.difficulty - c.degreeMin;
  const t = c.difficulty - law.dMin;
  if (policy === BOOST.NEVER) plainCell(acc, groups, law.span, off, t);
  else {
    // the library's bonus law for its boost size, remembered on the law (no key to build per cell)
    let bonus = law.bonus;
    if (!bonus || law.bonusSize !== c.boostSize) {
      bonus = law.bonus = boostLaw(c.lib.size - 2, law.colourlessTotal, c.boostSize);
      law.bonusSize = c.boostSize;
    }
    boostedCell(acc, groups, law.span, off, t, policy, c.boostSize, bonus);
  }
  return acc;
}

/** A cell that never boosts: the histogram is the groups' sum at the cell's offset; success adds each group's weights past the line, in order. */
function plainCell(acc: Float64Array, groups: Groups, span: number, off: number, t: number): void {
  acc.set(groups.plain, off);
  const { weight, lo, hi, rule } = groups;
  let success = 0;
  for (let g = 0; g < groups.n; g++) {
    const okF = rule[g * 8];
    const okP = rule[g * 8 + 1];
    for (let i = lo[g], row = g * span; i < hi[g]; i++) {
      const w = weight[row + i];
      if (w !== 0 && (i < t ? okF : okP)) success += w;
    }
  }
  acc[ACC_SUCCESS] = success;
}

/** A cell that may boost: group by group, i ascending, a boosted weight spread over the bonus law (the order every cell's sums take). */
function boostedCell(
  acc: Float64Array,
  groups: Groups,
  span: number,
  off: number,
  t: number,
  policy: number,
  size: number,
  bonus: Float64Array,
): void {
  const { weight, lo, hi, k, rule } = groups;
  let success = 0;
  let boosted = 0;
  for (let g = 0; g < groups.n; g++) {
    const okF = rule[g * 8];
    const okP = rule[g * 8 + 1];
    const boostF = rule[g * 8 + 2 + 2 * policy];
    const boostP = rule[g * 8 + 3 + 2 * policy];
    const px = k[g] * (size + 1);
    for (let i = lo[g], row = g * span; i < hi[g]; i++) {
      const w = weight[row + i];
      if (w === 0) continue;
      if (i < t ? boostF : boostP) {
        boosted += w;
        for (let x = 0; x <= size; x++) {
          const p = bonus[px + x];
          if (p === 0) continue;
          const v = w * p;
          acc[off + i + x] += v;
          if (i + x < t ? okF : okP) success += v;
        }
      } else {
        acc[off + i] += w;
        if (i < t ? okF : okP) success += w;
      }
    }
  }
  acc[ACC_SUCCESS] = success;
  acc[ACC_CATEGORIES + CAT_BOOSTED] = boosted;
}
