import { afterAll, describe, expect, it } from 'vitest';
import { simulate } from '../../src/api/checks.js';
import { WorkerPool } from '../../src/api/index.js';
import { accLength } from '../../src/core/accumulator.js';
import { HanteiError } from '../../src/core/errors.js';
import { CHECK_CHUNK, type Job } from '../../src/engine/plan.js';
import { MAIN_THREAD_MS, closePool, defaultPool, estimateMs, simulateJobs, workersFor } from '../../src/engine/pool.js';
import { getSystem } from '../../src/systems/index.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';
import { sampleDecks } from '../helpers.js';

const mtg = getSystem('mtg');
const decks = sampleDecks();

function mtgJob(boost: string, trials: number): Job {
  const compiled = mtg.compile({ deck: 'mono-green', check: 'green', difficulty: 3, boost, known: 0 }, V2, { decks });
  return { key: boost, system: 'mtg', kernel: 'check', compiled, trials, length: accLength(compiled), chunkSize: CHECK_CHUNK };
}

const stable = (doc: { run: unknown }): unknown => ({ ...doc, run: undefined });

// every worker started costs CPU (its modules load and warm up; ≈1.5 s under tsx when dist/ is stale): the tests
// below share the process's pools (defaultPool, which the first test starts) where a pool's own history does not
// matter; closePool ends them
afterAll(() => closePool());

describe('pools as objects: several at once, concurrent runs never harm each other', () => {
  it('concurrent simulate({ threads: 1 }) and simulate({ threads: 2 }) both complete, each with its numbers alone', async () => {
    // enough estimated work (a little over MAIN_THREAD_MS at the system's declared rate; no rate is measured yet in
    // this process) that both runs go to workers, and no more: every trial is run three times
    const trials = 1.3e7;
    expect(workersFor(estimateMs([mtgJob('on-fail', trials)], [trials]), 1)).toBe(1);
    const req = {
      system: 'mtg',
      params: { deck: 'decks/mono-green.yaml', check: 'green', difficulty: 3, boost: 'on-fail' },
      trials,
      seed: 5,
    } as const;
    const [one, two] = await Promise.all([simulate({ ...req, threads: 1 }), simulate({ ...req, threads: 2 })]);
    expect(stable(two)).toEqual(stable(one));
    expect(one.run.threads).toBe(1);
    const alone = await simulate({ ...req, threads: 0 });
    expect(stable(one)).toEqual(stable(alone));
  });

  it('aborting one of two concurrent runs on one pool leaves the other whole, with the numbers it gives alone', async () => {
    const pool = defaultPool(2);
    const jobs = [mtgJob('never', 8 * CHECK_CHUNK + 3), mtgJob('always', 6 * CHECK_CHUNK)];
    const alone = await simulateJobs(jobs, { seed: 'a', threads: 0 });
    const controller = new AbortController();
    const doomed = simulateJobs([mtgJob('on-fail', 2e9)], { seed: 'b', pool, signal: controller.signal, placement: 'workers' });
    const kept = simulateJobs(jobs, { seed: 'a', pool, placement: 'workers' });
    setTimeout(() => controller.abort(), 50);
    const err = await doomed.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HanteiError);
    expect((err as HanteiError).code).toBe('interrupted');
    const sums = await kept;
    expect(sums.map((s) => Array.from(s))).toEqual(alone.map((s) => Array.from(s)));
    // the pool is still usable after the abort
    const again = await simulateJobs(jobs, { seed: 'a', pool, placement: 'workers' });
    expect(again.map((s) => Array.from(s))).toEqual(alone.map((s) => Array.from(s)));
  });

  it('two pools live at once; closing one does not stop a run on the other', async () => {
    // the process's two pools: two WorkerPools, closed here as a caller closes its own (defaultPool makes a new one after)
    const p1 = defaultPool(1);
    const p2 = defaultPool(2);
    try {
      const job = mtgJob('on-fail', 5 * CHECK_CHUNK + 11);
      const [alone] = await simulateJobs([job], { seed: 'c', threads: 0 });
      const onP2 = simulateJobs([job], { seed: 'c', pool: p2, placement: 'workers' });
      await simulateJobs([job], { seed: 'c', pool: p1, placement: 'workers' });
      await p1.close();
      expect(p1.closed).toBe(true);
      const [r2] = await onP2;
      expect(Array.from(r2)).toEqual(Array.from(alone));
      await expect(simulateJobs([job], { seed: 'c', pool: p1, placement: 'workers' })).rejects.toThrow(/closed/);
    } finally {
      await p1.close();
    }
  });

  it('refuses a thread count that is not a whole number from 1 to 256', () => {
    expect(() => new WorkerPool({ threads: 0 })).toThrow(RangeError);
    expect(() => new WorkerPool({ threads: 1.5 })).toThrow(RangeError);
  });
});

describe('threads only when they pay', () => {
  it("a small run stays in this thread: the pool passed never starts a worker, and the numbers are the workers' numbers", async () => {
    const pool = new WorkerPool({ threads: 2 });
    try {
      const job = mtgJob('on-fail', 1e6);
      expect(workersFor(estimateMs([job], [job.trials]), 2)).toBe(0);
      const [small] = await simulateJobs([job], { seed: 'd', pool });
      expect(pool.started).toBe(false);
      const [onWorkers] = await simulateJobs([job], { seed: 'd', pool, placement: 'workers' });
      expect(pool.started).toBe(true);
      expect(Array.from(small)).toEqual(Array.from(onWorkers));
    } finally {
      await pool.close();
    }
  });

  it('a large run uses workers, as many as its estimated work needs and at most the threads', () => {
    expect(workersFor(MAIN_THREAD_MS - 1, 8)).toBe(0);
    expect(workersFor(MAIN_THREAD_MS, 8)).toBe(2);
    expect(workersFor(MAIN_THREAD_MS * 5, 8)).toBe(5);
    expect(workersFor(MAIN_THREAD_MS * 100, 8)).toBe(8);
    expect(workersFor(MAIN_THREAD_MS * 100, 1)).toBe(1);
    expect(workersFor(MAIN_THREAD_MS * 100, 0)).toBe(0);
  });
});
