import { dirname, isAbsolute, resolve } from 'node:path';
import type * as Yaml from 'yaml';
import type { LineCounter, Node as YamlNode } from 'yaml';
import { lazy } from '../core/lazy.js';
import { whileParsing } from '../core/blocking.js';
import { HanteiError } from '../core/errors.js';
import { camelCase, unknownNameHint } from '../core/names.js';
import { yamlData } from '../core/user-data.js';
import { readTextFile } from '../systems/mtg/decks/load.js';
import { type ParamNames, checksOf, normaliseParams } from '../engine/params.js';
import { type Text, msg, sayIn, verbatim } from '../core/messages.js';
import { normaliseScenarioParams, scenarioSpecs } from '../engine/scenarios.js';
import { SYSTEMS, getSystem } from '../systems/index.js';
import { installRuleFiles, isRulePath, ruleIdFrom } from '../engine/rule-file.js';
import { deckSystemNames } from '../systems/deck-systems.js';
import { CHECK_RELATIONS, type CheckRelation, type CompiledCheck, type RuleSystem } from '../systems/types.js';
import { type GoalTarget, type OrderGoal, readBounds, readOrder } from './goal-parse.js';

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
  /** Ruleset keys varied as axes (`vary: { modifiers.same: 3..6 }`), as `--vary` gives them (engine/vary.ts). */
  vary?: Record<string, unknown>;
  /** A playable difficulty table for the report's summary (as `tune --across`), from this analysis's cells. */
  difficultyTable?: { targets: Record<string, number>; across: string; pick: 'mean' | 'worst' | 'median'; tolerance: number };
  line: number;
}

// how a deck relates to a check's colour: the contract's words (systems/types.ts), kept exported here
export { CHECK_RELATIONS, type CheckRelation } from '../systems/types.js';
const RELATION_SPELLINGS: Readonly<Record<string, CheckRelation>> = {
  'on-colour': 'on-colour',
  'on-color': 'on-colour',
  'off-colour': 'off-colour',
  'off-color': 'off-colour',
  allied: 'allied',
  enemy: 'enemy',
  colourless: 'colourless',
  colorless: 'colourless',
};

/**
 * An expectation on a study's results (see study/expect.ts).
 *
 * @example
 * for (const e of loadStudy('reports/balance.yaml').expect) console.log(e.analysis, e.metric, e.min, e.max);
 */
