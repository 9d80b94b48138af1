import { mkdirSync, writeFileSync } from 'node:fs';
import { uniqueStems } from '../core/file-names.js';
import { fileInside } from '../io/inside-folder.js';
import { parseUserJson } from '../core/user-data.js';
import { HanteiError } from '../core/errors.js';
import { msg, verbatim } from '../core/messages.js';
import { RESULTS_SCHEMA, type ResultsDocument } from '../core/results.js';
import { validateDocument } from '../engine/results-schema.js';
import { packageVersion } from '../paths.js';
import { SYSTEMS, getSystem } from '../systems/index.js';
import type { Lang } from '../systems/types.js';
import { type Chart, type NamedDocument, chartsForDocument, rulesetDifferenceCharts } from './charts/plan.js';
import { formatCsv, formatScenarioCsv } from './format.js';
import { type ExpectationLine, type ReportPage, renderHtml } from './html.js';
import { renderSvgs } from './svg.js';

export const STUDY_RESULTS_SCHEMA = 'hantei.study/1';

/**
 * results.json of a report: the study's identity and its hantei.results/1 documents, by analysis.
 *
 * @example
 * const results: StudyResults = studyResults({ name: 'dice', title: 'Dice', lang: 'en' }, docs, 0);
 */
export interface StudyResults<E = unknown> {
  schema: typeof STUDY_RESULTS_SCHEMA;
  /** `expect`: the study's expectations as study/ reads them (E; the report layer only carries them). */
  study: { name: string; title: string; lang: Lang; file?: string; expect?: E[] };
  elapsedMs: number;
  analyses: Array<{ name: string; title: string; results: ResultsDocument }>;
}

/**
 * A report's `results.json` (`hantei.study/1`): the study's identity and its results documents, by analysis.
 *
 * @example
 * const doc = await exact({ system: '2d6', params: { ability: '0..6', difficulty: 8 } });
 * const results = studyResults({ name: 'dice', title: 'Dice', lang: 'en' }, [{ name: 'dice', title: '2d6', doc }], 0);
 */
export function studyResults<E = unknown>(
  meta: StudyResults<E>['study'],
  docs: readonly NamedDocument[],
  elapsedMs: number,
): StudyResults<E> {
  return {
    schema: STUDY_RESULTS_SCHEMA,
    study: meta,
    elapsedMs,
    analyses: docs.map((d) => ({ name: d.name, title: d.title, results: d.doc })),
  };
}

/** Read back a results.json: a study's, or a single hantei.results/1 document, checked against its published schema (`E`: the expectations' type, which the study schema checks). */
export function parseStudyResults<E = unknown>(text: string, file: string): StudyResults<E> {
  let data: unknown;
  try {
    data = parseUserJson(text, 'file', file);
  } catch (e) {
    if (e instanceof HanteiError) throw e;
    throw new HanteiError('file', msg('results.notJson', { why: verbatim((e as Error).message) }), { file });
  }
  const schema = (data as { schema?: unknown } | null)?.schema;
  if (schema === STUDY_RESULTS_SCHEMA) {
    validateDocument(data, STUDY_RESULTS_SCHEMA, file);
    const d = data as StudyResults<E>;
    d.analyses.forEach((a, i) => checkKnownSystem(a.results, file, `analyses[${i}].results.system`));
    return d;
  }
  if (schema === RESULTS_SCHEMA) {
    validateDocument(data, RESULTS_SCHEMA, file);
    const doc = data as ResultsDocument;
    checkKnownSystem(doc, file, 'system');
    return {
      schema: STUDY_RESULTS_SCHEMA,
      study: { name: doc.system, title: `hantei: ${doc.system}`, lang: 'en' },
      elapsedMs: doc.run?.elapsedMs ?? 0,
      analyses: [{ name: doc.system, title: doc.system, results: doc }],
    };
  }
  throw new HanteiError('file', msg('results.notResults', { schema: String(JSON.stringify(schema)) }), {
    file,
    hint: msg('results.notResultsHint', { study: STUDY_RESULTS_SCHEMA, results: RESULTS_SCHEMA }),
  });
}

