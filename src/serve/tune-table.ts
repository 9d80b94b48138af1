/*
 * The workbench's difficulty table: for each target rate, the tuned value
 * closest to it per row, as `hantei tune` picks it — from the grid's exact
 * cells when the page has them, computing only the candidates they lack.
 */

import type { ResultsDocument } from '../core/results.js';
import { parseIntRange } from '../core/grid.js';
import { closest } from '../core/tune.js';
import type { Deck } from '../api/index.js';
import { runTuneAsync as tune } from '../api/balance.js';
import { getSystem } from '../systems/index.js';
import type { ExactCache } from './exact-cache.js';
import { guard } from './request-errors.js';
import type { AnalyseResponse, AnalysisInfo } from './protocol.js';

/**
 * The difficulty table: for each target rate, the tuned value closest to it
 * per row, as `hantei tune` picks it. With the grid's exact cells at hand,
 * only the candidates the grid lacks are computed (mtg v2: difficulties
 * −2, −1 and 9..12 beside the grid's 0..8).
 */
export async function tuneTable(
  cache: ExactCache,
  critical: string[] | undefined,
  a: AnalysisInfo,
  params: Record<string, unknown>,
  rules: unknown,
  targets: Record<string, number>,
  held: ReadonlyMap<string, Deck>,
  doc?: ResultsDocument,
  signal?: AbortSignal,
): Promise<NonNullable<AnalyseResponse['tune']>> {
  const system = getSystem(a.system);
  const param = system.tune;
  const range = system.tuneRange(rules);
  const bounds = /^(-?\d+)\.\.(-?\d+)$/.exec(String(system.defaultsFor?.(param, rules) ?? ''));
  const legal: { legal?: [number, number] } = bounds ? { legal: [Number(bounds[1]), Number(bounds[2])] } : {};
  const wanted = /^[-\d.,\s]+$/.test(range) ? parseIntRange(range, param).map(String) : range.split(',').map((v) => v.trim());
  if (!doc) {
    // in slices: the server answers other requests meanwhile, and a request that goes away stops it
    const t = await guard(async () =>
      tune({
        signal,
        system: a.system,
        ruleset: rules,
        params: { ...params, [param]: undefined },
        decks: [...held.values()],
        critical: critical,
        targets,
      }),
    );
    return { param: t.param, rows: t.rows, ...legal };
  }
  const have = new Set(doc.cells.map((c) => String(c.params[param])));
  const missing = wanted.filter((v) => !have.has(v));
  const extra = missing.length
    ? await guard(() =>
        cache.exact({
          system: a.system,
          ruleset: rules,
          params: { ...params, [param]: missing.join(',') },
          decks: [...held.values()],
          critical: critical,
        }),
      )
    : undefined;
  const order = new Map(wanted.map((v, i) => [v, i]));
  const groups = new Map<
    string,
    { params: Record<string, string | number | boolean>; cands: Array<{ value: string | number | boolean; success: number; at: number }> }
  >();
  for (const c of [...doc.cells, ...(extra?.cells ?? [])]) {
    const at = order.get(String(c.params[param]));
    if (c.success === null || at === undefined) continue;
    const { [param]: value, ...rest } = c.params;
    const key = JSON.stringify(rest);
    const g = groups.get(key) ?? { params: rest, cands: [] };
    g.cands.push({ value, success: c.success, at });
    groups.set(key, g);
  }
  return {
    param,
    rows: [...groups.values()].map((g) => {
      const cands = g.cands.sort((x, y) => x.at - y.at);
      return {
        params: g.params,
        picks: Object.fromEntries(Object.entries(targets).map(([label, rate]) => [label, closest(cands, rate)])),
      };
    }),
    ...legal,
  };
}
