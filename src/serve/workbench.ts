import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { lstatSync } from 'node:fs';
import { readTextFile } from '../io/read.js';
import { isMap, isSeq, parseDocument } from 'yaml';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { parseIntRange } from '../core/grid.js';
import { closest } from '../core/tune.js';
import type { Cell } from '../core/grid.js';
import type { ResultsDocument } from '../core/results.js';
import type { Deck } from '../systems/mtg/decks/card.js';
import { prepareCells, resolveRuleset, rulesetYaml, runSimulate as simulate } from '../api/checks.js';
import { runTuneAsync as tune } from '../api/balance.js';
import { checkTargets } from '../engine/options.js';
import { checkGivenCards, deckWithGivenCards } from '../systems/mtg/decks/given-cards.js';
import { type UnknownSaid, cardDataState, unknownSaid } from './card-data-state.js';
import { type DeckSummary, inspectDeck, parseDecklist } from '../api/decks.js';
import { runScenarioRequest as scenario } from '../api/scenario.js';
import { DEFAULT_BUDGET, checkTrialBudget } from '../core/budget.js';
import { checksOf, normaliseParams } from '../engine/params.js';
import { loadDecks } from '../engine/request.js';
import { normaliseScenarioParams } from '../engine/scenarios.js';
import { writeFileAtomic } from '../io/atomic.js';
import { packageRoot, packageVersion } from '../paths.js';
import { type Chart, chartsForDocument, rulesetDifferenceCharts } from '../report/charts/plan.js';
import { getSystem, SYSTEMS } from '../systems/index.js';
import { type Study, loadStudy, studyFromText } from '../study/study.js';
import { rulesetFields } from './ruleset-form.js';
import { goalTexts, goalsOf, studyTextWith } from './goal-texts.js';
import { BadRequest, fieldsOf } from './fields.js';
import { ServerTiming } from './server-timing.js';
import { ExactCache } from './exact-cache.js';
import type {
  AnalyseResponse,
  AnalysisInfo,
  ChartPool,
  CompareRow,
  JobStatus,
  SaveResponse,
  StateResponse,
  SystemInfo,
} from './protocol.js';

/** The comparison's changed cells sent to the page (it shows the largest few and counts the rest). */
const MAX_COMPARE_ROWS = 200;

export { BadRequest } from './fields.js';

/** Too much at once (running jobs): the server answers 429. */
export class Busy extends Error {}

/** A save that would overwrite a file this workbench did not write: the server answers 409 and names the files. */
export class Conflict extends Error {
  constructor(
    message: string,
    readonly files: string[],
  ) {
    super(message);
  }
}

/** Caps on what a page may hold (README "Security"): pasted decks per page, their size, pages remembered, jobs running. */
export const LIMITS = { pastedDecks: 16, deckBytes: 64 * 1024, sessions: 8, runningJobs: 4 } as const;

/** A page's own pasted decks: released when the page is one of the least recently seen beyond LIMITS.sessions. */
interface PageSession {
  decks: Map<string, Deck>;
  text: Map<string, string>;
  /** Deck id → the file this server wrote it to (relative to the study folder). */
  files: Map<string, string>;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

interface Job {
  status: JobStatus;
  controller: AbortController;
}

/**
 * The workbench's state: one study (its decks loaded once, pasted decks
 * added), exact analyses of edited rulesets, and simulation jobs on the pool.
 * Everything the page names is an id held here, never a server path.
 */
export class Workbench {
  readonly study: Study;
  readonly studyFile: string;
  readonly studyDir: string;
  /** The study's decks (from files), shared by every page. */
  readonly decks = new Map<string, Deck>();
  /** Deck id → path relative to the study folder (decks from files); pasted decks have none until saved. */
  private readonly deckFiles = new Map<string, string>();
  /** Pasted decks by page session, least recently seen first. */
  private readonly sessions = new Map<string, PageSession>();
  /** Absolute paths this process wrote: the only existing files it may overwrite unasked. */
  private readonly wrote = new Set<string>();
  /** The preset's side of each comparison, by page session, analysis and grid. */
  private readonly presetCache = new Map<string, PresetSide>();
  /** Exact odds remembered by compiled cell across edits: an edit solves only the cells it changes. */
  readonly exactCache = new ExactCache();
  private readonly jobs = new Map<string, Job>();
  private nextJob = 1;
  readonly analyses: AnalysisInfo[];

