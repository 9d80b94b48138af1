import type cliProgressType from 'cli-progress';
import { lazy } from '../core/lazy.js';
import type { Argv, CommandModule } from 'yargs';
import { HanteiError } from '../core/errors.js';
import { messageLang, msg, said } from '../core/messages.js';
import { wholeOption } from '../engine/options.js';
import { checkOutputPath, writeFileAtomic } from '../io/atomic.js';
import { declareOutput } from '../io/outputs-vs-inputs.js';
import { terminalSafe } from '../core/terminal-text.js';
import { stopSignal, throwIfStopped } from './interrupt.js';
import { finishMerge, writePartIfSharded } from './parts.js';
import type { ResultsDocument } from '../core/results.js';
import { type Budget, DEFAULT_BUDGET, NO_BUDGET, thousands } from '../core/budget.js';
import { availableParallelism } from 'node:os';
import { formatCsv, formatScenarioCsv, formatScenarioTable, formatTable } from '../report/format.js';
import type { Labels, Lang } from '../systems/types.js';

// the progress bar's package loads only when a bar is drawn
const progressBars = lazy<typeof cliProgressType>('cli-progress');

export interface CommonArgs {
  format: 'table' | 'json' | 'csv';
  out?: string;
  lang: Lang;
  quiet: boolean;
}

export interface SimArgs {
  trials: number;
  seed: string;
  threads: number;
}

/** The options every command has; `formats` extends the output formats (yargs adds a second declaration's choices to the first's, so a command's own formats are given here). */
export function withCommon<T>(
  y: Argv<T>,
  formats: { choices: readonly string[]; describe: string } = { choices: [], describe: said('help.format') },
): Argv<T & CommonArgs> {
  return y
    .option('format', { choices: ['table', 'json', 'csv', ...formats.choices], default: 'table' as const, describe: formats.describe })
    .option('out', { type: 'string', describe: said('help.out') })
    .middleware(outPath('file'))
    .option('lang', { choices: ['en', 'ja'] as const, default: 'en' as const, describe: said('help.lang') })
    .option('quiet', { type: 'boolean', default: false, describe: said('help.quiet') }) as unknown as Argv<T & CommonArgs>;
}

/**
 * A yargs middleware checking an output option as the command line is read,
 * before any computing: refused when empty or a link, device or special file
 * (`--out ''`, `--out /dev/stderr`), and declared, so that no input the
 * command reads may be it (io/outputs-vs-inputs.ts). A repeated option is
 * left to refuseRepeats.
 */
export function outPath(kind: 'file' | 'folder' | 'any', option = 'out'): (argv: Record<string, unknown>) => void {
  return (argv) => {
    const v = argv[option];
    if (typeof v !== 'string') return;
    checkOutputPath(v, kind, `--${option}`);
    declareOutput({ option: `--${option}`, path: v, kind });
  };
}

export interface BudgetArgs {
  'max-cells'?: string;
  'max-cards'?: string;
  'max-trials'?: string;
  yes: boolean;
}

/** --max-cells, --max-trials, --yes: the stated work budget (core/budget.ts). */
export function withBudget<T>(y: Argv<T>): Argv<T & BudgetArgs> {
  return y
    .option('max-cells', {
      type: 'string',
      describe: said('help.maxCells', { n: thousands(DEFAULT_BUDGET.maxCells) }),
    })
    .option('max-trials', {
      type: 'string',
      describe: said('help.maxTrials', { n: DEFAULT_BUDGET.maxTrials.toExponential(0).replace('e+', 'e') }),
    })
    .option('max-cards', {
      type: 'string',
      describe: said('help.maxCards', { n: thousands(DEFAULT_BUDGET.maxCards!) }),
    })
    .option('yes', { type: 'boolean', default: false, describe: said('help.yes') }) as unknown as Argv<T & BudgetArgs>;
}

export function budgetOf(args: Partial<BudgetArgs>): Budget {
  if (args.yes) return NO_BUDGET;
  const limit = (v: string | undefined, flag: string, fallback: number): number => {
    if (v === undefined) return fallback;
    const n = Number(String(v).replace(/_/g, ''));
    if (!Number.isSafeInteger(n) || n < 1)
      throw new HanteiError('range', msg('opt.wholeAtLeast1', { flag, got: String(v) }), {
        hint: msg('opt.example', { example: `--${flag} ${fallback.toExponential(0).replace('e+', 'e')}` }),
      });
    return n;
  };
  return {
    maxCells: limit(args['max-cells'], 'max-cells', DEFAULT_BUDGET.maxCells),
    maxTrials: limit(args['max-trials'], 'max-trials', DEFAULT_BUDGET.maxTrials),
    maxCards: limit(args['max-cards'], 'max-cards', DEFAULT_BUDGET.maxCards!),
  };
}

