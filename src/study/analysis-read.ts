/*
 * One analysis of a study file read and checked: its system (a registered id
 * or a rule file), method, scenario, params, deck paths, varied keys and
 * difficulty table, each problem named with its line and column.
 */

import type { Node as YamlNode } from 'yaml';
import { HanteiError } from '../core/errors.js';
import { unknownNameHint } from '../core/names.js';
import { type Text, msg } from '../core/messages.js';
import { type ParamNames, checksOf, normaliseParams } from '../engine/params.js';
import { normaliseScenarioParams, scenarioSpecs } from '../engine/scenarios.js';
import { installRuleFiles, isRulePath, ruleIdFrom } from '../engine/rule-file.js';
import { SYSTEMS, getSystem } from '../systems/index.js';
import type { CompiledCheck, RuleSystem } from '../systems/types.js';
import type { StudyAnalysis } from './study.js';
import { tableSpec } from './table-spec.js';
import { type Places, isMap } from './yaml-places.js';

const ANALYSIS_KEYS = [
  'name',
  'title',
  'system',
  'ruleset',
  'method',
  'scenario',
  'trials',
  'seed',
  'params',
  'cards',
  'critical',
  'vary',
  'difficultyTable',
];

/** A count of trials: a whole number from 1 to 2^53. */
export function trialsOf(v: unknown, file: string, line: number): number {
  const n = typeof v === 'number' || typeof v === 'string' ? Number(String(v).replace(/_/g, '')) : NaN;
  // the reason named is the bound it breaks: past 2^53 a count of trials is no longer exact
  if (Number.isInteger(n) && n > Number.MAX_SAFE_INTEGER)
    throw new HanteiError('study', msg('study.trialsMax', { got: String(v) }), {
      file,
      line,
      hint: msg('study.trialsMaxHint'),
    });
  if (!Number.isSafeInteger(n) || n < 1)
    throw new HanteiError('study', msg('study.trials', { got: JSON.stringify(v) ?? String(v) }), {
      file,
      line,
      hint: msg('study.trialsHint'),
    });
  return n;
}

/** What reading every analysis of one study shares: its file, places, defaults and the names seen so far. */
export interface AnalysisReading {
  file: string;
  /** The study file's folder: paths inside the study are relative to it. */
  base: string;
  rel: (p: string) => string;
  at: Places;
  defaults: { seed: string; trials: number };
  names: Set<string>;
  /** Each check analysis's parameter names, for expectations' where: (varied keys added). */
  paramNames: Map<string, readonly ParamNames[]>;
}

type System = RuleSystem<unknown, CompiledCheck>;

/** The analysis's system: a registered id, or a rule file named from the study's folder (loaded and registered under its path). */
function systemOf(a: Record<string, unknown>, label: Text, item: unknown, r: AnalysisReading): { system: string; sys: System } {
  let system = String(a.system ?? '');
  if (isRulePath(system)) {
    installRuleFiles();
    system = ruleIdFrom(r.base, system);
    getSystem(system);
  }
  const sys = SYSTEMS.find((s) => s.id === system);
  if (!sys)
    throw new HanteiError('study', msg('study.unknownSystem', { label, system }), {
      file: r.file,
      ...r.at.key(item, 'system'),
      hint: msg('choice.useOneOf', { list: SYSTEMS.map((s) => s.id).join(', ') }),
    });
  return { system, sys };
}

/** The scenario named exists for the system; `cards:` and `critical:` only for systems with decks. */
function checkScenarioAndDecks(
  a: Record<string, unknown>,
  label: Text,
  item: unknown,
  sys: System,
  r: AnalysisReading,
): string | undefined {
  const system = sys.id;
  const scenario = a.scenario === undefined ? undefined : String(a.scenario);
  if (scenario !== undefined && !scenarioSpecs()[scenario]?.[system]) {
    const have = Object.entries(scenarioSpecs())
      .filter(([, bySystem]) => system in bySystem)
      .map(([n]) => n);
    throw new HanteiError('study', msg('study.noScenario', { label, system, scenario: String(scenario) }), {
      file: r.file,
      ...r.at.key(item, 'scenario'),
      hint: have.length ? msg('study.systemScenarios', { system, list: have.join(', ') }) : msg('study.systemNoScenarios', { system }),
    });
  }
  const hasDecks = sys.params.some((p) => p.kind === 'deck-list');
  for (const k of ['cards', 'critical']) {
    if (a[k] !== undefined && !hasDecks)
      throw new HanteiError(
        'study',
        msg('study.deckOnly', {
          label,
          k,
          systems: SYSTEMS.filter((s) => s.params.some((p) => p.kind === 'deck-list'))
            .map((s) => s.id)
            .join(', '),
          system,
        }),
        { file: r.file, ...r.at.key(item, k), hint: msg('study.remove', { k }) },
      );
  }
  return scenario;
}

