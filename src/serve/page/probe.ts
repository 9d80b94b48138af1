/*
 * The page's test hooks (window.hanteiWorkbench): edit timings phase by
 * phase, redraw and table counters, busy requests, chart statistics. Read
 * by the browser tests and the latency bench; their names are a promise.
 */

import type { AnalyseResponse } from '../protocol.js';
import { busy } from './api.js';
import { chartStats, chartsSettled, drawAll } from './charts.js';

export interface Timing {
  last: number | null;
  all: number[];
  serverMs: number[];
  /** Per edit, ms from the edit: the answer parsed, everything drawn; then where the time went (EditPhases). */
  phases: EditPhases[];
}

/**
 * One edit's time, in ms: `answered` and `drawn` from the edit; the rest are
 * the phases in order — waiting for an earlier request (`queued`), the server
 * and the network (`waited`, of which the server's own phases are `server`,
 * from its Server-Timing header), reading the body (`downloaded`, `bytes`),
 * JSON.parse (`parsed`), and from then the charts and the tables each
 * (drawn side by side).
 */
export interface EditPhases {
  answered: number;
  drawn: number;
  tuned: number;
  queued: number;
  waited: number;
  downloaded: number;
  parsed: number;
  charts: number;
  tables: number;
  bytes: number;
  server: Record<string, number>;
}

/** The page's test hooks (read by the browser tests and the latency bench). */
export interface Probe {
  timing: Timing;
  ready: boolean;
  redraws: number;
  tuned: number;
  readonly busy: number;
  /** Charts embedded afresh, and charts whose rows were swapped in place, since the page loaded. */
  charts: typeof chartStats;
  lastResponse?: AnalyseResponse;
  /** Draw every chart now, on screen or not (charts are otherwise drawn when they scroll into view). */
  drawAll: () => Promise<void>;
}

export const timing: Timing = { last: null, all: [], serverMs: [], phases: [] };
export const wb: Probe = {
  timing,
  ready: false,
  redraws: 0,
  tuned: 0,
  get busy() {
    return busy();
  },
  charts: chartStats,
  drawAll: async () => {
    await chartsSettled();
    await drawAll();
  },
};
declare global {
  interface Window {
    /** The page's test hooks (test/browser reads them). */
    hanteiWorkbench: Probe;
  }
}
window.hanteiWorkbench = wb;
