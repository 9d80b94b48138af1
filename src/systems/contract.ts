import { HanteiError } from '../core/errors.js';
import { type Message, type MessageParam, msg } from '../core/messages.js';
import type { RuleSystem } from './types.js';

/*
 * What registerSystem refuses: a system the generic layers could not use
 * (a part missing or of the wrong kind), or whose parameters or scenario
 * options would shadow an option every command of its kind has. Checked
 * once, when the system is registered, so a plugin's mistake is one clear
 * message there rather than a wrong number or a stack trace later.
 */

/** Options of every single-check command (exact, simulate, tune, compare) besides the system's parameters: a parameter may not take one of these names. */
export const CHECK_COMMAND_OPTIONS: readonly string[] = [
  'help',
  'version',
  'format',
  'out',
  'lang',
  'quiet',
  'ruleset',
  'vary',
  'cards',
  'critical',
  'max-cells',
  'max-trials',
  'max-cards',
  'yes',
  'trials',
  'seed',
  'threads',
  'shard',
  'targets',
  'json',
  'across',
  'pick',
  'tolerance',
  'rulesets',
  'top',
  'report',
];

/** Options every scenario command has besides the scenario's own (which declare `ruleset`, `deck`, `cards` themselves). */
export const SCENARIO_COMMAND_OPTIONS: readonly string[] = [
  'help',
  'version',
  'format',
  'out',
  'lang',
  'quiet',
  'vary',
  'max-cells',
  'max-trials',
  'max-cards',
  'yes',
  'trials',
  'seed',
  'threads',
  'shard',
];

const PARAM_KINDS = ['int-range', 'int-or-label', 'choice-list', 'flag', 'int', 'deck-list'];
const OPTION_TYPES = ['string', 'boolean', 'strings'];
// a rule file's system is named by its path (engine/rule-file.ts)
const ID = /^[a-z0-9][a-z0-9-]*$|^[^\s\u0000]+\.(yaml|yml|YAML|YML)$/;
const FLAG = /^[a-z][a-z0-9-]*$/;
const NAME = /^[a-z][A-Za-z0-9]*$/;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const isLabels = (l: unknown): boolean =>
  l !== null &&
  typeof l === 'object' &&
  typeof (l as { en?: unknown }).en === 'string' &&
  typeof (l as { ja?: unknown }).ja === 'string' &&
  (l as { en: string }).en !== '' &&
  (l as { ja: string }).ja !== '';
const isFn = (f: unknown): boolean => typeof f === 'function';
const isObj = (o: unknown): o is Record<string, unknown> => o !== null && typeof o === 'object' && !Array.isArray(o);
const isRate = (r: unknown): boolean => r === undefined || (typeof r === 'number' && Number.isFinite(r) && r > 0);

/** Refuses the system: what is wrong with it, and how to fix it. */
type Fail = (what: Message, hint: Message) => never;

/**
 * Refuse a system the rest of hantei could not use, naming the part and how
 * to fix it. Called by `registerSystem`; the built-in systems pass it too
 * (test/systems/contract.test.ts).
 */
