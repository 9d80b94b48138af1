import type * as Yaml from 'yaml';
import { lazy } from '../core/lazy.js';
import { HanteiError } from '../core/errors.js';
import { msg, verbatim } from '../core/messages.js';
import type { Cell } from '../core/grid.js';
import type { ResultsDocument } from '../core/results.js';
import type { DeckOf } from '../systems/types.js';
import { analyseChecks, exactChecksSync } from '../engine/analyse.js';
import { type Budget, checkTrialBudget } from '../core/budget.js';
import { buildCells, gridSystem, loadRuleset, rulesetName } from '../engine/request.js';
import type { WorkerPool } from '../engine/worker-pool.js';
import { getSystem } from '../systems/index.js';
import { type RulesetCommand, basePreset, checkRulesetUse } from '../systems/ruleset-use.js';
import type { CompileContext, ParamSpec, ParamsInput, RuleSystem } from '../systems/types.js';
import { queryResults } from './results.js';
import { checkRequest } from './request-check.js';
import type { SystemId } from '../systems/index.js';
import type { AddedResults, AddedSystem, ParamsOf, Results, RulesetOf, SystemInfo } from './types.js';

/**
 * A rule system, by id ('mtg', '2d6', …) or as an object from `systems`.
 *
 * @example
 * const ref: SystemRef<'2d6'> = '2d6';
 */
export type SystemRef<S extends SystemId = SystemId> = S | SystemInfo<S>;

/** Inside hantei: any system, by id or object (the CLI and the workbench hold ids as strings). */
export type AnySystemRef = string | RuleSystem | SystemInfo;

/**
 * A ruleset: a preset name ('v2'), a ruleset file path (.yaml/.json), or the
 * ruleset itself as an object (validated like a file; it may `extends` a preset).
 *
 * @example
 * const ref: RulesetRef = { extends: 'v2', modifiers: { same: 4 } };
 */
export type RulesetRef = string | Ruleset;

/**
 * A ruleset object: each system's own shape (MtgRuleset, TwoD6Ruleset, …),
 * possibly partial with `extends: PRESET`, as results documents carry it in `rules`.
 *
 * @example
 * const r: Ruleset = { extends: 'standard', faces: 8 };
 */
export type Ruleset = Readonly<Record<string, unknown>>;

/**
 * What `exact` (and `simulate`, `tune`, `compare`) are asked: a system, its
 * ruleset and the grid's parameter values, typed per system.
 *
 * @example
 * const req: CheckRequest<'2d6'> = { system: '2d6', params: { ability: '0..6', difficulty: 8 } };
 */
export interface CheckRequest<S extends SystemId = SystemId> {
  system: SystemRef<S>;
  ruleset?: RulesetRef | RulesetOf<S>;
  /** Parameter values by name (or CLI spelling), as in study files: `{ deck: ['a.yaml'], difficulty: '0..8', boost: ['never', 'on-fail'] }`. An unknown key throws a HanteiError naming the closest ones. */
  params: ParamsOf<S>;
  /** Decks already loaded (`loadDeck`, `parseDecklist`): a `deck` value naming one of their ids uses it. */
  decks?: readonly DeckOf[];
  /** Extra card data files to resolve deck names against. */
  cards?: readonly string[];
  /** Names of critical cards. */
  critical?: readonly string[];
  /** Work limits (cells per grid, simulated checks); default DEFAULT_BUDGET, NO_BUDGET lifts them. */
  budget?: Budget;
  /** Aborting stops the run; the promise rejects with a HanteiError coded 'interrupted'. */
  signal?: AbortSignal;
}

/**
 * A Monte Carlo request: a check request with trials, seed and threads.
 *
 * @example
 * const req: SimulateRequest<'2d6'> = { system: '2d6', params: { ability: 2, difficulty: 7 }, trials: 1e5, seed: 7 };
 */
export interface SimulateRequest<S extends SystemId = SystemId> extends CheckRequest<S> {
  /** Trials per cell (default 1e6). */
  trials?: number;
  seed?: string | number;
  /** Most worker threads (default: the pool's, else the number of cores; 0 runs in this thread). A small run stays in this thread whatever the count. */
  threads?: number;
  /** Workers to run on (a `WorkerPool` kept warm between calls); default: the process's own pool for the thread count. */
  pool?: WorkerPool;
  onProgress?: (doneTrials: number, totalTrials: number) => void;
}

/**
 * A request for a system a program added with `registerSystem`, naming it by
 * the system object itself: its params typed from the system's declaration
 * (a misspelt one is a compile error, as for the built-in systems).
 *
 * @example
 * const req: AddedCheckRequest<typeof dicepool.params> = { system: dicepool, params: { dice: '1..4', difficulty: 2 } };
 */
export interface AddedCheckRequest<P extends readonly ParamSpec[]> extends Omit<SimulateRequest, 'system' | 'params' | 'ruleset'> {
  system: AddedSystem<P>;
  ruleset?: RulesetRef;
  params: ParamsInput<P>;
}

