import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { format } from 'd3-format';
import type { CellResult, ResultsDocument, ScenarioResult } from '../core/results.js';
import { getSystem } from '../systems/index.js';
import type { Lang } from '../systems/types.js';
import type { Chart, NamedDocument } from './charts/plan.js';
import { paramTitle } from './charts/spec.js';
import { t } from './i18n.js';

const pct = format('.1%');
const require = createRequire(import.meta.url);

/** A package's folder: its `exports` hide build/*.min.js from require.resolve, so walk up from the main entry. */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === name) return dir;
    } catch {
      // no package.json here: keep walking up
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`package ${name} not found`);
    dir = up;
  }
}

/** The three browser bundles, in load order, read once per process. */
let bundles: string[] | undefined;
function browserBundles(): string[] {
  bundles ??= [
    join(packageDir('vega'), 'build', 'vega.min.js'),
    join(packageDir('vega-lite'), 'build', 'vega-lite.min.js'),
    join(packageDir('vega-embed'), 'build', 'vega-embed.min.js'),
  ].map((f) => readFileSync(f, 'utf8'));
  return bundles;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Script text that cannot close its own <script> element. */
function scriptSafe(js: string): string {
  return js.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
}

export interface ExpectationLine {
  ok: boolean;
  text: string;
}

export interface ReportPage {
  title: string;
  lang: Lang;
  study: string;
  version: string;
  createdAt: string;
  elapsedMs: number;
  analyses: Array<NamedDocument & { charts: Array<Chart & { svg: string }> }>;
  comparisons: Array<Chart & { svg: string }>;
  expectations?: ExpectationLine[];
}

/** Success rates as a pivot: one row per combination of the other parameters, one column per x value. */
function summaryTable(doc: ResultsDocument, lang: Lang): string {
  const system = getSystem(doc.system);
  const x = system.report.x;
  const params = Object.keys(doc.cells[0]?.params ?? {});
  const varying = params.filter((p) => new Set(doc.cells.map((c) => String(c.params[p]))).size > 1);
  const rowKeys = varying.filter((p) => p !== x);
  const xs = [...new Set(doc.cells.map((c) => String(c.params[x])))];
  const rows = new Map<string, Map<string, CellResult>>();
  for (const c of doc.cells) {
    const k = rowKeys.map((p) => String(c.params[p])).join('\u0000');
    if (!rows.has(k)) rows.set(k, new Map());
    rows.get(k)!.set(String(c.params[x]), c);
  }
  const word = (v: string) => {
    const w = system.report.xLabel?.(doc.cells.find((c) => String(c.params[x]) === v)!.params[x], doc.rules as never, lang);
    return w ? `<br><span class="word">${esc(w)}</span>` : '';
  };
  const head = `<tr>${rowKeys.map((p) => `<th>${esc(paramTitle(doc.system, p, lang))}</th>`).join('')}${xs.map((v) => `<th class="num">${esc(paramTitle(doc.system, x, lang))} ${esc(v)}${word(v)}</th>`).join('')}</tr>`;
  const body = [...rows.entries()]
    .map(([k, byX]) => {
      const keys = k === '' ? [] : k.split('\u0000');
      const cells = xs.map((v) => {
        const c = byX.get(v);
        if (!c || c.success === null) return '<td class="num">—</td>';
        const tip = c.ci && doc.method === 'monte-carlo' ? ` title="${t('ci', lang)} ${pct(c.ci[0])}–${pct(c.ci[1])}${c.exact !== undefined ? `; ${t('exact', lang)} ${pct(c.exact)}` : ''}"` : '';
        return `<td class="num" style="background:${shade(c.success)}"${tip}>${pct(c.success)}</td>`;
      });
      return `<tr>${keys.map((v) => `<td>${esc(v)}</td>`).join('')}${cells.join('')}</tr>`;
    })
    .join('\n');
  const fixed = params.filter((p) => !varying.includes(p)).map((p) => `${esc(paramTitle(doc.system, p, lang))} = ${esc(String(doc.cells[0].params[p]))}`);
  return `${fixed.length ? `<p class="fixed">${fixed.join(' · ')}</p>` : ''}<div class="table-wrap"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>`;
}

/** A scenario's parameters and headline values. */
function scenarioTable(doc: ResultsDocument): string {
  return ((doc.scenarios ?? []) as ScenarioResult[])
    .map((s) => {
      const params = Object.entries(s.params).map(([k, v]) => `${esc(k)} = ${esc(String(v))}`).join(' · ');
      const rows = Object.entries(s.values)
        .map(([k, v]) => `<tr><td>${esc(k)}</td><td class="num">${k.startsWith('mean') ? v.toFixed(3) : pct(v)}</td><td class="num">${s.intervals[k] ? `${pct(s.intervals[k][0])}–${pct(s.intervals[k][1])}` : ''}</td></tr>`)
        .join('');
      return `<p class="fixed">${params}</p><div class="table-wrap narrow"><table><tbody>${rows}</tbody></table></div>`;
    })
    .join('');
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
    ...(doc.method === 'monte-carlo' ? [`${t('trials', lang)}: ${format(',')(doc.trials ?? 0)}`, `${t('seed', lang)}: ${esc(String(doc.seed))}`] : []),
    doc.analysis === 'check' ? `${doc.cells.length} cells` : esc(doc.analysis),
    `${format(',')(doc.run.elapsedMs)} ms`,
  ];
  return `<p class="meta">${items.join(' · ')}</p>`;
}

