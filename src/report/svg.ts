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