  constructor(
    studyFile: string | undefined,
    readonly opts: { write: boolean; threads?: number },
  ) {
    this.studyFile = resolve(studyFile ?? join(packageRoot(), 'reports', 'balance.yaml'));
    this.study = loadStudy(this.studyFile);
    const dir = (this.studyDir = dirname(this.studyFile));
    this.analyses = this.study.analyses.map((a) => {
      const system = getSystem(a.system);
      const { rules } = resolveRuleset(system, a.ruleset);
      const params: Record<string, unknown> = { ...a.params };
      for (const key of ['deck', 'vs']) {
        if (params[key] === undefined) continue;
        const files = (Array.isArray(params[key]) ? (params[key] as unknown[]) : [params[key]]).map(String);
        const loaded = loadDecks(files, { system, cards: a.cards, critical: a.critical }) as Map<string, Deck>;
        const ids: string[] = [];
        for (const [i, deck] of [...loaded.values()].entries()) {
          const rel = relative(dir, files[i]).split(sep).join('/');
          // the same file in two analyses is one deck
          let id = deck.id;
          for (let n = 2; this.decks.has(id) && this.deckFiles.get(id) !== rel; n++) id = `${deck.id}-${n}`;
          // the page sees the file relative to the study folder, never the server's absolute path
          this.decks.set(id, { ...deck, id, file: rel });
          this.deckFiles.set(id, rel);
          ids.push(id);
        }
        params[key] = Array.isArray(params[key]) ? ids : ids[0];
      }
      return {
        name: a.name,
        title: a.title,
        system: a.system,
        preset: presetOf(system.id, rules),
        rules,
        scenario: a.scenario,
        method: a.method,
        trials: a.trials,
        seed: a.seed,
        params,
      };
    });
  }

  /** A page's session (created on first use; the least recently seen beyond the cap is released with its decks). */
  private session(id: string): PageSession {
    let s = this.sessions.get(id);
    if (s) this.sessions.delete(id);
    else s = { decks: new Map(), text: new Map(), files: new Map() };
    this.sessions.set(id, s);
    for (const old of this.sessions.keys()) {
      if (this.sessions.size <= LIMITS.sessions) break;
      this.sessions.delete(old);
    }
    return s;
  }

  /** The decks a page can use: the study's and its own pasted ones. */
  /** The study's decks and this page's pasted ones. */
  decksOf(session: string): Map<string, Deck> {
    return new Map([...this.decks, ...this.session(session).decks]);
  }

  /** The systems' forms: the same for every request, so made once. */
  private systemsInfo?: SystemInfo[];

  state(session = ''): StateResponse {
    const systems: SystemInfo[] = (this.systemsInfo ??= SYSTEMS.map((s) => ({
      id: s.id,
      label: s.label,
      params: [...s.params],
      presets: { ...s.rulesets },
      defaultRuleset: s.defaultRuleset,
      tune: s.tune,
      rulesetLabels: { ...(s.rulesetLabels ?? {}) },
      varyExample: s.varyExample,
      scenarios: Object.fromEntries(
        Object.entries(s.scenarios ?? {}).map(([name, spec]) => [
          name,
          {
            options: spec.options.map(({ flag, valueLabels, label, valuesOf, sequenceOf }) => ({
              flag,
              ...(valueLabels ? { valueLabels: { ...valueLabels } } : {}),
              ...(label ? { label } : {}),
              ...(valuesOf ? { valuesOf } : {}),
              ...(sequenceOf ? { sequenceOf } : {}),
            })),
            ...(spec.resultLabels ? { resultLabels: { ...spec.resultLabels } } : {}),
          },
        ]),
      ),
      fields: Object.fromEntries(Object.keys(s.rulesets).map((p) => [p, rulesetFields(s, p)])),
      choices: Object.fromEntries(
        Object.entries(s.rulesets).map(([preset, rules]) => [
          preset,
          Object.fromEntries(
            s.params
              .filter((p) => p.kind === 'choice-list' && !p.choices && s.choicesFor)
              .map((p) => [p.name, [...s.choicesFor!(p.name, rules).choices]]),
          ),
        ]),
      ),
    })));
    return {
      version: packageVersion(),
      study: { name: this.study.name, title: this.study.title, lang: this.study.lang, file: basename(this.studyFile) },
      canWrite: this.opts.write,
      systems,
      analyses: this.analyses,
      decks: [...this.decksOf(session).values()].map(summaryOf),
      cardData: cardDataState(this.studyDir),
      expect: goalTexts(this.studyFile),
    };
  }

  private analysis(name: unknown): AnalysisInfo {
    const a = this.analyses.find((x) => x.name === name);
    if (!a) throw new BadRequest(msg('serve.noAnalysis', { name: String(name) }));
    return a;
  }

  /** The edited ruleset, validated by its system against the preset it came from. */
  private rulesOf(a: AnalysisInfo, edited: unknown): ReturnType<typeof resolveRuleset> {
    if (!isPlainObject(edited)) throw new BadRequest(msg('ruleset.mustBeObject'));
    const { extends: _e, ...rest } = edited;
    try {
      return resolveRuleset(a.system, { ...rest, extends: a.preset }, 'edited ruleset');
    } catch (e) {
      if (e instanceof HanteiError) throw BadRequest.of(e);
      throw e;
    }
  }

