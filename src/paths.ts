import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from './version.js';

/** The package folder, found once per process. */
let found: string | undefined;

function findPackage(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const data = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string };
      if (data.name === 'hantei') return dir;
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('hantei package.json not found');
    dir = up;
  }
}

/** The package folder, whether running from src/ (tsx, vitest) or dist/src/. */
export function packageRoot(): string {
  return (found ??= findPackage());
}

/** hantei's version (a constant: src/version.ts). */
export function packageVersion(): string {
  return VERSION;
}
