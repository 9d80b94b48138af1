import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { readFileSync } from 'node:fs';
import { isMap, isSeq, parseDocument } from 'yaml';
import { HanteiError } from '../core/errors.js';
import { parseIntRange } from '../core/grid.js';
import { closest } from '../core/tune.js';
import type { Cell } from '../core/grid.js';
import type { ResultsDocument } from '../core/results.js';
import type { Deck } from '../decks/card.js';
import { resolveRuleset, rulesetYaml, runExact as exact, runSimulate as simulate } from '../api/checks.js';
import { runTune as tune } from '../api/balance.js';
import { inspectDeck, parseDecklist } from '../api/decks.js';
import { runScenarioRequest as scenario } from '../api/scenario.js';
import { normaliseParams } from '../engine/params.js';
import { loadDecks } from '../engine/request.js';
import { normaliseScenarioParams } from '../engine/scenarios.js';
import { writeFileAtomic } from '../io/atomic.js';
import { packageRoot, packageVersion } from '../paths.js';
import { type Chart, chartsForDocument, rulesetDifferenceCharts } from '../report/charts/plan.js';
import { getSystem, SYSTEMS } from '../systems/index.js';
import { colourBalanceByBoost } from '../systems/mtg/balance.js';
import type { MtgRuleset } from '../systems/mtg/ruleset.js';
import { V2 } from '../systems/mtg/ruleset.js';
import { type Study, loadStudy } from '../study/study.js';
import { rulesetFields } from './ruleset-form.js';
import type { AnalyseRequest, AnalyseResponse, AnalysisInfo, ChartPool, CompareRow, JobStatus, SaveResponse, StateResponse, SystemInfo } from './protocol.js';

/** The comparison's changed cells sent to the page (it shows the largest few and counts the rest). */
const MAX_COMPARE_ROWS = 200;

/** Pasted decks a page session may hold, and the sessions remembered (oldest forgotten first). */
export const MAX_PASTED = 12;
const MAX_SESSIONS = 64;

