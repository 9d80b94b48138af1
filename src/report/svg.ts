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

/**
 * Render many specs to SVG in a worker thread, in order. The main thread only
 * waits for messages, so a Ctrl-C handler runs at once; an abort of `signal`
 * terminates the worker and rejects with the signal's reason.
 */
export function renderSvgs(specs: readonly VlSpec[], signal?: AbortSignal): Promise<string[]> {
  if (specs.length === 0) return Promise.resolve([]);
  if (signal?.aborted) return Promise.reject(signal.reason);
  const entry = rendererEntry();
  if (!entry) return renderHere(specs, signal);
  const worker = new Worker(entry);
  const svgs: string[] = new Array<string>(specs.length);
  let left = specs.length;
  return new Promise<string[]>((resolve, reject) => {
    const finish = (error?: unknown): void => {
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (error === undefined) resolve(svgs);
      else reject(error);
    };
    const onAbort = (): void => finish(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (m: { id: number; svg?: string; error?: string }) => {
      if (m.error !== undefined) return finish(new Error(`cannot draw a chart: ${m.error}`));
      svgs[m.id] = m.svg!;
      if (--left === 0) finish();
    });
    worker.on('error', (e) => finish(e));
    worker.on('exit', () => {
      if (left > 0) finish(signal?.aborted ? signal.reason : new Error('the chart renderer stopped'));
    });
    specs.forEach((spec, id) => worker.postMessage({ id, spec }));
  });
}
