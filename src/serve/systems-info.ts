/*
 * The systems as the page sees them (the state route's `systems`): labels,
 * parameters, presets, scenario options with their words, each preset's
 * editable ruleset fields and the choices its lists take.
 */

import { SYSTEMS } from '../systems/index.js';
import { rulesetFields } from './ruleset-form.js';
import type { SystemInfo } from './protocol.js';

/** Every registered system's form (the same for every request: the workbench makes it once). */
export function systemsInfo(): SystemInfo[] {
  return SYSTEMS.map((s) => ({
    id: s.id,
    label: s.label,
    params: [...s.params],
    presets: { ...s.rulesets },
    defaultRuleset: s.defaultRuleset,
    tune: s.tune,
    rulesetLabels: { ...(s.rulesetLabels ?? {}) },
    varyExample: s.varyExample,
    ...(s.decks?.summaryView ? { deckSummary: s.decks.summaryView } : {}),
    scenarios: Object.fromEntries(
      Object.entries(s.scenarios ?? {}).map(([name, spec]) => [
        name,
        {
          options: spec.options.map(({ flag, valueLabels, label, valuesOf, sequenceOf }) => ({
            flag,
            ...(valueLabels ? { valueLabels: { ...valueLabels } } : {}),
            ...(label ? { label } : {}),
            ...(valuesOf ? { valuesOf } : {}),
            ...(sequenceOf ? { sequenceOf } : {}),
          })),
          ...(spec.resultLabels ? { resultLabels: { ...spec.resultLabels } } : {}),
        },
      ]),
    ),
    fields: Object.fromEntries(Object.keys(s.rulesets).map((p) => [p, rulesetFields(s, p)])),
    choices: Object.fromEntries(
      Object.entries(s.rulesets).map(([preset, rules]) => [
        preset,
        Object.fromEntries(
          s.params
            .filter((p) => p.kind === 'choice-list' && !p.choices && s.choicesFor)
            .map((p) => [p.name, [...s.choicesFor!(p.name, rules).choices]]),
        ),
      ]),
    ),
  }));
}
