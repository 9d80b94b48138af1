import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package folder and its version, found once per process: every results document names the version, and a cold exact() paid for the search and two reads. */
let found: { dir: string; version: string } | undefined;

function findPackage(): { dir: string; version: string } {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const data = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string; version?: string };
      if (data.name === 'hantei') return { dir, version: String(data.version) };
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('hantei package.json not found');
    dir = up;
  }
}

/** The package folder, whether running from src/ (tsx, vitest) or dist/src/. */
export function packageRoot(): string {
  return (found ??= findPackage()).dir;
}

export function packageVersion(): string {
  return (found ??= findPackage()).version;
}
