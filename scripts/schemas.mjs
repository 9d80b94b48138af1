#!/usr/bin/env node
/*
 * The per-system parts of schemas/hantei.results-1.schema.json, generated
 * from the built-in systems' declarations (src/engine/system-schema.ts, read from
 * tsc's dist/): each system's analyses, parameter types, outcome categories
 * and ruleset keys. The rest of the file is written by hand and kept as it is.
 *
 *   node scripts/schemas.mjs          rewrite the file
 *   node scripts/schemas.mjs --check  fail if the file differs from what it would write
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { REGISTERED } = await import(join(root, 'dist/src/systems/index.js'));
const { resultsSchemaText } = await import(join(root, 'dist/src/engine/system-schema.js'));
const file = join(root, 'schemas', 'hantei.results-1.schema.json');
const now = readFileSync(file, 'utf8');
const next = resultsSchemaText(JSON.parse(now), REGISTERED);
if (process.argv.includes('--check')) {
  if (now !== next) {
    console.error('schemas/hantei.results-1.schema.json is stale: run npm run schemas');
    process.exit(1);
  }
} else if (now !== next) {
  writeFileSync(file, next);
  console.log('wrote schemas/hantei.results-1.schema.json');
}
