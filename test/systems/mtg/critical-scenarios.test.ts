import { describe, expect, it } from 'vitest';
import { exact } from '../../../src/api/index.js';
import { prepareScenario, simulateScenarioDocument } from '../../../src/engine/scenarios.js';

const AUTOMATIC = 'test/fixtures/rulesets/v2-automatic-critical.yaml';
const DECK = 'decks/mono-green.yaml';
const CRITICAL = ['Scaled Wurm', 'Elvish Mystic'];

describe('automatic critical cards in turn and opposed checks', () => {
  it('a one-check turn equals the single check’s exact odds within 5σ, under both critical modes (difficulty 24, where they differ)', async () => {
    const exacts: number[] = [];
    for (const ruleset of ['v2', AUTOMATIC]) {
      const single = await exact({ system: 'mtg', ruleset, params: { deck: DECK, check: 'green', difficulty: 24 }, critical: CRITICAL });
      const p = single.cells[0].success!;
      exacts.push(p);
      const run = prepareScenario('turn', 'mtg', { deck: DECK, checks: 'green:24', ruleset, critical: CRITICAL.join(',') });
      const n = 400_000;
      const doc = await simulateScenarioDocument(run, n, { seed: '13', threads: 0 });
      const simulated = (doc.scenarios![0] as { values: Record<string, number> }).values.allSucceed;
      expect(Math.abs(simulated - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
    }
    // the two modes really differ for this deck, so the agreement above says something
    expect(Math.abs(exacts[0] - exacts[1])).toBeGreaterThan(0.01);
  });

  it('an opposed side whose every card is critical always wins under automatic criticals, not under critical values', async () => {
    const values: Record<string, number> = {};
    for (const ruleset of ['v2', AUTOMATIC]) {
      const run = prepareScenario('opposed', 'mtg', {
        deck: 'test/fixtures/all-critical.yaml',
        vs: 'decks/uw-control.txt',
        check: 'green',
        'vs-check': 'blue',
        ruleset,
      });
      const doc = await simulateScenarioDocument(run, 20_000, { seed: '3', threads: 0 });
      values[ruleset] = (doc.scenarios![0] as { values: Record<string, number> }).values.aWins;
    }
    expect(values[AUTOMATIC]).toBe(1);
    expect(values.v2).toBeLessThan(0.95);
  });
});
