import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import { paramLabel } from '../../core/names.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { type ScenarioResult, distribution, proportion } from '../../core/results.js';
import { ACC_SUCCESS } from '../../core/accumulator.js';
import { warmState } from '../../core/seed.js';
import { diceMultisets, pack, packedDegree, rejectBelow } from '../dice-kernel.js';
import { rollOf, compileTwoD6Cell } from './compile.js';
import { twoD6Exact } from './exact.js';
import { rollTable } from './kernel.js';
import type { TwoD6Ruleset } from './ruleset.js';
import { type ConvertPolicy, P_CONVERTED, P_CRITICAL, P_FUMBLE, type TwoD6Roll, resolveTwoD6 } from './rules.js';
import { sessionWalk, walkSessions } from './session-kernel.js';

const U32 = 2.3283064365386963e-10; // 2^-32
const CRIT = P_CRITICAL;
const FUMBLE = P_FUMBLE;
const CONVERTED = P_CONVERTED;

// ---------------------------------------------------------------- opposed (対決)

export interface TwoD6Side {
  ability: number;
  modifier: number;
  courageDie: boolean;
}

export interface TwoD6OpposedCompiled {
  action: TwoD6Roll;
  reaction: TwoD6Roll;
  /** 0: the reaction cannot roll and uses judgement value + modifier. */
  reactionRolls: number;
  reactionCriticalWins: number;
}

/** [trials, action wins, action critical, action fumble, reaction critical, reaction fumble] */
export const OPPOSED_LENGTH = 6;

export function compileTwoD6Opposed(r: TwoD6Ruleset, action: TwoD6Side, reaction: TwoD6Side, reactionRolls: boolean): TwoD6OpposedCompiled {
  return {
    action: rollOf(r, action.ability, action.modifier, 0, action.courageDie, 'never'),
    reaction: rollOf(r, reaction.ability, reaction.modifier, 0, reaction.courageDie, 'never'),
    reactionRolls: reactionRolls ? 1 : 0,
    reactionCriticalWins: r.reactionCriticalWins ? 1 : 0,
  };
}

/**
 * Who wins, from both packed rolls (difficulty 0, so degree = achievement).
 * Action fumble loses at once; an action critical wins unless the reaction
 * criticals too; a reaction fumble loses; otherwise the higher achievement
 * wins and a tie goes to the reaction (リアクション優先).
 */
export function actionWins(c: TwoD6OpposedCompiled, a: number, r: number): boolean {
  if (a & FUMBLE) return false;
  if (a & CRIT) return !(r & CRIT);
  if (r & CRIT && c.reactionCriticalWins) return false;
  if (r & FUMBLE) return true;
  return packedDegree(a) > packedDegree(r);
}

/** The reaction's packed result when it cannot roll: judgement value + modifier, no critical or fumble. */
function staticReaction(c: TwoD6OpposedCompiled): number {
  return pack(c.reaction.ability + c.reaction.modifier, false, 0);
}

/** Per compiled contest (the same object for every chunk of a task): both outcome tables, built once. */
interface OpposedTables {
  aTable: Int32Array;
  aOutcomes: Int32Array;
  rTable: Int32Array;
  /** the reaction's outcomes, then one more for "did not roll" (static, or after an action fumble) */
  rOutcomes: Int32Array;
  /** 1 where the action's outcome lets the reaction roll */
  reactionRolls: Uint8Array;
}

const opposedTables = new WeakMap<TwoD6OpposedCompiled, OpposedTables | null>();

function opposedTablesOf(c: TwoD6OpposedCompiled): OpposedTables | null {
  const known = opposedTables.get(c);
  if (known !== undefined) return known;
  const A = rollTable(c.action);
  const R = c.reactionRolls ? rollTable(c.reaction) : undefined;
  const tables =
    !A || (c.reactionRolls && !R)
      ? null
      : {
          aTable: A.outcomeOf,
          aOutcomes: A.outcomes,
          rTable: R ? R.outcomeOf : new Int32Array(1),
          rOutcomes: Int32Array.from([...(R ? R.outcomes : []), staticReaction(c)]),
          reactionRolls: Uint8Array.from(A.outcomes, (a) => (c.reactionRolls && !(a & FUMBLE) ? 1 : 0)),
        };
  opposedTables.set(c, tables);
  return tables;
}

/**
 * Both rolls from their outcome tables (dice-kernel.ts: the rules function
 * fills them, kernel.ts `rollTable`, shared by roll family; one exactly uniform draw picks a
 * face combination); each trial counts its (action outcome, reaction
 * outcome) pair, and who wins is decided once per pair when the counts are
 * flushed. The trial loop is a function of its own, optimised whole on the
 * first chunk. Rulesets too large for a table fall back to drawing every die.
 */
