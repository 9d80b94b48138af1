import { type ScenarioRun, simulateScenarioDocument } from '../engine/scenarios.js';
import { type CommonArgs, type SimArgs, checkThreads, emitResults, parseTrials, runControls } from './common.js';

export type ScenarioArgs = CommonArgs & SimArgs & Record<string, unknown>;

/** Simulate one scenario with the common options (trials, seed, threads, progress, Ctrl-C) and print its document. */
export async function simulateScenario(run: ScenarioRun, args: ScenarioArgs): Promise<void> {
  const trials = parseTrials(args.trials);
  const threads = checkThreads(args.threads);
  // a scenario trial costs tens of single checks: show progress sooner
  const controls = runControls(trials * 20, args.quiet);
  try {
    emitResults(
      await simulateScenarioDocument(run, trials, {
        seed: String(args.seed),
        threads,
        onProgress: controls.onProgress,
        signal: controls.signal,
      }),
      args,
    );
  } finally {
    controls.close();
  }
}

/** `--vary` on a scenario command: one simulation per combination of the ruleset values, one document. */
export async function simulateVaried(scenario: string, system: string, args: ScenarioArgs): Promise<void> {
  const trials = parseTrials(args.trials);
  const threads = checkThreads(args.threads);
  const controls = runControls(trials * 20, args.quiet);
  try {
    const { simulateVariedScenario } = await import('../engine/vary-scenario.js');
    const { vary, ...options } = args;
    emitResults(
      await simulateVariedScenario(scenario, system, options, vary, trials, {
        seed: String(args.seed),
        threads,
        onProgress: controls.onProgress,
        signal: controls.signal,
      }),
      args,
    );
  } finally {
    controls.close();
  }
}
