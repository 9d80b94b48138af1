import { HanteiError } from './errors.js';
import { msg } from './messages.js';

/*
 * Long loops written once, run two ways. A loop that may run for seconds (a
 * solve's search, a tune's exact grid) is a generator that yields between
 * units of work; `drain` runs it to its end in one go (the library's sync
 * calls), `drainYielding` gives the event loop a turn every slice, so a
 * signal handler, an HTTP request or a cancel runs while it works, and stops
 * it at the next slice once its signal is aborted.
 */

/** Work that yields between units and returns its result. */
export type Steps<T> = Generator<void, T, void>;

/** Run the steps to their end without yielding to the event loop. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** The error an aborted run throws: the signal's reason when it is hantei's (the CLI's stop, with what it leaves), else a plain stop. */
export function stoppedError(signal: AbortSignal): HanteiError {
  const reason: unknown = signal.reason;
  if (reason instanceof HanteiError) return reason;
  return new HanteiError('interrupted', msg('run.interrupted'), { hint: msg('run.interruptedHint') });
}

/**
 * Run the steps, giving the event loop a turn every `sliceMs` (Date.now:
 * the first `performance.now` loads Node's perf modules) and stopping with
 * `stoppedError` once `signal` is aborted.
 */
export async function drainYielding<T>(steps: Steps<T>, signal?: AbortSignal, sliceMs = 50): Promise<T> {
  if (signal?.aborted) throw stoppedError(signal);
  let slice = Date.now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (Date.now() - slice > sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      // the generator is dropped unfinished: it holds no resource to release
      if (signal?.aborted) throw stoppedError(signal);
      slice = Date.now();
    }
  }
}
