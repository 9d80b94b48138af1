/*
 * Compiled by tsc in test/api/types.test.ts, never run: each
 * `@ts-expect-error` line must be an error (tsc fails on an unused one), every
 * other line must typecheck.
 */
import {
  type AddedResults,
  type CellOf,
  type MtgRuleset,
  type ParamsOf,
  type TwoD6Ruleset,
  exact,
  exactSync,
  registerSystem,
  resolveRuleset,
  scenario,
  simulate,
  systems,
  tune,
} from '../../../src/api/index.js';
import { system as dicepool } from '../../fixtures/systems/dicepool/index.js';

export async function typed(): Promise<void> {
  // the example: a range as a string, a number
  const doc = await exact({ system: '2d6', params: { ability: '0..6', difficulty: 8 } });
  const cell: CellOf<'2d6'> = doc.at({ ability: 3, difficulty: 8 });
  const ability: number = cell.params.ability;
  const courage: boolean = cell.params.courageDie;
  const rules: TwoD6Ruleset = doc.rules;
  const sys: '2d6' = doc.system;
  void [ability, courage, rules, sys, cell.successFraction?.num];

  // both spellings, lists
  await exact({ system: '2d6', params: { ability: [1, 2], difficulty: '7..9', 'courage-die': true, convert: ['never', 'always'] } });
  exactSync({ system: 'drawsteel', params: { characteristic: 2, difficulty: 'medium', reroll: 'on-failure' } });
  await simulate({ system: 'mtg', params: { deck: 'decks/mono-green.yaml', boost: 'never,on-fail', gmExile: 2 }, trials: 1000 });
  const mtgRules: MtgRuleset = resolveRuleset('mtg', { extends: 'v2' }).rules;
  await exact({ system: 'mtg', ruleset: mtgRules, params: { deck: ['a.yaml'] } });
  const p: ParamsOf<'d6chain'> = { target: 'normal', dice: '1..4' };
  void p;
  void systems.map((s) => s.params.map((q) => q.flag));

  // @ts-expect-error a misspelt parameter is a compile error
  await exact({ system: '2d6', params: { ability: 3, difficulty: 8, modifer: 2 } });
  // @ts-expect-error a misspelt kebab spelling too
  await exact({ system: '2d6', params: { ability: 3, difficulty: 8, 'courage-dice': true } });
  // @ts-expect-error a required parameter is missing
  await exact({ system: '2d6', params: { difficulty: 8 } });
  // @ts-expect-error another system's parameter
  await exact({ system: 'drawsteel', params: { characteristic: 1, difficulty: 'easy', ability: 3 } });
  // @ts-expect-error an unknown system
  await exact({ system: '3d6', params: {} });
  // @ts-expect-error a value outside a declared choice
  await exact({ system: '2d6', params: { ability: 3, difficulty: 8, convert: 'sometimes' } });
  // @ts-expect-error a query on a parameter the system lacks
  doc.at({ abilty: 3 });
  // @ts-expect-error results are typed: ability is a number in a cell
  const s: string = doc.cells[0].params.ability;
  void s;
  // scenarios: options in either spelling
  await scenario({ scenario: 'opposed', system: '2d6', params: { ability: 3, vsAbility: 2, vsModifier: 5, 'vs-courage-die': true } });
  await scenario({ scenario: 'combat', system: 'd6chain', params: { steps: 'setup:1:2:1:normal', turns: 3, ruleset: 'default' } });
  // @ts-expect-error a misspelt scenario option
  await scenario({ scenario: 'opposed', system: '2d6', params: { ability: 3, vsAbility: 2, vsModifer: 5 } });
  // @ts-expect-error a scenario the system lacks
  await scenario({ scenario: 'combat', system: '2d6', params: {} });
  // @ts-expect-error internals are not public
  void systems[0].compile;

  // a system a program added: named by its object, its params typed from its declaration
  registerSystem(dicepool);
  const pool: AddedResults<typeof dicepool.params> = exactSync({ system: dicepool, params: { dice: '1..4', difficulty: 2 } });
  const hits: number = pool.at({ dice: 3 }).params.difficulty;
  void hits;
  await simulate({ system: dicepool, params: { dice: 4 }, trials: 1000, threads: 0 });
  // @ts-expect-error a misspelt parameter of an added system is a compile error too
  exactSync({ system: dicepool, params: { dcie: 3 } });
  // @ts-expect-error its cells' params are typed: dice is a number
  const d: string = pool.cells[0].params.dice;
  void d;

  // tune fills the parameter it tunes: the request may leave it out, on a built-in system, an added one or a rule file
  tune({ system: '2d6', params: { ability: '0..4' }, targets: { easy: 0.8, hard: 0.3 } });
  tune({ system: dicepool, params: { dice: '1..4' }, targets: { even: 0.5 } });
  tune({ system: './my-rule.yaml', params: { bonus: 2 }, targets: { even: 0.5 } });
  // @ts-expect-error a misspelt parameter is still a compile error
  tune({ system: '2d6', params: { abilty: '0..4' }, targets: { easy: 0.8 } });
  // @ts-expect-error and so is a value outside a declared choice
  tune({ system: '2d6', params: { ability: 2, convert: 'sometimes' }, targets: { easy: 0.8 } });
  // @ts-expect-error targets are required
  tune({ system: '2d6', params: { ability: 2 } });
}
