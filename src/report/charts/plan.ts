/*
 * Which charts a results document gets: read the grid's shape once, then
 * each chart kind (heatmap, curves, bars, sweeps, degrees, outcomes, deck and
 * ruleset differences) from it; the specs are the chart builders'.
 */
import { areaWords } from '../../core/catalogue/area.js';
import { REPORT } from '../../core/catalogue/report.js';
import type { ResultsDocument, ScenarioResult } from '../../core/results.js';
import { scenarioCharts } from './scenario.js';
import { getSystem } from '../../systems/index.js';
import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { successCurves } from './curves.js';
import { successBars } from './bars.js';
import { msg } from '../../core/messages.js';
import { degreeRidgeline, outcomeStack } from './distribution.js';
import { differenceHeatmap, successHeatmap } from './heatmap.js';
import { type Row, type VlSpec, cellRow, distinct, paramTitle } from './spec.js';
import { keyLabel, labelRow, valueLabel } from '../../core/labels.js';

import { variedKeysOf } from '../../engine/vary.js';
import { extend } from '../../core/objects.js';
import { fileStem } from '../../core/file-names.js';

/** A ruleset key in words with the key after them (同色修正 (modifiers.same)), or the key when it has no words. */
const keyWords = (key: string, lang: Lang): string => {
  const words = keyLabel(key, lang);
  return words === key ? key : `${words} (${key})`;
};

/**
 * A chart of a report: its file id, heading, a sentence on how to read it, and the spec.
 * The id is a file stem (core/file-names.ts): made from analysis and ruleset names, it holds no
 * path separator, `..` or control character whatever those names hold.
 *
 * @example
 * for (const c of chartsForDocument({ name: 'dice', title: 'Dice', doc }, 'en')) writeFileSync(`${c.id}.vl.json`, JSON.stringify(c.spec));
 */
export interface Chart {
  id: string;
  title: string;
  explanation: string;
  spec: VlSpec;
}

/**
 * A named results document of a study.
 *
 * @example
 * const nd: NamedDocument = { name: 'dice', title: '2d6 at difficulty 8', doc: await exact({ system: '2d6', params: { ability: '0..6', difficulty: 8 } }) };
 */
export interface NamedDocument {
  name: string;
  title: string;
  doc: ResultsDocument;
}

const T = areaWords(REPORT, 'chart.');

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, k: string) => vars[k] ?? '');
}

/**
 * Every combination of the values of `fields` present in the rows: one chart
 * each, so a grid with more parameters than a chart has channels splits into
 * several charts that together show every value (none is ever dropped).
 */
function groups(rows: readonly Row[], fields: readonly string[]): Array<Record<string, Row[string]>> {
  let out: Array<Record<string, Row[string]>> = [{}];
  for (const f of fields)
    out = out.flatMap((g) =>
      distinct(rows.map((r) => r[f]))
        .filter((v) => rows.some((r) => matches(r, { ...g, [f]: v })))
        .map((v) => ({ ...g, [f]: v })),
    );
  return out;
}

function matches(r: Row, g: Record<string, Row[string]>): boolean {
  return Object.entries(g).every(([k, v]) => r[k] === v);
}

function groupLabel(system: string, g: Record<string, Row[string]>, lang: Lang): string {
  return Object.entries(g)
    .map(([k, v]) => `${paramTitle(system, k, lang)} ${valueLabel(k, v, lang)}`)
    .join(', ');
}

/**
 * The default charts of one check analysis, chosen from its grid's shape and its system's hints.
 *
 * @example
 * const doc = await exact({ system: '2d6', params: { ability: '0..6', difficulty: '4..12' } });
 * const charts = chartsForDocument({ name: 'dice', title: '2d6', doc }, 'en'); // Vega-Lite specs
 */
export function chartsForDocument(nd: NamedDocument, lang: Lang, opts: { degree?: boolean } = {}): Chart[] {
  return asFileIds(documentCharts(nd, lang, opts));
}

