import type { Deck } from './decks/card.js';
import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import { paramLabel } from '../../core/names.js';
import { type ScenarioResult, distribution, proportion } from '../../core/results.js';
import { BOOST_POLICIES, type BoostPolicy, type CompiledLibrary, compileLibrary } from './compile.js';
import type { MtgRuleset } from './ruleset.js';
import { OPPOSED_BOOST, criticalModeOf } from './rules.js';

/*
 * Stateful mtg sequences (Monte Carlo only): the opposed check (対決判定) and
 * a turn/scene of checks on one library: what they compile to, and their
 * summaries. Their trial loops are in scenario-kernel.ts.
 */

// ---------------------------------------------------------------- opposed

export interface OpposedCompiled {
  a: CompiledLibrary;
  b: CompiledLibrary;
  difficultyA: number;
  difficultyB: number;
  /** Rounds possible before a library runs below 2 cards. */
  maxRounds: number;
  /** 0: critical cards count as their value; 1: automatic success/failure (ruleset critical.mode). */
  criticalMode: number;
  /** Boost policy per side (OPPOSED_BOOST_POLICIES index); at most one boost per side per contest. */
  boostA: number;
  boostB: number;
  boostSize: number;
  boostMin: number;
}

/** Boost in an opposed check: never, when the side's own check fails (degree < 0), when it would not win (degree ≤ the other's), or on the first round. */
export const OPPOSED_BOOST_POLICIES = ['never', 'on-fail', 'when-behind', 'always'] as const;
export type OpposedBoostPolicy = (typeof OPPOSED_BOOST_POLICIES)[number];

/** Accumulator: [trials, A wins, B wins, undecided, A boosted, B boosted, rounds 1..maxRounds] */
export const OPPOSED_A = 1;
export const OPPOSED_B = 2;
export const OPPOSED_UNDECIDED = 3;
export const OPPOSED_A_BOOSTED = 4;
export const OPPOSED_B_BOOSTED = 5;
export const OPPOSED_ROUNDS = 6;

export function opposedLength(c: OpposedCompiled): number {
  return OPPOSED_ROUNDS + c.maxRounds + 1;
}

export function compileOpposed(
  deckA: Deck,
  checkA: string,
  difficultyA: number,
  deckB: Deck,
  checkB: string,
  difficultyB: number,
  rules: MtgRuleset,
  boost: { a: OpposedBoostPolicy; b: OpposedBoostPolicy } = { a: 'never', b: 'never' },
): OpposedCompiled {
  const a = compileLibrary(deckA, rules, checkA);
  const b = compileLibrary(deckB, rules, checkB);
  return {
    a,
    b,
    difficultyA,
    difficultyB,
    maxRounds: Math.floor(Math.min(a.size, b.size) / 2),
    criticalMode: criticalModeOf(rules),
    boostA: OPPOSED_BOOST_POLICIES.indexOf(boost.a),
    boostB: OPPOSED_BOOST_POLICIES.indexOf(boost.b),
    boostSize: rules.boost.size,
    boostMin: rules.boost.minRemaining,
  };
}

// ---------------------------------------------------------------- turn / scene

export interface TurnCheck {
  check: string;
  difficulty: number;
  /** Turn number (0-based): the boost is once per turn and its exile ends with the turn. */
  turn: number;
}

export interface TurnCompiled {
  size: number;
  value: Int32Array;
  colourless: Uint8Array;
  /** Per check type used: modifier options, as in CompiledLibrary. */
  modStart: Int32Array[];
  modCount: Int32Array[];
  mods: Int32Array[];
  /** Per check: index into the per-type arrays, difficulty, turn. */
  checkType: Int32Array;
  difficulty: Int32Array;
  turn: Int32Array;
  boostPolicy: number;
  boostSize: number;
  boostMin: number;
  /** 1: boost cards stay exiled until end of turn (v2); 0: to the bottom with the revealed two (v1). */
  boostExile: number;
  hand: number;
  known: number;
  /** 1 if the card is critical; with criticalMode 1 a critical decides the check (card 2 succeeds, else card 1 fails). */
  critical: Uint8Array;
  criticalMode: number;
}

/** Accumulator: [trials, all succeed, then per check (success, impossible, boosted), then successes 0..k] */
export function turnLength(c: TurnCompiled): number {
  const k = c.checkType.length;
  return 2 + 3 * k + k + 1;
}

