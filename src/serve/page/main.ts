/*
 * The workbench page. Every control is generated from the server's state
 * (forms.ts); each analysis keeps its own edits (store.ts, kept in
 * localStorage); each edit posts the analysis's ruleset and grid to
 * /api/analyse — latest wins, one request in flight — and the charts on
 * screen get their new rows in place (charts.ts), the rest when they scroll
 * in. Other modules (a deck-fix or solve panel) mount themselves with
 * `mountModule` (modules.ts): they get a box in the controls column and
 * every new result. This file holds the page's state, its layout and the
 * edit → answer loop; the tables are result-tables.ts's, the hooks probe.ts's.
 */

import './workbench.css';
import type { DeckSummary } from '../../api/decks.js';
import { keyLabel, registerSystemLabels } from '../../core/labels.js';
import { type AnalyseResponse, type AnalysisInfo, type StateResponse, type SystemInfo, chartRows } from '../protocol.js';
import type { Chart } from '../../report/charts/plan.js';
import { type CallTiming, api, apiTimed, langFrom, latest, onBusy } from './api.js';
import { drawCharts } from './charts.js';
import { $, clone, el } from './dom.js';
import { holdGoals } from './goals-panel.js';
import { renderParams, renderRuleset, listOf } from './forms.js';
import { type Lang, type Word, fill, word } from './i18n.js';
import { decksPanel, type PanelContext, savePanel, simPanel } from './panels.js';
import { type Edits, EditStore } from './store.js';
import { type ModuleContext, modules, onMounted } from './modules.js';
import { type EditPhases, timing, wb } from './probe.js';
import { type TableContext, type Tuned, drawTables, drawTune } from './result-tables.js';
import { mountBuiltins } from './builtin-modules.js';

export { type ModuleContext, type WorkbenchModule, mountModule } from './modules.js';

// ------------------------------------------------------------------ state

let state: StateResponse;
let store: EditStore;
let lang: Lang = 'en';
langFrom(() => lang);
let current: AnalysisInfo;
let targets: Record<string, number> = { easy: 0.8, normal: 0.5, hard: 0.2 };
let seq = 0;

let pastedDecks: DeckSummary[] = [];

const t = (w: Word) => word(w, lang);
const systemOf = (a: AnalysisInfo): SystemInfo => state.systems.find((s) => s.id === a.system)!;
const paramLabel = (k: string): string => systemOf(current).params.find((p) => p.name === k)?.label[lang] ?? keyLabel(k, lang);
const edits = (): Edits => store.of(current);
const tables = (): TableContext => ({ lang, paramLabel, targets });

/** An error in the page's language: the server's message, its "line N:" in words. */
function showError(e: unknown): void {
  const box = $('error');
  if (e === null || e === undefined) {
    box.textContent = '';
    box.hidden = true;
    return;
  }
  let msg = e instanceof Error ? e.message : String(e);
  msg = msg.replace(/\bline (\d+):/g, (_, n: string) => `${fill('line', lang, { n })}:`);
  box.textContent = lang === 'ja' ? `${t('refused')}: ${msg}` : msg;
  box.hidden = false;
}

function moduleContext(): ModuleContext {
  return { lang, state, analysis: current, edits: edits(), changed: () => edited(performance.now()), showError };
}

// ------------------------------------------------------------------ layout