  /** Params from the page: plain values only, decks by id of a deck the page can use. */
  private paramsOf(a: AnalysisInfo, params: unknown, decks: Map<string, Deck>): Record<string, unknown> {
    if (!isPlainObject(params)) throw new BadRequest(msg('serve.paramsObject'));
    const system = getSystem(a.system);
    const out: Record<string, unknown> = {};
    let named: Record<string, unknown>;
    try {
      // the one normaliser: either spelling, an unknown key named with the closest ones
      named =
        a.scenario === undefined
          ? normaliseParams(params, system.params, { to: 'name', what: checksOf(system.id) })
          : normaliseScenarioParams(a.scenario, system.id, params, undefined, 'accept');
    } catch (e) {
      if (e instanceof HanteiError) throw BadRequest.of(e);
      throw e;
    }
    for (const [k, v] of Object.entries(named)) {
      const spec = system.params.find((p) => p.name === k);
      const deckKey = spec?.kind === 'deck-list' || (a.scenario !== undefined && (k === 'deck' || k === 'vs'));
      const values = Array.isArray(v) ? v : [v];
      if (!values.every((x) => ['string', 'number', 'boolean'].includes(typeof x) || x === null))
        throw new BadRequest(msg('param.valueOrList', { k }));
      if (deckKey) {
        for (const id of values.map(String)) if (!decks.has(id)) throw new BadRequest(msg('deck.notInWorkbench', { id }));
      }
      out[k] = v;
    }
    return out;
  }

  /** The preset's results for a grid and its cells' success by comparison key: made once per grid, every edit compares with them. */
  private async presetSide(
    a: AnalysisInfo,
    params: Record<string, unknown>,
    session: string,
    decks: Map<string, Deck>,
  ): Promise<PresetSide> {
    // a pasted deck's id means that page's deck: the session is part of the key
    const key = JSON.stringify([session, a.system, a.preset, params]);
    let side = this.presetCache.get(key);
    if (!side) {
      const doc = await this.exactCache.exact({
        system: a.system,
        ruleset: a.preset,
        params,
        decks: [...decks.values()],
        critical: this.criticalOf(a),
      });
      const comparable = comparableKey(a.system);
      side = { doc, byKey: new Map(doc.cells.map((c) => [comparable(doc, c), c.success])) };
      if (this.presetCache.size > 50) this.presetCache.clear();
      this.presetCache.set(key, side);
    }
    return side;
  }

  private criticalOf(a: AnalysisInfo): string[] | undefined {
    return this.study.analyses.find((x) => x.name === a.name)?.critical;
  }

  /**
   * Exact odds of the edited ruleset, its charts, the comparison with its
   * preset and (with `targets`) the difficulty table. Sized for a page that
   * redraws on every key stroke: the cells without their degree
   * distributions, chart rows pooled (charts of one grid share most rows) and
   * rounded to 1e-6, only the changed cells of the comparison (largest
   * first), and no degree chart (the page does not show one).
   */
  async analyse(body: unknown, session = '', timing = new ServerTiming()): Promise<AnalyseResponse> {
    const started = performance.now();
    const req = fieldsOf(body, { analysis: 'string', rules: 'object', params: 'object', 'lang?': 'lang', 'targets?': 'object' }, 'analyse');
    const a = this.analysis(req.analysis);
    if (a.scenario) throw new BadRequest(`"${a.name}" is a scenario: run it as a simulation`);
    const lang = req.lang === 'ja' ? 'ja' : 'en';
    const held = this.decksOf(session);
    const params = this.paramsOf(a, req.params, held);
    const { name, rules } = this.rulesOf(a, req.rules);
    const targets = req.targets === undefined ? undefined : this.targetsOf(req.targets);
    const decks = [...held.values()];
    const critical = this.criticalOf(a);
    timing.mark('check');
    const doc = await guard(() => this.exactCache.exact({ system: a.system, ruleset: rules, params, decks, critical }));
    timing.mark('exact');
    // the edited ruleset is never named like its preset, so the difference charts always pair them
    const editedName = name === a.preset ? msg('ruleset.editedName', { name }).text(lang) : name;
    doc.ruleset = editedName;
    const side = await guard(() => this.presetSide(a, params, session, held));
    const base = side.doc;
    timing.mark('preset');
    const title = a.title;
    const charts = chartsForDocument({ name: a.name, title, doc }, lang, { degree: false });
    timing.mark('charts');
    // the page's cells, and what the comparison reads: no degree distributions (computed when read, results.ts lazy fields)
    const slim = slimDoc(doc);
    const comparable = comparableKey(a.system);
    const rows: CompareRow[] = slim.cells.map((c) => {
      const edited = c.success;
      const preset = side.byKey.get(comparable(slim, c)) ?? null;
      return { params: c.params, edited, preset, diff: edited === null || preset === null ? null : edited - preset };
    });
    rows.sort((x, y) => Math.abs(y.diff ?? 0) - Math.abs(x.diff ?? 0));
    const changed = rows.filter((r) => r.diff === null || Math.abs(r.diff) > 1e-12);
    const diffCharts = rulesetDifferenceCharts(
      [
        { name: 'edited', title, doc },
        { name: a.preset, title, doc: base },
      ],
      lang,
    );
    timing.mark('compare');
    const pooled = poolCharts([...charts, ...diffCharts]);
    timing.mark('pool');
    const out: AnalyseResponse = {
      // only what the page reads: the degree fields are computed when read (results.ts lazy fields), so they are not
      doc: slim,
      charts: pooled.charts.slice(0, charts.length),
      pool: pooled.pool,
      compare: {
        preset: a.preset,
        cells: rows.length,
        changed: changed.length,
        rows: changed.slice(0, MAX_COMPARE_ROWS),
        charts: pooled.charts.slice(charts.length),
      },
      serverMs: 0,
    };
    const deckSupport = getSystem(a.system).decks;
    if (deckSupport) {
      const used = new Map([...new Set(doc.cells.map((c) => String(c.params.deck)))].map((id) => [id, held.get(id)!]));
      // each boost policy on rows of its own (an average over policies would hide what boosting does), edited beside preset
      const edited = deckSupport.balance.rows(doc.cells, rules, editedName, used) as NonNullable<typeof out.colourBalance>;
      const preset = deckSupport.balance.rows(base.cells, base.rules, a.preset, used) as NonNullable<typeof out.colourBalance>;
      out.colourBalance = [...new Set(edited.map((r) => r.boost))].flatMap((boost) =>
        [...edited, ...preset].filter((r) => r.boost === boost).map((r) => ({ ...r, boost })),
      );
    }
    timing.mark('balance');
    if (targets) {
      out.tune = await this.tuneTable(a, params, rules, targets, held, doc);
      timing.mark('tune');
    }
    out.serverMs = performance.now() - started;
    return out;
  }