/** Parse `green:2,red:1/blue:3` — checks by comma, turns by slash. */
export function parseTurnChecks(text: string, rules: MtgRuleset): TurnCheck[] {
  const out: TurnCheck[] = [];
  text.split('/').forEach((turnText, turn) => {
    for (const item of turnText.split(',')) {
      const s = item.trim();
      if (s === '') continue;
      const m = /^([^:]+):(-?\d+)$/.exec(s);
      const name = m ? m[1].trim().toLowerCase() : '';
      const check = name in rules.checkTypes ? name : rules.aliases[name];
      if (!m || !check) {
        throw new HanteiError('range', msg('sys.cannotRead', { p: paramLabel('checks'), item: s }), {
          hint: msg('sys.mtg.checksHint', { list: Object.keys(rules.checkTypes).join(', ') }),
        });
      }
      out.push({ check, difficulty: Number(m[2]), turn });
    }
  });
  if (out.length === 0)
    throw new HanteiError('range', msg('value.empty', { p: paramLabel('checks') }), {
      hint: msg('sys.eg', { example: '--checks "green:2,red:1/blue:3"' }),
    });
  return out;
}

export function compileTurn(
  deck: Deck,
  rules: MtgRuleset,
  checks: readonly TurnCheck[],
  opts: { boost: BoostPolicy; hand: number; known: number },
): TurnCompiled {
  const types = [...new Set(checks.map((c) => c.check))];
  const libs = types.map((t) => compileLibrary(deck, rules, t));
  if (opts.hand < 0 || opts.known < 0)
    throw new HanteiError('range', msg('sys.mtg.handKnown', { hand: paramLabel('hand'), known: paramLabel('known') }));
  return {
    size: libs[0].size,
    value: libs[0].value,
    colourless: libs[0].colourless,
    modStart: libs.map((l) => l.modStart),
    modCount: libs.map((l) => l.modCount),
    mods: libs.map((l) => l.mods),
    checkType: Int32Array.from(checks.map((c) => types.indexOf(c.check))),
    difficulty: Int32Array.from(checks.map((c) => c.difficulty)),
    turn: Int32Array.from(checks.map((c) => c.turn)),
    boostPolicy: BOOST_POLICIES.indexOf(opts.boost),
    boostSize: rules.boost.size,
    boostMin: rules.boost.minRemaining,
    boostExile: rules.boost.returns === 'end-of-turn' ? 1 : 0,
    hand: opts.hand,
    known: opts.known,
    critical: libs[0].critical,
    criticalMode: criticalModeOf(rules),
  };
}

// ---------------------------------------------------------------- summaries

export function summariseOpposed(params: Record<string, unknown>, c: OpposedCompiled, acc: Float64Array): ScenarioResult {
  const n = acc[0];
  const a = proportion(acc[OPPOSED_A], n);
  const b = proportion(acc[OPPOSED_B], n);
  const u = proportion(acc[OPPOSED_UNDECIDED], n);
  const values: Record<string, number> = { aWins: a.p, bWins: b.p, undecided: u.p };
  const intervals: Record<string, [number, number]> = { aWins: a.ci, bWins: b.ci, undecided: u.ci };
  // how often each side boosted, where its policy lets it
  for (const [key, slot, policy] of [
    ['aBoosted', OPPOSED_A_BOOSTED, c.boostA],
    ['bBoosted', OPPOSED_B_BOOSTED, c.boostB],
  ] as const) {
    if (policy === OPPOSED_BOOST.NEVER) continue;
    const pr = proportion(acc[slot], n);
    values[key] = pr.p;
    intervals[key] = pr.ci;
  }
  return {
    params,
    trials: n,
    values,
    intervals,
    distributions: { rounds: distribution(acc, OPPOSED_ROUNDS, OPPOSED_ROUNDS + c.maxRounds + 1, n) },
  };
}

export function summariseTurn(params: Record<string, unknown>, checks: readonly TurnCheck[], acc: Float64Array): ScenarioResult {
  const n = acc[0];
  const k = checks.length;
  const all = proportion(acc[1], n);
  const steps = checks.map((ch, q) => {
    const s = proportion(acc[2 + 3 * q], n);
    return {
      step: q + 1,
      turn: ch.turn + 1,
      check: ch.check,
      difficulty: ch.difficulty,
      success: s.p,
      ci: s.ci,
      impossible: proportion(acc[2 + 3 * q + 1], n).p,
      boosted: proportion(acc[2 + 3 * q + 2], n).p,
    };
  });
  const hist = 2 + 3 * k;
  let mean = 0;
  for (let i = 0; i <= k; i++) mean += (i * acc[hist + i]) / n;
  return {
    params,
    trials: n,
    values: { allSucceed: all.p, meanSuccesses: Number(mean.toPrecision(12)) },
    intervals: { allSucceed: all.ci },
    distributions: { successes: distribution(acc, hist, hist + k + 1, n) },
    steps,
  };
}