/** Chart ids are file names: whatever a name held, each id is one plain segment (never a path). */
function asFileIds(charts: Chart[]): Chart[] {
  for (const c of charts) c.id = fileStem(c.id, 'chart');
  return charts;
}

function documentCharts(nd: NamedDocument, lang: Lang, opts: { degree?: boolean }): Chart[] {
  const { doc } = nd;
  if (doc.analysis !== 'check') {
    return ((doc.scenarios ?? []) as ScenarioResult[]).flatMap((s) =>
      scenarioCharts(nd.name, s, lang).map((c) => ({ ...c, title: `${nd.title}: ${c.title}` })),
    );
  }
  if (doc.cells.length === 0) return [];
  const plan = checkPlan(nd, lang);
  return [
    ...heatmapCharts(plan),
    ...curveCharts(plan),
    ...barCharts(plan),
    ...sweepCharts(plan),
    ...(plan.system.degreeNumeric && opts.degree !== false ? degreeCharts(plan) : []),
    ...stackCharts(plan),
    ...deckDifferenceCharts(plan),
  ];
}

/** What every chart of a check analysis reads: the document's rows, which parameters vary, and the words for them. */
interface CheckPlan {
  nd: NamedDocument;
  doc: ResultsDocument;
  lang: Lang;
  system: ReturnType<typeof getSystem>;
  hints: ReturnType<typeof getSystem>['report'];
  rows: Row[];
  params: string[];
  varying: string[];
  x: string;
  interval: boolean;
  /** A chart's title: the analysis's, the chart's, then the group's values. */
  title(s: string, g: Record<string, Row[string]>): string;
  /** A parameter's title in the report's language. */
  pt(p: string): string;
  /** Rows with their values in words (the charts' tooltips and axes). */
  words(rs: readonly Row[]): Row[];
}

/** Reads a check document once for all its charts (read → the chart kinds below → documentCharts' list). */
function checkPlan(nd: NamedDocument, lang: Lang): CheckPlan {
  const { doc } = nd;
  const system = getSystem(doc.system);
  const rows = doc.cells.map((c) => cellRow(doc, c));
  const params = Object.keys(doc.cells[0].params);
  return {
    nd,
    doc,
    lang,
    system,
    hints: system.report,
    rows,
    params,
    varying: params.filter((p) => distinct(rows.map((r) => r[p])).length > 1),
    x: system.report.x,
    interval: doc.method === 'monte-carlo',
    title: (s, g) => `${nd.title}: ${s}${Object.keys(g).length ? ` (${groupLabel(doc.system, g, lang)})` : ''}`,
    pt: (p) => paramTitle(doc.system, p, lang),
    words: (rs) => rs.map((r) => labelRow(r, params, lang)),
  };
}

/** Heatmap: x × y, a panel per the next varying parameter. */
function heatmapCharts({ nd, doc, lang, hints, rows, varying, x, interval, title, pt, words }: CheckPlan): Chart[] {
  if (!(hints.y && varying.includes(hints.y) && varying.includes(x))) return [];
  const y = hints.y;
  const others = varying.filter((p) => p !== x && p !== y);
  const facet = others[0];
  return groups(rows, others.slice(1)).map((g) => ({
    id: `${nd.name}-heatmap${suffix(g)}`,
    title: title(fill(T.heatmap[lang], { x: pt(x), y: pt(y) }), g),
    explanation: fill(T.heatmapText[lang], { f: facet ? pt(facet) : '—' }),
    spec: successHeatmap({
      system: doc.system,
      title: '',
      rows: words(rows.filter((r) => matches(r, g))),
      x,
      y,
      facet,
      lang,
      interval,
    }),
  }));
}