export interface Expectation {
  analysis: string;
  where: Record<string, unknown>;
  /** Systems with decks (mtg): pick only the cells whose check relates so to the deck's colours (the system's `decks.checkRelations`). */
  relation?: CheckRelation;
  /** What is bounded: success, a category (`outcome: NAME`), a difficulty-table entry, or `mean`/`spread` of the success of the cells picked. */
  metric: string;
  min?: number;
  max?: number;
  /** The goal as a target with a tolerance (`mean: 0.60 ± 0.01`): min and max are target ∓ tolerance. */
  target?: GoalTarget;
  /** `every: deck`: the goal holds for each value of this parameter on its own (a mean, spread or order per deck). */
  every?: string;
  /** `order:` (metric `order`): success ranked between groups or along a parameter's values. */
  order?: OrderGoal;
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

function trialsOf(v: unknown, file: string, line: number): number {
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
    throw new HanteiError('study', msg('study.name', { name: JSON.stringify(name) }), { file, ...where, hint: msg('study.nameHint') });
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
  // a long file is parsed with Ctrl-C's default action: it ends the process at once (core/blocking.ts)
  return whileParsing(text.length, () => studyOfText(file, text));
}

/**
 * A study from its text, read as `loadStudy` reads a file (paths relative to `file`'s folder).
 *
 * @example
 * const study = studyFromText('/work/my-study.yaml', text);
 */
export function studyFromText(file: string, text: string): Study {
  return whileParsing(text.length, () => studyOfText(file, text));
}

function studyOfText(file: string, text: string): Study {
  const { LineCounter, parseDocument } = yaml();
  const lc = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const pos = lc.linePos(doc.errors[0].pos[0]);
    throw new HanteiError('yaml', msg('study.yamlSyntax', { why: verbatim(doc.errors[0].message.split('\n')[0]) }), {
      file,
      line: pos.line,
      column: pos.col,
    });
  }
  if (!isMap(doc.contents)) throw new HanteiError('study', msg('study.notMap'), { file, line: 1 });
  const at = new Places(lc);
  // aliases expanded within bounds, unsafe keys refused (with their line and column)
  const root = yamlData(doc, 'study', file, lc) as Record<string, unknown>;
  for (const k of Object.keys(root))
    if (!STUDY_KEYS.includes(k))
      throw new HanteiError('study', msg('study.unknownKey', { k }), {
        file,
        ...at.key(doc.contents, k),
        hint: unknownNameHint(k, STUDY_KEYS),
      });
  const base = dirname(file);
  const rel = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const analysesNode = doc.contents.get('analyses', true);
  if (!isSeq(analysesNode) || analysesNode.items.length === 0)
    throw new HanteiError('study', msg('study.noAnalyses'), { file, hint: msg('study.noAnalysesHint') });
  const lineOf = (n: unknown) => at.of(n).line ?? 0;
  const defaults = {
    seed: String(root.seed ?? '1'),
    trials: root.trials === undefined ? 1_000_000 : trialsOf(root.trials, file, at.key(doc.contents, 'trials').line ?? 1),
  };
  const names = new Set<string>();
  const paramNames = new Map<string, readonly ParamNames[]>();
  const analyses = analysesNode.items.map((item, i): StudyAnalysis => {
    const line = lineOf(item);
    const a = (root.analyses as unknown[])[i] as Record<string, unknown>;
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
    let system = String(a.system ?? '');
    if (isRulePath(system)) {
      // a rule file, named from the study's folder: loaded (and registered) under its path from here
      installRuleFiles();
      system = ruleIdFrom(base, system);
      getSystem(system);
    }
    const sys = SYSTEMS.find((s) => s.id === system);
    if (!sys)
      throw new HanteiError('study', msg('study.unknownSystem', { label, system }), {
        file,
        ...at.key(item, 'system'),
        hint: msg('choice.useOneOf', { list: SYSTEMS.map((s) => s.id).join(', ') }),
      });
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
    if (names.has(name)) throw new HanteiError('study', msg('study.twoNamed', { name }), { file, line, hint: msg('study.twoNamedHint') });
    names.add(name);
    const scenario = a.scenario === undefined ? undefined : String(a.scenario);
    if (scenario !== undefined && !scenarioSpecs()[scenario]?.[system]) {
      const have = Object.entries(scenarioSpecs())
        .filter(([, bySystem]) => system in bySystem)
        .map(([n]) => n);
      throw new HanteiError('study', msg('study.noScenario', { label, system, scenario: String(scenario) }), {
        file,
        ...at.key(item, 'scenario'),
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
          { file, ...at.key(item, k), hint: msg('study.remove', { k }) },
        );
    }
    const paramsNode = isMap(item) ? item.get('params', true) : undefined;
    const rawParams = a.params ?? {};
    if (typeof rawParams !== 'object' || rawParams === null || Array.isArray(rawParams))
      throw new HanteiError('study', msg('study.paramsMap', { label }), { file, ...at.key(item, 'params') });
    const failParam = (k: string, problem: Text, hint: Text): never => {
      throw new HanteiError(
        'study',
        msg('study.paramProblem', { label, problem, what: scenario ? `${system} ${scenario}` : checksOf(system) }),
        { file, ...at.key(paramsNode as YamlNode, k), hint },
      );
    };
    let params: Record<string, unknown>;
    if (scenario) {
      params = normaliseScenarioParams(scenario, system, rawParams as Record<string, unknown>, failParam);
    } else {
      paramNames.set(name, sys.params);
      params = normaliseParams(rawParams as Record<string, unknown>, sys.params, { to: 'name', what: checksOf(system), fail: failParam });
    }
    if (params.deck !== undefined)
      params.deck = (Array.isArray(params.deck) ? params.deck : String(params.deck).split(',')).map((d) => rel(String(d).trim()));
    // scenario options take one deck each (--deck, --vs)
    if (scenario && Array.isArray(params.deck)) params.deck = params.deck[0];
    if (params.vs !== undefined) params.vs = rel(String(params.vs));
    const ruleset = a.ruleset === undefined ? undefined : String(a.ruleset);
    let vary: Record<string, unknown> | undefined;
    if (a.vary !== undefined) {
      if (typeof a.vary !== 'object' || a.vary === null || Array.isArray(a.vary) || Object.keys(a.vary).length === 0)
        throw new HanteiError('study', msg('study.varyMap', { label }), {
          file,
          ...at.key(item, 'vary'),
          hint: msg('study.varyMapHint'),
        });
      vary = a.vary as Record<string, unknown>;
      // expectations may pick cells by a varied key's value
      const known = paramNames.get(name);
      if (known) paramNames.set(name, [...known, ...Object.keys(vary).map((k) => ({ name: k, flag: k }))]);
    }
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
      ruleset: ruleset && /\.(ya?ml|json)$/i.test(ruleset) ? rel(ruleset) : ruleset,
      method: scenario ? 'monte-carlo' : method,
      scenario,
      trials: a.trials === undefined ? defaults.trials : trialsOf(a.trials, file, at.key(item, 'trials').line ?? line),
      seed: String(a.seed ?? defaults.seed),
      params,
      cards: Array.isArray(a.cards) ? a.cards.map((c) => rel(String(c))) : typeof a.cards === 'string' ? [rel(a.cards)] : undefined,
      critical: Array.isArray(a.critical)
        ? a.critical.map(String)
        : typeof a.critical === 'string'
          ? a.critical.split(',').map((s) => s.trim())
          : undefined,
      vary,
      difficultyTable,
      line,
    };
  });
  const expectNode = doc.contents.get('expect', true);
  const expect: Expectation[] = [];
  if (expectNode !== undefined) {
    if (!isSeq(expectNode)) throw new HanteiError('study', msg('study.expectList'), { file, line: lineOf(expectNode) });
    const byName = new Map(analyses.map((a) => [a.name, a]));
    expectNode.items.forEach((item, i) => expect.push(parseExpectation((root.expect as unknown[])[i], file, item, at, byName, paramNames)));
  }
  if (root.lang !== undefined && root.lang !== 'en' && root.lang !== 'ja')
    throw new HanteiError('study', msg('study.lang', { v: String(JSON.stringify(root.lang)) }), { file, ...at.key(doc.contents, 'lang') });
  const lang = root.lang === 'ja' ? 'ja' : 'en';
  const studyName = checkStudyName(String(root.name ?? 'study'), file, at.key(doc.contents, 'name'));
  return { file, name: studyName, title: String(root.title ?? root.name ?? 'hantei report'), lang, analyses, expect };
}

