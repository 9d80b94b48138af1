import { said, labelled, messageLang } from '../core/messages.js';
import type { Argv, CommandModule } from 'yargs';
import { prepareCells, runExact as exact, runSimulate as simulate } from '../api/checks.js';
import { checkWritableParent } from '../io/atomic.js';
import { stopSignal } from './interrupt.js';
import { SYSTEMS } from '../systems/index.js';
import type { CompiledCheck, RuleSystem } from '../systems/types.js';
import {
  type BudgetArgs,
  type CommonArgs,
  type SimArgs,
  budgetOf,
  checkThreads,
  emitResults,
  helpOf,
  parseTrials,
  runControls,
  systemCommand,
  withBudget,
  withCommon,
  withSim,
} from './common.js';

type Args = CommonArgs &
  Partial<SimArgs> &
  Partial<BudgetArgs> & { ruleset?: string; cards?: string[]; critical?: string } & Record<string, unknown>;

/** The system's parameters as yargs options (strings, parsed by core/grid for clear messages). */
export function systemOptions(system: RuleSystem<unknown, CompiledCheck>, y: Argv): Argv {
  for (const p of system.params) {
    const type = p.kind === 'flag' ? 'boolean' : 'string';
    y = y.option(p.flag, {
      type,
      describe:
        p.default !== undefined && p.kind !== 'flag'
          ? said('help.paramDefault', { describe: helpOf(system, p.flag, p.describe), value: String(p.default) })
          : helpOf(system, p.flag, p.describe),
      array: p.kind === 'deck-list',
    });
  }
  y = y.option('ruleset', {
    type: 'string',
    describe: said('help.check.ruleset', { presets: Object.keys(system.rulesets).join(' | '), preset: system.defaultRuleset }),
  });
  y = y.option('vary', {
    type: 'string',
    array: true,
    describe: said('help.check.vary', { example: system.varyExample ?? 'KEY=1..4', system: system.id }),
  });
  if (system.params.some((p) => p.kind === 'deck-list')) {
    y = y
      .option('cards', { type: 'string', array: true, describe: said('help.check.cards') })
      .option('critical', { type: 'string', describe: said('help.check.critical') });
  }
  return y;
}

/** Option values keyed by parameter name. */
export function paramValues(system: RuleSystem<unknown, CompiledCheck>, args: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const p of system.params) values[p.name] = args[p.flag];
  // ruleset keys as axes (engine/vary.ts); absent, the grid is as before
  if (args.vary !== undefined) values.vary = args.vary;
  return values;
}

async function run(system: RuleSystem<unknown, CompiledCheck>, method: 'exact' | 'monte-carlo', args: Args): Promise<void> {
  const params = paramValues(system, args);
  const critical = args.critical
    ? args.critical
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
  // cheap checks of the command line first: a bad --trials or --out is reported before any deck is read
  const trials = method === 'monte-carlo' ? parseTrials(args.trials) : 0;
  const threads = method === 'monte-carlo' ? checkThreads(args.threads) : 0;
  if (args.out) checkWritableParent(args.out);
  const req = { system, ruleset: args.ruleset, params, cards: args.cards, critical, budget: budgetOf(args), signal: stopSignal() };
  if (method === 'exact') {
    emitResults(await exact(req), args);
    return;
  }
  // the grid is built once here for the progress total (and to report a bad value before any worker starts)
  const { cells } = prepareCells(req, 'simulate');
  const controls = runControls(trials * cells.length, args.quiet);
  try {
    emitResults(
      await simulate({ ...req, trials, seed: String(args.seed), threads, onProgress: controls.onProgress, signal: controls.signal }),
      args,
    );
  } finally {
    controls.close();
  }
}

/** `hantei exact <system>` and `hantei simulate <system>`, one subcommand per registered system. */
export function checkCommand(method: 'exact' | 'monte-carlo'): CommandModule {
  return systemCommand(
    method === 'exact' ? 'exact' : 'simulate',
    method === 'exact' ? said('help.exact') : said('help.simulate'),
    SYSTEMS.map((system) => ({
      id: system.id,
      describe: labelled(system.label).text(messageLang()),
      options: (y) => {
        const withOpts = withBudget(systemOptions(system, withCommon(y)));
        return method === 'exact' ? withOpts : withSim(withOpts);
      },
      run: (args) => run(system, method, args as Args),
    })),
  );
}
