/*
 * The difficulty table of a grid already computed: for each row of the other
 * parameters, the tuned parameter's value picked for each target across one
 * parameter (decks). api/ (`tune --across`) and study/ (`difficultyTable:`) both
 * make it from results documents.
 */
import type { Cell } from '../core/grid.js';
import type { ResultsDocument } from '../core/results.js';
import { type AcrossTuneTable, pickAcross } from '../core/tune.js';
import { getSystem } from '../systems/index.js';

/**
 * What a difficulty table is asked for (`tune --across`, a study analysis's `difficultyTable:`).
 *
 * @example
 * const spec: DifficultyTableSpec = { targets: { easy: 0.8, normal: 0.5 }, across: 'deck', pick: 'mean', tolerance: 0.1 };
 */
export interface DifficultyTableSpec {
  targets: Readonly<Record<string, number>>;
  /** A grid parameter's name ('deck'). */
  across: string;
  pick: 'mean' | 'worst' | 'median';
  tolerance: number;
}

/**
 * The difficulty table of a grid already computed (exact cells, or a
 * simulated analysis's exact values where known): the tuned parameter's
 * values in the grid are the candidates, in grid order.
 *
 * @example
 * const doc = await exact({ system: 'mtg', params: { deck: ['decks/mono-green.yaml', 'decks/selesnya.txt'], difficulty: '0..8' } });
 * const table = difficultyTableOf(doc, { targets: { normal: 0.5 }, across: 'deck', pick: 'median', tolerance: 0.1 });
 */
export function difficultyTableOf(doc: Pick<ResultsDocument, 'system' | 'ruleset' | 'cells'>, spec: DifficultyTableSpec): AcrossTuneTable {
  const { across, pick, tolerance } = spec;
  const param = getSystem(doc.system).tune;
  // a simulated cell is summarised by its exact value where it has one
  const results = doc.cells.map((c) => ({ params: c.params, success: c.exact ?? c.success }));
  const candidates = [...new Set(results.map((r) => r.params[param]))];
  const acrossValues = [...new Set(results.map((r) => r.params[across]))];
  const groups = new Map<string, typeof results>();
  for (const r of results) {
    const { [param]: _p, [across]: _a, ...rest } = r.params;
    const key = JSON.stringify(rest);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return {
    schema: 'hantei.tune/1',
    system: doc.system,
    ruleset: doc.ruleset,
    method: 'exact',
    param,
    candidates,
    targets: { ...spec.targets },
    across,
    acrossValues,
    pick,
    tolerance,
    rows: [...groups.entries()].map(([key, rs]) => ({
      params: JSON.parse(key) as Cell,
      picks: Object.fromEntries(
        Object.entries(spec.targets).map(([label, rate]) => [label, pickAcross(rs, param, across, candidates, rate, pick, tolerance)]),
      ),
    })),
  };
}
