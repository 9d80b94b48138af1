/*
 * A study's expectations judged on its results: each verdict, its lines per
 * cell in the report's language, and its miss (what `hantei solve` minimises).
 */

import { areaWords } from '../core/catalogue/area.js';
import { REPORT } from '../core/catalogue/report.js';
import type { CellResult, ResultsDocument, ScenarioResult } from '../core/results.js';
import { wilson } from '../core/stats.js';
import { msg } from '../core/messages.js';
import { closest } from '../core/tune.js';
import { getSystem } from '../systems/index.js';
import { checkRelations } from './relation.js';
import { recordedDecks, relationWords } from '../systems/deck-words.js';
import type { Expectation } from './study.js';
import type { Lang } from '../systems/types.js';
import { keyLabel, valueLabel } from '../core/labels.js';
import type { Message } from '../core/messages.js';
import { type CellVerdict, goalText, pct, judgeOrder, noValue, perPart, slack, verdictSentence } from './goals.js';

/** The words of a verdict line, per language (the HTML report shows them in the study's language). */
const W = areaWords(REPORT, 'expect.');
const w = (k: keyof typeof W, lang: Lang) => W[k][lang];

/**
 * The verdict on one expectation: it holds when it holds for every cell it picks.
 *
 * @example
 * for (const v of judge(study.expect, docsByName)) console.log(v.ok ? 'pass' : 'FAIL', v.name, ...v.lines);
 */
export interface Verdict {
  expectation: Expectation;
  ok: boolean;
  /** One readable line per cell judged (cell, expected, measured, interval): the failing ones when it fails. */
  lines: string[];
  /** Short name for a test case. */
  name: string;
  /**
   * How far the measured values lie outside the bounds, summed over the cells
   * judged (0 when every one is inside; a cell without a value counts 1); a
   * difficulty entry's miss is in difficulty steps. `hantei solve` minimises it.
   */
  miss: number;
  /** Signed, for the worst cell or step: how far inside the goal it holds (≥ 0) or outside it misses (< 0). */
  margin: number;
  /** The value reached at the worst cell or step (null when none could be measured). */
  reached: number | null;
  /** The reached value as shown beside the goal (`61.20%`; an order's chain). */
  shown: string;
  /** The goal in words, in both languages. */
  goal: Message;
  /** The verdict as one plain sentence: holds or fails, the goal, the value reached and the margin. */
  sentence: Message;
}

/** Distance of a value outside the expectation's bounds (0 inside). */
export function distanceOutside(v: number, e: Pick<Expectation, 'min' | 'max'>): number {
  if (e.min !== undefined && v < e.min) return e.min - v;
  if (e.max !== undefined && v > e.max) return v - e.max;
  return 0;
}

function bounds(e: Expectation, lang: Lang = 'en'): string {
  if (e.target) return `${e.target.value} ± ${e.target.tolerance}`;
  if (e.min !== undefined && e.max !== undefined) return `${w('in', lang)} [${e.min}, ${e.max}]`;
  return e.min !== undefined ? `≥ ${e.min}` : `≤ ${e.max}`;
}

function paramsText(params: Record<string, unknown>, lang: Lang = 'en'): string {
  if (lang === 'en')
    return `{${Object.entries(params)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(', ')}}`;
  return `{${Object.entries(params)
    .map(([k, v]) => `${keyLabel(k, lang)}=${valueLabel(k, v, lang)}`)
    .join(', ')}}`;
}

function matches(cell: CellResult, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([k, v]) => String(cell.params[k]) === String(v));
}

/** The cells an expectation picks: by where:, and (systems with decks) by the check's relation to each deck. */
export function pickedCells(e: Expectation, doc: ResultsDocument): CellResult[] | { problem: Message } {
  const cells = doc.cells.filter((c) => matches(c, e.where));
  if (!e.relation) return cells;
  const decks = getSystem(doc.system).decks;
  const recorded = decks && recordedDecks(doc, decks);
  if (!recorded) return { problem: msg('expectation.noDeckRecords', { relation: e.relation }) };
  return cells.filter((c) => checkRelations(c, decks, doc.rules, recorded[String(c.params.deck)] ?? '').includes(e.relation!));
}

