import { format } from 'd3-format';
import type { CellResult, ResultsDocument, ScenarioResult } from '../core/results.js';
import type { Lang } from '../systems/types.js';
import { getSystem } from '../systems/index.js';
import { gradeNames, gradesNote } from './grades.js';
import { t } from './i18n.js';
import { keyLabel, valueLabel } from '../core/labels.js';
import { csvCell, csvRow } from './csv-cell.js';

const pct = format('.2%');
const pctFine = format('.3%');
const num = format('.3f');
const signedPct = format('+.3%');

/** d3-format writes U+2212 for minus; CSV and scripts want ASCII. */
export function ascii(s: string): string {
  return s.replace(/\u2212/g, '-');
}

/** A column of the table: a header and a cell renderer. */
interface Column {
  header: string;
  align: 'left' | 'right';
  value: (c: CellResult) => string;
}

function paramLabel(system: string, name: string, lang: Lang): string {
  const p = getSystem(system).params.find((x) => x.name === name);
  return p ? p.label[lang] : name;
}

function columns(doc: ResultsDocument, lang: Lang): Column[] {
  const paramNames = Object.keys(doc.cells[0]?.params ?? {});
  // parameters that are the same in every cell are said once, above the table
  const varying = paramNames.filter((n) => new Set(doc.cells.map((c) => String(c.params[n]))).size > 1 || doc.cells.length === 1);
  const system = getSystem(doc.system);
  // the x value's word where the system has one (2d6: the ruleset's difficulty guide, 8 → hard)
  const word = (n: string, c: CellResult) => (n === system.report.x ? system.report.xLabel?.(c.params[n], doc.rules, lang) : undefined);
  const cols: Column[] = varying.map((n) => ({
    header: paramLabel(doc.system, n, lang),
    align: 'left',
    value: (c) => {
      const w = word(n, c);
      return w ? `${valueLabel(n, c.params[n], lang)} (${w})` : valueLabel(n, c.params[n], lang);
    },
  }));
  cols.push({ header: t('success', lang), align: 'right', value: (c) => (c.success === null ? '—' : pct(c.success)) });
  if (doc.method === 'monte-carlo') {
    cols.push({ header: t('ci', lang), align: 'right', value: (c) => (c.ci ? `${pct(c.ci[0])}–${pct(c.ci[1])}` : '—') });
    cols.push({ header: t('exact', lang), align: 'right', value: (c) => (c.exact === undefined ? '—' : pctFine(c.exact)) });
    cols.push({
      header: t('diff', lang),
      align: 'right',
      value: (c) => (c.diff === undefined ? '—' : `${signedPct(c.diff)} (${c.z! >= 0 ? '+' : ''}${num(c.z!)}σ)`),
    });
  }
  if (getSystem(doc.system).degreeNumeric) {
    cols.push({ header: t('mean', lang), align: 'right', value: (c) => (c.mean === null ? '—' : num(c.mean)) });
    cols.push({ header: t('sd', lang), align: 'right', value: (c) => (c.sd === null ? '—' : num(c.sd)) });
  }
  for (const cat of getSystem(doc.system).categories) {
    if (doc.cells.some((c) => (c.outcomes[cat] ?? 0) > 0)) {
      const label = getSystem(doc.system).categoryLabels[cat]?.[lang] ?? cat;
      cols.push({ header: label, align: 'right', value: (c) => pct(c.outcomes[cat] ?? 0) });
    }
  }
  if (doc.cells.some((c) => c.impossible > 0))
    cols.push({ header: t('impossible', lang), align: 'right', value: (c) => pct(c.impossible) });
  return cols;
}

/** Display width: East Asian wide characters take two columns. */
function width(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}

function pad(s: string, w: number, align: 'left' | 'right'): string {
  const fill = ' '.repeat(Math.max(0, w - width(s)));
  return align === 'left' ? s + fill : fill + s;
}

