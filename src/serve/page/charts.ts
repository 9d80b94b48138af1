/*
 * Charts in a box, drawn lazily and updated in place. A chart is embedded
 * when it nears the viewport (within 200 px, IntersectionObserver); when new
 * results come, a chart whose spec is unchanged but for its rows gets its
 * rows swapped into its vega view only if it is in the viewport — charts out
 * of view, even just below the fold, are marked stale and updated when they
 * scroll in. Rows that line up with the view's tuples (the
 * same grid: same count, same fields) have only their changed values set in
 * place (a changeset's `modify`), so vega re-encodes its marks rather than
 * removing and re-creating every one of them; a chart with no changed value
 * is not run at all. Each spec is refitted to its
 * box's width (fitSpec: wrapped facets, narrower plots), again when the box
 * is resized.
 */

import { changeset } from 'vega';
import embed, { type Result } from 'vega-embed';
import type { Chart } from '../../report/charts/plan.js';
import { fitSpec } from '../../report/charts/fit.js';
import { el } from './dom.js';

/** SVG by default (crisp, and its marks carry aria-labels); ?renderer=canvas draws on a canvas. */
const renderer: 'svg' | 'canvas' = new URLSearchParams(location.search).get('renderer') === 'canvas' ? 'canvas' : 'svg';

type Json = Record<string, unknown>;

interface Slot {
  id: string;
  /** Values of the spec's params (a difference chart's colour bound): set as signals, not part of the shape. */
  signals: Record<string, unknown>;
  holder: HTMLElement;
  /** The spec without its rows, as JSON: two charts with the same shape differ only in data. */
  shape: string;
  rows: unknown[];
  /** The rows the view was last given (its tuples are these, in this order, plus fields vega derives). */
  shown?: unknown[];
  /** Near the viewport (within 200 px): drawn the first time. */
  visible: boolean;
  /** In the viewport itself: only these get new rows at once; the others when they scroll in. */
  onScreen: boolean;
  view?: Result;
  /** The width the view was fitted to, and whether its rows are older than `rows`. */
  width?: number;
  stale: boolean;
  drawing?: Promise<void>;
}

/** How many charts were embedded afresh, got new rows, or were left alone (no value changed) (the page's probe shows them). */
export const chartStats = { embeds: 0, updates: 0, unchanged: 0 };

const boxes = new WeakMap<HTMLElement, Slot[]>();
const slotOf = new WeakMap<Element, Slot>();

const pending = new Set<Promise<void>>();
/** Resolves when every chart drawing started so far has finished. */
export async function chartsSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
function track(p: Promise<void>): Promise<void> {
  pending.add(p);
  void p.finally(() => pending.delete(p));
  return p;
}

const seen = new IntersectionObserver(
  (entries) => {
    for (const e of entries) {
      const slot = slotOf.get(e.target);
      if (!slot) continue;
      slot.visible = e.isIntersecting;
      if (slot.visible) void track(refresh(slot));
    }
  },
  { rootMargin: '200px 0px' },
);

// a chart just below the fold is drawn ahead (so scrolling shows it drawn), but new rows reach it only
// once it is in view: an edit's work is the charts the user sees
const inView = new IntersectionObserver((entries) => {
  for (const e of entries) {
    const slot = slotOf.get(e.target);
    if (!slot) continue;
    slot.onScreen = e.isIntersecting;
    if (slot.onScreen && slot.stale) void track(refresh(slot));
  }
});

const resized = new ResizeObserver((entries) => {
  for (const e of entries) {
    const slot = slotOf.get(e.target.querySelector('.chart') ?? e.target);
    if (slot?.view && slot.visible && Math.abs(widthOf(slot) - (slot.width ?? 0)) > 8) void track(redraw(slot));
  }
});

/** The room the chart gets: its figure's content box (the holder itself shrinks to the drawn chart). */
function widthOf(slot: Slot): number {
  const box = slot.holder.parentElement ?? slot.holder;
  const css = getComputedStyle(box);
  return Math.floor(box.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight));
}

async function redraw(slot: Slot): Promise<void> {
  const width = widthOf(slot);
  const shape = JSON.parse(slot.shape) as Json & { params?: Array<{ name: string; value?: unknown }> };
  if (shape.params) shape.params = shape.params.map((p) => (p.name in slot.signals ? { ...p, value: slot.signals[p.name] } : p));
  const spec = fitSpec({ ...shape, datasets: { table: slot.rows } }, width);
  slot.view?.finalize();
  slot.stale = false;
  slot.width = width;
  chartStats.embeds++;
  slot.shown = slot.rows;
  slot.view = await embed(slot.holder, spec as never, { renderer, actions: false });
}

