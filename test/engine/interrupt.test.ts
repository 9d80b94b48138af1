import { afterAll, describe, expect, it } from 'vitest';
import { accLength } from '../../src/core/accumulator.js';
import { HanteiError } from '../../src/core/errors.js';
import { CHECK_CHUNK, type Job } from '../../src/engine/plan.js';
import { closePool, defaultPool, simulateJobs } from '../../src/engine/pool.js';
import { getSystem } from '../../src/systems/index.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';
import { sampleDecks } from '../helpers.js';

const mtg = getSystem('mtg');
const decks = sampleDecks();

/** Three cells of 2e9 checks each: minutes of work, so only an abort can end the run in time. */
function hugeJobs(): Job[] {
  return ['never', 'on-fail', 'always'].map((boost) => {
    const compiled = mtg.compile({ deck: 'mono-green', check: 'green', difficulty: 3, boost, known: 0 }, V2, { decks });
    return { key: boost, system: 'mtg', kernel: 'check', compiled, trials: 2e9, length: accLength(compiled), chunkSize: CHECK_CHUNK };
  });
}

afterAll(() => closePool());

describe('an aborted simulation rejects with "interrupted" (Ctrl-C / SIGTERM)', () => {
  for (const threads of [0, 1, 2]) {
    it(`--threads ${threads}: 3 cells × 2e9 trials, abort after 300 ms`, async () => {
      const controller = new AbortController();
      const run = simulateJobs(hugeJobs(), { seed: 'x', threads, signal: controller.signal, placement: 'workers' });
      const aborted = new Promise<number>((resolve) =>
        setTimeout(() => {
          controller.abort();
          resolve(performance.now());
        }, 300),
      );
      const err = await run.then(
        () => undefined,
        (e: unknown) => e,
      );
      const delay = performance.now() - (await aborted);
      expect(err).toBeInstanceOf(HanteiError);
      expect((err as HanteiError).code).toBe('interrupted');
      expect(delay).toBeLessThan(5000); // a hang guard only: the bench measures the real delay
    });
  }

  it('an already aborted signal rejects before any work', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(simulateJobs(hugeJobs(), { seed: 'x', threads: 2, signal: controller.signal })).rejects.toMatchObject({
      code: 'interrupted',
    });
  });

  it('after an abort the next simulation starts a fresh pool and gives the same numbers as the main thread', async () => {
    const [job] = hugeJobs();
    const small = { ...job, trials: 3 * CHECK_CHUNK + 7 };
    const [pooled] = await simulateJobs([small], { seed: 'y', threads: 2, placement: 'workers' });
    const [inline] = await simulateJobs([small], { seed: 'y', threads: 0 });
    expect(Array.from(pooled)).toEqual(Array.from(inline));
  });
});

describe("the process's pools", () => {
  it('one per thread count, reused by later runs; another count gets its own beside it', async () => {
    const a = defaultPool(2);
    const [job] = hugeJobs();
    await simulateJobs([{ ...job, trials: 1000 }], { seed: 'z', threads: 2, placement: 'workers' });
    expect(defaultPool(2)).toBe(a);
    const b = defaultPool(1);
    expect(b).not.toBe(a);
    expect(a.closed).toBe(false);
    await closePool();
    expect(a.closed && b.closed).toBe(true);
    expect(defaultPool(2)).not.toBe(a);
  });
});
