import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/systems/index.js';
import { exampleCells, registeredForTests } from '../registry.js';
import { expectAgreement } from './agreement.js';

/**
 * Monte Carlo (1e6, fixed seed) vs exact for every registered system (the
 * test-only dice pool too): success, every category, every degree. Each
 * system's declared example grid, and for the dice systems hand-picked cells
 * reaching their rules' corners. mtg has its own cases (test/agreement/mtg.test.ts,
 * which also needs its decks), so its example grid runs here as well.
 */
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

describe('every registered system: its example grid agrees with the exact odds', () => {
  for (const system of registeredForTests()) {
    it(
      system.id,
      async () => {
        const ex = exampleCells(system);
        expect(ex.cells.length).toBeGreaterThan(0);
        for (const cell of ex.cells.slice(0, 4)) await expectAgreement(ex.system, ex.rules, cell, ex.ctx, 200_000, `example-${system.id}`);
      },
      60_000,
    );
  }
});

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
