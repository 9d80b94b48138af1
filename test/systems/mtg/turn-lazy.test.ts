import { describe, expect, it } from 'vitest';
import { ACC_CATEGORIES, ACC_SUCCESS } from '../../../src/core/accumulator.js';
import { Sfc32, deriveSeed } from '../../../src/core/seed.js';
import type { Card, Deck } from '../../../src/systems/mtg/decks/card.js';
import { SCENARIO_CHUNK } from '../../../src/engine/plan.js';
import { runScenario } from '../../../src/engine/scenarios.js';
import { type BoostPolicy, CAT_BOOSTED, compileMtgCell } from '../../../src/systems/mtg/compile.js';
import { mtgExact } from '../../../src/systems/mtg/exact.js';
import { type MtgRuleset, V1, V2 } from '../../../src/systems/mtg/ruleset.js';
import { type TurnLoop, runTurnTrials, turnLoopOf } from '../../../src/systems/mtg/scenario-kernel.js';
import { type TurnCompiled, compileTurn, parseTurnChecks, turnLength } from '../../../src/systems/mtg/scenario.js';
import { deckOf, sampleDecks } from '../../helpers.js';

/*
 * The turn kernel shuffles lazily (it draws the top card uniformly from the
 * cards not yet seen and keeps the bottom as a queue). Here it is held to a
 * plain model of the rules: a fully shuffled array, cards taken from the front
 * and pushed at the back, on small decks where the library wraps round.
 */

const samples = sampleDecks();
function named(name: string, critical = false): Card {
  for (const d of samples.values()) {
    const e = d.entries.find((x) => x.card.name === name);
    if (e) return { ...e.card, critical };
  }
  throw new Error(`no sample card ${name}`);
}

// colourless, lands, multicolour (several modifier options), hybrid, high values
const MIX: Array<[number, Card]> = [
  [2, named('Wastes')],
  [2, named('Forest')],
  [1, named('Plains')],
  [2, named('Watchwolf')],
  [2, named('Thought-Knot Seer')],
  [1, named('Kitchen Finks')],
  [1, named('Selesnya Charm')],
  [1, named('Reality Smasher')],
];
const mix12 = deckOf('mix12', MIX);
const mix8 = deckOf('mix8', [
  [2, named('Wastes')],
  [2, named('Forest')],
  [1, named('Watchwolf')],
  [1, named('Thought-Knot Seer')],
  [2, named('Island')],
]);
const crit8 = deckOf('crit8', [
  [2, named('Forest')],
  [2, named('Wastes')],
  [2, named('Watchwolf')],
  [1, named('Endbringer', true)],
  [1, named('Plains', true)],
]);

const smallBoostV2: MtgRuleset = { ...V2, name: 'v2-boost2', boost: { size: 2, minRemaining: 2, returns: 'end-of-turn' } };
const automaticV1: MtgRuleset = { ...V1, name: 'v1-automatic', critical: { value: 20, mode: 'automatic' } };

/**
 * The rules in the plainest form: one full shuffle, an array library, front =
 * top. Also counts the trials that reveal a card put back on the bottom.
 * Written without a fresh array or typed-array view per card drawn (it runs
 * 2.8 million trials here); the same draws, so the same counts, as the
 * destructuring/subarray form it replaced.
 */
