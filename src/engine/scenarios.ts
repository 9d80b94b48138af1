import { HanteiError } from '../core/errors.js';
import { paramLabel } from '../core/names.js';
import { parseChoiceList } from '../core/grid.js';
import { type ResultsDocument, type ScenarioResult, scenarioDocument } from '../core/results.js';
import { d6ChainTables } from '../systems/d6chain/index.js';
import type { D6ChainRuleset } from '../systems/d6chain/ruleset.js';
import { combatLength, compileCombat, parseCombatSteps, summariseCombat } from '../systems/d6chain/scenario.js';
import { getSystem } from '../systems/index.js';
import { BOOST_POLICIES, type BoostPolicy } from '../systems/mtg/compile.js';
import type { MtgRuleset } from '../systems/mtg/ruleset.js';
import { OPPOSED_BOOST_POLICIES, type OpposedBoostPolicy, compileOpposed, compileTurn, opposedLength, parseTurnChecks, summariseOpposed, summariseTurn, turnLength } from '../systems/mtg/scenario.js';
import type { TwoD6Ruleset } from '../systems/twod6/ruleset.js';
import { CONVERT_POLICIES, type ConvertPolicy } from '../systems/twod6/rules.js';
import {
  OPPOSED_LENGTH, SPEND_POLICIES, type SpendPolicy, compileTwoD6Opposed, compileTwoD6Session, parseSessionChecks,
  sessionLength, summariseTwoD6Opposed, summariseTwoD6Session, twoD6OpposedExact,
} from '../systems/twod6/scenario.js';
import { runInfo } from './analyse.js';
import { type ParamFailure, namesOfFlags, normaliseParams } from './params.js';
import { SCENARIO_CHUNK } from './plan.js';
import type { SimulateOptions } from './simulate-options.js';
import { loadDecks, loadRuleset } from './request.js';

/*
 * The stateful scenarios, prepared from option values named as on the command
 * line (`deck`, `vs`, `vs-check`, …) so the CLI and study files share them.
 */

export type ScenarioOptions = Readonly<Record<string, unknown>>;

/** A scenario ready to simulate: its kernel, compiled data and how to summarise the counts. */
export interface ScenarioRun {
  system: string;
  kernel: string;
  rulesetName: string;
  rules: unknown;
  params: Record<string, unknown>;
  compiled: unknown;
  length: number;
  summarise: (acc: Float64Array) => ScenarioResult;
}

/** A whole-number option, with a clear message when it is not one. */
export function intOption(v: unknown, flag: string, min = -1e9): number {
  const n = Number(v);
  if (v === undefined || v === '' || !Number.isInteger(n) || n < min) throw new HanteiError('range', `${paramLabel(flag)} must be a whole number${min > -1e9 ? ` ≥ ${min}` : ''}, got "${String(v)}"`);
  return n;
}

function choice<T extends string>(v: unknown, flag: string, allowed: readonly T[], fallback: T): T {
  return v === undefined ? fallback : (parseChoiceList(String(v), flag, allowed)[0] as T);
}

function required(o: ScenarioOptions, key: string, what: string): string {
  if (o[key] === undefined || o[key] === '') throw new HanteiError('usage', `missing ${paramLabel(key)}`, { hint: what });
  return String(o[key]);
}

const cardsOf = (o: ScenarioOptions) => (o.cards === undefined ? undefined : (Array.isArray(o.cards) ? o.cards : [o.cards]).map(String));

/** 対決判定: both check, higher degree wins, ties check again with new cards. */
export function prepareMtgOpposed(o: ScenarioOptions): ScenarioRun {
  const { name, rules } = loadRuleset(getSystem('mtg'), o.ruleset as string | undefined, 'opposed');
  const r = rules as MtgRuleset;
  const decks = [...loadDecks([required(o, 'deck', "side A's deck"), required(o, 'vs', "side B's deck")], { cards: cardsOf(o) }).values()];
  const checkName = (v: unknown, flag: string) => parseChoiceList(String(v ?? ''), flag, Object.keys(r.checkTypes), r.aliases)[0];
  const checkA = checkName(required(o, 'check', "side A's check type"), 'check');
  const checkB = o['vs-check'] ? checkName(o['vs-check'], 'vs-check') : checkA;
  const diffA = intOption(o.difficulty ?? 0, 'difficulty');
  const diffB = o['vs-difficulty'] !== undefined ? intOption(o['vs-difficulty'], 'vs-difficulty') : diffA;
  const boost = { a: choice<OpposedBoostPolicy>(o.boost, 'boost', OPPOSED_BOOST_POLICIES, 'never'), b: choice<OpposedBoostPolicy>(o['vs-boost'], 'vs-boost', OPPOSED_BOOST_POLICIES, 'never') };
  const compiled = compileOpposed(decks[0], checkA, diffA, decks[1], checkB, diffB, r, boost);
  // boost keys only when used: the params are part of the seed, so runs without boost keep their numbers
  const params = { deck: decks[0].id, check: checkA, difficulty: diffA, vsDeck: decks[1].id, vsCheck: checkB, vsDifficulty: diffB, ...(boost.a !== 'never' ? { boost: boost.a } : {}), ...(boost.b !== 'never' ? { vsBoost: boost.b } : {}) };
  return { system: 'mtg', kernel: 'opposed', rulesetName: name, rules, params, compiled, length: opposedLength(compiled), summarise: (acc) => summariseOpposed(params, compiled, acc) };
}

