import { describe, expect, it } from 'vitest';
import { ACC_SUCCESS } from '../../../src/core/accumulator.js';
import { runScenario } from '../../../src/engine/scenarios.js';
import { compileD6ChainCell, d6ChainTables } from '../../../src/systems/d6chain/compile.js';
import { d6ChainExact } from '../../../src/systems/d6chain/exact.js';
import { D6CHAIN_RULESETS } from '../../../src/systems/d6chain/ruleset.js';
import { combatLength, compileCombat, parseCombatSteps, summariseCombat } from '../../../src/systems/d6chain/scenario.js';

describe('d6chain combat kernel: steps are independent checks with the single-check odds', () => {
  for (const rules of Object.values(D6CHAIN_RULESETS)) {
    it(`${rules.name}: 1 to 7 dice a step, 2 turns`, async () => {
      const text = 'a:1:2:1:normal,b:2:0:0:6,c:3:1:1:hard,d:4:0:0:12,e:5:-1:0:14,f:7:0:0:20';
      const steps = parseCombatSteps(text, rules);
      const compiled = compileCombat(d6ChainTables(rules), steps, 2, rules);
      const trials = 200_000;
      const acc = await runScenario('d6chain', 'combat', 'combat-test', compiled, combatLength(compiled), trials, {
        seed: 'c',
        threads: 0,
      });
      const r = summariseCombat({}, steps, 2, acc);
      let all = 1;
      let mean = 0;
      r.steps!.forEach((step, q) => {
        const s = steps[q % steps.length];
        const p = d6ChainExact(compileD6ChainCell({ dice: s.dice, plan: s.plan, judgement: s.judgement, target: s.target }, rules))[
          ACC_SUCCESS
        ];
        all *= p;
        mean += p;
        const sigma = Math.sqrt((p * (1 - p)) / trials);
        expect(Math.abs((step.success as number) - p) / sigma, `step ${q + 1} (${s.name}): ${step.success} vs exact ${p}`).toBeLessThan(
          4.5,
        );
      });
      expect(Math.abs(r.values.allSucceed - all) / Math.sqrt((all * (1 - all)) / trials)).toBeLessThan(4.5);
      expect(Math.abs(r.values.meanSuccesses - mean)).toBeLessThan(0.02);
    });
  }
});
