import { describe, expect, it } from 'vitest';
import { exact, simulate } from '../../../src/api/index.js';
import { prepareScenario } from '../../../src/engine/scenarios.js';

const deck = 'decks/mono-green.yaml';

describe('v1’s fully known library: the GM exiles N cards (--known = the library, --gm-exile N)', () => {
  it('gives the odds of a library N cards shorter (the 1/2 swap of target and achievement leaves a random order’s odds as they are)', async () => {
    for (const n of [0, 6, 53, 58, 59]) {
      const fully = await exact({
        system: 'mtg',
        ruleset: 'v1',
        params: { deck, check: 'body', difficulty: '0..4', boost: 'never,on-fail', known: 60, gmExile: n },
      });
      const shorter = await exact({
        system: 'mtg',
        ruleset: 'v1',
        params: { deck, check: 'body', difficulty: '0..4', boost: 'never,on-fail', known: n },
      });
      const strip = (d: typeof fully) => d.cells.map(({ params: _p, ...rest }) => rest);
      expect(strip(fully)).toEqual(strip(shorter));
    }
  });

  it('Monte Carlo agrees with the exact odds', async () => {
    const params = { deck, check: 'body', difficulty: 2, boost: 'on-fail', known: 60, gmExile: 10 } as const;
    const sim = await simulate({ system: 'mtg', ruleset: 'v1', params, trials: 200_000, seed: 9, threads: 0 });
    const c = sim.cells[0];
    expect(Math.abs(c.z!)).toBeLessThan(5);
  });

  it('a fully known library without --gm-exile, or in a turn, is refused, not silently impossible', async () => {
    await expect(exact({ system: 'mtg', params: { deck, check: 'green', difficulty: 2, known: 60 } })).rejects.toThrow(
      /^known 60 is the whole library \(60 cards of .*\): the player knows the order of every card/,
    );
    expect(() => prepareScenario('turn', 'mtg', { deck, checks: 'green:2', known: 60 })).toThrow(/modelled for single checks, not turns/);
    await expect(exact({ system: 'mtg', params: { deck, check: 'green', difficulty: 2, known: 60, gmExile: 61 } })).rejects.toThrow(
      /^gmExile 61 is more than the library/,
    );
  });
});
