import { describe, it } from 'vitest';
import { getSystem } from '../../src/systems/index.js';
import { expectAgreement } from './agreement.js';

/** Monte Carlo (1e6, fixed seed) vs exact for the dice systems: success, every category, every degree. */
const cases: Record<string, Array<Record<string, string | number | boolean>>> = {
  '2d6': [
    { ability: 3, modifier: 0, difficulty: 8, courageDie: false, convert: 'never' },
    { ability: 2, modifier: 1, difficulty: 7, courageDie: true, convert: 'when-safe' },
    { ability: 4, modifier: -1, difficulty: 9, courageDie: true, convert: 'always' },
    { ability: 0, modifier: 0, difficulty: 12, courageDie: false, convert: 'always' },
  ],
  drawsteel: [
    { characteristic: 2, skill: true, edges: 0, banes: 0, difficulty: 'medium', reroll: 'never' },
    { characteristic: -1, skill: false, edges: 2, banes: 1, difficulty: 'hard', reroll: 'on-failure' },
    { characteristic: 0, skill: false, edges: 0, banes: 2, difficulty: 'easy', reroll: 'never' },
    { characteristic: 3, skill: true, edges: 2, banes: 0, difficulty: 'hard', reroll: 'on-failure' },
  ],
  d6chain: [
    { dice: 1, plan: 0, judgement: 0, target: 5 },
    { dice: 2, plan: 1, judgement: 1, target: 'hard' },
    { dice: 3, plan: -1, judgement: 2, target: 'very-hard' },
  ],
};

for (const [id, cells] of Object.entries(cases)) {
  describe(`${id}: Monte Carlo agrees with the exact odds`, () => {
    const system = getSystem(id);
    for (const cell of cells) {
      it(JSON.stringify(cell), async () => {
        await expectAgreement(system, system.rulesets[system.defaultRuleset], cell);
      });
    }
  });
}
