import type { DeckSummaryOf } from '../../systems/types.js';
import { valueLabel } from '../../core/labels.js';
import { type Lang, word } from './i18n.js';

/*
 * A pasted deck's shape at a glance: the count tables of its summary (mtg:
 * the mana-value curve, then the check colours its cards count as), as one
 * small SVG of bars (no chart library: it is drawn for every pasted deck,
 * before any analysis).
 */

const SVG = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Bars of `rows` ([label, count]) from x, the tallest `h` high; their labels under them, counts over them. */
function bars(g: SVGGElement, rows: Array<[string, number]>, x: number, h: number, cls: string): number {
  const most = Math.max(1, ...rows.map(([, n]) => n));
  rows.forEach(([label, n], i) => {
    const bh = Math.round((n / most) * h);
    const bx = x + i * 22;
    g.append(
      svg('rect', { x: bx, y: 14 + h - bh, width: 18, height: bh, class: cls, 'data-label': label, 'data-count': n }),
      svg('text', { x: bx + 9, y: 12 + h - bh, 'text-anchor': 'middle', class: 'deck-chart-count' }, String(n)),
      svg('text', { x: bx + 9, y: 28 + h, 'text-anchor': 'middle', class: 'deck-chart-label' }, label),
    );
  });
  return x + rows.length * 22;
}

/** A summary field that is a table of counts (a plain object of numbers, not a list). */
const isCounts = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((n) => typeof n === 'number');

export function deckChart(d: DeckSummaryOf, lang: Lang): SVGSVGElement {
  const h = 48;
  // the summary's count tables in its own order (the system's columns): the first by its keys, the second by the check each key names
  const [byValue = {}, byCheck = {}] = Object.values(d).filter(isCounts);
  const first: Array<[string, number]> = Object.entries(byValue);
  const second: Array<[string, number]> = Object.entries(byCheck).map(([k, n]) => [valueLabel('check', k, lang), n]);
  const g = svg('g', {});
  const end = bars(g, first, 4, h, 'deck-chart-mv');
  const end2 = bars(g, second, end + 24, h, 'deck-chart-colour');
  g.append(
    svg('text', { x: 4, y: 44 + h, class: 'deck-chart-axis' }, word('chartCurve', lang)),
    svg('text', { x: end + 24, y: 44 + h, class: 'deck-chart-axis' }, word('chartColours', lang)),
  );
  const root = svg('svg', {
    class: 'deck-chart',
    width: end2 + 4,
    height: h + 50,
    role: 'img',
    'aria-label': `${word('chartCurve', lang)} / ${word('chartColours', lang)}`,
  });
  root.append(g);
  return root;
}
