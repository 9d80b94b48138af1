import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { shown } from './options.js';
import { workerLocation } from './worker-entry.js';

/*
 * A plug-in's module, checked before its system is accepted: a file URL of a
 * regular file that loads in a fresh worker thread of the pool's own entry
 * (workers/simulate.ts, as the pool's workers will load it) and exports the same system id as `system`. The check blocks
 * (Atomics.wait) so `registerSystem` stays synchronous; it costs a worker's
 * start and the module's load, once per system.
 */

/** How long a module may take to load in the check before it is refused. */
const LOAD_MS = 20_000;

/** Refuse a plug-in's module that workers could not load: not a file URL, no such file, not a regular file, or failing to load. */
export function checkSystemModule(id: string, module: unknown): void {
  let file: string;
  try {
    if (typeof module !== 'string' || new URL(module).protocol !== 'file:') throw new Error('not a file URL');
    file = fileURLToPath(module);
  } catch {
    throw new HanteiError('usage', msg('plugin.moduleUrl', { got: shown(module) }), { hint: msg('plugin.moduleUrlHint') });
  }
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) throw new HanteiError('usage', msg('plugin.missing', { id, file }), { hint: msg('plugin.moduleHint') });
  if (!stat.isFile()) throw new HanteiError('usage', msg('plugin.notFile', { id, file }), { hint: msg('plugin.moduleHint') });
  const result = loadInWorker(module as string, id);
  if (result.ok) return;
  if (result.exports !== undefined)
    throw new HanteiError('usage', msg('plugin.exportsOther', { id, file, got: result.exports }), { hint: msg('plugin.moduleHint') });
  throw new HanteiError('usage', msg('plugin.fails', { id, why: result.error ?? 'no answer' }), { hint: msg('plugin.moduleHint') });
}

function loadInWorker(url: string, id: string): { ok: boolean; exports?: string; error?: string } {
  const flag = new SharedArrayBuffer(4);
  const { port1, port2 } = new MessageChannel();
  // the pool's own worker entry, told to check (workers/simulate.ts): the module loads as it will on the pool
  const where = workerLocation([url]);
  const source = where.filename.endsWith('.ts');
  // TypeScript sources (tests, under tsx) load through a CommonJS shim's require, which tsx hooks in a worker
  const entry = source ? new URL('../../workers/require-entry.cjs', import.meta.url) : new URL(where.filename);
  const worker = new Worker(entry, {
    workerData: { systemModules: [url], check: { id, flag, port: port2 }, entry: source ? fileURLToPath(where.filename) : undefined },
    transferList: [port2],
    execArgv: where.execArgv,
    // the module's own output stays in the worker
    stdout: true,
    stderr: true,
  });
  try {
    const woke = Atomics.wait(new Int32Array(flag), 0, 0, LOAD_MS);
    const answer = receiveMessageOnPort(port1)?.message as { ok: boolean; exports?: string; error?: string } | undefined;
    if (woke === 'timed-out' || !answer) return { ok: false, error: `no answer within ${LOAD_MS / 1000} s` };
    return answer;
  } finally {
    port1.close();
    void worker.terminate();
  }
}
