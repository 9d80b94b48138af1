// isolation: engine/pool — the pool its worker runs start is closed in afterAll
import { afterAll, describe, expect, it } from 'vitest';
import { ACC_CATEGORIES, ACC_SUCCESS } from '../../../src/core/accumulator.js';
import { deriveSeed } from '../../../src/core/seed.js';
import type { Card, Deck } from '../../../src/systems/mtg/decks/card.js';
import { SCENARIO_CHUNK } from '../../../src/engine/plan.js';
import { closePool, simulateJobs } from '../../../src/engine/pool.js';
import { CAT_BOOSTED, compileMtgCell } from '../../../src/systems/mtg/compile.js';
import { mtgExact } from '../../../src/systems/mtg/exact.js';
import { type MtgRuleset, V1, V2 } from '../../../src/systems/mtg/ruleset.js';
import { SPARSE_LIBRARY, type TurnLoop, runTurnTrials, turnLoopOf } from '../../../src/systems/mtg/scenario-kernel.js';
import {
  type TurnCompiled,
  compileOpposed,
  compileTurn,
  opposedLength,
  parseTurnChecks,
  turnLength,
} from '../../../src/systems/mtg/scenario.js';
import { deckOf, sampleDecks } from '../../helpers.js';

/*
 * The turn kernel has three trial loops (scenario-kernel.ts): `queue` keeps
 * the cards put on the bottom, `fresh` only counts them when a trial cannot
 * reach them, `sparse` draws positions by rejection on large libraries. On a
 * scenario where all three apply they must draw by one law (turn-lazy.test.ts
 * holds `queue` to a full-shuffle reference; the exact odds hold the others'
 * first check).
 */

const samples = sampleDecks();
function named(name: string, critical = false): Card {
  for (const d of samples.values()) {
    const e = d.entries.find((x) => x.card.name === name);
    if (e) return { ...e.card, critical };
  }
  throw new Error(`no sample card ${name}`);
}

/** A mix of colourless, lands, multicolour and critical cards, `times` copies of each kind's count. */
function mixDeck(id: string, times: number): Deck {
  const kinds: Array<[number, Card]> = [
    [4, named('Wastes')],
    [4, named('Forest')],
    [2, named('Plains')],
    [3, named('Watchwolf')],
    [3, named('Thought-Knot Seer')],
    [2, named('Kitchen Finks')],
    [2, named('Selesnya Charm')],
    [1, named('Reality Smasher', true)],
  ];
  return deckOf(
    id,
    kinds.map(([n, card]) => [n * times, card]),
  );
}

function run(c: TurnCompiled, loop: TurnLoop, trials: number, salt: string): Float64Array {
  const acc = new Float64Array(turnLength(c));
  for (let chunk = 0, done = 0; done < trials; chunk++, done += SCENARIO_CHUNK)
    runTurnTrials(c, Math.min(SCENARIO_CHUNK, trials - done), deriveSeed(salt, loop, chunk), acc, loop);
  return acc;
}

/** Every slot within 5 standard errors (identical where both are certain). */
function expectSameLaw(x: Float64Array, y: Float64Array, what: string): void {
  for (let i = 1; i < x.length; i++) {
    const pa = x[i] / x[0];
    const pb = y[i] / y[0];
    const p = (x[i] + y[i]) / (x[0] + y[0]);
    const se = Math.sqrt(p * (1 - p) * (1 / x[0] + 1 / y[0]));
    if (se === 0) expect(pa, `${what} slot ${i}`).toBe(pb);
    else expect(Math.abs(pa - pb) / se, `${what} slot ${i}: ${pa} vs ${pb}`).toBeLessThan(5);
  }
}

const CASES: Array<{ name: string; rules: MtgRuleset; checks: string; boost: 'never' | 'on-fail' | 'always'; hand: number }> = [
  { name: 'v2, boost on-fail, hand', rules: V2, checks: 'green:2,white:1,colorless:0/green:3,blue:0', boost: 'on-fail', hand: 7 },
  { name: 'v2, boost always', rules: V2, checks: 'green:1,white:3/colorless:1,green:0/white:2', boost: 'always', hand: 0 },
  {
    name: 'v2, 14 checks in 3 turns (more than the loops count by sets of successes)',
    rules: V2,
    checks: 'green:2,white:1,colorless:0,green:1,blue:2/green:3,blue:0,white:2,green:0,colorless:1/green:1,white:0,blue:1,green:2',
    boost: 'on-fail',
    hand: 7,
  },
  {
    name: 'v1, boost on-fail (boost cards go down at once)',
    rules: V1,
    checks: 'body:1,negotiation:0,body:2/body:0,intellect:1',
    boost: 'on-fail',
    hand: 3,
  },
];

