import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type MessagePort, workerData } from 'node:worker_threads';
import { type ChunkTask, runChunks } from '../src/engine/run-chunk.js';
import { msg } from '../src/core/messages.js';
import { SYSTEMS, importSystems } from '../src/systems/index.js';
import { installRuleFiles } from '../src/engine/rule-file.js';

// a task may name a rule file's system (its path): the worker reads the file on first use, as the main thread did
installRuleFiles();

// systems added with registerSystem(…, { module }) in the main thread (engine/worker-pool.ts passes their modules),
// imported before the first task (not at top level: the worker file loads under loaders that refuse top-level await)
const modules = (workerData as { systemModules?: string[] } | null)?.systemModules ?? [];
let loading: Promise<void> | undefined;
let ready = modules.length === 0;
/** Modules that failed to load here, and why: only their systems' tasks fail, never the built-in systems'. */
const failed: string[] = [];

/** Each module on its own: one that fails to load (moved, deleted, broken since it was registered) leaves the others. */
async function importEach(): Promise<void> {
  for (const m of modules) {
    try {
      await importSystems([m], load);
    } catch (e) {
      failed.push(String((e as Error)?.message ?? e).split('\n')[0]);
    }
  }
}

/** A system's module; TypeScript source (tests under tsx) loads through require, which tsx hooks in a worker where import() is not. */
async function load(url: string): Promise<unknown> {
  try {
    return await import(url);
  } catch (e) {
    if ((e as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
    return createRequire(import.meta.url)(fileURLToPath(url)) as unknown;
  }
}

/**
 * Started by registerSystem's check (engine/module-check.ts) rather than by
 * the pool: import the modules as a pool's worker would, say whether the
 * system came of them, and wake the thread waiting for the answer.
 */
const check = (workerData as { check?: { id: string; flag: SharedArrayBuffer; port: MessagePort } } | null)?.check;
if (check) {
  const before = new Set(SYSTEMS.map((s) => s.id));
  void importEach().then(() => {
    const added = SYSTEMS.filter((s) => !before.has(s.id)).map((s) => `system "${s.id}"`);
    check.port.postMessage(
      failed.length > 0
        ? { ok: false, error: failed.join('; ') }
        : SYSTEMS.some((s) => s.id === check.id)
          ? { ok: true }
          : { ok: false, exports: added.join(', ') || 'no system' },
    );
    const flag = new Int32Array(check.flag);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
}

/**
 * The piscina worker: a run of chunks in, their summed accumulator back. The
 * accumulator is a few hundred numbers at most, so it is copied rather than
 * moved: the entry then needs nothing of piscina and bundles into one file
 * (scripts/bundle.mjs) that a fresh worker loads at once.
 */
export default function simulateChunks(task: ChunkTask): Float64Array | Promise<Float64Array> {
  if (!ready) {
    loading ??= importEach().then(() => void (ready = true));
    return loading.then(() => simulateChunks(task));
  }
  if (failed.length > 0 && task.count > 0 && !SYSTEMS.some((s) => s.id === task.system))
    throw new Error(String(msg('plugin.unavailable', { id: task.system, why: failed.join('; ') })));
  return runChunks(task);
}