/** A turn or scene: checks in order on one library, cards carried across checks. */
export function prepareMtgTurn(o: ScenarioOptions): ScenarioRun {
  const { name, rules } = loadRuleset(getSystem('mtg'), o.ruleset as string | undefined, 'turn');
  const r = rules as MtgRuleset;
  const critical = o.critical ? String(o.critical).split(',').map((s) => s.trim()).filter(Boolean) : undefined;
  const [deck] = [...loadDecks([required(o, 'deck', 'the deck file')], { cards: cardsOf(o), critical }).values()];
  const checksText = required(o, 'checks', 'checks in order, e.g. "green:2,red:1/blue:3"');
  const checks = parseTurnChecks(checksText, r);
  const opts = { boost: choice<BoostPolicy>(o.boost, 'boost', BOOST_POLICIES, 'never'), hand: intOption(o.hand ?? 0, 'hand', 0), known: intOption(o.known ?? 0, 'known', 0) };
  const size = deck.entries.reduce((n, e) => n + e.count, 0);
  // v1's fully-known-library rule (the GM exiles cards, target and achievement may swap) is modelled for single checks only
  if (opts.known >= size) throw new HanteiError('range', `${paramLabel('known')} ${opts.known} is the whole library (${size} cards): the fully-known-library rule is modelled for single checks, not turns`, { hint: 'use exact or simulate with --gm-exile N, or a smaller --known here' });
  const compiled = compileTurn(deck, r, checks, opts);
  const params = { deck: deck.id, checks: checksText, ...opts };
  return { system: 'mtg', kernel: 'turn', rulesetName: name, rules, params, compiled, length: turnLength(compiled), summarise: (acc) => summariseTurn(params, checks, acc) };
}

/** 対決 (2d6): action vs reaction, with the exact P(action wins) beside the simulation. */
export function prepareTwoD6Opposed(o: ScenarioOptions): ScenarioRun {
  const { name, rules } = loadRuleset(getSystem('2d6'), o.ruleset as string | undefined, 'opposed');
  const action = { ability: intOption(required(o, 'ability', "the action side's judgement value"), 'ability'), modifier: intOption(o.modifier ?? 0, 'modifier'), courageDie: o['courage-die'] === true };
  const reaction = { ability: intOption(required(o, 'vs-ability', "the reaction side's judgement value"), 'vs-ability'), modifier: intOption(o['vs-modifier'] ?? 0, 'vs-modifier'), courageDie: o['vs-courage-die'] === true };
  const rolls = o['vs-cannot-roll'] !== true;
  const compiled = compileTwoD6Opposed(rules as TwoD6Ruleset, action, reaction, rolls);
  const params = { ability: action.ability, modifier: action.modifier, courageDie: action.courageDie, vsAbility: reaction.ability, vsModifier: reaction.modifier, vsCourageDie: reaction.courageDie, vsCanRoll: rolls };
  const exact = twoD6OpposedExact(compiled);
  return { system: '2d6', kernel: 'opposed', rulesetName: name, rules, params, compiled, length: OPPOSED_LENGTH, summarise: (acc) => summariseTwoD6Opposed(params, acc, exact) };
}

/** A 2d6 session: checks in order with courage carried across them. */
export function prepareTwoD6Session(o: ScenarioOptions): ScenarioRun {
  const { name, rules } = loadRuleset(getSystem('2d6'), o.ruleset as string | undefined, 'session');
  const checks = parseSessionChecks(required(o, 'checks', 'checks in order, ability:modifier:difficulty, e.g. "3:0:8,2:1:7"'));
  const courage = intOption(o.courage ?? 0, 'courage', 0);
  const spend = choice<SpendPolicy>(o.spend, 'spend', SPEND_POLICIES, 'never');
  const convert = choice<ConvertPolicy>(o.convert, 'convert', CONVERT_POLICIES, 'never');
  const compiled = compileTwoD6Session(rules as TwoD6Ruleset, checks, courage, spend, convert);
  const params = { checks: String(o.checks), courage, spend, convert };
  return { system: '2d6', kernel: 'session', rulesetName: name, rules, params, compiled, length: sessionLength(compiled), summarise: (acc) => summariseTwoD6Session(params, checks, compiled, acc) };
}

