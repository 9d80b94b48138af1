/**
 * `hantei/report`: charts, report folders and document validation — the parts
 * that load vega, vega-lite or ajv (each on first use). `hantei` re-exports
 * them too; this entry point names the heavy half on its own.
 *
 * @example
 * import { chartsForDocument, validateResults } from 'hantei/report';
 */
import type { ResultsDocument } from '../core/results.js';
import { validateDocument } from '../io/results-schema.js';

export { chartsForDocument, rulesetDifferenceCharts, type Chart, type NamedDocument } from '../report/charts/plan.js';
export { studyResults, writeReport, type StudyResults, type WrittenReport } from '../report/build.js';

/**
 * Check a parsed `hantei.results/1` document against the published schema
 * (schemas/hantei.results-1.schema.json); throws a HanteiError naming the
 * first bad field's JSON path. Loads ajv on first use.
 *
 * @example
 * validateResults(JSON.parse(readFileSync('results.json', 'utf8')), 'results.json');
 */
export function validateResults(data: unknown, file = 'results document'): asserts data is ResultsDocument {
  validateDocument(data, 'hantei.results/1', file);
}
