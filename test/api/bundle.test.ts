import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The package's entries ('hantei', 'hantei/report', 'hantei/system') are the
 * library bundled by scripts/bundle.mjs into dist/src/lib/; tsc's dist/src/api/
 * is the same code module by module. One program (test/fixtures/library/
 * probe.mjs: exact odds of every system, decks and card data, presets, the
 * worker pool, a scenario, charts, schema validation, errors) must print the
 * same through either, and the bundle's three entries must share one copy of
 * each module.
 */
const root = resolve('.');

function probe(entries: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['test/fixtures/library/probe.mjs', entries], { cwd: root, encoding: 'utf8' });
}

/** Every chunk a bundle folder holds is imported by one of its files: nothing left over from an earlier build. */
function unreferencedChunks(dir: string): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const text = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  return files.filter((f) => f.startsWith('chunk-') && !text.includes(`./${f}`));
}

describe('the bundled library', () => {
  it("is what the package's entries resolve to", () => {
    const code = `for (const s of ['hantei', 'hantei/report', 'hantei/system']) console.log(import.meta.resolve(s));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    const lib = pathToFileURL(join(root, 'dist', 'src', 'lib')).href;
    expect(r.stdout.trim().split('\n')).toEqual([`${lib}/index.js`, `${lib}/report.js`, `${lib}/system.js`]);
  });

  it('holds no chunk an earlier build left', () => {
    expect(unreferencedChunks(join(root, 'dist', 'src', 'lib'))).toEqual([]);
    expect(unreferencedChunks(join(root, 'dist', 'src', 'bundle'))).toEqual([]);
  });

  it("gives what tsc's output gives, one module copy for its three entries", { timeout: 120_000 }, () => {
    const bundled = probe('dist/src/lib');
    expect(bundled.stderr).toBe('');
    expect(bundled.status).toBe(0);
    const lines = bundled.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const [twoD6, d6chain, mtg, sim, turn, charts, identity, typo] = lines;
    expect(twoD6.cells).toHaveLength(12);
    expect(d6chain.rules.criticalValue).toBe(6);
    expect(mtg.ruleset).toBe('v1');
    expect(new Set(mtg.cells.map((c: { params: { deck: string } }) => c.params.deck))).toEqual(new Set(['mono-green', 'selesnya']));
    // the workers ran (found from the bundle's own file) and gave this thread's numbers
    expect(sim.started).toBe(true);
    expect(sim.pooled.cells).toEqual(sim.here.cells);
    expect(turn.pooled.scenarios).toEqual(turn.here.scenarios);
    expect(charts.length).toBeGreaterThan(0);
    expect(identity).toEqual({ sameError: true, sameRegister: true, reportReExport: true });
    expect(typo.typo).toMatch(/unknown parameter "modifer" .*did you mean "modifier"/);

    const compiled = probe('dist/src/api');
    expect(compiled.status, compiled.stderr).toBe(0);
    expect(bundled.stdout).toBe(compiled.stdout);
  });
});
