// isolation: vi.spyOn, workers/ — the spy is restored in a finally; workers/ only names folders of the projects it writes
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_MARK, builtCode, staleSource } from './built-code.js';
import { workerLocation } from '../../src/engine/worker-entry.js';

/** A project whose files were last changed at the given times (seconds since the epoch). */
function project(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'hantei-built-'));
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ include: ['src', 'workers'], exclude: ['src/page'] }));
  for (const [f, at] of Object.entries(files)) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), '');
    utimesSync(join(root, f), at, at);
  }
  return root;
}

/** What the plugin resolves `source` to, given what the default resolution finds. */
async function resolved(root: string, found: string | undefined): Promise<string | null | undefined> {
  const hook = builtCode(root).plugin.resolveId as (this: unknown, s: string, i: string, o: object) => Promise<string | null>;
  const context = { resolve: async () => (found ? { id: found } : null) };
  return hook.call(context, './x.js', join(root, 'test', 'x.test.ts'), {});
}

describe('the tests import the built code while the build holds every source', () => {
  it('a build newer than every source is fresh; an edit since, or a source never built, is named', () => {
    const built = {
      'src/a.ts': 100,
      'src/b/c.ts': 100,
      'workers/w.ts': 100,
      'dist/src/a.js': 200,
      'dist/src/b/c.js': 200,
      'dist/workers/w.js': 200,
      [BUILD_MARK]: 200,
    };
    // the excluded folder (the page, built by esbuild) and declarations have no tsc output to compare
    expect(staleSource(project({ ...built, 'src/page/p.ts': 300, 'src/d.d.ts': 300 }))).toBeUndefined();
    expect(staleSource(project({ ...built, 'src/b/c.ts': 300 }))).toBe('src/b/c.ts');
    expect(staleSource(project({ ...built, 'workers/new.ts': 50 }))).toBe('workers/new.ts');
    // tsc's incremental build keeps the older built file of a source touched but not changed: the build's time counts
    expect(staleSource(project({ ...built, 'src/b/c.ts': 300, [BUILD_MARK]: 400 }))).toBeUndefined();
    // tsc's output alone, without the bundles of a whole build, is not a build
    const { [BUILD_MARK]: _mark, ...tscOnly } = built;
    expect(staleSource(project(tscOnly))).toBe(BUILD_MARK);
  });

  it('resolves a compiled source to its built file, and leaves the page, packages and a stale build alone', async () => {
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const root = project({ 'src/a.ts': 100, 'src/page/p.ts': 100, 'dist/src/a.js': 200, [BUILD_MARK]: 200 });
      expect(await resolved(root, join(root, 'src/a.ts'))).toBe(join(root, 'dist/src/a.js'));
      expect(await resolved(root, join(root, 'src/page/p.ts'))).toBeNull();
      expect(await resolved(root, join(root, 'node_modules/yaml/x.ts'))).toBeNull();
      expect(await resolved(root, undefined)).toBeNull();
      expect(quiet).not.toHaveBeenCalled();
      expect(builtCode(root).active).toBe(true);
      const stale = project({ 'src/a.ts': 300, 'dist/src/a.js': 200, [BUILD_MARK]: 200 });
      expect(builtCode(stale).active).toBe(false);
      expect(String(quiet.mock.calls[0]?.[0])).toMatch(/older than src\/a\.ts/);
      expect(await resolved(stale, join(stale, 'src/a.ts'))).toBeNull();
      expect(builtCode(project({ 'src/a.ts': 100, 'dist/src/a.js': 200 })).active).toBe(false);
      expect(String(quiet.mock.calls.at(-1)?.[0])).toMatch(/there is no build \(dist\/src\/bundle\/main\.js\)/);
    } finally {
      quiet.mockRestore();
    }
  });

  it('this file runs the code the run chose: after a build (npm test builds first), the built code, whose pool worker entry is the bundle', () => {
    const where = workerLocation().filename;
    if (process.env.HANTEI_TEST_CODE === 'built') expect(where).toMatch(/\/dist\/workers\/simulate\.bundle\.js$/);
    // on the sources (an edit since the build): the sources' choice (src/engine/worker-entry.ts), from workers/ at the root
    else expect(where).toMatch(/\/(workers\/simulate\.ts|dist\/workers\/simulate\.bundle\.js)$/);
  });
});
