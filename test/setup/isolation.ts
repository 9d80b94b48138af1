import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SOURCES_DECLARATION } from './built-code.js';

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
 * deliberately broad: a file wrongly kept apart only costs a process start,
 * and one that shows a marker but changes nothing that lasts says why in a
 * declaration (below). The rule files' folder is matched with its slash: a
 * test may load its files as systems, while the rulesets folder beside it
 * holds files that are only read.
 */
const MARKERS =
  /registerSystem|setSystemResolver|importSystems|installRuleFiles|loadRule\(|run-here|src\/cli\/|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|process\.on\(|process\.chdir|vi\.(mock|stub|spyOn|useFakeTimers)|fixtures\/rules\/|hantei\.rule\/1|sharedBrowser|chromium|engine\/pool|serve\/|workers\//;

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

/*
 * A file that shows a marker yet changes nothing a later file sees (the
 * marker is in text it only reads, or what it changes it puts back) says so
 * in a line of its own, naming the markers it answers and why:
 *
 *   // isolation: serve/ — its servers close in afterAll
 *   // isolation: process.env.HANTEI_CARDS, vi.spyOn — put back in afterAll
 *
 * A declaration covers a marker that begins with a name it gives (from the
 * file or from a test helper it imports) and nothing else: a marker the file
 * gains later keeps it apart again until it is answered too.
 */
const DECLARATION = /^[ \t]*\/\/ isolation: (.+?) — (\S.*)$/gm;

/** The markers a file's declarations answer. */
function declared(text: string): string[] {
  return [...text.matchAll(DECLARATION)].flatMap(([, names]) =>
    names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

/** The markers a file or the test helpers it imports (from test/) show, less those it declares. */
function markersOf(file: string, root: string, seen: Map<string, string[]>): string[] {
  const known = seen.get(file);
  if (known) return known;
  seen.set(file, []);
  if (PUTS_BACK.has(file)) return [];
  const text = readFileSync(join(root, file), 'utf8');
  const answered = declared(text);
  const found = [...text.replace(DECLARATION, '').matchAll(new RegExp(MARKERS.source, 'g'))].map((m) => m[0]);
  for (const [, spec] of text.matchAll(/from '(\.[^']+)'/g)) {
    const target = relative(root, resolve(root, dirname(file), spec.replace(/\.js$/, '.ts')));
    if (!target.startsWith(`${TEST}/`) || !existsSync(join(root, target))) continue;
    found.push(...markersOf(target, root, seen).map((via) => (via.includes(' (') ? via : `${via} (${target})`)));
  }
  const left = found.filter((m) => !answered.some((name) => m.startsWith(name)));
  seen.set(file, left);
  return left;
}

/** The marker that keeps a file apart (the first it shows and does not declare), or undefined when it shares. */
export function markerOf(file: string, root: string, seen = new Map<string, string[]>()): string | undefined {
  return markersOf(file, root, seen)[0];
}

/**
 * The test files (paths from `root`) that run in a process of their own, those that share one, and those that
 * import the TypeScript sources instead of the built code (each in a process of its own; setup/built-code.ts).
 */
export function isolation(root: string): { own: string[]; shared: string[]; sources: string[] } {
  const seen = new Map<string, string[]>();
  const all = testFiles(join(root, TEST)).map((f) => relative(root, f).split('\\').join('/'));
  const sources = all.filter((f) => SOURCES_DECLARATION.test(readFileSync(join(root, f), 'utf8')));
  const files = all.filter((f) => !sources.includes(f));
  return {
    own: files.filter((f) => markerOf(f, root, seen) !== undefined),
    shared: files.filter((f) => markerOf(f, root, seen) === undefined),
    sources,
  };
}