/**
 * Is [lo, hi] (the measured value and its interval) compatible with the bounds?
 * Monte Carlo fails only when the whole 95% interval is outside, so a verdict
 * far from the bound does not flip with the seed; exact values have lo = hi.
 */
function within(lo: number, hi: number, e: Expectation): boolean {
  return !(e.min !== undefined && hi < e.min) && !(e.max !== undefined && lo > e.max);
}

/**
 * Judge every expectation against the study's documents, by analysis name.
 *
 * @example
 * const study = loadStudy('reports/balance.yaml');
 * const docs = await runStudy(study, { threads: 0 }, () => undefined);
 * const verdicts = judge(study.expect, new Map(docs.map((d) => [d.name, d.doc])));
 * process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
 */
export function judge(expectations: readonly Expectation[], docs: ReadonlyMap<string, ResultsDocument>, lang: Lang = 'en'): Verdict[] {
  return expectations.map((e) => {
    const cells = judgeCells(e, docs.get(e.analysis)!, lang);
    const ok = cells.every((c) => c.ok);
    const miss = cells.reduce((m, c) => m + c.miss, 0);
    // the worst cell speaks for the expectation: its value beside the goal, its margin
    const worst = cells.reduce((w, c) => (c.margin < w.margin ? c : w), cells[0]);
    const system = docs.get(e.analysis)!.system;
    const shown = cells.length > 1 && worst.value !== null && worst.at ? `${worst.shown} (${worst.at})` : worst.shown;
    return {
      expectation: e,
      ok,
      miss,
      margin: worst.margin,
      reached: worst.value,
      shown,
      goal: goalText(e, system),
      sentence: verdictSentence(e, system, ok, worst.value, shown, worst.margin),
      name: `${e.analysis} ${paramsText(e.where)}${e.relation ? ` check=${e.relation}` : ''}${e.every ? ` every=${e.every}` : ''} ${e.metric} ${e.order ? orderName(e) : bounds(e)}`,
      lines: cells.filter((c) => ok || !c.ok).map((c) => c.line),
    };
  });
}

function orderName(e: Expectation): string {
  const o = e.order!;
  return `${o.groups ? o.groups.map((g) => g.label).join(' > ') : `${o.rising ? 'rising' : 'falling'} ${o.along}`} gap ${o.gap}`;
}

/** An expectation's total miss on a document (what `hantei solve` minimises), without building its lines. */
export function expectationMiss(e: Expectation, doc: ResultsDocument): number {
  if (e.metric === 'success' && !e.relation) {
    // the common case, kept allocation-free: a solve judges it for every candidate ruleset
    let miss = 0;
    let any = false;
    for (const c of doc.cells) {
      if (!matches(c, e.where)) continue;
      any = true;
      miss += c.success === null ? 1 : distanceOutside(c.success, e);
    }
    return any ? miss : 1;
  }
  return judgeCells(e, doc).reduce((m, c) => m + c.miss, 0);
}

