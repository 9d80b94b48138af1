import type { Deck } from '../../decks/card.js';
import { HanteiError } from '../../core/errors.js';
import { Sfc32 } from '../../core/seed.js';
import { type ScenarioResult, distribution, proportion } from '../../core/results.js';
import { BOOST_POLICIES, type BoostPolicy, type CompiledLibrary, compileLibrary } from './compile.js';
import type { MtgRuleset } from './ruleset.js';

/*
 * Stateful mtg sequences (Monte Carlo only): the opposed check (対決判定) and
 * a turn/scene of checks on one library. They run far fewer trials than the
 * single check, so they use the Sfc32 object generator; they still allocate
 * nothing per trial.
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
}

/** Accumulator: [trials, A wins, B wins, undecided, rounds 1..maxRounds] */
export const OPPOSED_A = 1;
export const OPPOSED_B = 2;
export const OPPOSED_UNDECIDED = 3;
export const OPPOSED_ROUNDS = 4;

export function opposedLength(c: OpposedCompiled): number {
  return OPPOSED_ROUNDS + c.maxRounds + 1;
}

export function compileOpposed(
  deckA: Deck, checkA: string, difficultyA: number,
  deckB: Deck, checkB: string, difficultyB: number,
  rules: MtgRuleset,
): OpposedCompiled {
  const a = compileLibrary(deckA, rules, checkA);
  const b = compileLibrary(deckB, rules, checkB);
  return { a, b, difficultyA, difficultyB, maxRounds: Math.floor(Math.min(a.size, b.size) / 2), criticalMode: rules.critical.mode === 'automatic' ? 1 : 0 };
}

/** A degree beyond any card's: an automatic critical success (card 2) or failure (card 1) in an opposed check. */
export const CRITICAL_DEGREE = 1 << 20;

/**
 * Draw two cards from position p of `perm` (partial Fisher–Yates) and return
 * the degree (成功度). With automatic criticals a critical card 2 is a
 * success above any degree and a critical card 1 a failure below any, so the
 * higher degree still wins (two automatic successes, or failures, tie).
 */
function revealDegree(lib: CompiledLibrary, perm: Int32Array, p: number, difficulty: number, g: Sfc32, automatic: number): number {
  const n = lib.size;
  for (let k = p; k < p + 2; k++) {
    const j = k + g.int(n - k);
    const t = perm[k]; perm[k] = perm[j]; perm[j] = t;
  }
  const first = perm[p];
  const second = perm[p + 1];
  const cnt = lib.modCount[second];
  const mod = lib.mods[lib.modStart[second] + (cnt > 1 ? g.int(cnt) : 0)];
  if (automatic === 1 && lib.critical[second]) return CRITICAL_DEGREE;
  if (automatic === 1 && lib.critical[first]) return -CRITICAL_DEGREE;
  return lib.value[second] + mod - lib.value[first] - difficulty;
}

/** Both check; the higher degree wins; a tie sets the cards aside and both check again. */
export function mtgOpposedKernel(c: OpposedCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const g = new Sfc32(seed);
  const permA = Int32Array.from({ length: c.a.size }, (_, i) => i);
  const permB = Int32Array.from({ length: c.b.size }, (_, i) => i);
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    let p = 0;
    let round = 0;
    for (;;) {
      if (c.a.size - p < 2 || c.b.size - p < 2) {
        acc[OPPOSED_UNDECIDED]++;
        break;
      }
      round++;
      const da = revealDegree(c.a, permA, p, c.difficultyA, g, c.criticalMode);
      const db = revealDegree(c.b, permB, p, c.difficultyB, g, c.criticalMode);
      p += 2;
      if (da !== db) {
        acc[da > db ? OPPOSED_A : OPPOSED_B]++;
        break;
      }
    }
    acc[OPPOSED_ROUNDS + round]++;
  }
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
        throw new HanteiError('range', `--checks: cannot read "${s}"`, {
          hint: `write check:difficulty items, commas between checks and / between turns, e.g. "green:2,red:1/blue:3"; check types: ${Object.keys(rules.checkTypes).join(', ')}`,
        });
      }
      out.push({ check, difficulty: Number(m[2]), turn });
    }
  });
  if (out.length === 0) throw new HanteiError('range', '--checks is empty', { hint: 'e.g. --checks "green:2,red:1/blue:3"' });
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
  if (opts.hand < 0 || opts.known < 0) throw new HanteiError('range', '--hand and --known must be 0 or more');
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
    criticalMode: rules.critical.mode === 'automatic' ? 1 : 0,
  };
}

