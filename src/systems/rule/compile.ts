import { HanteiError } from '../../core/errors.js';
import type { Cell } from '../../core/grid.js';
import { msg } from '../../core/messages.js';
import { PACK_CATEGORY_BITS, PACK_DEGREE_OFFSET } from '../dice-kernel.js';
import type { CompiledNatural, CompiledPool, CompiledSide, CompiledTiers, RuleCompiled } from './compiled.js';
import { evalExpr, parseExpr } from './expr.js';
import { facesOf } from './notation.js';
import { poolsOf } from './read.js';
import type { Rule, RuleParam, RulePool } from './types.js';

/** Parsed expressions by text: a grid compiles the same few hundreds of times. */
const parsed = new Map<string, ReturnType<typeof parseExpr>>();

function value(v: number | string | boolean | undefined, vars: Readonly<Record<string, number>>): number {
  if (v === undefined) return 0;
  if (typeof v !== 'string') return Number(v);
  let e = parsed.get(v);
  if (!e) parsed.set(v, (e = parseExpr(v)));
  return evalExpr(e, vars);
}

/** Each rule's parameters as [name, spec] pairs, listed once (a grid asks per cell). */
const paramLists = new WeakMap<Rule, Array<[string, RuleParam]>>();

function paramList(rule: Rule): Array<[string, RuleParam]> {
  let list = paramLists.get(rule);
  if (!list) paramLists.set(rule, (list = Object.entries(rule.params)));
  return list;
}

/** A parameter's value in a cell as a number (a flag 0/1, a choice its index). */
function varOf(p: RuleParam, given: Cell[string] | undefined): number {
  const v = given ?? p.default ?? (p.type === 'choice' ? p.choices![0] : (p.min ?? 0));
  return p.type === 'choice' ? p.choices!.indexOf(String(v)) : v === true ? 1 : v === false ? 0 : Number(v);
}

