/*
 * The report's HTML page: the summary, each analysis's section (meta, charts,
 * tables, grades) and the comparisons, around the fixed style and scripts of
 * html-shell.ts.
 */
import { areaWords } from '../core/catalogue/area.js';
import { REPORT } from '../core/catalogue/report.js';
import { msg } from '../core/messages.js';
import { format } from 'd3-format';
import type { CellResult, ResultsDocument, ScenarioResult } from '../core/results.js';
import { getSystem } from '../systems/index.js';
import { gradeNames, gradesNote } from './grades.js';
import type { Lang } from '../systems/types.js';
import type { Chart, NamedDocument } from './charts/plan.js';
import { paramTitle } from './charts/spec.js';
import { PAGE_STYLE, pageScripts } from './html-shell.js';
import { closest } from '../core/tune.js';
import { t, tf } from './i18n.js';
import { keyLabel, valueLabel } from '../core/labels.js';
import { difficultyTableHtml } from './difficulty-table.js';
import type { BalanceRow } from '../systems/types.js';
import { type BalanceTable, balanceCells, balanceHeads, numeric } from './balance-table.js';
import { xmlChars } from './markup.js';

const pct = format('.1%');

function esc(s: string): string {
  return xmlChars(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface ExpectationLine {
  ok: boolean;
  text: string;
  /** One line per judged cell; without it the text is split at " · ". */
  lines?: string[];
}

export interface ReportPage {
  title: string;
  lang: Lang;
  study: string;
  version: string;
  createdAt: string;
  elapsedMs: number;
  analyses: Array<NamedDocument & { charts: Chart[] }>;
  comparisons: Chart[];
  expectations?: ExpectationLine[];
  /** The balance table of compared rulesets (hantei compare --report) of a system with decks (mtg: the colour balance, per boost policy). */
  balance?: { table: BalanceTable; rows: BalanceRow[] };
}

const PAGE = areaWords(REPORT, 'html.');

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, k: string) => vars[k] ?? '');
}

/** The parameters that take more than one value across the cells. */
function varyingParams(doc: ResultsDocument): string[] {
  const params = Object.keys(doc.cells[0]?.params ?? {});
  return params.filter((p) => new Set(doc.cells.map((c) => String(c.params[p]))).size > 1);
}

/** Cells grouped by every varying parameter but x, in first-seen order. */
function byRow(doc: ResultsDocument, rowKeys: readonly string[], x: string): Map<string, Map<string, CellResult>> {
  const rows = new Map<string, Map<string, CellResult>>();
  for (const c of doc.cells) {
    const k = rowKeys.map((p) => String(c.params[p])).join('\u0000');
    if (!rows.has(k)) rows.set(k, new Map());
    rows.get(k)!.set(String(c.params[x]), c);
  }
  return rows;
}

function fixedLine(doc: ResultsDocument, lang: Lang): string {
  const varying = varyingParams(doc);
  const fixed = Object.keys(doc.cells[0]?.params ?? {})
    .filter((p) => !varying.includes(p))
    .map((p) => `${esc(paramTitle(doc.system, p, lang))} = ${esc(valueLabel(p, doc.cells[0].params[p], lang))}`);
  return fixed.length ? `<p class="fixed">${fixed.join(' · ')}</p>` : '';
}

const TARGETS: ReadonlyArray<[number, string]> = [
  [0.8, '80%'],
  [0.5, '50%'],
  [0.2, '20%'],
];

/** Headline numbers of a check analysis: per row, success at the middle x and the x closest to 80/50/20%. */
function headlineTable(doc: ResultsDocument, lang: Lang): string {
  const system = getSystem(doc.system);
  const x = system.report.x;
  const rowKeys = varyingParams(doc).filter((p) => p !== x);
  const xs = [...new Set(doc.cells.map((c) => String(c.params[x])))];
  const mid = xs[Math.floor(xs.length / 2)];
  const xt = paramTitle(doc.system, x, lang);
  const midCell = doc.cells.find((c) => String(c.params[x]) === mid);
  // at one value of x there is nothing to tune: no "difficulty for 80%" column that would only repeat it
  const targets = xs.length > 1 ? TARGETS : [];
  const head = `<tr>${rowKeys.map((p) => `<th>${esc(paramTitle(doc.system, p, lang))}</th>`).join('')}<th class="num">${esc(fill(PAGE.atMid[lang], { s: t('success', lang), x: xt, v: midCell ? valueLabel(x, midCell.params[x], lang) : mid }))}</th>${targets.map(([, p]) => `<th class="num">${esc(fill(PAGE.tuned[lang], { x: xt, p }))}</th>`).join('')}</tr>`;
  let unreachable = false;
  const body = [...byRow(doc, rowKeys, x).entries()]
    .map(([, byX]) => {
      const any = byX.values().next().value as CellResult;
      const m = byX.get(mid);
      const candidates = [...byX.values()].filter((c) => c.success !== null).map((c) => ({ value: c.params[x], success: c.success! }));
      const tuned = targets.map(([target]) => {
        const pick = closest(candidates, target);
        if (!pick) return '<td class="num">—</td>';
        // a target no value of the grid comes near (tune's tolerance, 10 points): marked, not shown as if reached
        const off = Math.abs(pick.miss) > 0.1;
        unreachable ||= off;
        return `<td class="num${off ? ' off-target' : ''}">${esc(valueLabel(x, pick.value, lang))} <span class="word">${pct(pick.success)}</span>${off ? ' ⚠' : ''}</td>`;
      });
      const mc =
        m && m.success !== null
          ? `<td class="num" style="background:${shade(m.success)}">${pct(m.success)}</td>`
          : '<td class="num">—</td>';
      return `<tr>${rowKeys.map((p) => `<td>${esc(valueLabel(p, any.params[p], lang))}</td>`).join('')}${mc}${tuned.join('')}</tr>`;
    })
    .join('\n');
  const note = unreachable ? `<p class="explain">⚠ ${esc(msg('report.offTarget').text(lang))}</p>` : '';
  return `<div class="table-wrap"><table class="headline"><thead>${head}</thead><tbody>${body}</tbody></table></div>${note}`;
}

