import { HanteiError } from '../core/errors.js';
import { analyseChecks } from '../engine/analyse.js';
import type { SimulateOptions } from '../engine/pool.js';
import { buildCells, loadRuleset } from '../engine/request.js';
import { SCENARIOS, simulateScenarioDocument } from '../engine/scenarios.js';
import type { NamedDocument } from '../report/charts/plan.js';
import { getSystem } from '../systems/index.js';
import type { Study } from './study.js';

/** Progress for one simulated analysis: a callback for the pool and a way to close the display. */
export type ProgressFor = (totalTrials: number) => { onProgress?: (done: number, total: number) => void; close: () => void };

/** Run every analysis of a study in order; `log` gets one line per analysis. */
export async function runStudy(study: Study, sim: Omit<SimulateOptions, 'seed' | 'onProgress'>, log: (line: string) => void, progressFor?: ProgressFor): Promise<NamedDocument[]> {
  const out: NamedDocument[] = [];
  for (const a of study.analyses) {
    const system = getSystem(a.system);
    try {
      if (a.scenario) {
        const run = SCENARIOS[a.scenario][a.system]({ ...a.params, ruleset: a.ruleset, cards: a.cards, critical: a.critical?.join(',') });
        log(`${a.name}: ${system.id} ${a.scenario}, ruleset ${run.rulesetName}, ${a.trials.toLocaleString('en')} trials`);
        const progress = progressFor?.(a.trials * 20);
        try {
          out.push({ name: a.name, title: a.title, doc: await simulateScenarioDocument(run, a.trials, { ...sim, seed: a.seed, onProgress: progress?.onProgress }) });
        } finally {
          progress?.close();
        }
        continue;
      }
      const { name, rules } = loadRuleset(system, a.ruleset);
      const { cells, ctx } = buildCells(system, rules, a.params, { cards: a.cards, critical: a.critical });
      log(`${a.name}: ${system.id}, ruleset ${name}, ${cells.length} cells, ${a.method === 'exact' ? 'exact' : `${a.trials.toLocaleString('en')} trials each`}`);
      const progress = a.method === 'monte-carlo' ? progressFor?.(a.trials * cells.length) : undefined;
      try {
        const doc = await analyseChecks({ system, rulesetName: name, rules, cells, ctx, method: a.method, trials: a.trials, sim: { ...sim, seed: a.seed, onProgress: progress?.onProgress } });
        out.push({ name: a.name, title: a.title, doc });
      } finally {
        progress?.close();
      }
    } catch (e) {
      // name the study and analysis for errors that have no file of their own (a bad range, a check type)
      if (e instanceof HanteiError && !e.place.file) throw new HanteiError(e.code, `analysis "${a.name}": ${e.message}`, { file: study.file, line: a.line, hint: e.hint });
      throw e;
    }
  }
  return out;
}