/**
 * A rule file's path (`./my-rule.yaml`, `kind: hantei.rule/1`): a system named by its file.
 *
 * @example
 * const file: RuleFilePath = './my-rule.yaml';
 */
export type RuleFilePath = `${string}.yaml` | `${string}.yml`;

/**
 * A request on a rule file: its parameters are the file's (known when it is read), its ruleset a variant of the rule.
 *
 * @example
 * const req: RuleFileRequest = { system: './my-rule.yaml', params: { difficulty: '5..12' }, trials: 1e5 };
 */
export interface RuleFileRequest extends Omit<SimulateRequest, 'system' | 'params' | 'ruleset'> {
  system: RuleFilePath;
  ruleset?: RulesetRef;
  params: Readonly<Record<string, unknown>>;
}

/** Inside hantei: a request whose system is known only at run time (the CLI, the workbench). */
export interface AnyCheckRequest extends Omit<SimulateRequest, 'system' | 'params' | 'ruleset'> {
  system: AnySystemRef;
  /** A preset name, a file, or a ruleset object (resolved or to validate). */
  ruleset?: unknown;
  params: Readonly<Record<string, unknown>>;
}

// the YAML parser loads only for ruleset text
const yaml = lazy<typeof Yaml>('yaml');

/** The system of a reference: a registered one by id, or the object itself when it is a full rule system. */
export function systemOf(ref: AnySystemRef): RuleSystem {
  if (typeof ref === 'string') return getSystem(ref);
  return 'compile' in ref ? ref : getSystem(ref.id);
}

/**
 * A ruleset resolved and validated: its name and rules (the object results
 * documents carry as `rules`). Given a command, keys that command does not
 * model are refused or noted (as for a ruleset file).
 *
 * @example
 * const { rules } = resolveRuleset('mtg', { extends: 'v2', modifiers: { same: 4 } });
 * rules.modifiers.same; // 4 (typed MtgRuleset)
 */
export function resolveRuleset<S extends SystemId>(
  system: SystemRef<S>,
  ruleset?: RulesetRef | RulesetOf<S>,
  source?: string,
  command?: RulesetCommand,
): { name: string; rules: RulesetOf<S> };
export function resolveRuleset(
  system: AnySystemRef,
  ruleset?: unknown,
  source?: string,
  command?: RulesetCommand,
): { name: string; rules: unknown };
export function resolveRuleset(
  system: AnySystemRef,
  ruleset?: unknown,
  source = 'ruleset',
  command?: RulesetCommand,
): { name: string; rules: unknown } {
  const s = systemOf(system);
  if (ruleset === undefined || typeof ruleset === 'string') return loadRuleset(s, ruleset, command);
  const rules = s.resolveRuleset(ruleset, source);
  if (command)
    checkRulesetUse(s.rulesetUse, s.id, command, rules, basePreset(s.rulesetUse, s.rulesets, s.defaultRuleset, ruleset, rules), { source });
  return { name: rulesetName(rules) ?? source, rules };
}

/**
 * A ruleset from YAML or JSON text (as `hantei rulesets --show` prints and the workbench saves).
 *
 * @example
 * const { rules } = parseRuleset('2d6', 'extends: standard\nfaces: 8\n');
 */
