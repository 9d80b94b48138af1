import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `import { exact } from 'hantei'` loads no chart, validation or pool code:
 * vega, vega-lite, ajv and piscina load when a chart, a validation or a
 * simulation is first asked for. Run from a consumer folder against the built
 * package (dist/), every module node resolves recorded by a loader hook (ESM)
 * and require.cache (CommonJS).
 */
const root = resolve('.');
const app = mkdtempSync(join(tmpdir(), 'hantei-light-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

const HEAVY = ['vega', 'vega-lite', 'vega-embed', 'ajv', 'piscina'];

function packagesLoaded(script: string): string[] {
  if (!existsSync(join(app, 'node_modules'))) {
    mkdirSync(join(app, 'node_modules'));
    symlinkSync(root, join(app, 'node_modules', 'hantei'), 'dir');
    writeFileSync(join(app, 'package.json'), JSON.stringify({ type: 'module' }));
    const hook = `export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write('LOADED ' + r.url + '\\n'); return r; }`;
    writeFileSync(
      join(app, 'hooks.mjs'),
      `import { register } from 'node:module';\nregister('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));\n`,
    );
  }
  const probe = `${script}\nimport { createRequire } from 'node:module';\nfor (const k of Object.keys(createRequire(import.meta.url).cache)) process.stderr.write('LOADED ' + k + '\\n');\n`;
  const r = spawnSync(process.execPath, ['--import', './hooks.mjs', '--input-type=module', '-e', probe], { cwd: app, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const names = [...r.stderr.matchAll(/^LOADED .*?node_modules\/((?:@[^/]+\/)?[^/]+)/gm)].map((m) => m[1]);
  return [...new Set(names)];
}

describe('a light library', () => {
  it('importing exact loads no chart, validation or pool code, and neither does an exact answer', { timeout: 60_000 }, () => {
    expect(existsSync(join(root, 'dist', 'src', 'api', 'index.js'))).toBe(true);
    const imported = packagesLoaded(`import { exact } from 'hantei';`);
    expect(imported.filter((p) => HEAVY.includes(p))).toEqual([]);
    const answered = packagesLoaded(
      `import { exactSync } from 'hantei';\nif (exactSync({ system: '2d6', params: { ability: 3, difficulty: 8 } }).at({}).success === null) process.exit(3);`,
    );
    expect(answered.filter((p) => HEAVY.includes(p))).toEqual([]);
    // the probe sees them when they are asked for
    const validated = packagesLoaded(
      `import { exactSync } from 'hantei';\nimport { validateResults } from 'hantei/report';\nvalidateResults(JSON.parse(JSON.stringify(exactSync({ system: '2d6', params: { ability: 3, difficulty: 8 } }))));`,
    );
    expect(validated).toContain('ajv');
  });
});
