import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGISTERED } from '../../src/systems/index.js';

/*
 * A system is one folder, and the flow is one way: system folder → registry →
 * generic layers. Outside src/systems/<id>/, code reaches a system only
 * through its index.ts (what the registry imports), and never branches on a
 * system's id: what a generic layer needs of a system is in the contract
 * (systems/types.ts), asked as `system.decks?.…`, `system.rate`, ….
 */

const ROOT = resolve('.');
const SYSTEMS_DIR = join(ROOT, 'src', 'systems');
const IDS = REGISTERED.map((s) => s.id);
const FOLDERS = readdirSync(SYSTEMS_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.ts$/.test(d.name) && !d.name.endsWith('.d.ts') ? [join(dir, d.name)] : [],
  );
}

/** Module specifiers a source imports or re-exports (static, bare and dynamic). */
function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm,
  ))
    out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

/** The imports of `file` (its text `text`) that reach into a system folder other than its own, past its index.ts. */
function boundaryViolations(file: string, text: string): string[] {
  const own = relative(SYSTEMS_DIR, file).split(sep);
  const ownFolder = own.length > 1 && !own[0].startsWith('..') ? own[0] : undefined;
  return specifiers(text)
    .filter((s) => s.startsWith('.'))
    .filter((s) => {
      const target = relative(SYSTEMS_DIR, resolve(dirname(file), s)).split(sep);
      if (target[0].startsWith('..') || target.length < 2 || !FOLDERS.includes(target[0])) return false;
      return target[0] !== ownFolder && !/^index\.(js|ts)$/.test(target.slice(1).join('/'));
    });
}

/** Places where code compares with a registered system's id (`system.id === 'mtg'`, `case '2d6':`). */
function idBranches(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const ids = IDS.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return [
    ...code.matchAll(new RegExp(`(?:[!=]==\\s*['"](?:${ids})['"]|['"](?:${ids})['"]\\s*[!=]==|case\\s+['"](?:${ids})['"])`, 'g')),
  ].map((m) => m[0]);
}

const GENERIC = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'workers'))].filter(
  (f) => !FOLDERS.some((d) => f.startsWith(join(SYSTEMS_DIR, d) + sep)),
);

describe('the system folders are reached only through their index.ts', () => {
  it('the checks find what they look for (so a pass means something)', () => {
    const file = join(ROOT, 'src', 'api', 'x.ts');
    expect(
      boundaryViolations(file, "import { V2 } from '../systems/mtg/ruleset.js';\nimport { mtg } from '../systems/mtg/index.js';"),
    ).toEqual(['../systems/mtg/ruleset.js']);
    expect(boundaryViolations(file, "export type { X } from '../systems/twod6/rules.js';")).toEqual(['../systems/twod6/rules.js']);
    expect(boundaryViolations(file, "const m = await import('../systems/d6chain/exact.js');")).toEqual(['../systems/d6chain/exact.js']);
    expect(
      boundaryViolations(
        join(SYSTEMS_DIR, 'mtg', 'decks.ts'),
        "import { relation } from './rules.js';\nimport type { DeckSupport } from '../types.js';",
      ),
    ).toEqual([]);
    expect(boundaryViolations(join(SYSTEMS_DIR, 'mtg', 'decks.ts'), "import { x } from '../twod6/rules.js';")).toEqual([
      '../twod6/rules.js',
    ]);
    expect(
      idBranches(
        "if (a.system === 'mtg') x();\nconst y = '2d6' !== s.id;\nswitch (id) { case 'drawsteel': }\n// system.id === 'mtg' in a comment",
      ),
    ).toEqual(["=== 'mtg'", "'2d6' !==", "case 'drawsteel'"]);
  });

  it(`no file outside src/systems/<id>/ imports a system's internals (${GENERIC.length} files)`, () => {
    expect(GENERIC.length).toBeGreaterThan(50);
    const found = GENERIC.flatMap((f) => boundaryViolations(f, readFileSync(f, 'utf8')).map((s) => `${relative(ROOT, f)} imports ${s}`));
    expect(found).toEqual([]);
  });

  it('no system folder imports another system folder', () => {
    const inside = FOLDERS.flatMap((d) => sources(join(SYSTEMS_DIR, d)));
    const found = inside.flatMap((f) => boundaryViolations(f, readFileSync(f, 'utf8')).map((s) => `${relative(ROOT, f)} imports ${s}`));
    expect(found).toEqual([]);
  });

  it("no generic code branches on a system's id", () => {
    const found = GENERIC.flatMap((f) => idBranches(readFileSync(f, 'utf8')).map((b) => `${relative(ROOT, f)}: ${b}`));
    expect(found).toEqual([]);
  });
});
