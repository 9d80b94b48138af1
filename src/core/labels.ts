import { type MessageId, msg } from './messages.js';
/**
 * The languages of labels and reports.
 *
 * @example
 * const lang: Lang = 'ja';
 */
export type Lang = 'en' | 'ja';
/**
 * A label in English and Japanese.
 *
 * @example
 * const title: Labels = getSystem('2d6').label; // { en: '2D6 keep-highest check', ja: '行為判定 (2D6)' }
 */
export type Labels = { en: string; ja: string };

/**
 * The label catalogue: words for the keys and values results carry (scenario
 * values, step fields, parameter values), in every report language. Each
 * system declares its own words (parameters, scenario options and result
 * fields) and registers them here; only words every system shares are
 * written here. A test fails when a Japanese report still shows a key listed.
 */

/**
 * Parameter labels and value labels: each system's own
 * (`RuleSystem.params[].label` and `.valueLabels`, scenario options'
 * `valueLabels`, `rulesetLabels`), the one source, registered here by the
 * system registry (`registerSystem`, and by the workbench page from the
 * server's state), so a column has one name in every table, chart, report and
 * page. The first system to name a parameter gives its words; the words for
 * its values are merged (drawsteel names `difficulty`'s labels, 2d6 its numbers).
 */
const PARAM_LABELS = new Map<string, Labels>();
const VALUES = new Map<string, Map<string, Labels>>();
const RULESET_KEYS = new Map<string, Labels>();

function addValues(name: string, words: Readonly<Record<string, Labels>> | undefined): void {
  if (!words) return;
  const into = VALUES.get(name) ?? VALUES.set(name, new Map()).get(name)!;
  for (const [v, l] of Object.entries(words)) if (!into.has(v)) into.set(v, l);
}

/**
 * Register a parameter list's labels (and their values' words).
 *
 * @deprecated Since 0.3: `registerSystemLabels` registers all of a system's words.
 */
export function registerParamLabels(
  params: ReadonlyArray<{ name: string; label: Labels; valueLabels?: Readonly<Record<string, Labels>> }>,
): void {
  for (const p of params) {
    if (!PARAM_LABELS.has(p.name)) PARAM_LABELS.set(p.name, p.label);
    addValues(p.name, p.valueLabels);
  }
}

/** What a scenario option brings in words (`ScenarioOption`'s word fields, systems/types.ts). */
export interface ScenarioOptionLabels {
  flag: string;
  valueLabels?: Readonly<Record<string, Labels>>;
  label?: Labels;
  /** Its values are another parameter's, and take their words. */
  valuesOf?: string;
  /** Its values are sequences of another parameter's words. */
  sequenceOf?: string;
}

/** What a system brings in words: what `registerSystemLabels` reads (a `RuleSystem`, or the workbench state's view of one). */
export interface SystemLabels {
  params: ReadonlyArray<{ name: string; label: Labels; valueLabels?: Readonly<Record<string, Labels>> }>;
  rulesetLabels?: Readonly<Record<string, Labels>>;
  scenarios?: Readonly<Record<string, { options: ReadonlyArray<ScenarioOptionLabels>; resultLabels?: Readonly<Record<string, Labels>> }>>;
}

const camel = (flag: string): string => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/*
 * Scenario words, by key, as the systems declare them (options' `label`,
 * specs' `resultLabels`), and the options whose values are another
 * parameter's (`valuesOf`) or sequences of them (`sequenceOf`). The first
 * system to name a key gives its words, as for parameters.
 */
const SCENARIO_KEYS = new Map<string, Labels>();
const ALIASES = new Map<string, string>();
const SEQUENCES = new Map<string, string>();

const setOnce = <V>(into: Map<string, V>, key: string, value: V | undefined): void => {
  if (value !== undefined && !into.has(key)) into.set(key, value);
};

