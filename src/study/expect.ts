import type { CellResult, ResultsDocument, ScenarioResult } from '../core/results.js';
import { wilson } from '../core/stats.js';
import { closest } from '../core/tune.js';
import { getSystem } from '../systems/index.js';
import type { Expectation } from './study.js';

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
}

interface CellVerdict {
  ok: boolean;
  line: string;
}

function bounds(e: Expectation): string {
  if (e.min !== undefined && e.max !== undefined) return `in [${e.min}, ${e.max}]`;
  return e.min !== undefined ? `≥ ${e.min}` : `≤ ${e.max}`;
}

function paramsText(params: Record<string, unknown>): string {
  return `{${Object.entries(params).map(([k, v]) => `${k}=${String(v)}`).join(', ')}}`;
}

function matches(cell: CellResult, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([k, v]) => String(cell.params[k]) === String(v));
}

/**
 * Is [lo, hi] (the measured value and its interval) compatible with the bounds?
 * Monte Carlo fails only when the whole 95% interval is outside, so a verdict
 * far from the bound does not flip with the seed; exact values have lo = hi.
 */
function within(lo: number, hi: number, e: Expectation): boolean {
  return !(e.min !== undefined && hi < e.min) && !(e.max !== undefined && lo > e.max);
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/**
 * Judge every expectation against the study's documents, by analysis name.
 *
 * @example
 * const study = loadStudy('reports/balance.yaml');
 * const docs = await runStudy(study, { threads: 0 }, () => undefined);
 * const verdicts = judge(study.expect, new Map(docs.map((d) => [d.name, d.doc])));
 * process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
 */
export function judge(expectations: readonly Expectation[], docs: ReadonlyMap<string, ResultsDocument>): Verdict[] {
  return expectations.map((e) => {
    const cells = judgeCells(e, docs.get(e.analysis)!);
    const ok = cells.every((c) => c.ok);
    return { expectation: e, ok, name: `${e.analysis} ${paramsText(e.where)} ${e.metric} ${bounds(e)}`, lines: cells.filter((c) => ok || !c.ok).map((c) => c.line) };
  });
}

function judgeCells(e: Expectation, doc: ResultsDocument): CellVerdict[] {
  const out: CellVerdict[] = [];
  const head = `${e.analysis} ${paramsText(e.where)}`;
  if (e.metric.startsWith('value:')) return [judgeScenarioValue(e, doc)];
  const cells = doc.cells.filter((c) => matches(c, e.where));
  if (cells.length === 0) return [{ ok: false, line: `${head}: no cell matches where; check its keys and values against the analysis params` }];
  if (e.metric.startsWith('difficulty:')) return [judgeDifficulty(e, doc, cells, head)];
  for (const c of cells) {
    const cellHead = `${e.analysis} ${paramsText(c.params)}`;
    let p: number | null;
    let lo: number;
    let hi: number;
    let what: string;
    if (e.metric === 'success') {
      what = 'success';
      p = c.success;
      [lo, hi] = c.ci ?? [p ?? 0, p ?? 0];
    } else {
      const cat = e.metric.slice('outcome:'.length);
      what = `outcome ${cat}`;
      if (!(cat in c.outcomes)) {
        out.push({ ok: false, line: `${cellHead}: no outcome "${cat}" (outcomes: ${Object.keys(c.outcomes).join(', ')})` });
        continue;
      }
      p = c.outcomes[cat];
      [lo, hi] = doc.method === 'monte-carlo' && c.attempts ? wilson(p * c.attempts, c.attempts) : [p, p];
    }
    if (p === null) {
      out.push({ ok: false, line: `${cellHead}: the check is never possible, so ${what} has no value` });
      continue;
    }
    const ok = within(lo, hi, e);
    const interval = doc.method === 'monte-carlo' ? ` (95% interval ${pct(lo)}–${pct(hi)})` : ' (exact)';
    out.push({ ok, line: `${cellHead}: ${what} expected ${bounds(e)}, measured ${pct(p)}${interval}${e.note ? ` — ${e.note}` : ''}` });
  }
  return out;
}

/** A scenario's headline value (aWins, allSucceed, …), judged with its interval where it has one. */
function judgeScenarioValue(e: Expectation, doc: ResultsDocument): CellVerdict {
  const key = e.metric.slice('value:'.length);
  const s = (doc.scenarios ?? [])[0] as ScenarioResult | undefined;
  if (!s || !(key in s.values)) {
    return { ok: false, line: `${e.analysis}: no value "${key}"${s ? ` (values: ${Object.keys(s.values).join(', ')})` : ' (not a scenario analysis)'}` };
  }
  const p = s.values[key];
  const [lo, hi] = s.intervals[key] ?? [p, p];
  const shown = key.startsWith('mean') ? p.toFixed(3) : pct(p);
  const interval = s.intervals[key] ? ` (95% interval ${pct(lo)}–${pct(hi)})` : '';
  return { ok: within(lo, hi, e), line: `${e.analysis} ${paramsText(s.params)}: ${key} expected ${bounds(e)}, measured ${shown}${interval}${e.note ? ` — ${e.note}` : ''}` };
}

/** A difficulty-table entry: the difficulty closest to the target rate must lie within the bounds. */
function judgeDifficulty(e: Expectation, doc: ResultsDocument, cells: readonly CellResult[], head: string): CellVerdict {
  const target = Number(e.metric.slice('difficulty:'.length));
  const param = getSystem(doc.system).tune;
  const others = Object.keys(cells[0].params).filter((k) => k !== param && !(k in e.where));
  const groups = new Map<string, CellResult[]>();
  for (const c of cells) {
    const key = others.map((k) => String(c.params[k])).join('|');
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  if (groups.size > 1) {
    return { ok: false, line: `${head}: where picks ${groups.size} groups of cells; also fix ${others.join(', ')}` };
  }
  const pick = closest(cells.filter((c) => c.success !== null).map((c) => ({ value: c.params[param], success: c.success! })), target);
  if (!pick) return { ok: false, line: `${head}: no possible check to tune` };
  const v = Number(pick.value);
  const ok = Number.isFinite(v) && !(e.min !== undefined && v < e.min) && !(e.max !== undefined && v > e.max);
  return {
    ok,
    line: `${head}: ${param} for ${pct(target)} expected ${bounds(e)}, tuned ${String(pick.value)} (success ${pct(pick.success)}, misses by ${pick.miss >= 0 ? '+' : ''}${pct(pick.miss)})${e.note ? ` — ${e.note}` : ''}`,
  };
}
