import { accLength } from '../src/core/accumulator.js';
import type { Cell } from '../src/core/grid.js';
import { loadDecks } from '../src/engine/request.js';
import { type ScenarioOptions, prepareScenario } from '../src/engine/scenarios.js';
import { getSystem } from '../src/systems/index.js';

/**
 * A bench case: a single-check cell of a system, or a scenario prepared from
 * its command-line options. `words`: the 32-bit draws a check takes at least
 * (half a word where two table indices share one), so that draws/s can be set
 * against the raw generator; absent where it varies with the cards.
 */
export type BenchCase =
  | { name: string; system: string; cell: Cell; decks?: string[]; words?: number }
  | {
      name: string;
      system: string;
      scenario: string;
      options: ScenarioOptions;
      /** Checks a trial makes (at least): the per-check rate is trials/s × checks. */
      checks: number;
      /** The single-check case (by name) whose rate a check inside this scenario is set against. */
      single: string;
    };

export interface PreparedCase {
  system: string;
  kernel: string;
  compiled: unknown;
  length: number;
  scenario: boolean;
}

/** Compile a case as a real run would (decks loaded from their files). */
export function prepareCase(c: BenchCase): PreparedCase {
  if ('scenario' in c) {
    const run = prepareScenario(c.scenario, c.system, c.options);
    return { system: run.system, kernel: run.kernel, compiled: run.compiled, length: run.length, scenario: true };
  }
  const system = getSystem(c.system);
  const decks = loadDecks(c.decks ?? [], {});
  const compiled = system.compile(c.cell, system.rulesets[system.defaultRuleset], { decks });
  return { system: c.system, kernel: 'check', compiled, length: accLength(compiled), scenario: false };
}

const mono = ['decks/mono-green.yaml'];

export const CHECK_CASES: BenchCase[] = [
  {
    name: 'mtg v2, 60 cards, boost never',
    system: 'mtg',
    decks: mono,
    cell: { deck: 'mono-green', check: 'green', difficulty: 4, boost: 'never', known: 0 },
    words: 2,
  },
  {
    name: 'mtg v2, 60 cards, boost on-fail',
    system: 'mtg',
    decks: mono,
    cell: { deck: 'mono-green', check: 'green', difficulty: 4, boost: 'on-fail', known: 0 },
  },
  {
    name: 'mtg v2, 60 cards, boost always',
    system: 'mtg',
    decks: mono,
    cell: { deck: 'mono-green', check: 'green', difficulty: 4, boost: 'always', known: 0 },
  },
  {
    name: '2d6, 2 dice, convert never',
    system: '2d6',
    cell: { ability: 3, modifier: 0, difficulty: 8, courageDie: false, convert: 'never' },
    words: 0.5,
  },
  {
    name: '2d6, courage die, convert when-safe',
    system: '2d6',
    cell: { ability: 3, modifier: 0, difficulty: 8, courageDie: true, convert: 'when-safe' },
    words: 0.5,
  },
  {
    name: 'drawsteel, medium, no reroll',
    system: 'drawsteel',
    cell: { characteristic: 2, skill: true, edges: 0, banes: 0, difficulty: 'medium', reroll: 'never' },
    words: 0.5,
  },
  {
    name: 'drawsteel, hard, hero-token reroll',
    system: 'drawsteel',
    cell: { characteristic: 0, skill: false, edges: 1, banes: 0, difficulty: 'hard', reroll: 'on-failure' },
  },
  { name: 'd6chain, 1 die', system: 'd6chain', cell: { dice: 1, plan: 2, judgement: 1, target: 6 }, words: 0.5 },
  { name: 'd6chain, 3 dice', system: 'd6chain', cell: { dice: 3, plan: 2, judgement: 1, target: 10 }, words: 1 },
  { name: 'd6chain, 12 dice', system: 'd6chain', cell: { dice: 12, plan: 0, judgement: 0, target: 40 }, words: 4 },
];

export const SCENARIO_CASES: BenchCase[] = [
  {
    name: 'mtg turn, 5 checks in 2 turns, on-fail',
    system: 'mtg',
    scenario: 'turn',
    options: { deck: 'decks/eldrazi.yaml', checks: 'blue:2,green:3,colorless:1/green:2,blue:4', boost: 'on-fail', hand: 7 },
    checks: 5,
    single: 'mtg v2, 60 cards, boost on-fail',
  },
  // a trial costs the cards it uses, not the library: this case guards that (it ran ~500 trials/s before)
  {
    name: 'mtg turn, 150,000-card library, on-fail',
    system: 'mtg',
    scenario: 'turn',
    options: { deck: 'bench/decks/big-150k.txt', checks: 'blue:2,green:3/green:2,blue:4', boost: 'on-fail', hand: 7 },
    checks: 4,
    single: 'mtg v2, 60 cards, boost on-fail',
  },
  {
    name: 'mtg opposed, mono-green vs uw-control',
    system: 'mtg',
    scenario: 'opposed',
    options: { deck: 'decks/mono-green.yaml', check: 'green', vs: 'decks/uw-control.txt', 'vs-check': 'blue', difficulty: 2 },
    checks: 2,
    single: 'mtg v2, 60 cards, boost never',
  },
  {
    name: '2d6 session, 3 checks, courage',
    system: '2d6',
    scenario: 'session',
    options: { checks: '3:0:8,2:1:7,4:0:10', courage: 1, spend: 'when-unlikely', convert: 'when-safe' },
    checks: 3,
    single: '2d6, courage die, convert when-safe',
  },
  {
    name: '2d6 opposed, courage dice',
    system: '2d6',
    scenario: 'opposed',
    options: { ability: 3, 'vs-ability': 2, 'courage-die': true, 'vs-courage-die': true },
    checks: 2,
    single: '2d6, courage die, convert when-safe',
  },
  {
    name: 'd6chain combat, 3 steps × 3 turns',
    system: 'd6chain',
    scenario: 'combat',
    options: { steps: 'setup:1:2:1:normal,situation:1:1:1:easy,phase1:1:2:2:hard', turns: 3 },
    checks: 9,
    single: 'd6chain, 1 die',
  },
];
