import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('API reference', () => {
  it('every export has TSDoc with an @example, and docs/api/ is what npm run docs writes', () => {
    // reads the .d.ts that npm run build (tsc) has just written
    const r = spawnSync(process.execPath, ['scripts/api-docs.mjs', '--check'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });
});