/** Curves: a line per the first other varying parameter, panels per the second. */
function curveCharts({ nd, doc, lang, rows, varying, x, interval, title, pt, words }: CheckPlan): Chart[] {
  if (!varying.includes(x)) return [];
  const others = varying.filter((p) => p !== x);
  const [color, facet, ...rest] = others;
  // every facet value gets its panel: the panels wrap into rows (spec.ts `wrap`)
  return groups(rows, rest).map((g) => ({
    id: `${nd.name}-curves${suffix(g)}`,
    title: title(fill(T.curves[lang], { x: pt(x) }), g),
    explanation: fill(T.curvesText[lang], { c: color ? pt(color) : pt(x) }),
    spec: successCurves({ system: doc.system, title: '', rows: words(rows.filter((r) => matches(r, g))), x, color, facet, lang, interval }),
  }));
}

/**
 * One value of x (a study at one difficulty): success as bars, a group per the y parameter (mtg's check)
 * or the first varying one, a bar per the next; one chart per combination of the rest.
 */
function barCharts({ nd, doc, lang, hints, rows, varying, x, title, pt, words }: CheckPlan): Chart[] {
  if (varying.includes(x) || varying.length === 0) return [];
  const across = hints.y && varying.includes(hints.y) ? hints.y : varying[0];
  const [color, ...rest] = varying.filter((p) => p !== across);
  return groups(rows, rest).map((g) => ({
    id: `${nd.name}-bars${suffix(g)}`,
    title: title(msg('report.bars', { x: pt(across), v: valueLabel(x, rows[0][x], lang), p: pt(x) }).text(lang), g),
    explanation: msg('report.barsText', { c: color ? pt(color) : pt(across) }).text(lang),
    spec: successBars({
      system: doc.system,
      title: '',
      rows: words(rows.filter((r) => matches(r, g))),
      x: across,
      color,
      lang,
      params: varying,
    }),
  }));
}

/**
 * Sweeps: each varied ruleset key (engine/vary.ts) along the axis, a line per the y parameter (mtg's
 * check) or the next varying parameter, panels per the one after.
 */
function sweepCharts({ nd, doc, lang, system, hints, rows, varying, interval, title, pt, words }: CheckPlan): Chart[] {
  const charts: Chart[] = [];
  for (const key of variedKeysOf(system, doc.cells[0].params).filter((k) => varying.includes(k))) {
    const others = varying.filter((p) => p !== key);
    const color = hints.y && others.includes(hints.y) ? hints.y : others[0];
    const [facet, ...rest] = others.filter((p) => p !== color);
    for (const g of groups(rows, rest)) {
      // every facet value gets its panel (the panels wrap into rows); Vega-Lite reads a dot in a field name
      // as a nested field: the key's column is named with a middle dot
      const field = key.replace(/\./g, '·');
      const sel = rows.filter((r) => matches(r, g)).map((r) => extend(r, { [field]: r[key] }));
      charts.push({
        id: `${nd.name}-sweep-${key.replace(/[^\w-]+/g, '_')}${suffix(g)}`,
        // the key's words, the key itself (as a ruleset file spells it) after them
        title: title(fill(T.sweep[lang], { x: keyWords(key, lang) }), g),
        explanation: fill(T.curvesText[lang], { c: color ? pt(color) : keyWords(key, lang) }),
        spec: successCurves({ system: doc.system, title: '', rows: words(sel), x: field, color, facet, lang, interval }),
      });
    }
  }
  return charts;
}

/**
 * Degree distribution at the middle x value: one row per value of the series parameter; where the
 * grid also varies the y parameter (mtg's check), each series on the y value it does best at (a
 * mono-green deck on green), other parameters at their first value.
 */
