import { describe, expect, it } from 'vitest';
import { exact } from '../../../src/api/index.js';
import { prepareScenario, simulateScenarioDocument } from '../../../src/engine/scenarios.js';

type Values = { values: Record<string, number>; distributions: Record<string, Record<string, number>> };

describe('boost in opposed checks (--boost, --vs-boost)', () => {
  it('side A boosting on the first round: the contest ends in round 1 exactly as often as the single check with boost says', async () => {
    // side B is forty Forests: its degree is always 0 + 5 − 0 − 5 = 0, so round 1 is a tie exactly when A's boosted degree is 0
    const single = await exact({
      system: 'mtg',
      params: { deck: 'decks/eldrazi.yaml', check: 'colorless', difficulty: 2, boost: 'always' },
    });
    const tie = single.cells[0].degree['0'] ?? 0;
    const n = 200_000;
    const run = prepareScenario('opposed', 'mtg', {
      deck: 'decks/eldrazi.yaml',
      check: 'colorless',
      difficulty: 2,
      boost: 'always',
      vs: 'test/fixtures/forty-forests.yaml',
      'vs-check': 'green',
      'vs-difficulty': 5,
    });
    const s = (await simulateScenarioDocument(run, n, { seed: '21', threads: 0 })).scenarios![0] as Values;
    const oneRound = s.distributions.rounds['1'];
    expect(Math.abs(oneRound - (1 - tie))).toBeLessThan(5 * Math.sqrt((tie * (1 - tie)) / n));
    expect(s.values.aBoosted).toBe(1);
    expect(s.values.bBoosted).toBeUndefined();
  });

  it('a boost helps the side that takes it, at most once per contest', async () => {
    const wins: Record<string, number> = {};
    for (const boost of ['never', 'on-fail', 'when-behind']) {
      const run = prepareScenario('opposed', 'mtg', {
        deck: 'decks/eldrazi.yaml',
        check: 'colorless',
        vs: 'decks/mono-green.yaml',
        'vs-check': 'green',
        boost,
      });
      const s = (await simulateScenarioDocument(run, 50_000, { seed: '4', threads: 0 })).scenarios![0] as Values;
      wins[boost] = s.values.aWins;
      if (boost !== 'never') expect(s.values.aBoosted).toBeLessThanOrEqual(1);
    }
    expect(wins['on-fail']).toBeGreaterThan(wins.never + 0.01);
    expect(wins['when-behind']).toBeGreaterThan(wins.never + 0.01);
  });

  it('an unknown policy is refused', () => {
    expect(() =>
      prepareScenario('opposed', 'mtg', {
        deck: 'decks/eldrazi.yaml',
        check: 'colorless',
        vs: 'decks/mono-green.yaml',
        'vs-boost': 'sometimes',
      }),
    ).toThrow(/^vsBoost: unknown value "sometimes"/);
  });
});
