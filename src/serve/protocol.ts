/*
 * The JSON the workbench page and server exchange. Type-only: the page
 * imports it too (bundled by esbuild), so nothing here may touch Node.
 */
import type { Chart } from '../report/charts/plan.js';
import type { ResultsDocument } from '../core/results.js';
import type { DeckSummary } from '../api/decks.js';
import type { Labels, ParamSpec } from '../systems/types.js';

/** One editable leaf of a ruleset: its path, what kind of input, and the allowed values when the system declares them. */
export interface RulesetField {
  path: Array<string | number>;
  /** `list`: a list of records (or an empty list), edited whole as JSON so rows can be added and removed. */
  kind: 'number' | 'boolean' | 'choice' | 'text' | 'list';
  choices?: string[];
}

export interface SystemInfo {
  id: string;
  label: Labels;
  params: ParamSpec[];
  presets: Record<string, unknown>;
  defaultRuleset: string;
  tune: string;
  /** Editable leaves of each preset (the same shape for every preset of a system). */
  fields: Record<string, RulesetField[]>;
  /** Values of the choice parameters that depend on the ruleset (mtg check types), per preset. */
  choices: Record<string, Record<string, string[]>>;
}

export interface AnalysisInfo {
  name: string;
  title: string;
  system: string;
  /** The preset the analysis's ruleset is (or extends). */
  preset: string;
  /** The analysis's ruleset, resolved. */
  rules: unknown;
  scenario?: string;
  method: 'exact' | 'monte-carlo';
  trials: number;
  seed: string;
  /** Params as the page edits them: decks by id, everything else as in the study. */
  params: Record<string, unknown>;
}

export interface StateResponse {
  version: string;
  study: { name: string; title: string; lang: 'en' | 'ja'; file: string | null };
  canWrite: boolean;
  systems: SystemInfo[];
  analyses: AnalysisInfo[];
  decks: DeckSummary[];
}

export interface AnalyseRequest {
  analysis: string;
  /** The edited ruleset (full object) and the preset it came from. */
  rules: Record<string, unknown>;
  params: Record<string, unknown>;
  lang: 'en' | 'ja';
  targets?: Record<string, number>;
}

export interface CompareRow {
  params: Record<string, string | number | boolean>;
  edited: number | null;
  preset: number | null;
  diff: number | null;
}

export interface AnalyseResponse {
  doc: ResultsDocument;
  charts: Chart[];
  /** Edited minus the preset, largest changes first. */
  compare: { preset: string; rows: CompareRow[]; charts: Chart[] };
  colourBalance?: Array<{ deck: string; ruleset: string; deckColours: string; onColour: number | null; offColour: number | null; colourless: number | null; spread: number | null }>;
  tune?: { param: string; rows: Array<{ params: Record<string, string | number | boolean>; picks: Record<string, { value: string | number | boolean; success: number; miss: number } | null> }> };
  serverMs: number;
}

export interface JobStatus {
  id: string;
  state: 'running' | 'done' | 'cancelled' | 'failed';
  done: number;
  total: number;
  error?: string;
  doc?: ResultsDocument;
  charts?: Chart[];
}

export interface SaveResponse {
  rulesetFile: string;
  rulesetYaml: string;
  studyFile: string;
  studyYaml: string;
  /** Pasted decks the study names as files beside it (`<id>.txt`), to save with it. */
  decks: Array<{ file: string; text: string }>;
  /** Paths written (only with --write). */
  written: string[];
}