export function parseRuleset<S extends SystemId>(
  system: SystemRef<S>,
  text: string,
  source?: string,
): { name: string; rules: RulesetOf<S> };
export function parseRuleset(system: AnySystemRef, text: string, source?: string): { name: string; rules: unknown };
export function parseRuleset(system: AnySystemRef, text: string, source = 'ruleset.yaml'): { name: string; rules: unknown } {
  let data: unknown;
  try {
    data = yaml().parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const pos = (e as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
    throw new HanteiError('ruleset', msg('ruleset.notYaml', { why: verbatim((e as Error).message.split('\n')[0]) }), {
      file: source,
      line: pos?.line,
      column: pos?.col,
    });
  }
  // text is data, never a path: a bare word is read as the preset it extends, not as a ruleset file to open
  return resolveRuleset(system, typeof data === 'string' ? { extends: data } : data, source);
}

/**
 * A ruleset as a YAML file that `--ruleset FILE` and study files accept.
 *
 * @example
 * writeFileSync('house.yaml', rulesetYaml(resolveRuleset('2d6', { extends: 'standard', faces: 8 }).rules));
 */
export function rulesetYaml(rules: unknown): string {
  return yaml().stringify(rules);
}

/** The cells of a request's grid, with the ruleset and decks they need. */
export function prepareCells(
  req: AnyCheckRequest,
  command: RulesetCommand = 'exact',
): { system: RuleSystem; name: string; rules: unknown; cells: Cell[]; ctx: CompileContext } {
  const system = systemOf(req.system);
  const { name, rules } = resolveRuleset(system, req.ruleset, 'ruleset', command);
  const decks = req.decks ? new Map(req.decks.map((d) => [d.id, d])) : undefined;
  const { cells, ctx } = buildCells(system, rules, req.params, { cards: req.cards, critical: req.critical, decks }, req.budget);
  // `vary` (ruleset keys as axes): compile reads each cell's values into the ruleset
  return { system: gridSystem(system, rules, req.params, command), name, rules, cells, ctx };
}

/** Inside hantei: `exact` for a system known only at run time. */
export async function runExact(req: AnyCheckRequest): Promise<ResultsDocument> {
  const { system, name, rules, cells, ctx } = prepareCells(req);
  return analyseChecks({ system, rulesetName: name, rules, cells, ctx, method: 'exact', signal: req.signal });
}

/** Inside hantei: `simulate` for a system known only at run time. */
export async function runSimulate(req: AnyCheckRequest): Promise<ResultsDocument> {
  const { system, name, rules, cells, ctx } = prepareCells(req, 'simulate');
  checkTrialBudget(req.trials ?? 1_000_000, cells.length, req.budget);
  return analyseChecks({
    system,
    rulesetName: name,
    rules,
    cells,
    ctx,
    method: 'monte-carlo',
    trials: req.trials ?? 1_000_000,
    sim: { seed: String(req.seed ?? 1), threads: req.threads, pool: req.pool, onProgress: req.onProgress, signal: req.signal },
  });
}

/**
 * Exact odds of every cell of the grid: a `hantei.results/1` document, as
 * `hantei exact --format json` writes, typed for the system and with `at()` /
 * `where()`. Dice systems add each cell's success as an exact fraction.
 *
 * @example
 * const doc = await exact({ system: '2d6', params: { ability: '0..6', difficulty: 8 } });
 * const c = doc.at({ ability: 3 });
 * console.log(c.success, c.successFraction); // 0.5555… { num: '5', den: '9' }
 */
export async function exact<S extends SystemId>(req: CheckRequest<S>): Promise<Results<S>>;
export async function exact<P extends readonly ParamSpec[]>(
  req: Omit<AddedCheckRequest<P>, 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'>,
): Promise<AddedResults<P>>;
export async function exact(
  req: Omit<RuleFileRequest, 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'>,
): Promise<AddedResults<readonly ParamSpec[]>>;
export async function exact<S extends SystemId, P extends readonly ParamSpec[]>(
  req:
    | CheckRequest<S>
    | Omit<AddedCheckRequest<P>, 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'>
    | Omit<RuleFileRequest, 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'>,
): Promise<unknown> {
  checkRequest(req, 'exact');
  return queryResults(await runExact(req));
}

/**
 * `exact` in this thread, returning at once: exact odds never need a worker.
 * Without an abort signal (a long grid runs to its end).
 *
 * @example
 * const p = exactSync({ system: 'drawsteel', params: { characteristic: 2, difficulty: 'medium' } }).cells[0].success;
 */
export function exactSync<S extends SystemId>(req: Omit<CheckRequest<S>, 'signal'>): Results<S>;
export function exactSync<P extends readonly ParamSpec[]>(
  req: Omit<AddedCheckRequest<P>, 'signal' | 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'>,
): AddedResults<P>;
export function exactSync(
  req: Omit<RuleFileRequest, 'signal' | 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'>,
): AddedResults<readonly ParamSpec[]>;
export function exactSync<S extends SystemId, P extends readonly ParamSpec[]>(
  req:
    | Omit<CheckRequest<S>, 'signal'>
    | Omit<AddedCheckRequest<P>, 'signal' | 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'>
    | Omit<RuleFileRequest, 'signal' | 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'>,
): unknown {
  checkRequest(req, 'exact');
  const { system, name, rules, cells, ctx } = prepareCells(req);
  return queryResults(exactChecksSync({ system, rulesetName: name, rules, cells, ctx }));
}

/**
 * Monte Carlo of every cell on the worker pool, the exact answer beside it
 * (`exact`, `diff`, `z`), as `hantei simulate --format json` writes.
 *
 * @example
 * const doc = await simulate({ system: '2d6', params: { ability: 2, difficulty: 7 }, trials: 1e5, seed: 7 });
 * const c = doc.at({});
 * console.log(c.success, c.ci, c.exact);
 */
export async function simulate<S extends SystemId>(req: SimulateRequest<S>): Promise<Results<S>>;
export async function simulate<P extends readonly ParamSpec[]>(req: AddedCheckRequest<P>): Promise<AddedResults<P>>;
export async function simulate(req: RuleFileRequest): Promise<AddedResults<readonly ParamSpec[]>>;
export async function simulate<S extends SystemId, P extends readonly ParamSpec[]>(
  req: SimulateRequest<S> | AddedCheckRequest<P> | RuleFileRequest,
): Promise<unknown> {
  checkRequest(req, 'simulate');
  return queryResults(await runSimulate(req));
}
