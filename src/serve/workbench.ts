/*
 * The workbench's state and its routes' work: one study (its decks loaded
 * once, pasted decks added per page), exact analyses of edited rulesets
 * compared with their preset, the difficulty table, simulation jobs and
 * saving — each job in a module of its own, called from here.
 */

import { basename, dirname, join, resolve } from 'node:path';
import { msg } from '../core/messages.js';
import type { Deck } from '../api/index.js';
import { resolveRuleset } from '../api/checks.js';
import type { DeckSummary } from '../api/decks.js';
import { checkTargets } from '../engine/options.js';
import { checksOf, normaliseParams } from '../engine/params.js';
import { normaliseScenarioParams } from '../engine/scenarios.js';
import { packageRoot, packageVersion } from '../paths.js';
import { chartsForDocument, rulesetDifferenceCharts } from '../report/charts/plan.js';
import { getSystem } from '../systems/index.js';
import { type Study, loadStudy } from '../study/study.js';
import { type UnknownSaid, cardDataState } from './card-data-state.js';
import { goalTexts } from './goal-texts.js';
import { BadRequest, fieldsOf } from './fields.js';
import { ServerTiming } from './server-timing.js';
import { ExactCache } from './exact-cache.js';
import { balanceAnswer } from './balance-answer.js';
import { Jobs } from './jobs.js';
import { type PageSession, PageSessions, pasteDeck, summaryOf } from './page-decks.js';
import { type PresetSide, comparableKey, poolCharts, slimDoc } from './reply-pack.js';
import { guard, guardSync, isPlainObject } from './request-errors.js';
import { saveFiles } from './save.js';
import { deckKeysOf, studyAnalyses } from './study-analyses.js';
import { systemsInfo } from './systems-info.js';
import { tuneTable } from './tune-table.js';
import type { AnalyseResponse, AnalysisInfo, CompareRow, JobStatus, SaveResponse, StateResponse, SystemInfo } from './protocol.js';

/** The comparison's changed cells sent to the page (it shows the largest few and counts the rest). */
const MAX_COMPARE_ROWS = 200;

