/*
 * Study files read: the top-level keys, then each analysis
 * (study/analysis-read.ts) and each expectation (study/expectation-read.ts),
 * assembled into a `Study`. Every key is checked, problems named with their
 * line and column.
 */

import { dirname, isAbsolute, resolve } from 'node:path';
import { whileParsing } from '../core/blocking.js';
import { HanteiError } from '../core/errors.js';
import { unknownNameHint } from '../core/names.js';
import { yamlData } from '../core/user-data.js';
import { readTextFile } from '../io/read.js';
import type { ParamNames } from '../engine/params.js';
import { msg, verbatim } from '../core/messages.js';
import type { GoalTarget, OrderGoal } from './goal-parse.js';
import { type AnalysisReading, readAnalysis, trialsOf } from './analysis-read.js';
import { parseExpectation } from './expectation-read.js';
import { Places, isMap, isSeq, yaml } from './yaml-places.js';

/**
 * One analysis of a study: a system's grid, solved exactly or simulated.
 *
 * @example
 * for (const a of loadStudy('reports/balance.yaml').analyses) console.log(a.name, a.system, a.method, a.params);
 */
export interface StudyAnalysis {
  name: string;
  title: string;
  system: string;
  ruleset?: string;
  method: 'exact' | 'monte-carlo';
  /** A stateful scenario (opposed, turn, session, combat) instead of a grid of single checks; always simulated. */
  scenario?: string;
  trials: number;
  seed: string;
  /** Option values by parameter name (lists or range strings, as on the command line). */
  params: Record<string, unknown>;
  cards?: string[];
  critical?: string[];
  /** Ruleset keys varied as axes (`vary: { modifiers.same: 3..6 }`), as `--vary` gives them (engine/vary.ts). */
  vary?: Record<string, unknown>;
  /** A playable difficulty table for the report's summary (as `tune --across`), from this analysis's cells. */
  difficultyTable?: { targets: Record<string, number>; across: string; pick: 'mean' | 'worst' | 'median'; tolerance: number };
  line: number;
}

// mtg's relation names, kept exported here for code written against them (deprecated: a deck system declares its own, DeckSection.relations)
export { CHECK_RELATIONS, type CheckRelation } from '../systems/mtg/index.js';

/**
 * An expectation on a study's results (see study/expect.ts).
 *
 * @example
 * for (const e of loadStudy('reports/balance.yaml').expect) console.log(e.analysis, e.metric, e.min, e.max);
 */
export interface Expectation {
  analysis: string;
  where: Record<string, unknown>;
  /** Systems with decks: pick only the cells whose check relates so to the cell's deck (a relation the system's `decks` section declares). */
  relation?: string;
  /** What is bounded: success, a category (`outcome: NAME`), a difficulty-table entry, or `mean`/`spread` of the success of the cells picked. */
  metric: string;
  min?: number;
  max?: number;
  /** The goal as a target with a tolerance (`mean: 0.60 ± 0.01`): min and max are target ∓ tolerance. */
  target?: GoalTarget;
  /** `every: deck`: the goal holds for each value of this parameter on its own (a mean, spread or order per deck). */
  every?: string;
  /** `order:` (metric `order`): success ranked between groups or along a parameter's values. */
  order?: OrderGoal;
  /** Free text printed with the verdict. */
  note?: string;
  line: number;
}

/**
 * A study file read and checked: its analyses and expectations.
 *
 * @example
 * const study: Study = loadStudy('reports/balance.yaml');
 */
export interface Study {
  file: string;
  name: string;
  title: string;
  lang: 'en' | 'ja';
  analyses: StudyAnalysis[];
  expect: Expectation[];
}

const STUDY_KEYS = ['name', 'title', 'lang', 'seed', 'trials', 'threads', 'analyses', 'expect'];

/** A study's own name becomes a folder name: one plain segment, never a path. */
export function checkStudyName(name: string, file: string, where: { line?: number; column?: number }): string {
  if (!/^[\p{L}\p{N}_][\p{L}\p{N}_.-]*$/u.test(name) || name.includes('..') || name.length > 100) {
    throw new HanteiError('study', msg('study.name', { name: JSON.stringify(name) }), { file, ...where, hint: msg('study.nameHint') });
  }
  return name;
}

