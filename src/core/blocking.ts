import { HanteiError } from './errors.js';
import { msg } from './messages.js';

/*
 * Long synchronous work (reading standard input, parsing a large input file)
 * blocks the event loop, so a JavaScript SIGINT/SIGTERM listener could only
 * run once it ends — seconds later. While such work runs, the process's
 * listeners for these signals are set aside and the signals' default action
 * applies: Ctrl-C ends the process at once (a shell reports 130, SIGTERM 143).
 * Nothing is being written while inputs are read, so there is nothing to
 * clean up. Short work (an input under LONG_INPUT) keeps the listeners: the
 * run then stops the usual way, exit 130 with its message, a moment later.
 */

/** Inputs from this size (bytes or characters) on are parsed with the signals' default action. */
export const LONG_INPUT = 1 << 20;

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
type Listener = (...args: unknown[]) => void;

let depth = 0;
let stopping = false;

/**
 * The process was asked to stop (cli/interrupt.ts calls this on the first
 * signal): a blocking step that has not started yet never starts — the
 * listener has run, and the exit it scheduled could not fire while blocked.
 */
export function noteStopRequested(): void {
  stopping = true;
}
const saved = new Map<string, Listener[]>();

export function whileBlocking<T>(work: () => T): T {
  if (stopping) throw new HanteiError('interrupted', msg('run.interrupted'), { hint: msg('run.interruptedHint') });
  if (depth++ === 0) {
    for (const s of SIGNALS) {
      saved.set(s, process.listeners(s) as Listener[]);
      process.removeAllListeners(s);
    }
  }
  try {
    return work();
  } finally {
    if (--depth === 0) {
      for (const [s, listeners] of saved) for (const l of listeners) process.on(s, l);
      saved.clear();
    }
  }
}

/** `work` on an input of `size`: set the listeners aside only when it is long (see LONG_INPUT). */
export function whileParsing<T>(size: number, work: () => T): T {
  return size < LONG_INPUT ? work() : whileBlocking(work);
}
