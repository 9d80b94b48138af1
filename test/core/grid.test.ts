import { describe, expect, it } from 'vitest';
import { type Cell, type ParamValue, expandGrid } from '../../src/core/grid.js';

/** The product as it was written before: each axis spread into the partial cells. */
function reference(axes: Array<[string, ParamValue[]]>): Cell[] {
  let cells: Cell[] = [{}];
  for (const [name, values] of axes) cells = cells.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
  return cells;
}

describe('expandGrid', () => {
  it('every combination once, first axis outermost, keys in axis order', () => {
    const axes: Array<[string, ParamValue[]]> = [
      ['deck', ['a', 'b']],
      ['difficulty', [0, 1, 2]],
      ['boost', ['never', 'on-fail']],
      ['known', [0]],
      ['flag', [true]],
    ];
    const got = expandGrid(axes);
    expect(got).toEqual(reference(axes));
    expect(got.map((c) => Object.keys(c).join())).toEqual(Array(12).fill('deck,difficulty,boost,known,flag'));
    expect(got[0]).toEqual({ deck: 'a', difficulty: 0, boost: 'never', known: 0, flag: true });
    expect(got[1]).toEqual({ deck: 'a', difficulty: 0, boost: 'on-fail', known: 0, flag: true });
    expect(got[11]).toEqual({ deck: 'b', difficulty: 2, boost: 'on-fail', known: 0, flag: true });
  });

  it('no axes: one empty cell; an empty axis: no cells', () => {
    expect(expandGrid([])).toEqual([{}]);
    expect(
      expandGrid([
        ['a', [1, 2]],
        ['b', []],
      ]),
    ).toEqual([]);
    expect(
      expandGrid([
        ['b', []],
        ['a', [1, 2]],
      ]),
    ).toEqual([]);
  });

  it('each cell is its own object', () => {
    const got = expandGrid([
      ['a', [1, 2]],
      ['b', [3]],
    ]);
    got[0].b = 9;
    expect(got[1].b).toBe(3);
  });
});
