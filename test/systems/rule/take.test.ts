import { describe, expect, it } from 'vitest';
import { exactSync } from '../../../src/api/index.js';

/*
 * Two dice where the higher is taken and each explodes (Savage Worlds: a
 * trait d8 and a wild d6): `take: highest` across the pools, exact odds
 * worked out by hand.
 */

const FILE = 'test/fixtures/rules/idioms/wild-die.yaml';

describe('take the highest pool', () => {
  it('gives the hand-worked odds of a trait d8 and a wild d6, each exploding, the higher taken', () => {
    const [cell] = exactSync({ system: FILE, params: { target: 4 } }).cells;
    // a failure: both dice below 4 (no explosion below the top face): 3/8 · 3/6
    expect(cell.success).toBeCloseTo(1 - (3 / 8) * (3 / 6), 12);
    // a raise (8 or more): the d8 shows 8 (1/8) or the d6 explodes and adds at least 2 (1/6 · 5/6)
    expect(cell.outcomes.raise).toBeCloseTo(1 - (7 / 8) * (1 - 5 / 36), 12);
  });

  it('takes the lowest when asked, and sums with `take: sum`', () => {
    const rule = (take: string) =>
      exactSync({
        system: FILE,
        ruleset: { extends: 'wild-die', take },
        params: { target: 4 },
      }).cells[0].success!;
    expect(rule('lowest')).toBeCloseTo((5 / 8) * (3 / 6), 12);
    // summed, 1d8 + 1d6 reaches 4 but for (1,1), (1,2), (2,1)
    expect(rule('sum')).toBeCloseTo(1 - 3 / 48, 12);
  });
});
