import { ACC_TRIALS, newAccumulator } from '../../core/accumulator.js';
import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import { markShared } from '../../core/results.js';
import { record } from '../dice-kernel.js';
import type { CompiledNatural, CompiledPool, CompiledSide, RuleCompiled } from './compiled.js';
import { type DieLaw, dieLaw } from './die-law.js';
import { combine, judge } from './judge.js';

/** Most roll states the exact routine keeps at once; beyond, the rule is for Monte Carlo. */
export const EXACT_STATES_MAX = 400_000;

/** Where pool `pool` of side `side` is written: its dotted key, and the file and line (system.ts reads them from the rule). */
export type PoolPlace = (side: number, pool: number) => { path: string; file?: string; line?: number };

/** The refusal of a pool too large for exact odds: its size, the pool's key and line where known, and the Monte Carlo way out. */
function tooLarge(size: string, max: string, file: string, at: ReturnType<PoolPlace> | undefined): HanteiError {
  return new HanteiError('impossible', at ? msg('rule.tooLargeAt', { path: at.path, size, max }) : msg('rule.tooLarge', { size, max }), {
    hint: msg('rule.tooLargeHint', { file }),
    file: at?.file,
    line: at?.line,
  });
}

/** A side's rolls as distinct feature vectors (judge.ts's layout, total without the modifier) and their whole weights over `denominator`. */
export interface SideLaw {
  states: Int32Array[];
  weights: bigint[];
  denominator: bigint;
}

interface State {
  f: Int32Array;
  /** The pool's running sum, or its kept dice (sorted, highest first). */
  sum: number;
  kept: number[];
  /** Faces seen in this pool (bit per face index: doubles). */
  seen: number;
  /** The weight: `n` (a double) while the side's denominator is below 2^53, where whole numbers are exact, else `w`. */
  w: bigint;
  n: number;
}

/** The key of a state: what the rest of the roll can still tell apart. */
function keyOf(s: State): string {
  return `${s.f.join(',')}|${s.sum}|${s.kept.join(',')}|${s.seen}`;
}

/** Which naturals read faces of pool p (their index k), so a die's face is kept only when something reads it. */
function readsFaces(c: RuleCompiled, p: number, side: number): boolean {
  if (side > 0) return false;
  return c.naturals.some(
    (n) =>
      (n.kind === 0 && n.masks[p].some((x) => x === 1)) ||
      (n.kind === 2 && (n.pool === p || n.pool < 0)) ||
      (n.kind === 3 && n.match.includes(p)),
  );
}

/** Roll one pool into every state: die by die, merging states that agree. */
function rollPool(
  c: RuleCompiled,
  side: CompiledSide,
  sideIndex: number,
  p: number,
  states: Map<string, State>,
  file: string,
  small: boolean,
  place?: PoolPlace,
): Map<string, State> {
  const pool = side.pools[p];
  const K = c.naturals.length;
  const nats = sideIndex === 0 ? c.naturals : [];
  const doubles = nats.some((n) => n.kind === 2 && (n.pool === p || n.pool < 0));
  // the first die's face is kept only where a match reads it (judge.ts): else it would split every state by it
  const matched = nats.some((n) => n.kind === 3 && n.match.includes(p));
  const law = byMasks(dieLaw(pool, readsFaces(c, p, sideIndex)), nats, p, doubles || matched);
  const lawN = law.weight.map(Number);
  let cur = states;
  for (let d = 0; d < pool.n; d++) {
    const next = new Map<string, State>();
    for (const s of cur.values()) {
      for (let o = 0; o < law.value.length; o++) {
        const face = law.face[o];
        const v = law.value[o];
        const f = s.f.slice();
        let seen = s.seen;
        const bit = face >= 0 ? 2 ** face : 0;
        const had = face >= 0 && Math.floor(seen / bit) % 2 === 1;
        for (let k = 0; k < nats.length; k++) {
          const n = nats[k];
          if (n.kind === 0 && face >= 0) f[1 + k] = Math.min(n.need, f[1 + k] + n.masks[p][face]);
          else if (n.kind === 2 && (n.pool === p || n.pool < 0) && had) f[1 + k] = 1;
        }
        if (doubles && face >= 0 && !had) seen += bit;
        if (d === 0 && matched) f[1 + K + p] = face >= 0 ? pool.face[face] : 0;
        let kept = s.kept;
        let sum = s.sum;
        if (pool.keepMode === 0) sum += v;
        else kept = keepInto(kept, v, pool.keepK, pool.keepMode === 1);
        mergeInto(
          next,
          small ? { f, sum, kept, seen, w: 0n, n: s.n * lawN[o] } : { f, sum, kept, seen, w: s.w * law.weight[o], n: 0 },
          small,
        );
      }
      if (next.size > EXACT_STATES_MAX)
        throw tooLarge(`${next.size * (pool.n - d)}+`, String(EXACT_STATES_MAX), file, place?.(sideIndex, p));
    }
    cur = next;
  }
  // the pool's value joins the total, and the naturals that read it
  const out = new Map<string, State>();
  for (const s of cur.values()) {
    const v = pool.keepMode === 0 ? s.sum : s.kept.reduce((a, b) => a + b, 0);
    const f = s.f.slice();
    f[0] = combine(side.take, p, f[0], pool.sign * v);
    for (let k = 0; k < nats.length; k++)
      if (nats[k].kind === 1 && (nats[k].pool === p || nats[k].pool < 0)) f[1 + k] += nats[k].pool < 0 ? pool.sign * v : v;
    mergeInto(out, { f, sum: 0, kept: [], seen: 0, w: s.w, n: s.n }, small);
  }
  return out;
}

