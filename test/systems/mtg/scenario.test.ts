import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/engine/scenarios.js';
import { compileMtgCell } from '../../../src/systems/mtg/compile.js';
import { mtgExact } from '../../../src/systems/mtg/exact.js';
import { V1, V2 } from '../../../src/systems/mtg/ruleset.js';
import {
  compileOpposed,
  compileTurn,
  opposedLength,
  parseTurnChecks,
  summariseOpposed,
  summariseTurn,
  turnLength,
} from '../../../src/systems/mtg/scenario.js';
import { card, deckOf, sampleDecks } from '../../helpers.js';

const decks = sampleDecks();
const forest = card({ name: 'Forest', type_line: 'Basic Land — Forest' });
const bear = card({ name: 'Runeclaw Bear', mana_cost: '{1}{G}', type_line: 'Creature — Bear' });

async function turn(
  deckId: string,
  checks: string,
  opts: { boost: 'never' | 'on-fail' | 'always'; hand: number; known: number },
  trials = 200_000,
  rules = V2,
) {
  const deck = decks.get(deckId) ?? deckOf(deckId, [[10, bear]]);
  const list = parseTurnChecks(checks, rules);
  const c = compileTurn(deck, rules, list, opts);
  const acc = await runScenario('mtg', 'turn', checks, c, turnLength(c), trials, { seed: 't', threads: 0 });
  return summariseTurn({}, list, acc);
}

describe('mtg turn scenario', () => {
  it('parses checks by comma and turns by slash', () => {
    expect(parseTurnChecks('green:2, red:-1 / 青:3', V2)).toEqual([
      { check: 'green', difficulty: 2, turn: 0 },
      { check: 'red', difficulty: -1, turn: 0 },
      { check: 'blue', difficulty: 3, turn: 1 },
    ]);
    expect(() => parseTurnChecks('green', V2)).toThrow(/cannot read "green"/);
  });

  it('the first check on a fresh library (with or without an opening hand) has the single-check odds', async () => {
    const exact = mtgExact(compileMtgCell({ deck: 'selesnya', check: 'green', difficulty: 3, boost: 'never', known: 0 }, V2, { decks }))[2];
    for (const hand of [0, 7]) {
      const r = await turn('selesnya', 'green:3,white:1', { boost: 'never', hand, known: 0 });
      const s = r.steps![0].success as number;
      expect(Math.abs(s - exact) / Math.sqrt((exact * (1 - exact)) / r.trials)).toBeLessThan(4.5);
    }
  });

  it('boosts at most once a turn; a new turn allows another', async () => {
    const oneTurn = await turn('eldrazi', 'green:30,green:30,green:30', { boost: 'always', hand: 0, known: 0 }, 20_000);
    expect(oneTurn.steps!.map((s) => s.boosted)).toEqual([1, 0, 0]);
    const threeTurns = await turn('eldrazi', 'green:30/green:30/green:30', { boost: 'always', hand: 0, known: 0 }, 20_000);
    expect(threeTurns.steps!.map((s) => s.boosted)).toEqual([1, 1, 1]);
  });

  it('v2 boost cards stay exiled until end of turn, so a small library runs out within the turn', async () => {
    // 10 cards: check 1 reveals 2 and exiles 6 → 4 left (+2 back at the bottom); check 2 cannot boost
    // (needs 6 besides its 2); v1 puts its 3 back at once
    const small = deckOf('small10', [[10, bear]]);
    decks.set('small10', small);
    const v2 = await turn('small10', 'green:0,green:0', { boost: 'always', hand: 0, known: 0 }, 5_000);
    expect(v2.steps!.map((s) => s.boosted)).toEqual([1, 0]);
    const v1 = await turn('small10', 'body:0/body:0', { boost: 'always', hand: 0, known: 0 }, 5_000, V1);
    expect(v1.steps!.map((s) => s.boosted)).toEqual([1, 1]);
  });

  it('a library below 2 after the hand and known cards makes every check impossible', async () => {
    const r = await turn('mono-green', 'green:0,green:1', { boost: 'never', hand: 57, known: 2 }, 1000);
    expect(r.steps!.map((s) => s.impossible)).toEqual([1, 1]);
    expect(r.values.allSucceed).toBe(0);
    expect(r.distributions.successes).toEqual({ '0': 1 });
  });
});

describe('mtg opposed check', () => {
  async function opposed(a: ReturnType<typeof deckOf>, checkA: string, b: ReturnType<typeof deckOf>, checkB: string, trials = 100_000) {
    const c = compileOpposed(a, checkA, 0, b, checkB, 0, V2);
    const acc = await runScenario('mtg', 'opposed', 'o', c, opposedLength(c), trials, { seed: 'o', threads: 0 });
    return summariseOpposed({}, c, acc);
  }

  it('mirror match: each side wins equally often, and the three results sum to 1', async () => {
    const g = decks.get('mono-green')!;
    const r = await opposed(g, 'green', g, 'green');
    const { aWins, bWins, undecided } = r.values;
    expect(aWins + bWins + undecided).toBeCloseTo(1, 12);
    expect(Math.abs(aWins - bWins) / Math.sqrt((aWins + bWins) / r.trials)).toBeLessThan(4.5);
    expect(r.distributions.rounds['1']).toBeGreaterThan(0.5);
  });

  it('a tie with nothing left to reveal is undecided', async () => {
    const twoForests = deckOf('f2', [[2, forest]]);
    const r = await opposed(twoForests, 'green', twoForests, 'green', 1000);
    expect(r.values).toEqual({ aWins: 0, bWins: 0, undecided: 1 });
    expect(r.distributions.rounds).toEqual({ '1': 1 });
  });

  it('forests on a green check (+5) beat forests on a blue check (+0) every time', async () => {
    const forests = deckOf('f', [[20, forest]]);
    const r = await opposed(forests, 'green', forests, 'blue', 1000);
    expect(r.values.aWins).toBe(1);
  });

  it('ties set the cards aside and go on: identical forests tie until the library runs out', async () => {
    const forests = deckOf('f', [[9, forest]]);
    const r = await opposed(forests, 'green', forests, 'green', 1000);
    expect(r.values.undecided).toBe(1);
    expect(r.distributions.rounds).toEqual({ '4': 1 });
  });
});
