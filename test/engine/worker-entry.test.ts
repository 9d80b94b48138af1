// sources: it asks where a pool worker loads from when the code runs from the TypeScript sources
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerLocation } from '../../src/engine/worker-entry.js';

/** The newest .ts file under a folder, computed here independently of the code under test. */
const newest = (dir: string): number =>
  Math.max(
    0,
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => statSync(join(e.parentPath, e.name)).mtimeMs),
  );

describe('where a pool worker loads from when the code runs from TypeScript sources', () => {
  const bundle = join('dist', 'workers', 'simulate.bundle.js');
  let built = 0;
  try {
    built = statSync(bundle).mtimeMs;
  } catch {
    // not built: the sources under tsx
  }
  const fresh = built > 0 && newest('src') <= built && newest('workers') <= built;

  it(`the built bundle when it is as new as every source (${fresh ? 'it is' : 'it is not'}), else the source under tsx`, () => {
    const where = workerLocation();
    if (fresh) expect(where).toEqual({ filename: expect.stringMatching(/\/dist\/workers\/simulate\.bundle\.js$/), execArgv: [] });
    else expect(where).toEqual({ filename: expect.stringMatching(/\/workers\/simulate\.ts$/), execArgv: ['--import', 'tsx'] });
  });

  it('the source under tsx when a TypeScript system module must load in the worker, whatever the bundle', () => {
    for (const m of ['file:///x/system.ts', '/x/system.mts', 'file:///x/system.cts'])
      expect(workerLocation([m])).toEqual({ filename: expect.stringMatching(/\/workers\/simulate\.ts$/), execArgv: ['--import', 'tsx'] });
    expect(workerLocation(['file:///x/system.mjs']).filename).toMatch(fresh ? /simulate\.bundle\.js$/ : /simulate\.ts$/);
  });
});