/** A state into the map: its weight added to the state that agrees with it (the same key), else kept as is. */
function mergeInto(states: Map<string, State>, t: State, small: boolean): void {
  const key = keyOf(t);
  const e = states.get(key);
  if (!e) states.set(key, t);
  else if (small) e.n += t.n;
  else e.w += t.w;
}

/**
 * Where only face counts read the faces (no doubles, no match), faces the
 * counts tell apart no more than their value does are one outcome: a d10
 * pool counting 1s rolls 1, 2–7, 8–9 and 10, not ten faces.
 */
function byMasks(law: DieLaw, nats: readonly CompiledNatural[], p: number, faceRead: boolean): DieLaw {
  if (faceRead || law.face.every((f) => f < 0)) return law;
  const byKey = new Map<string, number>();
  const face: number[] = [];
  const value: number[] = [];
  const weight: bigint[] = [];
  for (let o = 0; o < law.face.length; o++) {
    const f = law.face[o];
    const key = `${law.value[o]}|${f < 0 ? '' : nats.map((n) => (n.kind === 0 ? n.masks[p][f] : 0)).join('')}`;
    const at = byKey.get(key);
    if (at !== undefined) weight[at] += law.weight[o];
    else {
      byKey.set(key, face.length);
      face.push(f);
      value.push(law.value[o]);
      weight.push(law.weight[o]);
    }
  }
  return { face: Int32Array.from(face), value: Int32Array.from(value), weight, denominator: law.denominator };
}

/** The kept dice with v added: the k highest (or lowest), highest first. */
function keepInto(kept: number[], v: number, k: number, highest: boolean): number[] {
  const out = [...kept, v].sort((a, b) => b - a);
  if (out.length > k) highest ? out.pop() : out.shift();
  return out;
}

/** Side laws by the side's dice and naturals (not its modifier or the target): a grid over those rolls once. */
const laws = new Map<string, SideLaw>();

/** Each compiled pool's part of a side's key, once (compiled pools are shared by the cells of a grid: compile.ts). */
const poolKeys = new WeakMap<CompiledPool, string>();

function poolKey(p: CompiledPool): string {
  let k = poolKeys.get(p);
  if (k === undefined) {
    k = [p.n, p.keepMode, p.keepK, p.sign, p.face, p.weight, p.score, p.explode, p.depth, p.reroll]
      .map((x) => (typeof x === 'number' ? x : Array.from(x).join(' ')))
      .join(';');
    poolKeys.set(p, k);
  }
  return k;
}

