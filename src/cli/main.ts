import yargs, { type CommandModule } from 'yargs';
import { HanteiError, isHanteiError } from '../core/errors.js';
import { messageLang, messageLangOf, msg, parserHelpWords, said, useMessageLang, verbatim, yargsMessage } from '../core/messages.js';
import { useFlagSpelling } from '../core/names.js';
import { closeOpenPool } from '../engine/pool-registry.js';
import { setDistribution } from '../engine/shard.js';
import { removePendingOutputs } from '../io/atomic.js';
import { trackOutputsAndInputs } from '../io/outputs-vs-inputs.js';
import { packageVersion } from '../paths.js';
import { resetRulesetNotes } from '../systems/ruleset-use.js';
import { installSignalHandlers, interruptExitCode, noteStopReported, settleSignals } from './interrupt.js';
import { STDIN_POSITIONAL } from './stdin-arg.js';
import { resetInputFiles, setInvocation, shardMiddleware } from './parts.js';

/**
 * The commands, each loaded only when it runs: `hantei exact …` loads the
 * check command's code, not vega or the workbench. Listing them all (help,
 * an unknown command) loads them all.
 */
const COMMANDS: Readonly<Record<string, () => Promise<CommandModule[]>>> = {
  exact: async () => [(await import('./check.js')).checkCommand('exact')],
  simulate: async () => [(await import('./check.js')).checkCommand('monte-carlo')],
  report: async () => [(await import('./report.js')).reportCommand],
  tune: async () => [(await import('./balance.js')).tuneCommand()],
  compare: async () => [(await import('./balance.js')).compareCommand()],
  solve: async () => [(await import('./solve.js')).solveCommand],
  deck: async () => [(await import('./deck.js')).deckCommand],
  cards: async () => [(await import('./cards.js')).cardsCommand],
  rulesets: async () => [(await import('./rulesets.js')).rulesetsCommand],
  merge: async () => [(await import('./merge.js')).mergeCommand(async (command) => void (await (await buildCli(command)).parseAsync()))],
  serve: async () => [(await import('./serve.js')).serveCommand],
  init: async () => [(await import('./init.js')).initCommand],
};

/** The scenario commands (`opposed`, `turn`, …), generated from the systems' declarations, by name. */
async function scenarioCommands(): Promise<Record<string, CommandModule>> {
  return (await import('./scenario-commands.js')).scenarioCommands();
}

/** The commands a command line needs: the one it names, or all of them. */
async function commandsFor(argv: readonly string[]): Promise<CommandModule[]> {
  const name = argv.find((a) => !a.startsWith('-'));
  const help = argv.includes('--help') || argv.includes('-h');
  // `hantei --version` (or no command at all) needs none; help lists them all
  if (name === undefined && !help) return [];
  const load = name !== undefined && !help ? COMMANDS[name] : undefined;
  if (load) return load();
  // a scenario command, or help / an unknown command: the scenarios come from the registry
  const scenarios = await scenarioCommands();
  if (name !== undefined && !help && name in scenarios) return [scenarios[name]];
  return [...(await Promise.all(Object.values(COMMANDS).map((l) => l()))).flat(), ...Object.values(scenarios)];
}

/** Options whose value may be `-`, standard input (io/read.ts reads it bounded like a file). */
const READS_STDIN = ['--deck', '--vs'];

/**
 * `--difficulty -2..2` would read as an option named 2..2: join an option and
 * a following negative number or range into `--difficulty=-2..2` (and
 * `--deck -`, which yargs would read as an empty value, into `--deck=-`).
 */

export function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = argv[i + 1];
    // a negative value (`--modifier -2..2`), or `-` for standard input (`--deck -`; yargs reads a lone `-` as nothing)
    if (
      /^--[\w-]+$/.test(a) &&
      next !== undefined &&
      (/^-\d+(\.\.-?\d+)?(,[-\w.]+)*$/.test(next) || (next === '-' && READS_STDIN.includes(a)))
    ) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a === '-' ? STDIN_POSITIONAL : a);
  }
  return out;
}

