/*
 * A study run: every analysis prepared and its budget checked first, then
 * each solved or simulated in order, with one progress line per analysis.
 */

import { HanteiError } from '../core/errors.js';
import { messageLang, msg } from '../core/messages.js';
import type { Cell } from '../core/grid.js';
import { analyseChecks } from '../engine/analyse.js';
import { type Budget, DEFAULT_BUDGET, checkStudyBudget, thousands } from '../core/budget.js';
import type { SimulateOptions } from '../engine/simulate-options.js';
import { buildCells, gridSystem, loadRuleset } from '../engine/request.js';
import { prepareScenario, type ScenarioRun, simulateScenarioDocument } from '../engine/scenarios.js';
import type { NamedDocument } from '../report/charts/plan.js';
import { getSystem } from '../systems/index.js';
import type { CompileContext, CompiledCheck, RuleSystem } from '../systems/types.js';
import { recordDecks } from '../systems/deck-words.js';
import { difficultyTableOf } from '../engine/difficulty-table.js';
import type { Study, StudyAnalysis } from './study.js';

/** Progress for one simulated analysis: a callback for the pool and a way to close the display. */
export type ProgressFor = (totalTrials: number) => { onProgress?: (done: number, total: number) => void; close: () => void };

/** An analysis with its decks read and its grid built: everything checked, nothing computed yet. */
type Prepared =
  | { analysis: StudyAnalysis; kind: 'scenario'; run: ScenarioRun }
  | {
      analysis: StudyAnalysis;
      kind: 'check';
      system: RuleSystem<unknown, CompiledCheck>;
      rulesetName: string;
      rules: unknown;
      cells: Cell[];
      ctx: CompileContext;
    };

/** Name the study and analysis in errors that have no file of their own (a bad range, a check type). */
function placed(study: Study, a: StudyAnalysis, e: unknown): unknown {
  if (e instanceof HanteiError && !e.place.file && e.code !== 'interrupted')
    return new HanteiError(
      e.code === 'usage' ? 'study' : e.code,
      msg('study.inAnalysis', { label: msg('study.analysisLabel', { name: a.name }), error: e.text ?? e.message }),
      { file: study.file, line: a.line, hint: e.hintText ?? e.hint },
    );
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
  const work = { analyses: 0, of: study.analyses.length, cells: 0, trials: 0 };
  checkStudyBudget(work, study.file, budget);
  const prepared: Prepared[] = [];
  for (const a of study.analyses) {
    const p = inAnalysis(study, a, (): Prepared => {
      if (a.scenario)
        return {
          analysis: a,
          kind: 'scenario',
          run: prepareScenario(a.scenario, a.system, {
            ...a.params,
            ruleset: a.ruleset,
            cards: a.cards,
            critical: a.critical?.join(','),
            maxCards: budget.maxCards,
          }),
        };
      const system = getSystem(a.system);
      const command = a.method === 'monte-carlo' ? 'simulate' : 'exact';
      const { name, rules } = loadRuleset(system, a.ruleset, command);
      // vary: ruleset keys as axes (engine/vary.ts)
      const values = a.vary ? { ...a.params, vary: a.vary } : a.params;
      const { cells, ctx } = buildCells(system, rules, values, { cards: a.cards, critical: a.critical }, budget);
      return { analysis: a, kind: 'check', system: gridSystem(system, rules, values, command), rulesetName: name, rules, cells, ctx };
    });
    prepared.push(p);
    // the whole study's work, added up as it is prepared: the first analysis past the budget stops it
    work.analyses++;
    work.cells += p.kind === 'scenario' ? 1 : p.cells.length;
    work.trials += p.kind === 'scenario' ? a.trials : a.method === 'monte-carlo' ? a.trials * p.cells.length : 0;
    checkStudyBudget(work, study.file, budget);
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
      log(
        msg('studyRun.scenario', {
          name: a.name,
          system: system.id,
          scenario: a.scenario!,
          ruleset: p.run.rulesetName,
          trials: thousands(a.trials),
        }).text(messageLang()),
      );
      const progress = progressFor?.(a.trials * 20);
      try {
        const scenarioSim = { ...sim, seed: a.seed, onProgress: progress?.onProgress };
        // vary: one simulation per combination of the ruleset values (engine/vary-scenario.ts)
        const doc = a.vary
          ? await (
              await import('../engine/vary-scenario.js')
            ).simulateVariedScenario(
              a.scenario!,
              a.system,
              { ...a.params, ruleset: a.ruleset, cards: a.cards, critical: a.critical?.join(',') },
              a.vary,
              a.trials,
              scenarioSim,
              budget,
            )
          : await simulateScenarioDocument(p.run, a.trials, scenarioSim);
        out.push({ name: a.name, title: a.title, doc });
      } finally {
        progress?.close();
      }
      continue;
    }
    // the CLI's language (English in the library unless a process chose another)
    const said = { name: a.name, system: system.id, ruleset: p.rulesetName, cells: p.cells.length, trials: thousands(a.trials) };
    log(msg(a.method === 'exact' ? 'studyRun.exact' : 'studyRun.simulated', said).text(messageLang()));
    const progress = a.method === 'monte-carlo' ? progressFor?.(a.trials * p.cells.length) : undefined;
    try {
      const doc = await analyseChecks({
        system: p.system,
        rulesetName: p.rulesetName,
        rules: p.rules,
        cells: p.cells,
        ctx: p.ctx,
        method: a.method,
        trials: a.trials,
        sim: { ...sim, seed: a.seed, onProgress: progress?.onProgress },
      });
      // expectations that pick cells by `check: RELATION` read what the system records of each deck from the document
      if (system.decks) recordDecks(doc, system.decks, p.ctx.decks);
      // the playable difficulty table the report's summary shows (tune --across from these cells)
      if (a.difficultyTable) doc.difficultyTable = difficultyTableOf(doc, a.difficultyTable);
      out.push({ name: a.name, title: a.title, doc });
    } catch (e) {
      throw placed(study, a, e);
    } finally {
      progress?.close();
    }
  }
  return out;
}