function sideKey(c: RuleCompiled, side: CompiledSide, i: number): string {
  const pools = side.pools.map(poolKey);
  const nats =
    i > 0 ? '' : c.naturals.map((n) => `${n.kind}:${n.pool}:${n.masks.map((m) => m.join('')).join('/')}:${n.match.join(' ')}`).join('|');
  return `${side.take}:${pools.join('#')}@${nats}`;
}

/** C(n, k) as a double (an estimate's factor). */
function choose(n: number, k: number): number {
  let r = 1;
  for (let j = 1; j <= k; j++) r = (r * (n - k + j)) / j;
  return r;
}

/**
 * Refuse before rolling a side whose roll states would pass the limit: the
 * totals of the pools before, times a pool's own states (its running sum, or
 * its kept dice: C(m + k − 1, k) for k kept of m values), times what the
 * naturals count. An estimate from above, said with the Monte Carlo way out.
 */
function checkSize(c: RuleCompiled, side: CompiledSide, i: number, file: string, place?: PoolPlace): void {
  let totals = 1;
  let features = 1;
  if (i === 0) for (const n of c.naturals) features *= n.kind === 0 ? n.need + 1 : n.kind === 1 ? 1 : 2;
  let peak = 0;
  let worst = 0;
  for (const [p, pool] of side.pools.entries()) {
    const law = dieLaw(pool, false);
    const values = new Set(law.value).size;
    const lo = Math.min(...law.value);
    const hi = Math.max(...law.value);
    const own = pool.keepMode === 0 ? pool.n * (hi - lo) + 1 : choose(values + pool.keepK - 1, pool.keepK);
    if (totals * own * features > peak) [peak, worst] = [totals * own * features, p];
    totals += (pool.keepMode === 0 ? pool.n : pool.keepK) * (hi - lo);
  }
  if (peak > EXACT_STATES_MAX)
    throw tooLarge(Math.round(peak).toLocaleString('en'), EXACT_STATES_MAX.toLocaleString('en'), file, place?.(i, worst));
}

/** The law of one side's dice (the modifier is added when judging). */
export function sideLaw(c: RuleCompiled, i: number, file = 'the rule', place?: PoolPlace): SideLaw {
  const side = c.sides[i];
  const key = sideKey(c, side, i);
  const known = laws.get(key);
  if (known) return known;
  const width = i === 0 ? 1 + c.naturals.length + side.pools.length : 1;
  let states = new Map<string, State>([['', { f: new Int32Array(width), sum: 0, kept: [], seen: 0, w: 1n, n: 1 }]]);
  checkSize(c, side, i, file, place);
  let denominator = 1n;
  for (const pool of side.pools) denominator *= dieLaw(pool, false).denominator ** BigInt(pool.n);
  // every weight is a whole number of at most the denominator: below 2^53 doubles hold them exactly
  const small = denominator <= 9007199254740992n;
  for (let p = 0; p < side.pools.length; p++) states = rollPool(c, side, i, p, states, file, small, place);
  const all = [...states.values()];
  const law = { states: all.map((s) => s.f), weights: all.map((s) => (small ? BigInt(s.n) : s.w)), denominator };
  if (laws.size >= 256) laws.clear();
  laws.set(key, law);
  return law;
}

/** w / d as a double, exact to rounding even where both exceed 2^53. */
export function ratio(w: bigint, d: bigint): number {
  if (d <= 9007199254740992n) return Number(w) / Number(d);
  const shift = BigInt(Math.max(0, d.toString(2).length - 60));
  return Number(w >> shift) / Number(d >> shift);
}

