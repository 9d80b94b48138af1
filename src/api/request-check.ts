import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { ACROSS_PICKS } from '../core/tune.js';
import { type OptionSpecs, checkBudgetOption, checkOptions, checkTargets, shown } from '../engine/options.js';

/*
 * What each library call takes, checked where the call enters (engine/options.ts
 * holds the checks every entrance shares): a typo (`trails`), a count that is
 * NaN, −1, 2.5, `true` or `[7]`, a null system or params, a `__proto__` key —
 * each one HanteiError naming the option, never a silent default, an endless
 * run or a raw TypeError.
 */

const CHECK: OptionSpecs = {
  system: { kind: 'any' },
  ruleset: { kind: 'ruleset' },
  params: { kind: 'object' },
  decks: { kind: 'list' },
  cards: { kind: 'strings' },
  critical: { kind: 'strings' },
  budget: { kind: 'any' },
  signal: { kind: 'signal' },
};

const RUN: OptionSpecs = {
  trials: { kind: 'whole', min: 1, max: Number.MAX_SAFE_INTEGER, eg: 100_000 },
  seed: { kind: 'stringOrNumber' },
  threads: { kind: 'whole', min: 0, max: 256, eg: 2 },
  pool: { kind: 'pool' },
  onProgress: { kind: 'function' },
};

const TARGETS: OptionSpecs = { targets: { kind: 'any' } };

const SPECS = {
  exact: CHECK,
  simulate: { ...CHECK, ...RUN },
  tune: { ...CHECK, ...TARGETS },
  tuneAcross: {
    ...CHECK,
    ...TARGETS,
    across: { kind: 'string' },
    pick: { kind: 'choice', choices: ACROSS_PICKS },
    tolerance: { kind: 'rate' },
  },
  compare: { ...CHECK, ruleset: { kind: 'any' }, rulesets: { kind: 'list' }, labels: { kind: 'strings' } },
  scenario: { scenario: { kind: 'string' }, system: { kind: 'string' }, params: { kind: 'object' }, ...RUN, signal: { kind: 'signal' } },
} satisfies Record<string, OptionSpecs>;

export type RequestKind = keyof typeof SPECS;

const EXAMPLE: Record<RequestKind, string> = {
  exact: "{ system: '2d6', params: { ability: 3, difficulty: 8 } }",
  simulate: "{ system: '2d6', params: { ability: 3, difficulty: 8 }, trials: 100000 }",
  tune: "{ system: '2d6', params: { ability: '0..4' }, targets: { easy: 0.8 } }",
  tuneAcross: "{ system: '2d6', params: { ability: '0..4' }, targets: { easy: 0.8 }, across: 'ability' }",
  compare: "{ system: '2d6', rulesets: ['standard', 'heroic'], params: { ability: 3, difficulty: 8 } }",
  scenario: "{ scenario: 'opposed', system: '2d6', params: { ability: 3, vsAbility: 2 } }",
};

/** A library request checked as a whole: its keys, their kinds and ranges, a system and params present. */
export function checkRequest(req: unknown, kind: RequestKind): void {
  const what = `${kind}()`;
  checkOptions(req, SPECS[kind], what, EXAMPLE[kind]);
  const system = req.system;
  if (!(
    typeof system === 'string' ||
    (typeof system === 'object' && system !== null && typeof (system as { id?: unknown }).id === 'string')
  ))
    throw new HanteiError('usage', msg('options.type', { name: 'system', kind: msg('options.kind.system'), got: shown(system) }), {
      hint: msg('options.notObjectHint', { eg: EXAMPLE[kind] }),
    });
  if (req.params === undefined)
    throw new HanteiError('usage', msg('options.type', { name: 'params', kind: msg('options.kind.object'), got: 'undefined' }), {
      hint: msg('options.notObjectHint', { eg: EXAMPLE[kind] }),
    });
  if (req.budget !== undefined) checkBudgetOption(req.budget);
  if (kind === 'tune' || kind === 'tuneAcross') checkTargets(req.targets);
}
