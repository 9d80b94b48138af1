/*
 * The JSON of the workbench's Solve panel and sweep charts. Type-only: the
 * page imports it too (bundled by esbuild), so nothing here may touch Node.
 */
import type { Chart } from '../report/charts/plan.js';

export interface SolveRequest {
  analysis: string;
  /** The edited ruleset (full object), as /api/analyse takes it. */
  rules: Record<string, unknown>;
  params: Record<string, unknown>;
  /** KEY=RANGE,… as `hantei solve --vary` takes it. */
  vary: string;
  lang: 'en' | 'ja';
}

export interface SweepResponse {
  charts: Chart[];
}

export interface AcrossRequest {
  analysis: string;
  rules: Record<string, unknown>;
  params: Record<string, unknown>;
  targets: Record<string, number>;
  pick: 'mean' | 'worst' | 'median';
  lang: 'en' | 'ja';
}
