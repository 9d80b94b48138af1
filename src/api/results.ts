import { type CellQuery, cellAt, cellsWhere } from '../core/query.js';
import type { CellResult, ResultsDocument } from '../core/results.js';
import { normaliseParams } from '../engine/params.js';
import { getSystem } from '../systems/index.js';
import type { SystemId } from '../systems/index.js';
import type { Results } from './types.js';

/** The queries a results object answers beside its document. */
interface Queries {
  at(query: CellQuery): CellResult;
  where(query: CellQuery): CellResult[];
}

/**
 * A results document with `at()` and `where()` (not enumerable, so JSON and
 * `structuredClone` see the document alone) — for documents read back from
 * JSON (`report --from`, a saved `--format json`); `exact` and `simulate`
 * already return them so.
 *
 * @example
 * import { readFileSync } from 'node:fs';
 * const doc = queryResults<'2d6'>(JSON.parse(readFileSync('results.json', 'utf8')));
 * doc.at({ ability: 3, difficulty: 8 }).success;
 */
export function queryResults<S extends SystemId = SystemId>(doc: ResultsDocument): Results<S>;
export function queryResults(doc: ResultsDocument): ResultsDocument & Queries {
  // either spelling of a key; an unknown key is an error naming the closest ones
  const keys = (query: CellQuery): CellQuery =>
    normaliseParams(query, getSystem(doc.system).params, { to: 'name', what: `${doc.system} cells` });
  const queries: Queries = {
    at: (query) => cellAt(doc.cells, keys(query)),
    where: (query) => cellsWhere(doc.cells, keys(query)),
  };
  return Object.defineProperties(doc, {
    at: { value: queries.at, enumerable: false, configurable: true },
    where: { value: queries.where, enumerable: false, configurable: true },
  }) as ResultsDocument & Queries;
}
