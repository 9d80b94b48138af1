import type { CellResult } from '../../core/results.js';
import { extendPreset, isPlain } from '../ruleset-file.js';
import { type RulesetUse, usedExcept } from '../ruleset-use.js';
import type { CompiledCheck, Labels, ParamSpec, RuleSystem } from '../types.js';
import type { RuleCompiled } from './compiled.js';
import { compileRule, compiledFrom } from './compile.js';
import { ruleDenominator, ruleExact } from './exact.js';
import { ruleCheckKernel } from './kernel.js';
import { poolPlace, readRule } from './read.js';
import type { Rule } from './types.js';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function paramSpecs(rule: Rule): ParamSpec[] {
  return Object.entries(rule.params).map(([name, p]): ParamSpec => {
    const label = p.label ?? { en: name, ja: name };
    const base = { name, flag: kebab(name), label, describe: label.en };
    if (p.type === 'flag') return { ...base, kind: 'flag', default: p.default === true };
    if (p.type === 'choice')
      return {
        ...base,
        kind: 'choice-list',
        choices: p.choices!,
        example: p.choices![0],
        ...(p.default === undefined ? { required: true } : { default: String(p.default) }),
      };
    const range = p.min !== undefined && p.max !== undefined ? `${p.min}..${p.max}` : String(p.default ?? p.min ?? p.max ?? 0);
    return {
      ...base,
      kind: 'int-range',
      describe: `${label.en}, e.g. ${range}`,
      example: range,
      ...(p.min === undefined ? {} : { min: p.min }),
      ...(p.max === undefined ? {} : { max: p.max }),
      ...(p.default === undefined ? { required: true } : { default: Number(p.default) }),
    };
  });
}

/** Every leaf of a rule a ruleset may change (numbers, words, lists whole), as dotted keys. */
export function ruleKeys(rule: Rule): string[] {
  const out = ['name'];
  const walk = (v: unknown, path: string): void => {
    if (isPlain(v)) for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    else out.push(path);
  };
  for (const k of ['dice', 'modifier', 'take', 'check', 'naturals', 'tiers', 'opposed'] as const)
    if (rule[k] !== undefined) walk(rule[k], k);
  return out.filter((k) => !/\.label\.(en|ja)$/.test(k));
}

/** The axis of reports and the parameter tune searches: the target's parameter when it names one, else the first number parameter. */
function axisOf(rule: Rule, specs: readonly ParamSpec[]): ParamSpec | undefined {
  const ints = specs.filter((p) => p.kind === 'int-range');
  const named = typeof rule.check.target === 'string' ? ints.find((p) => p.name === String(rule.check.target).trim()) : undefined;
  return named ?? ints.find((p) => /difficulty|target/i.test(p.name)) ?? ints[0] ?? specs[0];
}

/**
 * A rule file as a rule system: its parameters are the file's, its one
 * preset is the file itself (so `--vary dice.count=2..4`, `solve` and the
 * workbench's ruleset form change the file's numbers), and exact odds and
 * the kernel are derived from the compiled description. `id` is how
 * commands and results name it (the file's path as given).
 */
export function ruleSystem(rule: Rule, id: string): RuleSystem<Rule, RuleCompiled> {
  const specs = paramSpecs(rule);
  const axis = axisOf(rule, specs);
  const bands = Object.entries(rule.tiers?.bands ?? {});
  const categories = [...bands.map(([n]) => n), ...Object.keys(rule.naturals), ...(rule.opposed ? ['tie'] : [])];
  const categoryLabels: Record<string, Labels> = {};
  for (const [n, b] of bands) categoryLabels[n] = b.label ?? { en: n, ja: n };
  for (const [n, x] of Object.entries(rule.naturals)) categoryLabels[n] = x.label ?? { en: n, ja: n };
  if (rule.opposed) categoryLabels.tie = { en: 'tie', ja: '引き分け' };
  const keys = ruleKeys(rule);
  const use: RulesetUse = {
    keys,
    commands: { exact: usedExcept(keys), simulate: usedExcept(keys), tune: usedExcept(keys), compare: usedExcept(keys) },
  };
  const axisRange =
    axis?.kind === 'int-range'
      ? axis.min !== undefined && axis.max !== undefined
        ? `${axis.min}..${axis.max}`
        : String(axis.default ?? 0)
      : (axis?.choices ?? []).join(',');
  return {
    id,
    label: rule.label.en && rule.label.ja ? rule.label : { en: rule.name, ja: rule.name },
    params: specs,
    categories,
    categoryLabels,
    rulesetLabels: {},
    degreeNumeric: true,
    rulesets: { [rule.name]: rule },
    defaultRuleset: rule.name,
    resolveRuleset: (input, source) => {
      const { merged } = extendPreset(input, { [rule.name]: rule }, rule.name, source);
      // a variant keeps the file's parameters (a ruleset changes the rule, not what a cell asks)
      return readRule({ ...merged, params: rule.params }, { file: source });
    },
    rulesetUse: use,
    compile: (cell, rules) => compileRule(rules, cell),
    kernels: { check: ruleCheckKernel as (c: never, n: number, seed: Uint32Array, acc: Float64Array) => void },
    // a pool too large for exact odds is named by its key, at its line in the file
    exact: (c) => ruleExact(c, id, (side, pool) => poolPlace(compiledFrom.get(c) ?? rule, side, pool, rule)),
    exactDenominator: (c) => ruleDenominator(c),
    tune: axis?.name ?? '',
    tuneRange: () => axisRange,
    varyExample: keys.find((k) => k.endsWith('.count')) ? `${keys.find((k) => k.endsWith('.count'))}=1..4` : undefined,
    rate: 20_000,
    report: {
      x: axis?.name ?? '',
      ...(bands.length > 0
        ? {
            // bands are exclusive and cover every result: their shares stack to 1
            stack: (c: CellResult) => bands.map(([n]): [string, number] => [n, c.outcomes[n] ?? 0]),
            stackLabels: categoryLabels,
          }
        : {}),
    },
  };
}

/** The rule system as the registry holds it (rules and compiled cells typed by the system itself). */
export type RuleFileSystem = RuleSystem<unknown, CompiledCheck>;