export function checkSystem(system: unknown): asserts system is RuleSystem {
  const s = isObj(system) ? system : {};
  const id = typeof s.id === 'string' && ID.test(s.id) ? s.id : undefined;
  const who = id ? msg('contract.system', { id }) : msg('contract.aSystem');
  const fail = (what: Message, hint: Message): never => {
    throw new HanteiError('usage', msg('contract.fail', { who, what }), { hint });
  };
  if (!isObj(system)) fail(msg('contract.notObject'), msg('contract.passDefine'));
  if (!id) fail(msg('contract.noId', { id: String(JSON.stringify(s.id)) }), msg('contract.giveId'));
  if (!isLabels(s.label)) fail(msg('contract.noLabel'), msg('contract.addLabel'));
  const need = (key: MessageParam, ok: boolean, hint: Message): void => {
    if (!ok) fail(msg('contract.missing', { key }), hint);
  };
  need(msg('contract.key.params'), Array.isArray(s.params), msg('contract.hint.params'));
  need(msg('contract.key.categories'), Array.isArray(s.categories), msg('contract.hint.categories'));
  need('categoryLabels', isObj(s.categoryLabels), msg('contract.hint.categoryLabels'));
  need(msg('contract.key.rulesets'), isObj(s.rulesets) && Object.keys(s.rulesets).length > 0, msg('contract.hint.rulesets'));
  need(
    msg('contract.key.defaultRuleset'),
    typeof s.defaultRuleset === 'string' && isObj(s.rulesets) && s.defaultRuleset in s.rulesets,
    msg('contract.hint.defaultRuleset'),
  );
  need('resolveRuleset(input, source)', isFn(s.resolveRuleset), msg('contract.hint.resolveRuleset'));
  const use = s.rulesetUse;
  need('rulesetUse ({ keys, commands })', isObj(use) && Array.isArray(use.keys) && isObj(use.commands), msg('contract.hint.rulesetUse'));
  need('compile(cell, rules, ctx)', isFn(s.compile), msg('contract.hint.compile'));
  need('kernels.check', isObj(s.kernels) && isFn(s.kernels.check), msg('contract.hint.kernels'));
  need('exact(compiled)', isFn(s.exact), msg('contract.hint.exact'));
  need('report ({ x })', isObj(s.report) && typeof s.report.x === 'string', msg('contract.hint.report'));
  need(msg('contract.key.tune'), typeof s.tune === 'string', msg('contract.hint.tune'));
  need('tuneRange(rules)', isFn(s.tuneRange), msg('contract.hint.tuneRange'));
  if (typeof s.degreeNumeric !== 'boolean') fail(msg('contract.degreeNumeric'), msg('contract.hint.degreeNumeric'));
  if (!isRate(s.rate)) fail(msg('contract.rate', { rate: String(JSON.stringify(s.rate)) }), msg('contract.hint.rate'));
  if (s.varyExample !== undefined && typeof s.varyExample !== 'string')
    fail(msg('contract.varyExample'), msg('contract.eg', { example: "varyExample: 'hitOn=4..6'" }));
  if (s.decks !== undefined && !isObj(s.decks)) fail(msg('contract.decks'), msg('contract.hint.decks'));

  const params = s.params as unknown[];
  checkParams(params, fail);
  const names = params.map((p) => (isObj(p) ? p.name : undefined));
  if (!names.includes((s.report as { x: string }).x))
    fail(msg('contract.reportX', { x: (s.report as { x: string }).x }), msg('choice.useOneOf', { list: names.join(', ') }));
  if (!names.includes(s.tune)) fail(msg('contract.tuneName', { tune: String(s.tune) }), msg('choice.useOneOf', { list: names.join(', ') }));
  for (const c of s.categories as unknown[])
    if (!isLabels((s.categoryLabels as Record<string, unknown>)[String(c)]))
      fail(msg('contract.categoryLabel', { c: String(c) }), msg('contract.hint.categoryLabel'));

  checkScenarios(s, names, fail);
}

/** Each parameter declaration: a camelCase name, a kebab-case flag, a kind, labels, and a spelling of its own. */
function checkParams(params: readonly unknown[], fail: Fail): void {
  const seen = new Map<string, MessageParam>();
  for (const [i, raw] of params.entries()) {
    const p = isObj(raw) ? raw : {};
    const name = typeof p.name === 'string' ? p.name : '';
    const at = name ? msg('contract.paramNamed', { i, name }) : `params[${i}]`;
    if (!NAME.test(name)) fail(msg('contract.paramName', { at }), msg('contract.eg', { example: "name: 'courageDie'" }));
    if (typeof p.flag !== 'string' || !FLAG.test(p.flag))
      fail(msg('contract.paramFlag', { at }), msg('contract.eg', { example: "flag: 'courage-die'" }));
    if (!PARAM_KINDS.includes(String(p.kind)))
      fail(
        msg('contract.paramKind', { at, kind: String(JSON.stringify(p.kind)), kinds: PARAM_KINDS.join(', ') }),
        msg('contract.hint.paramKind'),
      );
    if (!isLabels(p.label)) fail(msg('contract.atNoLabel', { at }), msg('contract.addLabel'));
    for (const spelling of new Set([kebab(name), String(p.flag)])) {
      if (CHECK_COMMAND_OPTIONS.includes(spelling)) fail(msg('contract.checkOption', { at, spelling }), msg('contract.hint.otherNameFlag'));
      const other = seen.get(spelling);
      if (other !== undefined) fail(msg('contract.spellingOf', { at, spelling, other }), msg('contract.hint.ownNameFlag'));
      seen.set(spelling, at);
    }
  }
}

