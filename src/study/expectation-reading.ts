/*
 * One expectation while it is read: its data, YAML node and place, the
 * analysis it names; and how its problems are placed in the file.
 */

import { HanteiError } from '../core/errors.js';
import type { Text } from '../core/messages.js';
import type { ParamNames } from '../engine/params.js';
import type { StudyAnalysis } from './study.js';
import { type Places, isMap } from './yaml-places.js';

/** One expectation being read: its data, node and place, and the analysis it names. */
export interface ExpectationReading {
  e: Record<string, unknown>;
  file: string;
  node: unknown;
  at: Places;
  line: number;
  analysis: string;
  target: StudyAnalysis;
  paramNames: ReadonlyMap<string, readonly ParamNames[]>;
}

/** Throws a problem placed at one key of the expectation. */
export const failAt =
  (x: ExpectationReading, what: string) =>
  (problem: Text, hint?: Text): never => {
    throw new HanteiError('study', problem, { file: x.file, line: x.line, ...x.at.key(x.node, what), hint });
  };

/** Where a bound sits in the file: `success: { max: 5 }` → success.max's line and column. */
export function placeOf(x: ExpectationReading, what: string): { line?: number; column?: number } {
  const [k, sub] = what.split('.');
  const inner = isMap(x.node) ? x.node.get(k, true) : undefined;
  return sub && isMap(inner) ? x.at.key(inner, sub) : x.at.key(x.node, k);
}
