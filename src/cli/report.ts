import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { CommandModule } from 'yargs';
import { HanteiError } from '../core/errors.js';
import { messageLang, msg, said } from '../core/messages.js';
import { readTextFile } from '../io/read.js';
import { OutputFolder, checkOutputPath, checkWritableParent } from '../io/atomic.js';
import { fileInside, isInside, realPathOf } from '../io/inside-folder.js';
import { MANIFEST, isReportName } from '../io/manifest.js';
import { defaultThreads } from '../engine/pool.js';
import type { StudyResults } from '../api/report.js';
import { junitXml } from '../report/junit.js';
import { judge } from '../study/expect.js';
import { loadStudy } from '../study/study.js';
import { runStudy } from '../study/run.js';
import type { Lang } from '../systems/types.js';
import { stopSignal } from './interrupt.js';
import { addInputFiles, finishMerge, writePartIfSharded } from './parts.js';
import { type BudgetArgs, budgetOf, checkThreads, outPath, progressBar, runControls, withBudget, writeOutput } from './common.js';
import { distribution } from '../engine/shard.js';
import { terminalSafe } from '../core/terminal-text.js';

/** The index path as the user can open it: relative below the current folder, absolute elsewhere. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || rel === '' ? resolve(path) : rel;
}

/**
 * Where --junit lies in the report folder, as a path relative to it (`junit.xml`, `ci/junit.xml`), or
 * undefined when it lies elsewhere. Inside, it is written with the folder (so the manifest lists it and the
 * next run replaces it); a name the report writes itself is refused.
 */
function junitInFolder(dir: string, junit: string | undefined): string | undefined {
  if (junit === undefined) return undefined;
  const root = realPathOf(dir);
  const file = realPathOf(junit);
  if (!isInside(root, file) || file === root) return undefined;
  const rel = relative(root, file).split(sep).join('/');
  if (isReportName(rel) || rel === MANIFEST || rel.split('/').some((s) => s.startsWith('.')))
    throw new HanteiError('range', msg('out.reportFile', { option: '--junit', path: junit, name: rel }), {
      hint: msg('out.reportFileHint', { option: '--junit', folder: dir }),
    });
  return rel;
}

interface ReportArgs extends Partial<BudgetArgs> {
  study?: string;
  from?: string;
  check: boolean;
  junit?: string;
  out?: string;
  force: boolean;
  lang?: Lang;
  threads: number;
  quiet: boolean;
}

/** `hantei report STUDY.yaml [--out DIR]` and `hantei report --from results.json`. */
export const reportCommand: CommandModule = {
  command: 'report [study]',
  get describe() {
    return said('help.report');
  },
  builder: (y) =>
    withBudget(y)
      .positional('study', { type: 'string', describe: said('help.report.study') })
      .option('from', { type: 'string', describe: said('help.report.from') })
      .option('out', { type: 'string', describe: said('help.report.out') })
      .middleware(outPath('any'))
      .option('force', { type: 'boolean', default: false, describe: said('help.report.force') })
      .option('lang', { choices: ['en', 'ja'] as const, describe: said('help.report.lang') })
      .option('threads', { type: 'number', default: defaultThreads(), describe: said('help.report.threads') })
      .option('quiet', { type: 'boolean', default: false, describe: said('help.quiet') })
      .option('check', { type: 'boolean', default: false, describe: said('help.report.check') })
      .option('junit', { type: 'string', describe: said('help.report.junit') })
      .middleware(outPath('file', 'junit'))
      .option('shard', {
        type: 'string',
        describe: said('help.report.shard'),
      })
      .check((a) => {
        if (!a.study && !a.from) throw new HanteiError('usage', msg('cli.nameStudy'));
        if (a.study && a.from) throw new HanteiError('usage', msg('cli.studyOrFrom'));
        return true;
      }),
  handler: async (raw) => {
    const args = raw as unknown as ReportArgs;
    // the report code loads vega and vega-lite: only when a report is written (hantei starts fast otherwise)
    const { parseStudyResults, studyResults } = await import('../report/build.js');
    const log = (line: string) => {
      if (!args.quiet) process.stderr.write(terminalSafe(`hantei: ${line}\n`));
    };
    const started = Date.now();
    const sharded = distribution().shard !== undefined;
    if (sharded && args.from)
      throw new HanteiError('usage', msg('report.shardFrom'), {
        hint: msg('report.shardFromHint'),
      });
    let folder: OutputFolder | undefined;
    let junitRel: string | undefined;
    // the report folder is checked and locked before any computing: a second run into it, or a folder of
    // other files, fails at once; a shard writes a part file (to --out) instead
    const claim = (dir: string): void => {
      if (args.junit !== undefined) checkOutputPath(args.junit, 'file', '--junit');
      if (args.junit !== undefined) checkWritableParent(args.junit, 'JUnit XML');
      if (sharded) {
        if (args.out !== undefined) checkOutputPath(args.out, 'file');
        if (args.out !== undefined) checkWritableParent(args.out, 'the part file');
      } else {
        junitRel = junitInFolder(dir, args.junit);
        folder = OutputFolder.claim(dir, {
          what: 'the report',
          force: args.force,
          option: '--out',
          // report --from DIR/results.json rebuilds DIR from it
          rebuilds: args.from,
          named: junitRel === undefined ? [] : [junitRel],
          note: (line) => process.stderr.write(terminalSafe(`hantei: ${said('cli.note')}: ${line}\n`)),
        });
      }
    };
    try {
      let results: StudyResults;
      let dir: string;
      if (args.from) {
        dir = args.out ?? dirname(args.from);
        claim(dir);
        // saved results may name a rule file's system by its path: it is read again from there
        (await import('../engine/rule-file.js')).installRuleFiles();
        results = parseStudyResults(readTextFile(args.from, 'results'), args.from);
      } else {
        const study = loadStudy(args.study!);
        const threads = checkThreads(args.threads);
        const budget = budgetOf(args);
        dir = args.out ?? join('reports', 'out', study.name);
        claim(dir);
        // a part records the digests of the study's decks and ruleset files too
        if (sharded)
          addInputFiles(
            study.analyses.flatMap((a) => [
              ...[a.params.deck, a.params.vs].flat().filter((p): p is string => typeof p === 'string'),
              ...(a.ruleset && /\.(ya?ml|json)$/i.test(a.ruleset) ? [a.ruleset] : []),
              ...(a.cards ?? []),
            ]),
          );
        const controls = runControls(0, args.quiet);
        try {
          const docs = await runStudy(study, { threads, signal: controls.signal }, log, (total) => progressBar(total, args.quiet), budget);
          if (writePartIfSharded(args.out)) return;
          results = studyResults(
            { name: study.name, title: study.title, lang: study.lang, file: args.study, expect: study.expect },
            docs,
            Date.now() - started,
          );
        } finally {
          controls.close();
        }
      }
      // a merged run: every part's counts were used, before anything is written
      finishMerge();
      await writeReportFolder(folder!, dir, results, { ...args, junitRel }, started, log);
    } finally {
      folder?.release();
    }
  },
};

