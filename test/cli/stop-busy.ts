import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/*
 * Starting the real CLI and sending it a real signal once it is busy. Busy
 * is measured by the CPU time it has used (all its threads), which its
 * start-up and setup alone do not reach (≈0.2–0.3 s for the commands tested):
 * the signal lands in the work itself however loaded the machine is, and no
 * test waits longer than that. Where the process's CPU time cannot be read
 * (no /proc), a wall-clock delay stands in.
 */

/** CPU ms a command has used before the signal, unless a test names its own. */
export const BUSY_CPU_MS = 500;

// Linux reports a process's times in clock ticks of 1/100 s (USER_HZ)
const TICK_MS = 10;

/** The CPU time (ms, user + system, every thread) a process has used, or undefined where /proc cannot say. */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

export interface Stopped {
  code: number | null;
  /** The signal that killed it: it had not started listening. */
  killedBy: NodeJS.Signals | null;
  stderr: string;
  /** From the signal to the exit (-1: it ended before the signal). */
  stopMs: number;
}

function stopOnce(args: string[], signal: NodeJS.Signals, busyMs: number): Promise<Stopped> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/hantei.js', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    let sentAt = 0;
    const started = Date.now();
    const poll = setInterval(() => {
      const used = child.pid === undefined ? undefined : cpuMs(child.pid);
      // without /proc: a wall-clock stand-in, long enough for a loaded machine's start-up
      if ((used ?? (Date.now() - started) / 3) < busyMs) return;
      clearInterval(poll);
      sentAt = Date.now();
      child.kill(signal);
    }, 10);
    child.on('exit', (code, killedBy) => {
      clearInterval(poll);
      resolve({ code, killedBy, stderr, stopMs: sentAt ? Date.now() - sentAt : -1 });
    });
  });
}

/**
 * Runs `hantei args` and sends `signal` once it has used `busyMs` of CPU. A process the signal killed had not
 * started listening yet: tried again with twice the threshold, three tries in all.
 */
export async function stopWhenBusy(args: string[], signal: NodeJS.Signals, busyMs = BUSY_CPU_MS): Promise<Stopped> {
  for (let attempt = 1; ; attempt++) {
    const r = await stopOnce(args, signal, busyMs * 2 ** (attempt - 1));
    if (r.killedBy !== signal || attempt === 3) return r;
  }
}
