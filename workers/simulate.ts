import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';
import { type ChunkTask, runChunks } from '../src/engine/run-chunk.js';
import { importSystems } from '../src/systems/index.js';
import { installRuleFiles } from '../src/engine/rule-file.js';

// a task may name a rule file's system (its path): the worker reads the file on first use, as the main thread did
installRuleFiles();

// systems added with registerSystem(…, { module }) in the main thread (engine/worker-pool.ts passes their modules),
// imported before the first task (not at top level: the worker file loads under loaders that refuse top-level await)
const modules = (workerData as { systemModules?: string[] } | null)?.systemModules ?? [];
let loading: Promise<void> | undefined;
let ready = modules.length === 0;

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
 * The piscina worker: a run of chunks in, their summed accumulator back. The
 * accumulator is a few hundred numbers at most, so it is copied rather than
 * moved: the entry then needs nothing of piscina and bundles into one file
 * (scripts/bundle.mjs) that a fresh worker loads at once.
 */
export default function simulateChunks(task: ChunkTask): Float64Array | Promise<Float64Array> {
  if (!ready) {
    loading ??= importSystems(modules, load).then(() => void (ready = true));
    return loading.then(() => simulateChunks(task));
  }
  return runChunks(task);
}
