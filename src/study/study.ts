import { dirname, isAbsolute, resolve } from 'node:path';
import type * as Yaml from 'yaml';
import type { LineCounter, Node as YamlNode } from 'yaml';
import { lazy } from '../core/lazy.js';
import { HanteiError } from '../core/errors.js';
import { unknownNameHint } from '../core/names.js';
import { readTextFile } from '../decks/load.js';
import { type ParamNames, normaliseParams } from '../engine/params.js';
import { SCENARIOS, normaliseScenarioParams } from '../engine/scenarios.js';
import { SYSTEMS } from '../systems/index.js';

/**
 * One analysis of a study: a system's grid, solved exactly or simulated.
 *
 * @example
 * for (const a of loadStudy('reports/balance.yaml').analyses) console.log(a.name, a.system, a.method, a.params);
 */
export interface StudyAnalysis {
  name: string;
  title: string;
  system: string;
  ruleset?: string;
  method: 'exact' | 'monte-carlo';
  /** A stateful scenario (opposed, turn, session, combat) instead of a grid of single checks; always simulated. */
  scenario?: string;
  trials: number;
  seed: string;
  /** Option values by parameter name (lists or range strings, as on the command line). */
  params: Record<string, unknown>;
  cards?: string[];
  critical?: string[];
  line: number;
}

/**
 * An expectation on a study's results (see study/expect.ts).
 *
 * @example
 * for (const e of loadStudy('reports/balance.yaml').expect) console.log(e.analysis, e.metric, e.min, e.max);
 */
export interface Expectation {
  analysis: string;
  where: Record<string, unknown>;
  /** What is bounded: success, a category (`outcome: NAME`), or a difficulty-table entry. */
  metric: string;
  min?: number;
  max?: number;
  /** Free text printed with the verdict. */
  note?: string;
  line: number;
}

/**
 * A study file read and checked: its analyses and expectations.
 *
 * @example
 * const study: Study = loadStudy('reports/balance.yaml');
 */
export interface Study {
  file: string;
  name: string;
  title: string;
  lang: 'en' | 'ja';
  analyses: StudyAnalysis[];
  expect: Expectation[];
}

// the YAML parser loads with the first study, not with the library
const yaml = lazy<typeof Yaml>('yaml');
const isMap = (n: unknown): n is Yaml.YAMLMap => yaml().isMap(n);
const isSeq = (n: unknown): n is Yaml.YAMLSeq => yaml().isSeq(n);
const isScalar = (n: unknown): n is Yaml.Scalar => yaml().isScalar(n);

const STUDY_KEYS = ['name', 'title', 'lang', 'seed', 'trials', 'threads', 'analyses', 'expect'];
const ANALYSIS_KEYS = ['name', 'title', 'system', 'ruleset', 'method', 'scenario', 'trials', 'seed', 'params', 'cards', 'critical'];

function trialsOf(v: unknown, file: string, line: number): number {
  const n = Number(String(v).replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 1) throw new HanteiError('study', `trials must be a whole number ≥ 1, got ${JSON.stringify(v)}`, { file, line, hint: 'e.g. trials: 1e6' });
  return n;
}

/** Positions in the study file: of a node, and of a key inside a map node. */
class Places {
  constructor(private readonly lc: LineCounter) {}
  of(node: unknown): { line?: number; column?: number } {
    const range = (node as { range?: number[] } | undefined)?.range;
    if (!range) return {};
    const p = this.lc.linePos(range[0]);
    return { line: p.line, column: p.col };
  }
  key(map: unknown, key: string): { line?: number; column?: number } {
    if (!isMap(map)) return this.of(map);
    const pair = map.items.find((it) => isScalar(it.key) && String(it.key.value) === key);
    return this.of(pair?.key ?? map);
  }
}

/** A study's own name becomes a folder name: one plain segment, never a path. */
export function checkStudyName(name: string, file: string, where: { line?: number; column?: number }): string {
  if (!/^[\p{L}\p{N}_][\p{L}\p{N}_.-]*$/u.test(name) || name.includes('..') || name.length > 100) {
    throw new HanteiError('study', `study name ${JSON.stringify(name)} must be one plain folder name (letters, digits, _ . -; no slashes or "..")`, { file, ...where, hint: 'e.g. name: balance (the report goes to reports/out/balance/); use --out for another place' });
  }
  return name;
}

