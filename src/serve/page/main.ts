import './workbench.css';
import embed, { type Result } from 'vega-embed';
import type { AnalyseResponse, AnalysisInfo, JobStatus, RulesetField, SaveResponse, StateResponse, SystemInfo } from '../protocol.js';
import type { DeckSummary } from '../../api/decks.js';
import { type Lang, type Word, word } from './i18n.js';
import { solvePanel, solveTitle } from './solve-panel.js';

/*
 * The workbench page. Every control is generated from the server's state:
 * a system's params become the grid form, a ruleset's leaves the editor. Each
 * edit posts the ruleset to /api/analyse (exact odds on the server, validated
 * by the system's own resolveRuleset) and redraws the charts.
 */

type Json = Record<string, unknown>;
const pct = (p: number | null | undefined, digits = 1) => (p === null || p === undefined ? '—' : `${(p * 100).toFixed(digits)}%`);
const signed = (p: number | null | undefined) => (p === null || p === undefined ? '—' : `${p >= 0 ? '+' : '−'}${Math.abs(p * 100).toFixed(1)}%`);

interface Timing {
  last: number | null;
  all: number[];
  serverMs: number[];
}

const timing: Timing = { last: null, all: [], serverMs: [] };
(window as unknown as { hanteiWorkbench: unknown }).hanteiWorkbench = { timing, ready: false, redraws: 0, tuned: 0 };
const wb = (window as unknown as { hanteiWorkbench: { timing: Timing; ready: boolean; redraws: number; tuned: number; lastResponse?: AnalyseResponse } }).hanteiWorkbench;

let state: StateResponse;
let lang: Lang = 'en';
let current: AnalysisInfo;
let rules: Json = {};
let params: Json = {};
let targets: Record<string, number> = { easy: 0.8, normal: 0.5, hard: 0.2 };
let seq = 0;
let job: string | null = null;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}
const $ = (id: string) => document.getElementById(id)!;
const t = (w: Word) => word(w, lang);

// the server answers only requests carrying the token it put in this page; the session holds this page's pasted decks
const token = document.querySelector<HTMLMetaElement>('meta[name="hantei-token"]')?.content ?? '';
// getRandomValues, not randomUUID: a page served with --host on a LAN address is not a secure context
const session = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'x-hantei-token': token, 'x-hantei-session': session };
  if (method === 'POST') headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = (await res.json()) as T & { error?: string; exists?: string[] };
  if (!res.ok) throw Object.assign(new Error(data.error ?? `${res.status}`), { exists: data.exists });
  return data;
}

const systemOf = (a: AnalysisInfo): SystemInfo => state.systems.find((s) => s.id === a.system)!;
const paramLabel = (k: string): string => systemOf(current).params.find((p) => p.name === k)?.label[lang] ?? k;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function getAt(obj: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)?.[k], obj);
}
function setAt(obj: Json, path: Array<string | number>, value: unknown): void {
  let o = obj as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[path[path.length - 1]] = value;
}

function showError(msg: string | null): void {
  const box = $('error');
  box.textContent = msg ?? '';
  box.hidden = msg === null;
}

// ------------------------------------------------------------------ layout

function render(): void {
  document.documentElement.lang = lang;
  const app = $('app');
  app.replaceChildren(
    el('header', {},
      el('h1', {}, t('title')),
      el('span', { class: 'study' }, `${state.study.title} · hantei ${state.version}`),
      langSwitch(),
    ),
    el('div', { id: 'error', class: 'error', role: 'alert', hidden: '' }),
    el('main', {},
      el('section', { class: 'controls' },
        el('label', {}, `${t('analysis')} `, analysisSelect()),
        el('h2', {}, t('params')), el('form', { id: 'params' }),
        el('h2', {}, `${t('ruleset')} `, el('small', { id: 'preset' })), el('form', { id: 'ruleset' }),
        el('button', { id: 'reset', type: 'button' }, t('reset')),
        el('h2', {}, t('decks')), decksPanel(),
        el('h2', {}, solveTitle(lang)), solvePanel(solveContext()),
        el('h2', {}, t('simulate')), simPanel(),
        el('h2', {}, t('save')), savePanel(),
      ),
      el('section', { class: 'results' },
        el('h2', {}, t('charts'), ' ', el('small', { id: 'latency' })),
        el('div', { id: 'charts' }),
        el('h2', {}, t('compare')), el('div', { id: 'diff-charts' }), el('div', { id: 'compare', class: 'scroll' }),
        el('div', { id: 'balance-box' }, el('h2', {}, t('balance')), el('div', { id: 'balance', class: 'scroll' })),
        el('h2', {}, t('table')), el('div', { id: 'targets' }), el('div', { id: 'tune', class: 'scroll' }),
        el('div', { id: 'sim-charts' }),
      ),
    ),
  );
  $('reset').addEventListener('click', () => {
    rules = clone(state.systems.find((s) => s.id === current.system)!.presets[current.preset] as Json);
    renderRuleset();
    void analyse(performance.now());
  });
  renderParams();
  renderRuleset();
  renderTargets();
  void analyse(performance.now());
}

