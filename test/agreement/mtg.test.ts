import { describe, it } from 'vitest';
import { getSystem } from '../../src/systems/index.js';
import { V1, V2 } from '../../src/systems/mtg/ruleset.js';
import { loadDecks } from '../../src/engine/request.js';
import { SAMPLE_DECKS } from '../helpers.js';
import { expectAgreement } from './agreement.js';

const mtg = getSystem('mtg');
const decks = loadDecks(SAMPLE_DECKS, {});
const withCritical = loadDecks(['decks/mono-green.yaml'], { critical: ['Scaled Wurm'] });

describe('mtg: Monte Carlo (1e6 checks, fixed seed) agrees with the exact odds', () => {
  const cells = [
    { rules: V2, check: 'green', difficulty: 2, boost: 'never' },
    { rules: V2, check: 'white', difficulty: 4, boost: 'on-fail' },
    { rules: V2, check: 'colorless', difficulty: 0, boost: 'always' },
    { rules: V2, check: 'blue', difficulty: 7, boost: 'on-fail' },
    { rules: V1, check: 'body', difficulty: 1, boost: 'on-fail' },
    { rules: V1, check: 'intellect', difficulty: 3, boost: 'always' },
  ];
  for (const id of decks.keys()) {
    for (const c of cells) {
      it(`${id}: ${c.rules.name} ${c.check} difficulty ${c.difficulty} boost ${c.boost}`, async () => {
        await expectAgreement(mtg, c.rules, { deck: id, check: c.check, difficulty: c.difficulty, boost: c.boost, known: 0 }, { decks });
      });
    }
  }
  it('critical cards (mono-green, Scaled Wurm critical), both modes', async () => {
    await expectAgreement(
      mtg,
      V2,
      { deck: 'mono-green', check: 'green', difficulty: 3, boost: 'on-fail', known: 0 },
      { decks: withCritical },
    );
    const automatic = { ...V2, critical: { value: 20, mode: 'automatic' as const } };
    await expectAgreement(
      mtg,
      automatic,
      { deck: 'mono-green', check: 'green', difficulty: 3, boost: 'on-fail', known: 0 },
      { decks: withCritical },
    );
    // a boost on a check an automatic critical already decided: its degree moves, its success does not
    await expectAgreement(
      mtg,
      automatic,
      { deck: 'mono-green', check: 'green', difficulty: 6, boost: 'always', known: 0 },
      { decks: withCritical },
    );
  });
  it('known cards that make the check impossible', async () => {
    await expectAgreement(mtg, V2, { deck: 'mono-green', check: 'green', difficulty: 3, boost: 'never', known: 59 }, { decks }, 10_000);
  });
});
