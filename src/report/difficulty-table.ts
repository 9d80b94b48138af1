import { format } from 'd3-format';
import type { AcrossTuneTable } from '../core/tune.js';
import type { Cell } from '../core/grid.js';
import { getSystem } from '../systems/index.js';
import type { Lang } from '../systems/types.js';
import { ascii, renderTable } from './format.js';
import { targetWord, valueLabel } from '../core/labels.js';
import { type MessageId, msg } from '../core/messages.js';
import { csvCell, csvRow } from './csv-cell.js';
import { xmlChars } from './markup.js';

/*
 * The playable difficulty table of `tune --across decks`, as a scenario book
 * prints it: one row per check (and boost policy), one column per target
 * (easy / normal / hard), each entry the value to set and the success it
 * gives the table. Terminal, Markdown, CSV and an HTML fragment, en and ja.
 */

export type DifficultyTableFormat = 'table' | 'markdown' | 'csv' | 'html';

const pct = format('.0%');
const pct1 = format('.1~%');

// the table's words (the catalogue's difficultyTable.* entries) as this module uses them
const wordsIn = (lang: Lang) => {
  const say = (id: MessageId, params: Record<string, string | number> = {}) => msg(id, params).text(lang);
  return {
    title: say('difficultyTable.title'),
    ruleset: say('difficultyTable.ruleset'),
    mean: say('difficultyTable.mean'),
    worst: say('difficultyTable.worst'),
    median: say('difficultyTable.median'),
    success: (how: string, n: number, what: string, list: string) => say('difficultyTable.success', { how, n, what, list }),
    decks: say('difficultyTable.decks'),
    offTarget: (tol: string) => say('difficultyTable.offTarget', { tol }),
    points: (n: string) => say('difficultyTable.points', { n }),
    edge: (range: string) => say('difficultyTable.edge', { range }),
    none: say('difficultyTable.none'),
    // the usual target names (tune --targets easy=0.8,…) in the table's language; others as the user wrote them
    target: (name: string) => targetWord(name, lang),
  };
};
const WORDS = { en: wordsIn('en'), ja: wordsIn('ja') };

const MARK = { 'off-target': '⚠', edge: '▲' } as const;

interface Layout {
  head: string;
  keys: string[];
  labels: string[];
  rows: Array<{ label: string[]; entries: string[]; raw: AcrossTuneTable['rows'][number] }>;
  notes: string[];
}

function layout(doc: AcrossTuneTable, lang: Lang): Layout {
  const w = WORDS[lang];
  const system = getSystem(doc.system);
  const label = (k: string) => system.params.find((p) => p.name === k)?.label[lang] ?? k;
  const keys = Object.keys(doc.rows[0]?.params ?? {}).filter(
    (k) => new Set(doc.rows.map((r) => String(r.params[k]))).size > 1 || doc.rows.length === 1,
  );
  const targets = Object.entries(doc.targets);
  const what = doc.across === 'deck' ? w.decks : label(doc.across);
  const head = `${w.title} · ${system.label[lang]} · ${w.ruleset} ${doc.ruleset} · ${label(doc.param)}: ${w.success(w[doc.pick], doc.acrossValues.length, what, doc.acrossValues.map(String).join(', '))}`;
  const range = `${String(doc.candidates[0])}–${String(doc.candidates[doc.candidates.length - 1])}`;
  const rows = doc.rows.map((r) => ({
    label: keys.map((k) => valueLabel(k, (r.params as Cell)[k], lang)),
    entries: targets.map(([t]) => {
      const p = r.picks[t];
      if (!p) return w.none;
      return `${String(p.value)} · ${pct(p.success)}${p.flags.map((f) => ` ${MARK[f]}`).join('')}`;
    }),
    raw: r,
  }));
  const used = new Set(doc.rows.flatMap((r) => Object.values(r.picks).flatMap((p) => p?.flags ?? [])));
  const notes = [
    ...(used.has('off-target') ? [`${MARK['off-target']} ${w.offTarget(w.points(pct1(doc.tolerance).replace('%', '')))}`] : []),
    ...(used.has('edge') ? [`${MARK.edge} ${w.edge(range)}`] : []),
  ];
  return { head, keys, labels: [...keys.map(label), ...targets.map(([t, rate]) => `${w.target(t)} (${pct(rate)})`)], rows, notes };
}

const escapeHtml = (s: string) => xmlChars(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const mdCell = (s: string) => s.replace(/\|/g, '\\|');
const csvField = csvCell;

/** The table in one of the formats; every format carries the same picks and flags. */
export function difficultyTable(doc: AcrossTuneTable, fmt: DifficultyTableFormat, lang: Lang): string {
  const l = layout(doc, lang);
  if (fmt === 'csv') {
    const out = [
      csvRow([...l.keys, 'target', 'rate', doc.param, 'success', 'miss', 'flags', ...doc.acrossValues.map((v) => `success_${String(v)}`)]),
    ];
    for (const r of doc.rows) {
      for (const [t, rate] of Object.entries(doc.targets)) {
        const p = r.picks[t];
        out.push(
          [
            ...l.keys.map((k) => r.params[k]),
            t,
            rate,
            p?.value,
            p?.success,
            p?.miss,
            p?.flags.join(' '),
            ...doc.acrossValues.map((v) => p?.each[String(v)]),
          ]
            .map(csvField)
            .join(','),
        );
      }
    }
    return ascii(out.join('\n')) + '\n';
  }
  if (fmt === 'markdown') {
    const lines = [
      `**${mdCell(l.head)}**`,
      '',
      `| ${l.labels.map(mdCell).join(' | ')} |`,
      `|${l.labels.map((_, i) => (i < l.keys.length ? ' --- ' : ' ---: ')).join('|')}|`,
    ];
    for (const r of l.rows) lines.push(`| ${[...r.label, ...r.entries].map(mdCell).join(' | ')} |`);
    if (l.notes.length) lines.push('', ...l.notes.map((n) => `${mdCell(n)}  `));
    return lines.join('\n') + '\n';
  }
  if (fmt === 'html') return difficultyTableHtml(doc, lang) + '\n';
  const body = renderTable(
    l.labels,
    l.rows.map((r) => [...r.label, ...r.entries]),
    l.labels.map((_, i) => (i < l.keys.length ? 'left' : 'right')),
  );
  return ascii(`${l.head}\n${body}\n${l.notes.join('\n')}${l.notes.length ? '\n' : ''}`);
}

/** A self-contained HTML fragment (a captioned table), for a scenario book or the report's summary. */
export function difficultyTableHtml(doc: AcrossTuneTable, lang: Lang): string {
  const l = layout(doc, lang);
  const th = l.labels.map((h, i) => `<th scope="col"${i < l.keys.length ? '' : ' class="num"'}>${escapeHtml(h)}</th>`).join('');
  const rows = l.rows
    .map((r) => {
      const cells = Object.keys(doc.targets).map((t, i) => {
        const flags = r.raw.picks[t]?.flags ?? [];
        return `<td class="num${flags.map((f) => ` ${f}`).join('')}">${escapeHtml(r.entries[i])}</td>`;
      });
      return `<tr>${r.label.map((x) => `<th scope="row">${escapeHtml(x)}</th>`).join('')}${cells.join('')}</tr>`;
    })
    .join('\n');
  const notes = l.notes.length ? `\n<p class="notes">${l.notes.map(escapeHtml).join('<br>')}</p>` : '';
  return `<figure class="hantei-difficulty-table" lang="${lang}">\n<table>\n<caption>${escapeHtml(l.head)}</caption>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>${notes}\n</figure>`;
}
