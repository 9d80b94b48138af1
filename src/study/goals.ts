import type { CellResult, ResultsDocument } from '../core/results.js';
import { type Message, andList, labelled, msg } from '../core/messages.js';
import { getSystem } from '../systems/index.js';
import { relationWords } from '../systems/deck-words.js';
import { keyLabel, valueLabel } from '../core/labels.js';
import type { OrderGroup } from './goal-parse.js';
import type { Expectation } from './study.js';

/*
 * The designer's goals judged: an order between groups of cells or along a
 * parameter, a goal per value of a parameter (`every: deck`), and what every
 * verdict says in plain words — the goal, the value reached, and the margin
 * (how far inside the goal it holds, or how far outside it misses).
 */

/** The verdict on one cell, group or step of an expectation. */
export interface CellVerdict {
  ok: boolean;
  miss: number;
  line: string;
  /** What was measured (a rate, a difficulty, an order's smallest step), or null when nothing could be. */
  value: number | null;
  /** Signed: how far inside the goal (≥ 0) or outside it (< 0), in the value's unit. */
  margin: number;
  /** The measured value as shown beside the goal (`61.20%`, `on-colour 62.0% > allied 24.1%`). */
  shown: string;
  /** Which cell or part this is, when the expectation has several (`deck=mono-green`). */
  at?: string;
}

export const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;

/** How far inside the bounds a value lies (negative: outside by that much). */
export function slack(v: number, e: Pick<Expectation, 'min' | 'max'>): number {
  let s = Infinity;
  if (e.min !== undefined) s = Math.min(s, v - e.min);
  if (e.max !== undefined) s = Math.min(s, e.max - v);
  return s;
}

/** A verdict for a cell or group with no value to judge. */
export function noValue(line: string): CellVerdict {
  return { ok: false, miss: 1, line, value: null, margin: -1, shown: '—' };
}

const matches = (c: CellResult, where: Record<string, unknown>) =>
  Object.entries(where).every(([k, v]) => String(c.params[k]) === String(v));

