import { type Message, msg } from '../core/messages.js';

/*
 * The goal forms a designer writes in an expectation, read into bounds:
 * `{ min, max }`, `[0.45, 0.75]`, `0.60 ± 0.01` (or `60% ± 1%`), `{ target, tolerance }`;
 * and `order:`, a ranking of groups (relations, parameter values) or of one
 * parameter's values. study.ts places each problem in the file.
 */

/** A goal stated as a target with a tolerance (`mean: 0.60 ± 0.01`); min and max are target ∓ tolerance. */
export interface GoalTarget {
  value: number;
  tolerance: number;
}

/** One group of an `order:` goal: the cells a relation or a map of parameter values picks. */
export interface OrderGroup {
  /** As the designer wrote it (`on-colour`, `difficulty=4`). */
  label: string;
  relation?: string;
  where: Record<string, unknown>;
}

/**
 * `order: [a, b, c]`: the success of a is above b's, b's above c's, each by at
 * least `gap`; or `order: { falling: difficulty }` (`rising:`): success falls
 * (rises) from each value of the parameter to the next by at least `gap`.
 */
export interface OrderGoal {
  groups?: OrderGroup[];
  along?: string;
  rising?: boolean;
  gap: number;
}

/** The gap an order needs between neighbours unless `gap:` says otherwise: a tenth of a point, so a tie fails. */
export const DEFAULT_GAP = 0.001;

export interface Bounds {
  min?: number;
  max?: number;
  target?: GoalTarget;
}

type Fail = (problem: Message, hint?: Message) => never;

const TARGET_TEXT = /^\s*(-?\d*\.?\d+)\s*(%?)\s*(?:±|\+-|\+\/-)\s*(\d*\.?\d+)\s*(%?)\s*$/;

function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** A target and tolerance as bounds (rounded so 0.6 ± 0.01 gives 0.59, not 0.5900000000000001). */
function fromTarget(value: number, tolerance: number, what: string, fail: Fail): Bounds {
  if (!(tolerance >= 0)) fail(msg('goal.tolerance', { what, v: tolerance }), msg('goal.boundsHint', { what }));
  const r = (x: number) => Number(x.toPrecision(12));
  return { min: r(value - tolerance), max: r(value + tolerance), target: { value, tolerance } };
}

/**
 * The bounds of `what:` in any of its forms, or undefined for a map with
 * min/max (study.ts reads those itself, placing each number in the file).
 */
export function readBounds(v: unknown, what: string, fail: Fail): Bounds | undefined {
  if (typeof v === 'string') {
    const m = TARGET_TEXT.exec(v);
    if (!m) return fail(msg('goal.boundsForm', { what, v: JSON.stringify(v) }), msg('goal.boundsHint', { what }));
    const scale = (s: string, pct: string) => Number(s) / (pct ? 100 : 1);
    return fromTarget(scale(m[1], m[2]), scale(m[3], m[4] || m[2]), what, fail);
  }
  if (Array.isArray(v)) {
    const [lo, hi] = v;
    if (v.length !== 2 || !(lo === null || finite(lo)) || !(hi === null || finite(hi)) || (lo === null && hi === null))
      return fail(msg('goal.boundsForm', { what, v: JSON.stringify(v) }), msg('goal.boundsHint', { what }));
    return { min: lo ?? undefined, max: hi ?? undefined };
  }
  if (typeof v === 'object' && v !== null && 'target' in v) {
    const b = v as Record<string, unknown>;
    for (const k of Object.keys(b))
      if (k !== 'target' && k !== 'tolerance') fail(msg('goal.targetKey', { what, k }), msg('goal.boundsHint', { what }));
    if (!finite(b.target) || !(b.tolerance === undefined || finite(b.tolerance)))
      return fail(msg('goal.boundsForm', { what, v: JSON.stringify(v) }), msg('goal.boundsHint', { what }));
    return fromTarget(b.target, (b.tolerance as number | undefined) ?? 0, what, fail);
  }
  if (finite(v)) return fail(msg('goal.bareNumber', { what, v }), msg('goal.boundsHint', { what }));
  return undefined;
}

/** How study.ts reads a group's parameters and relation (its own spellings and checks). */
export interface OrderContext {
  relationOf(name: string): string | undefined;
  /** The parameters a map picks, normalised to their names (throws, placed, on an unknown one). */
  where(raw: Record<string, unknown>): Record<string, unknown>;
  /** The analysis's parameter names (for `falling:` / `every:`). */
  params: readonly string[];
  hasRelations: boolean;
  fail: Fail;
}

const plain = (v: unknown) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));

function orderGroup(item: unknown, ctx: OrderContext): OrderGroup {
  if (typeof item === 'string') {
    const relation = ctx.relationOf(item);
    if (!relation) return ctx.fail(msg('goal.orderItem', { v: JSON.stringify(item) }), msg('goal.orderHint'));
    if (!ctx.hasRelations) return ctx.fail(msg('goal.orderRelation', { v: item }), msg('goal.orderHint'));
    return { label: item, relation, where: {} };
  }
  if (typeof item !== 'object' || item === null || Array.isArray(item) || Object.keys(item).length === 0)
    return ctx.fail(msg('goal.orderItem', { v: JSON.stringify(item) ?? String(item) }), msg('goal.orderHint'));
  const raw = { ...(item as Record<string, unknown>) };
  let relation: string | undefined;
  // `{ check: on-colour, difficulty: 4 }`: a relation beside parameter values
  if (raw.check !== undefined && ctx.relationOf(String(raw.check))) {
    if (!ctx.hasRelations) return ctx.fail(msg('goal.orderRelation', { v: String(raw.check) }), msg('goal.orderHint'));
    relation = ctx.relationOf(String(raw.check));
    delete raw.check;
  }
  const where = ctx.where(raw);
  const label = Object.entries(item as Record<string, unknown>)
    .map(([k, v]) => (k === 'check' && relation ? String(v) : `${k}=${plain(v)}`))
    .join(', ');
  return { label, ...(relation ? { relation } : {}), where };
}

/** `order:` and `gap:` read into an order goal. */
export function readOrder(v: unknown, gap: unknown, ctx: OrderContext): OrderGoal {
  if (gap !== undefined && !(finite(gap) && gap >= 0 && gap <= 1))
    ctx.fail(msg('goal.gap', { v: JSON.stringify(gap) }), msg('goal.gapHint'));
  const g = (gap as number | undefined) ?? DEFAULT_GAP;
  if (Array.isArray(v)) {
    if (v.length < 2) ctx.fail(msg('goal.orderShort'), msg('goal.orderHint'));
    return { groups: v.map((item) => orderGroup(item, ctx)), gap: g };
  }
  if (typeof v === 'object' && v !== null) {
    const b = v as Record<string, unknown>;
    const keys = Object.keys(b);
    if (keys.length !== 1 || (keys[0] !== 'falling' && keys[0] !== 'rising'))
      return ctx.fail(msg('goal.orderForm', { v: JSON.stringify(v) }), msg('goal.orderHint'));
    const along = String(b[keys[0]]);
    if (!ctx.params.includes(along))
      return ctx.fail(msg('goal.orderAlong', { k: along, list: ctx.params.join(', ') }), msg('goal.orderHint'));
    return { along, rising: keys[0] === 'rising', gap: g };
  }
  return ctx.fail(msg('goal.orderForm', { v: JSON.stringify(v) ?? String(v) }), msg('goal.orderHint'));
}
