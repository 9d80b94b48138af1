import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, newAccumulator } from '../../core/accumulator.js';
import { CAT_BOOSTED, CAT_CRIT_ACHIEVEMENT, CAT_CRIT_TARGET, type CompiledLibrary, type MtgCompiled } from './compile.js';
import { type PairLaw, bonusLaw, pairLaw } from './pair-law.js';
import { BOOST } from './rules.js';

/**
 * The exact routine as tables: per (deck, check type, ruleset) family and
 * boost policy, the accumulator of the cell at every t = difficulty − dMin
 * (a pair law index i fails before any boost when i < t), filled as cells ask
 * for them. A cell is then one copy of its row, as the numpy peer computes
 * every difficulty as one more axis of the same arrays. A cold call runs this
 * code unoptimised, where each step on a double costs ~0.1 µs and each typed
 * array made ~1 µs: so a cell makes one array and does no arithmetic, and a
 * family's tables loop over the law's bins once.
 */
interface Family {
  law: PairLaw;
  criticalMode: number;
  /** Pair weights' units per unit of probability (pair-law.ts). */
  pairs: number;
  /** P(the degree decides and passes at t) + P(a critical wins), t = 0 .. span: a never-boost cell's success. */
  success: Float64Array;
  /** The never-boost histogram. */
  plain: Float64Array;
  /** Whole weights the degree decides (groups 0..2) at i ≥ t, t = 0 .. span. */
  degreeFrom: Float64Array;
  /** By active boost policy (rules.ts BOOST). */
  tables: Array<Table | undefined>;
}

/**
 * One policy's cells: `base` is the accumulator of the cell at t = 0
 * (nothing fails before a boost); never and always cells differ from it in
 * success only (success[t], t = 0 .. top; beyond, the cells are those at the
 * ends). On-fail rows follow one from another (advance): rows[t · len ..] is
 * the cell at t, for t = 0 .. done. The accumulator's layout (`len`, the law's
 * first bin at `off`) depends on the library and policy, never on the
 * difficulty.
 */
interface Table {
  len: number;
  off: number;
  top: number;
  base: Float64Array;
  success: Float64Array;
  rows: Float64Array;
  done: number;
  /** On-fail: the boosted weight spread so far over the bins, and the bonus law. */
  spread: Float64Array;
  bonus: Float64Array;
  size: number;
}

const families = new WeakMap<CompiledLibrary, Family>();
// a grid's cells come family by family: the last one found saves the lookup
let lastLib: CompiledLibrary | undefined;
let lastFamily: Family | undefined;

function familyOf(lib: CompiledLibrary, criticalMode: number): Family {
  if (lib === lastLib && lastFamily && lastFamily.criticalMode === criticalMode) return lastFamily;
  let f = families.get(lib);
  if (!f || f.criticalMode !== criticalMode) families.set(lib, (f = newFamily(lib, criticalMode)));
  lastLib = lib;
  lastFamily = f;
  return f;
}

function newFamily(lib: CompiledLibrary, criticalMode: number): Family {
  const law = pairLaw(lib, criticalMode);
  const { span } = law;
  const w = law.law;
  const pairs = law.deck.pairs;
  const plain = new Float64Array(span);
  const degreeFrom = new Float64Array(span + 1);
  let won = 0;
  // whole numbers: exact in any order, divided once
  if ((law.present & ~7) === 0) {
    // the degree decides every pair (no automatic criticals)
    for (let i = span - 1; i >= 0; i--) {
      const d = w[i] + w[span + i] + w[2 * span + i];
      plain[i] = d / pairs;
      degreeFrom[i] = degreeFrom[i + 1] + d;
    }
  } else {
    for (let i = span - 1; i >= 0; i--) {
      const d = w[i] + w[span + i] + w[2 * span + i];
      const wins = w[3 * span + i] + w[4 * span + i] + w[5 * span + i];
      plain[i] = (d + wins + w[6 * span + i] + w[7 * span + i] + w[8 * span + i]) / pairs;
      degreeFrom[i] = degreeFrom[i + 1] + d;
      won += wins;
    }
  }
  const success = new Float64Array(span + 1);
  for (let t = 0; t <= span; t++) success[t] = (won + degreeFrom[t]) / pairs;
  return { law, criticalMode, pairs, success, plain, degreeFrom, tables: [] };
}

/**
 * Exact distribution of one check on a freshly shuffled library: the two
 * revealed cards are a uniform ordered pair of distinct cards, the boost cards
 * a uniform subset of the rest, so the number of colourless cards among them
 * is hypergeometric. Weights sum to 1.
 */
export function mtgExact(c: MtgCompiled): Float64Array {
  if (!c.possible) {
    const acc = newAccumulator(c);
    acc[ACC_TRIALS] = 1;
    acc[ACC_IMPOSSIBLE] = 1;
    return acc;
  }
  const f = familyOf(c.lib, c.criticalMode);
  const policy = c.boostAllowed ? c.boostPolicy : BOOST.NEVER;
  const dMin = f.law.dMin;
  // law index i → accumulator slot off + i (the same for every difficulty)
  const len = ACC_CATEGORIES + c.nCategories + c.degreeSize;
  const off = ACC_CATEGORIES + c.nCategories + dMin - c.difficulty - c.degreeMin;
  let tab = f.tables[policy];
  if (!tab || tab.len !== len || tab.off !== off) f.tables[policy] = tab = newTable(f, policy, len, off, c);
  let t = c.difficulty - dMin;
  t = t < 0 ? 0 : t > tab.top ? tab.top : t;
  if (policy !== BOOST.ON_FAIL) {
    const acc = tab.base.slice();
    acc[ACC_SUCCESS] = tab.success[t];
    return acc;
  }
  if (t > tab.done) advance(f, tab, t);
  return tab.rows.slice(t * len, t * len + len);
}