/** d6chain combat: step checks over turns, continuing after failures. */
export function prepareD6ChainCombat(o: ScenarioOptions): ScenarioRun {
  const { name, rules } = loadRuleset(getSystem('d6chain'), o.ruleset as string | undefined, 'combat');
  const r = rules as D6ChainRuleset;
  const stepsText = required(o, 'steps', 'step checks, name:dice:plan:judgement:target, e.g. "setup:1:2:1:normal"');
  const steps = parseCombatSteps(stepsText, r);
  const turns = intOption(o.turns ?? 1, 'turns', 1);
  const compiled = compileCombat(d6ChainTables(r), steps, turns, r);
  const params = { steps: stepsText, turns };
  return { system: 'd6chain', kernel: 'combat', rulesetName: name, rules, params, compiled, length: combatLength(compiled), summarise: (acc) => summariseCombat(params, steps, turns, acc) };
}

/**
 * The options each scenario reads, as the command line spells them (the CLI
 * declares the same set; test/cli/scenario-options.test.ts holds them equal).
 * Study files give them in analysis `params`, in either spelling.
 */
export const SCENARIO_OPTION_NAMES = {
  opposed: {
    mtg: ['deck', 'vs', 'check', 'vs-check', 'difficulty', 'vs-difficulty', 'boost', 'vs-boost', 'ruleset', 'cards'],
    '2d6': ['ability', 'modifier', 'courage-die', 'vs-ability', 'vs-modifier', 'vs-courage-die', 'vs-cannot-roll', 'ruleset'],
  },
  turn: { mtg: ['deck', 'checks', 'boost', 'hand', 'known', 'ruleset', 'cards', 'critical'] },
  session: { '2d6': ['checks', 'courage', 'spend', 'convert', 'ruleset'] },
  combat: { d6chain: ['steps', 'turns', 'ruleset'] },
} as const;

/** The same, as generic code looks them up by a scenario and system known at run time. */
export const SCENARIO_OPTIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = SCENARIO_OPTION_NAMES;

/** Options a study gives at the analysis level, not in params. */
const ANALYSIS_LEVEL = ['ruleset', 'cards', 'critical'];

/**
 * A scenario's params, keys renamed to the command line's spelling
 * (`vsCheck` → `vs-check`; engine/params.ts). An unknown key calls `fail`
 * (default: throws) with the closest names. Studies give `ruleset`, `cards`
 * and `critical` beside `system:` (refused in params); the library accepts
 * them in params (`analysisLevel: 'accept'`).
 */
export function normaliseScenarioParams(
  scenario: string,
  system: string,
  params: Readonly<Record<string, unknown>>,
  fail?: ParamFailure,
  analysisLevel: 'accept' | 'refuse' = 'refuse',
): Record<string, unknown> {
  const known = SCENARIO_OPTIONS[scenario]?.[system] ?? [];
  const inParams = known.filter((k) => !ANALYSIS_LEVEL.includes(k));
  const atLevel = known.filter((k) => ANALYSIS_LEVEL.includes(k));
  return normaliseParams(params, namesOfFlags(inParams), {
    to: 'flag',
    what: `${system} ${scenario}`,
    fail,
    ...(analysisLevel === 'accept'
      ? { extra: atLevel }
      : { refuse: Object.fromEntries(ANALYSIS_LEVEL.map((k) => [k, { problem: `"${k}" belongs to the analysis, not its params`, hint: `move "${k}:" up beside "system:"` }])) }),
  });
}

/** Scenario → system → how to prepare it. */
export const SCENARIOS: Readonly<Record<string, Readonly<Record<string, (o: ScenarioOptions) => ScenarioRun>>>> = {
  opposed: { mtg: prepareMtgOpposed, '2d6': prepareTwoD6Opposed },
  turn: { mtg: prepareMtgTurn },
  session: { '2d6': prepareTwoD6Session },
  combat: { d6chain: prepareD6ChainCombat },
};

/** Run one scenario kernel on the pool and return its summed accumulator. */
export async function runScenario(system: string, kernel: string, key: string, compiled: unknown, length: number, trials: number, sim: SimulateOptions): Promise<Float64Array> {
  // the pool (piscina) loads with the first simulation, not with the library
  const { simulateJobs } = await import('./pool.js');
  const [acc] = await simulateJobs([{ key, system, kernel, compiled, trials, length, chunkSize: SCENARIO_CHUNK }], sim);
  return acc;
}

/** Simulate a prepared scenario into a results document. */
export async function simulateScenarioDocument(run: ScenarioRun, trials: number, sim: SimulateOptions): Promise<ResultsDocument> {
  const started = Date.now();
  const acc = await runScenario(run.system, run.kernel, JSON.stringify(run.params), run.compiled, run.length, trials, sim);
  return scenarioDocument(run.system, run.rulesetName, run.rules, run.kernel, sim.seed, trials, runInfo(started, sim.threads), [run.summarise(acc)]);
}