export function renderTable(headers: string[], rows: string[][], aligns: Array<'left' | 'right'>): string {
  // a loop, not Math.max(...rows): a 150,000-row table must not overflow the stack
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, width(r[i])), width(h)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => pad(c, widths[i], aligns[i]))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The terminal table: run metadata in one line, then one row per cell. */
export function formatTable(doc: ResultsDocument, lang: Lang): string {
  const cols = columns(doc, lang);
  const system = getSystem(doc.system);
  const fixed = Object.keys(doc.cells[0]?.params ?? {})
    .filter((n) => doc.cells.length > 1 && new Set(doc.cells.map((c) => String(c.params[n]))).size === 1)
    .map((n) => `${paramLabel(doc.system, n, lang)}=${valueLabel(n, doc.cells[0].params[n], lang)}`);
  const head = [
    `${system.label[lang]} · ${t('ruleset', lang)} ${doc.ruleset} · ${doc.method === 'exact' ? t('exactMethod', lang) : `${t('monte-carlo', lang)}, ${t('trials', lang)} ${format(',')(doc.trials ?? 0)}, ${t('seed', lang)} ${doc.seed}`}`,
    ...(fixed.length ? [fixed.join(' · ')] : []),
  ].join('\n');
  // the ruleset's result grades, one column each (P(grade) among possible checks)
  for (const g of gradeNames(doc))
    cols.push({ header: g, align: 'right', value: (c) => (c.grades?.[g] === undefined ? '—' : pct(c.grades[g])) });
  const body = renderTable(
    cols.map((c) => c.header),
    doc.cells.map((cell) => cols.map((c) => c.value(cell))),
    cols.map((c) => c.align),
  );
  const note = gradesNote(doc, lang);
  return `${head}\n${body}\n${note ? `${note}\n` : ''}`;
}

// every CSV cell, formula-looking text included, goes through one function (csv-cell.ts)
const csvField = csvCell;

/** CSV: one row per cell; numbers in full precision with ASCII minus. */
export function formatCsv(docs: readonly ResultsDocument[], names?: readonly string[]): string {
  const paramNames = [...new Set(docs.flatMap((d) => d.cells.flatMap((c) => Object.keys(c.params))))];
  const cats = [...new Set(docs.flatMap((d) => d.cells.flatMap((c) => Object.keys(c.outcomes))))];
  const header = [
    ...(names ? ['analysis'] : []),
    'system',
    'ruleset',
    'method',
    'seed',
    'trials',
    ...paramNames,
    'success',
    'ci_low',
    'ci_high',
    'exact',
    'diff',
    'z',
    'mean',
    'sd',
    'impossible',
    ...cats.map((c) => `outcome_${c}`),
  ];
  const rows = [csvRow(header)];
  docs.forEach((d, i) => {
    for (const c of d.cells) {
      rows.push(
        [
          ...(names ? [names[i]] : []),
          d.system,
          d.ruleset,
          d.method,
          d.seed,
          d.trials,
          ...paramNames.map((n) => c.params[n]),
          c.success,
          c.ci?.[0],
          c.ci?.[1],
          c.exact,
          c.diff,
          c.z,
          c.mean,
          c.sd,
          c.impossible,
          ...cats.map((k) => c.outcomes[k]),
        ]
          .map(csvField)
          .join(','),
      );
    }
  });
  return ascii(rows.join('\n')) + '\n';
}

/** Step fields that are probabilities (shown as percentages). */
const PROBABILITY_KEYS = new Set(['success', 'spent', 'converted', 'impossible', 'boosted']);

/** Values of a distribution printed one by one in a table; the rest are summed in one entry. */
const DISTRIBUTION_SHOWN = 24;

