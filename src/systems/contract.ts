import { HanteiError } from '../core/errors.js';
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
type Fail = (what: string, hint: string) => never;

/**
 * Refuse a system the rest of hantei could not use, naming the part and how
 * to fix it. Called by `registerSystem`; the built-in systems pass it too
 * (test/systems/contract.test.ts).
 */
export function checkSystem(system: unknown): asserts system is RuleSystem {
  const s = isObj(system) ? system : {};
  const id = typeof s.id === 'string' && ID.test(s.id) ? s.id : undefined;
  const who = id ? `rule system "${id}"` : 'a rule system';
  const fail = (what: string, hint: string): never => {
    throw new HanteiError('usage', `${who}: ${what}`, { hint });
  };
  if (!isObj(system)) fail('is not an object', 'pass the object defineSystem() returns');
  if (!id) fail(`has no usable id (${JSON.stringify(s.id)})`, 'give it an id of lowercase letters, digits and dashes, e.g. "dicepool"');
  if (!isLabels(s.label)) fail('has no label in English and Japanese', "add label: { en: '…', ja: '…' }");
  const need = (key: string, ok: boolean, hint: string): void => {
    if (!ok) fail(`is missing ${key}`, hint);
  };
  need(
    'params (a list of parameter declarations)',
    Array.isArray(s.params),
    'declare its parameters: params: [{ name, flag, kind, label, describe }, …]',
  );
  need(
    'categories (a list, maybe empty)',
    Array.isArray(s.categories),
    "declare the outcome categories its kernel counts: categories: ['critical', …]",
  );
  need('categoryLabels', isObj(s.categoryLabels), 'give each category a label: categoryLabels: { critical: { en, ja } }');
  need(
    'rulesets (its presets)',
    isObj(s.rulesets) && Object.keys(s.rulesets).length > 0,
    'declare at least one preset: rulesets: { standard: { name: "standard", … } }',
  );
  need(
    'a defaultRuleset among its rulesets',
    typeof s.defaultRuleset === 'string' && isObj(s.rulesets) && s.defaultRuleset in s.rulesets,
    'name one of its presets as defaultRuleset',
  );
  need('resolveRuleset(input, source)', isFn(s.resolveRuleset), 'validate a ruleset file there (systems/ruleset-file.ts has helpers)');
  const use = s.rulesetUse;
  need(
    'rulesetUse ({ keys, commands })',
    isObj(use) && Array.isArray(use.keys) && isObj(use.commands),
    'declare which ruleset key each command uses (systems/ruleset-use.ts: usedExcept)',
  );
  need('compile(cell, rules, ctx)', isFn(s.compile), 'turn a cell into the numbers its kernel reads');
  need('kernels.check', isObj(s.kernels) && isFn(s.kernels.check), 'give the single-check kernel as kernels: { check }');
  need('exact(compiled)', isFn(s.exact), 'give the exact distribution in accumulator form');
  need(
    'report ({ x })',
    isObj(s.report) && typeof s.report.x === 'string',
    "say which parameter reports put on the x axis: report: { x: 'difficulty' }",
  );
  need('tune (a parameter name)', typeof s.tune === 'string', "name the parameter tune searches: tune: 'difficulty'");
  need('tuneRange(rules)', isFn(s.tuneRange), "give tune's default candidates: tuneRange: () => '0..10'");
  if (typeof s.degreeNumeric !== 'boolean')
    fail('is missing degreeNumeric (true or false)', 'say whether its degree is a number (histogram, mean, sd)');
  if (!isRate(s.rate))
    fail(
      `rate ${JSON.stringify(s.rate)} is not a number of trials per ms above 0`,
      'leave it out, or give what the bench measures (e.g. rate: 20_000)',
    );
  if (s.varyExample !== undefined && typeof s.varyExample !== 'string')
    fail('varyExample must be a string', "e.g. varyExample: 'hitOn=4..6'");
  if (s.decks !== undefined && !isObj(s.decks))
    fail('decks must be an object (DeckSupport)', 'see DeckSupport in systems/types.ts, or leave it out');

  const params = s.params as unknown[];
  checkParams(params, fail);
  const names = params.map((p) => (isObj(p) ? p.name : undefined));
  if (!names.includes((s.report as { x: string }).x))
    fail(`report.x "${(s.report as { x: string }).x}" is none of its parameters`, `use one of: ${names.join(', ')}`);
  if (!names.includes(s.tune)) fail(`tune "${String(s.tune)}" is none of its parameters`, `use one of: ${names.join(', ')}`);
  for (const c of s.categories as unknown[])
    if (!isLabels((s.categoryLabels as Record<string, unknown>)[String(c)]))
      fail(`category "${String(c)}" has no label in English and Japanese`, 'add it to categoryLabels');

  checkScenarios(s, names, fail);
}

