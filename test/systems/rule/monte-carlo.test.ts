import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type RuleFilePath, exactSync, simulate } from '../../../src/api/index.js';
import { accLength } from '../../../src/core/accumulator.js';
import { CHECK_CHUNK } from '../../../src/engine/plan.js';
import { simulateJobs } from '../../../src/engine/pool.js';
import { getSystem } from '../../../src/systems/index.js';
import type { RuleSystem } from '../../../src/systems/types.js';

/** Every parameter at its default. */
const defaults = (s: RuleSystem) => Object.fromEntries(s.params.map((p) => [p.name, p.default as number]));

/*
 * The compiled kernel against exact odds, on one rule file of each idiom
 * (test/fixtures/rules/idioms/): a fixed seed's success and every category
 * within 4.5 standard errors; and the same seed gives the same numbers in
 * this thread, on one worker and on two.
 */

const DIR = 'test/fixtures/rules/idioms';
const FILES = readdirSync(DIR).filter((f): f is RuleFilePath => f.endsWith('.yaml'));
const TRIALS = 200_000;

describe('Monte Carlo of a rule file', () => {
  it.each(FILES)('%s agrees with exact odds', async (f) => {
    const system: RuleFilePath = `${DIR}/${f}`;
    const exact = exactSync({ system, params: {} }).cells[0];
    const sim = (await simulate({ system, params: {}, trials: TRIALS, seed: 7, threads: 0 })).cells[0];
    const within = (p: number, q: number) => expect(Math.abs(q - p)).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / TRIALS) + 1e-12);
    within(exact.success!, sim.success!);
    for (const [k, p] of Object.entries(exact.outcomes)) within(p, sim.outcomes[k]);
  });

  it('gives the same numbers in this thread, on 1 worker and on 2 (the workers load the rule file)', { timeout: 120_000 }, async () => {
    for (const f of ['exploding.yaml', 'opposed.yaml', 'pool-successes.yaml']) {
      const system = getSystem(`${DIR}/${f}`);
      const compiled = system.compile({ ...defaults(system) }, system.rulesets[system.defaultRuleset], { decks: new Map() });
      const job = {
        key: f,
        system: system.id,
        kernel: 'check',
        compiled,
        trials: 2 * CHECK_CHUNK + 999,
        length: accLength(compiled),
        chunkSize: CHECK_CHUNK,
      };
      const [inline] = await simulateJobs([job], { seed: 's', threads: 0 });
      const [w1] = await simulateJobs([job], { seed: 's', threads: 1, placement: 'workers' });
      const [w2] = await simulateJobs([job], { seed: 's', threads: 2, placement: 'workers' });
      expect(Array.from(w1)).toEqual(Array.from(inline));
      expect(Array.from(w2)).toEqual(Array.from(inline));
    }
  });
});
