/*
 * The side panels of the page: decks (paste, drop, each deck's summary as
 * its system declares it), simulations and saving.
 */

import type { DeckSummary } from '../../api/decks.js';
import { goalsToSave } from './goals-panel.js';
import type { Chart } from '../../report/charts/plan.js';
import { keyLabel, valueLabel } from '../../core/labels.js';
import { recognise } from '../../core/messages.js';
import type { AnalysisInfo, JobStatus, SaveResponse, StateResponse } from '../protocol.js';
import { ApiError, api } from './api.js';
import { drawCharts } from './charts.js';
import { $, el, pct, signed, table } from './dom.js';
import { type Lang, type Word, word } from './i18n.js';
import type { Edits } from './store.js';
import { type FixHandlers, cardDataLink, cardDataNote, unresolvedList } from './deck-fix.js';
import { deckChart } from './deck-chart.js';
import type { UnknownSaid } from '../card-data-state.js';

/** What the side panels need from the page: its state, the current analysis and its edits, and how to report. */
export interface PanelContext {
  state: StateResponse;
  lang: Lang;
  current: () => AnalysisInfo;
  edits: () => Edits;
  showError: (e: unknown) => void;
  /** A pasted deck joined the workbench: add it to the grid and recompute. */
  deckAdded: (deck: DeckSummary) => void;
}

// ------------------------------------------------------------------ decks

function deckSummary(d: DeckSummary, ctx: PanelContext, fix?: FixHandlers, unknown?: UnknownSaid): HTMLElement {
  const lang = ctx.lang;
  const t = (w: Word) => word(w, lang);
  // what the deck system declares it shows (SystemInfo.deckSummary): counts, then tables of cards by a key
  const view = ctx.state.systems.find((s) => s.deckSummary)?.deckSummary ?? { counts: [], tables: [] };
  const field = (f: string) => (d as unknown as Record<string, unknown>)[f];
  const counts = view.counts.map((c) => `, ${c.label[lang]} ${String(field(c.field))}`).join('');
  const box = el(
    'div',
    { class: 'deck', 'data-deck': d.deck },
    el('p', {}, el('b', {}, d.name), ` — ${d.cards} ${t('cards')}${d.sideboard ? `, ${t('sideboard')} ${d.sideboard}` : ''}${counts}`),
    deckChart(d, lang),
    el(
      'div',
      { class: 'row' },
      ...view.tables.map((tb) =>
        table(
          [tb.label[lang], t('cards')],
          Object.entries((field(tb.field) ?? {}) as Record<string, number>).map(([k, v]) => [
            tb.valuesOf ? valueLabel(tb.valuesOf, k, lang) : k,
            String(v),
          ]),
        ),
      ),
    ),
  );
  // how the list was read (a blank line taken as the sideboard, a commander its program keeps there): kept in English,
  // said in the page's language by the catalogue messages the deck system names (the text as is where it names none)
  const noteIn = (x: string) => (lang === 'en' || !view.notes ? x : recognise(x, view.notes).text(lang));
  for (const [heading, items, cls] of [
    [t('deckAssumed'), d.assumptions, 'assumptions'],
    [t('deckNotes'), d.notes, 'notes'],
  ] as const) {
    if (items.length)
      box.append(el('p', { class: 'note' }, heading), el('ul', { class: cls }, ...items.map((x) => el('li', {}, noteIn(x)))));
  }
  if (d.unresolved.length) {
    // the server's words (as the CLI says them: how many, the data in use, the one command) linked to the card-data panel;
    // each unknown name stays fixable where it appears: a suggestion in one click, or the card's data in a form
    box.append(
      el('p', { class: 'error' }, `${t('unknown')} (${d.unresolved.length})`),
      ...(unknown ? [el('p', { class: 'unknown-said' }, unknown.message, ' — ', cardDataLink(unknown.hint))] : []),
      unresolvedList(d.unresolved, lang, t('didYouMean'), fix),
    );
  }
  return box;
}

