import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { builtCode } from './test/setup/built-code.js';
import { isolation } from './test/setup/isolation.js';
import SlowFirst from './test/setup/sequencer.js';

// files that change what the next file would see run in a process each; the rest share one per worker (test/setup/isolation.ts)
const { own, sources } = isolation(import.meta.dirname);
// the tests import the built code, but for the files that declare they need the sources (test/setup/built-code.ts)
const built = builtCode(import.meta.dirname);
const code = { HANTEI_TEST_CODE: built.active ? 'built' : 'sources' };

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // one temporary root, compile cache and Chromium for the run; each file its own temp folder (test/setup/)
    globalSetup: ['test/setup/global.ts'],
    setupFiles: ['test/setup/private-tmp.ts'],
    // the built code (dist/: the bundled CLI test/cli/here.ts runs in-process, the package entry) loads as Node
    // loads it, not through vitest's transform (≈1 s a file for the CLI's bundle)
    server: { deps: { external: [/\/dist\//] } },
    // vitest's default (cores − 1) runs one file at a time on 2 cores, while most files spend their time waiting
    // on the CLIs, servers and browser pages they start: one file per core keeps both busy
    maxWorkers: Math.max(2, availableParallelism()),
    // the longest files first (test/setup/sequencer.ts)
    sequence: { sequencer: SlowFirst },
    projects: [
      { extends: true, plugins: [built.plugin], test: { name: 'own-process', env: code, include: own } },
      {
        extends: true,
        plugins: [built.plugin],
        test: {
          name: 'shared',
          env: code,
          isolate: false,
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...own, ...sources],
        },
      },
      { extends: true, test: { name: 'sources', env: { HANTEI_TEST_CODE: 'sources' }, include: sources } },
    ],
  },
});
