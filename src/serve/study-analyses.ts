/*
 * The study's analyses as the workbench serves them: each with its preset
 * and resolved rules, and its decks loaded once under ids the page uses
 * (files named relative to the study folder, never a server path).
 */

import { relative, sep } from 'node:path';
import type { Deck } from '../api/index.js';
import { resolveRuleset } from '../api/checks.js';
import { loadDecks } from '../engine/request.js';
import { getSystem } from '../systems/index.js';
import type { Study } from '../study/study.js';
import type { AnalysisInfo } from './protocol.js';

/** The study's analyses, and the decks they name: by id, and each id's file relative to the study folder. */
export interface StudyAnalyses {
  analyses: AnalysisInfo[];
  decks: Map<string, Deck>;
  deckFiles: Map<string, string>;
}

/** The keys of an analysis's params that name decks: the system's deck parameters and deck-file options. */
export function deckKeysOf(systemId: string): string[] {
  const system = getSystem(systemId);
  return [...new Set([...system.params.filter((p) => p.kind === 'deck-list').map((p) => p.name), ...(system.decks?.deckOptions ?? [])])];
}

/** Load a study's analyses for the workbench, `dir` its folder. */
export function studyAnalyses(study: Study, dir: string): StudyAnalyses {
  const decks = new Map<string, Deck>();
  const deckFiles = new Map<string, string>();
  const analyses = study.analyses.map((a) => {
    const system = getSystem(a.system);
    const { rules } = resolveRuleset(system, a.ruleset);
    const params: Record<string, unknown> = { ...a.params };
    for (const key of deckKeysOf(a.system)) {
      if (params[key] === undefined) continue;
      const files = (Array.isArray(params[key]) ? (params[key] as unknown[]) : [params[key]]).map(String);
      const loaded = loadDecks(files, { system, cards: a.cards, critical: a.critical }) as Map<string, Deck>;
      const ids: string[] = [];
      for (const [i, deck] of [...loaded.values()].entries()) {
        const rel = relative(dir, files[i]).split(sep).join('/');
        // the same file in two analyses is one deck
        let id = deck.id;
        for (let n = 2; decks.has(id) && deckFiles.get(id) !== rel; n++) id = `${deck.id}-${n}`;
        // the page sees the file relative to the study folder, never the server's absolute path
        decks.set(id, { ...deck, id, file: rel });
        deckFiles.set(id, rel);
        ids.push(id);
      }
      params[key] = Array.isArray(params[key]) ? ids : ids[0];
    }
    return {
      name: a.name,
      title: a.title,
      system: a.system,
      preset: presetOf(system.id, rules),
      rules,
      scenario: a.scenario,
      method: a.method,
      trials: a.trials,
      seed: a.seed,
      params,
    };
  });
  return { analyses, decks, deckFiles };
}

/** The preset a resolved ruleset is, or extends (by name, else the system's default). */
function presetOf(systemId: string, rules: unknown): string {
  const system = getSystem(systemId);
  const name = String((rules as { name?: string }).name ?? '');
  if (name in system.rulesets) return name;
  const base = name.split('+')[0];
  return base in system.rulesets ? base : system.defaultRuleset;
}
