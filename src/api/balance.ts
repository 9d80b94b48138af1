import { HanteiError } from '../core/errors.js';
import type { Cell } from '../core/grid.js';
import { type CellResult, type ResultsDocument, summariseCheck } from '../core/results.js';
import { closest } from '../core/tune.js';
import type { Deck } from '../decks/card.js';
import { analyseChecks } from '../engine/analyse.js';
import { colourBalance, type ColourBalanceRow } from '../systems/mtg/balance.js';
import type { MtgRuleset } from '../systems/mtg/ruleset.js';
import { type CheckRequest, type RulesetRef, prepareCells, resolveRuleset, systemOf } from './checks.js';

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

/**
 * A difficulty table: for each combination of the other parameters, the value
 * of the system's tuned parameter whose exact success rate is closest to each
 * target (as `hantei tune --format json`). Candidates default to the system's range.
 */
export function tune(req: CheckRequest & { targets: Readonly<Record<string, number>> }): TuneTable {
  for (const [label, rate] of Object.entries(req.targets)) {
    if (!(typeof rate === 'number' && rate >= 0 && rate <= 1)) throw new HanteiError('range', `target "${label}" must be a rate from 0 to 1, got ${JSON.stringify(rate)}`);
  }
  const system = systemOf(req.system);
  const param = system.tune;
  const { rules } = resolveRuleset(system, req.ruleset);
  const values: Record<string, unknown> = { ...req.params };
  if (values[param] === undefined) values[param] = system.tuneRange(rules);
  const { name, cells, ctx } = prepareCells({ ...req, params: values });
  const results = cells.map((cell) => {
    const compiled = system.compile(cell, rules, ctx);
    return summariseCheck(cell, system.exact(compiled), compiled, system.categories, 'exact', system.degreeNumeric);
  });
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
    targets: { ...req.targets },
    rows: [...groups.entries()].map(([key, rs]) => ({
      params: JSON.parse(key) as Cell,
      picks: Object.fromEntries(Object.entries(req.targets).map(([label, rate]) => [label, closest(rs.filter((r) => r.success !== null).map((r) => ({ value: r.params[param], success: r.success! })), rate)])),
    })),
  };
}

export interface CompareResult {
  schema: 'hantei.compare/1';
  system: string;
  by: 'ruleset';
  base: string;
  variants: string[];
  cells: number;
  /** Largest absolute difference first. */
  rows: Array<{ params: Cell; success: Record<string, number | null>; diff: Record<string, number | null> }>;
  colourBalance?: ColourBalanceRow[];
  /** The exact results document of each variant. */
  documents: ResultsDocument[];
}

/**
 * Rulesets side by side on one grid (as `hantei compare --rulesets`): each
 * variant's exact success per shared cell and its difference from the first,
 * largest first, plus mtg's colour balance per deck and ruleset.
 */
export async function compareRulesets(req: Omit<CheckRequest, 'ruleset'> & { rulesets: readonly RulesetRef[]; labels?: readonly string[] }): Promise<CompareResult> {
  if (req.rulesets.length < 2) throw new HanteiError('usage', 'compare needs two or more rulesets');
  const variants: Array<{ label: string; doc: ResultsDocument; decks: ReadonlyMap<string, Deck>; cells: Map<string, CellResult> }> = [];
  for (const [i, ruleset] of req.rulesets.entries()) {
    const { system, name, rules, cells, ctx } = prepareCells({ ...req, ruleset });
    const doc = await analyseChecks({ system, rulesetName: name, rules, cells, ctx, method: 'exact' });
    let label = req.labels?.[i] ?? name;
    while (variants.some((v) => v.label === label)) label += "'";
    const comparable = (c: CellResult): Cell => (system.report.comparable ? system.report.comparable(c.params, rules as never) : c.params);
    variants.push({ label, doc, decks: ctx.decks, cells: new Map(doc.cells.map((c) => [JSON.stringify(comparable(c)), c])) });
  }
  const keys = [...variants[0].cells.keys()].filter((k) => variants.every((v) => v.cells.has(k)));
  const rows = keys.map((k) => {
    const base = variants[0].cells.get(k)!.success;
    return {
      params: JSON.parse(k) as Cell,
      success: Object.fromEntries(variants.map((v) => [v.label, v.cells.get(k)!.success])),
      diff: Object.fromEntries(variants.slice(1).map((v) => { const s = v.cells.get(k)!.success; return [v.label, s === null || base === null ? null : s - base]; })),
    };
  });
  const largest = (r: (typeof rows)[number]) => Math.max(0, ...Object.values(r.diff).map((d) => Math.abs(d ?? 0)));
  rows.sort((a, b) => largest(b) - largest(a));
  const system = variants[0].doc.system;
  const balance = system === 'mtg' ? variants.flatMap((v) => colourBalance(v.doc.cells, v.doc.rules as MtgRuleset, v.label, v.decks)) : [];
  return {
    schema: 'hantei.compare/1', system, by: 'ruleset', base: variants[0].label, variants: variants.map((v) => v.label), cells: rows.length, rows,
    colourBalance: balance.length ? balance : undefined,
    documents: variants.map((v) => v.doc),
  };
}