function referenceTurn(
  c: TurnCompiled,
  rules: MtgRuleset,
  boost: BoostPolicy,
  trials: number,
  seed: number,
): { acc: Float64Array; wrapped: number } {
  const g = new Sfc32(Uint32Array.of(seed, 0x9e3779b9, 0x7f4a7c15, 1));
  const k = c.checkType.length;
  const acc = new Float64Array(turnLength(c));
  const shuffled = (a: number[]): number[] => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = g.int(i + 1);
      const t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    return a;
  };
  const automatic = rules.critical.mode === 'automatic';
  const back = new Uint8Array(c.size);
  let wrapped = 0;
  acc[0] = trials;
  const cards = Array.from({ length: c.size }, (_, i) => i);
  for (let t = 0; t < trials; t++) {
    const library = shuffled(cards.slice());
    library.splice(0, c.hand + c.known); // the opening hand and the known cards
    let exile: number[] = [];
    let boostUsed = false;
    let wins = 0;
    let seenBack = false;
    back.fill(0);
    for (let q = 0; q < k; q++) {
      if (q > 0 && c.turn[q] !== c.turn[q - 1]) {
        library.push(...shuffled(exile));
        exile = [];
        boostUsed = false;
      }
      if (library.length < 2) {
        acc[2 + 3 * q + 1]++;
        continue;
      }
      const first = library.shift()!;
      const second = library.shift()!;
      seenBack ||= back[first] === 1 || back[second] === 1;
      const ti = c.checkType[q];
      // one of the second card's modifier options, drawn uniformly
      const option = c.mods[ti][c.modStart[ti][second] + g.int(c.modCount[ti][second])];
      let degree = c.value[second] + option - c.value[first] - c.difficulty[q];
      const decided = automatic && (c.critical[first] || c.critical[second]);
      const want = boost === 'always' || (boost === 'on-fail' && degree < 0 && !decided);
      const toBottom = [first, second];
      if (want && !boostUsed && library.length >= rules.boost.minRemaining) {
        boostUsed = true;
        acc[2 + 3 * q + 2]++;
        const taken = library.splice(0, rules.boost.size);
        for (const card of taken) degree += c.colourless[card];
        (rules.boost.returns === 'end-of-turn' ? exile : toBottom).push(...taken);
      }
      const success = decided ? c.critical[second] === 1 : degree >= 0;
      if (success) {
        acc[2 + 3 * q]++;
        wins++;
      }
      library.push(...shuffled(toBottom));
      for (const card of toBottom) back[card] = 1;
    }
    if (seenBack) wrapped++;
    if (wins === k) acc[1]++;
    acc[2 + 3 * k + wins]++;
  }
  return { acc, wrapped };
}

/** Every slot of the two accumulators (per check success/impossible/boosted, all succeed, successes histogram) within 5 standard errors. */
function expectSameDistribution(kernel: Float64Array, reference: Float64Array, k: number): void {
  const label = (i: number) =>
    i === 1
      ? 'all succeed'
      : i < 2 + 3 * k
        ? `check ${Math.floor((i - 2) / 3) + 1} ${['success', 'impossible', 'boosted'][(i - 2) % 3]}`
        : `${i - 2 - 3 * k} successes`;
  const na = kernel[0];
  const nb = reference[0];
  for (let i = 1; i < kernel.length; i++) {
    const pa = kernel[i] / na;
    const pb = reference[i] / nb;
    const p = (kernel[i] + reference[i]) / (na + nb);
    const se = Math.sqrt(p * (1 - p) * (1 / na + 1 / nb));
    if (se === 0) expect(pa, label(i)).toBe(pb);
    else expect(Math.abs(pa - pb) / se, `${label(i)}: kernel ${pa} vs reference ${pb}`).toBeLessThan(5);
  }
}

interface Case {
  name: string;
  rules: MtgRuleset;
  deck: Deck;
  checks: string;
  boost: BoostPolicy;
  hand: number;
  known: number;
}