  /** Labelled target rates, checked as `tune` checks them (engine/options.ts): the page's fault when bad. */
  private targetsOf(targets: unknown): Record<string, number> {
    return guardSync(() => checkTargets(targets));
  }

  /**
   * The difficulty table: for each target rate, the tuned value closest to it
   * per row, as `hantei tune` picks it. With the grid's exact cells at hand,
   * only the candidates the grid lacks are computed (mtg v2: difficulties
   * −2, −1 and 9..12 beside the grid's 0..8).
   */
  private async tuneTable(
    a: AnalysisInfo,
    params: Record<string, unknown>,
    rules: unknown,
    targets: Record<string, number>,
    held: ReadonlyMap<string, Deck>,
    doc?: ResultsDocument,
    signal?: AbortSignal,
  ): Promise<NonNullable<AnalyseResponse['tune']>> {
    const system = getSystem(a.system);
    const param = system.tune;
    const range = system.tuneRange(rules);
    const bounds = /^(-?\d+)\.\.(-?\d+)$/.exec(String(system.defaultsFor?.(param, rules) ?? ''));
    const legal: { legal?: [number, number] } = bounds ? { legal: [Number(bounds[1]), Number(bounds[2])] } : {};
    const wanted = /^[-\d.,\s]+$/.test(range) ? parseIntRange(range, param).map(String) : range.split(',').map((v) => v.trim());
    if (!doc) {
      // in slices: the server answers other requests meanwhile, and a request that goes away stops it
      const t = await guard(async () =>
        tune({
          signal,
          system: a.system,
          ruleset: rules,
          params: { ...params, [param]: undefined },
          decks: [...held.values()],
          critical: this.criticalOf(a),
          targets,
        }),
      );
      return { param: t.param, rows: t.rows, ...legal };
    }
    const have = new Set(doc.cells.map((c) => String(c.params[param])));
    const missing = wanted.filter((v) => !have.has(v));
    const extra = missing.length
      ? await guard(() =>
          this.exactCache.exact({
            system: a.system,
            ruleset: rules,
            params: { ...params, [param]: missing.join(',') },
            decks: [...held.values()],
            critical: this.criticalOf(a),
          }),
        )
      : undefined;
    const order = new Map(wanted.map((v, i) => [v, i]));
    const groups = new Map<
      string,
      { params: Record<string, string | number | boolean>; cands: Array<{ value: string | number | boolean; success: number; at: number }> }
    >();
    for (const c of [...doc.cells, ...(extra?.cells ?? [])]) {
      const at = order.get(String(c.params[param]));
      if (c.success === null || at === undefined) continue;
      const { [param]: value, ...rest } = c.params;
      const key = JSON.stringify(rest);
      const g = groups.get(key) ?? { params: rest, cands: [] };
      g.cands.push({ value, success: c.success, at });
      groups.set(key, g);
    }
    return {
      param,
      rows: [...groups.values()].map((g) => {
        const cands = g.cands.sort((x, y) => x.at - y.at);
        return {
          params: g.params,
          picks: Object.fromEntries(Object.entries(targets).map(([label, rate]) => [label, closest(cands, rate)])),
        };
      }),
      ...legal,
    };
  }

  /** The difficulty table of the edited ruleset: for each target rate, the closest tuned value per row. */
  async tune(body: unknown, session = '', signal?: AbortSignal): Promise<NonNullable<AnalyseResponse['tune']>> {
    const req = fieldsOf(body, { analysis: 'string', rules: 'object', params: 'object', 'lang?': 'lang', targets: 'object' }, 'tune');
    const a = this.analysis(req.analysis);
    if (a.scenario) throw new BadRequest(`"${a.name}" is a scenario`);
    const held = this.decksOf(session);
    const params = this.paramsOf(a, req.params, held);
    const { rules } = this.rulesOf(a, req.rules);
    return this.tuneTable(a, params, rules, this.targetsOf(req.targets), held, undefined, signal);
  }