function render(): void {
  document.documentElement.lang = lang;
  const panel: PanelContext = { state, lang, current: () => current, edits, showError, deckAdded };
  const simResults = el(
    'section',
    { id: 'sim-results', class: 'sim-results', hidden: '', 'aria-labelledby': 'sim-results-h' },
    el('h2', { id: 'sim-results-h' }, t('simResults')),
    el('div', { id: 'sim-compare' }),
    el('div', { id: 'sim-charts' }),
  );
  const modBoxes = modules.map((m) => ({ m, box: el('div', { class: 'module', 'data-module': m.id }) }));
  $('app').replaceChildren(
    el(
      'header',
      {},
      el('h1', {}, t('title')),
      el('span', { class: 'study' }, `${state.study.title} · hantei ${state.version}`),
      langSwitch(),
    ),
    el('div', { id: 'error', class: 'error', role: 'alert', hidden: '' }),
    el(
      'main',
      {},
      el(
        'section',
        { class: 'controls' },
        el(
          'div',
          { class: 'pick' },
          el('label', { for: 'analysis' }, t('analysis')),
          analysisSelect(),
          el('span', { id: 'dirty', class: 'dirty' }),
        ),
        el('h2', {}, t('params')),
        el('form', { id: 'params' }),
        el('h2', {}, `${t('ruleset')} `, el('small', { id: 'preset' })),
        el('form', { id: 'ruleset' }),
        el('div', { class: 'row' }, resetButton(), discardButton()),
        el('h2', {}, t('decks')),
        decksPanel(panel),
        el('h2', {}, t('simulate')),
        simPanel(panel, simResults),
        el('h2', {}, t('save')),
        savePanel(panel, () => undefined),
        ...modBoxes.flatMap(({ m, box }) => [el('h2', {}, m.title[lang]), box]),
      ),
      el(
        'section',
        { class: 'results', id: 'results' },
        el('h2', {}, t('charts'), ' ', el('small', { id: 'latency', 'aria-live': 'off' })),
        simResults,
        el('div', { id: 'sweep-charts' }),
        el('div', { id: 'charts' }),
        el('h2', {}, t('compare')),
        el('div', { id: 'compare' }),
        el('div', { id: 'diff-charts' }),
        el(
          'div',
          { id: 'balance-box' },
          el('h2', {}, t('balance')),
          el('p', { class: 'explain' }, t('balanceNote')),
          el('div', { id: 'balance' }),
        ),
        el('h2', {}, t('table')),
        el('div', { id: 'targets' }),
        el('div', { id: 'tune' }),
      ),
    ),
  );
  for (const { m, box } of modBoxes) m.mount(box, moduleContext());
  renderForms();
  renderTargets();
  tuneSeen.disconnect();
  tuneOnScreen = false;
  tuneSeen.observe($('tune'));
  void analyse(performance.now());
}

function renderForms(): void {
  const ctx = {
    system: systemOf(current),
    analysis: current,
    edits: edits(),
    decks: [...state.decks, ...pastedDecks],
    lang,
    changed: edited,
  };
  $('preset').textContent = `${t('from')} ${current.preset}`;
  renderParams($('params'), ctx);
  renderRuleset($('ruleset'), systemOf(current).fields[current.preset] ?? [], ctx);
  markDirty();
}

function markDirty(): void {
  const dirty = store.dirty(current);
  $('dirty').textContent = dirty ? `● ${t('unsaved')}` : '';
  ($('discard') as HTMLButtonElement).disabled = !dirty;
}

/** Every edit: remember it (this analysis only), then recompute. */
function edited(started: number): void {
  store.persist();
  markDirty();
  void analyse(started);
}

function resetButton(): HTMLElement {
  const b = el('button', { id: 'reset', type: 'button' }, t('reset'));
  b.addEventListener('click', () => {
    if (!confirm(fill('resetAsk', lang, { s: current.name, p: current.preset }))) return;
    edits().rules = clone(systemOf(current).presets[current.preset] as Record<string, unknown>);
    renderForms();
    edited(performance.now());
  });
  return b;
}

function discardButton(): HTMLElement {
  const b = el('button', { id: 'discard', type: 'button' }, t('discard'));
  b.addEventListener('click', () => {
    if (!confirm(fill('discardAsk', lang, { s: current.name }))) return;
    store.discard(current);
    renderForms();
    edited(performance.now());
  });
  return b;
}

