/*
 * The workbench's goal editor: the study's expectations as the page edits
 * them (one YAML flow map each, beside its analysis), judged live on the
 * edited ruleset and grid (POST /api/goals) with the verdicts `report
 * --check` gives, and written into the saved study (workbench.ts save).
 * Each expectation is read by the study reader itself, so a goal the page
 * accepts is one the CLI accepts.
 */

import { runExact } from '../api/checks.js';
import { isHanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { errorForPage } from './page-said.js';
import { readTextFile } from '../io/read.js';
import { judge } from '../study/expect.js';
import { paramsIn } from '../study/goals.js';
import { recordDecks, recordedDecks } from '../systems/deck-words.js';
import { getSystem } from '../systems/index.js';
import { studyFromText } from '../study/study.js';
import type { GoalVerdict, GoalsResponse } from './goals-protocol.js';
import { goalsOf, studyTextWith } from './goal-texts.js';
import { BadRequest } from './fields.js';
import { parse } from './solve-route.js';
import type { Workbench } from './workbench.js';

/** The verdicts on the page's goals for one analysis, on its edited ruleset and grid. */
export async function workbenchGoals(wb: Workbench, body: unknown, session = ''): Promise<GoalsResponse> {
  const decks = wb.decksOf(session);
  const { expect, ...rest } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const goals = goalsOf(expect);
  const { a, rules, params, lang } = parse(wb, rest, decks, false);
  const studyText = readTextFile(wb.studyFile, 'study');
  const critical = wb.study.analyses.find((x) => x.name === a.name)?.critical;
  let doc;
  try {
    doc = await runExact({ system: a.system, ruleset: rules.rules, params, decks: [...decks.values()], critical });
  } catch (e) {
    if (isHanteiError(e) && e.code !== 'internal') throw BadRequest.of(e);
    throw e;
  }
  // relations (check: on-colour, order: [on-colour, …]) read each deck's colours, as a study's results carry them
  const system = getSystem(a.system);
  if (system.decks && !recordedDecks(doc, system.decks)) {
    doc = { ...doc };
    recordDecks(doc, system.decks, decks);
  }
  const docs = new Map([[a.name, doc]]);
  const verdicts: GoalVerdict[] = [];
  goals.forEach((g, index) => {
    if (g.analysis !== a.name) return;
    try {
      // read by the study reader, as the saved study will be
      const [e] = studyFromText(wb.studyFile, studyTextWith(studyText, [g])).expect;
      const [v] = judge([e], docs, lang);
      verdicts.push({
        index,
        ok: v.ok,
        sentence: v.sentence.text(lang),
        margin: v.reached === null ? null : v.margin,
        lines: v.lines.map((l) => paramsIn(l, lang)),
      });
    } catch (e) {
      if (!isHanteiError(e)) throw e;
      // in the page's words (page-said.ts), as every refusal of the workbench
      const { text, hint } = errorForPage(e, lang);
      const error = hint ? msg('serve.withHint', { text, hint }).text(lang) : text;
      verdicts.push({ index, ok: false, sentence: '', margin: null, lines: [], error });
    }
  });
  return { verdicts };
}
