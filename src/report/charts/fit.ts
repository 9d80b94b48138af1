/**
 * Refit a chart spec to the width it gets on a page: wrapped facets take as
 * many columns as fit (`usermeta.panelWidth`, less `usermeta.reserve` for a
 * legend beside them), and a plot whose width would overflow shrinks to the
 * room left (`usermeta.fit`: the axes and labels beside it, and a minimum).
 * Used by the HTML report (inlined as text: so this function stays
 * self-contained, with no imports and no helpers outside it) and the
 * workbench page (bundled).
 */
export function fitSpec(spec: Record<string, unknown>, width: number): Record<string, unknown> {
  const out: Record<string, unknown> = { ...spec };
  const meta = (spec.usermeta ?? {}) as { panelWidth?: number; reserve?: number; fit?: { extra: number; min: number; steps?: number } };
  const room = Math.max(0, width - (meta.reserve ?? 0));
  let columns = 1;
  if (typeof out.columns === 'number' && meta.panelWidth) {
    columns = Math.max(1, Math.min(out.columns, Math.floor(room / meta.panelWidth)));
    out.columns = columns;
  }
  const fit = meta.fit;
  if (!fit) return out;
  const inner = { ...((out.spec ?? out) as Record<string, unknown>) };
  const w = inner.width as number | { step: number } | undefined;
  const current = typeof w === 'number' ? w : w && typeof w === 'object' && fit.steps ? w.step * fit.steps : undefined;
  const free = Math.floor(room / columns) - fit.extra;
  if (current !== undefined && current > free) {
    inner.width = Math.max(fit.min, free);
    if (out.spec) out.spec = inner;
    else out.width = inner.width;
  }
  return out;
}
