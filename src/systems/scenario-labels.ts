import type { Labels } from './types.js';

/*
 * Result words of scenarios that run a sequence of checks (mtg turn, 2d6
 * session, d6chain combat): one spelling, so the first system registered
 * cannot give the shared keys other words than the next.
 */

/** `allSucceed`, `meanSuccesses` and the `successes` distribution, as `ScenarioSpec.resultLabels`. */
export const SEQUENCE_RESULT_LABELS = {
  allSucceed: { en: 'P(all succeed)', ja: '全成功率' },
  meanSuccesses: { en: 'mean successes', ja: '平均成功数' },
  successes: { en: 'successes', ja: '成功数' },
} as const satisfies Readonly<Record<string, Labels>>;
