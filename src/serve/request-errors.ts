/*
 * The workbench's refusals besides BadRequest (429 busy, 409 conflict, 404),
 * and the wrappers that turn an engine's error about the request into the
 * page's fault (400), so every route answers the page rather than crashing.
 */

import { HanteiError } from '../core/errors.js';
import { type Message, msg } from '../core/messages.js';
import { DEFAULT_BUDGET, checkTrialBudget } from '../core/budget.js';
import { BadRequest } from './fields.js';

/** Too much at once (running jobs): the server answers 429, in the page's language. */
export class Busy extends Error {
  constructor(readonly text: Message) {
    super(text.text('en'));
  }
}

/** A save that would overwrite a file this workbench did not write: the server answers 409 and names the files. */
export class Conflict extends Error {
  constructor(
    readonly text: Message,
    readonly files: string[],
  ) {
    super(text.text('en'));
  }
}

export class NotFound extends Error {}

export const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** An engine's error as a 400 when it is the request's (not internal, not an interruption). */
function asRequestFault(e: unknown): never {
  if (e instanceof HanteiError && e.code !== 'internal' && e.code !== 'interrupted') throw BadRequest.of(e);
  throw e;
}

/** A bad value the engine finds (a range, a check type) is the request's fault: 400. */
export async function guard<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    return asRequestFault(e);
  }
}

/** `guard` for work that does not wait. */
export function guardSync<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    return asRequestFault(e);
  }
}

/** The CLI's budget of simulated checks, said for a page (the CLI's override options do not apply here). */
export function budgetOf(trials: number, cells: number): void {
  try {
    checkTrialBudget(trials, cells, DEFAULT_BUDGET);
  } catch (e) {
    if (e instanceof HanteiError) throw new BadRequest(msg('budget.workbench', { error: e.text ?? e.message }));
    throw e;
  }
}