/** Each scenario: a kebab-case name with a kernel of that name, its command, labels, options and result labels. */
function checkScenarios(s: Record<string, unknown>, names: readonly unknown[], fail: Fail): void {
  for (const [name, raw] of Object.entries(isObj(s.scenarios) ? s.scenarios : {})) {
    const spec = isObj(raw) ? raw : {};
    const at = msg('contract.scenario', { name });
    if (!FLAG.test(name)) fail(msg('contract.scenarioName', { at }), msg('contract.eg', { example: 'scenarios: { extended: … }' }));
    if (!isFn(spec.prepare) || !Array.isArray(spec.options) || typeof spec.command !== 'string' || !isLabels(spec.label))
      fail(msg('contract.scenarioNeeds', { at }), msg('contract.hint.scenarioSpec'));
    if (!isFn((s.kernels as Record<string, unknown>)[name]))
      fail(msg('contract.noKernel', { at }), msg('contract.hint.addKernel', { name }));
    if (!isRate(spec.rate))
      fail(msg('contract.scenarioRate', { at, rate: String(JSON.stringify(spec.rate)) }), msg('contract.hint.scenarioRate'));
    const flags = new Set<string>();
    for (const o of spec.options as unknown[]) {
      const opt = isObj(o) ? o : {};
      const flag = String(opt.flag);
      if (!FLAG.test(flag))
        fail(
          msg('contract.optionFlag', { at, flag: String(JSON.stringify(opt.flag)) }),
          msg('contract.eg', { example: "flag: 'vs-check'" }),
        );
      if (!OPTION_TYPES.includes(String(opt.type)))
        fail(
          msg('contract.optionType', { at, flag, type: String(JSON.stringify(opt.type)) }),
          msg('choice.useOneOf', { list: OPTION_TYPES.join(', ') }),
        );
      if (SCENARIO_COMMAND_OPTIONS.includes(flag)) fail(msg('contract.scenarioOption', { at, flag }), msg('contract.hint.otherOption'));
      if (flags.has(flag)) fail(msg('contract.twice', { at, flag }), msg('contract.hint.once'));
      flags.add(flag);
      if (opt.label !== undefined && !isLabels(opt.label))
        fail(msg('contract.optionLabel', { at, flag }), msg('contract.hint.optionLabel'));
      for (const field of ['valuesOf', 'sequenceOf'] as const)
        if (opt[field] !== undefined && !names.includes(opt[field]))
          fail(
            msg('contract.optionOf', { at, flag, field, value: String(JSON.stringify(opt[field])) }),
            msg('choice.useOneOf', { list: names.join(', ') }),
          );
      if (opt.valuesOf !== undefined && opt.sequenceOf !== undefined)
        fail(msg('contract.both', { at, flag }), msg('contract.hint.keepOne'));
    }
    if (spec.resultLabels !== undefined && !isObj(spec.resultLabels))
      fail(msg('contract.resultLabels', { at }), msg('contract.eg', { example: "resultLabels: { hits: { en: 'hits', ja: '…' } }" }));
    for (const [key, l] of Object.entries(isObj(spec.resultLabels) ? spec.resultLabels : {}))
      if (!isLabels(l)) fail(msg('contract.resultLabel', { at, key }), msg('contract.hint.giveLabel'));
  }
}
