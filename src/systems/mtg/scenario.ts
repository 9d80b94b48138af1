import type { Deck } from '../../decks/card.js';
import { HanteiError } from '../../core/errors.js';
import { paramLabel } from '../../core/names.js';
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
  deckA: Deck, checkA: string, difficultyA: number,
  deckB: Deck, checkB: string, difficultyB: number,
  rules: MtgRuleset,
  boost: { a: OpposedBoostPolicy; b: OpposedBoostPolicy } = { a: 'never', b: 'never' },
): OpposedCompiled {
  const a = compileLibrary(deckA, rules, checkA);
  const b = compileLibrary(deckB, rules, checkB);
  return {
    a, b, difficultyA, difficultyB,
    maxRounds: Math.floor(Math.min(a.size, b.size) / 2),
    criticalMode: rules.critical.mode === 'automatic' ? 1 : 0,
    boostA: OPPOSED_BOOST_POLICIES.indexOf(boost.a),
    boostB: OPPOSED_BOOST_POLICIES.indexOf(boost.b),
    boostSize: rules.boost.size,
    boostMin: rules.boost.minRemaining,
  };
}

/** 0..n−1 by a plain loop: Int32Array.from with a callback costs milliseconds per chunk on 10⁵-card decks. */
function identity(n: number): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  return a;
}

/** Should a side boost now? policy index of OPPOSED_BOOST_POLICIES; `forced` when an automatic critical already decided its check. */
function wantsBoost(policy: number, own: number, other: number, forced: boolean): boolean {
  if (policy === 3) return true;
  if (forced) return false;
  return (policy === 1 && own < 0) || (policy === 2 && own <= other);
}

/** Take the boost: the next `size` cards of the side's library (partial Fisher–Yates from p), +1 per colourless card. */
function boostBonus(lib: CompiledLibrary, perm: Int32Array, p: number, size: number, g: Sfc32): number {
  const n = lib.size;
  let bonus = 0;
  for (let k = p; k < p + size; k++) {
    const j = k + g.int(n - k);
    const t = perm[k]; perm[k] = perm[j]; perm[j] = t;
    bonus += lib.colourless[perm[k]];
  }
  return bonus;
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

/**
 * Both check; the higher degree wins; a tie sets the cards aside and both
 * check again. Each side may boost once per contest (the contest is one
 * action, within one turn): both decide on the round's degrees before either
 * boost, and a boost's cards leave that side's library for the contest.
 */
export function mtgOpposedKernel(c: OpposedCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const g = new Sfc32(seed);
  const permA = identity(c.a.size);
  const permB = identity(c.b.size);
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    let pa = 0;
    let pb = 0;
    let round = 0;
    let usedA = c.boostA === 0;
    let usedB = c.boostB === 0;
    for (;;) {
      if (c.a.size - pa < 2 || c.b.size - pb < 2) {
        acc[OPPOSED_UNDECIDED]++;
        break;
      }
      round++;
      let da = revealDegree(c.a, permA, pa, c.difficultyA, g, c.criticalMode);
      let db = revealDegree(c.b, permB, pb, c.difficultyB, g, c.criticalMode);
      pa += 2;
      pb += 2;
      const boostA = !usedA && c.a.size - pa >= c.boostMin && wantsBoost(c.boostA, da, db, Math.abs(da) === CRITICAL_DEGREE);
      const boostB = !usedB && c.b.size - pb >= c.boostMin && wantsBoost(c.boostB, db, da, Math.abs(db) === CRITICAL_DEGREE);
      // a boost's cards are spent even when an automatic critical has decided the check; its bonus then changes nothing
      if (boostA) {
        const bonus = boostBonus(c.a, permA, pa, c.boostSize, g);
        if (Math.abs(da) !== CRITICAL_DEGREE) da += bonus;
        pa += c.boostSize;
        usedA = true;
        acc[OPPOSED_A_BOOSTED]++;
      }
      if (boostB) {
        const bonus = boostBonus(c.b, permB, pb, c.boostSize, g);
        if (Math.abs(db) !== CRITICAL_DEGREE) db += bonus;
        pb += c.boostSize;
        usedB = true;
        acc[OPPOSED_B_BOOSTED]++;
      }
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
        throw new HanteiError('range', `${paramLabel('checks')}: cannot read "${s}"`, {
          hint: `write check:difficulty items, commas between checks and / between turns, e.g. "green:2,red:1/blue:3"; check types: ${Object.keys(rules.checkTypes).join(', ')}`,
        });
      }
      out.push({ check, difficulty: Number(m[2]), turn });
    }
  });
  if (out.length === 0) throw new HanteiError('range', `${paramLabel('checks')} is empty`, { hint: 'e.g. --checks "green:2,red:1/blue:3"' });
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
  if (opts.hand < 0 || opts.known < 0) throw new HanteiError('range', `${paramLabel('hand')} and ${paramLabel('known')} must be 0 or more`);
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
 * The library during one trial, shuffled lazily so a trial costs the cards it
 * uses, not the library's size. The cards never looked at lie in uniformly
 * random order, so the top card is a uniform draw from them: partial
 * Fisher–Yates on `perm` from `p` (from any permutation, so `perm` is never
 * reset). Cards put on the bottom queue beneath them in `bottom` (a ring of N)
 * and are drawn in order once the unseen cards run out.
 */