/** The commands whose options include a system's parameters (the scenario commands too). */
const SYSTEM_COMMANDS = ['exact', 'simulate', 'tune', 'compare'];

/**
 * Options that take one value: given twice, the user meant something we
 * cannot guess (lists may repeat). Scenario options declared `once` are added
 * when a command loads the registry (refuseRepeats).
 */
const SINGLE_VALUED = [
  'out',
  'format',
  'lang',
  'trials',
  'seed',
  'threads',
  'ruleset',
  'max-cells',
  'max-trials',
  'max-cards',
  'json',
  'junit',
  'write-ruleset',
  'from',
];

/** Options and positionals that name a file to read: given as '' they are refused (exit 1), never read as "no such file" or as left out. */
const INPUT_PATHS: ReadonlyArray<[key: string, shown: string]> = [
  ['from', '--from'],
  ['cards', '--cards'],
  ['study', '<study>'],
  ['file', '<file>'],
  ['parts', '<parts>'],
];

function refuseEmptyInputs(argv: Record<string, unknown>): void {
  for (const [key, shown] of INPUT_PATHS) {
    const v = argv[key];
    if ((Array.isArray(v) ? v : [v]).some((x) => typeof x === 'string' && x.trim() === ''))
      throw new HanteiError('range', msg('io.optionEmpty', { option: shown }), { hint: msg('in.giveFile', { option: shown }) });
  }
}

function refuseRepeats(singleValued: readonly string[], argv: Record<string, unknown>): void {
  for (const k of singleValued) {
    const v = argv[k];
    if (Array.isArray(v) && v.length > 1)
      throw new HanteiError('usage', msg('cli.repeated', { k, n: v.length }), { hint: msg('cli.repeatedHint', { k }) });
  }
}

/** The whole command line interface, for one command line. */
async function buildCli(argv: readonly string[]) {
  // yargs parses in English whatever the locale (its errors are matched and explained, and must give the same exit code in
  // every language); its help words come from the catalogue, all of them every time (its string table outlives one run)
  const cli = yargs(joinNegativeValues(argv))
    .locale('en')
    .updateStrings(parserHelpWords(messageLang()))
    .scriptName('hantei')
    .usage(`$0 <command> [system] [options]\n\n${said('help.hantei')}`);
  const commands = await commandsFor(argv);
  for (const c of commands) cli.command(c);
  // the scenario options declared `once` (the registry's): for the commands that take system options, which load
  // the registry anyway; the others (cards, deck, merge, …) start without it and refuse those options as unknown
  const name = argv.find((a) => !a.startsWith('-'));
  const takesSystemOptions = commands.length > 0 && (name === undefined || !(name in COMMANDS) || SYSTEM_COMMANDS.includes(name));
  const declared = takesSystemOptions ? (await import('./scenario-commands.js')).singleValuedScenarioOptions() : [];
  const singleValued = [...SINGLE_VALUED, ...declared];
  return cli
    .middleware((a) => refuseRepeats(singleValued, a), true)
    .middleware(refuseEmptyInputs, true)
    .middleware(shardMiddleware)
    .middleware(settleSignals)
    .demandCommand(1, msg('cli.nameCommand').text('en'))
    .strict()
    .version(packageVersion())
    .help()
    .wrap(Math.min(110, process.stdout.columns || 100))
    .exitProcess(false)
    .fail((told, err) => {
      if (err) throw err;
      // yargs writes multi-line messages ("Invalid values:\n  Argument: …"): fold them into one line
      const text = (told ?? 'invalid command line')
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' ');
      // a value outside an option's choices is a bad value (exit 1), not bad syntax (exit 2)
      throw new HanteiError(/^Invalid values?:/.test(text) ? 'range' : 'usage', yargsMessage(text), { hint: msg('cli.seeHelp') });
    });
}

