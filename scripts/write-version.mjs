// `npm version` (the package's "version" script): src/version.ts follows package.json's new version.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const file = new URL('src/version.ts', root);
const text = readFileSync(file, 'utf8').replace(/export const VERSION = '[^']*';/, `export const VERSION = '${version}';`);
writeFileSync(file, text);
