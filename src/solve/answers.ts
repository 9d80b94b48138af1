/*
 * A candidate ruleset's answers: every picked cell of every target compiled
 * and solved exactly, as results documents the study's verdicts read.
 * Candidates that leave a cell's compiled check unchanged share its answer.
 */

import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS } from '../core/accumulator.js';
import { type CellResult, RESULTS_SCHEMA, type ResultsDocument } from '../core/results.js';
import type { Steps } from '../core/steps.js';
import { compiledKeyer } from '../engine/vary.js';
import { packageVersion } from '../paths.js';
import { putDeckRecords } from '../systems/deck-words.js';
import type { CompiledCheck } from '../systems/types.js';
import { round } from './document.js';
import type { System, Target } from './targets.js';

/** Exact answers remembered at most (each a few hundred bytes). */
const MEMO_LIMIT = 200_000;
/** Lookups after which sharing stops if fewer than 1 in 20 hit. */
const SHARING_PROBE = 4096;
/** Cells judged between two yields of a candidate's verdicts. */
const CELLS_PER_STEP = 256;

/**
 * What verdicts read of an exact answer, rounded as core/results.ts
 * summariseCheck rounds them (so a candidate's verdict is report --check's);
 * the degree histogram and moments are not needed and not built.
 */
function verdictFields(acc: Float64Array, categories: readonly string[]): Omit<CellResult, 'params'> {
  const possible = acc[ACC_TRIALS] - acc[ACC_IMPOSSIBLE];
  const p = possible > 0 ? round(acc[ACC_SUCCESS] / possible) : null;
  const outcomes: Record<string, number> = {};
  for (let c = 0; c < categories.length; c++) outcomes[categories[c]] = possible > 0 ? round(acc[ACC_CATEGORIES + c] / possible) : 0;
  return {
    attempts: null,
    success: p,
    ci: p === null ? null : [p, p],
    degree: {},
    outcomes,
    impossible: acc[ACC_TRIALS] > 0 ? round(acc[ACC_IMPOSSIBLE] / acc[ACC_TRIALS]) : 0,
    mean: null,
    sd: null,
  };
}

/** Exact odds by compiled content: `answer(compiled)` remembered while sharing pays (when keys touch every cell, hashing costs more than it saves and stops). */
function sharedAnswers(system: System): (compiled: CompiledCheck) => Omit<CellResult, 'params'> {
  const keyOf = compiledKeyer();
  const memo = new Map<string, Omit<CellResult, 'params'>>();
  let [lookups, hits, sharing] = [0, 0, true];
  return (compiled: CompiledCheck): Omit<CellResult, 'params'> => {
    if (!sharing) return verdictFields(system.exact(compiled), system.categories);
    const k = keyOf(compiled);
    let r = memo.get(k);
    lookups++;
    if (r) hits++;
    else {
      // a bound on memory for very large searches: start again rather than grow without end
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(k, (r = verdictFields(system.exact(compiled), system.categories)));
    }
    if (lookups === SHARING_PROBE && hits < SHARING_PROBE / 20) {
      sharing = false;
      memo.clear();
    }
    return r;
  };
}

/**
 * The results documents of one candidate ruleset, by analysis name (a
 * generator: it yields every few hundred cells so a long judgement can pause).
 */
export function candidateDocs(system: System, targets: readonly Target[]): (rules: unknown) => Steps<Map<string, ResultsDocument>> {
  const answer = sharedAnswers(system);
  const run = { version: packageVersion(), createdAt: '', elapsedMs: 0, node: process.version };
  return function* (rules: unknown): Steps<Map<string, ResultsDocument>> {
    const docs = new Map<string, ResultsDocument>();
    for (const t of targets) {
      const cells: CellResult[] = [];
      for (const cell of t.cells) {
        cells.push({ ...answer(system.compile(cell, rules, t.ctx)), params: cell });
        if (cells.length % CELLS_PER_STEP === 0) yield;
      }
      const doc: ResultsDocument = {
        schema: RESULTS_SCHEMA,
        system: system.id,
        ruleset: t.rulesetName,
        rules,
        method: 'exact',
        analysis: 'check',
        seed: null,
        trials: null,
        run,
        cells,
      };
      if (system.decks && t.deckRecords) putDeckRecords(doc, system.decks, t.deckRecords);
      docs.set(t.analysis.name, doc);
    }
    return docs;
  };
}
