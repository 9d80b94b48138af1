import { HanteiError } from '../core/errors.js';
import { type ScenarioResult, scenarioDocument } from '../core/results.js';
import { runInfo } from '../engine/analyse.js';
import { runScenario } from '../engine/scenario.js';
import { type CommonArgs, type SimArgs, checkThreads, emitResults, parseTrials, runControls } from './common.js';

export type ScenarioArgs = CommonArgs & SimArgs & Record<string, unknown>;

/** A whole-number option of a scenario command, with a clear message when it is not one. */
export function intOption(v: unknown, flag: string, min = -1e9): number {
  const n = Number(v);
  if (v === undefined || v === '' || !Number.isInteger(n) || n < min) throw new HanteiError('range', `--${flag} must be a whole number${min > -1e9 ? ` ≥ ${min}` : ''}, got "${String(v)}"`);
  return n;
}

export interface ScenarioRun {
  system: string;
  kernel: string;
  rulesetName: string;
  rules: unknown;
  params: Record<string, unknown>;
  compiled: unknown;
  length: number;
  summarise: (acc: Float64Array) => ScenarioResult;
}

/** Simulate one scenario with the common options (trials, seed, threads, progress, Ctrl-C) and print its document. */
export async function simulateScenario(run: ScenarioRun, args: ScenarioArgs): Promise<void> {
  const trials = parseTrials(args.trials);
  const threads = checkThreads(args.threads);
  const started = Date.now();
  // a scenario trial costs tens of single checks: show progress sooner
  const controls = runControls(trials * 20, args.quiet);
  try {
    const acc = await runScenario(run.system, run.kernel, JSON.stringify(run.params), run.compiled, run.length, trials, { seed: String(args.seed), threads, onProgress: controls.onProgress, signal: controls.signal });
    emitResults(scenarioDocument(run.system, run.rulesetName, run.rules, run.kernel, String(args.seed), trials, runInfo(started, threads), [run.summarise(acc)]), args);
  } finally {
    controls.close();
  }
}
