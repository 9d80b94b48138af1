import { describe, expect, it } from 'vitest';
import { accLength } from '../../src/core/accumulator.js';
import { CHECK_CHUNK, type Job, planChunks } from '../../src/engine/plan.js';
import { estimateMs, simulateJobs, workersFor } from '../../src/engine/pool.js';
import { getSystem } from '../../src/systems/index.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';
import { sampleDecks } from '../helpers.js';
import { hantei } from '../cli/cli.js';
import { hanteiHere } from '../cli/here.js';
import { exampleCells, registeredForTests } from '../registry.js';

/** The results document without what legitimately varies between runs (timing, thread count). */
function stable(json: string): unknown {
  const doc = JSON.parse(json) as { run: unknown };
  const { run: _run, ...rest } = doc;
  return rest;
}

// The CLI runs in-process through test/cli/here.ts (the built CLI's main()), but for the one-thread run the others
// are held to, a process of its own: the same numbers then owe nothing to what an earlier run left in the process.
describe('same seed, same numbers, whatever the thread count', () => {
  it('the CLI gives identical results documents on 1 and 2 threads (2 chunks per cell)', async () => {
    // 8 cells of 1.7e6 trials (13 chunks each): just over MAIN_THREAD_MS of estimated work at mtg's declared rate, so
    // both runs go to workers (the CLI's pool measures no rate before its first run), and no more: run three times
    const trials = 1_700_000;
    const cells = Array.from({ length: 8 }, () => ({ system: 'mtg', kernel: 'check' }) as Job);
    const estimated = estimateMs(cells, Array(8).fill(trials) as number[]);
    expect(workersFor(estimated, 1)).toBe(1);
    const args = (seed: string) => [
      'simulate',
      'mtg',
      '--deck',
      'decks/mono-green.yaml,decks/eldrazi.yaml',
      '--check',
      'green,colorless',
      '--difficulty',
      '2,5',
      '--boost',
      'on-fail',
      '--trials',
      String(trials),
      '--seed',
      seed,
      '--format',
      'json',
    ];
    const one = hantei([...args('42'), '--threads', '1']);
    const two = await hanteiHere([...args('42'), '--threads', '2']);
    expect(one.stderr).toBe('');
    expect(two.code).toBe(0);
    expect(stable(two.stdout)).toEqual(stable(one.stdout));
    const other = await hanteiHere([...args('43'), '--threads', '2']);
    expect(stable(other.stdout)).not.toEqual(stable(one.stdout));
  });

  it('the engine: main thread, 1 worker and 2 workers give the same accumulators', async () => {
    const mtg = getSystem('mtg');
    const decks = sampleDecks();
    const compiled = mtg.compile({ deck: 'selesnya', check: 'white', difficulty: 3, boost: 'always', known: 0 }, V2, { decks });
    const job = {
      key: 'k',
      system: 'mtg',
      kernel: 'check',
      compiled,
      trials: 2 * CHECK_CHUNK + 12345,
      length: accLength(compiled),
      chunkSize: CHECK_CHUNK,
    };
    expect(planChunks([job], 's').map((c) => c.n)).toEqual([CHECK_CHUNK, CHECK_CHUNK, 12345]);
    const [inline] = await simulateJobs([job], { seed: 's', threads: 0 });
    const [w1] = await simulateJobs([job], { seed: 's', threads: 1, placement: 'workers' });
    const [w2] = await simulateJobs([job], { seed: 's', threads: 2, placement: 'workers' });
    // the default placement keeps a job this small in this thread: still the same numbers
    const [auto] = await simulateJobs([job], { seed: 's', threads: 2 });
    expect(Array.from(w1)).toEqual(Array.from(inline));
    expect(Array.from(w2)).toEqual(Array.from(inline));
    expect(Array.from(auto)).toEqual(Array.from(inline));
  });

  it('the CLI: a small job with the default threads (run in the main thread) equals --threads 0 and --threads 2', async () => {
    const args = [
      'simulate',
      '2d6',
      '--ability',
      '3',
      '--difficulty',
      '8',
      '--courage-die',
      '--trials',
      '300000',
      '--seed',
      '9',
      '--format',
      'json',
    ];
    const auto = await hanteiHere(args);
    const zero = await hanteiHere([...args, '--threads', '0']);
    expect(auto.code).toBe(0);
    expect(stable(auto.stdout)).toEqual(stable(zero.stdout));
    expect(stable((await hanteiHere([...args, '--threads', '2'])).stdout)).toEqual(stable(zero.stdout));
  });
});

describe('every registered system: same accumulators in the main thread and on 2 workers', () => {
  // the test-only dice pool too: its workers import its module (registerSystem's `module`)
  for (const system of registeredForTests()) {
    it(
      system.id,
      async () => {
        const ex = exampleCells(system);
        const compiled = ex.system.compile(ex.cells[0], ex.rules, ex.ctx);
        const job = {
          key: system.id,
          system: system.id,
          kernel: 'check',
          compiled,
          trials: CHECK_CHUNK + 1000,
          length: accLength(compiled),
          chunkSize: CHECK_CHUNK,
        };
        const [inline] = await simulateJobs([job], { seed: 'r', threads: 0 });
        const [pooled] = await simulateJobs([job], { seed: 'r', threads: 2, placement: 'workers' });
        expect(inline[0]).toBe(CHECK_CHUNK + 1000);
        expect(Array.from(pooled)).toEqual(Array.from(inline));
      },
      60_000,
    );
  }
});
