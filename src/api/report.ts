/**
 * `hantei/report`: charts, report folders and document validation — the parts
 * that load vega, vega-lite or ajv (each on first use). `hantei` re-exports
 * them too; this entry point names the heavy half on its own.
 *
 * @example
 * import { chartsForDocument, validateResults } from 'hantei/report';
 */
import type { ResultsDocument } from '../core/results.js';
import { validateDocument } from '../engine/results-schema.js';
import { refuseUnsafeKeys } from '../core/user-data.js';

export { chartsForDocument, rulesetDifferenceCharts, type Chart, type NamedDocument } from '../report/charts/plan.js';
export { studyResults, writeReport, type WrittenReport } from '../report/build.js';
import type { StudyResults as StudyResultsOf } from '../report/build.js';
import type { Expectation } from '../study/study.js';

/**
 * results.json of a report: the study's identity (with its expectations as the study file states them) and its hantei.results/1 documents, by analysis (the fields: `StudyResults` of report/build.ts).
 *
 * @example
 * const results: StudyResults = studyResults({ name: 'dice', title: 'Dice', lang: 'en' }, docs, 0);
 */
export type StudyResults = StudyResultsOf<Expectation>;

/**
 * Check a parsed `hantei.results/1` document against the published schema
 * (schemas/hantei.results-1.schema.json); throws a HanteiError naming the
 * first bad field's JSON path. Loads ajv on first use.
 *
 * @example
 * validateResults(JSON.parse(readFileSync('results.json', 'utf8')), 'results.json');
 */
export function validateResults(data: unknown, file = 'results document'): asserts data is ResultsDocument {
  refuseUnsafeKeys(data, 'file', file);
  validateDocument(data, 'hantei.results/1', file);
}