/** Register every word a system declares: its parameters and their values, its scenarios' options and result fields, its ruleset keys (a varied key's column). */
export function registerSystemLabels(system: SystemLabels): void {
  registerParamLabels(system.params);
  for (const spec of Object.values(system.scenarios ?? {})) {
    for (const o of spec.options) {
      const key = camel(o.flag);
      addValues(key, o.valueLabels);
      setOnce(SCENARIO_KEYS, key, o.label);
      setOnce(ALIASES, key, o.valuesOf);
      setOnce(SEQUENCES, key, o.sequenceOf);
    }
    for (const [k, l] of Object.entries(spec.resultLabels ?? {})) setOnce(SCENARIO_KEYS, k, l);
  }
  // dotted keys only: a top-level key ('critical', 'fumble') is too often another system's parameter or value
  for (const [k, l] of Object.entries(system.rulesetLabels ?? {}))
    if (k.includes('.') && !k.startsWith('value:') && !RULESET_KEYS.has(k)) RULESET_KEYS.set(k, l);
}

/** Keys every scenario's results share (step fields, the success column); each system's own are in its scenario specs. */
export const KEY_LABELS: Readonly<Record<string, Labels>> = {
  step: { en: 'step', ja: '手順' },
  turn: { en: 'turn', ja: 'ターン' },
  name: { en: 'name', ja: '名前' },
  success: { en: 'P(success)', ja: '成功率' },
  ci: { en: '95% CI', ja: '95%信頼区間' },
};

/** The words for every key that is no parameter: the shared ones and those the registered systems' scenarios declare (a copy). */
export function keyLabels(): Record<string, Labels> {
  return { ...Object.fromEntries(SCENARIO_KEYS), ...KEY_LABELS };
}

/** The words registered for each parameter's values, by parameter name then value (a copy). */
export function valueLabels(): Record<string, Record<string, Labels>> {
  return Object.fromEntries([...VALUES].map(([name, words]) => [name, Object.fromEntries(words)]));
}

/** Values every parameter shares: flags. */
const COMMON_VALUES: Readonly<Record<string, Labels>> = {
  true: { en: 'yes', ja: 'あり' },
  false: { en: 'no', ja: 'なし' },
};

/** The word for a key (a system's parameter, scenario value, step field, scenario parameter), or the key itself. */
export function keyLabel(key: string, lang: Lang): string {
  return PARAM_LABELS.get(key)?.[lang] ?? KEY_LABELS[key]?.[lang] ?? SCENARIO_KEYS.get(key)?.[lang] ?? RULESET_KEYS.get(key)?.[lang] ?? key;
}

/** The word for a parameter's value; numbers and names (decks) stay as they are. */
export function valueLabel(param: string, value: unknown, lang: Lang): string {
  const s = String(value);
  if (typeof value === 'number') return s;
  // sequences as written in a study ("blue:2,green:3/colorless:1", "setup:1:2:1:normal"): their words translated in place
  const within = SEQUENCES.get(param);
  if (within) return s.replace(/[A-Za-z][A-Za-z-]*/g, (w) => VALUES.get(within)?.get(w)?.[lang] ?? w);
  return VALUES.get(ALIASES.get(param) ?? param)?.get(s)?.[lang] ?? COMMON_VALUES[s]?.[lang] ?? s;
}

/** A row with its string and boolean parameter values replaced by their words (numbers stay numbers). */
export function labelRow<R extends Record<string, unknown>>(row: R, params: readonly string[], lang: Lang): R {
  const out: Record<string, unknown> = { ...row };
  for (const p of params) if (typeof out[p] === 'string' || typeof out[p] === 'boolean') out[p] = valueLabel(p, out[p], lang);
  return out as R;
}

/** Every key and value that has a Japanese word, for the test that a ja report shows none of them raw. */
export function catalogueKeys(): string[] {
  return [...PARAM_LABELS.keys(), ...Object.keys(keyLabels()), ...[...VALUES.values()].flatMap((v) => [...v.keys()])];
}

// the usual target names of tune --targets (easy=0.8,normal=0.5,hard=0.2), as the catalogue words them
const TARGET_IDS: Readonly<Record<string, MessageId>> = {
  easy: 'difficultyTable.easy',
  normal: 'difficultyTable.normal',
  hard: 'difficultyTable.hard',
};

/**
 * A target's name in a language: the usual ones (easy, normal, hard) in words, others as the user wrote them.
 *
 * @example
 * targetWord('easy', 'ja'); // 易しい
 */
export function targetWord(name: string, lang: Lang): string {
  return Object.hasOwn(TARGET_IDS, name) ? msg(TARGET_IDS[name]).text(lang) : name;
}