function chartBlock(c: Chart & { svg: string }, index: number): string {
  return `<section class="chart">
<h3>${esc(c.title)}</h3>
<p class="explain">${esc(c.explanation)}</p>
<div class="vis" id="chart-${index}" data-chart="${esc(c.id)}">${c.svg}</div>
</section>`;
}

/**
 * One self-contained page: the vega, vega-lite and vega-embed bundles inlined
 * (no network), each chart's SVG in place as the fallback when scripts are
 * off, replaced by the interactive chart (tooltips) when they run.
 */
export function renderHtml(page: ReportPage): string {
  const all: Array<Chart & { svg: string }> = [...page.analyses.flatMap((a) => a.charts), ...page.comparisons];
  let index = 0;
  const sections = page.analyses
    .map(
      (a) => `<section class="analysis" id="analysis-${esc(a.name)}">
<h2>${esc(a.title)}</h2>
${meta(a.doc, page.lang)}
${a.doc.analysis === 'check' ? summaryTable(a.doc, page.lang) : scenarioTable(a.doc)}
${a.charts.map((c) => chartBlock(c, index++)).join('\n')}
</section>`,
    )
    .join('\n');
  const comparisons = page.comparisons.length
    ? `<section class="analysis" id="comparisons"><h2>${page.lang === 'ja' ? 'ルールセットの比較' : 'Ruleset comparisons'}</h2>${page.comparisons.map((c) => chartBlock(c, index++)).join('\n')}</section>`
    : '';
  const expectations = page.expectations?.length
    ? `<section class="analysis" id="expectations"><h2>${page.lang === 'ja' ? '期待条件の検査' : 'Expectations'}</h2><ul class="expect">${page.expectations.map((e) => `<li class="${e.ok ? 'ok' : 'fail'}">${e.ok ? '✔' : '✘'} ${esc(e.text)}</li>`).join('')}</ul></section>`
    : '';
  const specs = JSON.stringify(all.map((c) => c.spec)).replace(/</g, '\\u003c');
  const toc = page.analyses.map((a) => `<a href="#analysis-${esc(a.name)}">${esc(a.title)}</a>`).concat(page.comparisons.length ? [`<a href="#comparisons">${page.lang === 'ja' ? '比較' : 'Comparisons'}</a>`] : []).join(' · ');
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)}</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", sans-serif; margin: 0 auto; max-width: 1200px; padding: 1.5rem 2rem 4rem; color: #1d2330; line-height: 1.45; }
h1 { margin-bottom: .2rem; } h2 { margin-top: 2.5rem; border-bottom: 2px solid #dfe3ea; padding-bottom: .3rem; } h3 { margin: 1.6rem 0 .2rem; font-size: 1.05rem; }
.meta, .fixed, .explain, .run { color: #566074; font-size: .9rem; margin: .2rem 0 .6rem; }
nav { font-size: .92rem; margin: .6rem 0 1rem; } nav a { color: #2b5fb3; text-decoration: none; }
.table-wrap { overflow: auto; max-height: 420px; border: 1px solid #dfe3ea; border-radius: 6px; } .table-wrap.narrow { width: max-content; }
table { border-collapse: collapse; font-size: .82rem; width: max-content; min-width: 100%; }
th, td { padding: .25rem .55rem; border-bottom: 1px solid #eef0f4; white-space: nowrap; text-align: left; }
thead th { position: sticky; top: 0; background: #f6f7f9; }
.num { text-align: right; font-variant-numeric: tabular-nums; } .word { font-weight: normal; color: #566074; font-size: .75rem; }
.vis { overflow-x: auto; } .vis svg { max-width: 100%; height: auto; }
.expect { list-style: none; padding: 0; font-family: ui-monospace, monospace; font-size: .85rem; } .expect .ok { color: #1d7a3a; } .expect .fail { color: #b3261e; font-weight: 600; }
</style>
</head>
<body>
<h1>${esc(page.title)}</h1>
<p class="run">hantei ${esc(page.version)} · ${esc(page.study)} · ${esc(page.createdAt)} · ${format(',')(page.elapsedMs)} ms</p>
<nav>${toc}</nav>
${expectations}
${sections}
${comparisons}
${browserBundles().map((b) => `<script>${scriptSafe(b)}</script>`).join('\n')}
<script>
(function () {
  var specs = ${specs};
  specs.forEach(function (spec, i) {
    var el = document.getElementById('chart-' + i);
    if (!el || typeof vegaEmbed !== 'function') return;
    var fallback = el.innerHTML;
    el.innerHTML = '';
    vegaEmbed(el, spec, { actions: false, renderer: 'svg' }).then(function () {
      el.setAttribute('data-rendered', 'true');
    }, function (err) {
      el.innerHTML = fallback;
      el.setAttribute('data-rendered', 'fallback');
      console.warn('chart ' + i + ' fell back to its static SVG: ' + err);
    });
  });
})();
</script>
</body>
</html>
`;
}
