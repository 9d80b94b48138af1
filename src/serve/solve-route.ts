/*
 * The workbench's Solve panel and sweep charts (POST /api/solve, POST
 * /api/sweep): the edited ruleset and grid of one check analysis, checked
 * here as /api/analyse checks them, then `hantei solve` over the study's
 * expectations on that analysis, or a grid with one ruleset key varied.
 */

import { resolveRuleset, runExact } from '../api/checks.js';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { DEFAULT_BUDGET } from '../core/budget.js';
import { sweepCharts } from '../report/charts/sweep.js';
import { type SolveDocument, solveStudyAsync } from '../solve/solve.js';
import { checkOption, checkTargets } from '../engine/options.js';
import { getSystem } from '../systems/index.js';
import type { AnalysisInfo } from './protocol.js';
import type { AcrossRequest, SolveRequest, SweepResponse } from './solve-protocol.js';
import { ACROSS_PICKS, runTuneAcrossAsync } from '../api/balance.js';
import type { AcrossTuneTable } from '../core/tune.js';
import type { Deck } from '../api/index.js';
import { BadRequest, type Workbench } from './workbench.js';

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const FIELDS = ['analysis', 'rules', 'params', 'vary', 'lang', 'targets', 'pick'];

export function parse(
  wb: Workbench,
  body: unknown,
  decks: Map<string, Deck>,
  needsVary = true,
): { a: AnalysisInfo; rules: ReturnType<typeof resolveRuleset>; params: Record<string, unknown>; vary: string; lang: 'en' | 'ja' } {
  if (!isPlainObject(body)) throw new BadRequest(msg('serve.jsonObject'));
  // as every route: a field the route does not read is refused, not ignored
  for (const k of Object.keys(body))
    if (!FIELDS.includes(k)) throw new BadRequest(msg('serve.unknownField', { k, known: FIELDS.join(', ') }));
  const req = body as Partial<SolveRequest>;
  const a = wb.analyses.find((x) => x.name === req.analysis);
  if (!a) throw new BadRequest(msg('serve.noAnalysis', { name: String(req.analysis) }));
  if (a.scenario) throw new BadRequest(msg('serve.scenarioSolve', { name: a.name }));
  if (needsVary && (typeof req.vary !== 'string' || req.vary.trim() === '' || req.vary.length > 1000))
    throw new BadRequest(msg('serve.varyField'));
  if (!isPlainObject(req.rules)) throw new BadRequest(msg('ruleset.mustBeObject'));
  if (!isPlainObject(req.params)) throw new BadRequest(msg('serve.paramsObject'));
  const system = getSystem(a.system);
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(req.params)) {
    const spec = system.params.find((p) => p.name === k);
    if (!spec) throw new BadRequest(msg('param.notOfSystem', { k, system: system.id }));
    const values = Array.isArray(v) ? v : [v];
    if (!values.every((x) => ['string', 'number', 'boolean'].includes(typeof x) || x === null))
      throw new BadRequest(msg('param.valueOrList', { k }));
    if (spec.kind === 'deck-list')
      for (const id of values.map(String)) if (!decks.has(id)) throw new BadRequest(msg('serve.noDeckHere', { id }));
    params[k] = v;
  }
  const { extends: _e, ...rest } = req.rules;
  let rules: ReturnType<typeof resolveRuleset>;
  try {
    rules = resolveRuleset(a.system, { ...rest, extends: a.preset }, 'edited ruleset');
  } catch (e) {
    if (e instanceof HanteiError) throw BadRequest.of(e);
    throw e;
  }
  return { a, rules, params, vary: String(req.vary ?? ''), lang: req.lang === 'ja' ? 'ja' : 'en' };
}

/** A bad value the engine finds (a key, a range) is the request's fault: 400. */
async function guarded<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof HanteiError && e.code !== 'internal' && e.code !== 'interrupted') throw BadRequest.of(e);
    throw e;
  }
}

/** Ranked candidates for the edited ruleset against the study's expectations on the analysis. */
export async function workbenchSolve(wb: Workbench, body: unknown, session = '', signal?: AbortSignal): Promise<SolveDocument> {
  const decks = wb.decksOf(session);
  const { a, rules, params, vary } = parse(wb, body, decks);
  // the study's critical cards and card data come with its analysis; in slices, so the server answers
  // other requests meanwhile and a request that goes away stops its search
  return guarded(() =>
    solveStudyAsync(wb.study, {
      signal,
      vary,
      analyses: [a.name],
      top: 10,
      ruleset: rules,
      params: { [a.name]: params },
      decks,
      budget: DEFAULT_BUDGET,
    }),
  );
}

/** The analysis's grid with ruleset keys varied: its sweep charts (success against each key). */
export async function workbenchSweep(wb: Workbench, body: unknown, session = '', signal?: AbortSignal): Promise<SweepResponse> {
  const decks = wb.decksOf(session);
  const { a, rules, params, vary, lang } = parse(wb, body, decks);
  const critical = wb.study.analyses.find((x) => x.name === a.name)?.critical;
  const doc = await guarded(() =>
    runExact({ system: a.system, ruleset: rules.rules, params: { ...params, vary }, decks: [...decks.values()], critical, signal }),
  );
  // one readable chart per varied key (report/charts/sweep.ts), not the report's per-combination panels
  return { charts: sweepCharts(a.name, doc, lang) };
}

/** The playable difficulty table of the edited ruleset: one value per check and target for every deck of the grid. */
export async function workbenchAcross(wb: Workbench, body: unknown, session = '', signal?: AbortSignal): Promise<AcrossTuneTable> {
  const decks = wb.decksOf(session);
  const { a, rules, params } = parse(wb, body, decks, false);
  const req = body as Partial<AcrossRequest>;
  // as tune checks them (engine/options.ts): a bad target or pick is refused, never read as the default
  const targets = await guarded(async () => checkTargets(req.targets));
  const pick = req.pick ?? 'mean';
  await guarded(async () => checkOption('pick', pick, { kind: 'choice', choices: ACROSS_PICKS }));
  const system = getSystem(a.system);
  const across = system.params.some((p) => p.kind === 'deck-list')
    ? 'decks'
    : system.params.find((p) => p.name !== system.tune && p.kind === 'int-range')?.name;
  if (!across) throw new BadRequest(msg('serve.noAcross', { system: system.id }));
  const critical = wb.study.analyses.find((x) => x.name === a.name)?.critical;
  // the legal range of the tuned parameter, as tune --across picks it
  const { [system.tune]: _tuned, ...rest } = params;
  return guarded(() =>
    runTuneAcrossAsync({
      signal,
      system: a.system,
      ruleset: rules.rules as Record<string, unknown>,
      params: rest,
      decks: [...decks.values()],
      critical,
      targets,
      across,
      pick,
    }),
  );
}
