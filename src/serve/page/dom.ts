/** Small DOM helpers the page's modules share. */

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

export const $ = (id: string): HTMLElement => document.getElementById(id)!;

export const pct = (p: number | null | undefined, digits = 1): string =>
  p === null || p === undefined ? '—' : `${(p * 100).toFixed(digits)}%`;

/** A difference in percentage points, always signed (+/−). */
export const signed = (p: number | null | undefined): string =>
  p === null || p === undefined ? '—' : `${p >= 0 ? '+' : '−'}${Math.abs(p * 100).toFixed(1)}%`;

/** A table in a box of its own that scrolls sideways when it is wider than the page. */
export function table(headers: string[], rows: string[][], caption?: string): HTMLElement {
  const t = el(
    'table',
    {},
    el('thead', {}, el('tr', {}, ...headers.map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', {}, c))))),
  );
  if (caption) t.prepend(el('caption', {}, caption));
  return el('div', { class: 'table-wrap' }, t);
}

export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function getAt(obj: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string | number, unknown> | undefined)?.[k], obj);
}

export function setAt(obj: Record<string, unknown>, path: ReadonlyArray<string | number>, value: unknown): void {
  let o = obj as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[path[path.length - 1]] = value;
}