/** Each parameter declaration: a camelCase name, a kebab-case flag, a kind, labels, and a spelling of its own. */
function checkParams(params: readonly unknown[], fail: Fail): void {
  const seen = new Map<string, string>();
  for (const [i, raw] of params.entries()) {
    const p = isObj(raw) ? raw : {};
    const name = typeof p.name === 'string' ? p.name : '';
    const at = `params[${i}]${name ? ` ("${name}")` : ''}`;
    if (!NAME.test(name)) fail(`${at}: name must be camelCase letters and digits`, "e.g. name: 'courageDie'");
    if (typeof p.flag !== 'string' || !FLAG.test(p.flag)) fail(`${at}: flag must be kebab-case`, "e.g. flag: 'courage-die'");
    if (!PARAM_KINDS.includes(String(p.kind)))
      fail(
        `${at}: kind ${JSON.stringify(p.kind)} is not one of ${PARAM_KINDS.join(', ')}`,
        'pick the kind that says how its values are given',
      );
    if (!isLabels(p.label)) fail(`${at}: has no label in English and Japanese`, "add label: { en: '…', ja: '…' }");
    for (const spelling of new Set([kebab(name), String(p.flag)])) {
      if (CHECK_COMMAND_OPTIONS.includes(spelling))
        fail(`${at}: --${spelling} is an option every check command has`, 'give the parameter another name and flag');
      const other = seen.get(spelling);
      if (other !== undefined) fail(`${at}: --${spelling} is also the spelling of ${other}`, 'give each parameter its own name and flag');
      seen.set(spelling, at);
    }
  }
}

/** Each scenario: a kebab-case name with a kernel of that name, its command, labels, options and result labels. */
function checkScenarios(s: Record<string, unknown>, names: readonly unknown[], fail: Fail): void {
  for (const [name, raw] of Object.entries(isObj(s.scenarios) ? s.scenarios : {})) {
    const spec = isObj(raw) ? raw : {};
    const at = `scenario "${name}"`;
    if (!FLAG.test(name)) fail(`${at}: its name is the command's and must be kebab-case`, 'e.g. scenarios: { extended: … }');
    if (!isFn(spec.prepare) || !Array.isArray(spec.options) || typeof spec.command !== 'string' || !isLabels(spec.label))
      fail(`${at} needs command, label (en and ja), options and prepare`, 'see ScenarioSpec in systems/types.ts');
    if (!isFn((s.kernels as Record<string, unknown>)[name])) fail(`${at} has no kernel of its name`, `add kernels: { ${name}: … }`);
    if (!isRate(spec.rate))
      fail(
        `${at}: rate ${JSON.stringify(spec.rate)} is not a number of trials per ms above 0`,
        'leave it out, or give what the bench measures',
      );
    const flags = new Set<string>();
    for (const o of spec.options as unknown[]) {
      const opt = isObj(o) ? o : {};
      const flag = String(opt.flag);
      if (!FLAG.test(flag)) fail(`${at}: option ${JSON.stringify(opt.flag)} must be kebab-case`, "e.g. flag: 'vs-check'");
      if (!OPTION_TYPES.includes(String(opt.type)))
        fail(`${at}: --${flag} has type ${JSON.stringify(opt.type)}`, `use one of: ${OPTION_TYPES.join(', ')}`);
      if (SCENARIO_COMMAND_OPTIONS.includes(flag))
        fail(`${at}: --${flag} is an option every scenario command has`, 'give the option another name');
      if (flags.has(flag)) fail(`${at}: --${flag} is declared twice`, 'declare each option once');
      flags.add(flag);
      if (opt.label !== undefined && !isLabels(opt.label))
        fail(`${at}: --${flag} has a label without English and Japanese`, "give label: { en: '…', ja: '…' }, or leave it out");
      for (const field of ['valuesOf', 'sequenceOf'] as const)
        if (opt[field] !== undefined && !names.includes(opt[field]))
          fail(`${at}: --${flag} has ${field} ${JSON.stringify(opt[field])}, none of its parameters`, `use one of: ${names.join(', ')}`);
      if (opt.valuesOf !== undefined && opt.sequenceOf !== undefined)
        fail(`${at}: --${flag} has both valuesOf and sequenceOf`, 'a value is one of the values, or a sequence of them: keep one');
    }
    if (spec.resultLabels !== undefined && !isObj(spec.resultLabels))
      fail(`${at}: resultLabels is not a map of key → label`, "e.g. resultLabels: { hits: { en: 'hits', ja: '…' } }");
    for (const [key, l] of Object.entries(isObj(spec.resultLabels) ? spec.resultLabels : {}))
      if (!isLabels(l)) fail(`${at}: resultLabels.${key} has no label in English and Japanese`, "give { en: '…', ja: '…' }");
  }
}
