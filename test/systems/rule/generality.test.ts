import { describe, expect, it } from 'vitest';
import { exactSync } from '../../../src/api/index.js';
import type { CellResult } from '../../../src/core/results.js';

/*
 * Proof of generality: the single checks of the built-in dice systems,
 * written as rule files (test/fixtures/rules/), give exactly the built-in
 * results on their whole grids — success, the degree histogram and the
 * categories both count.
 */

type Params = Record<string, string | boolean | string[]>;

/** Both systems' cells over the grid, once for each value of `flag` (a flag is one value a run). */
function both(system: string, file: string, params: Params, flag?: string): Array<[CellResult, CellResult]> {
  const runs = flag ? [false, true].map((v) => ({ ...params, [flag]: v })) : [params];
  return runs.flatMap((p) => {
    const mine = exactSync({ system: file, params: p } as never).cells;
    const theirs = exactSync({ system, params: p } as never).cells;
    expect(mine.length).toBe(theirs.length);
    return mine.map((c, i): [CellResult, CellResult] => [c, theirs[i]]);
  });
}

/** Non-zero bins of a degree histogram. */
const bins = (d: Record<string, number> | undefined) => Object.entries(d ?? {}).filter(([, p]) => p > 1e-15);

function same(mine: CellResult, theirs: CellResult, categories: Record<string, string>): void {
  expect(theirs.params).toMatchObject(mine.params);
  expect(mine.success).toBeCloseTo(theirs.success!, 12);
  const a = bins(mine.degree);
  const b = bins(theirs.degree);
  expect(a.map(([k]) => k)).toEqual(b.map(([k]) => k));
  for (let i = 0; i < a.length; i++) expect(a[i][1]).toBeCloseTo(b[i][1], 12);
  for (const [m, t] of Object.entries(categories)) expect(mine.outcomes[m]).toBeCloseTo(theirs.outcomes[t], 12);
}

describe('built-in single checks as rule files', () => {
  it('2d6 (standard): every ability, modifier, difficulty, with and without the courage die', () => {
    const pairs = both(
      '2d6',
      'test/fixtures/rules/2d6.yaml',
      {
        ability: '0..6',
        modifier: '-3..3',
        difficulty: '2..14',
      },
      'courageDie',
    );
    expect(pairs.length).toBe(7 * 7 * 13 * 2);
    for (const [m, t] of pairs) same(m, t, { critical: 'critical', fumble: 'fumble' });
    // exact fractions too: 25/27 for ability 3, difficulty 5 with the courage die
    const cell = pairs.find(([m]) => m.params.ability === 3 && m.params.difficulty === 5 && m.params.modifier === 0 && m.params.courageDie);
    expect(cell?.[0].successFraction).toEqual({ num: '25', den: '27' });
  });

  it('drawsteel (core): every characteristic, skill, edges, banes and difficulty', () => {
    const pairs = both(
      'drawsteel',
      'test/fixtures/rules/drawsteel.yaml',
      {
        characteristic: '-5..5',
        edges: '0..4',
        banes: '0..4',
        difficulty: ['easy', 'medium', 'hard'],
      },
      'skill',
    );
    expect(pairs.length).toBe(11 * 2 * 5 * 5 * 3);
    for (const [m, t] of pairs) same(m, t, { 'natural-19-20': 'natural-19-20' });
  });

  it('d6chain (seed): every number of dice, plan, judgement and target', () => {
    const pairs = both('d6chain', 'test/fixtures/rules/d6chain.yaml', { dice: '1..8', plan: '0..2', judgement: '0..1', target: '0..16' });
    expect(pairs.length).toBe(8 * 3 * 2 * 17);
    for (const [m, t] of pairs) same(m, t, { critical: 'critical', fumble: 'fumble' });
  });
});
