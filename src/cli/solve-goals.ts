import { format } from 'd3-format';
import { msg } from '../core/messages.js';
import { renderTable } from '../report/format.js';
import type { GoalReached, SolveDocument } from '../solve/solve.js';
import { changedGoalLines } from '../solve/why.js';
import type { Lang } from '../systems/types.js';

/*
 * What a solve reached, beside each goal: the current ruleset and the best
 * candidates in columns, then why the best beats the current ruleset.
 */

/** Candidates shown beside the goals (the JSON has every one). */
const SHOWN = 3;

const num = format('.4~f');
const mark = (g: GoalReached) => `${g.ok ? '✓' : '✗'} ${g.shown}`;

/** One row per expectation: its line, its goal, and the value reached by the current ruleset and the best candidates. */
export function goalsTable(doc: SolveDocument, lang: Lang): string {
  const shown = doc.candidates.slice(0, SHOWN);
  const headers = [
    msg('solve.goals.line').text(lang),
    msg('solve.goals.goal').text(lang),
    msg('solve.goals.current').text(lang),
    ...shown.map((_, i) => `#${i + 1}`),
  ];
  const rows = doc.current.goals.map((g, i) => [String(g.line), g.goal[lang], mark(g), ...shown.map((c) => mark(c.goals[i]))]);
  return renderTable(headers, rows, ['right', 'left', 'left', ...shown.map(() => 'left' as const)]);
}

/** Why the best candidate beats the current ruleset: each goal it changes, from the value reached to the value reached. */
export function whyBest(doc: SolveDocument, lang: Lang): string {
  const best = doc.candidates[0];
  if (best.changed.length === 0) return `${msg('solve.why.same', { miss: num(doc.current.miss) }).text(lang)}\n`;
  let out = `${msg('solve.why.head', { from: num(doc.current.miss), to: num(best.miss) }).text(lang)}\n`;
  for (const line of changedGoalLines(doc, lang)) out += `  ${line}\n`;
  return out;
}