function langSwitch(): HTMLElement {
  const box = el('span', { class: 'lang' });
  for (const l of ['en', 'ja'] as const) {
    const b = el(
      'button',
      { type: 'button', 'data-lang': l, 'aria-pressed': String(l === lang), lang: l },
      l === 'en' ? 'English' : '日本語',
    );
    b.addEventListener('click', () => {
      lang = l;
      store.setLang(l);
      render();
    });
    box.append(b);
  }
  return box;
}

function analysisSelect(): HTMLSelectElement {
  const s = el('select', { id: 'analysis' });
  for (const a of state.analyses.filter((x) => !x.scenario)) s.append(el('option', { value: a.name }, `${a.name} — ${a.title}`));
  s.value = current.name;
  s.addEventListener('change', () => {
    // a field being typed in fires its change now, into the analysis it belongs to
    (document.activeElement as HTMLElement | null)?.blur?.();
    current = state.analyses.find((a) => a.name === s.value)!;
    store.setCurrent(current.name);
    render();
  });
  return s;
}

function deckAdded(deck: DeckSummary): void {
  if (!pastedDecks.some((d) => d.deck === deck.deck)) pastedDecks = [...pastedDecks, deck];
  const p = systemOf(current).params.find((x) => x.kind === 'deck-list');
  if (p) {
    const e = edits();
    if (!listOf(e.params[p.name]).includes(deck.deck)) e.params[p.name] = [...listOf(e.params[p.name]), deck.deck];
    renderForms();
    edited(performance.now());
  }
}

function renderTargets(): void {
  const box = $('targets');
  const names = t('targetNames').split(',');
  box.replaceChildren(el('span', {}, `${t('targets')}: `));
  for (const [i, [label, rate]] of Object.entries(targets).entries()) {
    const id = `target-${label}`;
    const input = el('input', { type: 'number', min: '0', max: '100', step: '5', 'data-target': label, id });
    input.value = String(Math.round(rate * 100));
    input.addEventListener('input', () => {
      const v = Number(input.value);
      if (!Number.isFinite(v) || v < 0 || v > 100) return;
      targets = { ...targets, [label]: v / 100 };
      void tuneLatest(seq);
    });
    box.append(el('label', { class: 'target', for: id }, `${names[i] ?? label} `, input, '%'));
  }
}

// ------------------------------------------------------------------ analyse and draw

/** Charts of an answer with their rows put back from its pool. */
const withRows = (charts: readonly Chart[], res: AnalyseResponse): Chart[] =>
  charts.map((c) => ({ ...c, spec: { ...c.spec, data: { values: chartRows(c.spec, res.pool) } } }));