/** The analysis's params by name (a scenario's options, or the system's grid), deck paths relative to the study. */
function paramsOf(
  a: Record<string, unknown>,
  label: Text,
  item: unknown,
  sys: System,
  scenario: string | undefined,
  name: string,
  r: AnalysisReading,
) {
  const system = sys.id;
  const paramsNode = isMap(item) ? item.get('params', true) : undefined;
  const rawParams = a.params ?? {};
  if (typeof rawParams !== 'object' || rawParams === null || Array.isArray(rawParams))
    throw new HanteiError('study', msg('study.paramsMap', { label }), { file: r.file, ...r.at.key(item, 'params') });
  const failParam = (k: string, problem: Text, hint: Text): never => {
    throw new HanteiError(
      'study',
      msg('study.paramProblem', { label, problem, what: scenario ? `${system} ${scenario}` : checksOf(system) }),
      { file: r.file, ...r.at.key(paramsNode as YamlNode, k), hint },
    );
  };
  let params: Record<string, unknown>;
  if (scenario) {
    params = normaliseScenarioParams(scenario, system, rawParams as Record<string, unknown>, failParam);
  } else {
    r.paramNames.set(name, sys.params);
    params = normaliseParams(rawParams as Record<string, unknown>, sys.params, { to: 'name', what: checksOf(system), fail: failParam });
  }
  if (params.deck !== undefined)
    params.deck = (Array.isArray(params.deck) ? params.deck : String(params.deck).split(',')).map((d) => r.rel(String(d).trim()));
  // scenario options take one deck each (--deck, --vs)
  if (scenario && Array.isArray(params.deck)) params.deck = params.deck[0];
  if (params.vs !== undefined) params.vs = r.rel(String(params.vs));
  return params;
}

/** `vary:` a map of ruleset keys to ranges; expectations may then pick cells by a varied key's value. */
function varyOf(a: Record<string, unknown>, label: Text, item: unknown, name: string, r: AnalysisReading) {
  if (a.vary === undefined) return undefined;
  if (typeof a.vary !== 'object' || a.vary === null || Array.isArray(a.vary) || Object.keys(a.vary).length === 0)
    throw new HanteiError('study', msg('study.varyMap', { label }), {
      file: r.file,
      ...r.at.key(item, 'vary'),
      hint: msg('study.varyMapHint'),
    });
  const vary = a.vary as Record<string, unknown>;
  const known = r.paramNames.get(name);
  if (known) r.paramNames.set(name, [...known, ...Object.keys(vary).map((k) => ({ name: k, flag: k }))]);
  return vary;
}

/** The i-th analysis of the study (`raw` its data, `item` its YAML node). */
export function readAnalysis(raw: unknown, item: unknown, i: number, r: AnalysisReading): StudyAnalysis {
  const { file, at } = r;
  const line = at.of(item).line ?? 0;
  const a = raw as Record<string, unknown>;
  if (typeof a !== 'object' || a === null || Array.isArray(a))
    throw new HanteiError('study', msg('study.analysisNotMap', { n: i + 1 }), { file, line });
  const label = typeof a.name === 'string' ? msg('study.analysisLabel', { name: a.name }) : msg('study.analysisNumber', { n: i + 1 });
  for (const k of Object.keys(a))
    if (!ANALYSIS_KEYS.includes(k))
      throw new HanteiError('study', msg('study.analysisUnknownKey', { label, k }), {
        file,
        ...at.key(item, k),
        hint: unknownNameHint(k, ANALYSIS_KEYS),
      });
  const { system, sys } = systemOf(a, label, item, r);
  const method =
    a.method === undefined || a.method === 'exact'
      ? 'exact'
      : a.method === 'simulate' || a.method === 'monte-carlo'
        ? 'monte-carlo'
        : undefined;
  if (!method)
    throw new HanteiError('study', msg('study.method', { label, v: String(JSON.stringify(a.method)) }), {
      file,
      ...at.key(item, 'method'),
    });
  const name = String(a.name ?? `${system}-${i + 1}`);
  if (r.names.has(name)) throw new HanteiError('study', msg('study.twoNamed', { name }), { file, line, hint: msg('study.twoNamedHint') });
  r.names.add(name);
  const scenario = checkScenarioAndDecks(a, label, item, sys, r);
  const params = paramsOf(a, label, item, sys, scenario, name, r);
  const ruleset = a.ruleset === undefined ? undefined : String(a.ruleset);
  const vary = varyOf(a, label, item, name, r);
  const difficultyTable =
    a.difficultyTable === undefined
      ? undefined
      : tableSpec(a.difficultyTable, sys, scenario, (problem, hint) => {
          throw new HanteiError('study', msg('study.difficultyTable', { label, problem }), {
            file,
            ...at.key(item, 'difficultyTable'),
            hint,
          });
        });
  return {
    name,
    title: String(a.title ?? name),
    system,
    ruleset: ruleset && /\.(ya?ml|json)$/i.test(ruleset) ? r.rel(ruleset) : ruleset,
    method: scenario ? 'monte-carlo' : method,
    scenario,
    trials: a.trials === undefined ? r.defaults.trials : trialsOf(a.trials, file, at.key(item, 'trials').line ?? line),
    seed: String(a.seed ?? r.defaults.seed),
    params,
    cards: Array.isArray(a.cards) ? a.cards.map((c) => r.rel(String(c))) : typeof a.cards === 'string' ? [r.rel(a.cards)] : undefined,
    critical: Array.isArray(a.critical)
      ? a.critical.map(String)
      : typeof a.critical === 'string'
        ? a.critical.split(',').map((s) => s.trim())
        : undefined,
    vary,
    difficultyTable,
    line,
  };
}