function langSwitch(): HTMLElement {
  const box = el('span', { class: 'lang' });
  for (const l of ['en', 'ja'] as const) {
    const b = el('button', { type: 'button', 'data-lang': l, 'aria-pressed': String(l === lang) }, l === 'en' ? 'English' : '日本語');
    b.addEventListener('click', () => {
      lang = l;
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
    selectAnalysis(s.value);
    render();
  });
  return s;
}

function selectAnalysis(name: string): void {
  current = state.analyses.find((a) => a.name === name)!;
  rules = clone(current.rules as Json);
  params = clone(current.params);
}

// ------------------------------------------------------------------ forms from the contract

function listOf(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((s) => s.trim()).filter(Boolean);
}

function choicesFor(sys: SystemInfo, name: string): string[] {
  const p = sys.params.find((x) => x.name === name)!;
  if (p.choices) return [...p.choices];
  // ruleset-dependent choices (mtg check types), as the system gives them for the preset
  return sys.choices[current.preset]?.[name] ?? [];
}

function renderParams(): void {
  const form = $('params');
  form.replaceChildren();
  const sys = systemOf(current);
  for (const p of sys.params) {
    const label = el('label', { class: 'param' }, el('span', {}, p.label[lang]));
    const onChange = () => void analyse(performance.now());
    if (p.kind === 'deck-list') {
      const box = el('span', { class: 'checks', 'data-param': p.name });
      const chosen = new Set(listOf(params[p.name]));
      for (const d of state.decks) {
        const cb = el('input', { type: 'checkbox', value: d.deck });
        cb.checked = chosen.has(d.deck);
        cb.addEventListener('change', () => {
          params[p.name] = [...box.querySelectorAll<HTMLInputElement>('input:checked')].map((x) => x.value);
          onChange();
        });
        box.append(el('label', {}, cb, ` ${d.deck}`));
      }
      label.append(box);
    } else if (p.kind === 'flag') {
      const cb = el('input', { type: 'checkbox', 'data-param': p.name });
      cb.checked = params[p.name] === true || params[p.name] === 'true';
      cb.addEventListener('change', () => {
        params[p.name] = cb.checked;
        onChange();
      });
      label.append(cb);
    } else if (p.kind === 'choice-list') {
      const box = el('span', { class: 'checks', 'data-param': p.name });
      const all = choicesFor(sys, p.name);
      const given = listOf(params[p.name]);
      const chosen = new Set(given.length ? given : p.default !== undefined ? listOf(p.default) : all);
      for (const c of all) {
        const cb = el('input', { type: 'checkbox', value: c });
        cb.checked = chosen.has(c);
        cb.addEventListener('change', () => {
          params[p.name] = [...box.querySelectorAll<HTMLInputElement>('input:checked')].map((x) => x.value);
          onChange();
        });
        box.append(el('label', {}, cb, ` ${c}`));
      }
      label.append(box);
    } else {
      // ranges and lists as typed on the command line: 0..8, 1,3,5, easy,hard
      const input = el('input', { type: 'text', 'data-param': p.name, placeholder: p.default !== undefined ? String(p.default) : '', title: p.describe });
      input.value = params[p.name] === undefined ? '' : listOf(params[p.name]).join(',');
      input.addEventListener('change', () => {
        params[p.name] = input.value.trim() === '' ? undefined : input.value.trim();
        onChange();
      });
      label.append(input);
    }
    form.append(label);
  }
}

/** A list of records (d6chain grades) as JSON text: rows are added and removed by editing it; the server's validator judges it. */
function listInput(f: RulesetField, id: string, v: unknown): HTMLElement {
  const area = el('textarea', { id, rows: '4', spellcheck: 'false', placeholder: '[{ "name": "…", "minDegree": 0 }]' });
  area.value = JSON.stringify(v ?? [], null, 1);
  area.dataset.path = JSON.stringify(f.path);
  area.addEventListener('change', () => {
    const started = performance.now();
    let value: unknown;
    try {
      value = JSON.parse(area.value);
    } catch (e) {
      area.setAttribute('aria-invalid', 'true');
      area.title = (e as Error).message;
      return;
    }
    if (!Array.isArray(value)) {
      area.setAttribute('aria-invalid', 'true');
      area.title = 'a JSON list: [ … ]';
      return;
    }
    area.removeAttribute('aria-invalid');
    area.title = '';
    setAt(rules, f.path, value);
    void analyse(started);
  });
  return el('label', { class: 'field list', for: id }, el('span', {}, f.path.slice(-1).join('')), area);
}

function fieldInput(f: RulesetField): HTMLElement {
  const id = `rule-${f.path.join('.')}`;
  const v = getAt(rules, f.path);
  if (f.kind === 'list') return listInput(f, id, v);
  let input: HTMLInputElement | HTMLSelectElement;
  if (f.kind === 'boolean') {
    input = el('input', { type: 'checkbox', id });
    input.checked = v === true;
  } else if (f.kind === 'choice') {
    input = el('select', { id });
    for (const c of f.choices ?? []) input.append(el('option', { value: c }, c));
    input.value = String(v);
  } else {
    input = el('input', { type: f.kind === 'number' ? 'number' : 'text', id, step: '1' });
    input.value = String(v);
  }
  input.dataset.path = JSON.stringify(f.path);
  input.addEventListener(f.kind === 'number' || f.kind === 'text' ? 'input' : 'change', () => {
    const started = performance.now();
    const value = f.kind === 'boolean' ? (input as HTMLInputElement).checked : f.kind === 'number' ? Number(input.value) : input.value;
    if (f.kind === 'number' && (input.value.trim() === '' || !Number.isFinite(value))) return;
    setAt(rules, f.path, value);
    void analyse(started);
  });
  return el('label', { class: 'field', for: id }, el('span', {}, f.path.slice(-1).join('')), input);
}

/** The ruleset editor: the preset's leaves grouped by their parent key; large text-only groups (aliases) folded. */
function renderRuleset(): void {
  const form = $('ruleset');
  form.replaceChildren();
  $('preset').textContent = `${t('from')} ${current.preset}`;
  const fields = systemOf(current).fields[current.preset] ?? [];
  const groups = new Map<string, RulesetField[]>();
  for (const f of fields) {
    const key = f.path.length > 1 ? String(f.path[0]) : '';
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  for (const [key, fs] of groups) {
    const body = fs.map(fieldInput);
    if (key === '') {
      form.append(el('div', { class: 'group' }, ...body));
      continue;
    }
    const textOnly = fs.every((f) => f.kind === 'text');
    const group = el('details', { class: 'group', 'data-group': key }, el('summary', {}, key), ...body);
    if (!textOnly) group.setAttribute('open', '');
    // nested leaves (outcome rows, table cells) are labelled by their full path
    for (const [i, f] of fs.entries()) if (f.path.length > 2) body[i].querySelector('span')!.textContent = f.path.slice(1).join('.');
    form.append(group);
  }
}

function renderTargets(): void {
  const box = $('targets');
  box.replaceChildren(el('span', {}, `${t('targets')}: `));
  for (const [label, rate] of Object.entries(targets)) {
    const input = el('input', { type: 'number', min: '0', max: '100', step: '5', 'data-target': label });
    input.value = String(Math.round(rate * 100));
    input.addEventListener('input', () => {
      const v = Number(input.value);
      if (!Number.isFinite(v) || v < 0 || v > 100) return;
      targets = { ...targets, [label]: v / 100 };
      void drawTune(seq, paramLabel);
    });
    box.append(el('label', { class: 'target' }, `${label} `, input, '%'));
  }
}

// ------------------------------------------------------------------ analyse and draw

/** SVG by default (crisp, and its marks carry aria-labels); ?renderer=canvas draws on a canvas. */
const renderer: 'svg' | 'canvas' = new URLSearchParams(location.search).get('renderer') === 'canvas' ? 'canvas' : 'svg';

interface Drawn {
  ids: string;
  shapes: string[];
  views: Result[];
}
const drawn = new WeakMap<HTMLElement, Drawn>();

/**
 * Draw charts into a box. When the box already shows the same charts (same
 * ids, same specs but for their rows), only the rows change: each view gets
 * its new data, which is much quicker than parsing and embedding again.
 */
async function drawCharts(box: HTMLElement, charts: AnalyseResponse['charts']): Promise<void> {
  const parts = charts.map((c) => {
    const spec = c.spec as Json & { data?: { values?: unknown[] } };
    const rows = spec.data?.values ?? [];
    const shape = JSON.stringify({ ...spec, data: { name: 'table' } });
    return { c, rows, shape };
  });
  const before = drawn.get(box);
  const ids = charts.map((c) => c.id).join('\n');
  if (before && before.ids === ids && before.shapes.every((s, i) => s === parts[i].shape)) {
    await Promise.all(before.views.map((v, i) => v.view.data('table', parts[i].rows as object[]).runAsync()));
    return;
  }
  before?.views.forEach((v) => v.finalize());
  const holders = charts.map((c) => el('div', { class: 'chart', 'data-chart': c.id }));
  box.replaceChildren(...charts.map((c, i) => el('figure', {}, el('figcaption', {}, c.title), holders[i])));
  const views = await Promise.all(parts.map(async (p, i) => {
    return embed(holders[i], { ...(JSON.parse(p.shape) as Json), datasets: { table: p.rows } } as never, { renderer, actions: false });
  }));
  drawn.set(box, { ids, shapes: parts.map((p) => p.shape), views });
}

function table(headers: string[], rows: string[][]): HTMLTableElement {
  return el('table', {}, el('thead', {}, el('tr', {}, ...headers.map((h) => el('th', {}, h)))), el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', {}, c))))));
}

async function analyse(started: number): Promise<void> {
  const mine = ++seq;
  let res: AnalyseResponse;
  try {
    res = await api<AnalyseResponse>('POST', '/api/analyse', { analysis: current.name, rules, params, lang });
  } catch (e) {
    if (mine === seq) showError((e as Error).message);
    return;
  }
  if (mine !== seq) return;
  showError(null);
  const label = paramLabel;
  await Promise.all([drawCharts($('charts'), res.charts.filter((c) => !c.id.endsWith('-degree'))), drawCharts($('diff-charts'), res.compare.charts)]);
  if (mine !== seq) return;
  const keys = Object.keys(res.compare.rows[0]?.params ?? {});
  const changed = res.compare.rows.filter((r) => Math.abs(r.diff ?? 0) > 1e-12);
  $('compare').replaceChildren(
    el('p', {}, `${changed.length} ${t('changedOf')} ${res.compare.rows.length}${changed.length > 12 ? ` · ${t('shownLargest')}` : ''}`),
    table([...keys.map(label), t('edited'), `${t('preset')} ${res.compare.preset}`, t('difference')], changed.slice(0, 12).map((r) => [...keys.map((k) => String(r.params[k])), pct(r.edited), pct(r.preset), signed(r.diff)])),
  );
  $('balance-box').hidden = !res.colourBalance;
  if (res.colourBalance) {
    $('balance').replaceChildren(table(
      [t('deck'), t('ruleset'), 'colours', t('onColour'), t('offColour'), t('colourless'), t('spread')],
      res.colourBalance.map((b) => [b.deck, b.ruleset, b.deckColours, pct(b.onColour), pct(b.offColour), pct(b.colourless), signed(b.spread)]),
    ));
  }
  const ms = performance.now() - started;
  timing.last = ms;
  timing.all.push(ms);
  timing.serverMs.push(res.serverMs);
  wb.redraws++;
  wb.lastResponse = res;
  $('latency').textContent = `${t('updated')} ${ms.toFixed(0)} ms`;
  wb.ready = true;
  // the difficulty table follows the charts (its own request, so it never delays them)
  void drawTune(mine, label);
}

async function drawTune(mine: number, label: (k: string) => string): Promise<void> {
  let tuned: NonNullable<AnalyseResponse['tune']>;
  try {
    tuned = await api<NonNullable<AnalyseResponse['tune']>>('POST', '/api/tune', { analysis: current.name, rules, params, lang, targets });
  } catch (e) {
    if (mine === seq) showError((e as Error).message);
    return;
  }
  if (mine !== seq) return;
  const res = { tune: tuned };
  {
    const tkeys = Object.keys(res.tune.rows[0]?.params ?? {}).filter((k) => new Set(res.tune!.rows.map((r) => String(r.params[k]))).size > 1);
    $('tune').replaceChildren(table(
      [...tkeys.map(label), ...Object.entries(targets).map(([l, r]) => `${l} (${pct(r, 0)}) → ${label(res.tune!.param)}`)],
      res.tune.rows.map((r) => [...tkeys.map((k) => String(r.params[k])), ...Object.keys(targets).map((l) => { const p = r.picks[l]; return p ? `${String(p.value)}  ${pct(p.success)}` : '—'; })]),
    ));
  }
  wb.tuned++;
}

// ------------------------------------------------------------------ solve (solve-panel.ts)

function solveContext(): Parameters<typeof solvePanel>[0] {
  return {
    analysis: () => current.name,
    system: () => current.system,
    rules: () => rules,
    params: () => params,
    lang: () => lang,
    targets: () => targets,
    apply: (values) => {
      for (const [key, value] of Object.entries(values)) setAt(rules, key.split('.'), value);
      renderRuleset();
      void analyse(performance.now());
    },
    api,
    showError,
    drawCharts,
    counted: (what) => {
      const hook: typeof wb & { solved?: number; swept?: number; across?: number } = wb;
      hook[what] = (hook[what] ?? 0) + 1;
    },
  };
}

// ------------------------------------------------------------------ decks

function deckSummary(d: DeckSummary): HTMLElement {
  const box = el('div', { class: 'deck', 'data-deck': d.deck },
    el('p', {}, el('b', {}, d.name), ` — ${d.cards} ${t('cards')}${d.sideboard ? `, ${t('sideboard')} ${d.sideboard}` : ''}, ${t('boostCards')} ${d.colourlessForBoost}`),
    table([t('manaValue'), t('cards')], Object.entries(d.byManaValue).map(([k, v]) => [k, String(v)])),
    table([t('checkColour'), t('cards')], Object.entries(d.byCheckColour).map(([k, v]) => [k, String(v)])),
  );
  if (d.unresolved.length) {
    box.append(el('p', { class: 'error' }, `${t('unknown')} (${d.unresolved.length})`), el('ul', { class: 'unresolved' }, ...d.unresolved.map((u) => el('li', {}, `line ${u.line}: ${u.count} ${u.name}${u.suggestions.length ? ` — ${t('didYouMean')} ${u.suggestions.join(' / ')}?` : ''}`))));
  }
  return box;
}

function decksPanel(): HTMLElement {
  const text = el('textarea', { id: 'deck-text', rows: '6', placeholder: t('paste') });
  const name = el('input', { id: 'deck-name', type: 'text', placeholder: t('deckName') });
  const file = el('input', { id: 'deck-file', type: 'file', accept: '.txt,.dek,.yaml,.yml' });
  const add = el('button', { id: 'add-deck', type: 'button' }, t('addDeck'));
  const out = el('div', { id: 'deck-summary' });
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
  add.addEventListener('click', async () => {
    try {
      const { deck } = await api<{ deck: DeckSummary }>('POST', '/api/decks', { name: name.value || 'pasted', text: text.value });
      out.replaceChildren(deckSummary(deck));
      showError(null);
      if (deck.unresolved.length === 0) {
        state.decks.push(deck);
        const p = systemOf(current).params.find((x) => x.kind === 'deck-list');
        if (p) {
          params[p.name] = [...listOf(params[p.name]), deck.deck];
          renderParams();
          void analyse(performance.now());
        }
      }
    } catch (e) {
      showError((e as Error).message);
    }
  });
  return el('div', { class: 'decks' }, text, el('div', { class: 'row' }, name, file, add), out);
}

// ------------------------------------------------------------------ simulation

function simPanel(): HTMLElement {
  const which = el('select', { id: 'sim-analysis' });
  which.append(el('option', { value: '' }, `${current.name} (${t('edited')})`));
  for (const a of state.analyses.filter((x) => x.scenario)) which.append(el('option', { value: a.name }, `${a.name} — ${t('scenario')} ${a.scenario}`));
  const trials = el('input', { id: 'trials', type: 'number', min: '1', value: '1000000' });
  const run = el('button', { id: 'run-sim', type: 'button' }, t('run'));
  const cancel = el('button', { id: 'cancel-sim', type: 'button', disabled: '' }, t('cancel'));
  const bar = el('progress', { id: 'sim-progress', max: '1', value: '0' });
  const status = el('span', { id: 'sim-status' });
  run.addEventListener('click', async () => {
    const scenario = which.value ? state.analyses.find((a) => a.name === which.value)! : null;
    try {
      const body = scenario ? { analysis: scenario.name, trials: Number(trials.value), lang } : { analysis: current.name, rules, params, trials: Number(trials.value), lang };
      const { id } = await api<{ id: string }>('POST', '/api/jobs', body);
      job = id;
      run.disabled = true;
      cancel.disabled = false;
      status.textContent = '';
      void poll(id, bar, status, run, cancel);
    } catch (e) {
      showError((e as Error).message);
    }
  });
  cancel.addEventListener('click', () => {
    if (job) void api('POST', `/api/jobs/${job}/cancel`);
  });
  return el('div', { class: 'sim' }, which, el('label', {}, `${t('trials')} `, trials), el('div', { class: 'row' }, run, cancel), bar, status);
}

async function poll(id: string, bar: HTMLProgressElement, status: HTMLElement, run: HTMLButtonElement, cancel: HTMLButtonElement): Promise<void> {
  for (;;) {
    const s = await api<JobStatus>('GET', `/api/jobs/${id}`);
    bar.max = s.total;
    bar.value = s.done;
    if (s.state !== 'running') {
      run.disabled = false;
      cancel.disabled = true;
      job = null;
      status.textContent = s.state === 'done' ? t('done') : s.state === 'cancelled' ? t('cancelled') : s.error ?? 'failed';
      status.dataset.state = s.state;
      if (s.charts) await drawCharts($('sim-charts'), s.charts.slice(0, 4));
      return;
    }
    status.textContent = `${pct(s.done / Math.max(1, s.total), 0)}`;
    await new Promise((r) => setTimeout(r, 150));
  }
}

// ------------------------------------------------------------------ save

function download(name: string, text: string): void {
  const a = el('a', { href: URL.createObjectURL(new Blob([text], { type: 'application/yaml' })), download: name });
  document.body.append(a);
  a.click();
  a.remove();
}

function savePanel(): HTMLElement {
  const status = el('span', { id: 'save-status' });
  const save = (write: boolean, pick?: 'ruleset' | 'study') => async () => {
    try {
      const body = { analysis: current.name, rules, params, write };
      // the server never overwrites a file it did not write unless the user names it here
      const r = await api<SaveResponse>('POST', '/api/save', body).catch((e: Error & { exists?: string[] }) => {
        if (!e.exists || !confirm(e.message)) throw e;
        return api<SaveResponse>('POST', '/api/save', { ...body, overwrite: e.exists });
      });
      if (pick === 'ruleset') download(r.rulesetFile, r.rulesetYaml);
      if (pick === 'study') {
        // a study that names pasted decks needs their files beside it: they come down with it
        download(r.studyFile, r.studyYaml);
        for (const d of r.decks) download(d.file, d.text);
      }
      if (write) status.textContent = `${t('saved')}: ${r.written.join(', ')}`;
      showError(null);
    } catch (e) {
      showError((e as Error).message);
    }
  };
  const b1 = el('button', { id: 'download-ruleset', type: 'button' }, t('downloadRuleset'));
  const b2 = el('button', { id: 'download-study', type: 'button' }, t('downloadStudy'));
  b1.addEventListener('click', save(false, 'ruleset'));
  b2.addEventListener('click', save(false, 'study'));
  const box = el('div', { class: 'row' }, b1, b2);
  if (state.canWrite) {
    const b3 = el('button', { id: 'save-folder', type: 'button' }, t('saveFolder'));
    b3.addEventListener('click', save(true));
    box.append(b3);
  }
  return el('div', {}, box, status);
}

async function start(): Promise<void> {
  state = await api<StateResponse>('GET', '/api/state');
  lang = (new URLSearchParams(location.search).get('lang') as Lang | null) ?? state.study.lang;
  const first = state.analyses.find((a) => !a.scenario);
  if (!first) throw new Error('the study has no check analysis to edit');
  selectAnalysis(first.name);
  render();
}

start().catch((e: unknown) => {
  $('app').textContent = `hantei workbench: ${(e as Error).message}`;
});
