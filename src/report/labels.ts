import type { Labels, Lang } from '../systems/types.js';

/**
 * The label catalogue: words for the keys and values results carry (scenario
 * values, step fields, parameter values), in every report language. One place,
 * so other systems and scenarios add their words here; a test fails when a
 * Japanese report still shows a key listed here.
 */

/**
 * Parameter labels: each system's own (`RuleSystem.params[].label`), the one
 * source, registered here by the system registry (and by the workbench page
 * from the server's state), so a column has one name in every table, chart,
 * report and page. The first system to name a parameter gives its words.
 */
const PARAM_LABELS = new Map<string, Labels>();

export function registerParamLabels(params: ReadonlyArray<{ name: string; label: Labels }>): void {
  for (const p of params) if (!PARAM_LABELS.has(p.name)) PARAM_LABELS.set(p.name, p.label);
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

const NEVER = { en: 'never', ja: 'しない' };
const ALWAYS = { en: 'always', ja: '常に' };
const ON_FAIL = { en: 'on failure', ja: '失敗時' };

/** Parameter values, by parameter name then value (as a string). */
export const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, Labels>>>> = {
  check: {
    white: { en: 'white', ja: '白' },
    blue: { en: 'blue', ja: '青' },
    black: { en: 'black', ja: '黒' },
    red: { en: 'red', ja: '赤' },
    green: { en: 'green', ja: '緑' },
    colorless: { en: 'colourless', ja: '無色' },
    negotiation: { en: 'negotiation', ja: '交渉' },
    intellect: { en: 'intellect', ja: '知力' },
    use: { en: 'use', ja: '利用' },
    reflex: { en: 'reflex', ja: '瞬発' },
    body: { en: 'body', ja: '身体' },
  },
  boost: { never: NEVER, 'on-fail': ON_FAIL, always: ALWAYS },
  convert: { never: NEVER, 'when-safe': { en: 'when safe', ja: '安全なとき' }, always: ALWAYS },
  spend: { never: NEVER, always: ALWAYS, 'when-unlikely': { en: 'when unlikely', ja: '見込みが低いとき' } },
  reroll: { never: NEVER, 'on-failure': ON_FAIL },
  difficulty: {
    easy: { en: 'easy', ja: '易しい' },
    medium: { en: 'medium', ja: '普通' },
    hard: { en: 'hard', ja: '難しい' },
  },
  target: {
    'very-easy': { en: 'very easy', ja: 'とても簡単' },
    easy: { en: 'easy', ja: '簡単' },
    normal: { en: 'normal', ja: '普通' },
    hard: { en: 'hard', ja: '難しい' },
    'very-hard': { en: 'very hard', ja: 'とても難しい' },
  },
};

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
  return PARAM_LABELS.get(key)?.[lang] ?? KEY_LABELS[key]?.[lang] ?? key;
}

/** The word for a parameter's value; numbers and names (decks) stay as they are. */
export function valueLabel(param: string, value: unknown, lang: Lang): string {
  const s = String(value);
  if (typeof value === 'number') return s;
  // sequences as written in a study ("blue:2,green:3/colorless:1", "setup:1:2:1:normal"): their words translated in place
  const within = SEQUENCES[param];
  if (within) return s.replace(/[A-Za-z][A-Za-z-]*/g, (w) => VALUE_LABELS[within][w]?.[lang] ?? w);
  return VALUE_LABELS[ALIASES[param] ?? param]?.[s]?.[lang] ?? COMMON_VALUES[s]?.[lang] ?? s;
}

/** A row with its string and boolean parameter values replaced by their words (numbers stay numbers). */
export function labelRow<R extends Record<string, unknown>>(row: R, params: readonly string[], lang: Lang): R {
  const out: Record<string, unknown> = { ...row };
  for (const p of params) if (typeof out[p] === 'string' || typeof out[p] === 'boolean') out[p] = valueLabel(p, out[p], lang);
  return out as R;
}

/** Every key and value that has a Japanese word, for the test that a ja report shows none of them raw. */
export function catalogueKeys(): string[] {
  return [...PARAM_LABELS.keys(), ...Object.keys(KEY_LABELS), ...Object.values(VALUE_LABELS).flatMap((v) => Object.keys(v))];
}