function judgeCells(e: Expectation, doc: ResultsDocument, lang: Lang = 'en'): CellVerdict[] {
  const out: CellVerdict[] = [];
  // the relation in the report's language, as the system words it (English as written)
  const relation = e.relation && (lang === 'en' ? e.relation : relationWords(e.relation, getSystem(doc.system).decks)[lang]);
  const head = `${e.analysis} ${paramsText(e.where, lang)}${relation ? ` ${lang === 'en' ? 'check' : keyLabel('check', lang)}=${relation}` : ''}`;
  // a scenario with varied ruleset keys has a row per combination: each must hold
  if (e.metric.startsWith('value:'))
    return (doc.scenarios?.length ? doc.scenarios : [undefined]).map((s) => judgeScenarioValue(e, s as ScenarioResult | undefined, lang));
  const picked = pickedCells(e, doc);
  if (!Array.isArray(picked)) return [noValue(`${head}: ${picked.problem.text(lang)}`)];
  const cells = picked;
  if (cells.length === 0)
    return [
      noValue(
        `${head}: ${(e.relation ? msg('expectation.noCellRelation', { relation: e.relation }) : msg('expectation.noCell')).text(lang)}`,
      ),
    ];
  if (e.metric === 'order')
    return judgeOrder(
      e,
      doc,
      cells,
      head,
      (g, cs) => {
        const sub = pickedCells({ ...e, where: g.where, relation: g.relation }, { ...doc, cells: [...cs] });
        return sub;
      },
      lang,
    );
  if (e.metric.startsWith('difficulty:')) return perPart(e, cells, head, (cs, h) => judgeDifficulty(e, doc, cs, h, lang));
  if (e.metric === 'mean' || e.metric === 'spread') return perPart(e, cells, head, (cs, h) => judgeAggregate(e, doc, cs, h, lang));
  for (const c of cells) {
    const cellHead = `${e.analysis} ${paramsText(c.params, lang)}`;
    let p: number | null;
    let lo: number;
    let hi: number;
    let what: string;
    if (e.metric === 'success') {
      what = w('success', lang);
      p = c.success;
      [lo, hi] = c.ci ?? [p ?? 0, p ?? 0];
    } else {
      const cat = e.metric.slice('outcome:'.length);
      // the outcome as the system words it (成功(報酬あり)), the key itself only when it has no words
      what = `${w('outcome', lang)} ${getSystem(doc.system).categoryLabels[cat]?.[lang] ?? cat}`;
      if (!(cat in c.outcomes)) {
        out.push(
          noValue(`${cellHead}: ${msg('expect.noOutcome', { outcome: cat, outcomes: Object.keys(c.outcomes).join(', ') }).text(lang)}`),
        );
        continue;
      }
      p = c.outcomes[cat];
      [lo, hi] = doc.method === 'monte-carlo' && c.attempts ? wilson(p * c.attempts, c.attempts) : [p, p];
    }
    if (p === null) {
      out.push(noValue(`${cellHead}: ${w('never', lang).replace('{s}', what)}`));
      continue;
    }
    const ok = within(lo, hi, e);
    const interval = doc.method === 'monte-carlo' ? ` (${w('interval', lang)} ${pct(lo)}–${pct(hi)})` : ` (${w('exact', lang)})`;
    out.push({
      ok,
      miss: distanceOutside(p, e),
      value: p,
      margin: slack(p, e),
      shown: pct(p),
      at: Object.entries(c.params)
        .filter(([k]) => !(k in e.where))
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', '),
      line: `${cellHead}: ${what} ${w('expected', lang)} ${bounds(e, lang)}, ${w('measured', lang)} ${pct(p)}${interval}${e.note ? ` — ${e.note}` : ''}`,
    });
  }
  return out;
}

/** A scenario's headline value (aWins, allSucceed, …), judged with its interval where it has one. */
function judgeScenarioValue(e: Expectation, s: ScenarioResult | undefined, lang: Lang = 'en'): CellVerdict {
  const key = e.metric.slice('value:'.length);
  if (!s || !(key in s.values)) {
    return noValue(
      `${e.analysis}: ${(s ? msg('expectation.noValueOf', { key, list: Object.keys(s.values).join(', ') }) : msg('expectation.noValueScenario', { key })).text(lang)}`,
    );
  }
  const p = s.values[key];
  const [lo, hi] = s.intervals[key] ?? [p, p];
  const shown = key.startsWith('mean') ? p.toFixed(3) : pct(p);
  const interval = s.intervals[key] ? ` (${w('interval', lang)} ${pct(lo)}–${pct(hi)})` : '';
  return {
    ok: within(lo, hi, e),
    miss: distanceOutside(p, e),
    value: p,
    margin: slack(p, e),
    shown,
    line: `${e.analysis} ${paramsText(s.params, lang)}: ${lang === 'en' ? key : keyLabel(key, lang)} ${w('expected', lang)} ${bounds(e, lang)}, ${w('measured', lang)} ${shown}${interval}${e.note ? ` — ${e.note}` : ''}`,
  };
}

