import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * Which test files run in a process of their own. vitest starts a fresh
 * process per file by default, and loading the code under test again for each
 * of ≈160 files was a fifth of the suite's CPU time; most files only call pure
 * functions and can share a process, one after another (vitest.config.ts).
 * A file keeps its own process when it, or a test helper it imports, changes
 * what the next file would see: the system registry (a registered system, a
 * rule file loaded in-process), the process (its environment, signal
 * handlers, the in-process CLI, which sets the message language), mocks, or a
 * browser, server or worker pool that outlives its tests. The markers are
 * deliberately broad: a file wrongly kept apart only costs a process start.
 */
const MARKERS =
  /registerSystem|setSystemResolver|importSystems|installRuleFiles|loadRule\(|run-here|src\/cli\/|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|process\.on\(|process\.chdir|vi\.(mock|stub|spyOn|useFakeTimers)|fixtures\/rules|hantei\.rule\/1|sharedBrowser|chromium|engine\/pool|serve\/|workers\//;

const TEST = 'test';

/**
 * Test helpers that change the process only for the length of a call and put
 * back what they changed (the environment, working folder, streams and the
 * listeners the code under test adds): using one does not keep a file apart.
 * test/cli/here.ts runs the built CLI, whose modules are its own copy.
 */
const PUTS_BACK = new Set(['test/cli/here.ts']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

/** The marker a file or one of the test helpers it imports (from test/) shows, or undefined. */
function markerOf(file: string, root: string, seen: Map<string, string | undefined>): string | undefined {
  if (seen.has(file)) return seen.get(file);
  seen.set(file, undefined);
  if (PUTS_BACK.has(file)) return undefined;
  const text = readFileSync(join(root, file), 'utf8');
  let found = MARKERS.exec(text)?.[0];
  for (const [, spec] of found ? [] : text.matchAll(/from '(\.[^']+)'/g)) {
    const target = relative(root, resolve(root, dirname(file), spec.replace(/\.js$/, '.ts')));
    if (!target.startsWith(`${TEST}/`) || !existsSync(join(root, target))) continue;
    const via = markerOf(target, root, seen);
    if (via) {
      found = `${via} (${target})`;
      break;
    }
  }
  seen.set(file, found);
  return found;
}

/** The test files (paths from `root`) that run in a process of their own, and those that share one. */
export function isolation(root: string): { own: string[]; shared: string[] } {
  const seen = new Map<string, string | undefined>();
  const files = testFiles(join(root, TEST)).map((f) => relative(root, f).split('\\').join('/'));
  return {
    own: files.filter((f) => markerOf(f, root, seen) !== undefined),
    shared: files.filter((f) => markerOf(f, root, seen) === undefined),
  };
}
