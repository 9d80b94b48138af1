#!/usr/bin/env node
// The CLI runs from the compiled dist/ (built by `npm ci` through `prepare`): the bundled
// command line when present (it starts faster), else tsc's output of the same code.
import { existsSync } from 'node:fs';
import module from 'node:module';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node ≥ 22.1 keeps V8's compiled code of the modules a start loads in a cache
 * folder (hantei's own, under the user's cache directory), so later starts skip
 * most compiling. Node checks each entry before use and skips the cache when the
 * folder cannot be made or written (read-only, shared, another user's); nothing
 * here may fail the command, and Node's own NODE_COMPILE_CACHE /
 * NODE_DISABLE_COMPILE_CACHE settings still win.
 */
function enableCompileCache() {
  if (typeof module.enableCompileCache !== 'function') return; // Node 20, 22.0
  try {
    const xdg = process.env.XDG_CACHE_HOME;
    const base = xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache'); // XDG: a relative value is ignored
    module.enableCompileCache(join(base, 'hantei', 'compile-cache'));
  } catch {
    // no home folder, or a Node that refuses: start without the cache
  }
}

const bundled = new URL('../dist/src/bundle/main.js', import.meta.url);
const compiled = new URL('../dist/src/cli/main.js', import.meta.url);
const entry = existsSync(fileURLToPath(bundled)) ? bundled : compiled;
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('hantei: not built yet\n  hint: run "npm ci" (or "npm run build") in the hantei folder\n');
  process.exit(1);
}
enableCompileCache();
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