export function decksPanel(ctx: PanelContext): HTMLElement {
  const t = (w: Word) => word(w, ctx.lang);
  const text = el('textarea', { id: 'deck-text', rows: '6', placeholder: t('paste') });
  const name = el('input', { id: 'deck-name', type: 'text', placeholder: t('deckName') });
  const file = el('input', { id: 'deck-file', type: 'file', accept: '.txt,.dek,.dck,.cod,.o8d,.yaml,.yml' });
  const add = el('button', { id: 'add-deck', type: 'button' }, t('addDeck'));
  const out = el('div', { id: 'deck-summary', 'aria-live': 'polite' });
  const read = async (f: File) => {
    text.value = await f.text();
    if (!name.value) name.value = f.name;
  };
  file.addEventListener('change', () => void (file.files?.[0] && read(file.files[0])));
  text.addEventListener('dragover', (e) => e.preventDefault());
  text.addEventListener('drop', (e) => {
    e.preventDefault();
    const f = e.dataTransfer?.files[0];
    if (f) void read(f);
  });
  // card data given in the fix form, sent with the next add (the server writes it into the list as YAML)
  let given: Array<Parameters<FixHandlers['give']>[0]> = [];
  const fix: FixHandlers = {
    replace: (line, from, to) => {
      const lines = text.value.split('\n');
      if (lines[line - 1]?.includes(from)) lines[line - 1] = lines[line - 1].replace(from, to);
      text.value = lines.join('\n');
      add.click();
    },
    give: (card) => {
      given = [...given.filter((g) => g.name !== card.name), card];
      add.click();
    },
  };
  add.addEventListener('click', async () => {
    try {
      const {
        deck,
        text: rewritten,
        unknown,
      } = await api<{ deck: DeckSummary; text?: string; unknown?: UnknownSaid }>('POST', '/api/decks', {
        name: name.value || 'pasted',
        text: text.value,
        ...(given.length ? { cards: given } : {}),
      });
      if (rewritten !== undefined) text.value = rewritten;
      given = [];
      out.replaceChildren(deckSummary(deck, ctx, fix, unknown));
      ctx.showError(null);
      // unknown sideboard names never block a deck: they never enter the library
      if (!unknown) ctx.deckAdded(deck);
    } catch (e) {
      ctx.showError(e);
    }
  });
  return el(
    'div',
    { class: 'decks' },
    el('label', { for: 'deck-text', class: 'stack' }, t('deckText')),
    text,
    el(
      'div',
      { class: 'row' },
      el('label', { for: 'deck-name', class: 'visually-hidden' }, t('deckName')),
      name,
      el('label', { for: 'deck-file', class: 'visually-hidden' }, t('deckFile')),
      file,
      add,
    ),
    out,
    cardDataNote(ctx.state.cardData, ctx.lang, (now) => {
      ctx.state.cardData = now;
      // the pasted deck resolves now: added again, not pasted again
      if (text.value.trim() !== '') add.click();
    }),
  );
}

// ------------------------------------------------------------------ simulation

let job: string | null = null;

/** Simulated against exact, cell by cell, the largest differences first. */
function simVsExact(status: JobStatus, lang: Lang): HTMLElement | null {
  const doc = status.doc;
  if (!doc || doc.analysis !== 'check') return null;
  const t = (w: Word) => word(w, lang);
  const cells = doc.cells.filter((c) => c.exact !== undefined && c.success !== null);
  if (cells.length === 0) return null;
  const keys = Object.keys(cells[0].params).filter((k) => new Set(doc.cells.map((c) => String(c.params[k]))).size > 1);
  const rows = [...cells]
    .sort((a, b) => Math.abs(b.diff ?? 0) - Math.abs(a.diff ?? 0))
    .slice(0, 20)
    .map((c) => [
      ...keys.map((k) => valueLabel(k, c.params[k], lang)),
      pct(c.success, 2),
      c.ci ? `${pct(c.ci[0], 2)}–${pct(c.ci[1], 2)}` : '—',
      pct(c.exact, 2),
      signed(c.diff),
      c.ci && c.exact !== undefined && c.exact >= c.ci[0] - 1e-12 && c.exact <= c.ci[1] + 1e-12 ? t('yes') : t('no'),
    ]);
  const within = cells.filter((c) => c.ci && c.exact! >= c.ci[0] - 1e-12 && c.exact! <= c.ci[1] + 1e-12).length;
  return el(
    'div',
    { id: 'sim-vs-exact' },
    el('h3', {}, t('simVsExact')),
    el('p', {}, `${within} / ${cells.length} ${t('withinCi')}`),
    table(
      [
        ...keys.map((k) => keyLabel(k, lang)),
        t('simulated'),
        keyLabel('ci', lang),
        t('exact'),
        `${t('simulated')} − ${t('exact')}`,
        t('withinCi'),
      ],
      rows,
    ),
  );
}

export function simPanel(ctx: PanelContext, results: HTMLElement): HTMLElement {
  const t = (w: Word) => word(w, ctx.lang);
  const current = ctx.current();
  const which = el('select', { id: 'sim-analysis' });
  which.append(el('option', { value: '' }, `${current.name} (${t('edited')})`));
  for (const a of ctx.state.analyses.filter((x) => x.scenario))
    which.append(el('option', { value: a.name }, `${a.name} — ${t('scenario')} ${a.scenario}`));
  const trials = el('input', { id: 'trials', type: 'number', min: '1', value: '1000000' });
  const run = el('button', { id: 'run-sim', type: 'button' }, t('run'));
  const cancel = el('button', { id: 'cancel-sim', type: 'button', disabled: '' }, t('cancel'));
  const bar = el('progress', { id: 'sim-progress', max: '1', value: '0', 'aria-label': t('simulate') });
  const status = el('span', { id: 'sim-status', 'aria-live': 'polite' });
  run.addEventListener('click', async () => {
    const scenario = which.value ? ctx.state.analyses.find((a) => a.name === which.value)! : null;
    try {
      const e = ctx.edits();
      const body = scenario
        ? { analysis: scenario.name, trials: Number(trials.value), lang: ctx.lang }
        : { analysis: current.name, rules: e.rules, params: e.params, trials: Number(trials.value), lang: ctx.lang };
      const { id } = await api<{ id: string }>('POST', '/api/jobs', body);
      job = id;
      run.disabled = true;
      cancel.disabled = false;
      status.textContent = '';
      void poll(ctx, id, bar, status, run, cancel, results);
    } catch (e) {
      ctx.showError(e);
    }
  });
  cancel.addEventListener('click', () => {
    if (job) void api('POST', `/api/jobs/${job}/cancel`);
  });
  return el(
    'div',
    { class: 'sim' },
    el('label', { for: 'sim-analysis', class: 'stack' }, t('simAnalysis')),
    which,
    el('label', { for: 'trials' }, `${t('trials')} `, trials),
    el('div', { class: 'row' }, run, cancel),
    bar,
    status,
  );
}