/** Success rates as a pivot: one row per combination of the other parameters, one column per x value. */
function pivotTable(doc: ResultsDocument, lang: Lang): string {
  const system = getSystem(doc.system);
  const x = system.report.x;
  const rowKeys = varyingParams(doc).filter((p) => p !== x);
  const xs = [...new Set(doc.cells.map((c) => String(c.params[x])))];
  const word = (v: string) => {
    const w = system.report.xLabel?.(doc.cells.find((c) => String(c.params[x]) === v)!.params[x], doc.rules, lang);
    return w ? `<br><span class="word">${esc(w)}</span>` : '';
  };
  const xValue = (v: string) => valueLabel(x, doc.cells.find((c) => String(c.params[x]) === v)!.params[x], lang);
  const head = `<tr>${rowKeys.map((p) => `<th>${esc(paramTitle(doc.system, p, lang))}</th>`).join('')}${xs.map((v) => `<th class="num">${esc(paramTitle(doc.system, x, lang))} ${esc(xValue(v))}${word(v)}</th>`).join('')}</tr>`;
  const body = [...byRow(doc, rowKeys, x).entries()]
    .map(([, byX]) => {
      const any = byX.values().next().value as CellResult;
      const cells = xs.map((v) => {
        const c = byX.get(v);
        if (!c || c.success === null) return '<td class="num">—</td>';
        const tip =
          c.ci && doc.method === 'monte-carlo'
            ? ` title="${t('ci', lang)} ${pct(c.ci[0])}–${pct(c.ci[1])}${c.exact !== undefined ? `; ${t('exact', lang)} ${pct(c.exact)}` : ''}"`
            : '';
        return `<td class="num" style="background:${shade(c.success)}"${tip}>${pct(c.success)}</td>`;
      });
      return `<tr>${rowKeys.map((p) => `<td>${esc(valueLabel(p, any.params[p], lang))}</td>`).join('')}${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<h3>${esc(PAGE.allRates[lang])}</h3><div class="table-wrap"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>`;
}

/** The ruleset's result grades per cell, or the note that the ruleset defines none (and how to add them). */
function gradesBlock(doc: ResultsDocument, lang: Lang): string {
  const note = gradesNote(doc, lang);
  if (note) return `<p class="note grades-note">${esc(note)}</p>`;
  const names = gradeNames(doc);
  if (names.length === 0) return '';
  const keys = varyingParams(doc);
  const head = `<tr>${keys.map((p) => `<th>${esc(paramTitle(doc.system, p, lang))}</th>`).join('')}${names.map((g) => `<th class="num">${esc(g)}</th>`).join('')}</tr>`;
  const body = doc.cells
    .map(
      (c) =>
        `<tr>${keys.map((p) => `<td>${esc(valueLabel(p, c.params[p], lang))}</td>`).join('')}${names.map((g) => `<td class="num">${c.grades?.[g] === undefined ? '—' : pct(c.grades[g])}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<h3>${esc(PAGE.grades[lang])}</h3><div class="table-wrap"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>`;
}

/** A scenario's parameters and headline values, in words. */
function scenarioTable(doc: ResultsDocument, lang: Lang): string {
  return ((doc.scenarios ?? []) as ScenarioResult[])
    .map((s) => {
      const params = Object.entries(s.params)
        .map(([k, v]) => `${esc(keyLabel(k, lang))} = ${esc(valueLabel(k, v, lang))}`)
        .join(' · ');
      const rows = Object.entries(s.values)
        .map(
          ([k, v]) =>
            `<tr><td>${esc(keyLabel(k, lang))}</td><td class="num">${k.startsWith('mean') ? v.toFixed(3) : pct(v)}</td><td class="num">${s.intervals[k] ? `${pct(s.intervals[k][0])}–${pct(s.intervals[k][1])}` : ''}</td></tr>`,
        )
        .join('');
      return `<p class="fixed">${params}</p><div class="table-wrap narrow"><table><thead><tr><th></th><th class="num">${esc(PAGE.value[lang])}</th><th class="num">${esc(t('ci', lang))}</th></tr></thead><tbody>${rows}</tbody></table></div>`;
    })
    .join('');
}

/** Expectations as a ✓/✗ table, one row per judged cell; folded when long and all passed. */
function expectationTable(lines: readonly ExpectationLine[], lang: Lang): string {
  const rows = lines.flatMap((e) =>
    (e.lines ?? e.text.split(' · ')).map((line) => {
      const at = line.indexOf(': ');
      const [cell, verdict] = at > 0 ? [line.slice(0, at), line.slice(at + 2)] : ['', line];
      return `<tr class="${e.ok ? 'ok' : 'fail'}"><td class="mark">${e.ok ? '✓' : '✗'}</td><td>${esc(cell)}</td><td class="verdict">${esc(verdict)}</td></tr>`;
    }),
  );
  const failed = lines.filter((e) => !e.ok).length;
  const open = failed > 0 || rows.length <= 10;
  return `<details class="expect"${open ? ' open' : ''}><summary>${esc(fill(PAGE.passed[lang], { p: String(lines.length - failed), f: String(failed) }))}</summary>
<div class="table-wrap"><table><thead><tr><th></th><th>${esc(PAGE.cell[lang])}</th><th>${esc(PAGE.verdict[lang])}</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></div></details>`;
}

/** A deck system's balance table (mtg: deck, ruleset, boost policy, on/off/colourless means and their spread), its columns as declared. */
function balanceTable({ table, rows }: NonNullable<ReportPage['balance']>, lang: Lang): string {
  const head = balanceHeads(table, lang);
  const num = [false, false, ...table.columns.map(numeric)];
  const body = rows
    .map(
      (b) =>
        `<tr>${balanceCells(table, b, lang)
          .map((v, i) => `<td${num[i] ? ' class="num"' : ''}>${num[i] ? v : esc(v)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<p class="explain">${esc(table.words.explain[lang])}</p><div class="table-wrap"><table class="balance"><thead><tr>${head.map((h, i) => `<th${num[i] ? ' class="num"' : ''}>${esc(h)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** A light background from red (0) through white to blue (1), readable with black text. */
function shade(p: number): string {
  const r = p < 0.5 ? 255 : Math.round(255 - (p - 0.5) * 2 * 120);
  const b = p > 0.5 ? 255 : Math.round(255 - (0.5 - p) * 2 * 120);
  const g = Math.round(255 - Math.abs(p - 0.5) * 2 * 90);
  return `rgb(${r},${g},${b})`;
}

function meta(doc: ResultsDocument, lang: Lang): string {
  const system = getSystem(doc.system);
  const items = [
    `${t('system', lang)}: ${esc(system.label[lang])} (${esc(doc.system)})`,
    `${t('ruleset', lang)}: ${esc(doc.ruleset)}`,
    `${t('method', lang)}: ${doc.method === 'exact' ? t('exactMethod', lang) : t('monte-carlo', lang)}`,
    ...(doc.method === 'monte-carlo'
      ? [`${t('trials', lang)}: ${format(',')(doc.trials ?? 0)}`, `${t('seed', lang)}: ${esc(String(doc.seed))}`]
      : []),
    doc.analysis === 'check' ? tf('cellCount', lang, { n: String(doc.cells.length) }) : esc(doc.analysis),
    `${format(',')(doc.run.elapsedMs)} ms`,
  ];
  return `<p class="meta">${items.join(' · ')}</p>`;
}

/** A chart's place: drawn when it scrolls near the viewport; without scripts, a link to its static SVG. */
function chartBlock(c: Chart, index: number, lang: Lang): string {
  return `<section class="chart">
<h3>${esc(c.title)}</h3>
<p class="explain">${esc(c.explanation)}</p>
<div class="vis" id="chart-${index}" data-index="${index}" data-chart="${esc(c.id)}"><noscript><img src="charts/${esc(c.id)}.svg" alt="${esc(c.title)}" loading="lazy"><br><span class="explain">${esc(PAGE.noScript[lang])}</span></noscript></div>
</section>`;
}

/**
 * Every spec's data rows in one pool: charts of an analysis share most rows
 * (the heatmap and the curves plot the same cells), so each spec keeps only
 * indices into the pool and the page puts the rows back before drawing.
 */
export function poolSpecs(specs: ReadonlyArray<Record<string, unknown>>): { pool: unknown[]; specs: Array<Record<string, unknown>> } {
  const pool: unknown[] = [];
  const seen = new Map<string, number>();
  const out = specs.map((spec) => {
    const data = spec.data as { values?: unknown[] } | undefined;
    if (!data || !Array.isArray(data.values)) return spec;
    const refs = data.values.map((row) => {
      const key = JSON.stringify(row);
      let i = seen.get(key);
      if (i === undefined) {
        i = pool.length;
        pool.push(row);
        seen.set(key, i);
      }
      return i;
    });
    return { ...spec, data: { ...data, values: undefined, rows: refs } };
  });
  return { pool, specs: out };
}

/**
 * One self-contained page: the vega, vega-lite and vega-embed bundles inlined
 * (no network). The summary (headline numbers, expectations) comes first; each
 * chart is drawn by vega-embed when it nears the viewport, with its facets
 * refitted to the width it gets, so the page stays light and fits a phone.
 */
export function renderHtml(page: ReportPage): string {
  const { lang } = page;
  const all: Chart[] = [...page.analyses.flatMap((a) => a.charts), ...page.comparisons];
  // the charts are numbered in page order: the analyses' first, then the comparisons'
  const next = { index: 0 };
  const sections = analysisSections(page, next);
  const comparisons = comparisonsSection(page, next);
  const { pool, specs } = poolSpecs(all.map((c) => c.spec));
  const toc = [`<a href="#summary">${esc(PAGE.summary[lang])}</a>`]
    .concat(page.analyses.map((a) => `<a href="#analysis-${esc(a.name)}" title="${esc(a.title)}">${esc(a.name)}</a>`))
    .concat(page.comparisons.length || page.balance?.rows.length ? [`<a href="#comparisons">${esc(PAGE.comparisonsShort[lang])}</a>`] : [])
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)}</title>
<style>
${PAGE_STYLE}</style>
</head>
<body>
<h1>${esc(page.title)}</h1>
<p class="run">hantei ${esc(page.version)} · ${esc(page.study)} · ${esc(page.createdAt)} · ${format(',')(page.elapsedMs)} ms</p>
<nav aria-label="${esc(PAGE.contents[lang])}">${toc}</nav>
${summarySection(page)}
${sections}
${comparisons}
${pageScripts(pool, specs)}
</body>
</html>
`;
}

/** Each analysis's section: its meta lines, charts (numbered from `next`), and for a check its table and grades. */
function analysisSections(page: ReportPage, next: { index: number }): string {
  const { lang } = page;
  return page.analyses
    .map(
      (a) => `<section class="analysis" id="analysis-${esc(a.name)}">
<h2>${esc(a.title)}</h2>
${meta(a.doc, lang)}
${a.doc.analysis === 'check' ? fixedLine(a.doc, lang) : ''}
${a.charts.map((c) => chartBlock(c, next.index++, lang)).join('\n')}
${a.doc.analysis === 'check' ? pivotTable(a.doc, lang) + gradesBlock(a.doc, lang) : ''}
</section>`,
    )
    .join('\n');
}

/** The comparisons' section (the balance table, then the difference charts), or nothing when there are none. */
function comparisonsSection(page: ReportPage, next: { index: number }): string {
  const { lang } = page;
  // the heading's id is the results field's, in kebab case (mtg: colourBalance → colour-balance)
  const balance = page.balance?.rows.length
    ? `<h3 id="${page.balance.table.field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}">${esc(page.balance.table.words.heading[lang])}</h3>${balanceTable(page.balance, lang)}`
    : '';
  return page.comparisons.length || balance
    ? `<section class="analysis" id="comparisons"><h2>${esc(PAGE.comparisons[lang])}</h2>${balance}${page.comparisons.map((c) => chartBlock(c, next.index++, lang)).join('\n')}</section>`
    : '';
}

/** The summary first on the page: the expectations' verdicts, then each analysis's headline numbers. */
function summarySection(page: ReportPage): string {
  const { lang } = page;
  return `<section class="analysis" id="summary"><h2>${esc(PAGE.summary[lang])}</h2>
${page.expectations?.length ? `<h3 id="expectations">${esc(PAGE.expectations[lang])}</h3>${expectationTable(page.expectations, lang)}` : ''}
${page.analyses
  .map(
    (a) => `<h3><a href="#analysis-${esc(a.name)}">${esc(a.title)}</a></h3>
${a.doc.analysis === 'check' ? `${fixedLine(a.doc, lang)}${a.doc.cells.length ? headlineTable(a.doc, lang) : ''}${a.doc.difficultyTable ? difficultyTableHtml(a.doc.difficultyTable, lang) : ''}` : scenarioTable(a.doc, lang)}`,
  )
  .join('\n')}
</section>`;
}
