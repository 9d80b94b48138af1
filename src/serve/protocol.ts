/*
 * The JSON the workbench page and server exchange. The page imports it too
 * (bundled by esbuild), so nothing here may touch Node.
 */
import type { Chart } from '../report/charts/plan.js';
import type { CellResult, ResultsDocument } from '../core/results.js';
import type { DeckSummary } from '../api/decks.js';
import type { BalanceColumn, DeckSummaryView, Labels, ParamSpec, ScenarioOption } from '../systems/types.js';

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
  /** Words for ruleset keys (dotted paths) and, as `value:<v>`, choice values (the system's own catalogue). */
  rulesetLabels: Record<string, Labels>;
  /** Its scenarios' words: options' columns and values, result fields (the page registers them with the parameters' own). */
  scenarios?: Record<
    string,
    {
      options: Array<Pick<ScenarioOption, 'flag' | 'valueLabels' | 'label' | 'valuesOf' | 'sequenceOf'>>;
      resultLabels?: Record<string, Labels>;
    }
  >;
  /** Ruleset keys to vary, as the solve panel's example (the system's `varyExample`). */
  varyExample?: string;
  /** A deck system's deck summary: its counts and tables (DeckSupport.summaryView). */
  deckSummary?: DeckSummaryView;
}

import type { GoalText } from './goals-protocol.js';

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
  /** The study's decks, then (`pasted`) those pasted in the asking page's session. */
  decks: Array<DeckSummary & { pasted?: boolean }>;
  /** Which card data resolves names (the page shows it, with how to update). */
  cardData?: CardDataState;
  /** The study's expectations as the goal editor holds them (each one's analysis, the rest as a YAML flow map). */
  expect?: GoalText[];
}

/** The card data in use: the bundled snapshot, and the imported index that wins over it. */
export interface CardDataState {
  bundled: {
    cards: number;
    japanese: number;
    built: string;
    sources: Array<{ data: string; date: string; cards: number; lacks?: string }>;
  };
  imported?: { file: string; source?: string; importedAt?: string; cards?: number };
  /** The commands that update it. */
  update: string[];
}

export interface AnalyseRequest {
  analysis: string;
  /** The edited ruleset (full object) and the preset it came from. */
  rules: Record<string, unknown>;
  params: Record<string, unknown>;
  lang: 'en' | 'ja';
  targets?: Record<string, number>;
}

/** A pasted decklist: its display name, text, and the page session it belongs to (pasted decks are listed per session). */
export interface AddDeckRequest {
  name?: string;
  text: string;
  session?: string;
}

export interface CompareRow {
  params: Record<string, string | number | boolean>;
  edited: number | null;
  preset: number | null;
  diff: number | null;
}

/**
 * Chart rows shared by the charts of one answer: each row an array of values
 * under `fields` (a missing field is null). The fields listed in `text` hold
 * indices into `strings` instead of their text.
 */
export interface ChartPool {
  fields: string[];
  rows: unknown[][];
  text?: number[];
  strings?: string[];
}

export interface AnalyseResponse {
  /** The exact results of the edited ruleset; its cells carry their params, success, interval and impossible share only. */
  doc: Omit<ResultsDocument, 'cells'> & { cells: Array<Pick<CellResult, 'params' | 'attempts' | 'success' | 'ci' | 'impossible'>> };
  /** The charts (no degree chart); each spec's `data` is `{ rows: [indices into pool.rows] }`: `chartRows` puts them back. */
  charts: Chart[];
  pool: ChartPool;
  /** Edited minus the preset: the changed cells (at most 200), largest changes first, and how many cells there are and changed. */
  compare: { preset: string; cells: number; changed: number; rows: CompareRow[]; charts: Chart[] };
  /** A deck system's balance table as it declares it (DeckSection.balance): its columns after deck and ruleset, then rows, each split's edited row beside its preset's. */
  balance?: { columns: BalanceColumn[]; splitBy?: string; rows: Array<Record<string, string | number | null | undefined>> };
  /**
   * @deprecated the rows of `balance` again, under the name the deck system declares (`DeckSection.balance.field`),
   * kept for readers of the answers before `balance`; typed by the system, not here.
   */
  [balanceField: string]: unknown;
  tune?: {
    param: string;
    rows: Array<{
      params: Record<string, string | number | boolean>;
      picks: Record<string, { value: string | number | boolean; success: number; miss: number } | null>;
    }>;
    /** The ruleset's legal range of the tuned parameter (mtg: difficulty.min..max), when it has one: the page marks picks beyond it. */
    legal?: [number, number];
  };
  serverMs: number;
}

/** A chart's rows from the pool, as objects (what a Vega-Lite spec's `data.values` holds). */
export function chartRows(spec: Record<string, unknown>, pool: ChartPool): Array<Record<string, unknown>> {
  const data = spec.data as { rows?: number[]; values?: Array<Record<string, unknown>> } | undefined;
  if (data?.values) return data.values;
  const text = pool.fields.map((_, f) => pool.text?.includes(f) ?? false);
  const strings = pool.strings ?? [];
  return (data?.rows ?? []).map((i) => {
    const row: Record<string, unknown> = {};
    const values = pool.rows[i];
    for (let f = 0; f < pool.fields.length; f++) {
      const v = values[f];
      if (v === undefined) continue;
      row[pool.fields[f]] = text[f] && typeof v === 'number' ? strings[v] : v;
    }
    return row;
  });
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

/*
 * Every /api request carries the page's token (x-hantei-token, from its
 * <meta name="hantei-token">) and may name the page's session
 * (x-hantei-session); every POST is application/json. Unknown fields are
 * refused by name (400).
 */

/** POST /api/decks */
export interface DeckRequest {
  name?: string;
  /** At most 64 KiB; 16 pasted decks per page session. */
  text: string;
  /** Card data for names no card data knows (the deck-fix form), in the fields the deck system reads (`DeckSection.givenCards`): written into the deck as YAML entries; the answer's `text` is the deck so rewritten. */
  cards?: Array<Record<string, unknown>>;
}

/** POST /api/jobs: a check grid (rules and params of the analysis, edited) or a scenario of the study. */
export interface JobRequest {
  analysis: string;
  rules?: Record<string, unknown>;
  params?: Record<string, unknown>;
  /** Trials per cell: a whole number from 1 to 1e8 (and the grid within the CLI's budget of 1e10 checks). */
  trials?: number;
  lang?: 'en' | 'ja';
}

/** POST /api/save */
export interface SaveRequest {
  analysis: string;
  rules: Record<string, unknown>;
  params?: Record<string, unknown>;
  /** Write the files into the study folder (the server must run with --write); otherwise only return them. */
  write?: boolean;
  /** Existing files the user agreed to replace (the `exists` of a 409 answer). */
  overwrite?: string[];
}

/** The 409 answer to a save that would replace files the server did not write. */
export interface ConflictResponse {
  error: string;
  exists: string[];
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