function degreeCharts({ nd, doc, lang, hints, rows, varying, x, title, pt }: CheckPlan): Chart[] {
  const xs = distinct(rows.map((r) => r[x]));
  const mid = xs[Math.floor(xs.length / 2)];
  const seriesParam = varying.find((p) => p !== x) ?? x;
  const best = hints.y && hints.y !== seriesParam && varying.includes(hints.y) ? hints.y : undefined;
  const first: Record<string, Row[string]> = {};
  for (const p of varying) if (p !== seriesParam && p !== x && p !== best) first[p] = rows[0][p];
  const picked = doc.cells.map((c, i) => ({ c, r: rows[i] })).filter(({ r }) => (seriesParam === x || r[x] === mid) && matches(r, first));
  const bySeries = new Map<Row[string], { c: (typeof picked)[number]['c']; r: Row }>();
  for (const p of picked) {
    const had = bySeries.get(p.r[seriesParam]);
    if (!had || (best && (p.c.success ?? -1) > (had.c.success ?? -1))) bySeries.set(p.r[seriesParam], p);
  }
  const series = [...bySeries.values()].map(({ c, r }) => ({
    label: `${valueLabel(seriesParam, r[seriesParam], lang)}${best ? ` · ${valueLabel(best, r[best], lang)}` : ''}`,
    degree: c.degree,
  }));
  if (series.length === 0) return [];
  return [
    {
      id: `${nd.name}-degree`,
      title: title(fill(T.degree[lang], { x: pt(x), v: seriesParam === x ? '…' : valueLabel(x, mid, lang) }), first),
      explanation: best ? `${T.degreeText[lang]} ${fill(T.degreeBest[lang], { s: pt(seriesParam), y: pt(best) })}` : T.degreeText[lang],
      spec: degreeRidgeline({
        title: '',
        series,
        seriesTitle: best ? `${pt(seriesParam)} · ${pt(best)}` : pt(seriesParam),
        lang,
        successFrom: hints.successFrom?.(doc.rules) ?? 0,
      }),
    },
  ];
}

/** Stacked outcomes: x along the axis, panels per the first other varying parameter. */
function stackCharts({ nd, doc, lang, system, hints, rows, varying, x, title, pt }: CheckPlan): Chart[] {
  const stack = hints.stack;
  if (!(stack && varying.includes(x))) return [];
  const others = varying.filter((p) => p !== x);
  const [facet, ...rest] = others;
  const labels = hints.stackLabels ?? system.categoryLabels;
  return groups(rows, rest).map((g) => {
    const stackRows = doc.cells.flatMap((c, i) => {
      if (!matches(rows[i], g)) return [];
      return stack(c).map(([category, p], order) => ({
        x: rows[i][x] as string | number,
        facet: facet ? valueLabel(facet, rows[i][facet], lang) : undefined,
        category: labels[category]?.[lang] ?? category,
        order,
        p: Math.max(0, p),
      }));
    });
    return {
      id: `${nd.name}-outcomes${suffix(g)}`,
      title: title(fill(T.stack[lang], { x: pt(x) }), g),
      explanation: T.stackText[lang],
      spec: outcomeStack({ title: '', rows: stackRows, xTitle: pt(x), facetTitle: facet ? pt(facet) : undefined, lang }),
    };
  });
}

/** Deck vs deck: each deck minus the first, when decks vary. */
function deckDifferenceCharts({ nd, doc, lang, hints, rows, params, varying, x, title, pt, words }: CheckPlan): Chart[] {
  if (!(varying.includes('deck') && hints.y && varying.includes(hints.y))) return [];
  const y = hints.y;
  const decks = distinct(rows.map((r) => String(r.deck)));
  const base = decks[0];
  const others = varying.filter((p) => p !== x && p !== y && p !== 'deck');
  return groups(rows, others).map((g) => {
    const diff = differenceRows(
      rows.filter((r) => matches(r, g) && r.deck !== base),
      rows.filter((r) => matches(r, g) && r.deck === base),
      params.filter((p) => p !== 'deck'),
      'deck',
      base,
    );
    return {
      id: `${nd.name}-deck-diff${suffix(g)}`,
      title: title(fill(T.deckDiff[lang], { f: pt('deck'), b: base }), g),
      explanation: fill(T.deckDiffText[lang], { b: base }),
      spec: differenceHeatmap({
        system: doc.system,
        title: '',
        rows: words(diff),
        x,
        y,
        facet: 'deck',
        lang,
        legend: t('difference', lang),
      }),
    };
  });
}

