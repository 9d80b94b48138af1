/*
 * The workbench's Solve panel: ruleset keys and ranges in, the ranked
 * candidates of `hantei solve` (against the study's expectations on the
 * analysis) out, each applied to the ruleset editor with one click; and a
 * sweep chart (success against any ruleset key). main.ts gives it the page's
 * state and helpers; nothing here holds state of its own beyond its inputs.
 */

import { areaWords } from '../../core/catalogue/area.js';
import { PAGE } from '../../core/catalogue/page.js';
import { keyLabel, targetWord, valueLabel } from '../../core/labels.js';
import type { Chart } from '../../report/charts/plan.js';
import type { SolveDocument } from '../../solve/solve.js';
import { changedGoalLines } from '../../solve/why.js';
import { msg } from '../../core/messages.js';
import type { AcrossTuneTable } from '../../core/tune.js';
import type { AcrossRequest, SolveRequest, SweepResponse } from '../solve-protocol.js';

type Lang = 'en' | 'ja';
type Value = string | number | boolean;

export interface SolveContext {
  analysis(): string;
  system(): string;
  /** The system's example of keys to vary (its `varyExample`). */
  varyExample(): string | undefined;
  rules(): Record<string, unknown>;
  params(): Record<string, unknown>;
  lang(): Lang;
  /** The difficulty table's target rates, as the page's targets row holds them. */
  targets(): Record<string, number>;
  /** Set these ruleset keys (dotted paths) in the editor and redraw. */
  apply(values: Record<string, Value>): void;
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  showError(message: string | null): void;
  drawCharts(box: HTMLElement, charts: Chart[]): Promise<void>;
  /** Where sweep charts go: the results column, where a chart has room. */
  sweepBox(): HTMLElement;
  /** Count an answer drawn on the page's test hook (`window.hanteiWorkbench.solved`, `.swept`). */
  counted(what: 'solved' | 'swept' | 'across'): void;
}

const WORDS = areaWords(PAGE, 'solvePanel.');

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

/** A table of one header row and its body rows. */
function tableOf(head: HTMLElement[], rows: HTMLElement[]): HTMLTableElement {
  return el('table', {}, el('thead', {}, el('tr', {}, ...head)), el('tbody', {}, ...rows));
}

/** The panel's words in the page's current language. */
const wordsOf =
  (ctx: SolveContext) =>
  (k: keyof typeof WORDS): string =>
    WORDS[k][ctx.lang()];

/** The panel. */
export function solvePanel(ctx: SolveContext): HTMLElement {
  const w = wordsOf(ctx);
  const vary = el('input', {
    id: 'solve-vary',
    type: 'text',
    value: ctx.varyExample() ?? '',
    placeholder: ctx.varyExample() ?? 'KEY=1..4',
    'aria-label': w('vary'),
  });
  const solve = el('button', { id: 'run-solve', type: 'button' }, w('solve'));
  const sweep = el('button', { id: 'run-sweep', type: 'button' }, w('sweep'));
  const status = el('p', { id: 'solve-status', class: 'hint' }, w('hint'));
  const out = el('div', { id: 'solve-candidates', class: 'scroll' });
  const answers = el('div', { id: 'solve-goals', class: 'scroll' });
  // aria-live, not role=alert: the page's one alert box stays the page's (its tests find it by role)
  const problem = el('p', { id: 'solve-error', class: 'error', 'aria-live': 'assertive', hidden: '' });
  // a refused request shows why here and leaves no answer of an earlier request on screen
  const failed = (e: unknown, clear: HTMLElement[]) => {
    problem.textContent = (e as Error).message;
    problem.hidden = false;
    for (const box of clear) box.replaceChildren();
  };
  const cleared = () => {
    problem.textContent = '';
    problem.hidden = true;
  };
  const body = (): SolveRequest => ({
    analysis: ctx.analysis(),
    rules: ctx.rules(),
    params: ctx.params(),
    vary: vary.value,
    lang: ctx.lang(),
  });
  solve.addEventListener('click', async () => {
    solve.disabled = true;
    try {
      const doc = await ctx.api<SolveDocument>('POST', '/api/solve', body());
      cleared();
      status.textContent = `${doc.method === 'exhaustive' ? w('optimal') : w('local')} · ${doc.evaluated} / ${doc.space} × ${doc.cells}`;
      const table = candidatesTable(doc, ctx);
      answers.replaceChildren(...goalsOf(doc, ctx.lang()));
      out.replaceChildren(table);
      ctx.counted('solved');
    } catch (e) {
      failed(e, [out, answers]);
      status.textContent = w('hint');
    } finally {
      solve.disabled = false;
    }
  });
  sweep.addEventListener('click', async () => {
    try {
      const res = await ctx.api<SweepResponse>('POST', '/api/sweep', body());
      cleared();
      await ctx.drawCharts(ctx.sweepBox(), res.charts);
      // the charts are drawn in the results column: bring them into view (they draw as they are seen)
      ctx.sweepBox().scrollIntoView({ block: 'start' });
      ctx.counted('swept');
    } catch (e) {
      failed(e, [ctx.sweepBox()]);
    }
  });
  const across = acrossSection(ctx);
  return el(
    'div',
    { class: 'solve' },
    el('label', {}, `${w('vary')} `, vary),
    el('div', { class: 'row' }, solve, sweep),
    problem,
    status,
    out,
    answers,
    across.controls,
    across.box,
  );
}