/**
 * Read a study file. Paths inside it (decks, card data, ruleset files) are
 * relative to the study file's folder, so a study runs from anywhere. Every
 * key is checked: a misspelt one stops the run with its line and column.
 *
 * @example
 * const study = loadStudy('reports/balance.yaml');
 * const docs = await runStudy(study, { threads: 0 }, console.log);
 */
export function loadStudy(file: string): Study {
  const text = readTextFile(file, 'study');
  const { LineCounter, parseDocument } = yaml();
  const lc = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const pos = lc.linePos(doc.errors[0].pos[0]);
    throw new HanteiError('yaml', `YAML syntax error: ${doc.errors[0].message.split('\n')[0]}`, { file, line: pos.line, column: pos.col });
  }
  if (!isMap(doc.contents)) throw new HanteiError('study', 'a study must be a map with "analyses:"', { file, line: 1 });
  const at = new Places(lc);
  const root = doc.toJSON() as Record<string, unknown>;
  for (const k of Object.keys(root)) if (!STUDY_KEYS.includes(k)) throw new HanteiError('study', `unknown study key "${k}"`, { file, ...at.key(doc.contents, k), hint: unknownNameHint(k, STUDY_KEYS) });
  const base = dirname(file);
  const rel = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const analysesNode = doc.contents.get('analyses', true);
  if (!isSeq(analysesNode) || analysesNode.items.length === 0) throw new HanteiError('study', 'the study has no "analyses:" list', { file, hint: 'add "analyses:" with one "- system: …" entry per analysis' });
  const lineOf = (n: unknown) => at.of(n).line ?? 0;
  const defaults = { seed: String(root.seed ?? '1'), trials: root.trials === undefined ? 1_000_000 : trialsOf(root.trials, file, at.key(doc.contents, 'trials').line ?? 1) };
  const names = new Set<string>();
  const paramNames = new Map<string, readonly ParamNames[]>();
  const analyses = analysesNode.items.map((item, i): StudyAnalysis => {
    const line = lineOf(item);
    const a = (item as { toJSON(): unknown }).toJSON() as Record<string, unknown>;
    if (typeof a !== 'object' || a === null || Array.isArray(a)) throw new HanteiError('study', `analysis ${i + 1} must be a map`, { file, line });
    const label = typeof a.name === 'string' ? `analysis "${a.name}"` : `analysis ${i + 1}`;
    for (const k of Object.keys(a)) if (!ANALYSIS_KEYS.includes(k)) throw new HanteiError('study', `${label}: unknown key "${k}"`, { file, ...at.key(item, k), hint: unknownNameHint(k, ANALYSIS_KEYS) });
    const system = String(a.system ?? '');
    const sys = SYSTEMS.find((s) => s.id === system);
    if (!sys) throw new HanteiError('study', `${label}: unknown system "${system}"`, { file, ...at.key(item, 'system'), hint: `use one of: ${SYSTEMS.map((s) => s.id).join(', ')}` });
    const method = a.method === undefined || a.method === 'exact' ? 'exact' : a.method === 'simulate' || a.method === 'monte-carlo' ? 'monte-carlo' : undefined;
    if (!method) throw new HanteiError('study', `${label}: method must be exact or simulate, got ${JSON.stringify(a.method)}`, { file, ...at.key(item, 'method') });
    const name = String(a.name ?? `${system}-${i + 1}`);
    if (names.has(name)) throw new HanteiError('study', `two analyses are named "${name}"`, { file, line, hint: 'give each analysis its own name' });
    names.add(name);
    const scenario = a.scenario === undefined ? undefined : String(a.scenario);
    if (scenario !== undefined && !SCENARIOS[scenario]?.[system]) {
      const have = Object.entries(SCENARIOS).filter(([, bySystem]) => system in bySystem).map(([n]) => n);
      throw new HanteiError('study', `${label}: ${system} has no scenario "${scenario}"`, { file, ...at.key(item, 'scenario'), hint: have.length ? `${system} scenarios: ${have.join(', ')}` : `${system} has no scenarios` });
    }
    const hasDecks = sys.params.some((p) => p.kind === 'deck-list');
    for (const k of ['cards', 'critical']) {
      if (a[k] !== undefined && !hasDecks) throw new HanteiError('study', `${label}: "${k}" applies to deck systems (mtg), not ${system}`, { file, ...at.key(item, k), hint: `remove "${k}"` });
    }
    const paramsNode = isMap(item) ? item.get('params', true) : undefined;
    const rawParams = a.params ?? {};
    if (typeof rawParams !== 'object' || rawParams === null || Array.isArray(rawParams)) throw new HanteiError('study', `${label}: params must be a map of option names to values`, { file, ...at.key(item, 'params') });
    const failParam = (k: string, problem: string, hint: string): never => {
      throw new HanteiError('study', `${label}: ${problem} for ${scenario ? `${system} ${scenario}` : `${system} checks`}`, { file, ...at.key(paramsNode as YamlNode, k), hint });
    };
    let params: Record<string, unknown>;
    if (scenario) {
      params = normaliseScenarioParams(scenario, system, rawParams as Record<string, unknown>, failParam);
    } else {
      paramNames.set(name, sys.params);
      params = normaliseParams(rawParams as Record<string, unknown>, sys.params, { to: 'name', what: `${system} checks`, fail: failParam });
    }
    if (params.deck !== undefined) params.deck = (Array.isArray(params.deck) ? params.deck : String(params.deck).split(',')).map((d) => rel(String(d).trim()));
    // scenario options take one deck each (--deck, --vs)
    if (scenario && Array.isArray(params.deck)) params.deck = params.deck[0];
    if (params.vs !== undefined) params.vs = rel(String(params.vs));
    const ruleset = a.ruleset === undefined ? undefined : String(a.ruleset);
    return {
      name,
      title: String(a.title ?? name),
      system,
      ruleset: ruleset && /\.(ya?ml|json)$/i.test(ruleset) ? rel(ruleset) : ruleset,
      method: scenario ? 'monte-carlo' : method,
      scenario,
      trials: a.trials === undefined ? defaults.trials : trialsOf(a.trials, file, at.key(item, 'trials').line ?? line),
      seed: String(a.seed ?? defaults.seed),
      params,
      cards: Array.isArray(a.cards) ? a.cards.map((c) => rel(String(c))) : typeof a.cards === 'string' ? [rel(a.cards)] : undefined,
      critical: Array.isArray(a.critical) ? a.critical.map(String) : typeof a.critical === 'string' ? a.critical.split(',').map((s) => s.trim()) : undefined,
      line,
    };
  });
  const expectNode = doc.contents.get('expect', true);
  const expect: Expectation[] = [];
  if (expectNode !== undefined) {
    if (!isSeq(expectNode)) throw new HanteiError('study', '"expect:" must be a list', { file, line: lineOf(expectNode) });
    const byName = new Map(analyses.map((a) => [a.name, a]));
    for (const item of expectNode.items) expect.push(parseExpectation((item as { toJSON(): unknown }).toJSON(), file, item, at, byName, paramNames));
  }
  if (root.lang !== undefined && root.lang !== 'en' && root.lang !== 'ja') throw new HanteiError('study', `lang must be en or ja, got ${JSON.stringify(root.lang)}`, { file, ...at.key(doc.contents, 'lang') });
  const lang = root.lang === 'ja' ? 'ja' : 'en';
  const studyName = checkStudyName(String(root.name ?? 'study'), file, at.key(doc.contents, 'name'));
  return { file, name: studyName, title: String(root.title ?? root.name ?? 'hantei report'), lang, analyses, expect };
}