function suffix(g: Record<string, Row[string]>): string {
  const s = Object.values(g)
    .map((v) => String(v).replace(/[^\w-]+/g, '_'))
    .join('-');
  return s ? `-${s}` : '';
}

/** Rows of a − b for cells of `as` matched to `bs` on the key fields. */
export function differenceRows(as: readonly Row[], bs: readonly Row[], keys: readonly string[], labelField: string, bLabel: string): Row[] {
  const key = (r: Row) => keys.map((k) => String(r[k])).join('|');
  const byKey = new Map(bs.map((r) => [key(r), r]));
  const out: Row[] = [];
  for (const a of as) {
    const b = byKey.get(key(a));
    if (!b || a.success === null || b.success === null) continue;
    out.push(extend(a, { a: a.success, b: b.success, diff: Number(a.success) - Number(b.success), aLabel: String(a[labelField]), bLabel }));
  }
  return out;
}

/**
 * Ruleset against ruleset: documents of one system, method and analysis whose rulesets differ.
 *
 * @example
 * const params = { deck: 'decks/mono-green.yaml', difficulty: '0..4' };
 * const charts = rulesetDifferenceCharts([
 *   { name: 'v2', title: 'v2', doc: await exact({ system: 'mtg', ruleset: 'v2', params }) },
 *   { name: 'v1', title: 'v1', doc: await exact({ system: 'mtg', ruleset: 'v1', params }) },
 * ], 'en');
 */
export function rulesetDifferenceCharts(docs: readonly NamedDocument[], lang: Lang): Chart[] {
  const charts: Chart[] = [];
  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      const a = docs[i].doc;
      const b = docs[j].doc;
      if (a.system !== b.system || a.method !== b.method || a.analysis !== 'check' || b.analysis !== 'check' || a.ruleset === b.ruleset)
        continue;
      const system = getSystem(a.system);
      const hints = system.report;
      // the cell's row with its params made comparable (never a spread of the cell: that would compute
      // every cell's lazy degree distribution, results.ts, which no difference chart reads)
      const comparable = (d: ResultsDocument): Row[] =>
        d.cells.map((c) => (hints.comparable ? extend(cellRow(d, c), hints.comparable(c.params, d.rules)) : cellRow(d, c)));
      const ra = comparable(a);
      const rb = comparable(b);
      const keys = Object.keys(a.cells[0]?.params ?? {});
      const diff = differenceRows(ra, rb, keys, 'ruleset', b.ruleset);
      if (diff.length === 0) continue;
      const y = hints.y ?? keys.find((k) => k !== hints.x && distinct(diff.map((r) => r[k])).length > 1);
      if (!y) continue;
      const others = keys.filter((k) => k !== hints.x && k !== y && distinct(diff.map((r) => r[k])).length > 1);
      const [facet, ...rest] = others;
      for (const g of groups(diff, rest)) {
        charts.push({
          id: `${docs[i].name}-vs-${docs[j].name}${suffix(g)}`,
          title: `${fill(T.rulesetDiff[lang], { a: a.ruleset, b: b.ruleset })}${Object.keys(g).length ? ` (${groupLabel(a.system, g, lang)})` : ''}`,
          explanation: fill(T.rulesetDiffText[lang], { a: a.ruleset }),
          spec: differenceHeatmap({
            system: a.system,
            title: '',
            rows: diff.filter((r) => matches(r, g)).map((r) => labelRow(r, keys, lang)),
            x: hints.x,
            y,
            facet,
            lang,
            legend: t('difference', lang),
          }),
        });
      }
    }
  }
  return asFileIds(charts);
}