/** A difficulty-table entry: the difficulty closest to the target rate must lie within the bounds. */
function judgeDifficulty(e: Expectation, doc: ResultsDocument, cells: readonly CellResult[], head: string, lang: Lang = 'en'): CellVerdict {
  const target = Number(e.metric.slice('difficulty:'.length));
  const param = getSystem(doc.system).tune;
  const others = Object.keys(cells[0].params).filter((k) => k !== param && !(k in e.where));
  const groups = new Map<string, CellResult[]>();
  for (const c of cells) {
    const key = others.map((k) => String(c.params[k])).join('|');
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  if (groups.size > 1) {
    return noValue(`${head}: ${msg('expectation.manyGroups', { n: groups.size, list: others.join(', ') }).text(lang)}`);
  }
  const pick = closest(
    cells.filter((c) => c.success !== null).map((c) => ({ value: c.params[param], success: c.success! })),
    target,
  );
  if (!pick) return noValue(`${head}: ${msg('expectation.nothingToTune').text(lang)}`);
  const v = Number(pick.value);
  const ok = Number.isFinite(v) && !(e.min !== undefined && v < e.min) && !(e.max !== undefined && v > e.max);
  return {
    ok,
    miss: Number.isFinite(v) ? distanceOutside(v, e) : 1,
    value: Number.isFinite(v) ? v : null,
    margin: Number.isFinite(v) ? slack(v, e) : -1,
    shown: String(pick.value),
    line: `${head}: ${lang === 'en' ? param : keyLabel(param, lang)} ${w('for', lang)} ${pct(target)} ${w('expected', lang)} ${bounds(e, lang)}, ${w('tuned', lang)} ${String(pick.value)} (${w('success', lang)} ${pct(pick.success)}, ${w('missesBy', lang)} ${pick.miss >= 0 ? '+' : ''}${pct(pick.miss)})${e.note ? ` — ${e.note}` : ''}`,
  };
}

/**
 * `mean:` or `spread:` (max − min) of the success rate over the cells picked.
 * Monte Carlo: the mean's interval is the mean of the cells' intervals, the
 * spread's runs from the closest to the farthest their intervals allow; it
 * fails only when that whole interval is outside the bounds.
 */
function judgeAggregate(e: Expectation, doc: ResultsDocument, cells: readonly CellResult[], head: string, lang: Lang = 'en'): CellVerdict {
  const known = cells.filter((c) => c.success !== null);
  if (known.length === 0) return noValue(`${head}: ${msg('expectation.noneToAggregate', { metric: e.metric }).text(lang)}`);
  const ps = known.map((c) => c.success!);
  const los = known.map((c) => c.ci?.[0] ?? c.success!);
  const his = known.map((c) => c.ci?.[1] ?? c.success!);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  let value: number;
  let lo: number;
  let hi: number;
  if (e.metric === 'mean') {
    [value, lo, hi] = [avg(ps), avg(los), avg(his)];
  } else {
    value = Math.max(...ps) - Math.min(...ps);
    lo = Math.max(0, Math.max(...los) - Math.min(...his));
    hi = Math.max(...his) - Math.min(...los);
  }
  if (doc.method === 'exact') [lo, hi] = [value, value];
  const interval = doc.method === 'monte-carlo' ? ` (${w('interval', lang)} ${pct(lo)}–${pct(hi)})` : ` (${w('exact', lang)})`;
  return {
    ok: within(lo, hi, e),
    miss: distanceOutside(value, e),
    value,
    margin: slack(value, e),
    shown: pct(value),
    line: `${head}: ${w(e.metric === 'mean' ? 'mean' : 'spread', lang)} ${w('of', lang)} ${known.length}${lang === 'en' ? ` cell${known.length === 1 ? '' : 's'}` : ''} ${w('expected', lang)} ${bounds(e, lang)}, ${w('measured', lang)} ${pct(value)}${interval}${e.note ? ` — ${e.note}` : ''}`,
  };
}