/** The ranked candidates, each with a button that applies its values to the ruleset editor. */
function candidatesTable(doc: SolveDocument, ctx: SolveContext): HTMLElement {
  const w = wordsOf(ctx);
  const rows = doc.candidates.map((c, i) => {
    const apply = el('button', { type: 'button', 'data-apply': String(i) }, w('apply'));
    apply.addEventListener('click', () => ctx.apply(c.values));
    return el(
      'tr',
      { 'data-miss': String(c.miss) },
      el('td', {}, String(i + 1)),
      ...doc.axes.map((a) => el('td', {}, String(c.values[a.key]))),
      el('td', {}, c.miss.toFixed(4)),
      el('td', {}, String(c.change)),
      el('td', {}, String(c.failing.length)),
      el('td', {}, apply),
    );
  });
  return tableOf(
    [
      el('th', {}, '#'),
      // a key's words as the header, the key itself (what a YAML file says) as a small hint under it
      ...doc.axes.map((a) => {
        const words = keyLabel(a.key, ctx.lang());
        return el('th', {}, words, ...(words === a.key ? [] : [el('br'), el('code', { class: 'hint' }, a.key)]));
      }),
      ...[w('miss'), w('change'), w('failing'), ''].map((h) => el('th', {}, h)),
    ],
    rows,
  );
}

/** The playable table: one value per check and target for every deck (tune --across), its pick and button. */
function acrossSection(ctx: SolveContext): { controls: HTMLElement; box: HTMLElement } {
  const w = wordsOf(ctx);
  const pick = el('select', { id: 'across-pick', 'aria-label': w('across') });
  for (const p of ['mean', 'worst', 'median'] as const) pick.append(el('option', { value: p }, w(p)));
  const runAcross = el('button', { id: 'run-across', type: 'button' }, w('across'));
  const acrossBox = el('div', { id: 'across-table', class: 'scroll' });
  runAcross.addEventListener('click', async () => {
    try {
      const req: AcrossRequest = {
        analysis: ctx.analysis(),
        rules: ctx.rules(),
        params: ctx.params(),
        targets: ctx.targets(),
        pick: pick.value as AcrossRequest['pick'],
        lang: ctx.lang(),
      };
      const t = await ctx.api<AcrossTuneTable>('POST', '/api/across', req);
      ctx.showError(null);
      acrossBox.replaceChildren(acrossTable(t, ctx.lang()), el('p', { class: 'hint' }, `${w('offTarget')} · ${w('edge')}`));
      ctx.counted('across');
    } catch (e) {
      ctx.showError((e as Error).message);
    }
  });
  return { controls: el('div', { class: 'row' }, pick, runAcross), box: acrossBox };
}

/** The across table: a row per combination of the varying parameters, a column per target, each pick marked when off target or at an edge. */
function acrossTable(t: AcrossTuneTable, lang: Lang): HTMLElement {
  const keys = Object.keys(t.rows[0]?.params ?? {}).filter(
    (k) => new Set(t.rows.map((r) => String(r.params[k]))).size > 1 || t.rows.length === 1,
  );
  const mark = { 'off-target': ' ⚠', edge: ' ▲' } as const;
  const rows = t.rows.map((r) =>
    el(
      'tr',
      {},
      // values in words (never → しない, a colour's name), as the report's table shows them
      ...keys.map((k) => el('th', {}, valueLabel(k, r.params[k], lang))),
      ...Object.keys(t.targets).map((label) => {
        const p = r.picks[label];
        return el(
          'td',
          { 'data-target': label, 'data-value': p ? String(p.value) : '' },
          p ? `${String(p.value)} · ${(p.success * 100).toFixed(0)}%${p.flags.map((f) => mark[f]).join('')}` : '—',
        );
      }),
    ),
  );
  return tableOf(
    [
      ...keys.map((k) => keyLabel(k, lang)),
      ...Object.entries(t.targets).map(([l, r]) => `${targetWord(l, lang)} (${(r * 100).toFixed(0)}%)`),
    ].map((h) => el('th', {}, h)),
    rows,
  );
}

/** Each goal beside the value the current ruleset and the best candidate reach, then why the best wins. */
function goalsOf(doc: SolveDocument, lang: Lang): HTMLElement[] {
  const best = doc.candidates[0];
  const cell = (g: SolveDocument['current']['goals'][number]) => el('td', { 'data-ok': String(g.ok) }, `${g.ok ? '✓' : '✗'} ${g.shown}`);
  const table = tableOf(
    [
      ...[msg('solve.goals.line'), msg('solve.goals.goal'), msg('solve.goals.current')].map((m) => el('th', {}, m.text(lang))),
      el('th', {}, '#1'),
    ],
    doc.current.goals.map((g, i) =>
      el(
        'tr',
        { 'data-goal-line': String(g.line) },
        el('td', {}, String(g.line)),
        el('td', {}, g.goal[lang]),
        cell(g),
        cell(best.goals[i]),
      ),
    ),
  );
  const why = changedGoalLines(doc, lang).map((line) => el('li', {}, line));
  const miss = (x: number) => String(Number(x.toPrecision(4)));
  const head =
    best.changed.length === 0
      ? msg('solve.why.same', { miss: miss(doc.current.miss) })
      : msg('solve.why.head', { from: miss(doc.current.miss), to: miss(best.miss) });
  return [table, el('p', { id: 'solve-why' }, head.text(lang)), el('ul', {}, ...why)];
}

export const solveTitle = (lang: Lang): string => WORDS.title[lang];