export function withSim<T>(y: Argv<T>): Argv<T & SimArgs> {
  return y
    .option('trials', { type: 'string', default: '1e6', describe: said('help.trials') })
    .option('seed', { type: 'string', default: '1', describe: said('help.seed') })
    .option('threads', { type: 'number', default: availableParallelism(), describe: said('help.threads') })
    .option('shard', {
      type: 'string',
      describe: said('help.shard'),
    }) as unknown as Argv<T & SimArgs>;
}

/** Parse `--trials` (accepts 1e6, 2_000_000, 5000000). */
export function parseTrials(v: unknown): number {
  // the library's check (engine/options.ts), naming --trials and the text given
  return wholeOption('trials', Number(String(v).replace(/_/g, '')), 1, Number.MAX_SAFE_INTEGER, 1_000_000, String(v));
}

export function checkThreads(v: unknown): number {
  return wholeOption('threads', Number(v), 0, 256, 2, String(v));
}

/**
 * What an output is: `text` for people (tables, messages: control characters of the names in it are
 * always shown escaped, core/terminal-text.ts), `json` or `data` (CSV, YAML, XML) for programs: written
 * as they are, and escaped only when they go to a terminal (JSON with its own `\u` escapes).
 */
export type OutputKind = 'text' | 'json' | 'data';

export function writeOutput(text: string, out?: string, kind: OutputKind = 'text'): void {
  // a run stopped by Ctrl-C writes nothing, even if its work finished in the grace period
  throwIfStopped();
  const shown = kind === 'text' || (out === undefined && process.stdout.isTTY === true);
  const safe = shown ? terminalSafe(text, kind === 'json' ? 'json' : 'c') : text;
  if (out !== undefined) {
    writeFileAtomic(out, safe);
  } else {
    process.stdout.write(safe);
  }
}

export function emitResults(doc: ResultsDocument, args: CommonArgs): void {
  // a shard's numbers are partial: it writes its counts for hantei merge instead
  if (writePartIfSharded(args.out)) return;
  // a merged run: every part's counts were used, before anything is written
  finishMerge();
  const scenario = doc.analysis !== 'check';
  const text =
    args.format === 'json'
      ? JSON.stringify(doc, null, 2) + '\n'
      : args.format === 'csv'
        ? scenario
          ? formatScenarioCsv(doc)
          : formatCsv([doc])
        : scenario
          ? formatScenarioTable(doc, args.lang)
          : formatTable(doc, args.lang);
  writeOutput(text, args.out, args.format === 'json' ? 'json' : args.format === 'csv' ? 'data' : 'text');
}

/** A progress bar on stderr when it is a terminal and the run is long (≥ 2·10⁷ trials); else nothing. */
export function progressBar(
  totalTrials: number,
  quiet: boolean,
): { onProgress?: (done: number, total: number) => void; close: () => void } {
  if (quiet || !process.stderr.isTTY || totalTrials < 20_000_000) return { close: () => undefined };
  const cliProgress = progressBars();
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: 'simulating [{bar}] {percentage}% · {eta}s left', hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(totalTrials, 0);
  return { onProgress: (done) => bar.update(done), close: () => bar.stop() };
}

/**
 * Progress for long runs, and the process-wide stop signal (Ctrl-C, SIGTERM;
 * see interrupt.ts): returns what simulateJobs needs, and a function to close the display.
 */
export function runControls(
  totalTrials: number,
  quiet: boolean,
): { onProgress?: (done: number, total: number) => void; signal: AbortSignal; close: () => void } {
  const bar = progressBar(totalTrials, quiet);
  return { signal: stopSignal(), onProgress: bar.onProgress, close: () => bar.close() };
}

/** A rule system's subcommand: its options and what it runs. */
export interface SystemSubcommand {
  id: string;
  describe: string;
  options: (y: Argv) => Argv;
  run: (args: Record<string, unknown>) => Promise<void> | void;
}

/** `hantei NAME SYSTEM …`: one subcommand per system that has the command. */
export function systemCommand(name: string, describe: string, subcommands: readonly SystemSubcommand[]): CommandModule {
  return {
    command: name,
    describe,
    builder: (y) => {
      for (const s of subcommands)
        y = y.command({
          command: s.id,
          describe: s.describe,
          builder: s.options,
          handler: (args) => s.run(args as Record<string, unknown>),
        });
      return y.demandCommand(1, msg('cli.nameSystem', { systems: subcommands.map((s) => s.id).join(', ') }).text('en'));
    },
    handler: () => undefined,
  };
}

/** A system's --help words for an option, in the process's language (its declaration's English when it has none). */
export function helpOf(system: { help?: Readonly<Record<string, Labels>> }, key: string, english: string): string {
  return system.help?.[key]?.[messageLang()] ?? english;
}
