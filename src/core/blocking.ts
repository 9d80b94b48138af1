/*
 * Long synchronous work (reading and parsing a large input file) blocks the
 * event loop, so a JavaScript SIGINT/SIGTERM listener could only run once it
 * ends — seconds later. While such work runs, the process's listeners for
 * these signals are set aside and the signals' default action applies: Ctrl-C
 * ends the process at once (a shell reports 130, SIGTERM 143). Nothing is
 * being written while inputs are read, so there is nothing to clean up.
 */

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
type Listener = (...args: unknown[]) => void;

let depth = 0;
const saved = new Map<string, Listener[]>();

export function whileBlocking<T>(work: () => T): T {
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