/** Bring a chart near the viewport up to date: embed it the first time, else (in view, or `force`d) swap its rows in. */
async function refresh(slot: Slot, force = false): Promise<void> {
  if (!slot.visible && !force) return;
  if (slot.drawing) await slot.drawing;
  if (!slot.view) {
    slot.drawing = redraw(slot);
  } else if (slot.stale && (slot.onScreen || force)) {
    slot.stale = false;
    const view = slot.view.view;
    let changed = false;
    for (const [k, v] of Object.entries(slot.signals)) {
      if (view.signal(k) === v) continue;
      view.signal(k, v);
      changed = true;
    }
    const cs = rowChanges(slot.shown as Json[], view.data('table') as Json[], slot.rows as Json[]);
    slot.shown = slot.rows;
    if (cs === null) view.data('table', slot.rows as object[]);
    else if (cs.count > 0) view.change('table', cs.changes);
    if (!changed && cs !== null && cs.count === 0) {
      chartStats.unchanged++;
      return;
    }
    chartStats.updates++;
    slot.drawing = view.runAsync().then(() => undefined);
  } else return;
  await slot.drawing;
  slot.drawing = undefined;
}

/**
 * The changes that turn the rows a view shows into `rows`, value by value,
 * made on the view's tuples (the shown rows as vega holds them, in order),
 * when old and new line up: same count, each row the same fields. Null when
 * they do not: then the new rows replace the tuples whole.
 */
function rowChanges(
  shown: readonly Json[] | undefined,
  tuples: readonly Json[],
  rows: readonly Json[],
): { changes: ReturnType<typeof changeset>; count: number } | null {
  if (!shown || shown.length !== rows.length || tuples.length !== rows.length) return null;
  const changes = changeset();
  let count = 0;
  for (let i = 0; i < rows.length; i++) {
    const before = shown[i];
    const r = rows[i];
    const keys = Object.keys(r);
    if (Object.keys(before).length !== keys.length) return null;
    for (const k of keys) {
      if (!(k in before)) return null;
      if (before[k] === r[k]) continue;
      changes.modify(tuples[i], k, r[k]);
      count++;
    }
  }
  return { changes, count };
}

/**
 * Show these charts in the box. The same ids with the same shapes keep their
 * views (rows swapped in); anything else is laid out afresh. Resolves when
 * the charts on screen are drawn.
 */
export async function drawCharts(box: HTMLElement, charts: readonly Chart[]): Promise<void> {
  const parts = charts.map((c) => {
    const spec = c.spec as Json & { data?: { values?: unknown[] }; params?: Array<{ name: string; value?: unknown; bind?: unknown }> };
    const signals = Object.fromEntries((spec.params ?? []).filter((p) => 'value' in p && !p.bind).map((p) => [p.name, p.value]));
    const params = spec.params?.map((p) => (p.name in signals ? { ...p, value: null } : p));
    return {
      c,
      rows: spec.data?.values ?? [],
      signals,
      shape: JSON.stringify({ ...spec, ...(params ? { params } : {}), data: { name: 'table' } }),
    };
  });
  const before = boxes.get(box);
  if (before && before.length === parts.length && before.every((s, i) => s.id === parts[i].c.id)) {
    // the same charts: each keeps its place (and height); new rows go into its view, a new shape is embedded again
    for (const [i, s] of before.entries()) {
      if (s.shape !== parts[i].shape) {
        s.view?.finalize();
        s.view = undefined;
        s.shape = parts[i].shape;
      }
      s.rows = parts[i].rows;
      s.signals = parts[i].signals;
      s.stale = true;
      const caption = s.holder.parentElement?.querySelector('figcaption');
      if (caption && caption.textContent !== parts[i].c.title) caption.textContent = parts[i].c.title;
    }
    await track(Promise.all(before.map((s) => refresh(s))).then(() => undefined));
    return;
  }
  for (const s of before ?? []) {
    seen.unobserve(s.holder);
    inView.unobserve(s.holder);
    if (s.holder.parentElement) resized.unobserve(s.holder.parentElement);
    s.view?.finalize();
  }
  const slots: Slot[] = parts.map((p) => ({
    id: p.c.id,
    holder: el('div', { class: 'chart', 'data-chart': p.c.id }),
    shape: p.shape,
    rows: p.rows,
    signals: p.signals,
    visible: false,
    onScreen: false,
    stale: true,
  }));
  box.replaceChildren(
    ...parts.map((p, i) =>
      el(
        'figure',
        {},
        el('figcaption', {}, p.c.title),
        p.c.explanation ? el('p', { class: 'explain' }, p.c.explanation) : '',
        slots[i].holder,
      ),
    ),
  );
  boxes.set(box, slots);
  for (const s of slots) {
    slotOf.set(s.holder, s);
    // the observer reports which charts are on screen (each holder keeps a height until drawn, so only those are)
    seen.observe(s.holder);
    inView.observe(s.holder);
    resized.observe(s.holder.parentElement!);
  }
  // wait for the observer's first report, then for the charts it found on screen
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  await chartsSettled();
}

/** Draw every chart now, on screen or not (tests and screenshots of the whole page). */
export async function drawAll(): Promise<void> {
  const all = [...document.querySelectorAll<HTMLElement>('.chart[data-chart]')].map((h) => slotOf.get(h)).filter((s): s is Slot => !!s);
  await Promise.all(all.map((s) => refresh(s, true)));
}
