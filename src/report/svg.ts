import { Worker } from 'node:worker_threads';
import type { TopLevelSpec } from 'vega-lite';
import type { VlSpec } from './charts/spec.js';

/** Render a Vega-Lite spec to SVG in Node: vega's headless view, no canvas, no browser. */
export async function renderSvg(spec: VlSpec): Promise<string> {
  // vega and vega-lite load with the first chart, not with the library (import { exact } from 'hantei' stays light)
  const [{ View, parse }, { compile }] = await Promise.all([import('vega'), import('vega-lite')]);
  const vega = compile(spec as unknown as TopLevelSpec).spec;
  const view = new View(parse(vega), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** The worker's entry (its bundle, vega inside: scripts/bundle.mjs), from compiled code; undefined when running from TypeScript sources (the tests). */
function rendererEntry(): URL | undefined {
  const here = import.meta.url;
  return here.endsWith('.ts') ? undefined : new URL('../../workers/render-svg.bundle.js', here);
}

/** The same SVGs on this thread, one at a time, yielding to the event loop between them (for the tests, from sources). */
async function renderHere(specs: readonly VlSpec[], signal?: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  for (const spec of specs) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (signal?.aborted) throw signal.reason;
    out.push(await renderSvg(spec));
  }
  return out;
}

interface Drawing {
  resolve: (svg: string) => void;
  reject: (e: unknown) => void;
}

/** The renderer worker and the charts asked of it, by id. */
interface Renderer {
  worker: Worker;
  drawing: Map<number, Drawing>;
}

/**
 * One renderer a process, kept for its later reports (a script or the workbench writing several, the tests'
 * in-process CLI): vega loads and warms up once, not once a report (≈0.3 s of CPU each). Referenced only
 * while it has charts to draw: an idle renderer never keeps a process alive.
 */
let renderer: Renderer | undefined;
let nextId = 0;

function rendererAt(entry: URL): Renderer {
  if (renderer) return renderer;
  const r: Renderer = { worker: new Worker(entry), drawing: new Map() };
  const fail = (e: unknown): void => {
    if (renderer === r) renderer = undefined;
    for (const d of r.drawing.values()) d.reject(e);
    r.drawing.clear();
  };
  r.worker.on('message', (m: { id: number; svg?: string; error?: string }) => {
    const d = r.drawing.get(m.id);
    if (!d) return;
    r.drawing.delete(m.id);
    if (r.drawing.size === 0) r.worker.unref();
    if (m.error !== undefined) d.reject(new Error(`cannot draw a chart: ${m.error}`));
    else d.resolve(m.svg!);
  });
  r.worker.on('error', fail);
  r.worker.on('exit', () => fail(new Error('the chart renderer stopped')));
  renderer = r;
  return r;
}

/**
 * Render many specs to SVG in a worker thread, in order. The main thread only
 * waits for messages, so a Ctrl-C handler runs at once; an abort of `signal`
 * rejects with the signal's reason and drops this call's charts, and stops
 * the worker when no other call is waiting on it.
 */
export function renderSvgs(specs: readonly VlSpec[], signal?: AbortSignal): Promise<string[]> {
  if (specs.length === 0) return Promise.resolve([]);
  if (signal?.aborted) return Promise.reject(signal.reason);
  const entry = rendererEntry();
  if (!entry) return renderHere(specs, signal);
  const r = rendererAt(entry);
  // referenced while it has charts to draw (a script's last report keeps the process alive), not after
  r.worker.ref();
  const ids = specs.map(() => nextId++);
  const charts = Promise.all(
    specs.map(
      (spec, i) =>
        new Promise<string>((resolve, reject) => {
          r.drawing.set(ids[i], { resolve, reject });
          r.worker.postMessage({ id: ids[i], spec });
        }),
    ),
  );
  if (!signal) return charts;
  return new Promise<string[]>((resolve, reject) => {
    const onAbort = (): void => {
      for (const id of ids) r.drawing.delete(id);
      if (r.drawing.size === 0) {
        r.worker.unref();
        if (renderer === r) renderer = undefined;
        void r.worker.terminate();
      }
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    charts.then(
      (svgs) => {
        signal.removeEventListener('abort', onAbort);
        resolve(svgs);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? signal.reason : e);
      },
    );
  });
}