const analyseLatest = latest(async (started: number) => {
  const a = current;
  const e = store.of(a);
  // a new analysis: a difficulty-table answer asked for before it no longer shows its error (tuneLatest)
  ++seq;
  $('results').classList.add('updating');
  $('latency').textContent = t('updating');
  let res: AnalyseResponse;
  let call: CallTiming;
  try {
    // one request: the exact odds, their charts and (when on screen) the difficulty table
    const withTable = tuneOnScreen;
    tuneStale = !withTable;
    ({ data: res, timing: call } = await apiTimed<AnalyseResponse>('POST', '/api/analyse', {
      analysis: a.name,
      rules: e.rules,
      params: e.params,
      lang,
      ...(withTable ? { targets } : {}),
    }));
  } catch (err) {
    if (a === current) {
      showError(err);
      $('results').classList.remove('updating');
      $('latency').textContent = '';
    }
    return;
  }
  if (a !== current) return;
  const answered = performance.now() - started;
  showError(null);
  if (res.tune) drawTune(res.tune, tables());
  const drawn = { charts: 0, tables: 0 };
  const done = (k: keyof typeof drawn) => () => void (drawn[k] = performance.now());
  await Promise.all([
    Promise.all([drawCharts($('charts'), withRows(res.charts, res)), drawCharts($('diff-charts'), withRows(res.compare.charts, res))]).then(
      done('charts'),
    ),
    drawTables(res, tables()).then(done('tables')),
  ]);
  if (a !== current) return;
  const ms = performance.now() - started;
  const phases: EditPhases = {
    answered,
    drawn: ms,
    tuned: ms,
    queued: call.sent - started,
    waited: call.headers - call.sent,
    downloaded: call.body - call.headers,
    parsed: call.parsed - call.body,
    charts: drawn.charts - call.parsed,
    tables: drawn.tables - call.parsed,
    bytes: call.bytes,
    server: call.server,
  };
  timing.phases.push(phases);
  // the same phases as performance measures, for DevTools' timeline
  for (const [name, from, to] of [
    ['queued', started, call.sent],
    ['server+network', call.sent, call.headers],
    ['download', call.headers, call.body],
    ['parse', call.body, call.parsed],
    ['charts', call.parsed, drawn.charts],
    ['tables', call.parsed, drawn.tables],
  ] as const) {
    performance.clearMeasures(`hantei:${name}`);
    performance.measure(`hantei:${name}`, { start: from, end: to });
  }
  timing.last = ms;
  timing.all.push(ms);
  timing.serverMs.push(res.serverMs);
  wb.redraws++;
  wb.lastResponse = res;
  $('results').classList.remove('updating');
  $('latency').textContent = `${t('updated')} ${ms.toFixed(0)} ms`;
  wb.ready = true;
  for (const m of modules) m.result?.(res, moduleContext());
});

function analyse(started: number): Promise<void> {
  return analyseLatest(started);
}

/*
 * The difficulty table is computed with an edit only while it is on screen
 * (it needs cells beyond the grid); otherwise it is marked stale and asked
 * for when it scrolls into view.
 */
let tuneOnScreen = false;
let tuneStale = true;
const tuneSeen = new IntersectionObserver(
  (entries) => {
    for (const e of entries) {
      tuneOnScreen = e.isIntersecting;
      if (tuneOnScreen && tuneStale && wb.ready) {
        tuneStale = false;
        void tuneLatest(seq);
      }
    }
  },
  { rootMargin: '200px 0px' },
);

/** New targets: only the difficulty table is asked for again. */
const tuneLatest = latest(async (mine: number) => {
  const a = current;
  const e = store.of(a);
  try {
    const x = await api<Tuned>('POST', '/api/tune', { analysis: a.name, rules: e.rules, params: e.params, lang, targets });
    if (a === current) drawTune(x, tables());
  } catch (err) {
    if (mine === seq && a === current) showError(err);
  }
});

// ------------------------------------------------------------------ start

async function start(): Promise<void> {
  state = await api<StateResponse>('GET', '/api/state');
  pastedDecks = state.decks.filter((d) => d.pasted);
  holdGoals(state.expect);
  state.decks = state.decks.filter((d) => !d.pasted);
  for (const s of state.systems) registerSystemLabels(s);
  store = new EditStore(state);
  const asked = new URLSearchParams(location.search).get('lang');
  lang = asked === 'ja' || asked === 'en' ? asked : (store.lang ?? state.study.lang);
  const checks = state.analyses.filter((a) => !a.scenario);
  if (checks.length === 0) throw new Error(word('noCheck', lang));
  current = checks.find((a) => a.name === store.current) ?? checks[0];
  render();
  onMounted(render);
  const restored = store.dirtyNames();
  if (restored.length) {
    const note = el('p', { class: 'note', id: 'restored' }, fill('restored', lang, { s: restored.join(', ') }));
    $('app').querySelector('main')?.before(note);
  }
}

mountBuiltins({ targets: () => targets, renderForms });

onBusy((n) => document.documentElement.toggleAttribute('data-busy', n > 0));

start().catch((e: unknown) => {
  $('app').textContent = `hantei workbench: ${(e as Error).message}`;
});