const EXPECT_KEYS = ['analysis', 'where', 'success', 'outcome', 'difficulty', 'value', 'min', 'max', 'note'];

/**
 * An expectation: `analysis`, `where` (params that pick cells; every picked
 * cell must pass), and one bound: `success: {min, max}`, `outcome: NAME` with
 * `min`/`max`, `difficulty: {target, min, max}` (the tuned difficulty for a
 * target success rate must lie within the bounds), or for a scenario
 * `value: NAME` (aWins, allSucceed, …) with `min`/`max`.
 */
function parseExpectation(
  raw: unknown,
  file: string,
  node: unknown,
  at: Places,
  analyses: ReadonlyMap<string, StudyAnalysis>,
  paramNames: ReadonlyMap<string, readonly ParamNames[]>,
): Expectation {
  const line = at.of(node).line ?? 0;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new HanteiError('study', 'an expectation must be a map', { file, line });
  const e = raw as Record<string, unknown>;
  for (const k of Object.keys(e)) if (!EXPECT_KEYS.includes(k)) throw new HanteiError('study', `unknown key "${k}" in an expectation`, { file, ...at.key(node, k), hint: unknownNameHint(k, EXPECT_KEYS) });
  const analysis = String(e.analysis ?? '');
  const target = analyses.get(analysis);
  if (!target) throw new HanteiError('study', `expectation names analysis "${analysis}", which the study does not have`, { file, ...at.key(node, 'analysis'), hint: unknownNameHint(analysis, [...analyses.keys()]) });
  const whereNode = isMap(node) ? node.get('where', true) : undefined;
  const rawWhere = e.where ?? {};
  if (typeof rawWhere !== 'object' || rawWhere === null || Array.isArray(rawWhere)) throw new HanteiError('study', 'where: must be a map of parameter names to values', { file, ...at.key(node, 'where') });
  let where: Record<string, unknown> = {};
  const known = paramNames.get(analysis);
  if (target.scenario) {
    if (Object.keys(rawWhere).length > 0) throw new HanteiError('study', `expectation on scenario analysis "${analysis}": where: does not apply (a scenario has one result)`, { file, ...at.key(node, 'where'), hint: 'remove where:, or put the parameters in the analysis' });
  } else if (known) {
    where = normaliseParams(rawWhere as Record<string, unknown>, known, {
      to: 'name',
      what: `${target.system} checks`,
      fail: (k, problem, hint) => {
        throw new HanteiError('study', `expectation on "${analysis}": where: ${problem.replace('unknown parameter', 'names unknown parameter')}`, { file, ...at.key(whereNode, k), hint });
      },
    });
  }
  if (e.outcome !== undefined) {
    const categories = SYSTEMS.find((s) => s.id === target.system)?.categories ?? [];
    if (!categories.includes(String(e.outcome))) throw new HanteiError('study', `expectation on "${analysis}": ${target.system} has no outcome "${String(e.outcome)}"`, { file, ...at.key(node, 'outcome'), hint: unknownNameHint(String(e.outcome), categories) });
  }
  if (e.value !== undefined && !target.scenario) throw new HanteiError('study', `expectation on "${analysis}": value: applies to scenario analyses; use success:, outcome: or difficulty:`, { file, ...at.key(node, 'value') });
  if (target.scenario && (e.success !== undefined || e.outcome !== undefined || e.difficulty !== undefined)) throw new HanteiError('study', `expectation on scenario analysis "${analysis}": use value: NAME with min/max`, { file, line });
  const num = (v: unknown, what: string): number | undefined => {
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new HanteiError('study', `${what} must be a number, got ${JSON.stringify(v)}`, { file, line });
    return v;
  };
  let metric: string;
  let min: number | undefined;
  let max: number | undefined;
  if (e.success !== undefined) {
    const b = e.success as Record<string, unknown>;
    metric = 'success';
    min = num(b.min, 'success.min');
    max = num(b.max, 'success.max');
  } else if (e.outcome !== undefined) {
    metric = `outcome:${String(e.outcome)}`;
    min = num(e.min, 'min');
    max = num(e.max, 'max');
  } else if (e.value !== undefined) {
    metric = `value:${String(e.value)}`;
    min = num(e.min, 'min');
    max = num(e.max, 'max');
  } else if (e.difficulty !== undefined) {
    const b = e.difficulty as Record<string, unknown>;
    const target = num(b.target, 'difficulty.target');
    if (target === undefined || target < 0 || target > 1) throw new HanteiError('study', 'difficulty.target must be a success rate from 0 to 1', { file, line });
    metric = `difficulty:${target}`;
    min = num(b.min, 'difficulty.min');
    max = num(b.max, 'difficulty.max');
  } else {
    throw new HanteiError('study', 'an expectation needs success:, outcome:, difficulty: or (for a scenario) value:', { file, line, hint: 'e.g. success: { min: 0.5 }, or value: aWins with min: 0.5' });
  }
  if (min === undefined && max === undefined) throw new HanteiError('study', 'an expectation needs min, max or both', { file, line });
  return { analysis, where, metric, min, max, note: e.note === undefined ? undefined : String(e.note), line };
}
