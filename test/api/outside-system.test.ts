import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/*
 * A rule system written outside hantei (test/fixtures/systems/coin/, plain
 * JavaScript importing only 'hantei/system'), registered by a program that
 * imports 'hantei' by its package name — the built entry points in dist/, as
 * a user gets them — then exact odds, a results-schema check, a simulation in
 * this thread and on two workers, and the refusals, all from that program.
 */

const C = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (C(n - 1, k - 1) * n) / k);
/** P(at least k heads of n fair coins), worked out here on its own. */
const atLeast = (n: number, k: number): number => {
  let p = 0;
  for (let j = Math.max(0, k); j <= n; j++) p += C(n, j) / 2 ** n;
  return p;
};

describe('a rule system registered from outside the package', () => {
  it('works through the built entry points, on workers too, and is refused when broken', { timeout: 60_000 }, () => {
    const r = spawnSync(process.execPath, ['test/fixtures/systems/coin/run.mjs'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const [info, exact, sim, typo, twice, reserved] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(info.label.ja).toBe('コイン（外部）');
    expect(exact.exact).toHaveLength(9);
    for (const c of exact.exact) {
      expect(c.success).toBeCloseTo(atLeast(c.params.coins, c.params.need), 12);
      expect(Number(c.fraction.num) / Number(c.fraction.den)).toBeCloseTo(atLeast(c.params.coins, c.params.need), 12);
    }
    // same seed, same numbers in this thread and on the workers (which imported the plugin's module), within the CI of exact
    expect(sim.workersStarted).toBe(true);
    expect(sim.pooled).toEqual(sim.here);
    for (const [, z] of sim.here) expect(Math.abs(z)).toBeLessThan(4.5);
    expect(typo.typo).toMatch(/unknown parameter "nede" .*did you mean "need"/);
    expect(twice.twice).toMatch(/a rule system "coin" is already registered/);
    expect(reserved.reserved).toMatch(/--threads is an option every check command has/);
  });
});