/** A policy's table: its cell at t = 0. */
function newTable(f: Family, policy: number, len: number, off: number, c: MtgCompiled): Table {
  const { span, deck } = f.law;
  const size = c.boostSize;
  const base = new Float64Array(len);
  base[ACC_TRIALS] = 1;
  base[ACC_CATEGORIES + CAT_CRIT_TARGET] = deck.critShare;
  base[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] = deck.critShare;
  const tab: Table = { len, off, top: span, base, success: f.success, rows: base, done: 0, spread: base, bonus: base, size };
  if (policy === BOOST.ALWAYS) {
    tab.top = span + size;
    always(f, tab, bonusLaw(deck, c.lib.size - 2, size));
    return tab;
  }
  base.set(f.plain, off);
  base[ACC_SUCCESS] = f.success[0];
  if (policy === BOOST.ON_FAIL) {
    tab.top = span + size;
    tab.spread = new Float64Array(span + size);
    tab.bonus = bonusLaw(deck, c.lib.size - 2, size);
  }
  return tab;
}

/**
 * On-fail rows done + 1 .. to, each from the one before: at t + 1 the weight
 * the degree decides at i = t fails and boosts, spread over the bonus law of
 * its colourless count (0..2); bin t keeps what can no longer pass (the
 * boosted spread and what a critical decided), bins t + 1 .. t + size the
 * passing weight plus the spread. The rows grow as cells ask for higher t.
 */
function advance(f: Family, tab: Table, to: number): void {
  const { len, off, size, bonus, spread } = tab;
  const { span } = f.law;
  const w = f.law.law;
  const { plain, pairs, degreeFrom } = f;
  const s1 = size + 1;
  const J = span + size;
  const critical = (f.law.present & ~7) !== 0;
  let rows = tab.rows;
  if (rows.length < (to + 1) * len) {
    rows = new Float64Array(Math.min(Math.max(2 * to, 16), tab.top) * len + len);
    rows.set(tab.done === 0 ? tab.base : tab.rows.subarray(0, (tab.done + 1) * len));
    tab.rows = rows;
  }
  for (let t = tab.done; t < to; t++) {
    const row = (t + 1) * len;
    rows.copyWithin(row, row - len, row);
    if (t < span) {
      const f0 = w[t];
      const f1 = w[span + t];
      const f2 = w[2 * span + t];
      for (let x = 0; x <= size; x++) spread[t + x] += f0 * bonus[x] + f1 * bonus[s1 + x] + f2 * bonus[2 * s1 + x];
    }
    const at = row + off;
    let nonDegree = 0;
    if (critical && t < span)
      nonDegree = (w[3 * span + t] + w[4 * span + t] + w[5 * span + t] + w[6 * span + t] + w[7 * span + t] + w[8 * span + t]) / pairs;
    rows[at + t] = nonDegree + spread[t];
    let passing = 0;
    for (let j = t + 1, end = t + 1 + size < J ? t + 1 + size : J; j < end; j++) {
      rows[at + j] = (j < span ? plain[j] : 0) + spread[j];
      passing += spread[j];
    }
    const from = t + 1 < span ? t + 1 : span;
    rows[row + ACC_SUCCESS] = f.success[from] + passing;
    rows[row + ACC_CATEGORIES + CAT_BOOSTED] = (degreeFrom[0] - degreeFrom[from]) / pairs;
  }
  tab.done = to;
}

/** The always-boost row 0: every group spread over the bonus law; success by t sums the spread the degree decides from t on. */
function always(f: Family, tab: Table, bonus: Float64Array): void {
  const { span } = f.law;
  const w = f.law.law;
  const { size, base: rows, off } = tab;
  const J = span + size;
  const s1 = size + 1;
  const byDegree = new Float64Array(J);
  let won = 0,
    total = 0;
  for (let i = 0; i < span; i++) {
    for (let k = 0; k < 3; k++) {
      const d = w[k * span + i];
      const wins = w[(3 + k) * span + i];
      const all = d + wins + w[(6 + k) * span + i];
      won += wins;
      total += all;
      if (all === 0) continue;
      for (let x = 0; x <= size; x++) {
        rows[off + i + x] += all * bonus[k * s1 + x];
        byDegree[i + x] += d * bonus[k * s1 + x];
      }
    }
  }
  const success = new Float64Array(J + 1);
  let tail = 0;
  for (let t = J; t >= 0; t--) {
    success[t] = won / f.pairs + tail;
    if (t > 0) tail += byDegree[t - 1];
  }
  tab.success = success;
  rows[ACC_SUCCESS] = success[0];
  rows[ACC_CATEGORIES + CAT_BOOSTED] = total / f.pairs;
}
