import { dirname, join, relative, resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { HanteiError } from '../core/errors.js';
import { readTextFile } from '../decks/load.js';
import { defaultThreads } from '../engine/pool.js';
import { parseStudyResults, studyResults, writeReport } from '../report/build.js';
import { loadStudy } from '../study/study.js';
import { runStudy } from '../study/run.js';
import type { Lang } from '../systems/types.js';
import { checkThreads, progressBar, runControls } from './common.js';

/** The index path as the user can open it: relative below the current folder, absolute elsewhere. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || rel === '' ? resolve(path) : rel;
}

interface ReportArgs {
  study?: string;
  from?: string;
  out?: string;
  lang?: Lang;
  threads: number;
  quiet: boolean;
}

/** `hantei report STUDY.yaml [--out DIR]` and `hantei report --from results.json`. */
export const reportCommand: CommandModule = {
  command: 'report [study]',
  describe: 'run a study file and write an HTML report with charts, JSON and CSV',
  builder: (y) =>
    y
      .positional('study', { type: 'string', describe: 'study file (YAML)' })
      .option('from', { type: 'string', describe: 'rebuild the report from a saved results.json, without simulating' })
      .option('out', { type: 'string', describe: 'output folder (default reports/out/<study name>/, or the folder of --from)' })
      .option('lang', { choices: ['en', 'ja'] as const, describe: 'language of the report (default: the study\'s)' })
      .option('threads', { type: 'number', default: defaultThreads(), describe: 'worker threads for simulations' })
      .option('quiet', { type: 'boolean', default: false, describe: 'no progress on stderr' })
      .check((a) => {
        if (!a.study && !a.from) throw new HanteiError('usage', 'name a study file, or --from results.json');
        if (a.study && a.from) throw new HanteiError('usage', 'give a study file or --from, not both');
        return true;
      }),
  handler: async (raw) => {
    const args = raw as unknown as ReportArgs;
    const log = (line: string) => {
      if (!args.quiet) process.stderr.write(`hantei: ${line}\n`);
    };
    const started = Date.now();
    if (args.from) {
      const results = parseStudyResults(readTextFile(args.from, 'results'), args.from);
      const dir = args.out ?? dirname(args.from);
      const written = await writeReport(dir, results, args.lang ?? results.study.lang);
      log(`rebuilt ${written.charts.length} charts from ${args.from}`);
      process.stdout.write(`${shown(written.index)}\n`);
      return;
    }
    const study = loadStudy(args.study!);
    const controls = runControls(0, args.quiet);
    try {
      const docs = await runStudy(study, { threads: checkThreads(args.threads), signal: controls.signal }, log, (total) => progressBar(total, args.quiet));
      const results = studyResults({ name: study.name, title: study.title, lang: study.lang, file: args.study }, docs, Date.now() - started);
      const dir = args.out ?? join('reports', 'out', study.name);
      const written = await writeReport(dir, results, args.lang ?? study.lang);
      log(`wrote ${written.charts.length} charts, results.json and results.csv to ${dir}`);
      process.stdout.write(`${shown(written.index)}\n`);
    } finally {
      controls.close();
    }
  },
};