export { BadRequest } from './fields.js';
export { Busy, Conflict, NotFound } from './request-errors.js';
export { LIMITS, deckSlug } from './page-decks.js';

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
  readonly decks: Map<string, Deck>;
  /** Deck id → path relative to the study folder (decks from files); pasted decks have none until saved. */
  private readonly deckFiles: Map<string, string>;
  /** Pasted decks by page session, least recently seen first. */
  private readonly sessions = new PageSessions();
  /** Absolute paths this process wrote: the only existing files it may overwrite unasked. */
  private readonly wrote = new Set<string>();
  /** The preset's side of each comparison, by page session, analysis and grid. */
  private readonly presetCache = new Map<string, PresetSide>();
  /** Exact odds remembered by compiled cell across edits: an edit solves only the cells it changes. */
  readonly exactCache = new ExactCache();
  private readonly jobs = new Jobs();
  readonly analyses: AnalysisInfo[];

  constructor(
    studyFile: string | undefined,
    readonly opts: { write: boolean; threads?: number },
  ) {
    this.studyFile = resolve(studyFile ?? join(packageRoot(), 'reports', 'balance.yaml'));
    this.study = loadStudy(this.studyFile);
    this.studyDir = dirname(this.studyFile);
    ({ analyses: this.analyses, decks: this.decks, deckFiles: this.deckFiles } = studyAnalyses(this.study, this.studyDir));
  }

  private session(id: string): PageSession {
    return this.sessions.get(id);
  }

  /** The study's decks and this page's pasted ones. */
  decksOf(session: string): Map<string, Deck> {
    return new Map([...this.decks, ...this.session(session).decks]);
  }

  /** The systems' forms: the same for every request, so made once. */
  private systemsInfo?: SystemInfo[];

  state(session = ''): StateResponse {
    return {
      version: packageVersion(),
      study: { name: this.study.name, title: this.study.title, lang: this.study.lang, file: basename(this.studyFile) },
      canWrite: this.opts.write,
      systems: (this.systemsInfo ??= systemsInfo()),
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
    return guardSync(() => resolveRuleset(a.system, { ...rest, extends: a.preset }, 'edited ruleset'));
  }

  /** Params from the page: plain values only, decks by id of a deck the page can use. */
  private paramsOf(a: AnalysisInfo, params: unknown, decks: Map<string, Deck>): Record<string, unknown> {
    if (!isPlainObject(params)) throw new BadRequest(msg('serve.paramsObject'));
    const system = getSystem(a.system);
    const out: Record<string, unknown> = {};
    // the one normaliser: either spelling, an unknown key named with the closest ones
    const named = guardSync(() =>
      a.scenario === undefined
        ? normaliseParams(params, system.params, { to: 'name', what: checksOf(system.id) })
        : normaliseScenarioParams(a.scenario, system.id, params, undefined, 'accept'),
    );
    const deckKeys = new Set(deckKeysOf(a.system));
    for (const [k, v] of Object.entries(named)) {
      const spec = system.params.find((p) => p.name === k);
      const deckKey = spec?.kind === 'deck-list' || (a.scenario !== undefined && deckKeys.has(k));
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

  /** A check analysis's request from the page: the analysis, its params and edited rules (a scenario is refused). */
  private checkRequest(
    req: { analysis: string; params: unknown; rules: unknown },
    session: string,
    scenarioSaid: 'serve.isScenarioRun' | 'serve.isScenario',
  ) {
    const a = this.analysis(req.analysis);
    if (a.scenario) throw new BadRequest(msg(scenarioSaid, { name: a.name }));
    const held = this.decksOf(session);
    const params = this.paramsOf(a, req.params, held);
    return { a, held, params, ...this.rulesOf(a, req.rules) };
  }

  /**
   * Exact odds of the edited ruleset, its charts, the comparison with its
   * preset and (with `targets`) the difficulty table. Sized for a page that
   * redraws on every key stroke (reply-pack.ts): the cells without their
   * degree distributions, chart rows pooled, only the changed cells of the
   * comparison (largest first), and no degree chart (the page shows none).
   */
  async analyse(body: unknown, session = '', timing = new ServerTiming()): Promise<AnalyseResponse> {
    const started = performance.now();
    const req = fieldsOf(body, { analysis: 'string', rules: 'object', params: 'object', 'lang?': 'lang', 'targets?': 'object' }, 'analyse');
    const { a, held, params, name, rules } = this.checkRequest(req, session, 'serve.isScenarioRun');
    const lang = req.lang === 'ja' ? 'ja' : 'en';
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
    const out = this.compared(
      a,
      slimDoc(doc),
      side,
      charts,
      rulesetDifferenceCharts(
        [
          { name: 'edited', title, doc },
          { name: a.preset, title, doc: base },
        ],
        lang,
      ),
    );
    timing.mark('compare');
    Object.assign(
      out,
      balanceAnswer(
        getSystem(a.system),
        { cells: doc.cells, rules, name: editedName },
        { cells: base.cells, rules: base.rules, name: a.preset },
        held,
      ),
    );
    timing.mark('balance');
    if (targets) {
      out.tune = await tuneTable(this.exactCache, critical, a, params, rules, targets, held, doc);
      timing.mark('tune');
    }
    out.serverMs = performance.now() - started;
    return out;
  }

  /** The answer's cells, charts and comparison with the preset (edited − preset, changed cells largest first). */
  private compared(
    a: AnalysisInfo,
    slim: AnalyseResponse['doc'],
    side: PresetSide,
    charts: AnalyseResponse['charts'],
    diffCharts: AnalyseResponse['charts'],
  ): AnalyseResponse {
    const comparable = comparableKey(a.system);
    const rows: CompareRow[] = slim.cells.map((c) => {
      const edited = c.success;
      const preset = side.byKey.get(comparable(slim, c)) ?? null;
      return { params: c.params, edited, preset, diff: edited === null || preset === null ? null : edited - preset };
    });
    rows.sort((x, y) => Math.abs(y.diff ?? 0) - Math.abs(x.diff ?? 0));
    const changed = rows.filter((r) => r.diff === null || Math.abs(r.diff) > 1e-12);
    const pooled = poolCharts([...charts, ...diffCharts]);
    return {
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
  }

  /** Labelled target rates, checked as `tune` checks them (engine/options.ts): the page's fault when bad. */
  private targetsOf(targets: unknown): Record<string, number> {
    return guardSync(() => checkTargets(targets));
  }

  /** The difficulty table of the edited ruleset: for each target rate, the closest tuned value per row. */
  async tune(body: unknown, session = '', signal?: AbortSignal): Promise<NonNullable<AnalyseResponse['tune']>> {
    const req = fieldsOf(body, { analysis: 'string', rules: 'object', params: 'object', 'lang?': 'lang', targets: 'object' }, 'tune');
    const { a, held, params, rules } = this.checkRequest(req, session, 'serve.isScenario');
    return tuneTable(this.exactCache, this.criticalOf(a), a, params, rules, this.targetsOf(req.targets), held, undefined, signal);
  }

  /** A pasted or dropped decklist: resolved against the card data, kept for this page's analyses. */
  addDeck(body: unknown, session = '', lang: 'en' | 'ja' = 'en'): { deck: DeckSummary; text?: string; unknown?: UnknownSaid } {
    return pasteDeck({ studyDecks: this.decks, page: this.session(session) }, body, lang);
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
    return this.jobs.start({
      a,
      params: this.paramsOf(a, req.params ?? a.params, held),
      rules: () => this.rulesOf(a, req.rules ?? a.rules).rules,
      decks: [...held.values()],
      critical: this.criticalOf(a),
      trials: req.trials ?? a.trials,
      lang: req.lang === 'ja' ? 'ja' : 'en',
      threads: this.opts.threads,
      deckPath: (id) => this.deckPath(id, session),
    });
  }

  private deckPath(id: string, session: string): string {
    const rel = this.deckFiles.get(id) ?? this.session(session).files.get(id);
    if (!rel) throw new BadRequest(msg('serve.pastedNoFile', { id }));
    return resolve(this.studyDir, rel);
  }

  job(id: string): JobStatus {
    return this.jobs.job(id);
  }

  cancel(id: string): JobStatus {
    return this.jobs.cancel(id);
  }

  /** Stop every running simulation (server shutdown). */
  cancelAll(): void {
    this.jobs.cancelAll();
  }

  /** The edited ruleset and the study pointing at it, downloaded or (with --write) written into the study's folder (save.ts). */
  save(body: unknown, session = ''): SaveResponse {
    const req = fieldsOf(
      body,
      { analysis: 'string', rules: 'object', 'params?': 'object', 'write?': 'boolean', 'overwrite?': 'string-list', 'expect?': 'list' },
      'save',
    );
    const a = this.analysis(req.analysis);
    if (a.scenario) throw new BadRequest(msg('serve.saveScenario'));
    if (req.write === true && !this.opts.write) throw new BadRequest(msg('serve.noWrite'));
    const { rules } = this.rulesOf(a, req.rules);
    const page = this.session(session);
    const params = this.paramsOf(a, req.params ?? a.params, this.decksOf(session));
    const ctx = {
      studyName: this.study.name,
      studyFile: this.studyFile,
      studyDir: this.studyDir,
      analyses: this.analyses,
      deckFiles: this.deckFiles,
      wrote: this.wrote,
      page,
    };
    return saveFiles(ctx, { a, rules, params, write: req.write, overwrite: req.overwrite, expect: req.expect });
  }
}
