/**
 * hantei as a library: the functions the CLI, the study runner and the
 * workbench call. Results are the same `hantei.results/1` documents the CLI
 * writes with `--format json`, typed per system and queryable (`at`, `where`).
 *
 * Importing this module loads no chart or validation code: vega, vega-lite
 * and ajv load when a chart, a report or a validation is first asked for
 * (`hantei/report` names that half on its own), piscina with the first
 * simulation.
 *
 * @example
 * import { exactSync } from 'hantei';
 * exactSync({ system: '2d6', params: { ability: 3, difficulty: 8 } }).at({}).success; // 0.5555…
 *
 * @packageDocumentation
 */
export { HanteiError, isHanteiError, type ErrorCode, type ErrorPlace } from '../core/errors.js';
export type { Message, MessageLang, Text } from '../core/messages.js';
export type { Cell, ParamValue } from '../core/grid.js';
export type { CellResult, ResultsDocument, ScenarioResult, Method, RunInfo } from '../core/results.js';
export type { Fraction } from '../core/fraction.js';
export type { Card, Deck, DeckEntry } from '../systems/mtg/index.js';
export type { Lang, Labels } from '../core/labels.js';
export type { ParamSpec, CompiledCheck } from '../systems/types.js';
export type { SystemId } from '../systems/index.js';
export { registerSystem } from './register.js';
export { defineSystem, type RuleSystem as SystemDefinition } from '../systems/types.js';
export type { MtgRuleset } from '../systems/mtg/index.js';
export type { TwoD6Ruleset } from '../systems/twod6/index.js';
export type { DrawSteelRuleset } from '../systems/drawsteel/index.js';
export type { D6ChainRuleset } from '../systems/d6chain/index.js';
export type {
  SystemInfo,
  AddedSystemInfo,
  AddedSystem,
  AddedResults,
  AddedCellOf,
  RulesetOf,
  ParamsOf,
  CellParamsOf,
  CellOf,
  CellQueryOf,
  CellPickOf,
  Results,
} from './types.js';
export { type Budget, DEFAULT_BUDGET, NO_BUDGET } from '../core/budget.js';
export {
  exact,
  exactSync,
  simulate,
  resolveRuleset,
  parseRuleset,
  rulesetYaml,
  type AddedCheckRequest,
  type CheckRequest,
  type RuleFileRequest,
  type RuleFilePath,
  type SimulateRequest,
  type SystemRef,
  type RulesetRef,
  type Ruleset,
} from './checks.js';
export { queryResults } from './results.js';
export { loadDeck, parseDecklist, inspectDeck, type DeckRequestOptions, type DeckSummary } from './decks.js';
export { tune, compare, compareRulesets, type TuneTable, type CompareResult } from './balance.js';
export { tuneAcross, type AcrossTuneTable } from './balance.js';
export { difficultyTableOf, type DifficultyTableSpec } from '../engine/difficulty-table.js';
export { solveStudy, type SolveDocument, type SolveCandidate, type SolveOptions } from '../solve/solve.js';
export { scenario, type ScenarioRequest, type ScenarioName, type ScenarioSystem, type ScenarioParamsOf } from './scenario.js';
export { WorkerPool, type WorkerPoolOptions } from '../engine/worker-pool.js';
export { loadStudy, type Study, type StudyAnalysis, type Expectation } from '../study/study.js';
export { runStudy } from '../study/run.js';
export { judge, type Verdict } from '../study/expect.js';
export {
  chartsForDocument,
  rulesetDifferenceCharts,
  studyResults,
  writeReport,
  validateResults,
  type Chart,
  type NamedDocument,
  type StudyResults,
  type WrittenReport,
} from './report.js';

import { REGISTERED, SYSTEMS, type SystemId, getSystem as anySystem, registeredSystem } from '../systems/index.js';
import { installRuleFiles } from '../engine/rule-file.js';

// a rule file's path names a system everywhere the library takes one (engine/rule-file.ts)
installRuleFiles();
export { loadRule } from '../engine/rule-file.js';
import type { AddedSystemInfo, SystemInfo } from './types.js';

/**
 * @deprecated Since 0.3: the public view of a system is {@link SystemInfo}
 * (compile, kernels and exact routines are internal). Kept as its alias.
 *
 * @example
 * const s: RuleSystem = getSystem('2d6'); // prefer SystemInfo
 */
export type RuleSystem = SystemInfo;

/**
 * The registered rule systems: id, labels, parameters (with both spellings),
 * rulesets and presets.
 *
 * @example
 * import { systems } from 'hantei';
 * console.log(systems.map((s) => s.id)); // ['mtg', '2d6', 'drawsteel', 'd6chain']
 */
export const systems: readonly SystemInfo[] = REGISTERED;

/**
 * A registered rule system by id, a built-in one typed as itself, one a
 * program added with `registerSystem` as `AddedSystemInfo`; an unknown id
 * throws a HanteiError listing them.
 *
 * @example
 * getSystem('2d6').params.map((p) => p.name); // ['ability', 'modifier', 'difficulty', 'courageDie', 'convert']
 * getSystem('dicepool').label.en; // after registerSystem(dicepool)
 */
export function getSystem<S extends SystemId>(id: S): SystemInfo<S>;
export function getSystem(id: string): SystemInfo | AddedSystemInfo;
export function getSystem(id: string): SystemInfo | AddedSystemInfo {
  return (
    REGISTERED.find((s) => s.id === id) ?? SYSTEMS.find((s) => s.id === id) ?? (/\.ya?ml$/i.test(id) ? anySystem(id) : registeredSystem(id))
  );
}
