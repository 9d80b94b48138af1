import { noteStopRequested } from '../core/blocking.js';
import { HanteiError } from '../core/errors.js';
import { removePendingOutputs } from '../io/atomic.js';

/*
 * Ctrl-C and SIGTERM, once for the whole process: the first signal aborts the
 * shared AbortSignal (pools terminate their workers, loops stop at their next
 * slice); if the process has not ended a second later, half-written outputs
 * are removed and it exits 130 anyway. A second Ctrl-C exits at once.
 */

const controller = new AbortController();
let installed = false;

/** The process-wide stop signal every long-running command listens to. */
export function stopSignal(): AbortSignal {
  return controller.signal;
}

export function throwIfStopped(): void {
  if (controller.signal.aborted) throw interrupted();
}

export function interrupted(): HanteiError {
  return new HanteiError('interrupted', 'interrupted', { hint: 'the run was stopped; no results were written' });
}

/** How long a stopped run may take to wind down before the process exits regardless. */
export const GRACE_MS = 800;

function exitNow(): never {
  removePendingOutputs();
  process.stderr.write('hantei: interrupted\n  hint: the run was stopped; no results were written\n');
  process.exit(130);
}

export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  const onSignal = (): void => {
    if (controller.signal.aborted) exitNow();
    noteStopRequested();
    controller.abort();
    setTimeout(exitNow, GRACE_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // `hantei … | head`: a reader that stops early is not an error
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}
