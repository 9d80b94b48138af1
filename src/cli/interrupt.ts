import { noteStopRequested } from '../core/blocking.js';
import { HanteiError } from '../core/errors.js';
import { type Message, messageLang, msg, verbatim } from '../core/messages.js';
import { removePendingOutputs, setCommitGuard, writtenOutputs } from '../io/atomic.js';

/*
 * Ctrl-C and SIGTERM, once for the whole process: the first signal aborts the
 * shared AbortSignal (pools terminate their workers, loops stop at their next
 * slice, no output is put in place after it); if the process has not ended
 * GRACE_MS later, half-written outputs are removed and it exits regardless.
 * A second signal exits at once. Exit 130 for SIGINT, 143 for SIGTERM (128 +
 * the signal's number, as shells report it).
 */

const controller = new AbortController();
let installed = false;
let received: NodeJS.Signals | undefined;
let reported = false;

/** The process-wide stop signal every long-running command listens to. */
export function stopSignal(): AbortSignal {
  return controller.signal;
}

export function throwIfStopped(): void {
  if (controller.signal.aborted) throw interrupted();
}

/**
 * Lets a signal that came while start-up kept the event loop busy reach its listener before the command runs: one
 * still queued when a blocking step sets the listeners aside (core/blocking.ts) is dropped with them, and the step
 * (seconds of parsing a large deck) runs to its end. Two turns of the loop: the second one's poll reads the queue.
 */
export async function settleSignals(): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  throwIfStopped();
}

/** The exit code of a stopped run: 143 after SIGTERM, else 130. */
export function interruptExitCode(): number {
  return received === 'SIGTERM' ? 143 : 130;
}

/** What the stop leaves, truthfully: nothing, or the outputs already in place before it. */
function stoppedHint(): Message {
  const done = writtenOutputs();
  if (done.length === 0) return msg('run.interruptedHint');
  return msg('run.stoppedAfter', { files: done.join(', ') });
}

export function interrupted(): HanteiError {
  return new HanteiError('interrupted', msg('run.interrupted'), { hint: stoppedHint() });
}

/** How long a stopped run may take to wind down before the process exits regardless. */
export const GRACE_MS = 800;

/** The command has said it stopped (cli/main.ts): a process still winding down when the grace ends exits without saying it twice. */
export function noteStopReported(): void {
  reported = true;
}

function exitNow(): never {
  removePendingOutputs();
  if (!reported) process.stderr.write(interrupted().format(messageLang()) + '\n');
  process.exit(interruptExitCode());
}

/** Writing to stdout failed: a reader that stopped early (`| head`) ends the run quietly; anything else is one line. */
function onStdoutError(e: NodeJS.ErrnoException): void {
  removePendingOutputs();
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  const why = e.code === 'ENOSPC' ? msg('cli.noSpace') : e.code === 'EBADF' ? msg('cli.stdoutClosed') : verbatim(e.message);
  try {
    process.stderr.write(
      new HanteiError('file', msg('cli.stdoutFailed', { why }), { hint: msg('cli.stdoutHint') }).format(messageLang()) + '\n',
    );
  } catch {
    // stderr is gone too: the exit code says it
  }
  process.exit(1);
}

export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  setCommitGuard(throwIfStopped);
  const onSignal = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) exitNow();
    noteStopRequested();
    received = signal;
    // the reason is what an aborted loop throws (report charts): the stop, with what it leaves
    controller.abort(interrupted());
    setTimeout(exitNow, GRACE_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.stdout.on('error', onStdoutError);
  // an exit from anywhere (a closed pipe, a stop) leaves no temporary file or lock behind
  process.on('exit', removePendingOutputs);
}