class LazyLibrary {
  private readonly perm: Int32Array;
  private readonly bottom: Int32Array;
  private p = 0;
  private unseenEnd = 0;
  private qHead = 0;
  private qLen = 0;

  constructor(private readonly n: number) {
    this.perm = identity(n);
    this.bottom = new Int32Array(n);
  }

  /**
   * A fresh shuffle with `off` cards (opening hand, known cards) out of the
   * library: they are the `off` cards never drawn, a uniform random set, as
   * the top `off` of a shuffled library would be.
   */
  reset(off: number): void {
    this.p = 0;
    this.unseenEnd = Math.max(0, this.n - off);
    this.qHead = 0;
    this.qLen = 0;
  }

  get size(): number {
    return this.unseenEnd - this.p + this.qLen;
  }

  /** The top card (the caller checks size > 0). */
  draw(g: Sfc32): number {
    const p = this.p;
    if (p < this.unseenEnd) {
      // from all n − p unseen cards, the set-aside ones included: which cards those are is unknown too
      const perm = this.perm;
      const j = p + g.int(this.n - p);
      const card = perm[j];
      perm[j] = perm[p];
      perm[p] = card;
      this.p = p + 1;
      return card;
    }
    const card = this.bottom[this.qHead];
    this.qHead = this.qHead + 1 === this.n ? 0 : this.qHead + 1;
    this.qLen--;
    return card;
  }

  /** Shuffle cards[0..count) and put them on the bottom. */
  toBottomShuffled(cards: Int32Array, count: number, g: Sfc32): void {
    shufflePrefix(cards, count, g);
    for (let i = 0; i < count; i++) {
      let at = this.qHead + this.qLen++;
      if (at >= this.n) at -= this.n;
      this.bottom[at] = cards[i];
    }
  }
}

/** Fisher–Yates on a[0..count). */
function shufflePrefix(a: Int32Array, count: number, g: Sfc32): void {
  for (let i = count - 1; i > 0; i--) {
    const j = g.int(i + 1);
    const x = a[i]; a[i] = a[j]; a[j] = x;
  }
}

/**
 * Checks in order on one library (see LazyLibrary). Revealed (and v1 boost)
 * cards go to the bottom in random order; v2 boost cards wait in `exile`
 * until the turn ends. Buffers are allocated once per call, not per trial.
 */
export function mtgTurnKernel(c: TurnCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const g = new Sfc32(seed);
  const k = c.checkType.length;
  const lib = new LazyLibrary(c.size);
  const moving = new Int32Array(2 + c.boostSize);
  const exile = new Int32Array(Math.max(c.boostSize, 1));
  const SUCC = 2;
  const HIST = 2 + 3 * k;
  // opening hand and known cards leave the drawable part of the library
  const off = Math.min(c.size, c.hand + c.known);
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    lib.reset(off);
    let exiled = 0;
    let boostUsed = false;
    let turn = c.turn[0];
    let wins = 0;
    for (let q = 0; q < k; q++) {
      if (c.turn[q] !== turn) {
        turn = c.turn[q];
        boostUsed = false;
        // end of turn: boost exile to the bottom in random order
        lib.toBottomShuffled(exile, exiled, g);
        exiled = 0;
      }
      if (lib.size < 2) {
        acc[SUCC + 3 * q + 1]++;
        continue;
      }
      const first = lib.draw(g);
      const second = lib.draw(g);
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
      if (wantBoost && !boostUsed && lib.size >= c.boostMin) {
        boostUsed = true;
        acc[SUCC + 3 * q + 2]++;
        for (let i = 0; i < c.boostSize; i++) {
          const card = lib.draw(g);
          degree += c.colourless[card];
          if (c.boostExile) exile[exiled++] = card;
          else moving[moved++] = card;
        }
      }
      if (forced === 1 || (forced < 0 && degree >= 0)) {
        acc[SUCC + 3 * q]++;
        wins++;
      }
      lib.toBottomShuffled(moving, moved, g);
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
  const values: Record<string, number> = { aWins: a.p, bWins: b.p, undecided: u.p };
  const intervals: Record<string, [number, number]> = { aWins: a.ci, bWins: b.ci, undecided: u.ci };
  // how often each side boosted, where its policy lets it
  for (const [key, slot, policy] of [['aBoosted', OPPOSED_A_BOOSTED, c.boostA], ['bBoosted', OPPOSED_B_BOOSTED, c.boostB]] as const) {
    if (policy === 0) continue;
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
