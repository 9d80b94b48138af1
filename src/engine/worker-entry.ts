/*
 * Where a pool worker's code lives. Compiled, the bundled entry beside dist/.
 * From TypeScript sources (the tests), the built bundle too when it is at least
 * as new as every source file (npm test builds first) and no TypeScript system
 * module has to load in the worker; else the TS source under a tsx loader,
 * which costs about 1.5 s of CPU for each worker to start.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The newest modification time of the .ts files under a folder (0 if it has none). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (e.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

let fresh: boolean | undefined;

/** Whether the built worker bundle holds the code of the sources as they are now (checked once a process). */
function builtIsFresh(bundle: URL, root: URL): boolean {
  if (fresh !== undefined) return fresh;
  try {
    const built = statSync(bundle).mtimeMs;
    fresh = ['src', 'workers'].every((d) => newestSource(fileURLToPath(new URL(d, root))) <= built);
  } catch {
    fresh = false;
  }
  return fresh;
}

/** The worker's entry and the Node options it starts with, for a pool whose workers import `modules` (registered systems). */
export function workerLocation(modules: readonly string[] = []): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  // one file (scripts/bundle.mjs) loads in a fraction of the time of ≈40 modules resolved one by one
  if (!here.endsWith('.ts')) return { filename: new URL('../../workers/simulate.bundle.js', here).href, execArgv: [] };
  const root = new URL('../../', here);
  const bundle = new URL('dist/workers/simulate.bundle.js', root);
  if (!modules.some((m) => /\.[cm]?ts$/.test(m)) && builtIsFresh(bundle, root)) return { filename: bundle.href, execArgv: [] };
  return { filename: new URL('workers/simulate.ts', root).href, execArgv: ['--import', 'tsx'] };
}