export function twoD6OpposedKernel(c: TwoD6OpposedCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const tables = opposedTablesOf(c);
  if (!tables) return twoD6OpposedEachDie(c, n, seed, acc);
  const { aOutcomes, rOutcomes } = tables;
  const kR = rOutcomes.length;
  const counts = new Float64Array(aOutcomes.length * kR);
  const st = warmState(seed);
  opposedTrials(tables, st, n, counts);
  acc[0] += n;
  for (let i = 0; i < aOutcomes.length; i++) {
    for (let j = 0; j < kR; j++) {
      const w = counts[i * kR + j];
      if (w === 0) continue;
      const av = aOutcomes[i];
      const rv = rOutcomes[j];
      if (actionWins(c, av, rv)) acc[1] += w;
      if (av & CRIT) acc[2] += w;
      if (av & FUMBLE) acc[3] += w;
      if (rv & CRIT) acc[4] += w;
      if (rv & FUMBLE) acc[5] += w;
    }
  }
}

/** n contests counted into counts[action id · kR + reaction id]. */
function opposedTrials(tables: OpposedTables, st: Int32Array, n: number, counts: Float64Array): void {
  const { aTable, rTable, reactionRolls } = tables;
  const kR = tables.rOutcomes.length;
  const still = kR - 1;
  const aSize = aTable.length;
  const rSize = rTable.length;
  const aReject = rejectBelow(aSize);
  const rReject = rejectBelow(rSize);
  let a = st[0],
    b = st[1],
    s = st[2],
    d = st[3];
  for (let t = 0; t < n; t++) {
    let aId = 0;
    for (;;) {
      const r = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (s + (s << 3)) | 0;
      s = (s << 21) | (s >>> 11);
      s = (s + r) | 0;
      const x = (r >>> 0) * aSize;
      const i = (x * U32) | 0;
      if (x - i * 4294967296 < aReject) continue; // exact uniformity: draw again
      aId = aTable[i];
      break;
    }
    let rId = still;
    if (reactionRolls[aId]) {
      for (;;) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (s + (s << 3)) | 0;
        s = (s << 21) | (s >>> 11);
        s = (s + r) | 0;
        const x = (r >>> 0) * rSize;
        const i = (x * U32) | 0;
        if (x - i * 4294967296 < rReject) continue;
        rId = rTable[i];
        break;
      }
    }
    counts[aId * kR + rId]++;
  }
  st[0] = a;
  st[1] = b;
  st[2] = s;
  st[3] = d;
}

/** Opposed rolls die by die, through the rules function (rulesets with too many faces for a table). */
function twoD6OpposedEachDie(c: TwoD6OpposedCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  const da = new Int32Array(c.action.dice);
  const dr = new Int32Array(c.reaction.dice);
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    for (let i = 0; i < c.action.dice; i++) {
      if (pos === BLOCK) {
        rb.refill();
        pos = 0;
      }
      da[i] = die(buf[pos++], c.action.faces);
    }
    const a = resolveTwoD6(c.action, da);
    let r = staticReaction(c);
    if (c.reactionRolls && !(a & FUMBLE)) {
      for (let i = 0; i < c.reaction.dice; i++) {
        if (pos === BLOCK) {
          rb.refill();
          pos = 0;
        }
        dr[i] = die(buf[pos++], c.reaction.faces);
      }
      r = resolveTwoD6(c.reaction, dr);
    }
    if (actionWins(c, a, r)) acc[1]++;
    if (a & CRIT) acc[2]++;
    if (a & FUMBLE) acc[3]++;
    if (r & CRIT) acc[4]++;
    if (r & FUMBLE) acc[5]++;
  }
}

/** Exact P(action wins) by enumerating both sides' dice. */
export function twoD6OpposedExact(c: TwoD6OpposedCompiled): number {
  const sides = (roll: TwoD6Roll): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    // the generator reuses its dice array: resolve each multiset as it comes
    for (const [d, p] of diceMultisets(roll.dice, roll.faces)) out.push([resolveTwoD6(roll, d), p]);
    return out;
  };
  const as = sides(c.action);
  const rs = c.reactionRolls ? sides(c.reaction) : [[staticReaction(c), 1] as [number, number]];
  let p = 0;
  for (const [a, pa] of as) for (const [r, pr] of rs) if (actionWins(c, a, r)) p += pa * pr;
  return p;
}

export function summariseTwoD6Opposed(params: Record<string, unknown>, acc: Float64Array, exact: number): ScenarioResult {
  const n = acc[0];
  const a = proportion(acc[1], n);
  const r = proportion(n - acc[1], n);
  return {
    params,
    trials: n,
    values: {
      actionWins: a.p,
      reactionWins: r.p,
      exactActionWins: Number(exact.toPrecision(12)),
      actionCritical: proportion(acc[2], n).p,
      actionFumble: proportion(acc[3], n).p,
      reactionCritical: proportion(acc[4], n).p,
      reactionFumble: proportion(acc[5], n).p,
    },
    intervals: { actionWins: a.ci, reactionWins: r.ci },
    distributions: {},
  };
}

// ---------------------------------------------------------------- session

export const SPEND_POLICIES = ['never', 'always', 'when-unlikely'] as const;
export type SpendPolicy = (typeof SPEND_POLICIES)[number];

export interface SessionCheck {
  ability: number;
  modifier: number;
  difficulty: number;
}

