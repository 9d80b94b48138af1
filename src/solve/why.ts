import { msg } from '../core/messages.js';
import type { Lang } from '../core/labels.js';
import type { SolveDocument } from './solve.js';

/*
 * Why the best candidate beats the current ruleset, goal by goal: one line for
 * each goal whose reached value or verdict it changes. Pure, so `hantei solve`
 * and the workbench's Solve panel say the same lines.
 */

/** A line per goal the best candidate changes: its line, the goal, the value reached before and after, and whether it now holds. */
export function changedGoalLines(doc: SolveDocument, lang: Lang): string[] {
  const best = doc.candidates[0];
  const lines: string[] = [];
  doc.current.goals.forEach((was, i) => {
    const now = best.goals[i];
    if (now.shown === was.shown && now.ok === was.ok) return;
    const state =
      now.ok && !was.ok
        ? 'solve.why.nowHolds'
        : !now.ok && was.ok
          ? 'solve.why.nowFails'
          : now.ok
            ? 'solve.why.stillHolds'
            : 'solve.why.stillFails';
    lines.push(
      msg('solve.why.line', { line: was.line, goal: now.goal[lang], from: was.shown, to: now.shown, state: msg(state) }).text(lang),
    );
  });
  return lines;
}
