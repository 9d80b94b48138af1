import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hantei } from './cli.js';
import { hanteiHere } from './here.js';

/*
 * The in-process CLI (test/cli/here.ts) gives what a fresh process gives, and
 * leaves the process as it found it: the files that use it share a process
 * with others (test/setup/isolation.ts).
 */
describe('hanteiHere', () => {
  it('prints, refuses and exits as bin/hantei.js does', async () => {
    for (const args of [
      ['exact', '2d6', '--ability', '2', '--difficulty', '7..9', '--format', 'csv'],
      ['exact', '2d6', '--ability', '2'],
      ['exact', 'mtg', '--deck', 'no-such-deck.yaml', '--check', 'green', '--difficulty', '2'],
    ]) {
      const spawned = hantei(args);
      expect(await hanteiHere(args), args.join(' ')).toEqual(spawned);
    }
  });

  it('puts back the environment, the working folder, the streams and the listeners a run adds', async () => {
    const folder = realpathSync(mkdtempSync(join(tmpdir(), 'hantei-here-')));
    const before = {
      env: { ...process.env },
      cwd: process.cwd(),
      write: process.stdout.write,
      log: console.log,
      listeners: ['SIGINT', 'SIGTERM', 'exit'].map((e) => process.listenerCount(e)),
      stdoutError: process.stdout.listenerCount('error'),
    };
    const r = await hanteiHere(['rulesets', '2d6'], { env: { LANG: 'ja_JP.UTF-8', HANTEI_HERE_PROBE: 'x' }, cwd: folder });
    expect(r.code).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(0);
    expect(process.env).toEqual(before.env);
    expect(process.cwd()).toBe(before.cwd);
    expect(process.stdout.write).toBe(before.write);
    expect(console.log).toBe(before.log);
    expect(['SIGINT', 'SIGTERM', 'exit'].map((e) => process.listenerCount(e))).toEqual(before.listeners);
    expect(process.stdout.listenerCount('error')).toBe(before.stdoutError);
    // whichever run installed them (cli/interrupt.ts installs once a process), the CLI's handlers are gone
    const cliHandler = (l: unknown) => /noteStopRequested|removePendingOutputs|onStdoutError/.test(String(l));
    // the process as a plain emitter: its own listeners() overloads take one event name at a time, not a union of them
    const emitter: NodeJS.EventEmitter = process;
    for (const e of ['SIGINT', 'SIGTERM', 'exit'] as const) expect(emitter.listeners(e).filter(cliHandler), e).toEqual([]);
    expect(process.stdout.listeners('error').filter(cliHandler)).toEqual([]);
  });
});
