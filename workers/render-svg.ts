import { parentPort } from 'node:worker_threads';
import type { VlSpec } from '../src/report/charts/spec.js';
import { renderSvg } from '../src/report/svg.js';

/*
 * Draws a report's static SVGs off the main thread: vega renders in promise
 * callbacks only, which would keep the main thread's Ctrl-C handler from
 * running until the last chart is drawn (src/report/svg.ts renderSvgs).
 */
parentPort!.on('message', (m: { id: number; spec: VlSpec }) => {
  renderSvg(m.spec).then(
    (svg) => parentPort!.postMessage({ id: m.id, svg }),
    (e: unknown) => parentPort!.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) }),
  );
});
