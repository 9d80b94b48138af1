import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The layers of src/, top to bottom. An import only points down (or stays in
 * its folder): no folder imports a folder above it, so no two folders form a
 * cycle. docs/architecture.md draws the same order.
 */
export const LAYERS = ['cli', 'serve', 'api', 'solve', 'study', 'report', 'engine', 'systems', 'io', 'core'] as const;

// the two files at src/'s top are core's (the package folder, the version)
const TOP_FILES: Readonly<Record<string, (typeof LAYERS)[number]>> = { 'paths.ts': 'core', 'version.ts': 'core' };

const SRC = resolve('src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.ts$/.test(d.name) && !d.name.endsWith('.d.ts') ? [join(dir, d.name)] : [],
  );
}

function layerOf(file: string): number {
  const parts = relative(SRC, file).split(sep);
  const name = parts.length === 1 ? TOP_FILES[parts[0]] : parts[0];
  const i = LAYERS.indexOf(name as (typeof LAYERS)[number]);
  if (i < 0) throw new Error(`${relative(SRC, file)}: in no layer; add its folder to LAYERS`);
  return i;
}

/** Relative module specifiers a source imports or re-exports (static and dynamic). */
function relativeImports(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:from\s*|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) out.push(m[1]);
  return out;
}

/** Every import that points up a layer, as "from → to". */
export function upwardImports(files: readonly string[], read: (f: string) => string): string[] {
  const out: string[] = [];
  for (const file of files) {
    const from = layerOf(file);
    for (const spec of relativeImports(read(file))) {
      const target = resolve(dirname(file), spec).replace(/\.js$/, '.ts');
      if (!target.startsWith(SRC + sep)) continue;
      if (layerOf(target) < from) out.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
    }
  }
  return out;
}

describe('layers', () => {
  const files = sources(SRC);

  it('has every source in a layer, and every import points down', () => {
    expect(upwardImports(files, (f) => readFileSync(f, 'utf8'))).toEqual([]);
  });

  it('catches an upward import (a tampered source)', () => {
    const core = join(SRC, 'core', 'grid.ts');
    const tampered = (f: string) => (f === core ? `import { x } from '../cli/main.js';\n` : readFileSync(f, 'utf8'));
    expect(upwardImports(files, tampered)).toEqual(['core/grid.ts → cli/main.ts']);
  });

  it('is the order docs/architecture.md draws', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    expect(doc).toContain(LAYERS.join(' → '));
  });
});
