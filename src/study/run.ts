import { HanteiError } from '../core/errors.js';
import type { Cell } from '../core/grid.js';
import { analyseChecks } from '../engine/analyse.js';
import { type Budget, DEFAULT_BUDGET, checkTrialBudget, thousands } from '../engine/budget.js';
import type { SimulateOptions } from '../engine/simulate-options.js';
import { buildCells, loadRuleset } from '../engine/request.js';
import { SCENARIOS, type ScenarioRun, simulateScenarioDocument } from '../engine/scenarios.js';
import type { NamedDocument } from '../report/charts/plan.js';
import { getSystem } from '../systems/index.js';
import type { CompileContext } from '../systems/types.js';
import type { Study, StudyAnalysis } from './study.js';

/** Progress for one simulated analysis: a callback for the pool and a way to close the display. */
export type ProgressFor = (totalTrials: number) => { onProgress?: (done: number, total: number) => void; close: () => void };

/** An analysis with its decks read and its grid built: everything checked, nothing computed yet. */
type Prepared =
  | { analysis: StudyAnalysis; kind: 'scenario'; run: ScenarioRun }
  | { analysis: StudyAnalysis; kind: 'check'; rulesetName: string; rules: unknown; cells: Cell[]; ctx: CompileContext };

/** Name the study and analysis in errors that have no file of their own (a bad range, a check type). */
function placed(study: Study, a: StudyAnalysis, e: unknown): unknown {
  if (e instanceof HanteiError && !e.place.file && e.code !== 'interrupted') return new HanteiError(e.code === 'usage' ? 'study' : e.code, `analysis "${a.name}": ${e.message}`, { file: study.file, line: a.line, hint: e.hint });
  return e;
}

function inAnalysis<T>(study: Study, a: StudyAnalysis, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw placed(study, a, e);
  }
}

/**
 * Prepare every analysis (decks, rulesets, grids) and check the whole study
 * against the budget before anything runs, so a mistake in the last analysis
 * or an oversized grid costs no computing.
 */
export function prepareStudy(study: Study, budget: Budget = DEFAULT_BUDGET): Prepared[] {
  const prepared = study.analyses.map((a): Prepared =>
    inAnalysis(study, a, () => {
      if (a.scenario) return { analysis: a, kind: 'scenario', run: SCENARIOS[a.scenario][a.system]({ ...a.params, ruleset: a.ruleset, cards: a.cards, critical: a.critical?.join(',') }) };
      const system = getSystem(a.system);
      const { name, rules } = loadRuleset(system, a.ruleset, a.method === 'monte-carlo' ? 'simulate' : 'exact');
      const { cells, ctx } = buildCells(system, rules, a.params, { cards: a.cards, critical: a.critical }, budget);
      return { analysis: a, kind: 'check', rulesetName: name, rules, cells, ctx };
    }),
  );
  const simulated = prepared.reduce((n, p) => n + (p.kind === 'scenario' ? p.analysis.trials : p.analysis.method === 'monte-carlo' ? p.analysis.trials * p.cells.length : 0), 0);
  try {
    checkTrialBudget(simulated, 1, budget);
  } catch (e) {
    throw new HanteiError('range', `the study simulates ${(e as HanteiError).message.split(' = ')[1] ?? 'too many checks'}`, { file: study.file, hint: (e as HanteiError).hint });
  }
  return prepared;
}

/**
 * Run every analysis of a study in order; `log` gets one line per analysis.
 *
 * @example
 * const docs = await runStudy(loadStudy('reports/balance.yaml'), { threads: 2 }, (line) => console.log(line));
 * console.log(judge(loadStudy('reports/balance.yaml').expect, new Map(docs.map((d) => [d.name, d.doc]))));
 */
export async function runStudy(
  study: Study,
  sim: Omit<SimulateOptions, 'seed' | 'onProgress'>,
  log: (line: string) => void,
  progressFor?: ProgressFor,
  budget: Budget = DEFAULT_BUDGET,
): Promise<NamedDocument[]> {
  const out: NamedDocument[] = [];
  for (const p of prepareStudy(study, budget)) {
    const a = p.analysis;
    const system = getSystem(a.system);
    if (p.kind === 'scenario') {
      log(`${a.name}: ${system.id} ${a.scenario}, ruleset ${p.run.rulesetName}, ${thousands(a.trials)} trials`);
      const progress = progressFor?.(a.trials * 20);
      try {
        out.push({ name: a.name, title: a.title, doc: await simulateScenarioDocument(p.run, a.trials, { ...sim, seed: a.seed, onProgress: progress?.onProgress }) });
      } finally {
        progress?.close();
      }
      continue;
    }
    log(`${a.name}: ${system.id}, ruleset ${p.rulesetName}, ${p.cells.length} cells, ${a.method === 'exact' ? 'exact' : `${thousands(a.trials)} trials each`}`);
    const progress = a.method === 'monte-carlo' ? progressFor?.(a.trials * p.cells.length) : undefined;
    try {
      const doc = await analyseChecks({ system, rulesetName: p.rulesetName, rules: p.rules, cells: p.cells, ctx: p.ctx, method: a.method, trials: a.trials, sim: { ...sim, seed: a.seed, onProgress: progress?.onProgress } });
      out.push({ name: a.name, title: a.title, doc });
    } catch (e) {
      throw placed(study, a, e);
    } finally {
      progress?.close();
    }
  }
  return out;
}