export interface TwoD6SessionCompiled {
  /** Per check: the roll without and with the courage die. */
  plain: TwoD6Roll[];
  withCourage: TwoD6Roll[];
  /** Per check: 1 if the policy spends courage on it (when courage is left). */
  spend: Uint8Array;
  startCourage: number;
  maxCourage: number;
}

/** Parse `3:0:8,2:1:7` (ability:modifier:difficulty). */
export function parseSessionChecks(text: string): SessionCheck[] {
  const out = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(-?\d+):(-?\d+):(-?\d+)$/.exec(s);
      if (!m)
        throw new HanteiError('range', msg('sys.cannotRead', { p: paramLabel('checks'), item: s }), {
          hint: msg('sys.twod6.checksHint'),
        });
      return { ability: Number(m[1]), modifier: Number(m[2]), difficulty: Number(m[3]) };
    });
  if (out.length === 0)
    throw new HanteiError('range', msg('value.empty', { p: paramLabel('checks') }), {
      hint: msg('sys.eg', { example: '--checks "3:0:8,2:1:7"' }),
    });
  return out;
}

export function compileTwoD6Session(
  r: TwoD6Ruleset,
  checks: readonly SessionCheck[],
  startCourage: number,
  spend: SpendPolicy,
  convert: ConvertPolicy,
): TwoD6SessionCompiled {
  if (!Number.isInteger(startCourage) || startCourage < 0)
    throw new HanteiError('range', msg('sys.wholeAtLeast', { p: paramLabel('courage'), min: 0, v: startCourage }));
  const plain = checks.map((c) => rollOf(r, c.ability, c.modifier, c.difficulty, false, convert));
  const withCourage = checks.map((c) => rollOf(r, c.ability, c.modifier, c.difficulty, true, convert));
  const spendFlags = checks.map((c) => {
    if (spend === 'never') return 0;
    if (spend === 'always') return 1;
    // when-unlikely: spend where the exact odds without the extra die are below one half
    const p = twoD6Exact(
      compileTwoD6Cell({ ability: c.ability, modifier: c.modifier, difficulty: c.difficulty, courageDie: false, convert }, r),
    )[ACC_SUCCESS];
    return p < 0.5 ? 1 : 0;
  });
  return { plain, withCourage, spend: Uint8Array.from(spendFlags), startCourage, maxCourage: startCourage + checks.length };
}

/** [trials, all succeed, per check (success, spent, converted, courage after), final courage 0..max] */
export function sessionLength(c: TwoD6SessionCompiled): number {
  return 2 + 4 * c.plain.length + c.maxCourage + 1;
}

/**
 * A session with every roll from its outcome table, walked over (check,
 * courage) states with consecutive checks sharing one draw (session-kernel.ts).
 * Falls back to drawing every die when a table would be too large.
 */
export function twoD6SessionKernel(c: TwoD6SessionCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const walk = sessionWalk(c);
  if (!walk) return twoD6SessionEachDie(c, n, seed, acc);
  walkSessions(c, walk, n, seed, acc);
}

/** The session die by die, through the rules function (rulesets with too many faces for a table). */
function twoD6SessionEachDie(c: TwoD6SessionCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  const k = c.plain.length;
  const dice = new Int32Array(8);
  const hist = 2 + 4 * k;
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    let courage = c.startCourage;
    let wins = 0;
    for (let q = 0; q < k; q++) {
      const spend = c.spend[q] === 1 && courage > 0;
      if (spend) courage--;
      const roll = spend ? c.withCourage[q] : c.plain[q];
      for (let i = 0; i < roll.dice; i++) {
        if (pos === BLOCK) {
          rb.refill();
          pos = 0;
        }
        dice[i] = die(buf[pos++], roll.faces);
      }
      const p = resolveTwoD6(roll, dice);
      if (p & CONVERTED) courage++;
      const base = 2 + 4 * q;
      if (p & 1) {
        acc[base]++;
        wins++;
      }
      if (spend) acc[base + 1]++;
      if (p & CONVERTED) acc[base + 2]++;
      acc[base + 3] += courage;
    }
    if (wins === k) acc[1]++;
    acc[hist + courage]++;
  }
}

export function summariseTwoD6Session(
  params: Record<string, unknown>,
  checks: readonly SessionCheck[],
  c: TwoD6SessionCompiled,
  acc: Float64Array,
): ScenarioResult {
  const n = acc[0];
  const k = checks.length;
  const all = proportion(acc[1], n);
  const hist = 2 + 4 * k;
  return {
    params,
    trials: n,
    values: { allSucceed: all.p },
    intervals: { allSucceed: all.ci },
    distributions: { finalCourage: distribution(acc, hist, hist + c.maxCourage + 1, n) },
    steps: checks.map((ch, q) => {
      const s = proportion(acc[2 + 4 * q], n);
      return {
        step: q + 1,
        ability: ch.ability,
        modifier: ch.modifier,
        difficulty: ch.difficulty,
        success: s.p,
        ci: s.ci,
        spent: proportion(acc[2 + 4 * q + 1], n).p,
        converted: proportion(acc[2 + 4 * q + 2], n).p,
        meanCourageAfter: Number((acc[2 + 4 * q + 3] / n).toPrecision(6)),
      };
    }),
  };
}
