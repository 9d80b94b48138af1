import type { Argv } from 'yargs';
import { parseChoiceList } from '../core/grid.js';
import { loadDecks, loadRuleset } from '../engine/request.js';
import { BOOST_POLICIES, type BoostPolicy } from '../systems/mtg/compile.js';
import { mtg } from '../systems/mtg/index.js';
import type { MtgRuleset } from '../systems/mtg/ruleset.js';
import { compileOpposed, compileTurn, opposedLength, parseTurnChecks, summariseOpposed, summariseTurn, turnLength } from '../systems/mtg/scenario.js';
import type { CompiledCheck, RuleSystem } from '../systems/types.js';
import { type ScenarioArgs, intOption, simulateScenario } from './scenario-run.js';

const system = mtg as unknown as RuleSystem<unknown, CompiledCheck>;

function checkName(v: unknown, rules: MtgRuleset, flag: string): string {
  const [c] = parseChoiceList(String(v ?? ''), flag, Object.keys(rules.checkTypes), rules.aliases);
  return c;
}

const int = intOption;

export function mtgOpposedOptions(y: Argv): Argv {
  return y
    .option('deck', { type: 'string', demandOption: true, describe: 'side A\'s deck' })
    .option('vs', { type: 'string', demandOption: true, describe: 'side B\'s deck' })
    .option('check', { type: 'string', demandOption: true, describe: 'side A\'s check type' })
    .option('vs-check', { type: 'string', describe: 'side B\'s check type (default: the same)' })
    .option('difficulty', { type: 'string', default: '0', describe: 'side A\'s difficulty' })
    .option('vs-difficulty', { type: 'string', describe: 'side B\'s difficulty (default: the same)' })
    .option('ruleset', { type: 'string', describe: 'v1 | v2 | FILE (default v2)' })
    .option('cards', { type: 'string', array: true, describe: 'extra card data (JSON)' });
}

/** 対決判定: both check, higher degree wins, ties check again with new cards. */
export async function mtgOpposed(args: ScenarioArgs): Promise<void> {
  const { name, rules } = loadRuleset(system, args.ruleset as string | undefined);
  const r = rules as MtgRuleset;
  const decks = [...loadDecks([String(args.deck), String(args.vs)], { cards: args.cards as string[] | undefined }).values()];
  const checkA = checkName(args.check, r, 'check');
  const checkB = args['vs-check'] ? checkName(args['vs-check'], r, 'vs-check') : checkA;
  const diffA = int(args.difficulty, 'difficulty');
  const diffB = args['vs-difficulty'] !== undefined ? int(args['vs-difficulty'], 'vs-difficulty') : diffA;
  const compiled = compileOpposed(decks[0], checkA, diffA, decks[1], checkB, diffB, r);
  const params = { deck: decks[0].id, check: checkA, difficulty: diffA, vsDeck: decks[1].id, vsCheck: checkB, vsDifficulty: diffB };
  await simulateScenario({ system: 'mtg', kernel: 'opposed', rulesetName: name, rules, params, compiled, length: opposedLength(compiled), summarise: (acc) => summariseOpposed(params, compiled, acc) }, args);
}

export function mtgTurnOptions(y: Argv): Argv {
  return y
    .option('deck', { type: 'string', demandOption: true, describe: 'deck file' })
    .option('checks', { type: 'string', demandOption: true, describe: 'checks in order, "type:difficulty" by commas, turns split by "/": "green:2,red:1/blue:3"' })
    .option('boost', { choices: BOOST_POLICIES, default: 'never' as BoostPolicy, describe: 'boost policy (at most one boost a turn)' })
    .option('hand', { type: 'string', default: '0', describe: 'opening hand drawn before the first check' })
    .option('known', { type: 'string', default: '0', describe: 'top cards the player knows (set aside each check, put back on top)' })
    .option('ruleset', { type: 'string', describe: 'v1 | v2 | FILE (default v2)' })
    .option('cards', { type: 'string', array: true, describe: 'extra card data (JSON)' })
    .option('critical', { type: 'string', describe: 'names of critical cards, comma-separated' });
}

/** A turn or scene: checks in order on one library, cards carried across checks. */
export async function mtgTurn(args: ScenarioArgs): Promise<void> {
  const { name, rules } = loadRuleset(system, args.ruleset as string | undefined);
  const r = rules as MtgRuleset;
  const critical = args.critical ? String(args.critical).split(',').map((s) => s.trim()).filter(Boolean) : undefined;
  const [deck] = [...loadDecks([String(args.deck)], { cards: args.cards as string[] | undefined, critical }).values()];
  const checks = parseTurnChecks(String(args.checks), r);
  const opts = { boost: args.boost as BoostPolicy, hand: int(args.hand, 'hand', 0), known: int(args.known, 'known', 0) };
  const compiled = compileTurn(deck, r, checks, opts);
  const params = { deck: deck.id, checks: String(args.checks), ...opts };
  await simulateScenario({ system: 'mtg', kernel: 'turn', rulesetName: name, rules, params, compiled, length: turnLength(compiled), summarise: (acc) => summariseTurn(params, checks, acc) }, args);
}
