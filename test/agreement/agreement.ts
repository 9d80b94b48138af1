// isolation: engine/pool — simulateJobs with threads: 0 runs in this thread and starts no pool
import { expect } from 'vitest';
import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, accLength, degreeBase } from '../../src/core/accumulator.js';
import { type Cell, cellKey } from '../../src/core/grid.js';
import { chiSquared, chiSquaredCritical } from '../../src/core/stats.js';
import { CHECK_CHUNK } from '../../src/engine/plan.js';
import { simulateJobs } from '../../src/engine/pool.js';
import type { CompileContext, CompiledCheck, RuleSystem } from '../../src/systems/types.js';

/** Bound in standard errors: 4.5σ, so a correct kernel fails about once in 150,000 comparisons. */
export const SIGMAS = 4.5;

/**
 * Monte Carlo (fixed seed, through the engine in this thread) against the
 * exact distribution: success, every category and every degree bin within
 * 4.5σ, and a chi-squared test of the whole degree histogram.
 */
export async function expectAgreement(
  system: RuleSystem<unknown, CompiledCheck>,
  rules: unknown,
  cell: Cell,
  ctx: CompileContext = { decks: new Map() },
  trials = 1_000_000,
  seed = 'agreement',
): Promise<void> {
  const compiled = system.compile(cell, rules, ctx);
  const exact = system.exact(compiled);
  const [acc] = await simulateJobs(
    [{ key: cellKey(cell), system: system.id, kernel: 'check', compiled, trials, length: accLength(compiled), chunkSize: CHECK_CHUNK }],
    { seed, threads: 0 },
  );
  const label = `${system.id} ${JSON.stringify(cell)} (seed ${seed})`;
  expect(acc[ACC_TRIALS]).toBe(trials);
  const possible = trials - acc[ACC_IMPOSSIBLE];
  expect(acc[ACC_IMPOSSIBLE] / trials, `${label} impossible`).toBe(exact[ACC_IMPOSSIBLE]);
  if (possible === 0) return;
  const within = (what: string, observed: number, pExact: number): void => {
    const p = Math.min(1, Math.max(0, pExact)); // float sums may reach 1 + 2e-16
    const sigma = Math.sqrt((p * (1 - p)) / possible);
    const diff = Math.abs(observed / possible - p);
    if (sigma === 0) expect(observed / possible, `${label} ${what}`).toBeCloseTo(p, 12);
    else expect(diff / sigma, `${label} ${what}: simulated ${observed / possible} vs exact ${p}`).toBeLessThan(SIGMAS);
  };
  const pPossible = 1 - exact[ACC_IMPOSSIBLE];
  within('success', acc[ACC_SUCCESS], exact[ACC_SUCCESS] / pPossible);
  for (let c = 0; c < compiled.nCategories; c++) {
    within(`category ${system.categories[c]}`, acc[ACC_CATEGORIES + c], exact[ACC_CATEGORIES + c] / pPossible);
  }
  const base = degreeBase(compiled);
  const observed = acc.subarray(base, base + compiled.degreeSize);
  const expected = Array.from(exact.subarray(base, base + compiled.degreeSize), (w) => w / pPossible);
  for (let i = 0; i < compiled.degreeSize; i++) within(`degree ${compiled.degreeMin + i}`, observed[i], expected[i]);
  if (compiled.degreeSize > 1) {
    const { stat, df } = chiSquared(observed, expected, possible);
    expect(stat, `${label} chi-squared on ${df} df`).toBeLessThan(chiSquaredCritical(df, SIGMAS));
  }
}