/** The report folder (swapped in as the last step), then the index path, JUnit XML and the verdicts. */
async function writeReportFolder(
  folder: OutputFolder,
  dir: string,
  results: StudyResults,
  args: ReportArgs & { junitRel?: string },
  started: number,
  log: (line: string) => void,
): Promise<void> {
  const { writeReport } = await import('../report/build.js');
  const expectations = results.study.expect ?? [];
  const verdicts = judge(expectations, new Map(results.analyses.map((a) => [a.name, a.results])));
  const reportLang = args.lang ?? results.study.lang;
  // the page's verdict lines in the report's language, the terminal's in the user's (after the FAIL marker CI reads); JUnit keeps English ones
  const judged = (lang: 'en' | 'ja') =>
    lang === 'en' ? verdicts : judge(expectations, new Map(results.analyses.map((a) => [a.name, a.results])), lang);
  const shownVerdicts = judged(reportLang);
  const terminalVerdicts = messageLang() === reportLang ? shownVerdicts : judged(messageLang());
  const junit = () => junitXml(results.study.name, verdicts, (Date.now() - started) / 1000);
  const written = await folder.write(async (aside) => {
    const report = await writeReport(
      aside,
      results,
      reportLang,
      shownVerdicts.map((v) => ({ ok: v.ok, text: v.lines.join(' · '), lines: v.lines })),
      stopSignal(),
    );
    // --junit inside the report folder is one of its files: listed in its manifest, replaced by the next run
    if (args.junitRel !== undefined) {
      const file = fileInside(aside, ...args.junitRel.split('/'));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, junit());
    }
    return report;
  });
  const index = join(dir, 'index.html');
  log(
    args.from
      ? said('reportRun.rebuilt', { n: written.charts.length, from: args.from })
      : said('reportRun.wrote', { n: written.charts.length, dir }),
  );
  process.stdout.write(terminalSafe(`${shown(index)}\n`));
  if (args.junit !== undefined && args.junitRel === undefined) writeOutput(junit(), args.junit, 'data');
  if (args.check || args.junit) {
    if (expectations.length === 0) log(said('reportRun.noExpect'));
    for (const v of terminalVerdicts) if (!v.ok) for (const line of v.lines) process.stderr.write(terminalSafe(`FAIL ${line}\n`));
    const failed = verdicts.filter((v) => !v.ok).length;
    log(said('reportRun.tally', { passed: verdicts.length - failed, failed }));
    if (args.check && failed > 0)
      throw new HanteiError('expectation', msg('report.failed', { n: failed, s: failed === 1 ? '' : 's' }), { file: results.study.file });
  }
}
