/*
 * The panels the page mounts as modules: the goal editor (goals-panel.ts),
 * judged on every result, and the Solve panel (solve-panel.ts), whose
 * candidates apply to the ruleset form.
 */

import { msg } from '../../core/messages.js';
import { api } from './api.js';
import { drawCharts } from './charts.js';
import { $, setAt } from './dom.js';
import { goalsPanel } from './goals-panel.js';
import { mountModule } from './modules.js';
import { type Probe, wb } from './probe.js';
import { solvePanel, solveTitle } from './solve-panel.js';

/** What the built-in panels need of the page: the target rates, and the ruleset form drawn again. */
export interface BuiltinDeps {
  targets: () => Record<string, number>;
  renderForms: () => void;
}

/** Mount the goal editor and the Solve panel (at import time, as any module). */
export function mountBuiltins({ targets, renderForms }: BuiltinDeps): void {
  // ------------------------------------------------------------------ goals (goals-panel.ts): the expectation editor, judged on every result

  let judgeGoals: (() => void) | undefined;
  mountModule({
    id: 'goals',
    title: { en: msg('page.goals.title').text('en'), ja: msg('page.goals.title').text('ja') },
    mount(box, ctx) {
      const panel = goalsPanel({
        lang: ctx.lang,
        analysis: ctx.analysis,
        system: ctx.state.systems.find((s) => s.id === ctx.analysis.system)!,
        rules: () => ctx.edits.rules,
        params: () => ctx.edits.params,
        api,
        counted: () => {
          const hook: Probe & { judged?: number } = wb;
          hook.judged = (hook.judged ?? 0) + 1;
        },
      });
      judgeGoals = panel.judge;
      box.replaceChildren(panel.box);
    },
    result() {
      judgeGoals?.();
    },
  });

  // ------------------------------------------------------------------ solve (solve-panel.ts), mounted like any module

  mountModule({
    id: 'solve',
    title: { en: solveTitle('en'), ja: solveTitle('ja') },
    mount(box, ctx) {
      box.replaceChildren(
        solvePanel({
          analysis: () => ctx.analysis.name,
          system: () => ctx.analysis.system,
          varyExample: () => ctx.state.systems.find((s) => s.id === ctx.analysis.system)?.varyExample,
          rules: () => ctx.edits.rules,
          params: () => ctx.edits.params,
          lang: () => ctx.lang,
          targets,
          apply: (values) => {
            // a candidate's values into the editor: only the ruleset form is drawn again (the panel keeps its ranges
            // and candidates), then the odds
            for (const [key, value] of Object.entries(values)) setAt(ctx.edits.rules, key.split('.'), value);
            renderForms();
            ctx.changed();
          },
          sweepBox: () => $('sweep-charts'),
          api,
          showError: (message) => ctx.showError(message),
          drawCharts,
          counted: (what) => {
            const hook: Probe & { solved?: number; swept?: number; across?: number } = wb;
            hook[what] = (hook[what] ?? 0) + 1;
          },
        }),
      );
    },
  });
}