/** Scenario documents: headline probabilities with intervals, distributions, then the steps. */
export function formatScenarioTable(doc: ResultsDocument, lang: Lang): string {
  const system = getSystem(doc.system);
  const out: string[] = [
    `${system.label[lang]} · ${lang === 'en' ? doc.analysis : (system.scenarios?.[doc.analysis]?.label?.[lang] ?? doc.analysis)} · ${t('ruleset', lang)} ${doc.ruleset} · ${t('monte-carlo', lang)}, ${t('trials', lang)} ${format(',')(doc.trials ?? 0)}, ${t('seed', lang)} ${doc.seed}`,
  ];
  for (const s of (doc.scenarios ?? []) as ScenarioResult[]) {
    out.push(
      Object.entries(s.params)
        .map(([k, v]) => `${keyLabel(k, lang)}=${valueLabel(k, v, lang)}`)
        .join(' · '),
    );
    out.push(
      renderTable(
        ['', 'P', t('ci', lang)],
        Object.entries(s.values).map(([k, v]) => [
          keyLabel(k, lang),
          k.startsWith('mean') ? num(v) : pct(v),
          s.intervals[k] ? `${pct(s.intervals[k][0])}–${pct(s.intervals[k][1])}` : '',
        ]),
        ['left', 'right', 'right'],
      ),
    );
    for (const [name, dist] of Object.entries(s.distributions)) {
      // a long tail (opposed rounds on tie-prone decks) is summed, not printed value by value
      const entries = Object.entries(dist);
      const shown = entries.slice(0, DISTRIBUTION_SHOWN).map(([k, v]) => `${k}: ${pct(v)}`);
      if (entries.length > DISTRIBUTION_SHOWN) {
        const rest = entries.slice(DISTRIBUTION_SHOWN);
        shown.push(
          `${rest[0][0]}–${rest[rest.length - 1][0]}: ${pct(rest.reduce((sum, [, v]) => sum + v, 0))} (${rest.length} values; --format json or csv lists each)`,
        );
      }
      out.push(`${keyLabel(name, lang)}: ` + shown.join('  '));
    }
    if (s.steps?.length) {
      const keys = Object.keys(s.steps[0]);
      out.push(
        renderTable(
          keys.map((k) => keyLabel(k, lang)),
          s.steps.map((r) =>
            keys.map((k) => {
              const v = r[k];
              if (typeof v === 'string' || typeof v === 'boolean') return valueLabel(k, v, lang);
              if (Array.isArray(v)) return `${pct(v[0] as number)}–${pct(v[1] as number)}`;
              if (typeof v === 'number' && PROBABILITY_KEYS.has(k)) return pct(v);
              return typeof v === 'number' && !Number.isInteger(v) ? num(v) : String(v);
            }),
          ),
          keys.map((k) => (typeof s.steps![0][k] === 'string' ? 'left' : 'right')),
        ),
      );
    }
  }
  return out.join('\n') + '\n';
}

export function formatScenarioCsv(doc: ResultsDocument, analysis?: string): string {
  const rows: string[] = [`${analysis ? 'analysis,' : ''}scenario,params,kind,key,value,ci_low,ci_high`];
  const lead = analysis ? [analysis] : [];
  for (const s of (doc.scenarios ?? []) as ScenarioResult[]) {
    const params = Object.entries(s.params)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(';');
    for (const [k, v] of Object.entries(s.values))
      rows.push([...lead, doc.analysis, params, 'value', k, v, s.intervals[k]?.[0], s.intervals[k]?.[1]].map(csvField).join(','));
    for (const [name, dist] of Object.entries(s.distributions))
      for (const [k, v] of Object.entries(dist)) rows.push([...lead, doc.analysis, params, name, k, v, '', ''].map(csvField).join(','));
    for (const st of s.steps ?? []) {
      const ci = (st.ci as [number, number] | undefined) ?? [];
      rows.push(
        [...lead, doc.analysis, params, 'step', `${String(st.step)}:${String(st.check ?? st.name ?? '')}`, st.success, ci[0], ci[1]]
          .map(csvField)
          .join(','),
      );
    }
  }
  return ascii(rows.join('\n')) + '\n';
}
