import { View, parse } from 'vega';
import { type TopLevelSpec, compile } from 'vega-lite';
import type { VlSpec } from './charts/spec.js';

/** Render a Vega-Lite spec to SVG in Node: vega's headless view, no canvas, no browser. */
export async function renderSvg(spec: VlSpec): Promise<string> {
  const vega = compile(spec as unknown as TopLevelSpec).spec;
  const view = new View(parse(vega), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