  /** A pasted or dropped decklist: resolved against the card data, kept for this page's analyses. */
  addDeck(body: unknown, session = '', lang: 'en' | 'ja' = 'en'): { deck: DeckSummary; text?: string; unknown?: UnknownSaid } {
    const req = fieldsOf(body, { 'name?': 'string', text: 'string', 'cards?': 'list' }, 'decks');
    if (req.text.trim() === '') throw new BadRequest(msg('deck.textEmpty'));
    const bytes = Buffer.byteLength(req.text, 'utf8');
    if (bytes > LIMITS.deckBytes) throw new BadRequest(msg('deck.tooManyBytes', { bytes, max: LIMITS.deckBytes }));
    // card data the player gave for unknown names (deck-fix form): the deck becomes a YAML deck carrying it
    const given = checkGivenCards(req.cards);
    if ('error' in given) throw new BadRequest(given.error);
    const page = this.session(session);
    const rawName = req.name?.trim() || 'pasted';
    // a display name only: never a path
    const name =
      basename(rawName.replace(/\\/g, '/'))
        .replace(/[^\w.\- ]+/g, '_')
        .slice(0, 80) || 'pasted';
    let deck: Deck;
    let text = req.text;
    try {
      if (given.length > 0) text = deckWithGivenCards(req.text, name, given);
      deck = parseDecklist(text, name, { unknown: 'collect' });
    } catch (e) {
      if (e instanceof HanteiError)
        throw new BadRequest(e.place.line ? msg('deck.atLine', { line: e.place.line, error: e.text ?? e.message }) : (e.text ?? e.message));
      throw e;
    }
    // the id is made here, from letters and digits only: it names a deck, never a file
    const stem = deckSlug(deck.id);
    const taken = (x: string) => this.decks.has(x) || page.decks.has(x);
    let id = stem;
    for (let n = 2; taken(id); n++) id = `${stem}-${n}`;
    deck = { ...deck, id, file: name };
    const summary = summaryOf(deck);
    // a deck with unknown library names is shown but not added: its odds would silently leave cards out (sideboard names never count)
    const unknown = unknownSaid(summary, lang);
    if (!unknown) {
      if (page.decks.size >= LIMITS.pastedDecks) throw new BadRequest(msg('deck.pastedCap', { n: LIMITS.pastedDecks }));
      page.decks.set(id, deck);
      page.text.set(id, text);
    }
    return { deck: summary, ...(text !== req.text ? { text } : {}), ...(unknown ? { unknown } : {}) };
  }

  /** Start a simulation (a check grid or a scenario) on the worker pool, after the CLI's budget allows it. */
  startJob(body: unknown, session = ''): { id: string } {
    const req = fieldsOf(
      body,
      { analysis: 'string', 'rules?': 'object', 'params?': 'object', 'trials?': 'trials', 'lang?': 'lang' },
      'jobs',
    );
    const a = this.analysis(req.analysis);
    const held = this.decksOf(session);
    const params = this.paramsOf(a, req.params ?? a.params, held);
    const trials = req.trials ?? a.trials;
    const running = [...this.jobs.values()].filter((j) => j.status.state === 'running').length;
    if (running >= LIMITS.runningJobs)
      throw new Busy(`${running} simulations are running (the cap is ${LIMITS.runningJobs}); wait for one or cancel it`);
    const lang = req.lang === 'ja' ? 'ja' : 'en';
    const decks = [...held.values()];
    let start: (common: Common) => Promise<ResultsDocument>;
    if (a.scenario) {
      const opts: Record<string, unknown> = { ...params, ruleset: a.preset };
      // scenarios take deck files: hand them the held decks' files (pasted decks have none until saved)
      for (const key of ['deck', 'vs']) if (opts[key] !== undefined) opts[key] = this.deckPath(String(opts[key]), session);
      budgetOf(trials, 1);
      start = (common) => scenario({ scenario: a.scenario!, system: a.system, params: opts, ...common });
    } else {
      const { rules } = this.rulesOf(a, req.rules ?? a.rules);
      const critical = this.criticalOf(a);
      // the grid is built now, so a job over the budget is refused before it starts
      const cells = guardSync(() => prepareCells({ system: a.system, ruleset: rules, params, decks, critical }, 'simulate').cells.length);
      budgetOf(trials, cells);
      start = (common) => simulate({ system: a.system, ruleset: rules, params, decks, critical, ...common });
    }
    const id = String(this.nextJob++);
    const controller = new AbortController();
    const status: JobStatus = { id, state: 'running', done: 0, total: 1 };
    this.jobs.set(id, { status, controller });
    const onProgress = (done: number, total: number) => {
      status.done = done;
      status.total = total;
    };
    start({ trials, seed: a.seed, threads: this.opts.threads, onProgress, signal: controller.signal }).then(
      (doc) => {
        status.state = 'done';
        status.doc = doc;
        status.charts = chartsForDocument({ name: a.name, title: a.title, doc }, lang);
      },
      (e: unknown) => {
        status.state = controller.signal.aborted ? 'cancelled' : 'failed';
        status.error = e instanceof HanteiError ? e.localized(lang) : (e as Error).message;
      },
    );
    // drop finished jobs beyond the last few
    const finished = [...this.jobs.values()].filter((j) => j.status.state !== 'running');
    for (const j of finished.slice(0, Math.max(0, finished.length - 8))) this.jobs.delete(j.status.id);
    return { id };
  }

