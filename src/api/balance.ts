import { HanteiError } from '../core/errors.js';
import type { Cell } from '../core/grid.js';
import { type CellResult, type ResultsDocument, summariseCheck } from '../core/results.js';
import { ACROSS_PICKS, type AcrossTuneTable, closest } from '../core/tune.js';
import { type Steps, drain, drainYielding } from '../core/steps.js';
import { checkOption, checkTargets } from '../engine/options.js';
import { checkRequest } from './request-check.js';
import { camelCase, paramLabel } from '../core/names.js';
import { msg } from '../core/messages.js';
import type { MtgCompareFields } from '../systems/mtg/index.js';
import { analyseChecks } from '../engine/analyse.js';
import { checksOf, normaliseParams } from '../engine/params.js';
import { variedKeysOf } from '../engine/vary.js';
import type { BalanceRow, CompileContext, DeckOf, ParamSpec, ParamsInput, RuleSystem } from '../systems/types.js';
import {
  type AddedCheckRequest,
  type AnyCheckRequest,
  type CheckRequest,
  type RuleFileRequest,
  type RulesetRef,
  prepareCells,
  resolveRuleset,
  systemOf,
} from './checks.js';
import type { SystemId } from '../systems/index.js';
import type { ParamsOf } from './types.js';
import { type DifficultyTableSpec, difficultyTableOf } from '../engine/difficulty-table.js';

export { type DifficultyTableSpec, difficultyTableOf };

/**
 * A difficulty table (`hantei.tune/1`, as `hantei tune --format json`).
 *
 * @example
 * const t: TuneTable = tune({ system: '2d6', params: { ability: '0..4' }, targets: { easy: 0.8, hard: 0.3 } });
 * for (const row of t.rows) console.log(row.params.ability, row.picks.easy?.value, row.picks.hard?.value);
 */
export interface TuneTable {
  schema: 'hantei.tune/1';
  system: string;
  ruleset: string;
  method: 'exact';
  param: string;
  candidates: Array<string | number | boolean>;
  targets: Record<string, number>;
  rows: Array<{ params: Cell; picks: Record<string, { value: string | number | boolean; success: number; miss: number } | null> }>;
}

export type { AcrossTuneTable } from '../core/tune.js';

export { ACROSS_PICKS };

/**
 * A difficulty table: for each combination of the other parameters, the value
 * of the system's tuned parameter whose exact success rate is closest to each
 * target (as `hantei tune --format json`). Candidates default to the system's range.
 *
 * @example
 * const t = tune({ system: '2d6', params: { ability: '0..4' }, targets: { easy: 0.8, hard: 0.3 } });
 */
// the tuned parameter is tune's to fill, so params may leave it (or any) out: a missing one is named when it runs
export function tune<S extends SystemId>(
  req: Omit<CheckRequest<S>, 'params'> & { params: Partial<ParamsOf<S>>; targets: Readonly<Record<string, number>> },
): TuneTable;
export function tune<P extends readonly ParamSpec[]>(
  req: Omit<AddedCheckRequest<P>, 'params' | 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'> & {
    params: Partial<ParamsInput<P>>;
    targets: Readonly<Record<string, number>>;
  },
): TuneTable;
export function tune(
  req: Omit<RuleFileRequest, 'trials' | 'seed' | 'threads' | 'pool' | 'onProgress'> & { targets: Readonly<Record<string, number>> },
): TuneTable;
export function tune(req: TuneRequest): TuneTable {
  checkRequest(req, 'tune');
  return runTune(req);
}

type TuneRequest = AnyCheckRequest & { targets: Readonly<Record<string, number>> };

/** Inside hantei: `tune` for a system known only at run time. */
export function runTune(req: TuneRequest): TuneTable {
  return drain(tuneSteps(req));
}

/** `runTune` yielding to the event loop as it works (the CLI, the workbench): a signal or a request is answered meanwhile, `req.signal` stops it. */
export function runTuneAsync(req: TuneRequest): Promise<TuneTable> {
  return drainYielding(tuneSteps(req), req.signal);
}

