import { describe, expect, it } from 'vitest';
import { hypergeometric } from '../../../src/core/combinatorics.js';
import { type DeckPairs, bonusLaw } from '../../../src/systems/mtg/pair-law.js';

/** A deck's pair law reduced to what the bonus law reads: the colourless cards and the pairs' units. */
function deck(colourlessTotal: number, pairs: number): DeckPairs {
  const none = new Int32Array(0);
  return {
    pairs,
    colourlessTotal,
    critShare: 0,
    nRows: 0,
    rowGroup: none,
    rowOption: none,
    rowLo: none,
    rowStart: none,
    rowLen: none,
    weight: new Float64Array(0),
    bonusSize: -1,
    bonus: new Float64Array(0),
  };
}

describe('the boost bonus law', () => {
  it('is the hypergeometric law over the pairs, with colourless cards scarce, plenty or all (rest 10 and 58)', () => {
    for (const rest of [10, 58]) {
      for (let colourless = 0; colourless <= rest + 2; colourless++) {
        for (const size of [0, 1, 3, 6, 10]) {
          if (size > rest) continue;
          const d = deck(colourless, 7 * 6 * 60);
          const b = bonusLaw(d, rest, size);
          for (let k = 0; k < 3; k++) {
            let sum = 0;
            for (let x = 0; x <= size; x++) {
              const want = colourless - k < 0 ? 0 : hypergeometric(x, rest, colourless - k, size);
              const got = b[k * (size + 1) + x] * d.pairs;
              expect(Math.abs(got - want), `rest ${rest} colourless ${colourless} k ${k} size ${size} x ${x}`).toBeLessThan(1e-14);
              sum += got;
            }
            // the law of k colourless among the revealed sums to 1 where the deck can have them
            if (colourless - k >= 0 && colourless - k <= rest) expect(sum).toBeCloseTo(1, 13);
          }
        }
      }
    }
  });

  it('is made once per deck and boost size', () => {
    const d = deck(17, 60 * 59 * 60);
    const six = bonusLaw(d, 58, 6);
    expect(bonusLaw(d, 58, 6)).toBe(six);
    expect(bonusLaw(d, 58, 3)).not.toBe(six);
  });
});
