import type * as Yaml from 'yaml';
import { lazy } from '../core/lazy.js';
import { HanteiError } from '../core/errors.js';
import type { Cell } from '../core/grid.js';
import type { ResultsDocument } from '../core/results.js';
import type { Deck } from '../decks/card.js';
import { analyseChecks } from '../engine/analyse.js';
import { type Budget, checkTrialBudget } from '../engine/budget.js';
import { buildCells, gridSystem, loadRuleset } from '../engine/request.js';
import { getSystem } from '../systems/index.js';
import { type RulesetCommand, basePreset, checkRulesetUse } from '../systems/ruleset-use.js';
import type { CompileContext, CompiledCheck, RuleSystem } from '../systems/types.js';

/** A rule system, by id ('mtg', '2d6', …) or as the object from `systems`. */
export type SystemRef = string | RuleSystem<unknown, CompiledCheck>;

/**
 * A ruleset: a preset name ('v2'), a ruleset file path (.yaml/.json), or the
 * ruleset itself as an object (validated like a file; it may `extends` a preset).
 */
export type RulesetRef = string | Ruleset;

/** A resolved ruleset: each system's own shape (MtgRuleset, TwoD6Ruleset, …), as results documents carry it in `rules`. */
export type Ruleset = Readonly<Record<string, unknown>>;

export interface CheckRequest {
  system: SystemRef;
  ruleset?: RulesetRef;
  /** Parameter values by name, as in study files: `{ deck: ['a.yaml'], difficulty: '0..8', boost: ['never', 'on-fail'] }`. */
  params: Readonly<Record<string, unknown>>;
  /** Decks already loaded (`loadDeck`, `parseDecklist`): a `deck` value naming one of their ids uses it. */
  decks?: readonly Deck[];
  /** Extra card data files to resolve deck names against. */
  cards?: readonly string[];
  /** Names of critical cards. */
  critical?: readonly string[];
  /** Work limits (cells per grid, simulated checks); default DEFAULT_BUDGET, NO_BUDGET lifts them. */
  budget?: Budget;
  /** Aborting stops the run; the promise rejects with a HanteiError coded 'interrupted'. */
  signal?: AbortSignal;
}

export interface SimulateRequest extends CheckRequest {
  /** Trials per cell (default 1e6). */
  trials?: number;
  seed?: string | number;
  /** Worker threads (default: the number of cores; 0 runs in this thread). */
  threads?: number;
  onProgress?: (doneTrials: number, totalTrials: number) => void;
  /** Aborting stops the worker pool; the promise rejects with a HanteiError coded 'interrupted'. */
  signal?: AbortSignal;
}

// the YAML parser loads only for ruleset text
const yaml = lazy<typeof Yaml>('yaml');

export function systemOf(ref: SystemRef): RuleSystem<unknown, CompiledCheck> {
  return typeof ref === 'string' ? getSystem(ref) : ref;
}

/** A ruleset resolved and validated: its name and rules (the object results documents carry as `rules`). */
export function resolveRuleset(system: SystemRef, ruleset?: RulesetRef, source = 'ruleset', command?: RulesetCommand): { name: string; rules: Ruleset } {
  const s = systemOf(system);
  if (ruleset === undefined || typeof ruleset === 'string') {
    const { name, rules } = loadRuleset(s, ruleset, command);
    return { name, rules: rules as Ruleset };
  }
  const rules = s.resolveRuleset(ruleset, source) as Ruleset;
  if (command) checkRulesetUse(s.rulesetUse, s.id, command, rules, basePreset(s.rulesetUse, s.rulesets, s.defaultRuleset, ruleset, rules), { source });
  return { name: (rules as { name?: string }).name ?? source, rules };
}

/** A ruleset from YAML or JSON text (as `hantei rulesets --show` prints and the workbench saves). */
export function parseRuleset(system: SystemRef, text: string, source = 'ruleset.yaml'): { name: string; rules: Ruleset } {
  let data: unknown;
  try {
    data = yaml().parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const pos = (e as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
    throw new HanteiError('ruleset', `ruleset is not valid YAML/JSON: ${(e as Error).message.split('\n')[0]}`, { file: source, line: pos?.line, column: pos?.col });
  }
  return resolveRuleset(system, data as Ruleset, source);
}

/** A ruleset as a YAML file that `--ruleset FILE` and study files accept. */
export function rulesetYaml(rules: unknown): string {
  return yaml().stringify(rules);
}

/** The cells of a request's grid, with the ruleset and decks they need. */
export function prepareCells(req: CheckRequest, command: RulesetCommand = 'exact'): { system: RuleSystem<unknown, CompiledCheck>; name: string; rules: unknown; cells: Cell[]; ctx: CompileContext } {
  const system = systemOf(req.system);
  const { name, rules } = resolveRuleset(system, req.ruleset, 'ruleset', command);
  const decks = req.decks ? new Map(req.decks.map((d) => [d.id, d])) : undefined;
  const { cells, ctx } = buildCells(system, rules, req.params, { cards: req.cards, critical: req.critical, decks }, req.budget);
  // `vary` (ruleset keys as axes): compile reads each cell's values into the ruleset
  return { system: gridSystem(system, rules, req.params, command), name, rules, cells, ctx };
}

/** Exact odds of every cell of the grid: a `hantei.results/1` document, as `hantei exact --format json` writes. */
export async function exact(req: CheckRequest): Promise<ResultsDocument> {
  const { system, name, rules, cells, ctx } = prepareCells(req);
  return analyseChecks({ system, rulesetName: name, rules, cells, ctx, method: 'exact', signal: req.signal });
}

/** Monte Carlo of every cell on the worker pool, the exact answer beside it, as `hantei simulate` writes. */
export async function simulate(req: SimulateRequest): Promise<ResultsDocument> {
  const { system, name, rules, cells, ctx } = prepareCells(req, 'simulate');
  checkTrialBudget(req.trials ?? 1_000_000, cells.length, req.budget);
  return analyseChecks({
    system, rulesetName: name, rules, cells, ctx, method: 'monte-carlo', trials: req.trials ?? 1_000_000,
    sim: { seed: String(req.seed ?? 1), threads: req.threads, onProgress: req.onProgress, signal: req.signal },
  });
}
