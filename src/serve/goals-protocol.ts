/*
 * The JSON of the workbench's goal editor (POST /api/goals). Type-only: the
 * page imports it too (bundled by esbuild), so nothing here may touch Node.
 */

/** One expectation as the page edits it: its analysis, and the rest as one YAML flow map (`{ check: on-colour, mean: 0.60 ± 0.01 }`). */
export interface GoalText {
  analysis: string;
  text: string;
}

export interface GoalsRequest {
  analysis: string;
  rules: Record<string, unknown>;
  params: Record<string, unknown>;
  /** Every expectation of the study as the page holds it; those on `analysis` are judged. */
  expect: GoalText[];
  lang: 'en' | 'ja';
}

/** The verdict on one expectation of the analysis (`index` into the request's list), or why it cannot be read. */
export interface GoalVerdict {
  index: number;
  ok: boolean;
  /** The plain sentence (holds or fails, the goal, the value reached, the margin), in the request's language. */
  sentence: string;
  margin: number | null;
  lines: string[];
  /** The expectation cannot be read: the study's own message (and hint). */
  error?: string;
}

export interface GoalsResponse {
  verdicts: GoalVerdict[];
}
