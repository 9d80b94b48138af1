import { msg } from '../../core/messages.js';
import type { MessageId } from '../../core/messages.js';
import type { GoalText, GoalsResponse } from '../goals-protocol.js';
import type { AnalysisInfo, SystemInfo } from '../protocol.js';
import { latest } from './api.js';
import { el } from './dom.js';

/*
 * The goal editor: the study's expectations on the current analysis, each
 * one YAML map as in the study file, with its verdict redrawn on every edit
 * of the rules (POST /api/goals, the verdicts of report --check); goals are
 * added from a template per kind, edited and removed here, and go into the
 * saved study with the ruleset (Save; panels.ts sends them).
 */

type Lang = 'en' | 'ja';

export interface GoalsContext {
  lang: Lang;
  analysis: AnalysisInfo;
  system: SystemInfo;
  rules(): Record<string, unknown>;
  params(): Record<string, unknown>;
  api<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** Count an answer drawn, on the page's test hook (`window.hanteiWorkbench.judged`). */
  counted(): void;
}

/** Every goal of the study as the page holds it (all analyses), and whether the page changed them. */
const held: { goals: GoalText[]; edited: boolean } = { goals: [], edited: false };

/** Start from the study's goals (the server's state), once. */
export function holdGoals(goals: readonly GoalText[] | undefined): void {
  if (held.goals.length === 0 && !held.edited) held.goals = [...(goals ?? [])];
}

/** The goals to save with the study: only when the page changed them (else the study's own text stays as written). */
export function goalsToSave(): GoalText[] | undefined {
  return held.edited ? held.goals : undefined;
}

const say = (id: MessageId, lang: Lang) => msg(id).text(lang);

/** A starting text for each kind of goal, from the system's own words (its tuned parameter, its deck relations). */
function template(kind: string, ctx: GoalsContext): string {
  const tune = ctx.system.tune;
  const other = Object.keys(ctx.analysis.params).find((k) => k !== tune) ?? tune;
  const decks = ctx.system.params.some((p) => p.kind === 'deck-list');
  switch (kind) {
    case 'target':
      return '{ mean: 0.50 ± 0.05 }';
    case 'range':
      return '{ success: [0.2, 0.9] }';
    case 'order':
      return decks ? '{ order: [on-colour, allied, enemy] }' : `{ order: { falling: ${tune} } }`;
    case 'falling':
      return `{ order: { falling: ${tune} }, every: ${other}, gap: 0 }`;
    default:
      return `{ every: ${other}, mean: [0.2, 0.9] }`;
  }
}

const KINDS = ['target', 'range', 'order', 'falling', 'every'] as const;

/** The panel; `judge()` asks for the verdicts again (every new result of the analysis). */
export function goalsPanel(ctx: GoalsContext): { box: HTMLElement; judge: () => void } {
  const list = el('ol', { id: 'goal-list', class: 'goals' });
  const kind = el('select', { id: 'goal-kind', 'aria-label': say('page.goals.kind', ctx.lang) });
  for (const k of KINDS) kind.append(el('option', { value: k }, say(`page.goals.kind.${k}` as MessageId, ctx.lang)));
  const add = el('button', { id: 'add-goal', type: 'button' }, say('page.goals.add', ctx.lang));
  const mine = () => held.goals.map((g, i) => ({ g, i })).filter(({ g }) => g.analysis === ctx.analysis.name);

  const judge = latest(async () => {
    const rows = [...list.querySelectorAll<HTMLElement>('li[data-goal]')];
    if (rows.length === 0) return;
    const body = { analysis: ctx.analysis.name, rules: ctx.rules(), params: ctx.params(), expect: held.goals, lang: ctx.lang };
    let res: GoalsResponse;
    try {
      res = await ctx.api<GoalsResponse>('POST', '/api/goals', body);
    } catch (e) {
      // the rules or grid are refused (the page shows why at the top): no verdict is current
      for (const r of rows) verdictOf(r, { state: 'error', text: (e as Error).message });
      return;
    }
    for (const v of res.verdicts) {
      const row = list.querySelector<HTMLElement>(`li[data-goal="${v.index}"]`);
      if (!row) continue;
      if (v.error) verdictOf(row, { state: 'error', text: v.error });
      else verdictOf(row, { state: v.ok ? 'holds' : 'fails', text: v.sentence, detail: v.ok ? [] : v.lines });
    }
    ctx.counted();
  });

  const draw = (): void => {
    const rows = mine().map(({ g, i }) => {
      const input = el('input', { type: 'text', class: 'goal-text', value: g.text, 'aria-label': say('page.goals.title', ctx.lang) });
      input.addEventListener('change', () => {
        held.goals[i] = { ...held.goals[i], text: input.value };
        held.edited = true;
        void judge(undefined);
      });
      const remove = el('button', { type: 'button', class: 'goal-remove' }, say('page.goals.remove', ctx.lang));
      remove.addEventListener('click', () => {
        held.goals.splice(i, 1);
        held.edited = true;
        draw();
      });
      return el(
        'li',
        { 'data-goal': String(i) },
        el('div', { class: 'row' }, input, remove),
        el('p', { class: 'verdict', 'data-state': 'pending', role: 'status' }, '…'),
      );
    });
    list.replaceChildren(...(rows.length ? rows : [el('li', { class: 'hint' }, say('page.goals.none', ctx.lang))]));
    void judge(undefined);
  };
  add.addEventListener('click', () => {
    held.goals.push({ analysis: ctx.analysis.name, text: template(kind.value, ctx) });
    held.edited = true;
    draw();
  });
  draw();
  const box = el(
    'div',
    { class: 'goals-panel' },
    el('p', { class: 'hint' }, say('page.goals.hint', ctx.lang)),
    list,
    el('div', { class: 'row' }, kind, add),
    el('p', { class: 'hint' }, say('page.goals.unsaved', ctx.lang)),
  );
  return { box, judge: () => void judge(undefined) };
}

function verdictOf(row: HTMLElement, v: { state: 'holds' | 'fails' | 'error'; text: string; detail?: string[] }): void {
  const p = row.querySelector<HTMLElement>('.verdict');
  if (!p) return;
  p.dataset.state = v.state;
  const mark = v.state === 'holds' ? '✓ ' : '✗ ';
  p.replaceChildren(mark + v.text, ...(v.detail ?? []).slice(0, 4).map((d) => el('small', {}, d)));
}