/**
 * yargs builds a command's whole help text as the command's handler starts,
 * in case the handler shows it; hantei's handlers never do (--help is parsed
 * before any handler runs), and the text costs ≈30 ms of every run's start-up
 * (string widths of every option). If yargs changes shape, nothing happens.
 */
function skipHelpCache(cli: object): void {
  const usage = (
    (cli as { getInternalMethods?: () => unknown }).getInternalMethods?.() as
      { getUsageInstance?: () => { cacheHelpMessage?: unknown } } | undefined
  )?.getUsageInstance?.();
  if (usage && typeof usage.cacheHelpMessage === 'function') usage.cacheHelpMessage = () => undefined;
}

/**
 * The system argument (the word after the command) when it is a rule file
 * (`kind: hantei.rule/1`): loaded and registered under its path as given, so
 * the command's subcommand and options are the file's. A bad rule file is
 * returned, to be reported as any error of the command.
 */
async function loadRuleArgument(argv: readonly string[]): Promise<unknown> {
  const at = argv.findIndex((a) => !a.startsWith('-'));
  const candidate = at >= 0 ? argv[at + 1] : undefined;
  if (candidate === undefined || !/\.ya?ml$/i.test(candidate)) return undefined;
  const { installRuleFiles, looksLikeRuleFile } = await import('../engine/rule-file.js');
  installRuleFiles();
  // where a system is named, a .yaml is a rule file and what is wrong with it is said (missing, a FIFO, not a rule)
  if (![...SYSTEM_COMMANDS, 'rulesets'].includes(argv[at]) && !looksLikeRuleFile(candidate)) return undefined;
  try {
    (await import('../systems/index.js')).getSystem(candidate);
  } catch (e) {
    return e;
  }
  return undefined;
}

/** Parse and run; returns the exit code instead of exiting, so tests can call it. */
export async function main(argv: string[]): Promise<number> {
  let code = 0;
  installSignalHandlers();
  // messages name parameters by their flags here (--ability); the library says ability
  useFlagSpelling(true);
  // errors, warnings and notes in the user's language: --lang, else the locale (LANG=ja_JP.UTF-8)
  const lang = messageLangOf(argv, process.env);
  useMessageLang(lang);
  setInvocation(argv);
  resetRulesetNotes();
  setDistribution({});
  resetInputFiles();
  // every output of this command line is held against every input it reads (io/outputs-vs-inputs.ts)
  trackOutputsAndInputs(true);
  // a rule file named as the system (`hantei exact ./my-rule.yaml …`) is a system before the commands are built from them
  const ruleError = await loadRuleArgument(argv);
  const cli = await buildCli(argv);
  skipHelpCache(cli);
  try {
    if (ruleError) throw ruleError;
    await cli.parseAsync();
  } catch (caught) {
    let e = caught;
    // an option of another system or command, or a system the command lacks: say which (loaded only on this path)
    if (isHanteiError(e) && e.code === 'usage') e = (await import('./unknown-options.js')).explainUnknown(argv, e.message) ?? e;
    if (isHanteiError(e)) {
      if (e.code === 'interrupted') removePendingOutputs();
      process.stderr.write(e.format(lang) + '\n');
      if (e.code === 'interrupted') noteStopReported();
      code = e.code === 'usage' ? 2 : e.code === 'interrupted' ? interruptExitCode() : 1;
    } else {
      const why = verbatim((e as Error)?.message ?? String(e));
      process.stderr.write(
        new HanteiError('internal', msg('cli.internalError', { why }), { hint: msg('cli.internalErrorHint') }).format(lang) + '\n',
      );
      if (process.env.HANTEI_DEBUG) process.stderr.write(String((e as Error)?.stack) + '\n');
      code = 70;
    }
  } finally {
    // the process's one worker pool, shared by every simulation of this command
    await closeOpenPool();
    trackOutputsAndInputs(false);
    useFlagSpelling(false);
    useMessageLang('en');
  }
  return code;
}