/** The exact outcome law of a cell: packed outcome → whole weight, over `denominator` (ties that roll again left out). */
export function ruleOutcomes(c: RuleCompiled, file?: string, place?: PoolPlace): { outcomes: Map<number, bigint>; denominator: bigint } {
  const a = sideLaw(c, 0, file, place);
  const b = c.sides.length > 1 ? sideLaw(c, 1, file, place) : { states: [Int32Array.of(0)], weights: [1n], denominator: 1n };
  const f = new Int32Array(a.states[0]?.length ?? 1);
  const bMod = c.sides.length > 1 ? c.sides[1].modifier : 0;
  // whole weights in doubles while every sum stays below 2^53 (most rules), BigInt past that
  const small = a.denominator * b.denominator <= 9007199254740992n;
  const aw = small ? a.weights.map(Number) : [];
  const bw = small ? b.weights.map(Number) : [];
  const counts = new Map<number, number>();
  const outcomes = new Map<number, bigint>();
  let lost = 0n;
  let lostSmall = 0;
  for (let i = 0; i < a.states.length; i++) {
    f.set(a.states[i]);
    f[0] += c.sides[0].modifier;
    for (let j = 0; j < b.states.length; j++) {
      const packed = judge(c, f, b.states[j][0] + bMod);
      if (small) {
        const w = aw[i] * bw[j];
        if (packed === -1) lostSmall += w;
        else counts.set(packed, (counts.get(packed) ?? 0) + w);
      } else {
        const w = a.weights[i] * b.weights[j];
        if (packed === -1) lost += w;
        else outcomes.set(packed, (outcomes.get(packed) ?? 0n) + w);
      }
    }
  }
  for (const [packed, w] of counts) outcomes.set(packed, BigInt(w));
  const denominator = a.denominator * b.denominator - lost - BigInt(lostSmall);
  if (denominator === 0n) throw new HanteiError('ruleset', msg('rule.opposedTie'));
  return { outcomes, denominator };
}

/**
 * Cells already solved, by everything their law depends on: a grid often repeats a law (a bonus and a
 * difficulty that cancel), and the workbench and scripts ask the same cells again as one number changes.
 */
const solved = new Map<string, Solved>();

/** A solved cell: its accumulator, its law's denominator, and that as a double (0 above 2^53: no exact fraction then). */
interface Solved {
  acc: Float64Array;
  denominator: bigint;
  den: number;
}

/** The same, by compiled object (compile.ts hands the same object to every call that asks for the same cell). */
const byCell = new WeakMap<RuleCompiled, Solved>();

/** The key of a compiled cell: its sides' dice and modifiers, the reading after the dice, the naturals and tiers. */
function cellKey(c: RuleCompiled): string {
  const sides = c.sides.map((s, i) => `${sideKey(c, s, i)}~${s.modifier}`).join('^');
  const nats = c.naturals.map((n) => [n.need, n.min, n.max, n.success, n.hasTotal, n.total, n.tier, n.hasDegree, n.degree].join(','));
  const t = c.tiers;
  const tiers = t === null ? '' : [t.on, t.shift, ...t.min, '|', ...t.hasDegree, '|', ...t.degree, '|', ...t.success].join(',');
  return [
    sides,
    c.target,
    c.compare,
    c.degreeMode,
    c.steps,
    c.tie,
    c.tieCategory,
    c.nCategories,
    c.degreeMin,
    c.degreeSize,
    nats.join(';'),
    tiers,
  ].join('!');
}

/**
 * Exact distribution in accumulator form (weights sum to 1): the solved cell's own array, which callers
 * only read (the system contract's `exact`). A copy a call cost a warm grid of small cells a fifth of its time.
 */
export function ruleExact(c: RuleCompiled, file?: string, place?: PoolPlace): Float64Array {
  // a grid asked again (a script's loop, the workbench) finds each cell by its compiled object: one lookup
  const mine = byCell.get(c);
  if (mine) return mine.acc;
  const key = cellKey(c);
  let entry = solved.get(key);
  if (!entry) {
    const { outcomes, denominator } = ruleOutcomes(c, file, place);
    const acc = newAccumulator(c);
    acc[ACC_TRIALS] = 1;
    for (const [packed, w] of outcomes) record(acc, c, packed, ratio(w, denominator));
    if (solved.size >= 4096) solved.clear();
    // 0: no exact fraction (core/fraction.ts takes only denominators it can count in doubles)
    // handed to every call that asks for this cell, read only: its cell numbers are rounded once (core/results.ts)
    entry = { acc: markShared(acc), denominator, den: denominator <= 9007199254740992n ? Number(denominator) : 0 };
    solved.set(key, entry);
  }
  byCell.set(c, entry);
  return entry.acc;
}

/** A common denominator of every weight of the cell's law (0 above 2^53: no exact fraction then). */
export function ruleDenominator(c: RuleCompiled): number {
  if (!byCell.has(c)) ruleExact(c);
  return byCell.get(c)!.den;
}
