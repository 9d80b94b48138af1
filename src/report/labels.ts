import type { Labels, Lang } from '../systems/types.js';

/**
 * The label catalogue: words for the keys and values results carry (scenario
 * values, step fields, parameter values), in every report language. One place,
 * so other systems and scenarios add their words here; a test fails when a
 * Japanese report still shows a key listed here.
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

/** What a system brings in words: what `registerSystemLabels` reads (a `RuleSystem`, or the workbench state's view of one). */
export interface SystemLabels {
  params: ReadonlyArray<{ name: string; label: Labels; valueLabels?: Readonly<Record<string, Labels>> }>;
  rulesetLabels?: Readonly<Record<string, Labels>>;
  scenarios?: Readonly<Record<string, { options: ReadonlyArray<{ flag: string; valueLabels?: Readonly<Record<string, Labels>> }> }>>;
}

const camel = (flag: string): string => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Register every word a system declares: its parameters and their values, its scenario options' values, its ruleset keys (a varied key's column). */
export function registerSystemLabels(system: SystemLabels): void {
  registerParamLabels(system.params);
  for (const spec of Object.values(system.scenarios ?? {})) for (const o of spec.options) addValues(camel(o.flag), o.valueLabels);
  // dotted keys only: a top-level key ('critical', 'fumble') is too often another system's parameter or value
  for (const [k, l] of Object.entries(system.rulesetLabels ?? {}))
    if (k.includes('.') && !k.startsWith('value:') && !RULESET_KEYS.has(k)) RULESET_KEYS.set(k, l);
}

/** Scenario values, distributions, step fields and scenario parameters that are no system's parameter, by key. */
export const KEY_LABELS: Readonly<Record<string, Labels>> = {
  aWins: { en: 'P(A wins)', ja: 'Aの勝率' },
  bWins: { en: 'P(B wins)', ja: 'Bの勝率' },
  undecided: { en: 'P(undecided)', ja: '決着なしの確率' },
  allSucceed: { en: 'P(all succeed)', ja: '全成功率' },
  meanSuccesses: { en: 'mean successes', ja: '平均成功数' },
  meanRounds: { en: 'mean rounds', ja: '平均ラウンド数' },
  rounds: { en: 'rounds', ja: 'ラウンド数' },
  successes: { en: 'successes', ja: '成功数' },
  finalCourage: { en: 'final courage', ja: '最終勇気' },
  meanCourageAfter: { en: 'mean courage after', ja: '判定後の平均勇気' },
  spent: { en: 'courage spent', ja: '勇気の消費' },
  converted: { en: 'courage gained', ja: '勇気の獲得' },
  boosted: { en: 'boosted', ja: 'ブースト' },
  impossible: { en: 'impossible', ja: '判定不可' },
  step: { en: 'step', ja: '手順' },
  turn: { en: 'turn', ja: 'ターン' },
  name: { en: 'name', ja: '名前' },
  success: { en: 'P(success)', ja: '成功率' },
  ci: { en: '95% CI', ja: '95%信頼区間' },
  checks: { en: 'checks', ja: '判定の並び' },
  vsDeck: { en: 'B deck', ja: 'Bのデッキ' },
  vsCheck: { en: 'B check', ja: 'Bの判定' },
  vsDifficulty: { en: 'B difficulty', ja: 'Bの難易度' },
  hand: { en: 'opening hand', ja: '初期手札' },
  courage: { en: 'courage', ja: '勇気' },
  spend: { en: 'spend courage', ja: '勇気の使用' },
  steps: { en: 'steps', ja: '手順' },
  turns: { en: 'turns', ja: 'ターン数' },
};

/** The words registered for each parameter's values, by parameter name then value (a copy). */
export function valueLabels(): Record<string, Record<string, Labels>> {
  return Object.fromEntries([...VALUES].map(([name, words]) => [name, Object.fromEntries(words)]));
}

/** Values every parameter shares: flags. */
const COMMON_VALUES: Readonly<Record<string, Labels>> = {
  true: { en: 'yes', ja: 'あり' },
  false: { en: 'no', ja: 'なし' },
};

// parameters that are sequences of checks, and which values their words are
const SEQUENCES: Readonly<Record<string, string>> = { checks: 'check', steps: 'target' };

// vsCheck takes the check names
const ALIASES: Readonly<Record<string, string>> = { vsCheck: 'check', vsDifficulty: 'difficulty' };

/** The word for a key (a system's parameter, scenario value, step field, scenario parameter), or the key itself. */
export function keyLabel(key: string, lang: Lang): string {
  return PARAM_LABELS.get(key)?.[lang] ?? KEY_LABELS[key]?.[lang] ?? RULESET_KEYS.get(key)?.[lang] ?? key;
}

/** The word for a parameter's value; numbers and names (decks) stay as they are. */
export function valueLabel(param: string, value: unknown, lang: Lang): string {
  const s = String(value);
  if (typeof value === 'number') return s;
  // sequences as written in a study ("blue:2,green:3/colorless:1", "setup:1:2:1:normal"): their words translated in place
  const within = SEQUENCES[param];
  if (within) return s.replace(/[A-Za-z][A-Za-z-]*/g, (w) => VALUES.get(within)?.get(w)?.[lang] ?? w);
  return VALUES.get(ALIASES[param] ?? param)?.get(s)?.[lang] ?? COMMON_VALUES[s]?.[lang] ?? s;
}

/** A row with its string and boolean parameter values replaced by their words (numbers stay numbers). */
export function labelRow<R extends Record<string, unknown>>(row: R, params: readonly string[], lang: Lang): R {
  const out: Record<string, unknown> = { ...row };
  for (const p of params) if (typeof out[p] === 'string' || typeof out[p] === 'boolean') out[p] = valueLabel(p, out[p], lang);
  return out as R;
}

/** Every key and value that has a Japanese word, for the test that a ja report shows none of them raw. */
export function catalogueKeys(): string[] {
  return [...PARAM_LABELS.keys(), ...Object.keys(KEY_LABELS), ...[...VALUES.values()].flatMap((v) => [...v.keys()])];
}