/** Cells split by the value of a parameter (`every: deck`), in the order they come; one group of all when none. */
export function splitEvery(cells: readonly CellResult[], every: string | undefined): Array<[string, CellResult[]]> {
  if (!every) return [['', [...cells]]];
  const groups = new Map<string, CellResult[]>();
  for (const c of cells) {
    const k = String(c.params[every]);
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  return [...groups].map(([k, cs]) => [`${every}=${k}`, cs]);
}

interface Level {
  label: string;
  value: number | null;
  lo: number;
  hi: number;
}

/** The mean success of some cells, with the mean of their intervals (as `mean:` judges it). */
function level(label: string, cells: readonly CellResult[]): Level {
  const known = cells.filter((c) => c.success !== null);
  if (known.length === 0) return { label, value: null, lo: 0, hi: 0 };
  const avg = (f: (c: CellResult) => number) => known.reduce((s, c) => s + f(c), 0) / known.length;
  return { label, value: avg((c) => c.success!), lo: avg((c) => c.ci?.[0] ?? c.success!), hi: avg((c) => c.ci?.[1] ?? c.success!) };
}

/** Picks a group's cells (its relation needs what the document records of each deck: expect.ts's pickedCells). */
export type GroupPicker = (group: OrderGroup, cells: readonly CellResult[]) => CellResult[] | { problem: Message };

const numericOrder = (vs: string[]) =>
  vs.every((v) => v !== '' && Number.isFinite(Number(v))) ? [...vs].sort((a, b) => Number(a) - Number(b)) : vs;

/**
 * `order:` judged on the cells picked (per `every:` value): each neighbour
 * pair's success must differ by at least the gap. Monte Carlo fails a step
 * only when the whole interval of the difference is below the gap.
 */
export function judgeOrder(
  e: Expectation,
  doc: ResultsDocument,
  cells: readonly CellResult[],
  head: string,
  pick: GroupPicker,
  lang: 'en' | 'ja' = 'en',
): CellVerdict[] {
  const order = e.order!;
  const parts = splitEvery(cells, e.every).flatMap(([part, cs]): CellVerdict[] => {
    const at = part ? `${head} ${part}` : head;
    let levels: Level[];
    if (order.groups) {
      levels = [];
      for (const g of order.groups) {
        const picked = pick(g, cs);
        if (!Array.isArray(picked)) return [noValue(`${at}: ${picked.problem.text(lang)}`)];
        // per deck, a deck without such checks has nothing to rank
        if (picked.length === 0 && e.every) return [];
        levels.push(level(g.label, picked));
      }
    } else {
      const key = order.along!;
      const values = numericOrder([...new Set(cs.map((c) => String(c.params[key])))]);
      levels = values.map((v) =>
        level(
          `${key}=${v}`,
          cs.filter((c) => String(c.params[key]) === v),
        ),
      );
      if (order.rising) levels.reverse();
    }
    const empty = levels.find((l) => l.value === null);
    if (levels.length < 2 || empty)
      return [noValue(`${at}: ${empty ? `${empty.label}: ` : ''}${msg('expectation.nothingToRank').text(lang)}`)];
    let [ok, miss, margin, smallest] = [true, 0, Infinity, Infinity];
    for (let i = 0; i + 1 < levels.length; i++) {
      const [a, b] = [levels[i], levels[i + 1]];
      const diff = a.value! - b.value!;
      const hi = doc.method === 'monte-carlo' ? a.hi - b.lo : diff;
      if (hi < order.gap) ok = false;
      miss += Math.max(0, order.gap - diff);
      margin = Math.min(margin, diff - order.gap);
      smallest = Math.min(smallest, diff);
    }
    // a rising order lists the levels from the top value down, so the chain always reads "higher > lower"
    const shown = levels.map((l) => `${l.label} ${pct(l.value!)}`).join(' > ');
    return [
      {
        ok,
        miss,
        margin,
        value: smallest,
        shown,
        ...(part ? { at: part } : {}),
        line: `${at}: ${shown} ${msg('expectation.gapShown', { gap: pct(order.gap) }).text(lang)}${e.note ? ` — ${e.note}` : ''}`,
      },
    ];
  });
  return parts.length ? parts : [noValue(`${head}: ${msg('expectation.noPartToRank', { every: String(e.every) }).text(lang)}`)];
}

/** Splits picked cells for an aggregate per `every:` value, judging each part with `each`. */
export function perPart(
  e: Expectation,
  cells: readonly CellResult[],
  head: string,
  each: (cs: CellResult[], head: string) => CellVerdict,
): CellVerdict[] {
  return splitEvery(cells, e.every).map(([part, cs]) => ({ ...each(cs, part ? `${head} ${part}` : head), ...(part ? { at: part } : {}) }));
}

export { matches as cellMatches };

// ——— the goal and the verdict in words ———

const key = (k: string) => labelled({ en: k, ja: keyLabel(k, 'ja') });
const rate = (x: number) => pct(x).replace(/\.00%$/, '%');

function whatOf(e: Expectation, system: string): Message {
  const m = e.metric;
  if (m === 'success') return msg('goal.what.success');
  if (m === 'mean') return msg('goal.what.mean');
  if (m === 'spread') return msg('goal.what.spread');
  if (m.startsWith('outcome:')) return msg('goal.what.outcome', { cat: m.slice('outcome:'.length) });
  if (m.startsWith('value:')) return key(m.slice('value:'.length));
  return msg('goal.what.difficulty', { param: key(getSystem(system).tune), p: rate(Number(m.slice('difficulty:'.length))) });
}

const isRate = (e: Expectation) => !e.metric.startsWith('difficulty:') && !e.metric.startsWith('value:mean');
const num = (e: Expectation, x: number) => (isRate(e) ? rate(x) : String(Number(x.toPrecision(6))));

/** Where an expectation looks: its relation, its where: and its every:, in words. */
function scopeOf(e: Expectation, system: string): Message[] {
  const out: Message[] = [];
  if (e.relation) out.push(msg('goal.scope.relation', { relation: labelled(relationWords(e.relation, getSystem(system).decks)) }));
  const where = Object.entries(e.where).map(([k, v]) => `${k}=${String(v)}`);
  if (where.length) out.push(msg('goal.scope.where', { where: labelled({ en: where.join(', '), ja: paramsIn(where.join(', '), 'ja') }) }));
  if (e.every) out.push(msg('goal.scope.every', { k: key(e.every) }));
  return out;
}

/**
 * The goal of an expectation in words (`mean success of on-colour checks = 60% ± 1%`).
 *
 * @example
 * goalText(study.expect[0], 'mtg').text('ja');
 */
export function goalText(e: Expectation, system: string): Message {
  let core: Message;
  if (e.order) {
    const gap = rate(e.order.gap);
    core = e.order.groups
      ? msg('goal.order', { chain: e.order.groups.map((g) => g.label).join(' > '), gap })
      : msg(e.order.rising ? 'goal.rising' : 'goal.falling', { k: key(e.order.along!), gap });
  } else {
    const what = whatOf(e, system);
    if (e.target) core = msg('goal.target', { what, t: num(e, e.target.value), tol: num(e, e.target.tolerance) });
    else if (e.min !== undefined && e.max !== undefined) core = msg('goal.range', { what, min: num(e, e.min), max: num(e, e.max) });
    else if (e.min !== undefined) core = msg('goal.atLeast', { what, min: num(e, e.min) });
    else core = msg('goal.atMost', { what, max: num(e, e.max!) });
  }
  const scope = scopeOf(e, system);
  return scope.length ? msg('goal.scoped', { goal: core, scope: andList(scope) }) : core;
}

/** `deck=mono-green, check=green` in a language's words (`デッキ=mono-green, 判定の種類=緑`); English as it is. */
export function paramsIn(text: string, lang: 'en' | 'ja'): string {
  if (lang === 'en') return text;
  return text.replace(/\b([A-Za-z][\w.]*)=([^\s,)>]+)/g, (_, k: string, v: string) => `${keyLabel(k, lang)}=${valueLabel(k, v, lang)}`);
}

/** A margin in the expectation's unit: percentage points for rates, steps for a difficulty. */
export function marginText(e: Expectation, margin: number): Message {
  const m = Math.abs(margin);
  return isRate(e) || e.order
    ? msg('goal.points', { n: (m * 100).toFixed(2) })
    : msg('goal.steps', { n: String(Number(m.toPrecision(6))) });
}

/**
 * The plain sentence of a verdict: holds or fails, the goal, what was reached and the margin.
 *
 * @example
 * verdictSentence(e, 'mtg', true, 0.612, '61.20%', 0.012).text('en'); // holds: … reached 61.20% (1.20 points inside)
 */
export function verdictSentence(e: Expectation, system: string, ok: boolean, value: number | null, shown: string, margin: number): Message {
  const params = { goal: goalText(e, system), reached: labelled({ en: shown, ja: paramsIn(shown, 'ja') }), margin: marginText(e, margin) };
  if (value === null) return msg('goal.noValue', params);
  if (ok) return msg(margin >= 0 ? 'goal.holds' : 'goal.holdsWithin', params);
  return msg(margin < 0 ? 'goal.fails' : 'goal.failsUnsure', params);
}
