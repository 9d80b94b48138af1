import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { scenarioOptionNames } from '../../src/engine/scenarios.js';
import { SCENARIO_COMMAND_OPTIONS } from '../../src/systems/contract.js';
import { registeredForTests } from '../registry.js';

registeredForTests(); // the test-only dice pool's scenario too
const SCENARIO_OPTIONS = scenarioOptionNames();

/** The options every command line has (what registerSystem reserves); the rest are the scenario's own. */
const COMMON = new Set(SCENARIO_COMMAND_OPTIONS);
// vary is an analysis key in a study (beside ruleset's params), as trials and seed are

afterEach(() => vi.restoreAllMocks());

describe('a study accepts exactly the options the command line does', () => {
  for (const [scenario, bySystem] of Object.entries(SCENARIO_OPTIONS)) {
    for (const [system, declared] of Object.entries(bySystem)) {
      it(`${scenario} ${system}`, async () => {
        let help = '';
        vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void (help += a.join(' ') + '\n'));
        expect(await main([scenario, system, '--help'])).toBe(0);
        const cli = [...help.matchAll(/^\s+--([\w-]+)\s/gm)].map((m) => m[1]).filter((o) => !COMMON.has(o));
        expect([...cli].sort()).toEqual([...declared].sort());
      });
    }
  }
});
