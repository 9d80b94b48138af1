/**
 * Writing a rule system of your own: `defineSystem` to declare it (its
 * parameters, rulesets, kernel, exact routine, scenarios, labels),
 * `registerSystem` to add it, and the small pieces a system folder is made
 * of — the accumulator layout its kernel counts into, the seeded generator,
 * ruleset and option readers that fail with one clear message. Once
 * registered, `exact`, `simulate`, `scenario`, studies, reports, the results
 * schema and the workbench know the system; the CLI too when the program
 * runs it (see docs/library.md, "A rule system of your own").
 *
 * @example
 * import { defineSystem, registerSystem, newAccumulator, ACC_TRIALS, ACC_SUCCESS } from 'hantei/system';
 * registerSystem(defineSystem<Rules, Compiled>()({ id: 'coin', … }));
 *
 * @packageDocumentation
 */
export { registerSystem } from './register.js';
export { defineSystem, type RuleSystem as SystemDefinition, type CompiledCheck, type ScenarioContext } from '../systems/types.js';
export { ACC_TRIALS, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_CATEGORIES, accLength, degreeBase, newAccumulator } from '../core/accumulator.js';
export { Sfc32 } from '../core/seed.js';
export { HanteiError } from '../core/errors.js';
export { proportion, distribution } from '../core/results.js';
export { usedExcept, noEffect, type RulesetUse, type KeyUse } from '../systems/ruleset-use.js';
export { extendPreset, checkKeys, needInt } from '../systems/ruleset-file.js';
export { intOption, requiredOption } from '../systems/scenario-options.js';
// a system that plays with decks: the contract's deck section and the summary fields every deck system shares
export type {
  DeckSection,
  DeckOf,
  DeckCard,
  DeckLine,
  DeckReader,
  DeckReadOptions,
  UnresolvedCard,
  DeckSummaryBase,
  DeckSummaryOf,
  InspectBlock,
  BalanceColumn,
  BalanceRow,
} from '../systems/deck-types.js';
export { summaryHead, summaryTail, criticalCount, mergeByName, librarySize } from '../systems/deck-summary.js';
