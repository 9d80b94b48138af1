/**
 * hantei as a library: the functions the CLI, the study runner and the
 * workbench call. Results are the same `hantei.results/1` documents the CLI
 * writes with `--format json`.
 */
export { HanteiError, isHanteiError, type ErrorCode } from '../core/errors.js';
export type { Cell, ParamValue } from '../core/grid.js';
export type { CellResult, ResultsDocument, ScenarioResult, Method } from '../core/results.js';
export type { Card, Deck, DeckEntry } from '../decks/card.js';
export type { Lang, Labels, ParamSpec, RuleSystem, CompiledCheck } from '../systems/types.js';
export { SYSTEMS as systems, getSystem } from '../systems/index.js';
export { exact, simulate, resolveRuleset, parseRuleset, rulesetYaml, type CheckRequest, type SimulateRequest, type SystemRef, type RulesetRef, type Ruleset } from './checks.js';
export { loadDeck, parseDecklist, inspectDeck, type DeckRequestOptions, type DeckSummary } from './decks.js';
export { tune, compare, compareRulesets, type TuneTable, type CompareResult } from './balance.js';
export { tuneAcross, difficultyTableOf, type AcrossTuneTable, type DifficultyTableSpec } from './balance.js';
export { solveStudy, type SolveDocument, type SolveCandidate, type SolveOptions } from '../solve/solve.js';
export { scenario, type ScenarioRequest } from './scenario.js';
export { loadStudy, type Study, type StudyAnalysis, type Expectation } from '../study/study.js';
export { runStudy } from '../study/run.js';
export { judge, type Verdict } from '../study/expect.js';
export { chartsForDocument, rulesetDifferenceCharts, type Chart, type NamedDocument } from '../report/charts/plan.js';
export { studyResults, writeReport, type StudyResults } from '../report/build.js';