/**
 * Read a study file. Paths inside it (decks, card data, ruleset files) are
 * relative to the study file's folder, so a study runs from anywhere. Every
 * key is checked: a misspelt one stops the run with its line and column.
 *
 * @example
 * const study = loadStudy('reports/balance.yaml');
 * const docs = await runStudy(study, { threads: 0 }, console.log);
 */
export function loadStudy(file: string): Study {
  const text = readTextFile(file, 'study');
  // a long file is parsed with Ctrl-C's default action: it ends the process at once (core/blocking.ts)
  return whileParsing(text.length, () => studyOfText(file, text));
}

/**
 * A study from its text, read as `loadStudy` reads a file (paths relative to `file`'s folder).
 *
 * @example
 * const study = studyFromText('/work/my-study.yaml', text);
 */
export function studyFromText(file: string, text: string): Study {
  return whileParsing(text.length, () => studyOfText(file, text));
}

function studyOfText(file: string, text: string): Study {
  const { LineCounter, parseDocument } = yaml();
  const lc = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const pos = lc.linePos(doc.errors[0].pos[0]);
    throw new HanteiError('yaml', msg('study.yamlSyntax', { why: verbatim(doc.errors[0].message.split('\n')[0]) }), {
      file,
      line: pos.line,
      column: pos.col,
    });
  }
  if (!isMap(doc.contents)) throw new HanteiError('study', msg('study.notMap'), { file, line: 1 });
  const at = new Places(lc);
  // aliases expanded within bounds, unsafe keys refused (with their line and column)
  const root = yamlData(doc, 'study', file, lc) as Record<string, unknown>;
  for (const k of Object.keys(root))
    if (!STUDY_KEYS.includes(k))
      throw new HanteiError('study', msg('study.unknownKey', { k }), {
        file,
        ...at.key(doc.contents, k),
        hint: unknownNameHint(k, STUDY_KEYS),
      });
  const base = dirname(file);
  const rel = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const analysesNode = doc.contents.get('analyses', true);
  if (!isSeq(analysesNode) || analysesNode.items.length === 0)
    throw new HanteiError('study', msg('study.noAnalyses'), { file, hint: msg('study.noAnalysesHint') });
  const lineOf = (n: unknown) => at.of(n).line ?? 0;
  const defaults = {
    seed: String(root.seed ?? '1'),
    trials: root.trials === undefined ? 1_000_000 : trialsOf(root.trials, file, at.key(doc.contents, 'trials').line ?? 1),
  };
  const reading: AnalysisReading = {
    file,
    base,
    rel,
    at,
    defaults,
    names: new Set<string>(),
    paramNames: new Map<string, readonly ParamNames[]>(),
  };
  const analyses = analysesNode.items.map((item, i) => readAnalysis((root.analyses as unknown[])[i], item, i, reading));
  const paramNames = reading.paramNames;
  const expectNode = doc.contents.get('expect', true);
  const expect: Expectation[] = [];
  if (expectNode !== undefined) {
    if (!isSeq(expectNode)) throw new HanteiError('study', msg('study.expectList'), { file, line: lineOf(expectNode) });
    const byName = new Map(analyses.map((a) => [a.name, a]));
    expectNode.items.forEach((item, i) => expect.push(parseExpectation((root.expect as unknown[])[i], file, item, at, byName, paramNames)));
  }
  if (root.lang !== undefined && root.lang !== 'en' && root.lang !== 'ja')
    throw new HanteiError('study', msg('study.lang', { v: String(JSON.stringify(root.lang)) }), { file, ...at.key(doc.contents, 'lang') });
  const lang = root.lang === 'ja' ? 'ja' : 'en';
  const studyName = checkStudyName(String(root.name ?? 'study'), file, at.key(doc.contents, 'name'));
  return { file, name: studyName, title: String(root.title ?? root.name ?? 'hantei report'), lang, analyses, expect };
}
