/*
 * `difficultyTable:` of a study's check analysis read and checked: the
 * targets, the parameter the table is read across, how a row's value is
 * picked and the tolerance.
 */

import { camelCase, unknownNameHint } from '../core/names.js';
import { type Text, msg } from '../core/messages.js';
import type { CompiledCheck, RuleSystem } from '../systems/types.js';
import type { StudyAnalysis } from './study.js';

const TABLE_KEYS = ['targets', 'across', 'pick', 'tolerance'];

/** The targets as a map of names to rates (`{easy: 0.8}` or `"easy=0.8,…"`, `80%` allowed). */
function targetsOf(t: Record<string, unknown>, fail: (problem: Text, hint?: Text) => never): Record<string, number> {
  const targets: Record<string, number> = {};
  const given =
    typeof t.targets === 'string' ? Object.fromEntries(t.targets.split(',').map((x) => x.split('=').map((y) => y.trim()))) : t.targets;
  if (typeof given !== 'object' || given === null || Object.keys(given).length === 0)
    fail(msg('studyTable.noTargets'), msg('studyTable.noTargetsHint'));
  for (const [k, v] of Object.entries(given as Record<string, unknown>)) {
    const n = typeof v === 'string' && v.endsWith('%') ? Number(v.slice(0, -1)) / 100 : Number(v);
    if (!(Number.isFinite(n) && n >= 0 && n <= 1)) fail(msg('studyTable.target', { k, v: String(JSON.stringify(v)) }));
    targets[k] = n;
  }
  return targets;
}

/**
 * `difficultyTable: { targets: {easy: 0.8, …} | "easy=0.8,…", across: decks,
 * pick: mean | worst | median, tolerance: 0.1 }` on a check analysis: the
 * report's summary shows one value of the tuned parameter per row and target
 * for the whole table, picked among the analysis's own values.
 */
export function tableSpec(
  raw: unknown,
  system: RuleSystem<unknown, CompiledCheck>,
  scenario: string | undefined,
  fail: (problem: Text, hint?: Text) => never,
): NonNullable<StudyAnalysis['difficultyTable']> {
  if (scenario) fail(msg('studyTable.scenario', { scenario }));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(msg('studyTable.map'), msg('studyTable.mapHint'));
  const t = raw as Record<string, unknown>;
  for (const k of Object.keys(t)) if (!TABLE_KEYS.includes(k)) fail(msg('studyTable.unknownKey', { k }), unknownNameHint(k, TABLE_KEYS));
  const targets = targetsOf(t, fail);
  const hasDecks = system.params.some((p) => p.kind === 'deck-list');
  const acrossText = String(t.across ?? (hasDecks ? 'decks' : ''));
  const across = system.params.find((p) => p.name === (acrossText === 'decks' ? 'deck' : camelCase(acrossText)) || p.flag === acrossText);
  if (!across || across.name === system.tune || across.kind === 'flag' || across.kind === 'int') {
    fail(
      msg('studyTable.across', { v: JSON.stringify(t.across ?? ''), system: system.id }),
      msg('choice.useOneOf', {
        list: system.params
          .filter((p) => p.name !== system.tune && p.kind !== 'flag' && p.kind !== 'int')
          .map((p) => (p.name === 'deck' ? 'decks' : p.name))
          .join(', '),
      }),
    );
  }
  const pick = String(t.pick ?? 'mean');
  if (pick !== 'mean' && pick !== 'worst' && pick !== 'median') fail(msg('studyTable.pick', { v: String(JSON.stringify(t.pick)) }));
  const tolerance = t.tolerance === undefined ? 0.1 : Number(t.tolerance);
  if (!(Number.isFinite(tolerance) && tolerance >= 0 && tolerance <= 1))
    fail(msg('studyTable.tolerance', { v: String(JSON.stringify(t.tolerance)) }));
  return { targets, across: across!.name, pick: pick as 'mean', tolerance };
}