  private deckPath(id: string, session: string): string {
    const rel = this.deckFiles.get(id) ?? this.session(session).files.get(id);
    if (!rel) throw new BadRequest(`deck "${id}" was pasted; scenarios read deck files, so save it into the study folder first`);
    return resolve(this.studyDir, rel);
  }

  job(id: string): JobStatus {
    const j = this.jobs.get(id);
    if (!j) throw new NotFound();
    return j.status;
  }

  cancel(id: string): JobStatus {
    const j = this.jobs.get(id);
    if (!j) throw new NotFound();
    j.controller.abort();
    return j.status;
  }

  /** Stop every running simulation (server shutdown). */
  cancelAll(): void {
    for (const j of this.jobs.values()) j.controller.abort();
  }

  /**
   * The edited ruleset as a ruleset file (only the keys that differ from its
   * preset, under `extends:`) and the study with that analysis pointing at it
   * (and at the page's params). With `write: true` (and --write) they go into
   * the study's folder: new files, files this server wrote, or files the page
   * names in `overwrite` — never any other existing file.
   */
  save(body: unknown, session = ''): SaveResponse {
    const req = fieldsOf(
      body,
      { analysis: 'string', rules: 'object', 'params?': 'object', 'write?': 'boolean', 'overwrite?': 'string-list', 'expect?': 'list' },
      'save',
    );
    const a = this.analysis(req.analysis);
    if (a.scenario) throw new BadRequest('scenario analyses use preset rulesets; pick a check analysis to save');
    if (req.write === true && !this.opts.write) throw new BadRequest('this server was started without --write: download the files instead');
    const { rules } = this.rulesOf(a, req.rules);
    const page = this.session(session);
    const params = this.paramsOf(a, req.params ?? a.params, this.decksOf(session));
    const preset = getSystem(a.system).rulesets[a.preset];
    // from the study's own names (never the page's): a file name with no separator
    const stem = `${this.study.name}-${a.name}`.replace(/[^\w.-]+/g, '_');
    // a saved ruleset is never named like the preset it changes: without a name of its own it is named
    // after its file, as every command names a ruleset file (v2+balance-mtg-v2-rules.yaml)
    const rulesetFile = `${stem}-rules.yaml`;
    const current = String((rules as { name?: string }).name ?? '');
    const own = current !== a.preset && !current.startsWith(`${a.preset}+`) && !/ \(edited\)$/.test(current);
    const named = { ...(rules as Record<string, unknown>), name: own ? current : `${a.preset}+${rulesetFile}` };
    const { name: _n, ...changed } = diffOf(preset, named) as Record<string, unknown>;
    const diff = { extends: a.preset, ...(own ? { name: current } : {}), ...changed };
    const rulesetText = `# ${a.system} ruleset edited in the hantei workbench, from the preset ${a.preset}\n${rulesetYaml(diff)}`;
    // the file must read back as exactly the edited ruleset
    const again = resolveRuleset(a.system, diff, rulesetFile).rules;
    if (JSON.stringify(again) !== JSON.stringify(named))
      throw new BadRequest('the edited ruleset cannot be written as a preset with overrides');
    const studyFile = `${stem}-workbench.yaml`;
    // failsafe: every scalar stays the text it was (1e4 is not rewritten as 1e+4); new values go in as text too
    // read as every input is: a regular file within the size cap
    // the page's goals (the goal editor), read back by the study reader before anything is written
    const source = req.expect === undefined ? readTextFile(this.studyFile, 'study') : this.withGoals(req.expect);
    const doc = parseDocument(source, { schema: 'failsafe' });
    const analyses = isMap(doc.contents) ? doc.contents.get('analyses', true) : undefined;
    if (!isSeq(analyses)) throw new BadRequest('the study has no analyses list');
    const index = this.analyses.indexOf(a);
    const node = analyses.items[index];
    if (!isMap(node)) throw new BadRequest('the analysis is not a map');
    doc.setIn(['analyses', index, 'ruleset'], rulesetFile);
    const studyParams: Record<string, unknown> = { ...params };
    // pasted decks the study uses, with the file each is (or will be) saved as
    const pastedUsed = new Map<string, string>();
    const planned = new Set([rulesetFile, studyFile]);
    for (const [k, v] of Object.entries(params)) {
      const spec = getSystem(a.system).params.find((p) => p.name === k);
      if (spec?.kind !== 'deck-list') continue;
      studyParams[k] = (Array.isArray(v) ? v : [v]).map(String).map((id) => {
        const rel = this.deckFiles.get(id);
        if (rel) return rel;
        const file = pastedUsed.get(id) ?? page.files.get(id) ?? this.freeDeckFile(page.decks.get(id)!, planned);
        pastedUsed.set(id, file);
        planned.add(file);
        return file;
      });
    }
    doc.setIn(['analyses', index, 'params'], doc.createNode(asText(studyParams), { flow: true }));
    doc.setIn(['name'], `${this.study.name}-workbench`);
    const studyText = doc.toString({ lineWidth: 0 });
    const files: Array<{ file: string; text: string; what: string }> = [
      ...[...pastedUsed].map(([id, file]) => ({ file, text: page.text.get(id)!, what: 'deck' })),
      { file: rulesetFile, text: rulesetText, what: 'ruleset' },
      { file: studyFile, text: studyText, what: 'study' },
    ];
    const written: string[] = [];
    if (req.write === true) {
      // every target is checked before the first is written: a refusal writes nothing
      const confirmed = new Set(req.overwrite ?? []);
      const targets = files.map((f) => ({ ...f, path: this.target(f.file) }));
      const refused = targets.filter((t) => !this.mayWrite(t.path, confirmed.has(t.file)));
      if (refused.length > 0) {
        const names = refused.map((t) => t.file);
        throw new Conflict(
          `${names.join(', ')} already ${names.length === 1 ? 'exists' : 'exist'} in the study folder and this workbench did not write ${names.length === 1 ? 'it' : 'them'}: nothing was saved. Confirm the overwrite, move ${names.length === 1 ? 'it' : 'them'} away, or download the files instead`,
          names,
        );
      }
      for (const t of targets) {
        writeFileAtomic(t.path, t.text, t.what);
        this.wrote.add(t.path);
        written.push(t.file);
      }
      for (const [id, file] of pastedUsed) page.files.set(id, file);
    }
    // the study names pasted decks as files beside it: the page downloads them with it
    const decks = files.filter((f) => f.what === 'deck').map(({ file, text }) => ({ file, text }));
    return { rulesetFile, rulesetYaml: rulesetText, studyFile, studyYaml: studyText, decks, written };
  }

