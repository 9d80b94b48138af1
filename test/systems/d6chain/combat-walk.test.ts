// isolation: engine/pool — the pool its worker runs start is closed in afterAll
import { afterAll, describe, expect, it } from 'vitest';
import { ACC_SUCCESS } from '../../../src/core/accumulator.js';
import { isHanteiError } from '../../../src/core/errors.js';
import { SCENARIO_CHUNK } from '../../../src/engine/plan.js';
import { closePool, simulateJobs } from '../../../src/engine/pool.js';
import { runScenario } from '../../../src/engine/scenarios.js';
import { compileD6ChainCell, d6ChainTables } from '../../../src/systems/d6chain/compile.js';
import { d6ChainExact } from '../../../src/systems/d6chain/exact.js';
import { type D6ChainRuleset, SEED } from '../../../src/systems/d6chain/ruleset.js';
import { combatLength, compileCombat, parseCombatSteps } from '../../../src/systems/d6chain/scenario.js';

/** The exact law of the number of successful steps: steps are independent, each with its single-check odds (a Poisson-binomial law). */
function successesLaw(ps: number[]): number[] {
  let law = [1];
  for (const p of ps) {
    const next = new Array<number>(law.length + 1).fill(0);
    law.forEach((w, i) => {
      next[i] += w * (1 - p);
      next[i + 1] += w * p;
    });
    law = next;
  }
  return law;
}

const sigma = (p: number, n: number): number => Math.sqrt((Math.min(1, Math.max(0, p)) * (1 - Math.min(1, Math.max(0, p)))) / n);

// die values wide enough that three dice's sums no longer fit the 10-bit fields (two dice a draw), then not two (one a draw)
const WIDE: D6ChainRuleset = { ...SEED, name: 'wide', criticalValue: 400, fumbleValue: -20, targets: { ...SEED.targets, big: 500 } };
const HUGE: D6ChainRuleset = { ...SEED, name: 'huge', criticalValue: 40_000, fumbleValue: -10, targets: { ...SEED.targets, big: 40_010 } };

const CASES: Array<[string, D6ChainRuleset, string, number]> = [
  ['the bench combat (one-die steps, three a draw)', SEED, 'setup:1:2:1:normal,situation:1:1:1:easy,phase1:1:2:2:hard', 3],
  // steps that straddle draws, a 12-die step spanning four draws, targets no roll reaches or every roll does
  ['long and short steps across draws', SEED, 'a:2:0:0:6,b:1:1:1:hard,c:12:0:0:45,d:1:0:0:-30,e:4:0:0:200,f:5:-1:0:14', 2],
  ['wide die values: two dice a draw', WIDE, 'a:1:0:0:6,b:3:0:0:big,c:2:1:1:hard', 2],
  ['huge die values: one die a draw', HUGE, 'a:1:0:0:6,b:3:0:0:big,c:2:1:1:hard', 2],
];

describe('d6chain combat kernel agrees with the exact law of each step and of the number of successes', () => {
  for (const [name, rules, text, turns] of CASES) {
    it(name, async () => {
      const steps = parseCombatSteps(text, rules);
      const compiled = compileCombat(d6ChainTables(rules), steps, turns, rules);
      const trials = 200_000;
      const acc = await runScenario('d6chain', 'combat', name, compiled, combatLength(compiled), trials, { seed: 'w', threads: 0 });
      expect(acc[0]).toBe(trials);
      const k = steps.length * turns;
      const ps = Array.from({ length: k }, (_, q) => {
        const s = steps[q % steps.length];
        return d6ChainExact(compileD6ChainCell({ dice: s.dice, plan: s.plan, judgement: s.judgement, target: s.target }, rules))[
          ACC_SUCCESS
        ];
      });
      ps.forEach((p, q) => {
        const sim = acc[2 + q] / trials;
        const sd = sigma(p, trials);
        if (sd === 0) expect(sim, `step ${q + 1}`).toBeCloseTo(p, 12);
        else expect(Math.abs(sim - p) / sd, `step ${q + 1}: ${sim} vs exact ${p}`).toBeLessThan(4.5);
      });
      const law = successesLaw(ps);
      law.forEach((p, x) => {
        const sim = acc[2 + k + x] / trials;
        const sd = sigma(p, trials);
        if (sd < 1e-9) expect(sim, `${x} successes`).toBeCloseTo(p, 6);
        else expect(Math.abs(sim - p) / sd, `${x} successes: ${sim} vs exact ${p}`).toBeLessThan(4.5);
      });
      expect(acc[1]).toBe(acc[2 + 2 * k]);
    });
  }
});

// the process's pool its workers run starts: closed, so a later file in this process finds none
afterAll(closePool);

describe('d6chain combat kernel: same seed, same numbers, whatever the thread count', () => {
  it('main thread and 2 workers, 3 chunks', async () => {
    const steps = parseCombatSteps('a:2:0:0:6,b:1:1:1:hard,c:5:0:0:20', SEED);
    const compiled = compileCombat(d6ChainTables(SEED), steps, 2, SEED);
    const job = {
      key: 'combat',
      system: 'd6chain',
      kernel: 'combat',
      compiled,
      trials: 2 * SCENARIO_CHUNK + 555,
      length: combatLength(compiled),
      chunkSize: SCENARIO_CHUNK,
    };
    const [inline] = await simulateJobs([job], { seed: 'r', threads: 0 });
    const [pooled] = await simulateJobs([job], { seed: 'r', threads: 2, placement: 'workers' });
    expect(Array.from(pooled)).toEqual(Array.from(inline));
    const [other] = await simulateJobs([job], { seed: 'r2', threads: 0 });
    expect(Array.from(other)).not.toEqual(Array.from(inline));
  });
});

describe('d6chain combat: die values too far apart for the kernel', () => {
  it('compileCombat refuses them with a HanteiError naming the ruleset and the fix', () => {
    const rules: D6ChainRuleset = { ...SEED, name: 'absurd', criticalValue: 2 ** 27 };
    const steps = parseCombatSteps('a:1:0:0:6', rules);
    expect(() => compileCombat(d6ChainTables(rules), steps, 1, rules)).toThrow(/ruleset "absurd": die values from -10 to 134217728/);
    try {
      compileCombat(d6ChainTables(rules), steps, 1, rules);
    } catch (e) {
      expect(isHanteiError(e) && e.code).toBe('ruleset');
    }
  });
});
