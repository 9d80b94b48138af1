import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirst from './test/setup/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // one temporary root, compile cache and Chromium for the run; each file its own temp folder (test/setup/)
    globalSetup: ['test/setup/global.ts'],
    setupFiles: ['test/setup/private-tmp.ts'],
    // vitest's default (cores − 1) runs one file at a time on 2 cores, while most files spend their time waiting
    // on the CLIs, servers and browser pages they start: one file per core keeps both busy
    maxWorkers: Math.max(2, availableParallelism()),
    // the longest files first (test/setup/sequencer.ts)
    sequence: { sequencer: SlowFirst },
  },
});