  /** The study's text with the page's goals as its expect: list, refused (400) unless the study reader accepts it. */
  private withGoals(goals: unknown): string {
    const text = studyTextWith(readTextFile(this.studyFile, 'study'), goalsOf(goals));
    try {
      studyFromText(this.studyFile, text);
    } catch (e) {
      if (e instanceof HanteiError) throw BadRequest.of(e);
      throw e;
    }
    return text;
  }

  /** A file name of the study folder as a path in it (names are made here; this only proves it). */
  private target(file: string): string {
    const p = resolve(this.studyDir, file);
    if (dirname(p) !== this.studyDir || basename(p) !== file) throw new BadRequest(`refusing to write outside the study folder: ${file}`);
    return p;
  }

  /** Whether a path may be written: absent, written by this server, the study it was started with, or confirmed by the page — and a regular file if it exists. */
  private mayWrite(path: string, confirmed: boolean): boolean {
    let st;
    try {
      st = lstatSync(path);
    } catch {
      return true;
    }
    if (!st.isFile()) return false;
    return this.wrote.has(path) || path === this.studyFile || confirmed;
  }

  /** A file for a pasted deck: its name made safe, numbered past any file already in the study folder. */
  private freeDeckFile(deck: Deck, planned: ReadonlySet<string>): string {
    const ext = ['.yaml', '.yml', '.dek'].includes(extname(deck.file).toLowerCase()) ? extname(deck.file).toLowerCase() : '.txt';
    const stem = fileSlug(deck.id);
    for (let n = 1; ; n++) {
      const file = `${stem}${n === 1 ? '' : `-${n}`}${ext}`;
      const path = resolve(this.studyDir, file);
      if (planned.has(file)) continue;
      try {
        lstatSync(path);
        if (!this.wrote.has(path)) continue;
      } catch {
        // absent: free
      }
      return file;
    }
  }
}

/** The preset's side of an analysis's comparison (Workbench.presetSide). */
interface PresetSide {
  doc: ResultsDocument;
  /** The preset's success by cell comparison key (checks by colour where names differ). */
  byKey: Map<string, number | null>;
}

type SlimDoc = AnalyseResponse['doc'];

/** A document with only what the page and the comparison read of each cell. */
function slimDoc(doc: ResultsDocument): SlimDoc {
  return {
    ...doc,
    cells: doc.cells.map((c) => ({ params: c.params, attempts: c.attempts, success: c.success, ci: c.ci, impossible: c.impossible })),
  };
}

/** A cell's key for comparing two rulesets of a system (mtg: checks by colour, since v1 and v2 name them differently). */
function comparableKey(systemId: string): (d: { rules?: unknown }, c: { params: Cell }) => string {
  const hint = getSystem(systemId).report.comparable;
  return (d, c) => JSON.stringify(hint ? hint(c.params, d.rules) : c.params);
}

/** Each deck's summary, made once: the state route lists every deck the page holds. */
const summaries = new WeakMap<Deck, DeckSummary>();
function summaryOf(deck: Deck): DeckSummary {
  let s = summaries.get(deck);
  // as deck inspect reads it: the first deck system's default (mtg v2)
  if (!s) summaries.set(deck, (s = inspectDeck(deck)));
  return s;
}

interface Common {
  trials: number;
  seed: string;
  threads?: number;
  onProgress: (done: number, total: number) => void;
  signal: AbortSignal;
}

/** The CLI's budget of simulated checks, said for a page (the CLI's override options do not apply here). */
function budgetOf(trials: number, cells: number): void {
  try {
    checkTrialBudget(trials, cells, DEFAULT_BUDGET);
  } catch (e) {
    if (e instanceof HanteiError) throw new BadRequest(msg('budget.workbench', { error: e.text ?? e.message }));
    throw e;
  }
}

const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** A deck id: letters, digits, '-' and '_' only (no dots, slashes or NUL), never a device name. */
export function deckSlug(name: string): string {
  const s =
    name
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'pasted';
  return RESERVED.test(s) ? `deck-${s}` : s;
}

/** A file stem made from a slug: the same rule, so it holds no path separator, dot or reserved name. */
const fileSlug = deckSlug;

export class NotFound extends Error {}

/** A bad value the engine finds (a range, a check type) is the request's fault: 400. */
async function guard<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof HanteiError && e.code !== 'internal' && e.code !== 'interrupted') throw BadRequest.of(e);
    throw e;
  }
}

