import { describe, expect, it } from 'vitest';
import { ACC_CATEGORIES, ACC_SUCCESS } from '../../../src/core/accumulator.js';
import { hypergeometric } from '../../../src/core/combinatorics.js';
import { runScenario } from '../../../src/engine/scenarios.js';
import { CAT_BOOSTED, compileMtgCell } from '../../../src/systems/mtg/compile.js';
import { mtgExact } from '../../../src/systems/mtg/exact.js';
import { GUIDE_BITS, boostGuide, boostThresholds } from '../../../src/systems/mtg/kernel.js';
import { V1, V2 } from '../../../src/systems/mtg/ruleset.js';
import { compileTurn, parseTurnChecks, summariseTurn, turnLength } from '../../../src/systems/mtg/scenario.js';
import { sampleDecks } from '../../helpers.js';

const decks = sampleDecks();

describe('mtg boost: the single-check kernel samples the bonus from its hypergeometric law', () => {
  it('thresholds are the cumulative hypergeometric probabilities × 2^32, ending at 2^32', () => {
    const t = boostThresholds(60, 20, 6);
    for (let k = 0; k < 3; k++) {
      let cum = 0;
      for (let x = 0; x <= 6; x++) {
        cum += hypergeometric(x, 58, 20 - k, 6);
        expect(Math.abs(t[k * 7 + x] - cum * 2 ** 32)).toBeLessThanOrEqual(1);
      }
      expect(t[k * 7 + 6]).toBe(2 ** 32);
    }
  });

  it('the guide table gives the bonus of a search from 0, for every word at and around each threshold', () => {
    // a few decks, among them laws with bonuses of tiny probability (several thresholds in one bucket)
    for (const [N, marked, size] of [
      [60, 24, 6],
      [60, 20, 3],
      [40, 2, 6],
      [250, 240, 12],
      [1000, 3, 60],
      [8, 4, 6],
    ]) {
      const t = boostThresholds(N, marked, size);
      const row = size + 1;
      const guide = boostGuide(t, row);
      const linear = (k: number, u: number): number => {
        let x = 0;
        while (u >= t[k * row + x]) x++;
        return x;
      };
      const guided = (k: number, u: number): number => {
        let x = guide[(k << GUIDE_BITS) + (u >>> (32 - GUIDE_BITS))];
        while (u >= t[k * row + x]) x++;
        return x;
      };
      for (let k = 0; k < 3; k++) {
        const words = [0, 1, 2 ** 32 - 1];
        for (let x = 0; x < row; x++) for (const dw of [-1, 0, 1]) words.push(Math.min(2 ** 32 - 1, Math.max(0, t[k * row + x] + dw)));
        for (let i = 0; i < 2000; i++) words.push(Math.floor((i * 2654435761) % 2 ** 32));
        for (const u of words) expect(guided(k, u), `N ${N} marked ${marked} size ${size} row ${k} word ${u}`).toBe(linear(k, u));
      }
    }
  });

  // The independent check: the turn scenario really shuffles the library and exiles the
  // next cards, so its first check with a boost on a fresh library must have the same odds.
  for (const [rules, deck, check, difficulty, boost] of [
    [V2, 'eldrazi', 'colorless', 2, 'always'],
    [V2, 'selesnya', 'white', 4, 'on-fail'],
    [V1, 'uw-control', 'intellect', 2, 'on-fail'],
  ] as const) {
    it(`${rules.name} ${deck} ${check} ${difficulty} ${boost}: the turn scenario's shuffled boost agrees with the exact odds`, async () => {
      const exact = mtgExact(compileMtgCell({ deck, check, difficulty, boost, known: 0 }, rules, { decks }));
      const list = parseTurnChecks(`${check}:${difficulty}`, rules);
      const c = compileTurn(decks.get(deck)!, rules, list, { boost, hand: 0, known: 0 });
      const trials = 200_000;
      const acc = await runScenario('mtg', 'turn', `boost-${deck}`, c, turnLength(c), trials, { seed: 'b', threads: 0 });
      const step = summariseTurn({}, list, acc).steps![0];
      for (const [what, sim, p] of [
        ['success', step.success as number, exact[ACC_SUCCESS]],
        ['boosted', step.boosted as number, exact[ACC_CATEGORIES + CAT_BOOSTED]],
      ] as const) {
        const q = Math.min(1, p); // float sums may reach 1 + 2e-16
        const sigma = Math.sqrt((q * (1 - q)) / trials);
        if (sigma === 0) expect(sim).toBeCloseTo(p, 12);
        else expect(Math.abs(sim - p) / sigma, `${what}: turn ${sim} vs exact ${p}`).toBeLessThan(4.5);
      }
    });
  }
});