async function poll(
  ctx: PanelContext,
  id: string,
  bar: HTMLProgressElement,
  status: HTMLElement,
  run: HTMLButtonElement,
  cancel: HTMLButtonElement,
  results: HTMLElement,
): Promise<void> {
  const t = (w: Word) => word(w, ctx.lang);
  for (;;) {
    let s: JobStatus;
    try {
      s = await api<JobStatus>('GET', `/api/jobs/${id}`);
    } catch (e) {
      ctx.showError(e);
      run.disabled = false;
      cancel.disabled = true;
      return;
    }
    bar.max = s.total;
    bar.value = s.done;
    if (s.state !== 'running') {
      run.disabled = false;
      cancel.disabled = true;
      job = null;
      status.textContent = s.state === 'done' ? t('done') : s.state === 'cancelled' ? t('cancelled') : (s.error ?? t('failed'));
      status.dataset.state = s.state;
      if (s.state === 'done') await showSimulation(s, results, ctx.lang);
      return;
    }
    status.textContent = `${pct(s.done / Math.max(1, s.total), 0)}`;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The results section of a finished simulation: its own heading, the exact-vs-simulated table, its charts. */
async function showSimulation(s: JobStatus, box: HTMLElement, lang: Lang): Promise<void> {
  box.hidden = false;
  const charts = $('sim-charts');
  const compare = simVsExact(s, lang);
  $('sim-compare').replaceChildren(...(compare ? [compare] : []));
  await drawCharts(charts, (s.charts ?? []).filter((c: Chart) => !c.id.endsWith('-degree')).slice(0, 4));
}

// ------------------------------------------------------------------ save

function download(name: string, text: string): void {
  const a = el('a', { href: URL.createObjectURL(new Blob([text], { type: 'application/yaml' })), download: name });
  document.body.append(a);
  a.click();
  a.remove();
}

export function savePanel(ctx: PanelContext, saved: () => void): HTMLElement {
  const t = (w: Word) => word(w, ctx.lang);
  const status = el('span', { id: 'save-status', 'aria-live': 'polite' });
  const save = (write: boolean, pick?: 'ruleset' | 'study') => async () => {
    try {
      const e = ctx.edits();
      // the goal editor's goals go into the saved study when the page changed them
      const goals = goalsToSave();
      const body = { analysis: ctx.current().name, rules: e.rules, params: e.params, write, ...(goals ? { expect: goals } : {}) };
      // the server never overwrites a file it did not write unless the user names it here
      const r = await api<SaveResponse>('POST', '/api/save', body).catch((err: unknown) => {
        if (!(err instanceof ApiError) || !err.exists || !confirm(err.message)) throw err;
        return api<SaveResponse>('POST', '/api/save', { ...body, overwrite: err.exists });
      });
      if (pick === 'ruleset') download(r.rulesetFile, r.rulesetYaml);
      if (pick === 'study') {
        // a study that names pasted decks needs their files beside it: they come down with it
        download(r.studyFile, r.studyYaml);
        for (const d of r.decks) download(d.file, d.text);
      }
      if (write) {
        status.textContent = `${t('saved')}: ${r.written.join(', ')}`;
        saved();
      }
      ctx.showError(null);
    } catch (e) {
      ctx.showError(e);
    }
  };
  const b1 = el('button', { id: 'download-ruleset', type: 'button' }, t('downloadRuleset'));
  const b2 = el('button', { id: 'download-study', type: 'button' }, t('downloadStudy'));
  b1.addEventListener('click', save(false, 'ruleset'));
  b2.addEventListener('click', save(false, 'study'));
  const box = el('div', { class: 'row' }, b1, b2);
  if (ctx.state.canWrite) {
    const b3 = el('button', { id: 'save-folder', type: 'button' }, t('saveFolder'));
    b3.addEventListener('click', save(true));
    box.append(b3);
  }
  return el('div', {}, box, status);
}
