#!/usr/bin/env node
// The CLI runs from the compiled dist/ (built by `npm ci` through `prepare`): the bundled
// command line when present (it starts faster), else tsc's output of the same code.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundled = new URL('../dist/src/bundle/main.js', import.meta.url);
const compiled = new URL('../dist/src/cli/main.js', import.meta.url);
const entry = existsSync(fileURLToPath(bundled)) ? bundled : compiled;
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('hantei: not built yet\n  hint: run "npm ci" (or "npm run build") in the hantei folder\n');
  process.exit(1);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