/** A cell's parameter values as numbers (a flag 0/1, a choice its index). */
export function cellVars(rule: Rule, cell: Cell): Record<string, number> {
  const vars: Record<string, number> = {};
  for (const [name, p] of paramList(rule)) vars[name] = varOf(p, cell[name]);
  return vars;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Largest draw table of a die (its weights' sum once reduced). */
const SAMPLE_MAX = 1 << 20;

/** Compiled pools by description, number of dice and net bonus dice: a grid's cells share them (and the exact routine's laws, keyed by them). */
const pools = new WeakMap<RulePool, Map<string, CompiledPool>>();

function compilePool(p: RulePool, vars: Readonly<Record<string, number>>): CompiledPool {
  const count = value(p.count, vars);
  const tens = p.bonus === undefined && p.penalty === undefined ? 0 : value(p.bonus, vars) - value(p.penalty, vars);
  let byCount = pools.get(p);
  if (!byCount) pools.set(p, (byCount = new Map()));
  const key = `${count} ${tens}`;
  let c = byCount.get(key);
  if (!c) byCount.set(key, (c = newPool(p, count, tens)));
  return c;
}

function newPool(p: RulePool, count: number, tens: number): CompiledPool {
  let n = count;
  let keep = p.keep;
  if (n <= 0) {
    n = p.zero ? p.zero.count : 0;
    keep = p.zero ? p.zero.keep : undefined;
  }
  const listed = facesOf(p.faces);
  const weights = tens === 0 ? p.weights : percentileWeights(tens);
  const byFace = new Map<number, number>();
  listed.forEach((f, i) => {
    // a face rerolled until another shows is never the die's result
    if (p.reroll && !p.reroll.once && p.reroll.on.includes(f)) return;
    byFace.set(f, (byFace.get(f) ?? 0) + (weights?.[i] ?? 1));
  });
  const faces = [...byFace.keys()].filter((f) => byFace.get(f)! > 0).sort((a, b) => a - b);
  let g = 0;
  for (const f of faces) g = gcd(g, byFace.get(f)!);
  const weight = Float64Array.from(faces, (f) => byFace.get(f)! / g);
  const size = weight.reduce((a, b) => a + b, 0);
  if (size > SAMPLE_MAX)
    throw new HanteiError('ruleset', msg('rule.tooWide', { lo: 0, hi: size, max: SAMPLE_MAX }), { hint: msg('rule.tooWideHint') });
  const sample = new Int32Array(size);
  for (let i = 0, j = 0; i < faces.length; i++) for (let w = 0; w < weight[i]; w++) sample[j++] = i;
  const s = p.successes;
  const score = Int32Array.from(faces, (f) => {
    if (!s) return f;
    if (s.double?.includes(f)) return 2;
    if ((s.atLeast === undefined || f >= s.atLeast) && (s.atMost === undefined || f <= s.atMost)) return 1;
    return s.subtract?.includes(f) ? -1 : 0;
  });
  const k = keep?.highest ?? keep?.lowest;
  return {
    n,
    keepMode: k === undefined || k >= n ? 0 : keep!.highest !== undefined ? 1 : 2,
    keepK: k === undefined ? n : Math.min(k, n),
    sign: p.subtract ? -1 : 1,
    face: Int32Array.from(faces),
    weight,
    sample,
    score,
    explode: Uint8Array.from(faces, (f) => (p.explode?.on.includes(f) ? 1 : 0)),
    depth: p.explode?.depth ?? 0,
    reroll: Uint8Array.from(faces, (f) => (p.reroll?.once && p.reroll.on.includes(f) ? 1 : 0)),
  };
}

/** Most bonus (or penalty) dice at once: 10^(1 + n) equally likely rolls stay a draw table the kernel holds. */
export const PERCENTILE_TENS_MAX = 4;

/**
 * A d%'s faces 1..100 as whole weights over 10^(1 + n), with n = |tens| bonus (tens > 0) or penalty
 * (tens < 0) dice: n + 1 tens dice (00..90) beside one units die (0..9), each tens die read with the
 * units die, 00 and 0 as 100, the lowest (bonus) or highest (penalty) result taken. With units u > 0
 * the result is 10·T + u for the lowest (highest) tens digit T; with units 0, 10·T' with T' = T or 10
 * for 00, so the tens die read 1..10.
 */
function percentileWeights(tens: number): number[] {
  const n = Math.abs(tens) + 1;
  if (n - 1 > PERCENTILE_TENS_MAX)
    throw new HanteiError('ruleset', msg('rule.percentileTooMany', { n: n - 1, max: PERCENTILE_TENS_MAX }), {
      hint: msg('rule.percentileOnlyHint'),
    });
  const bonus = tens > 0;
  // tuples of n digits in 0..m−1 whose lowest (highest) is d
  const ways = (d: number, m: number) => (bonus ? (m - d) ** n - (m - d - 1) ** n : (d + 1) ** n - d ** n);
  const w = new Array<number>(100).fill(0);
  for (let u = 1; u <= 9; u++) for (let t = 0; t <= 9; t++) w[10 * t + u - 1] += ways(t, 10);
  for (let t = 1; t <= 10; t++) w[10 * t - 1] += ways(t - 1, 10);
  return w;
}

/** Lowest and highest value of a side's total (dice and modifier), counting every explosion. */
export function sideRange(s: CompiledSide): [number, number] {
  let lo = s.modifier;
  let hi = s.modifier;
  // one pool's value taken: between the lowest and the highest any pool can give
  let oneLo = Infinity;
  let oneHi = -Infinity;
  for (const p of s.pools) {
    const sMin = Math.min(...p.score);
    const sMax = Math.max(...p.score);
    const dLo = sMin < 0 ? sMin * (1 + p.depth) : sMin;
    const dHi = sMax > 0 ? sMax * (1 + p.depth) : sMax;
    const k = p.keepMode === 0 ? p.n : p.keepK;
    const [a, b] = p.sign > 0 ? [k * dLo, k * dHi] : [-k * dHi, -k * dLo];
    lo += a;
    hi += b;
    oneLo = Math.min(oneLo, a);
    oneHi = Math.max(oneHi, b);
  }
  if (s.take !== 0 && s.pools.length > 0) return [s.modifier + oneLo, s.modifier + oneHi];
  return [lo, hi];
}

function compileNatural(
  rule: Rule,
  name: string,
  side: CompiledSide,
  poolNames: string[],
  vars: Readonly<Record<string, number>>,
): CompiledNatural {
  const nat = rule.naturals[name];
  const w = nat.when;
  const pool = w.pool === undefined ? -1 : poolNames.indexOf(w.pool);
  const dice = side.pools.reduce((a, p, i) => a + (pool < 0 || pool === i ? p.n : 0), 0);
  const kind = w.faces !== undefined ? 0 : w.natural !== undefined ? 1 : w.doubles ? 2 : 3;
  return {
    kind,
    pool,
    masks: side.pools.map((p, i) =>
      Uint8Array.from(p.face, (f) => (kind === 0 && (pool < 0 || pool === i) && w.faces!.includes(f) ? 1 : 0)),
    ),
    // with no dice, "all" and "more than half" never hold
    need: w.all ? Math.max(1, dice) : w.moreThanHalf ? Math.floor(dice / 2) + 1 : (w.atLeast ?? 1),
    min: w.natural?.min ?? -Infinity,
    max: w.natural?.max ?? Infinity,
    match: Int32Array.from((w.match ?? []).map((m) => poolNames.indexOf(m))),
    success: nat.success === undefined ? -1 : nat.success ? 1 : 0,
    hasTotal: nat.total === undefined ? 0 : 1,
    total: value(nat.total, vars),
    tier: nat.tier === undefined ? -1 : Object.keys(rule.tiers!.bands).indexOf(nat.tier),
    hasDegree: nat.degree === undefined ? 0 : 1,
    degree: value(nat.degree, vars),
  };
}

function compileTiers(rule: Rule, vars: Readonly<Record<string, number>>): CompiledTiers | null {
  if (!rule.tiers) return null;
  const bands = Object.values(rule.tiers.bands);
  return {
    on: rule.tiers.on === 'margin' ? 0 : 1,
    shift: value(rule.tiers.shift, vars),
    min: Float64Array.from(bands, (b, i) => (i === 0 ? -Infinity : b.min!)),
    hasDegree: Uint8Array.from(bands, (b) => (b.degree === undefined ? 0 : 1)),
    degree: Int32Array.from(bands, (b) => value(b.degree, vars)),
    success: Int8Array.from(bands, (b) => (b.success === undefined ? -1 : value(b.success, vars) !== 0 ? 1 : 0)),
  };
}

/** The rule each compiled cell was compiled from (the exact routine's errors name its pools' keys). */
export const compiledFrom = new WeakMap<RuleCompiled, Rule>();

/** The rule's content as text, once per rule object (each call resolves its ruleset afresh: rulesets are read, never edited). */
const texts = new WeakMap<Rule, string>();

/**
 * Compiled cells by the rule's content, then by each parameter's value in turn (a tree of maps keyed by numbers: the
 * same grid asked again, by a script or the workbench, compiles nothing and builds no key string a cell).
 */
interface CellTree {
  root: Map<number, unknown>;
  count: number;
}
const cells = new Map<string, CellTree>();

/**
 * A cell of a rule: its numbers for the exact routine and the kernel, and
 * the shape of its accumulator. The compiled cell is shared by every call
 * that asks for the same rule and values (it is read, never changed), so
 * the exact routine's caches (exact.ts) find it again.
 */
export function compileRule(rule: Rule, cell: Cell): RuleCompiled {
  let text = texts.get(rule);
  if (text === undefined) texts.set(rule, (text = JSON.stringify(rule)));
  let tree = cells.get(text);
  if (!tree) {
    if (cells.size >= 16) cells.clear();
    cells.set(text, (tree = { root: new Map(), count: 0 }));
  }
  const params = paramList(rule);
  let node = tree.root;
  for (let i = 0; i < params.length - 1; i++) {
    const v = varOf(params[i][1], cell[params[i][0]]);
    let next = node.get(v) as Map<number, unknown> | undefined;
    if (!next) node.set(v, (next = new Map()));
    node = next;
  }
  const last = params.length > 0 ? varOf(params[params.length - 1][1], cell[params[params.length - 1][0]]) : 0;
  let c = node.get(last) as RuleCompiled | undefined;
  if (!c) {
    if (tree.count >= 16_384) {
      cells.delete(text);
      return compileRule(rule, cell);
    }
    node.set(last, (c = buildCell(rule, cellVars(rule, cell))));
    tree.count++;
    compiledFrom.set(c, rule);
  }
  return c;
}

function buildCell(rule: Rule, vars: Readonly<Record<string, number>>): RuleCompiled {
  const sideOf = (dice: Rule['dice'], modifier: number | string, take: Rule['take']): CompiledSide => ({
    pools: Object.values(poolsOf(dice)).map((p) => compilePool(p, vars)),
    modifier: value(modifier, vars),
    take: take === 'highest' ? 1 : take === 'lowest' ? 2 : 0,
  });
  const a = sideOf(rule.dice, rule.modifier, rule.take);
  const sides = rule.opposed ? [a, sideOf(rule.opposed.dice, rule.opposed.modifier, rule.opposed.take)] : [a];
  const names = Object.keys(poolsOf(rule.dice));
  const naturals = Object.keys(rule.naturals).map((n) => compileNatural(rule, n, a, names, vars));
  const tiers = compileTiers(rule, vars);
  const nTiers = tiers?.min.length ?? 0;
  const nCategories = nTiers + naturals.length + (rule.opposed ? 1 : 0);
  if (nCategories > PACK_CATEGORY_BITS)
    throw new HanteiError('ruleset', msg('rule.tooManyCategories', { n: nCategories, max: PACK_CATEGORY_BITS }));
  const c: RuleCompiled = {
    sides,
    target: rule.opposed ? 0 : value(rule.check.target, vars),
    compare: ['>=', '>', '<=', '<'].indexOf(rule.check.compare),
    degreeMode: rule.check.degree === 'margin' ? 0 : rule.check.degree === 'total' ? 1 : 2,
    steps: typeof rule.check.degree === 'object' ? rule.check.degree.steps : 1,
    tie: rule.opposed ? ['success', 'failure', 'reroll'].indexOf(rule.opposed.tie) : 1,
    naturals,
    tiers,
    tieCategory: rule.opposed ? nTiers + naturals.length : -1,
    truncated: truncatedMass(sides),
    nCategories,
    degreeMin: 0,
    degreeSize: 0,
  };
  const [lo, hi] = degreeRange(c);
  if (lo < -PACK_DEGREE_OFFSET || hi > 1 << 18)
    throw new HanteiError('ruleset', msg('rule.tooWide', { lo, hi, max: PACK_DEGREE_OFFSET }), { hint: msg('rule.tooWideHint') });
  c.degreeMin = lo;
  c.degreeSize = hi - lo + 1;
  return c;
}

/** The share of one die's odds past its explosion limit (it would have exploded once more), the largest over the pools. */
function truncatedMass(sides: readonly CompiledSide[]): number {
  let most = 0;
  for (const s of sides)
    for (const p of s.pools) {
      if (p.depth === 0 || p.n === 0) continue;
      let w = 0;
      let all = 0;
      p.weight.forEach((x, i) => ((all += x), (w += p.explode[i] ? x : 0)));
      most = Math.max(most, Math.pow(w / all, p.depth + 1));
    }
  return most;
}

/** Every degree a cell can report (a superset: bins never reached stay 0). */
function degreeRange(c: RuleCompiled): [number, number] {
  let [lo, hi] = sideRange(c.sides[0]);
  for (const n of c.naturals) if (n.hasTotal) [lo, hi] = [Math.min(lo, n.total), Math.max(hi, n.total)];
  const [oLo, oHi] = c.sides.length > 1 ? sideRange(c.sides[1]) : [c.target, c.target];
  const under = c.compare >= 2;
  const mLo = under ? oLo - hi : lo - oHi;
  const mHi = under ? oHi - lo : hi - oLo;
  let dLo = c.degreeMode === 1 ? lo : c.degreeMode === 0 ? mLo : Math.floor(mLo / c.steps);
  let dHi = c.degreeMode === 1 ? hi : c.degreeMode === 0 ? mHi : Math.floor(mHi / c.steps);
  // bands that each set their degree (an outcome rank) report only those
  if (c.tiers && c.tiers.hasDegree.every((x) => x === 1)) [dLo, dHi] = [Infinity, -Infinity];
  for (const n of c.naturals) if (n.hasDegree) [dLo, dHi] = [Math.min(dLo, n.degree), Math.max(dHi, n.degree)];
  if (c.tiers)
    for (let i = 0; i < c.tiers.degree.length; i++)
      if (c.tiers.hasDegree[i]) [dLo, dHi] = [Math.min(dLo, c.tiers.degree[i]), Math.max(dHi, c.tiers.degree[i])];
  return [dLo, dHi];
}