/**
 * `difficultyTable: { targets: {easy: 0.8, …} | "easy=0.8,…", across: decks,
 * pick: mean | worst | median, tolerance: 0.1 }` on a check analysis: the
 * report's summary shows one value of the tuned parameter per row and target
 * for the whole table, picked among the analysis's own values.
 */
function tableSpec(
  raw: unknown,
  system: RuleSystem<unknown, CompiledCheck>,
  scenario: string | undefined,
  fail: (problem: string, hint?: Text) => never,
): NonNullable<StudyAnalysis['difficultyTable']> {
  if (scenario) fail(`applies to check analyses, not the ${scenario} scenario`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    fail('must be a map', 'e.g. difficultyTable: { targets: { easy: 0.8, normal: 0.5, hard: 0.2 }, across: decks }');
  const t = raw as Record<string, unknown>;
  for (const k of Object.keys(t))
    if (!['targets', 'across', 'pick', 'tolerance'].includes(k))
      fail(`unknown key "${k}"`, unknownNameHint(k, ['targets', 'across', 'pick', 'tolerance']));
  const targets: Record<string, number> = {};
  const given =
    typeof t.targets === 'string' ? Object.fromEntries(t.targets.split(',').map((x) => x.split('=').map((y) => y.trim()))) : t.targets;
  if (typeof given !== 'object' || given === null || Object.keys(given).length === 0)
    fail('needs targets', 'e.g. targets: { easy: 0.8, normal: 0.5, hard: 0.2 }');
  for (const [k, v] of Object.entries(given as Record<string, unknown>)) {
    const n = typeof v === 'string' && v.endsWith('%') ? Number(v.slice(0, -1)) / 100 : Number(v);
    if (!(Number.isFinite(n) && n >= 0 && n <= 1)) fail(`target "${k}" must be a rate from 0 to 1, got ${JSON.stringify(v)}`);
    targets[k] = n;
  }
  const hasDecks = system.params.some((p) => p.kind === 'deck-list');
  const acrossText = String(t.across ?? (hasDecks ? 'decks' : ''));
  const across = system.params.find((p) => p.name === (acrossText === 'decks' ? 'deck' : camelCase(acrossText)) || p.flag === acrossText);
  if (!across || across.name === system.tune || across.kind === 'flag' || across.kind === 'int') {
    fail(
      `across: ${JSON.stringify(t.across ?? '')} is not a grid parameter of ${system.id}`,
      `use one of: ${system.params
        .filter((p) => p.name !== system.tune && p.kind !== 'flag' && p.kind !== 'int')
        .map((p) => (p.name === 'deck' ? 'decks' : p.name))
        .join(', ')}`,
    );
  }
  const pick = String(t.pick ?? 'mean');
  if (pick !== 'mean' && pick !== 'worst' && pick !== 'median') fail(`pick must be mean, worst or median, got ${JSON.stringify(t.pick)}`);
  const tolerance = t.tolerance === undefined ? 0.1 : Number(t.tolerance);
  if (!(Number.isFinite(tolerance) && tolerance >= 0 && tolerance <= 1))
    fail(`tolerance must be a rate from 0 to 1, got ${JSON.stringify(t.tolerance)}`);
  return { targets, across: across!.name, pick: pick as 'mean', tolerance };
}

const EXPECT_KEYS = [
  'analysis',
  'where',
  'check',
  'success',
  'outcome',
  'difficulty',
  'mean',
  'spread',
  'value',
  'order',
  'gap',
  'every',
  'min',
  'max',
  'note',
];

/**
 * An expectation: `analysis`, `where` (params that pick cells; every picked
 * cell must pass), and one bound: `success: {min, max}`, `outcome: NAME` with
 * `min`/`max`, `difficulty: {target, min, max}` (the tuned difficulty for a
 * target success rate must lie within the bounds), `mean: {min, max}` or
 * `spread: {min, max}` (max − min) of the success rate over the cells picked,
 * or for a scenario `value: NAME` (aWins, allSucceed, …) with `min`/`max`.
 * Systems with decks (mtg): `check: on-colour | off-colour | allied | enemy |
 * colourless` picks the cells by how the check's colour relates to each deck's colours.
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
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new HanteiError('study', 'an expectation must be a map', { file, line });
  const e = raw as Record<string, unknown>;
  for (const k of Object.keys(e))
    if (!EXPECT_KEYS.includes(k))
      throw new HanteiError('study', msg('study.expectUnknownKey', { k }), {
        file,
        ...at.key(node, k),
        hint: unknownNameHint(k, EXPECT_KEYS),
      });
  const analysis = String(e.analysis ?? '');
  const target = analyses.get(analysis);
  if (!target)
    throw new HanteiError('study', msg('study.noSuchAnalysis', { name: analysis }), {
      file,
      ...at.key(node, 'analysis'),
      hint: unknownNameHint(analysis, [...analyses.keys()]),
    });
  const whereNode = isMap(node) ? node.get('where', true) : undefined;
  const rawWhere = e.where ?? {};
  if (typeof rawWhere !== 'object' || rawWhere === null || Array.isArray(rawWhere))
    throw new HanteiError('study', 'where: must be a map of parameter names to values', { file, ...at.key(node, 'where') });
  let where: Record<string, unknown> = {};
  const known = paramNames.get(analysis);
  if (target.scenario) {
    if (Object.keys(rawWhere).length > 0)
      throw new HanteiError('study', `expectation on scenario analysis "${analysis}": where: does not apply (a scenario has one result)`, {
        file,
        ...at.key(node, 'where'),
        hint: 'remove where:, or put the parameters in the analysis',
      });
  } else if (known) {
    where = normaliseParams(rawWhere as Record<string, unknown>, known, {
      to: 'name',
      what: checksOf(target.system),
      fail: (k, problem, hint) => {
        throw new HanteiError(
          'study',
          `expectation on "${analysis}": where: ${sayIn(problem, 'en').replace('unknown parameter', 'names unknown parameter')}`,
          { file, ...at.key(whereNode, k), hint },
        );
      },
    });
  }
  if (e.outcome !== undefined) {
    const categories = SYSTEMS.find((s) => s.id === target.system)?.categories ?? [];
    if (!categories.includes(String(e.outcome)))
      throw new HanteiError('study', `expectation on "${analysis}": ${target.system} has no outcome "${String(e.outcome)}"`, {
        file,
        ...at.key(node, 'outcome'),
        hint: unknownNameHint(String(e.outcome), categories),
      });
  }
  let relation: CheckRelation | undefined;
  if (e.check !== undefined) {
    relation = RELATION_SPELLINGS[String(e.check)];
    if (!relation)
      throw new HanteiError(
        'study',
        `expectation on "${analysis}": check: must be one of ${CHECK_RELATIONS.join(', ')}, got ${JSON.stringify(e.check)}`,
        { file, ...at.key(node, 'check'), hint: 'to pick one check type, put it in where: { check: green }' },
      );
    if (!SYSTEMS.find((s) => s.id === target.system)?.decks || target.scenario)
      throw new HanteiError(
        'study',
        `expectation on "${analysis}": check: ${relation} relates a deck's colours to a check's, so it applies to ${deckSystemNames()} check analyses`,
        { file, ...at.key(node, 'check'), hint: 'remove check:, or use where: to pick cells' },
      );
    if ('check' in where)
      throw new HanteiError('study', `expectation on "${analysis}": check: ${relation} and where: { check: … } together`, {
        file,
        ...at.key(node, 'check'),
        hint: 'keep one of them',
      });
  }
  if (e.value !== undefined && !target.scenario)
    throw new HanteiError(
      'study',
      `expectation on "${analysis}": value: applies to scenario analyses; use success:, outcome: or difficulty:`,
      { file, ...at.key(node, 'value') },
    );
  if (
    target.scenario &&
    (e.success !== undefined || e.outcome !== undefined || e.difficulty !== undefined || e.mean !== undefined || e.spread !== undefined)
  )
    throw new HanteiError('study', `expectation on scenario analysis "${analysis}": use value: NAME with min/max`, { file, line });
  // where a bound sits in the file: `success: { max: 5 }` → success.max's line and column
  const placeOf = (what: string) => {
    const [k, sub] = what.split('.');
    const inner = isMap(node) ? node.get(k, true) : undefined;
    return sub && isMap(inner) ? at.key(inner, sub) : at.key(node, k);
  };
  const num = (v: unknown, what: string): number | undefined => {
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      const percent = typeof v === 'string' ? /^\s*(-?[\d.]+)\s*%\s*$/.exec(v) : null;
      throw new HanteiError('study', msg('study.notNumber', { what, v: JSON.stringify(v) ?? String(v) }), {
        file,
        line,
        ...placeOf(what),
        hint: percent ? msg('study.rateFraction', { x: Number(percent[1]) / 100, p: percent[1] }) : undefined,
      });
    }
    return v;
  };
  /** A bound on a rate (success, an outcome's share, a scenario probability) lies in [0, 1]; `max: 5` meant 5%. */
  const rate = (v: number | undefined, what: string): number | undefined => {
    if (v === undefined || (v >= 0 && v <= 1)) return v;
    throw new HanteiError('study', msg('study.rate', { what, v }), {
      file,
      line,
      ...placeOf(what),
      hint: v > 1 && v <= 100 ? msg('study.rateFraction', { x: Number((v / 100).toPrecision(12)), p: v }) : msg('study.rateHint'),
    });
  };
  let metric: string;
  let min: number | undefined;
  let max: number | undefined;
  let goalTarget: GoalTarget | undefined;
  let order: OrderGoal | undefined;
  const given = ['success', 'outcome', 'difficulty', 'mean', 'spread', 'value', 'order'].filter((k) => e[k] !== undefined);
  if (given.length > 1)
    throw new HanteiError('study', `an expectation bounds one thing; this one has ${given.join(' and ')}`, {
      file,
      line,
      hint: 'write one expectation for each',
    });
  const failAt =
    (what: string) =>
    (problem: Text, hint?: Text): never => {
      throw new HanteiError('study', problem, { file, line, ...at.key(node, what), hint });
    };
  // the designer's forms: [0.45, 0.75], 0.60 ± 0.01, { target, tolerance }
  const otherForm = (v: unknown, what: string): boolean => {
    const b = readBounds(v, what, failAt(what));
    if (!b) return false;
    ({ min, max, target: goalTarget } = b);
    return true;
  };
  const boundsOf = (v: unknown, what: string): void => {
    if (otherForm(v, what)) return;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      throw new HanteiError('study', `${what}: must be a map with min, max or both`, {
        file,
        ...at.key(node, what),
        hint: `e.g. ${what}: { min: 0.6, max: 0.7 }`,
      });
    const b = v as Record<string, unknown>;
    for (const k of Object.keys(b))
      if (k !== 'min' && k !== 'max')
        throw new HanteiError('study', `unknown key "${k}" in ${what}:`, { file, ...at.key(node, what), hint: 'use min and max' });
    min = num(b.min, `${what}.min`);
    max = num(b.max, `${what}.max`);
  };
  if (e.mean !== undefined || e.spread !== undefined) {
    metric = e.mean !== undefined ? 'mean' : 'spread';
    boundsOf(e[metric], metric);
  } else if (e.order !== undefined) {
    if (target.scenario) failAt('order')(msg('goal.orderScenario', { name: analysis }), msg('goal.orderHint'));
    metric = 'order';
    order = readOrder(e.order, e.gap, {
      relationOf: (s) => RELATION_SPELLINGS[s],
      where: (raw) => {
        const known = paramNames.get(analysis);
        if (!known) return raw;
        return normaliseParams(raw, known, {
          to: 'name',
          what: checksOf(target.system),
          fail: (_k, problem, hint) => failAt('order')(problem, hint),
        });
      },
      params: (paramNames.get(analysis) ?? []).map((p) => p.name),
      hasRelations: Boolean(SYSTEMS.find((s) => s.id === target.system)?.decks),
      fail: failAt('order'),
    });
  } else if (e.success !== undefined && otherForm(e.success, 'success')) {
    metric = 'success';
    min = rate(min, 'success.min');
    max = rate(max, 'success.max');
  } else if (e.success !== undefined) {
    const b = e.success as Record<string, unknown>;
    if (typeof b !== 'object' || b === null || Array.isArray(b))
      throw new HanteiError('study', `success: must be a map like { min: 0.5 }, got ${JSON.stringify(e.success)}`, {
        file,
        ...at.key(node, 'success'),
      });
    for (const k of Object.keys(b))
      if (k !== 'min' && k !== 'max')
        throw new HanteiError('study', `unknown key "success.${k}" in an expectation`, {
          file,
          ...placeOf(`success.${k}`),
          hint: unknownNameHint(k, ['min', 'max']),
        });
    metric = 'success';
    min = rate(num(b.min, 'success.min'), 'success.min');
    max = rate(num(b.max, 'success.max'), 'success.max');
  } else if (e.outcome !== undefined) {
    metric = `outcome:${String(e.outcome)}`;
    min = rate(num(e.min, 'min'), 'min');
    max = rate(num(e.max, 'max'), 'max');
  } else if (e.value !== undefined) {
    metric = `value:${String(e.value)}`;
    // headline values are probabilities, except the means (meanSuccesses …)
    const isRate = !String(e.value).startsWith('mean');
    min = isRate ? rate(num(e.min, 'min'), 'min') : num(e.min, 'min');
    max = isRate ? rate(num(e.max, 'max'), 'max') : num(e.max, 'max');
  } else if (e.difficulty !== undefined) {
    const b = e.difficulty as Record<string, unknown>;
    if (typeof b !== 'object' || b === null || Array.isArray(b))
      throw new HanteiError(
        'study',
        `difficulty: must be a map like { target: 0.5, min: 2, max: 4 }, got ${JSON.stringify(e.difficulty)}`,
        { file, ...at.key(node, 'difficulty') },
      );
    for (const k of Object.keys(b))
      if (!['target', 'min', 'max'].includes(k))
        throw new HanteiError('study', `unknown key "difficulty.${k}" in an expectation`, {
          file,
          ...placeOf(`difficulty.${k}`),
          hint: unknownNameHint(k, ['target', 'min', 'max']),
        });
    const target = num(b.target, 'difficulty.target');
    if (target === undefined || target < 0 || target > 1)
      throw new HanteiError('study', 'difficulty.target must be a success rate from 0 to 1', { file, line });
    metric = `difficulty:${target}`;
    min = num(b.min, 'difficulty.min');
    max = num(b.max, 'difficulty.max');
  } else {
    throw new HanteiError('study', 'an expectation needs success:, outcome:, difficulty:, mean:, spread: or (for a scenario) value:', {
      file,
      line,
      hint: 'e.g. success: { min: 0.5 }, mean: { min: 0.6, max: 0.7 }, or value: aWins with min: 0.5',
    });
  }
  if ((e.success !== undefined || e.difficulty !== undefined) && (e.min !== undefined || e.max !== undefined)) {
    const inside = e.success !== undefined ? 'success' : 'difficulty';
    throw new HanteiError('study', `${e.min !== undefined ? 'min' : 'max'}: beside ${inside}: is never read`, {
      file,
      ...at.key(node, e.min !== undefined ? 'min' : 'max'),
      hint: `put the bounds inside it: ${inside}: { min: …, max: … }`,
    });
  }
  if (e.gap !== undefined && e.order === undefined) failAt('gap')(msg('goal.gapWithoutOrder'), msg('goal.orderHint'));
  let every: string | undefined;
  if (e.every !== undefined) {
    const names = (paramNames.get(analysis) ?? []).map((p) => p.name);
    const flagged = (paramNames.get(analysis) ?? []).find((p) => p.flag === String(e.every) || p.name === String(e.every));
    if (target.scenario || !flagged)
      failAt('every')(msg('goal.every', { k: String(e.every), list: names.join(', ') || '—' }), msg('goal.everyHint'));
    every = flagged!.name;
  }
  if (metric !== 'order' && min === undefined && max === undefined)
    throw new HanteiError('study', 'an expectation needs min, max or both', { file, line });
  if (min !== undefined && max !== undefined && min > max) {
    const prefix = e.success !== undefined ? 'success.' : e.difficulty !== undefined ? 'difficulty.' : '';
    throw new HanteiError('study', msg('study.minAboveMax', { prefix, min, max }), {
      file,
      line,
      ...placeOf(`${prefix}min`),
      hint: msg('study.swap'),
    });
  }
  return {
    analysis,
    where,
    ...(relation ? { relation } : {}),
    metric,
    min,
    max,
    ...(goalTarget ? { target: goalTarget } : {}),
    ...(every ? { every } : {}),
    ...(order ? { order } : {}),
    note: e.note === undefined ? undefined : String(e.note),
    line,
  };
}