/** Exact odds of every cell, a step per cell. */
function* exactSteps(
  grid: RuleSystem,
  system: RuleSystem,
  cells: readonly Cell[],
  rules: unknown,
  ctx: CompileContext,
): Steps<CellResult[]> {
  const out: CellResult[] = [];
  for (const cell of cells) {
    const compiled = grid.compile(cell, rules, ctx);
    out.push(summariseCheck(cell, grid.exact(compiled), compiled, system.categories, 'exact', system.degreeNumeric));
    yield;
  }
  return out;
}

function* tuneSteps(req: TuneRequest): Steps<TuneTable> {
  const targets = checkTargets(req.targets);
  const system = systemOf(req.system);
  const param = system.tune;
  const { rules } = resolveRuleset(system, req.ruleset, 'ruleset', 'tune');
  // either spelling: the tuned parameter is looked for by its name
  const values: Record<string, unknown> = normaliseParams(req.params, system.params, {
    to: 'name',
    what: checksOf(system.id),
    extra: ['vary'],
  });
  if (values[param] === undefined) values[param] = system.tuneRange(rules);
  const { name, cells, ctx, system: grid } = prepareCells({ ...req, params: values }, 'tune');
  const results = yield* exactSteps(grid, system, cells, rules, ctx);
  const groups = new Map<string, CellResult[]>();
  for (const r of results) {
    const { [param]: _omit, ...rest } = r.params;
    const key = JSON.stringify(rest);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return {
    schema: 'hantei.tune/1',
    system: system.id,
    ruleset: name,
    method: 'exact',
    param,
    candidates: [...new Set(results.map((r) => r.params[param]))],
    targets: { ...targets },
    rows: [...groups.entries()].map(([key, rs]) => ({
      params: JSON.parse(key) as Cell,
      picks: Object.fromEntries(
        Object.entries(targets).map(([label, rate]) => [
          label,
          closest(
            rs.filter((r) => r.success !== null).map((r) => ({ value: r.params[param], success: r.success! })),
            rate,
          ),
        ]),
      ),
    })),
  };
}

/**
 * A playable difficulty table (`hantei tune --across decks`): for each check
 * (and boost policy), the value of the tuned parameter whose mean, worst or
 * median success over the decks is closest to each target. Candidates are
 * the ruleset's legal range (mtg: difficulty.min..max; the dice systems'
 * own) unless the request names them; a pick at the range's edge or missing
 * its target by more than the tolerance is flagged.
 *
 * @example
 * const t = tuneAcross({ system: 'mtg', params: { deck: ['decks/mono-green.yaml', 'decks/uw-control.txt'] }, targets: { easy: 0.8, hard: 0.2 }, across: 'decks', pick: 'worst' });
 * for (const row of t.rows) console.log(row.params.check, row.picks.easy?.value, row.picks.easy?.flags);
 */
export function tuneAcross(req: AcrossRequest): AcrossTuneTable {
  checkRequest(req, 'tuneAcross');
  return runTuneAcross(req);
}

type AcrossRequest = AnyCheckRequest & {
  targets: Readonly<Record<string, number>>;
  across: string;
  pick?: 'mean' | 'worst' | 'median';
  tolerance?: number;
};

/** Inside hantei: `tuneAcross` without the request check (the CLI and the workbench check their own). */
export function runTuneAcross(req: AcrossRequest): AcrossTuneTable {
  return drain(acrossSteps(req));
}

/** `runTuneAcross` yielding to the event loop as it works; `req.signal` stops it. */
export function runTuneAcrossAsync(req: AcrossRequest): Promise<AcrossTuneTable> {
  return drainYielding(acrossSteps(req), req.signal);
}

function* acrossSteps(req: AcrossRequest): Steps<AcrossTuneTable> {
  const targets = checkTargets(req.targets);
  const pick = req.pick ?? 'mean';
  checkOption('pick', pick, { kind: 'choice', choices: ACROSS_PICKS });
  const tolerance = req.tolerance ?? 0.1;
  checkOption('tolerance', tolerance, { kind: 'rate' });
  const system = systemOf(req.system);
  const param = system.tune;
  const axisNames = system.params.filter((p) => p.kind !== 'flag' && p.kind !== 'int').map((p) => p.name);
  const named = req.across === 'decks' ? 'deck' : camelCase(req.across);
  const across = system.params.find((p) => p.name === named || p.flag === req.across)?.name;
  if (!across || !axisNames.includes(across) || across === param) {
    const list = axisNames
      .filter((n) => n !== param)
      .map((n) => (n === 'deck' ? 'decks' : n))
      .join(', ');
    // named as the caller gave it: --across on the command line, across in the library
    throw new HanteiError(
      'range',
      msg(across === param ? 'tune.acrossTuned' : 'tune.acrossUnknown', {
        name: paramLabel('across'),
        v: req.across,
        system: system.id,
        param,
      }),
      { hint: msg('choice.useOneOf', { list }) },
    );
  }
  const { rules } = resolveRuleset(system, req.ruleset, 'ruleset', 'tune');
  const values: Record<string, unknown> = normaliseParams(req.params, system.params, {
    to: 'name',
    what: checksOf(system.id),
    extra: ['vary'],
  });
  // the legal range: where a designer may set the difficulty, not the wider tuning range
  if (values[param] === undefined) values[param] = system.defaultsFor?.(param, rules) ?? system.tuneRange(rules);
  const { name, cells, ctx, system: grid } = prepareCells({ ...req, params: values }, 'tune');
  const results = yield* exactSteps(grid, system, cells, rules, ctx);
  return difficultyTableOf({ system: system.id, ruleset: name, cells: results }, { targets, across, pick, tolerance });
}

/**
 * Rulesets (or decks) side by side: `hantei.compare/1`, as `hantei compare --format json`, with each variant's results documents.
 *
 * @example
 * const r: CompareResult = await compare({ system: 'mtg', rulesets: ['v2', 'v1'], params: { deck: 'decks/mono-green.yaml', difficulty: '0..4' } });
 * console.log(r.rows[0].params, r.rows[0].diff);
 */
export type CompareResult = CompareResultBase & MtgCompareFields;

/** What `compare` gives of every system; a deck system adds its balance table under the field it names (mtg: `colourBalance`). */
export interface CompareResultBase {
  schema: 'hantei.compare/1';
  system: string;
  /** What the variants are: rulesets on one grid, or (one ruleset) decks against the first deck. */
  by: 'ruleset' | 'deck';
  base: string;
  variants: string[];
  cells: number;
  /** Largest absolute difference first. */
  rows: Array<{ params: Cell; success: Record<string, number | null>; diff: Record<string, number | null> }>;
  /** The exact results document of each ruleset. */
  documents: ResultsDocument[];
}

/**
 * Rulesets side by side on one grid (as `hantei compare --rulesets`): each
 * variant's exact success per shared cell and its difference from the first,
 * largest first, plus (systems with decks: mtg) the colour balance per deck and ruleset.
 *
 * @example
 * const r = await compareRulesets({ system: 'mtg', rulesets: ['v2', 'v1'], params: { deck: 'decks/mono-green.yaml', difficulty: '0..4' } });
 */
export async function compareRulesets<S extends SystemId>(
  req: Omit<CheckRequest<S>, 'ruleset'> & { rulesets: readonly RulesetRef[]; labels?: readonly string[] },
): Promise<CompareResult> {
  checkRequest(req, 'compare');
  if (req.rulesets.length < 2) throw new HanteiError('usage', msg('compare.needsTwoRulesets'));
  return runCompare(req);
}

/**
 * `hantei compare`: two or more rulesets on one grid, or one ruleset and two
 * or more decks (each deck against the first), as a difference table.
 *
 * @example
 * // one ruleset, two decks: each deck against the first
 * const r = await compare({ system: 'mtg', rulesets: ['v2'], params: { deck: ['decks/mono-green.yaml', 'decks/eldrazi.yaml'], difficulty: 2 } });
 */
export async function compare<S extends SystemId>(
  req: Omit<CheckRequest<S>, 'ruleset'> & { rulesets: readonly RulesetRef[]; labels?: readonly string[] },
): Promise<CompareResult> {
  checkRequest(req, 'compare');
  return runCompare(req);
}

/** Inside hantei: `compare` for a system known only at run time. */
export async function runCompare(
  req: Omit<AnyCheckRequest, 'ruleset'> & { rulesets: readonly RulesetRef[]; labels?: readonly string[] },
): Promise<CompareResult> {
  const docs: Array<{ label: string; doc: ResultsDocument; decks: ReadonlyMap<string, DeckOf>; comparable: (c: CellResult) => Cell }> = [];
  for (const [i, ruleset] of req.rulesets.entries()) {
    const { system, name, rules, cells, ctx } = prepareCells({ ...req, ruleset }, 'compare');
    const doc = await analyseChecks({ system, rulesetName: name, rules, cells, ctx, method: 'exact' });
    let label = req.labels?.[i] ?? name;
    while (docs.some((v) => v.label === label)) label += "'";
    const comparable = (c: CellResult): Cell => (system.report.comparable ? system.report.comparable(c.params, rules) : c.params);
    docs.push({ label, doc, decks: ctx.decks, comparable });
  }
  const byDeck = docs.length === 1;
  if (byDeck && !(docs[0].decks.size > 1)) {
    throw new HanteiError('usage', msg('compare.needsTwo'), {
      hint: msg('opt.example', { example: 'hantei compare mtg --rulesets v1,v2 --deck decks/mono-green.yaml --difficulty 0..4' }),
    });
  }
  const key = (p: Cell) => JSON.stringify(p);
  // variants: the rulesets, or (one ruleset) its decks, each cell keyed by what makes it comparable
  const variants: Array<{ label: string; cells: Map<string, CellResult> }> = byDeck
    ? [...docs[0].decks.keys()].map((deck) => ({
        label: deck,
        cells: new Map(
          docs[0].doc.cells.filter((c) => c.params.deck === deck).map((c) => [key({ ...docs[0].comparable(c), deck: '*' }), c]),
        ),
      }))
    : docs.map((d) => ({ label: d.label, cells: new Map(d.doc.cells.map((c) => [key(d.comparable(c)), c])) }));
  const keys = [...variants[0].cells.keys()].filter((k) => variants.every((v) => v.cells.has(k)));
  const rows = keys.map((k) => {
    const base = variants[0].cells.get(k)!.success;
    const params = JSON.parse(k) as Cell;
    if (byDeck) delete params.deck;
    return {
      params,
      success: Object.fromEntries(variants.map((v) => [v.label, v.cells.get(k)!.success])),
      diff: Object.fromEntries(
        variants.slice(1).map((v) => {
          const s = v.cells.get(k)!.success;
          return [v.label, s === null || base === null ? null : s - base];
        }),
      ),
    };
  });
  rows.sort((a, b) => largestDifference(b) - largestDifference(a));
  const system = docs[0].doc.system;
  const deckSupport = systemOf(system).decks;
  // with varied ruleset keys (--vary), one balance row per deck and combination of the varied values
  const byVaried = (cells: readonly CellResult[]): Array<[string, CellResult[]]> => {
    const keys = cells.length ? variedKeysOf(systemOf(system), cells[0].params) : [];
    const groups = new Map<string, CellResult[]>();
    for (const c of cells) {
      const k = keys.map((key) => `${key}=${String(c.params[key])}`).join(', ');
      groups.set(k, [...(groups.get(k) ?? []), c]);
    }
    return [...groups];
  };
  // per value of the column the system splits by (mtg: boost policy), rulesets (and combinations of varied values) side by side within each
  const table = deckSupport?.balance;
  const byPart: BalanceRow[][] = table
    ? docs.map((v) =>
        byVaried(v.doc.cells).flatMap(([k, cells]) => table.rows(cells, v.doc.rules, k ? `${v.label} (${k})` : v.label, v.decks)),
      )
    : [];
  const part = (r: BalanceRow) => (table?.splitBy === undefined ? undefined : r[table.splitBy]);
  const parts = [...new Set(byPart.flat().map(part))];
  const balance = parts.flatMap((p) => byPart.flatMap((rows) => rows.filter((r) => part(r) === p)));
  return {
    schema: 'hantei.compare/1',
    system,
    by: byDeck ? 'deck' : 'ruleset',
    base: variants[0].label,
    variants: variants.map((v) => v.label),
    cells: rows.length,
    rows,
    ...(table && balance.length ? { [table.field]: balance } : {}),
    documents: docs.map((v) => v.doc),
  };
}

/** The largest absolute difference of a compare row (0 when none is known). */
export function largestDifference(r: { diff: Record<string, number | null> }): number {
  let m = 0;
  for (const d of Object.values(r.diff)) m = Math.max(m, Math.abs(d ?? 0));
  return m;
}