describe('the turn kernel’s three trial loops draw by one law', () => {
  const trials = 150_000;
  for (const tc of CASES) {
    it(tc.name, () => {
      // 21 kinds' worth of cards × 30 = 630 cards: every loop applies
      const deck = mixDeck('mix630', 30);
      const list = parseTurnChecks(tc.checks, tc.rules);
      const c = compileTurn(deck, tc.rules, list, { boost: tc.boost, hand: tc.hand, known: 0 });
      expect(turnLoopOf(c)).toBe('fresh');
      const queue = run(c, 'queue', trials, tc.name);
      const fresh = run(c, 'fresh', trials, tc.name);
      const sparse = run(c, 'sparse', trials, tc.name);
      expectSameLaw(fresh, queue, 'fresh vs queue');
      expectSameLaw(sparse, queue, 'sparse vs queue');
      // not vacuous: boosts happen, and checks both fail and succeed
      if (tc.boost !== 'never') expect(queue[4]).toBeGreaterThan(0);
      expect(queue[2]).toBeGreaterThan(0);
      expect(queue[2]).toBeLessThan(trials);
    });
  }

  it('the loop a turn runs: the queue when a trial may reach the bottom, sparse beyond SPARSE_LIBRARY cards', () => {
    const list = parseTurnChecks('green:1,green:2/green:3', V2);
    // a trial takes at most 3 checks × 2 + 2 turns × 6 = 18 cards: a library of 21 with a hand of 3 holds them, of 4 not
    const loop = (hand: number, known = 0) => turnLoopOf(compileTurn(mixDeck('mix21', 1), V2, list, { boost: 'always', hand, known }));
    expect([loop(0), loop(3), loop(4), loop(2, 2)]).toEqual(['fresh', 'fresh', 'queue', 'queue']);
    const huge = compileTurn(mixDeck('big', Math.ceil(SPARSE_LIBRARY / 20)), V2, list, { boost: 'always', hand: 0, known: 0 });
    expect(huge.size).toBeGreaterThan(SPARSE_LIBRARY);
    expect(turnLoopOf(huge)).toBe('sparse');
  });

  it('sparse: a one-check turn on a large library has the single check’s exact odds', () => {
    const deck = mixDeck('big', Math.ceil(SPARSE_LIBRARY / 20));
    const decks = new Map([['big', deck]]);
    const exact = mtgExact(compileMtgCell({ deck: 'big', check: 'green', difficulty: 2, boost: 'on-fail', known: 0 }, V2, { decks }));
    const c = compileTurn(deck, V2, parseTurnChecks('green:2', V2), { boost: 'on-fail', hand: 0, known: 0 });
    expect(turnLoopOf(c)).toBe('sparse');
    const trials = 200_000;
    const acc = run(c, 'sparse', trials, 'exact');
    for (const [what, sim, p] of [
      ['success', acc[2] / trials, exact[ACC_SUCCESS]],
      ['boosted', acc[4] / trials, exact[ACC_CATEGORIES + CAT_BOOSTED]],
    ] as const) {
      expect(Math.abs(sim - p) / Math.sqrt((p * (1 - p)) / trials), `${what}: ${sim} vs exact ${p}`).toBeLessThan(5);
    }
  });
});

// the process's pool its workers run starts: closed, so a later file in this process finds none
afterAll(closePool);

describe('scenarios: same seed, same numbers, whatever the thread count', () => {
  const jobs = () => {
    const eldrazi = samples.get('eldrazi')!;
    const list = parseTurnChecks('blue:2,green:3,colorless:1/green:2,blue:4', V2);
    const fresh = compileTurn(eldrazi, V2, list, { boost: 'on-fail', hand: 7, known: 0 });
    const queue = compileTurn(mixDeck('mix21', 1), V2, list, { boost: 'always', hand: 4, known: 0 });
    const sparse = compileTurn(mixDeck('big', Math.ceil(SPARSE_LIBRARY / 20)), V2, list, { boost: 'on-fail', hand: 7, known: 0 });
    expect([turnLoopOf(fresh), turnLoopOf(queue), turnLoopOf(sparse)]).toEqual(['fresh', 'queue', 'sparse']);
    const opposed = compileOpposed(samples.get('mono-green')!, 'green', 2, samples.get('uw-control')!, 'blue', 2, V2, {
      a: 'on-fail',
      b: 'when-behind',
    });
    const trials = 2 * SCENARIO_CHUNK + 999;
    return [
      ...[fresh, queue, sparse].map((compiled, i) => ({
        key: `turn${i}`,
        system: 'mtg',
        kernel: 'turn',
        compiled,
        trials,
        length: turnLength(compiled),
        chunkSize: SCENARIO_CHUNK,
      })),
      {
        key: 'opposed',
        system: 'mtg',
        kernel: 'opposed',
        compiled: opposed,
        trials,
        length: opposedLength(opposed),
        chunkSize: SCENARIO_CHUNK,
      },
    ];
  };

  it('main thread and 2 workers give the same accumulators (turn: each loop; opposed)', async () => {
    const inline = await simulateJobs(jobs(), { seed: 'r', threads: 0 });
    const workers = await simulateJobs(jobs(), { seed: 'r', threads: 2, placement: 'workers' });
    expect(workers.map((a) => Array.from(a))).toEqual(inline.map((a) => Array.from(a)));
    const other = await simulateJobs(jobs(), { seed: 'r2', threads: 0 });
    expect(other.map((a) => Array.from(a))).not.toEqual(inline.map((a) => Array.from(a)));
  });
});