const CASES: Case[] = [
  {
    name: 'v2, boost on-fail, the library wraps',
    rules: V2,
    deck: mix12,
    checks: 'green:2,white:1,colorless:0/green:3,blue:0,green:1',
    boost: 'on-fail',
    hand: 0,
    known: 0,
  },
  {
    name: 'v2, boost always, opening hand',
    rules: V2,
    deck: mix12,
    checks: 'green:1,white:3/colorless:1,green:0/white:2,green:4',
    boost: 'always',
    hand: 2,
    known: 1,
  },
  {
    name: 'v2 exile of 2 until end of turn, boost always',
    rules: smallBoostV2,
    deck: mix8,
    checks: 'green:1,green:2,white:0/green:0,colorless:1/white:2,green:3',
    boost: 'always',
    hand: 0,
    known: 0,
  },
  {
    name: 'v2 exile of 2, boost on-fail, hand',
    rules: smallBoostV2,
    deck: mix8,
    checks: 'green:2,colorless:0,white:1/green:1,green:3,blue:0',
    boost: 'on-fail',
    hand: 1,
    known: 0,
  },
  {
    name: 'v1, boost on-fail, hand and known',
    rules: V1,
    deck: mix8,
    checks: 'body:1,negotiation:0,body:2/body:0,intellect:1,body:3',
    boost: 'on-fail',
    hand: 1,
    known: 1,
  },
  {
    name: 'v1, boost always',
    rules: V1,
    deck: mix12,
    checks: 'body:2,negotiation:1,intellect:0/body:1,body:3,negotiation:2',
    boost: 'always',
    hand: 0,
    known: 0,
  },
  {
    name: 'v1 automatic criticals, boost on-fail',
    rules: automaticV1,
    deck: crit8,
    checks: 'body:2,negotiation:1,body:0/body:3,negotiation:0,body:1',
    boost: 'on-fail',
    hand: 0,
    known: 0,
  },
  {
    name: 'no boost, 8 cards, 6 checks: later checks reveal cards from the bottom',
    rules: V2,
    deck: mix8,
    checks: 'green:1,white:3,colorless:0/blue:2,green:4,white:0',
    boost: 'never',
    hand: 0,
    known: 0,
  },
  {
    name: 'a library of 2 after the hand: the same two cards every check',
    rules: V1,
    deck: mix8,
    checks: 'body:1,negotiation:0/body:2,body:0',
    boost: 'on-fail',
    hand: 5,
    known: 1,
  },
  {
    name: 'a library of 1 after the hand: every check impossible',
    rules: V2,
    deck: mix8,
    checks: 'green:0,green:1/white:0',
    boost: 'always',
    hand: 6,
    known: 1,
  },
];

describe('mtg turn kernel (lazy shuffle) against a full-shuffle reference', () => {
  const trials = 200_000;
  CASES.forEach((tc, i) => {
    it(tc.name, async () => {
      const list = parseTurnChecks(tc.checks, tc.rules);
      const c = compileTurn(tc.deck, tc.rules, list, { boost: tc.boost, hand: tc.hand, known: tc.known });
      const kernel = await runScenario('mtg', 'turn', `lazy-${i}`, c, turnLength(c), trials, { seed: `lazy-${i}`, threads: 0 });
      const { acc: reference, wrapped } = referenceTurn(c, tc.rules, tc.boost, trials, 1000 + i);
      expectSameDistribution(kernel, reference, list.length);
      // not vacuous: the case reveals cards that came back from the bottom (or has no library at all)
      if (i < CASES.length - 1) expect(wrapped / trials, 'trials revealing a returned card').toBeGreaterThan(0.1);
      else expect(reference[3]).toBe(trials);
    });
  });
});

describe('a one-check turn has the single check’s exact odds, hand or not', () => {
  // 12 cards, v2 (boost needs 6 besides the revealed two): a hand of 4 leaves room for the boost, 5 does not
  for (const [hand, boost] of [
    [0, 'always'],
    [4, 'always'],
    [5, 'always'],
    [3, 'on-fail'],
  ] as const) {
    it(`hand ${hand}, boost ${boost}`, async () => {
      const decks = new Map([['mix12', mix12]]);
      const exact = mtgExact(compileMtgCell({ deck: 'mix12', check: 'green', difficulty: 2, boost, known: hand }, V2, { decks }));
      const list = parseTurnChecks('green:2', V2);
      const c = compileTurn(mix12, V2, list, { boost, hand, known: 0 });
      const trials = 200_000;
      const acc = await runScenario('mtg', 'turn', `one-${hand}-${boost}`, c, turnLength(c), trials, { seed: 'one', threads: 0 });
      for (const [what, sim, p] of [
        ['success', acc[2] / trials, exact[ACC_SUCCESS]],
        ['boosted', acc[4] / trials, exact[ACC_CATEGORIES + CAT_BOOSTED]],
      ] as const) {
        const q = Math.min(1, p);
        const sigma = Math.sqrt((q * (1 - q)) / trials);
        if (sigma === 0) expect(sim).toBeCloseTo(p, 12);
        else expect(Math.abs(sim - p) / sigma, `${what}: turn ${sim} vs exact ${p}`).toBeLessThan(5);
      }
      if (hand === 5) expect(acc[4]).toBe(0);
    });
  }
});

