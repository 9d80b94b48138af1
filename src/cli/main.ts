import yargs, { type Argv } from 'yargs';
import { HanteiError, isHanteiError } from '../core/errors.js';
import { removePendingOutputs } from '../io/atomic.js';
import { packageVersion } from '../paths.js';
import { compareCommand, tuneCommand } from './balance.js';
import { checkCommand } from './check.js';
import { systemCommand, withCommon, withSim } from './common.js';
import { type ScenarioArgs, simulateScenario } from './scenario-run.js';
import { cardsCommand } from './cards.js';
import { deckCommand } from './deck.js';
import { d6ChainCombatOptions, twoD6OpposedOptions, twoD6SessionOptions } from './dice-scenarios.js';
import { mtgOpposedOptions, mtgTurnOptions } from './mtg-scenarios.js';
import { SCENARIOS } from '../engine/scenarios.js';
import { installSignalHandlers } from './interrupt.js';
import { mergeCommand, setInvocation, shardMiddleware } from './merge.js';
import { setDistribution } from '../engine/shard.js';
import { closePool } from '../engine/pool.js';
import { reportCommand } from './report.js';
import { rulesetsCommand } from './rulesets.js';

/** A scenario command: the simulation options on top of each system's own; SCENARIOS prepares the run. */
function scenarioCommand(name: string, describe: string, options: Record<string, (y: Argv) => Argv>) {
  return systemCommand(
    name,
    describe,
    Object.entries(options).map(([id, opts]) => ({
      id,
      describe: `${describe} (${id})`,
      options: (y: Argv) => withSim(withCommon(opts(y))),
      run: (args) => simulateScenario(SCENARIOS[name][id](args), args as ScenarioArgs),
    })),
  );
}

/**
 * `--difficulty -2..2` would read as an option named 2..2: join an option and
 * a following negative number or range into `--difficulty=-2..2`.
 */
export function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = argv[i + 1];
    if (/^--[\w-]+$/.test(a) && next !== undefined && /^-\d+(\.\.-?\d+)?(,[-\w.]+)*$/.test(next)) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}

/** Options that take one value: given twice, the user meant something we cannot guess (lists may repeat). */
const SINGLE_VALUED = ['out', 'format', 'lang', 'trials', 'seed', 'threads', 'ruleset', 'max-cells', 'max-trials', 'json', 'junit', 'from', 'hand', 'known', 'courage', 'turns', 'spend'];

function refuseRepeats(argv: Record<string, unknown>): void {
  for (const k of SINGLE_VALUED) {
    const v = argv[k];
    if (Array.isArray(v) && v.length > 1) throw new HanteiError('usage', `--${k} is given ${v.length} times; give it once`, { hint: `hantei uses one --${k}; remove the others` });
  }
}

/** The whole command line interface, for one command line. */
async function buildCli(argv: readonly string[]) {
  return yargs(joinNegativeValues(argv))
    .scriptName('hantei')
    .usage('$0 <command> [system] [options]\n\nHow tabletop-RPG check rules really behave: exact odds, Monte Carlo, reports.')
    .command(checkCommand('exact'))
    .command(checkCommand('monte-carlo'))
    .command(scenarioCommand('opposed', 'opposed check (対決) between two sides', { mtg: mtgOpposedOptions, '2d6': twoD6OpposedOptions }))
    .command(scenarioCommand('turn', 'a turn or scene of checks on one library', { mtg: mtgTurnOptions }))
    .command(scenarioCommand('session', 'a session of checks with courage carried across them', { '2d6': twoD6SessionOptions }))
    .command(scenarioCommand('combat', 'combat: step checks over turns, continuing after failures', { d6chain: d6ChainCombatOptions }))
    .command(reportCommand)
    .command(tuneCommand)
    .command(compareCommand)
    .command(deckCommand)
    .command(cardsCommand)
    .command(rulesetsCommand)
    .command(mergeCommand(async (command) => void (await (await buildCli(command)).parseAsync())))
    .command((await import('./serve.js')).serveCommand)
    .middleware(refuseRepeats, true)
    .middleware(shardMiddleware)
    .demandCommand(1, 'name a command (hantei --help lists them)')
    .strict()
    .version(packageVersion())
    .help()
    .wrap(Math.min(110, process.stdout.columns || 100))
    .exitProcess(false)
    .fail((msg, err) => {
      if (err) throw err;
      // yargs writes multi-line messages ("Invalid values:\n  Argument: …"): fold them into one line
      const text = (msg ?? 'invalid command line').split('\n').map((s) => s.trim()).filter(Boolean).join(' ');
      // a value outside an option's choices is a bad value (exit 1), not bad syntax (exit 2)
      throw new HanteiError(/^Invalid values?:/.test(text) ? 'range' : 'usage', text, { hint: 'add --help to the command to see its options' });
    });
}

/** Parse and run; returns the exit code instead of exiting, so tests can call it. */
export async function main(argv: string[]): Promise<number> {
  let code = 0;
  installSignalHandlers();
  setInvocation(argv);
  setDistribution({});
  const cli = await buildCli(argv);
  try {
    await cli.parseAsync();
  } catch (e) {
    if (isHanteiError(e)) {
      if (e.code === 'interrupted') removePendingOutputs();
      process.stderr.write(e.format() + '\n');
      code = e.code === 'usage' ? 2 : e.code === 'interrupted' ? 130 : 1;
    } else {
      process.stderr.write(`hantei: internal error: ${(e as Error)?.message ?? String(e)}\n  hint: this is a bug; please report it with the command you ran (HANTEI_DEBUG=1 shows the stack)\n`);
      if (process.env.HANTEI_DEBUG) process.stderr.write(String((e as Error)?.stack) + '\n');
      code = 70;
    }
  } finally {
    // the process's one worker pool, shared by every simulation of this command
    await closePool();
  }
  return code;
}
