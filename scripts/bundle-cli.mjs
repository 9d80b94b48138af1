/**
 * The command line as a few files (dist/src/bundle/), so that a command starts
 * without resolving and linking the ≈130 modules of the CLI and yargs one by
 * one, which was most of `hantei exact`'s start-up. The library API and the
 * pool's workers keep using dist/src/ as tsc wrote it. Everything outside the
 * CLI and yargs stays a runtime import from node_modules (vega, piscina, ajv
 * are loaded only by the commands that use them).
 *
 * The pool's worker entry is bundled too (dist/workers/simulate.bundle.js):
 * each worker a simulation starts loads one file instead of ≈40 modules.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const BUNDLED =
  /^(yargs|yargs-parser|cliui|y18n|escalade|get-caller-file|string-width|strip-ansi|wrap-ansi|ansi-regex|ansi-styles|emoji-regex|get-east-asian-width)(\/|$)/;

// yargs finds its locale files (Japanese messages under LANG=ja_JP) from its own file's path:
// give the bundled copy the path of the installed one, so it reads the same files
const YARGS_SELF = 'const __dirname = fileURLToPath(import.meta.url);';
const YARGS_INSTALLED =
  "const __dirname = join(dirname(createRequire(import.meta.url).resolve('yargs/package.json')), 'lib', 'platform-shims', 'esm.mjs');";

// string-width (three copies, for yargs' help text) makes an Intl.Segmenter as it loads, which
// costs ≈11 ms of every command's start-up; make it when a width is first measured instead
const SEGMENTER_NOW = 'const segmenter = new Intl.Segmenter();';
const SEGMENTER_LATER = 'let segmenterMade;\nconst segmenter = { segment: (s) => (segmenterMade ??= new Intl.Segmenter()).segment(s) };';

// string-width 8 (yargs' copy) holds /^\p{RGI_Emoji}$/v, a pattern V8 takes ≈20 ms to parse
// as the module loads; build it when a width is first measured
const RGI_NOW = 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;';
const RGI_LATER =
  "let rgiEmojiRegexMade;\nconst rgiEmojiRegex = { test: (s) => (rgiEmojiRegexMade ??= new RegExp('^\\\\p{RGI_Emoji}$', 'v')).test(s) };";

await build({
  entryPoints: ['dist/src/cli/main.js'],
  bundle: true,
  splitting: true, // each command's code stays a separate, lazily imported chunk
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // at the same depth as dist/src/engine/, so the pool's '../../workers/simulate.js' still resolves
  outdir: 'dist/src/bundle',
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  logLevel: 'warning',
  plugins: [
    {
      name: 'hantei-cli',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) =>
          a.path.startsWith('node:') || !BUNDLED.test(a.path) ? { path: a.path, external: true } : undefined,
        );
        b.onLoad({ filter: /[\\/]string-width[\\/]index\.js$/ }, async (a) => {
          const text = await readFile(a.path, 'utf8');
          if (!text.includes(SEGMENTER_NOW)) throw new Error(`bundle-cli: ${a.path} changed; update SEGMENTER_NOW (lazy Intl.Segmenter)`);
          const major = Number(JSON.parse(await readFile(join(dirname(a.path), 'package.json'), 'utf8')).version.split('.')[0]);
          if (major >= 8 && !text.includes(RGI_NOW)) throw new Error(`bundle-cli: ${a.path} changed; update RGI_NOW (lazy emoji pattern)`);
          return { contents: text.replace(SEGMENTER_NOW, () => SEGMENTER_LATER).replace(RGI_NOW, () => RGI_LATER), loader: 'js' };
        });
        b.onLoad({ filter: /yargs[\\/]lib[\\/]platform-shims[\\/]esm\.mjs$/ }, async (a) => {
          const text = await readFile(a.path, 'utf8');
          if (!text.includes(YARGS_SELF)) throw new Error(`bundle-cli: ${a.path} changed; update YARGS_SELF (yargs locale lookup)`);
          return { contents: text.replace(YARGS_SELF, () => YARGS_INSTALLED), loader: 'js' };
        });
      },
    },
  ],
});

// the worker entry: everything it runs (engine, rule systems, seeds) in one file; node builtins and
// packages loaded at run time (seedrandom through createRequire) stay outside
await build({
  entryPoints: ['dist/workers/simulate.js'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outfile: 'dist/workers/simulate.bundle.js',
  logLevel: 'warning',
  plugins: [
    {
      name: 'hantei-worker',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) => ({ path: a.path, external: true }));
      },
    },
  ],
});