/**
 * A library as a ring buffer: the top at `head`, cards put on the bottom at
 * head + len. Revealed (and v1 boost) cards go to the bottom in random order;
 * v2 boost cards wait in `exile` until the turn ends.
 */
export function mtgTurnKernel(c: TurnCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const g = new Sfc32(seed);
  const N = c.size;
  const k = c.checkType.length;
  const ring = new Int32Array(N);
  const moving = new Int32Array(2 + c.boostSize);
  const exile = new Int32Array(Math.max(c.boostSize, 1));
  const SUCC = 2;
  const HIST = 2 + 3 * k;
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    for (let i = 0; i < N; i++) ring[i] = i;
    for (let i = N - 1; i > 0; i--) {
      const j = g.int(i + 1);
      const x = ring[i]; ring[i] = ring[j]; ring[j] = x;
    }
    // opening hand and known cards leave the drawable part of the library
    const off = Math.min(N, c.hand + c.known);
    let head = off % N;
    let len = N - off;
    let exiled = 0;
    let boostUsed = false;
    let turn = c.turn[0];
    let wins = 0;
    for (let q = 0; q < k; q++) {
      if (c.turn[q] !== turn) {
        turn = c.turn[q];
        boostUsed = false;
        // end of turn: boost exile to the bottom in random order
        for (let i = exiled - 1; i > 0; i--) {
          const j = g.int(i + 1);
          const x = exile[i]; exile[i] = exile[j]; exile[j] = x;
        }
        for (let i = 0; i < exiled; i++) ring[(head + len++) % N] = exile[i];
        exiled = 0;
      }
      if (len < 2) {
        acc[SUCC + 3 * q + 1]++;
        continue;
      }
      const first = ring[head];
      const second = ring[(head + 1) % N];
      head = (head + 2) % N;
      len -= 2;
      let moved = 2;
      moving[0] = first;
      moving[1] = second;
      const ti = c.checkType[q];
      const cnt = c.modCount[ti][second];
      const mod = c.mods[ti][c.modStart[ti][second] + (cnt > 1 ? g.int(cnt) : 0)];
      let degree = c.value[second] + mod - c.value[first] - c.difficulty[q];
      // automatic criticals, as in the single check: card 2 succeeds, else card 1 fails; on-fail never boosts a decided check
      const forced = c.criticalMode === 1 && (c.critical[first] | c.critical[second]) !== 0 ? (c.critical[second] ? 1 : 0) : -1;
      const wantBoost = c.boostPolicy === 2 || (c.boostPolicy === 1 && degree < 0 && forced < 0);
      if (wantBoost && !boostUsed && len >= c.boostMin) {
        boostUsed = true;
        acc[SUCC + 3 * q + 2]++;
        for (let i = 0; i < c.boostSize; i++) {
          const card = ring[head];
          head = (head + 1) % N;
          len--;
          degree += c.colourless[card];
          if (c.boostExile) exile[exiled++] = card;
          else moving[moved++] = card;
        }
      }
      if (forced === 1 || (forced < 0 && degree >= 0)) {
        acc[SUCC + 3 * q]++;
        wins++;
      }
      for (let i = moved - 1; i > 0; i--) {
        const j = g.int(i + 1);
        const x = moving[i]; moving[i] = moving[j]; moving[j] = x;
      }
      for (let i = 0; i < moved; i++) ring[(head + len++) % N] = moving[i];
    }
    if (wins === k) acc[1]++;
    acc[HIST + wins]++;
  }
}

// ---------------------------------------------------------------- summaries

export function summariseOpposed(params: Record<string, unknown>, c: OpposedCompiled, acc: Float64Array): ScenarioResult {
  const n = acc[0];
  const a = proportion(acc[OPPOSED_A], n);
  const b = proportion(acc[OPPOSED_B], n);
  const u = proportion(acc[OPPOSED_UNDECIDED], n);
  return {
    params,
    trials: n,
    values: { aWins: a.p, bWins: b.p, undecided: u.p },
    intervals: { aWins: a.ci, bWins: b.ci, undecided: u.ci },
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
