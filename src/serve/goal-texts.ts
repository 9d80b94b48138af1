/*
 * The study's expectations as the workbench's goal editor holds them: each
 * one's analysis and the rest as a one-line YAML flow map; and the study's
 * text with its expect: list replaced by the page's goals (for judging one
 * goal with the study reader, and for the saved study).
 */

import { isMap, isSeq, parse as parseYaml, parseDocument, stringify } from 'yaml';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { readTextFile } from '../io/read.js';
import type { GoalText } from './goals-protocol.js';
import { BadRequest } from './fields.js';

/** The longest expectation text and the most expectations a page may send. */
const MAX_TEXT = 2000;
const MAX_GOALS = 200;

/** The study file's expectations as the page edits them: each one's analysis and the rest as a one-line flow map. */
export function goalTexts(studyFile: string): GoalText[] {
  const doc = parseDocument(readTextFile(studyFile, 'study'));
  const list = isMap(doc.contents) ? doc.contents.get('expect', true) : undefined;
  if (!isSeq(list)) return [];
  return (list.toJSON() as unknown[]).flatMap((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
    const { analysis, ...rest } = item as Record<string, unknown>;
    return [{ analysis: String(analysis), text: stringify(rest, { collectionStyle: 'flow', lineWidth: 0 }).trim() }];
  });
}

/** One goal's text as a map (a YAML flow map; `analysis` comes from its row). */
function goalMap(g: GoalText): Record<string, unknown> {
  let v: unknown;
  try {
    v = parseYaml(g.text, { maxAliasCount: 0 });
  } catch (e) {
    throw new HanteiError('study', msg('serve.goalYaml', { why: (e as Error).message.split('\n')[0] }), { hint: msg('serve.goalHint') });
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new HanteiError('study', msg('serve.goalMap'), { hint: msg('serve.goalHint') });
  return { analysis: g.analysis, ...(v as Record<string, unknown>) };
}

/** The study's text with its `expect:` list replaced by these goals (each a flow map), everything else as written. */
export function studyTextWith(text: string, goals: readonly GoalText[]): string {
  const doc = parseDocument(text);
  const items = goals.map((g) => {
    const node = doc.createNode(goalMap(g));
    node.flow = true;
    return node;
  });
  if (items.length === 0) doc.deleteIn(['expect']);
  else doc.setIn(['expect'], doc.createNode(items));
  return doc.toString({ lineWidth: 0 });
}

/** The page's expectations, checked as data: a list of { analysis, text } within bounds. */
export function goalsOf(v: unknown): GoalText[] {
  if (!Array.isArray(v) || v.length > MAX_GOALS) throw new BadRequest(msg('serve.goalsField', { n: MAX_GOALS }));
  return v.map((g) => {
    const { analysis, text } = (g ?? {}) as Record<string, unknown>;
    if (typeof analysis !== 'string' || typeof text !== 'string' || text.length > MAX_TEXT || Object.keys(g as object).length !== 2)
      throw new BadRequest(msg('serve.goalsField', { n: MAX_GOALS }));
    return { analysis, text };
  });
}
