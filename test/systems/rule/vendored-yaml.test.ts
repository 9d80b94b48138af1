import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exactSync } from '../../../src/api/index.js';

/*
 * The built library and CLI read YAML through the one-file copy of the yaml
 * package that scripts/bundle.mjs writes (dist/src/vendor/yaml.cjs): a rule
 * file's first read no longer resolves and compiles the package's ≈60 files.
 * The same odds and the same file:line errors as the sources give, and the
 * installed copy never loaded. Needs `npm run build` (skipped without it).
 */

const PROBE = `
const api = await import('./dist/src/lib/index.js');
const { createRequire } = await import('node:module');
const doc = await api.exact({ system: 'test/fixtures/rules/idioms/lucky.yaml', params: {} });
let error = '';
try { await api.exact({ system: 'test/fixtures/rules/bad/typo.yaml', params: {} }); } catch (e) { error = e.format('en'); }
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({
  success: doc.cells[0].success,
  error,
  vendored: loaded.some((f) => f.replace(/\\\\/g, '/').endsWith('dist/src/vendor/yaml.cjs')),
  installed: loaded.some((f) => /node_modules[\\\\/]yaml[\\\\/]/.test(f)),
}));
`;

describe.skipIf(!existsSync('dist/src/vendor/yaml.cjs'))('the built library reads rule files with the vendored yaml', () => {
  it('gives the sources’ odds and errors, loading one yaml file', { timeout: 60_000 }, () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(out.success).toBe(exactSync({ system: 'test/fixtures/rules/idioms/lucky.yaml', params: {} }).cells[0].success);
    expect(out.error).toMatch(/typo\.yaml:5: unknown key "chek"/);
    expect(out.vendored).toBe(true);
    expect(out.installed).toBe(false);
  });
});
