/*
 * Simulation jobs of the workbench: a check grid or a scenario run on the
 * worker pool after the CLI's budget allows it, polled by id, cancellable,
 * at most LIMITS.runningJobs at once and the last few finished kept.
 */

import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import type { ResultsDocument } from '../core/results.js';
import { prepareCells, runSimulate as simulate } from '../api/checks.js';
import { runScenarioRequest as scenario } from '../api/scenario.js';
import { chartsForDocument } from '../report/charts/plan.js';
import { getSystem } from '../systems/index.js';
import { LIMITS } from './page-decks.js';
import { Busy, NotFound, budgetOf, guardSync } from './request-errors.js';
import type { AnalysisInfo, JobStatus } from './protocol.js';
import type { Deck } from '../api/index.js';

interface Job {
  status: JobStatus;
  controller: AbortController;
}

interface Common {
  trials: number;
  seed: string;
  threads?: number;
  onProgress: (done: number, total: number) => void;
  signal: AbortSignal;
}

/** A job's request, checked by the workbench: the analysis, its params and rules, the decks the page holds. */
export interface JobRequest {
  a: AnalysisInfo;
  params: Record<string, unknown>;
  /** The edited rules (check grids; scenarios use their preset). */
  rules: () => unknown;
  decks: readonly Deck[];
  critical?: string[];
  trials: number;
  lang: 'en' | 'ja';
  threads?: number;
  /** A held deck's file (scenarios read deck files). */
  deckPath: (id: string) => string;
}

export class Jobs {
  private readonly jobs = new Map<string, Job>();
  private nextJob = 1;

  /** Start a simulation (a check grid or a scenario) on the worker pool, after the CLI's budget allows it. */
  start(req: JobRequest): { id: string } {
    const { a, params, trials } = req;
    const running = [...this.jobs.values()].filter((j) => j.status.state === 'running').length;
    if (running >= LIMITS.runningJobs) throw new Busy(msg('serve.busy', { n: running, max: LIMITS.runningJobs }));
    let start: (common: Common) => Promise<ResultsDocument>;
    if (a.scenario) {
      const opts: Record<string, unknown> = { ...params, ruleset: a.preset };
      // scenarios take deck files: hand them the held decks' files (pasted decks have none until saved)
      for (const key of getSystem(a.system).decks?.deckOptions ?? [])
        if (opts[key] !== undefined) opts[key] = req.deckPath(String(opts[key]));
      budgetOf(trials, 1);
      start = (common) => scenario({ scenario: a.scenario!, system: a.system, params: opts, ...common });
    } else {
      const rules = req.rules();
      const { decks, critical } = req;
      // the grid is built now, so a job over the budget is refused before it starts
      const cells = guardSync(() => prepareCells({ system: a.system, ruleset: rules, params, decks, critical }, 'simulate').cells.length);
      budgetOf(trials, cells);
      start = (common) => simulate({ system: a.system, ruleset: rules, params, decks, critical, ...common });
    }
    return this.run(a, start, req);
  }

  private run(a: AnalysisInfo, start: (common: Common) => Promise<ResultsDocument>, req: JobRequest): { id: string } {
    const id = String(this.nextJob++);
    const controller = new AbortController();
    const status: JobStatus = { id, state: 'running', done: 0, total: 1 };
    this.jobs.set(id, { status, controller });
    const onProgress = (done: number, total: number) => {
      status.done = done;
      status.total = total;
    };
    start({ trials: req.trials, seed: a.seed, threads: req.threads, onProgress, signal: controller.signal }).then(
      (doc) => {
        status.state = 'done';
        status.doc = doc;
        status.charts = chartsForDocument({ name: a.name, title: a.title, doc }, req.lang);
      },
      (e: unknown) => {
        status.state = controller.signal.aborted ? 'cancelled' : 'failed';
        status.error = e instanceof HanteiError ? e.localized(req.lang) : (e as Error).message;
      },
    );
    // drop finished jobs beyond the last few
    const finished = [...this.jobs.values()].filter((j) => j.status.state !== 'running');
    for (const j of finished.slice(0, Math.max(0, finished.length - 8))) this.jobs.delete(j.status.id);
    return { id };
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
}
