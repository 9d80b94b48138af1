import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vitest/config';

/*
 * The tests import the code as tsc built it (dist/src/…/*.js, loaded by Node
 * itself: vitest.config.ts keeps dist/ external) instead of the TypeScript
 * sources through vitest's transform: the same code, as it ships, loaded
 * faster (summed over a run, vitest's transform and import times fell from
 * ≈41 s to ≈27 s; each file that runs in a process of its own loads its
 * modules again). `npm test` builds first. When the build is older than a
 * source (an edit since `npm run build`) or misses one, every import keeps to
 * the sources, so a test never sees a mix of an edit and the code before it.
 * The build's time is that of the command line's bundle (BUILD_MARK), not of
 * each built file: tsc builds incrementally, and keeps the older built file of
 * a source touched but not changed. Test files that need the sources
 * themselves say so in a line of their own (vitest.config.ts runs them
 * without this plugin):
 *
 *   // sources: it asks where a pool worker loads from when the code runs from the TypeScript sources
 */
export const SOURCES_DECLARATION = /^[ \t]*\/\/ sources: \S/m;

/** The folders tsc compiles into dist/ that tests import from, and those it leaves out (tsconfig.json). */
function compiled(root: string): { folders: string[]; excluded: string[] } {
  const config = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { include: string[]; exclude?: string[] };
  return { folders: config.include.map((f) => join(root, f)), excluded: (config.exclude ?? []).map((f) => join(root, f)) };
}

/** The .ts files under a folder (not declarations), less the excluded folders. */
function sources(dir: string, excluded: string[]): string[] {
  if (excluded.includes(dir) || !existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p, excluded);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The built file of a source (whether it exists or not). */
const builtOf = (root: string, source: string): string => join(root, 'dist', relative(root, source)).replace(/\.ts$/, '.js');

/** scripts/bundle.mjs writes it anew at every build, after tsc: its time is when the build last read the sources. */
export const BUILD_MARK = 'dist/src/bundle/main.js';

/**
 * The first source changed since the last build or never built (BUILD_MARK itself when there is no build), or
 * undefined when the build holds every source as it is.
 */
export function staleSource(root: string): string | undefined {
  const mark = join(root, BUILD_MARK);
  if (!existsSync(mark)) return BUILD_MARK;
  const builtAt = statSync(mark).mtimeMs;
  const { folders, excluded } = compiled(root);
  for (const source of folders.flatMap((f) => sources(f, excluded)))
    if (!existsSync(builtOf(root, source)) || statSync(source).mtimeMs > builtAt) return relative(root, source);
  return undefined;
}

/**
 * Whether the tests run the built code (the build holds every source; else a warning says which source is newer),
 * and the vite plugin that then resolves an import of a compiled source to its built file.
 */
export function builtCode(root: string): { active: boolean; plugin: Plugin } {
  const { folders, excluded } = compiled(root);
  const stale = staleSource(root);
  const why = stale === BUILD_MARK ? `there is no build (${BUILD_MARK})` : `dist/ is older than ${stale}`;
  if (stale) console.warn(`tests import the TypeScript sources: ${why} (npm test builds first; npm run build)`);
  const plugin: Plugin = {
    name: 'hantei-built-code',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (stale || !importer || !(source.startsWith('.') || source.startsWith('/'))) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = found?.id;
      if (!id || !id.endsWith('.ts') || !folders.some((f) => id.startsWith(f + '/')) || excluded.some((f) => id.startsWith(f + '/')))
        return null;
      return builtOf(root, id);
    },
  };
  return { active: !stale, plugin };
}