function checkKnownSystem(doc: ResultsDocument, file: string, path: string): void {
  // a rule file's system (named by its path) is loaded from it by the registry's resolver, if one is set
  if (/\.ya?ml$/i.test(String(doc.system)) && !SYSTEMS.some((s) => s.id === doc.system)) getSystem(String(doc.system));
  if (!SYSTEMS.some((s) => s.id === doc.system))
    throw new HanteiError('file', msg('results.unknownSystem', { path, system: JSON.stringify(doc.system) }), {
      file,
      hint: msg('results.knownSystems', { systems: SYSTEMS.map((s) => s.id).join(', ') }),
    });
}

/**
 * What `writeReport` wrote: the folder, its index.html and the charts.
 *
 * @example
 * const { index } = await writeReport('out/dice', results, 'en');
 * console.log('open', index);
 */
export interface WrittenReport {
  dir: string;
  index: string;
  charts: Chart[];
}

/**
 * Charts, SVGs, CSV, JSON and the HTML page of a set of results, written to `dir`.
 * An abort of `signal` stops the drawing of the charts (rejecting with the signal's reason).
 *
 * @example
 * await writeReport('out/dice', studyResults({ name: 'dice', title: 'Dice', lang: 'en' }, docs, 0), 'en');
 */
export async function writeReport(
  dir: string,
  results: StudyResults,
  lang: Lang,
  expectations?: ExpectationLine[],
  signal?: AbortSignal,
  extra?: Pick<ReportPage, 'balance'>,
): Promise<WrittenReport> {
  const docs: NamedDocument[] = results.analyses.map((a) => ({ name: a.name, title: a.title, doc: a.results }));
  const perDoc = docs.map((d) => chartsForDocument(d, lang));
  const comparisons = rulesetDifferenceCharts(docs, lang);
  // the static SVGs go to charts/ only (the page draws its charts from the specs): no second copy of the data in the page.
  // They are drawn in a worker thread: vega renders in promise callbacks only, which on this thread would keep
  // Ctrl-C's handler (and every timer) waiting until the last chart is drawn.
  const all = [...perDoc.flat(), ...comparisons];
  const svgs = await renderSvgs(
    all.map((c) => c.spec),
    signal,
  );
  const order = new Map(all.map((c, i) => [c, i]));
  // one file per chart: ids made from two names that differ only in what a file name cannot hold get -2, -3 …
  const ids = uniqueStems(
    all.map((c) => c.id),
    'chart',
  );
  const withSvg = (c: Chart) => ({ ...c, id: ids[order.get(c)!], svg: svgs[order.get(c)!] });
  const analyses = docs.map((d, i) => ({ ...d, charts: perDoc[i].map(withSvg) }));
  const comparisonCharts = comparisons.map(withSvg);
  try {
    // every file is named inside the folder and proved to stay there (io/inside-folder.ts)
    mkdirSync(fileInside(dir, 'charts'), { recursive: true });
    for (const c of [...analyses.flatMap((a) => a.charts), ...comparisonCharts]) {
      writeFileSync(fileInside(dir, 'charts', `${c.id}.vl.json`), JSON.stringify(c.spec, null, 2) + '\n');
      writeFileSync(fileInside(dir, 'charts', `${c.id}.svg`), c.svg);
    }
    writeFileSync(fileInside(dir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
    writeFileSync(
      fileInside(dir, 'results.csv'),
      formatCsv(
        docs.map((d) => d.doc),
        docs.map((d) => d.name),
      ),
    );
    const scenarios = docs.filter((d) => d.doc.analysis !== 'check');
    // scenarios have values, distributions and steps rather than cells: their own CSV
    if (scenarios.length > 0)
      writeFileSync(
        fileInside(dir, 'scenarios.csv'),
        scenarios
          .map((d, i) =>
            formatScenarioCsv(d.doc, d.name)
              .split('\n')
              .slice(i === 0 ? 0 : 1)
              .join('\n'),
          )
          .join(''),
      );
    const index = fileInside(dir, 'index.html');
    writeFileSync(
      index,
      renderHtml({
        title: results.study.title,
        lang,
        study: results.study.file ?? results.study.name,
        version: packageVersion(),
        createdAt: new Date().toISOString(),
        elapsedMs: results.elapsedMs,
        analyses,
        comparisons: comparisonCharts,
        expectations,
        ...extra,
      }),
    );
    return { dir, index, charts: [...analyses.flatMap((a) => a.charts), ...comparisonCharts].map(({ svg: _svg, ...c }) => c) };
  } catch (e) {
    if (e instanceof HanteiError) throw e;
    throw new HanteiError('file', msg('report.cannotWrite', { why: verbatim((e as Error).message) }), { file: dir });
  }
}
