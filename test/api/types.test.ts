import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve('.');
const tsc = join(root, 'node_modules', '.bin', 'tsc');

describe('the library is typed per system', () => {
  it('test/api/types/usage.ts typechecks, and each @ts-expect-error line is an error', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-types-'));
    try {
      const config = join(dir, 'tsconfig.json');
      writeFileSync(
        config,
        JSON.stringify({
          compilerOptions: {
            target: 'es2022',
            module: 'nodenext',
            moduleResolution: 'nodenext',
            lib: ['es2023'],
            types: ['node'],
            typeRoots: [join(root, 'node_modules', '@types')],
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            resolveJsonModule: true,
          },
          files: [join(root, 'test/api/types/usage.ts')],
        }),
      );
      const r = spawnSync(tsc, ['-p', config], { encoding: 'utf8' });
      expect(r.status, r.stdout + r.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // and the file does expect errors (a check that cannot fail is no check)
    expect(readFileSync('test/api/types/usage.ts', 'utf8').match(/@ts-expect-error/g)?.length).toBeGreaterThanOrEqual(8);
  });
});

/*
 * Casts that erase types (`as never`, `as unknown as`) hide mistakes at the
 * boundaries between modules. This count may only go down (0.2 had 11 and 23;
 * what is left sits at third-party types: yargs' argv, vega-lite's spec,
 * xz-decompress's streams, the page's window). None in the library's api/.
 */
const CAST_LIMIT = { 'as never': 2, 'as unknown as': 17 } as const;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('no type-erasing casts', () => {
  it(`src/ has at most ${CAST_LIMIT['as never']} "as never" and ${CAST_LIMIT['as unknown as']} "as unknown as"`, () => {
    const found: Record<string, string[]> = { 'as never': [], 'as unknown as': [] };
    for (const file of sources('src')) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const cast of Object.keys(found)) if (line.includes(cast)) found[cast].push(`${relative(root, file)}:${i + 1}`);
        });
    }
    expect(found['as never'].length, found['as never'].join('\n')).toBeLessThanOrEqual(CAST_LIMIT['as never']);
    expect(found['as unknown as'].length, found['as unknown as'].join('\n')).toBeLessThanOrEqual(CAST_LIMIT['as unknown as']);
    expect([...found['as never'], ...found['as unknown as']].filter((at) => at.startsWith('src/api/'))).toEqual([]);
  });
});
