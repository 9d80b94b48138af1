import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * The test-only rule systems (test/fixtures/systems/*) are TypeScript, and a
 * worker thread of the built code loads a system's module as Node does: no
 * TypeScript. So the run's global setup compiles each into the run's
 * temporary root, its imports of the sources pointing at their built files
 * (dist/src/…), and a test hands that module to registerSystem while the
 * tests run the built code (setup/built-code.ts). On the sources, the
 * TypeScript module itself, which workers load under tsx.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/systems/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Compiles every test system into `out` (`<name>.mjs`). */
export async function compileTestSystems(out: string): Promise<void> {
  const { build } = await import('esbuild');
  const names = readdirSync(FIXTURES, { withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(join(FIXTURES, e.name)).includes('index.ts'))
    .map((e) => e.name);
  await Promise.all(
    names.map((name) =>
      build({
        entryPoints: [join(FIXTURES, name, 'index.ts')],
        outfile: join(out, `${name}.mjs`),
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'warning',
        plugins: [
          {
            name: 'sources-to-built',
            setup(b) {
              // the system's own files are compiled in; an import of the sources is the built file, as it is
              b.onResolve({ filter: /^\./ }, (args) => {
                const file = resolve(args.resolveDir, args.path);
                const from = relative(ROOT, file);
                if (!from.startsWith('src/')) return undefined;
                return { path: pathToFileURL(join(ROOT, 'dist', from)).href, external: true };
              });
            },
          },
        ],
      }),
    ),
  );
}

/** The module of a test system that worker threads import: its compiled copy on the built code, else its source. */
export function testSystemModule(name: string): string {
  const compiled = process.env.HANTEI_TEST_SYSTEMS;
  if (process.env.HANTEI_TEST_CODE === 'built' && compiled) return pathToFileURL(join(compiled, `${name}.mjs`)).href;
  return pathToFileURL(join(FIXTURES, name, 'index.ts')).href;
}