/** A request the page got wrong: the server answers 400 with the message. */
export class BadRequest extends Error {}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A request body from the page: an object whose every field is checked where it is used. */
function requestOf(body: unknown): { readonly [K in keyof AnalyseRequest]?: unknown } {
  if (!isPlainObject(body)) throw new BadRequest('send {"analysis", "rules", "params"}');
  return body;
}

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
  readonly decks = new Map<string, Deck>();
  /** Deck id → path relative to the study folder (decks from files); pasted decks have none. */
  private readonly deckFiles = new Map<string, string>();
  private readonly pasted = new Map<string, string>();
  /** Page session → the ids of the decks pasted in it (a page lists only its own). */
  private readonly sessions = new Map<string, string[]>();
  private readonly presetCache = new Map<string, ResultsDocument>();
  private readonly jobs = new Map<string, Job>();
  private nextJob = 1;
  readonly analyses: AnalysisInfo[];

  constructor(studyFile: string | undefined, readonly opts: { write: boolean; threads?: number }) {
    this.studyFile = resolve(studyFile ?? join(packageRoot(), 'reports', 'balance.yaml'));
    this.study = loadStudy(this.studyFile);
    const dir = dirname(this.studyFile);
    this.analyses = this.study.analyses.map((a) => {
      const system = getSystem(a.system);
      const { rules } = resolveRuleset(system, a.ruleset);
      const params: Record<string, unknown> = { ...a.params };
      for (const key of ['deck', 'vs']) {
        if (params[key] === undefined) continue;
        const files = (Array.isArray(params[key]) ? (params[key] as unknown[]) : [params[key]]).map(String);
        const loaded = loadDecks(files, { cards: a.cards, critical: a.critical });
        const ids: string[] = [];
        for (const [i, deck] of [...loaded.values()].entries()) {
          const rel = relative(dir, files[i]).split(sep).join('/');
          // the same file in two analyses is one deck
          let id = deck.id;
          for (let n = 2; this.decks.has(id) && this.deckFiles.get(id) !== rel; n++) id = `${deck.id}-${n}`;
          this.decks.set(id, { ...deck, id });
          this.deckFiles.set(id, rel);
          ids.push(id);
        }
        params[key] = Array.isArray(params[key]) ? ids : ids[0];
      }
      return { name: a.name, title: a.title, system: a.system, preset: presetOf(system.id, rules), rules, scenario: a.scenario, method: a.method, trials: a.trials, seed: a.seed, params };
    });
  }

  /** The study, its systems and decks: the decks of its files and those pasted in this page session. */
  state(session?: string): StateResponse {
    const systems: SystemInfo[] = SYSTEMS.map((s) => ({
      id: s.id, label: s.label, params: [...s.params], presets: { ...s.rulesets }, defaultRuleset: s.defaultRuleset, tune: s.tune, rulesetLabels: { ...(s.rulesetLabels ?? {}) },
      fields: Object.fromEntries(Object.keys(s.rulesets).map((p) => [p, rulesetFields(s, p)])),
      choices: Object.fromEntries(Object.entries(s.rulesets).map(([preset, rules]) => [
        preset,
        Object.fromEntries(s.params.filter((p) => p.kind === 'choice-list' && !p.choices && s.choicesFor).map((p) => [p.name, [...s.choicesFor!(p.name, rules).choices]])),
      ])),
    }));
    return {
      version: packageVersion(),
      study: { name: this.study.name, title: this.study.title, lang: this.study.lang, file: basename(this.studyFile) },
      canWrite: this.opts.write,
      systems,
      analyses: this.analyses,
      decks: [
        ...[...this.decks.values()].filter((d) => this.deckFiles.has(d.id)).map((d) => inspectDeck(d, V2)),
        ...(this.sessions.get(session ?? '') ?? []).map((id) => ({ ...inspectDeck(this.decks.get(id)!, V2), pasted: true })),
      ],
    };
  }

  private analysis(name: unknown): AnalysisInfo {
    const a = this.analyses.find((x) => x.name === name);
    if (!a) throw new BadRequest(`no analysis "${String(name)}" in the study`);
    return a;
  }

  /** The edited ruleset, validated by its system against the preset it came from. */
  private rulesOf(a: AnalysisInfo, edited: unknown): ReturnType<typeof resolveRuleset> {
    if (!isPlainObject(edited)) throw new BadRequest('"rules" must be a ruleset object');
    const { extends: _e, ...rest } = edited;
    try {
      return resolveRuleset(a.system, { ...rest, extends: a.preset }, 'edited ruleset');
    } catch (e) {
      if (e instanceof HanteiError) throw new BadRequest(e.message + (e.hint ? ` (${e.hint})` : ''));
      throw e;
    }
  }

  /** Params from the page: plain values only, decks by id of a deck the workbench holds. */
  private paramsOf(a: AnalysisInfo, params: unknown): Record<string, unknown> {
    if (!isPlainObject(params)) throw new BadRequest('"params" must be an object');
    const system = getSystem(a.system);
    const out: Record<string, unknown> = {};
    let named: Record<string, unknown>;
    try {
      // the one normaliser: either spelling, an unknown key named with the closest ones
      named = a.scenario === undefined ? normaliseParams(params, system.params, { to: 'name', what: `${system.id} checks` }) : normaliseScenarioParams(a.scenario, system.id, params, undefined, 'accept');
    } catch (e) {
      if (e instanceof HanteiError) throw new BadRequest(e.message + (e.hint ? ` (${e.hint})` : ''));
      throw e;
    }
    for (const [k, v] of Object.entries(named)) {
      const spec = system.params.find((p) => p.name === k);
      const deckKey = spec?.kind === 'deck-list' || (a.scenario !== undefined && (k === 'deck' || k === 'vs'));
      const values = Array.isArray(v) ? v : [v];
      if (!values.every((x) => ['string', 'number', 'boolean'].includes(typeof x) || x === null)) throw new BadRequest(`"${k}" must be a value or a list of values`);
      if (deckKey) {
        for (const id of values.map(String)) if (!this.decks.has(id)) throw new BadRequest(`no deck "${id}" in the workbench (add it in the decks panel)`);
      }
      out[k] = v;
    }
    return out;
  }

  private async presetDoc(a: AnalysisInfo, params: Record<string, unknown>): Promise<ResultsDocument> {
    const key = JSON.stringify([a.system, a.preset, params]);
    let doc = this.presetCache.get(key);
    if (!doc) {
      doc = await exact({ system: a.system, ruleset: a.preset, params, decks: [...this.decks.values()], critical: this.criticalOf(a) });
      if (this.presetCache.size > 50) this.presetCache.clear();
      this.presetCache.set(key, doc);
    }
    return doc;
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
  async analyse(body: unknown): Promise<AnalyseResponse> {
    const started = performance.now();
    const req = requestOf(body);
    const a = this.analysis(req.analysis);
    if (a.scenario) throw new BadRequest(`"${a.name}" is a scenario: run it as a simulation`);
    const lang = req.lang === 'ja' ? 'ja' : 'en';
    const params = this.paramsOf(a, req.params);
    const { name, rules } = this.rulesOf(a, req.rules);
    const targets = req.targets === undefined ? undefined : this.targetsOf(req.targets);
    const decks = [...this.decks.values()];
    const critical = this.criticalOf(a);
    const doc = await guard(() => exact({ system: a.system, ruleset: rules, params, decks, critical }));
    // the edited ruleset is never named like its preset, so the difference charts always pair them
    const editedName = name === a.preset ? `${name} (edited)` : name;
    doc.ruleset = editedName;
    const base = await guard(() => this.presetDoc(a, params));
    const title = a.title;
    const charts = chartsForDocument({ name: a.name, title, doc }, lang, { degree: false });
    const system = getSystem(a.system);
    const comparable = (d: ResultsDocument, c: ResultsDocument['cells'][number]): Cell => (system.report.comparable ? system.report.comparable(c.params, d.rules) : c.params);
    const baseByKey = new Map(base.cells.map((c) => [JSON.stringify(comparable(base, c)), c]));
    const rows: CompareRow[] = doc.cells.map((c) => {
      const b = baseByKey.get(JSON.stringify(comparable(doc, c)));
      const edited = c.success;
      const preset = b?.success ?? null;
      return { params: c.params, edited, preset, diff: edited === null || preset === null ? null : edited - preset };
    });
    rows.sort((x, y) => Math.abs(y.diff ?? 0) - Math.abs(x.diff ?? 0));
    const changed = rows.filter((r) => r.diff === null || Math.abs(r.diff) > 1e-12);
    const diffCharts = rulesetDifferenceCharts([{ name: 'edited', title, doc }, { name: a.preset, title, doc: base }], lang);
    const pooled = poolCharts([...charts, ...diffCharts]);
    const out: AnalyseResponse = {
      // only what the page reads: the degree fields are computed when read (results.ts lazy fields), so they are not
      doc: { ...doc, cells: doc.cells.map((c) => ({ params: c.params, attempts: c.attempts, success: c.success, ci: c.ci, impossible: c.impossible })) },
      charts: pooled.charts.slice(0, charts.length),
      pool: pooled.pool,
      compare: { preset: a.preset, cells: rows.length, changed: changed.length, rows: changed.slice(0, MAX_COMPARE_ROWS), charts: pooled.charts.slice(charts.length) },
      serverMs: 0,
    };
    if (a.system === 'mtg') {
      const used = new Map([...new Set(doc.cells.map((c) => String(c.params.deck)))].map((id) => [id, this.decks.get(id)!]));
      // each boost policy on rows of its own (an average over policies would hide what boosting does), edited beside preset
      const edited = colourBalanceByBoost(doc.cells, rules as MtgRuleset, editedName, used);
      const preset = colourBalanceByBoost(base.cells, base.rules as MtgRuleset, a.preset, used);
      out.colourBalance = [...new Set(edited.map((r) => r.boost!))].flatMap((boost) => [...edited, ...preset].filter((r) => r.boost === boost).map((r) => ({ ...r, boost })));
    }
    if (targets) out.tune = await this.tuneTable(a, params, rules, targets, doc);
    out.serverMs = performance.now() - started;
    return out;
  }

  private targetsOf(targets: unknown): Record<string, number> {
    if (!isPlainObject(targets) || Object.keys(targets).length === 0 || Object.keys(targets).length > 12 || !Object.values(targets).every((v) => typeof v === 'number' && v >= 0 && v <= 1)) throw new BadRequest('targets must map labels to rates from 0 to 1');
    return targets as Record<string, number>;
  }

  /**
   * The difficulty table: for each target rate, the tuned value closest to it
   * per row, as `hantei tune` picks it. With the grid's exact cells at hand,
   * only the candidates the grid lacks are computed (mtg v2: difficulties
   * −2, −1 and 9..12 beside the grid's 0..8).
   */
  private async tuneTable(a: AnalysisInfo, params: Record<string, unknown>, rules: unknown, targets: Record<string, number>, doc?: ResultsDocument): Promise<NonNullable<AnalyseResponse['tune']>> {
    const system = getSystem(a.system);
    const param = system.tune;
    const range = system.tuneRange(rules);
    const wanted = /^[-\d.,\s]+$/.test(range) ? parseIntRange(range, param).map(String) : range.split(',').map((v) => v.trim());
    if (!doc) {
      const t = await guard(async () => tune({ system: a.system, ruleset: rules, params: { ...params, [param]: undefined }, decks: [...this.decks.values()], critical: this.criticalOf(a), targets }));
      return { param: t.param, rows: t.rows };
    }
    const have = new Set(doc.cells.map((c) => String(c.params[param])));
    const missing = wanted.filter((v) => !have.has(v));
    const extra = missing.length ? await guard(() => exact({ system: a.system, ruleset: rules, params: { ...params, [param]: missing.join(',') }, decks: [...this.decks.values()], critical: this.criticalOf(a) })) : undefined;
    const order = new Map(wanted.map((v, i) => [v, i]));
    const groups = new Map<string, { params: Record<string, string | number | boolean>; cands: Array<{ value: string | number | boolean; success: number; at: number }> }>();
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
        return { params: g.params, picks: Object.fromEntries(Object.entries(targets).map(([label, rate]) => [label, closest(cands, rate)])) };
      }),
    };
  }

  /** The difficulty table of the edited ruleset: for each target rate, the closest tuned value per row. */
  async tune(body: unknown): Promise<NonNullable<AnalyseResponse['tune']>> {
    const req = requestOf(body);
    const a = this.analysis(req.analysis);
    if (a.scenario) throw new BadRequest(`"${a.name}" is a scenario`);
    const params = this.paramsOf(a, req.params);
    const { rules } = this.rulesOf(a, req.rules);
    return this.tuneTable(a, params, rules, this.targetsOf(req.targets));
  }

  /**
   * A pasted or dropped decklist: resolved against the card data, kept for the
   * analyses and listed for the page session that pasted it. The same list
   * pasted again under the same name is the same deck (no "-2" copies), and
   * a session holds at most MAX_PASTED decks.
   */
  addDeck(body: unknown): { deck: ReturnType<typeof inspectDeck> } {
    if (!isPlainObject(body) || typeof body.text !== 'string' || body.text.trim() === '') throw new BadRequest('send {"name": "...", "text": "the decklist"}');
    const rawName = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : 'pasted';
    const session = typeof body.session === 'string' ? body.session.slice(0, 40) : '';
    // a display name only: never a path
    const name = basename(rawName.replace(/\\/g, '/')).replace(/[^\w.\- ]+/g, '_').slice(0, 80) || 'pasted';
    let deck: Deck;
    try {
      deck = parseDecklist(body.text, name, { unknown: 'collect' });
    } catch (e) {
      if (e instanceof HanteiError) throw new BadRequest(`${e.place.line ? `line ${e.place.line}: ` : ''}${e.message}`);
      throw e;
    }
    const base = deck.id.replace(/\s+/g, '-');
    let id = base;
    for (let n = 2; this.decks.has(id) && this.pasted.get(id) !== body.text; n++) id = `${base}-${n}`;
    deck = { ...deck, id, file: `${id}.txt` };
    const summary = inspectDeck(deck, V2);
    // a deck with unknown names is shown but not added: its odds would silently leave cards out
    if (summary.unresolved.length === 0) {
      const mine = this.sessions.get(session) ?? [];
      if (!mine.includes(id) && mine.length >= MAX_PASTED) throw new BadRequest(`at most ${MAX_PASTED} pasted decks per page; reload the page to start afresh, or save the study with its decks`);
      if (!this.sessions.has(session) && this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
      if (!mine.includes(id)) this.sessions.set(session, [...mine, id]);
      this.decks.set(id, deck);
      this.pasted.set(id, body.text);
    }
    return { deck: summary };
  }

  /** Start a simulation (a check grid or a scenario) on the worker pool. */
  startJob(body: unknown): { id: string } {
    if (!isPlainObject(body)) throw new BadRequest('send {"analysis", "rules", "params", "trials"}');
    const a = this.analysis(body.analysis);
    const params = this.paramsOf(a, body.params ?? a.params);
    const trials = Number(body.trials ?? a.trials);
    if (!Number.isSafeInteger(trials) || trials < 1 || trials > 1e8) throw new BadRequest('trials must be a whole number from 1 to 1e8 per cell (more would queue so many chunks that cancelling takes seconds)');
    const lang = body.lang === 'ja' ? 'ja' : 'en';
    const id = String(this.nextJob++);
    const controller = new AbortController();
    const status: JobStatus = { id, state: 'running', done: 0, total: 1 };
    this.jobs.set(id, { status, controller });
    const onProgress = (done: number, total: number) => {
      status.done = done;
      status.total = total;
    };
    const decks = [...this.decks.values()];
    const common = { trials, seed: a.seed, threads: this.opts.threads, onProgress, signal: controller.signal };
    const run = async (): Promise<ResultsDocument> => {
      if (a.scenario) {
        const opts: Record<string, unknown> = { ...params, ruleset: a.preset };
        // scenarios take deck files: hand them the held decks' files (pasted decks have none)
        for (const key of ['deck', 'vs']) if (opts[key] !== undefined) opts[key] = this.deckPath(String(opts[key]));
        return scenario({ scenario: a.scenario, system: a.system, params: opts, ...common });
      }
      const { rules } = this.rulesOf(a, body.rules ?? a.rules);
      return simulate({ system: a.system, ruleset: rules, params, decks, critical: this.criticalOf(a), ...common });
    };
    run().then(
      (doc) => {
        status.state = 'done';
        status.doc = doc;
        status.charts = chartsForDocument({ name: a.name, title: a.title, doc }, lang);
      },
      (e: unknown) => {
        status.state = controller.signal.aborted ? 'cancelled' : 'failed';
        status.error = (e as Error).message;
      },
    );
    // drop finished jobs beyond the last few
    const finished = [...this.jobs.values()].filter((j) => j.status.state !== 'running');
    for (const j of finished.slice(0, Math.max(0, finished.length - 8))) this.jobs.delete(j.status.id);
    return { id };
  }

  private deckPath(id: string): string {
    const rel = this.deckFiles.get(id);
    if (!rel) throw new BadRequest(`deck "${id}" was pasted; scenarios read deck files, so save it into the study folder first`);
    return resolve(dirname(this.studyFile), rel);
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
   * (and at the page's params). With --write both go into the study's folder.
   */
  save(body: unknown): SaveResponse {
    if (!isPlainObject(body)) throw new BadRequest('send {"analysis", "rules", "params"}');
    const a = this.analysis(body.analysis);
    if (a.scenario) throw new BadRequest('scenario analyses use preset rulesets; pick a check analysis to save');
    const { rules } = this.rulesOf(a, body.rules);
    const params = this.paramsOf(a, body.params ?? a.params);
    const preset = getSystem(a.system).rulesets[a.preset];
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
    if (JSON.stringify(again) !== JSON.stringify(named)) throw new BadRequest('the edited ruleset cannot be written as a preset with overrides');
    const studyFile = `${stem}-workbench.yaml`;
    // failsafe: every scalar stays the text it was (1e4 is not rewritten as 1e+4); new values go in as text too
    const doc = parseDocument(readFileSync(this.studyFile, 'utf8').replace(/^\uFEFF/, ''), { schema: 'failsafe' });
    const analyses = isMap(doc.contents) ? doc.contents.get('analyses', true) : undefined;
    if (!isSeq(analyses)) throw new BadRequest('the study has no analyses list');
    const index = this.analyses.indexOf(a);
    const node = analyses.items[index];
    if (!isMap(node)) throw new BadRequest('the analysis is not a map');
    doc.setIn(['analyses', index, 'ruleset'], rulesetFile);
    const studyParams: Record<string, unknown> = { ...params };
    const pastedUsed: string[] = [];
    for (const [k, v] of Object.entries(params)) {
      const spec = getSystem(a.system).params.find((p) => p.name === k);
      if (spec?.kind !== 'deck-list') continue;
      studyParams[k] = (Array.isArray(v) ? v : [v]).map(String).map((id) => {
        const rel = this.deckFiles.get(id);
        if (rel) return rel;
        pastedUsed.push(id);
        return `${id}.txt`;
      });
    }
    doc.setIn(['analyses', index, 'params'], doc.createNode(asText(studyParams), { flow: true }));
    doc.setIn(['name'], `${this.study.name}-workbench`);
    const studyText = doc.toString({ lineWidth: 0 });
    const written: string[] = [];
    if (this.opts.write) {
      const dir = dirname(this.studyFile);
      const inside = (f: string) => {
        const p = resolve(dir, f);
        if (dirname(p) !== dir) throw new BadRequest(`refusing to write outside the study folder: ${f}`);
        return p;
      };
      for (const id of pastedUsed) {
        writeFileAtomic(inside(`${id}.txt`), this.pasted.get(id)!, 'deck');
        this.deckFiles.set(id, `${id}.txt`);
        written.push(`${id}.txt`);
      }
      writeFileAtomic(inside(rulesetFile), rulesetText, 'ruleset');
      writeFileAtomic(inside(studyFile), studyText, 'study');
      written.push(rulesetFile, studyFile);
    }
    // the study names pasted decks as files beside it: the page downloads them with it
    const decks = pastedUsed.map((id) => ({ file: `${id}.txt`, text: this.pasted.get(id)! }));
    return { rulesetFile, rulesetYaml: rulesetText, studyFile, studyYaml: studyText, decks, written };
  }
}

export class NotFound extends Error {}

/** A bad value the engine finds (a range, a check type) is the request's fault: 400. */
async function guard<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof HanteiError && e.code !== 'internal' && e.code !== 'interrupted') throw new BadRequest(e.message + (e.hint ? ` (${e.hint})` : ''));
    throw e;
  }
}

/**
 * Chart rows in one pool, as arrays of values under a shared field list,
 * numbers rounded to 1e-6 (charts print percentages to two decimals at
 * most): each spec's `data.values` becomes `data.rows`, indices into it.
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
      for (const [k, v] of Object.entries(row)) {
        let i = fieldAt.get(k);
        if (i === undefined) {
          i = fields.length;
          fields.push(k);
          fieldAt.set(k, i);
        }
        arr[i] = round(v);
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
  return { charts: out, pool: { fields, rows } };
}

/** Scalars as text, for a failsafe YAML document (plain when they need no quotes, so 2 reads back as a number). */
function asText(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(asText);
  if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null).map(([k, x]) => [k, asText(x)]));
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

