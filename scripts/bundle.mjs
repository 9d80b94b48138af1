/**
 * The build's bundles (esbuild), so that neither a command nor a library
 * import resolves and links ≈130 modules one by one, which was most of their
 * start-up. Bare package imports stay runtime imports from node_modules (vega,
 * piscina, ajv are loaded only by what uses them), except yargs and its
 * helpers in the CLI.
 *
 * - The command line (dist/src/bundle/, what bin/hantei.js runs): each
 *   command a separate, lazily imported chunk.
 * - The library (dist/src/lib/, the package's `hantei`, `hantei/report` and
 *   `hantei/system`): one build of the three entries, so they share one copy
 *   of every module (one system registry, one HanteiError class); the types
 *   stay tsc's dist/src/api/*.d.ts.
 * - The pool's worker entry (dist/workers/simulate.bundle.js): each worker a
 *   simulation starts loads one file instead of ≈40 modules.
 *
 * - The chart renderer's worker (dist/workers/render-svg.bundle.js), with vega
 *   and vega-lite inside: a report's first chart waited ≈300 ms of CPU for
 *   Node to resolve and compile their ≈400 ES modules one by one; the one
 *   file takes about half that.
 * - The YAML parser (dist/src/vendor/yaml.cjs): the `yaml` package's ≈60
 *   CommonJS files in one, which the CLI's and the library's lazy loader
 *   (core/lazy.ts) require instead: a rule file's first read took ≈75 ms
 *   resolving and compiling them, the one file ≈30 ms.
 *
 * The CLI and library bundles sit at the same depth as dist/src/engine/, so
 * the code's paths from its own file (`../../workers/…`, the package folder)
 * resolve from either.
 */
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// every path below is the package's, whatever folder the script is started from
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

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

/** Every bare import (a package, a node builtin) stays a runtime import: the library's and the worker's bundles hold hantei's code only. */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (a) => ({ path: a.path, external: true }));
  },
};

// the lazy loader of the CLI and library bundles takes the packages built into one file below (paths from
// dist/src/bundle/ and dist/src/lib/, the chunks' folders); the worker's bundle keeps node_modules' copies
const LAZY_SELF = 'return () => (loaded ??= require(id));';
const LAZY_VENDORED = "const vendored = { yaml: '../vendor/yaml.cjs' };\n  return () => (loaded ??= require(vendored[id] ?? id));";
const vendoredLazy = {
  name: 'vendored-lazy',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]src[\\/]core[\\/]lazy\.js$/ }, async (a) => {
      const text = await readFile(a.path, 'utf8');
      if (!text.includes(LAZY_SELF)) throw new Error(`bundle: ${a.path} changed; update LAZY_SELF (vendored yaml)`);
      return { contents: text.replace(LAZY_SELF, () => LAZY_VENDORED), loader: 'js' };
    });
  },
};

// the two chunked bundles are this script's alone: cleared first, so no chunk of an earlier build is left to be packed
for (const dir of ['dist/src/bundle', 'dist/src/lib']) rmSync(dir, { recursive: true, force: true });

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
    vendoredLazy,
    {
      name: 'hantei-cli',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) =>
          a.path.startsWith('node:') || !BUNDLED.test(a.path) ? { path: a.path, external: true } : undefined,
        );
        b.onLoad({ filter: /[\\/]string-width[\\/]index\.js$/ }, async (a) => {
          const text = await readFile(a.path, 'utf8');
          if (!text.includes(SEGMENTER_NOW)) throw new Error(`bundle: ${a.path} changed; update SEGMENTER_NOW (lazy Intl.Segmenter)`);
          const major = Number(JSON.parse(await readFile(join(dirname(a.path), 'package.json'), 'utf8')).version.split('.')[0]);
          if (major >= 8 && !text.includes(RGI_NOW)) throw new Error(`bundle: ${a.path} changed; update RGI_NOW (lazy emoji pattern)`);
          return { contents: text.replace(SEGMENTER_NOW, () => SEGMENTER_LATER).replace(RGI_NOW, () => RGI_LATER), loader: 'js' };
        });
        b.onLoad({ filter: /yargs[\\/]lib[\\/]platform-shims[\\/]esm\.mjs$/ }, async (a) => {
          const text = await readFile(a.path, 'utf8');
          if (!text.includes(YARGS_SELF)) throw new Error(`bundle: ${a.path} changed; update YARGS_SELF (yargs locale lookup)`);
          return { contents: text.replace(YARGS_SELF, () => YARGS_INSTALLED), loader: 'js' };
        });
      },
    },
  ],
});

// the library: its three entries in one build (shared chunks, so each module is loaded once whichever entries a
// program imports); what they import dynamically (charts, validation, the pool) stays a lazily loaded chunk
await build({
  entryPoints: { index: 'dist/src/api/index.js', report: 'dist/src/api/report.js', system: 'dist/src/api/system.js' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: 'dist/src/lib',
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  logLevel: 'warning',
  plugins: [vendoredLazy, packagesOutside],
});

// the YAML parser as one CommonJS file (what vendoredLazy points at)
await build({
  entryPoints: ['node_modules/yaml/dist/index.js'],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  outfile: 'dist/src/vendor/yaml.cjs',
  logLevel: 'warning',
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
  plugins: [packagesOutside],
});

// the chart renderer's worker with vega and vega-lite built in (their licence comments kept at the end)
await build({
  entryPoints: ['dist/workers/render-svg.js'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'eof',
  outfile: 'dist/workers/render-svg.bundle.js',
  logLevel: 'warning',
});