/**
 * Chart rows in one pool, as arrays of values under a shared field list,
 * numbers rounded to 1e-6 (charts print percentages to two decimals at
 * most), text fields as indices into one list of strings: each spec's
 * `data.values` becomes `data.rows`, indices into it.
 */
function poolCharts(charts: readonly Chart[]): { charts: Chart[]; pool: ChartPool } {
  const fields: string[] = [];
  const fieldAt = new Map<string, number>();
  const rows: unknown[][] = [];
  const seen = new Map<string, number>();
  const round = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1e6) / 1e6 : v);
  const out = charts.map((c) => {
    const data = (c.spec as { data?: { values?: Array<Record<string, unknown>> } }).data;
    if (!data?.values) return c;
    const refs = data.values.map((row) => {
      const arr: unknown[] = [];
      // for…in, not Object.entries: no array per field of every row
      for (const k in row) {
        let i = fieldAt.get(k);
        if (i === undefined) {
          i = fields.length;
          fields.push(k);
          fieldAt.set(k, i);
        }
        arr[i] = round(row[k]);
      }
      const key = arr.join('\u0001');
      let i = seen.get(key);
      if (i === undefined) {
        i = rows.length;
        rows.push(arr);
        seen.set(key, i);
      }
      return i;
    });
    return { ...c, spec: { ...c.spec, data: { rows: refs } } };
  });
  // fields whose values are all text go as indices into one list of strings: the names every row
  // repeats (deck, check, boost, ruleset …) were most of the pool's bytes
  const text = fields.map(
    (_, f) =>
      rows.every((r) => r[f] === undefined || r[f] === null || typeof r[f] === 'string') && rows.some((r) => typeof r[f] === 'string'),
  );
  const strings: string[] = [];
  const stringAt = new Map<string, number>();
  for (const r of rows) {
    for (let f = 0; f < fields.length; f++) {
      const v = r[f];
      if (!text[f] || typeof v !== 'string') continue;
      let i = stringAt.get(v);
      if (i === undefined) {
        i = strings.length;
        strings.push(v);
        stringAt.set(v, i);
      }
      r[f] = i;
    }
  }
  return { charts: out, pool: { fields, rows, text: fields.flatMap((_, f) => (text[f] ? [f] : [])), strings } };
}

function guardSync<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof HanteiError && e.code !== 'internal' && e.code !== 'interrupted') throw BadRequest.of(e);
    throw e;
  }
}

/** Scalars as text, for a failsafe YAML document (plain when they need no quotes, so 2 reads back as a number). */
function asText(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(asText);
  if (isPlainObject(v))
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined && x !== null)
        .map(([k, x]) => [k, asText(x)]),
    );
  return String(v);
}

/** The preset a resolved ruleset is, or extends (by name, else the system's default). */
function presetOf(systemId: string, rules: unknown): string {
  const system = getSystem(systemId);
  const name = String((rules as { name?: string }).name ?? '');
  if (name in system.rulesets) return name;
  const base = name.split('+')[0];
  return base in system.rulesets ? base : system.defaultRuleset;
}

/** The keys of `b` that differ from `a` (objects recursively; arrays and scalars whole). */
function diffOf(a: unknown, b: unknown): unknown {
  if (isPlainObject(a) && isPlainObject(b)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(b)) {
      if (JSON.stringify(a[k]) === JSON.stringify(v)) continue;
      out[k] = k in a ? diffOf(a[k], v) : v;
    }
    return out;
  }
  return b;
}