/*
 * Where a trial cannot run out of unseen cards, the `fresh` and `sparse` loops
 * take the boosts' cards after all the checks' cards (one hypergeometric word
 * a boost, given the colourless cards the checks took) and a check's two
 * cards as one word. On small libraries, where what the checks took changes
 * the boosts' odds most, both are held to the full-shuffle reference.
 */
describe('the fresh and sparse loops (boosts resolved after the checks) against the full-shuffle reference', () => {
  // 10 of 24 colourless (Wastes, Thought-Knot Seer, Reality Smasher): a boost's bonus depends strongly on the checks' cards
  const mix24 = deckOf(
    'mix24',
    MIX.map(([n, card]) => [2 * n, card]),
  );
  const crit16 = deckOf('crit16', [
    [4, named('Forest')],
    [4, named('Wastes')],
    [4, named('Watchwolf')],
    [2, named('Endbringer', true)],
    [2, named('Plains', true)],
  ]);
  const FRESH: Case[] = [
    {
      name: 'v2, boost on-fail, two turns, hand: 20 of the 22 unseen cards taken at most',
      rules: V2,
      deck: mix24,
      checks: 'green:2,colorless:1/green:3,white:1',
      boost: 'on-fail',
      hand: 2,
      known: 0,
    },
    {
      name: 'v2, boost always, three turns of one check: every card of the library taken',
      rules: V2,
      deck: mix24,
      checks: 'green:1/colorless:2/white:0',
      boost: 'always',
      hand: 0,
      known: 0,
    },
    {
      name: 'v1 automatic criticals, boost on-fail, boost cards down at once',
      rules: automaticV1,
      deck: crit16,
      checks: 'body:2,negotiation:1/body:3,negotiation:0',
      boost: 'on-fail',
      hand: 1,
      known: 1,
    },
    {
      name: 'v1, a library of 5 after the hand: room for the cards, not for the boost (4 besides the two)',
      rules: V1,
      deck: mix8,
      checks: 'body:1',
      boost: 'always',
      hand: 2,
      known: 1,
    },
  ];
  const trials = 200_000;
  const run = (c: TurnCompiled, loop: TurnLoop, salt: string): Float64Array => {
    const acc = new Float64Array(turnLength(c));
    for (let chunk = 0, done = 0; done < trials; chunk++, done += SCENARIO_CHUNK)
      runTurnTrials(c, Math.min(SCENARIO_CHUNK, trials - done), deriveSeed(salt, loop, chunk), acc, loop);
    return acc;
  };
  FRESH.forEach((tc, i) => {
    it(tc.name, () => {
      const list = parseTurnChecks(tc.checks, tc.rules);
      const c = compileTurn(tc.deck, tc.rules, list, { boost: tc.boost, hand: tc.hand, known: tc.known });
      expect(turnLoopOf(c)).toBe('fresh');
      const { acc: reference } = referenceTurn(c, tc.rules, tc.boost, trials, 2000 + i);
      expectSameDistribution(run(c, 'fresh', tc.name), reference, list.length);
      expectSameDistribution(run(c, 'sparse', tc.name), reference, list.length);
      // not vacuous: checks both fail and succeed, and boosts happen where the library has room for them
      expect(reference[2]).toBeGreaterThan(0);
      expect(reference[2]).toBeLessThan(trials);
      if (i < FRESH.length - 1) expect(reference[4]).toBeGreaterThan(0);
      else expect(reference[4]).toBe(0);
    });
  });
});
