// isolation: src/cli/, engine/pool — loadParts only reads part files; the distribution it sets is put back and the process's pools closed in afterAll
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadParts } from '../../src/cli/merge.js';
import { accLength } from '../../src/core/accumulator.js';
import { type Job } from '../../src/engine/plan.js';
import { closePool, simulateJobs } from '../../src/engine/pool.js';
import { MergedCounts, PART_SCHEMA, type PartDocument, PartCollector, partDigest, setDistribution } from '../../src/engine/shard.js';
import { packageVersion } from '../../src/paths.js';
import { getSystem } from '../../src/systems/index.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';
import { sampleDecks } from '../helpers.js';

/*
 * Sharding's promise, as a property: split a run into N parts (any N), merge
 * the parts in any order, and the counts are the one-machine counts, bit for
 * bit; edit any single count of any part and merge refuses it.
 */

const mtg = getSystem('mtg');
const twod6 = getSystem('2d6');
const decks = sampleDecks();
const SEED = 'prop';

/** Small chunks (the kernels do not care), so a run has many chunks and shards cut jobs in odd places. */
function jobs(): Job[] {
  const m = ['never', 'on-fail'].map((boost): Job => {
    const compiled = mtg.compile({ deck: 'mono-green', check: 'green', difficulty: 3, boost, known: 0 }, V2, { decks });
    return { key: `mtg-${boost}`, system: 'mtg', kernel: 'check', compiled, trials: 7_321, length: accLength(compiled), chunkSize: 500 };
  });
  const rules = twod6.rulesets[twod6.defaultRuleset];
  const d = [6, 8].map((difficulty): Job => {
    const compiled = twod6.compile({ ability: 2, modifier: 0, difficulty, courageDie: false, convert: 'never' }, rules, { decks });
    return {
      key: `2d6-${difficulty}`,
      system: '2d6',
      kernel: 'check',
      compiled,
      trials: 3_001 + difficulty,
      length: accLength(compiled),
      chunkSize: 400,
    };
  });
  return [...m, ...d];
}

const plan = jobs();
let whole: number[][] = [];
/** Every shard's part document for N = 1..7 (simulated once; the property picks among them). */
const partsByCount = new Map<number, PartDocument[]>();
const dir = mkdtempSync(join(tmpdir(), 'hantei-merge-prop-'));

function partDoc(shard: { index: number; count: number }, collector: PartCollector): PartDocument {
  const body: Omit<PartDocument, 'digest'> = {
    schema: PART_SCHEMA,
    version: packageVersion(),
    shard,
    command: ['simulate', '2d6'],
    cwd: dir,
    inputs: [],
    runs: collector.runs,
  };
  return { ...body, digest: partDigest(body) };
}

beforeAll(async () => {
  setDistribution({});
  whole = (await simulateJobs(plan, { seed: SEED, threads: 0 })).map((a) => Array.from(a));
  for (let count = 1; count <= 7; count++) {
    const docs: PartDocument[] = [];
    for (let index = 1; index <= count; index++) {
      const shard = { index, count };
      const collector = new PartCollector(shard);
      setDistribution({ shard, collector });
      await simulateJobs(plan, { seed: SEED, threads: index % 2 });
      docs.push(partDoc(shard, collector));
    }
    partsByCount.set(count, docs);
  }
  setDistribution({});
}, 120_000);

afterAll(async () => {
  setDistribution({});
  await closePool();
});

let fileNo = 0;
function filesOf(docs: readonly PartDocument[]): string[] {
  return docs.map((d) => {
    const f = join(dir, `p${fileNo++}.json`);
    writeFileSync(f, JSON.stringify(d));
    return f;
  });
}

function merge(docs: readonly PartDocument[]): number[][] {
  const merged = new MergedCounts(loadParts(filesOf(docs)));
  const sums = merged.takeRun(plan, SEED).map((a) => Array.from(a));
  merged.finish();
  return sums;
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('merging shards (property)', () => {
  it('any split, merged in any order, equals the one-machine run', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 7 })
          .chain((n) => fc.tuple(fc.constant(n), fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }))),
        ([n, order]) => {
          const docs = partsByCount.get(n)!;
          expect(merge(order.map((i) => docs[i]))).toEqual(whole);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('any single-count edit of any part is refused, naming the part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0),
        (n, p, j, c, delta) => {
          const docs = partsByCount.get(n)!.map(clone);
          const doc = docs[p % n];
          const run = doc.runs[0];
          const job = run.jobs[j % run.jobs.length];
          const x = c % job.counts.length;
          job.counts[x] = job.counts[x] + delta >= 0 ? job.counts[x] + delta : job.counts[x] + 1;
          const files = filesOf(docs);
          expect(() => loadParts(files)).toThrow(/digest: the part's content does not match its digest/);
          try {
            loadParts(files);
          } catch (e) {
            expect((e as { place: { file?: string } }).place.file).toBe(files[p % n]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a count out of its job's trials is refused even when the digest is recomputed (a forged part)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.nat(), fc.nat(), fc.nat(), (n, p, j, c) => {
        const docs = partsByCount.get(n)!.map(clone);
        const doc = docs[p % n];
        const job = doc.runs[0].jobs[j % doc.runs[0].jobs.length];
        const x = c % job.counts.length;
        job.counts[x] = job.counts[0] + 1 + (c % 1000); // more successes (or trials) than the chunks ran
        doc.digest = partDigest(doc);
        expect(() => merge(docs)).toThrow(/counts\[\d+\]: (\d+ is not a count of|says \d+ trials)/);
      }),
      { numRuns: 40 },
    );
  });
});
