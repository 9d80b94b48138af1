// Under tsx (tests of the sources): a worker entry written in TypeScript loads through require, which tsx
// hooks in a worker started from a file (not an eval'd one, nor an ESM entry); engine/module-check.ts uses it.
require(require('node:worker_threads').workerData.entry);
