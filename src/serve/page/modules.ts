/*
 * Panels mounted on the page from outside main.ts (the goal editor, the
 * Solve panel, a deck-fix panel): what each gets, and the list the page
 * renders them from, each with a box in the controls column.
 */

import type { AnalyseResponse, AnalysisInfo, StateResponse } from '../protocol.js';
import type { Lang } from './i18n.js';
import type { Edits } from './store.js';

/** What a module mounted on the page gets. */
export interface ModuleContext {
  lang: Lang;
  state: StateResponse;
  analysis: AnalysisInfo;
  edits: Edits;
  /** Recompute after the module changed `edits` (a deck, a ruleset value). */
  changed: () => void;
  showError: (e: unknown) => void;
}
export interface WorkbenchModule {
  id: string;
  title: { en: string; ja: string };
  /** Build the module's panel; called on every render (language or analysis switch). */
  mount(box: HTMLElement, ctx: ModuleContext): void;
  /** Every new exact result of the current analysis. */
  result?(res: AnalyseResponse, ctx: ModuleContext): void;
}

/** The mounted modules, in the order they were added. */
export const modules: WorkbenchModule[] = [];

let mounted: (() => void) | undefined;

/** What the page does when a module joins after it has rendered (render again). */
export function onMounted(f: () => void): void {
  mounted = f;
}

/** Add a panel to the page (call at import time; the page renders it with the others). */
export function mountModule(m: WorkbenchModule): void {
  modules.push(m);
  mounted?.();
}
