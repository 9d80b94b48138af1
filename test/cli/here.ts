/*
 * The CLI in this process: the built bundle's main() (what bin/hantei.js
 * runs), its output captured and its exit code returned, as `hantei()` in
 * cli.ts gives them from a fresh process. For tests of what a command says,
 * writes and exits with; tests of the process itself (signals, standard
 * input, the bin script, start-up, a crash) keep spawning it. A run here
 * costs about 15 ms of CPU where a fresh Node process costs about 300.
 *
 * The bundle is a copy of hantei's modules of its own (vitest.config.ts loads
 * dist/ natively): the registry, message language and worker pool it uses are
 * not those of the sources a test imports. What it shares is the process:
 * the environment, working folder, standard streams and console, swapped for
 * the run and put back, and the process listeners the CLI adds (its Ctrl-C
 * and exit handlers), removed after the run: a file using it may share a
 * process with others (test/setup/isolation.ts PUTS_BACK).
 */
import { cleanJson } from './cli.js';

type Main = (argv: string[]) => Promise<number>;
type Run = { code: number; stdout: string; stderr: string };

/** The bundle bin/hantei.js runs; `entry` may name another build of main() (tsc's dist/src/cli/main.js, which test/cli/bundle.test.ts compares with it). */
const BUNDLE = new URL('../../dist/src/bundle/main.js', import.meta.url);
const loaded = new Map<string, Promise<Main>>();
const mainOf = (entry: URL): Promise<Main> => {
  if (!loaded.has(entry.href))
    loaded.set(
      entry.href,
      import(entry.href).then((m: { main: Main }) => m.main),
    );
  return loaded.get(entry.href)!;
};

// the process events whose listeners a run adds (cli/interrupt.ts), taken off after it
const PROCESS_EVENTS = ['SIGINT', 'SIGTERM', 'exit'] as const;
// the process as a plain emitter: its own listeners() overloads take one event name at a time, not a union of them
const emitter: NodeJS.EventEmitter = process;
type Listener = (...args: unknown[]) => void;
// an emitter's listeners as removeListener() takes them back (listeners() types them as Function)
const listenersOf = (target: NodeJS.EventEmitter, event: string): Listener[] => target.listeners(event) as Listener[];

// as cli.ts's hantei(): English messages, no colour
const RUN_ENV: Readonly<Record<string, string>> = { FORCE_COLOR: '0', LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' };

/** One command line, in this process, one at a time (a file's tests run in order); `env` and `cwd` as for a spawned run, put back after. */
export async function hanteiHere(
  args: string[],
  opts: { env?: Readonly<Record<string, string | undefined>>; cwd?: string; entry?: URL } = {},
): Promise<Run> {
  const main = await mainOf(opts.entry ?? BUNDLE);
  let stdout = '';
  let stderr = '';
  const env = { ...RUN_ENV, ...opts.env };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const cwd = process.cwd();
  const writes = { out: process.stdout.write, err: process.stderr.write };
  const consoles = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const line = (a: unknown[]): string => a.map(String).join(' ') + '\n';
  const listening = PROCESS_EVENTS.map((e) => listenersOf(emitter, e));
  const onStdoutError = listenersOf(process.stdout, 'error');
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  if (opts.cwd) process.chdir(opts.cwd);
  process.stdout.write = ((s: string | Uint8Array) => ((stdout += String(s)), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string | Uint8Array) => ((stderr += String(s)), true)) as typeof process.stderr.write;
  console.log = console.info = (...a: unknown[]) => void (stdout += line(a));
  console.warn = console.error = (...a: unknown[]) => void (stderr += line(a));
  try {
    return { code: await main(args), stdout, stderr };
  } finally {
    PROCESS_EVENTS.forEach((e, i) => {
      for (const l of listenersOf(emitter, e)) if (!listening[i].includes(l)) emitter.removeListener(e, l);
    });
    for (const l of listenersOf(process.stdout, 'error')) if (!onStdoutError.includes(l)) process.stdout.removeListener('error', l);
    process.chdir(cwd);
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    Object.assign(console, consoles);
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** hanteiHere with --format json, expecting a clean run, and its output parsed. */
export async function hanteiJsonHere(args: string[], opts: Parameters<typeof hanteiHere>[1] = {}) {
  return cleanJson(args, await hanteiHere([...args, '--format', 'json'], opts));
}
