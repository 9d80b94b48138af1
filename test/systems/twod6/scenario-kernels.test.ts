import { describe, expect, it } from 'vitest';
import { ACC_SUCCESS } from '../../../src/core/accumulator.js';
import { runScenario } from '../../../src/engine/scenarios.js';
import { compileTwoD6Cell } from '../../../src/systems/twod6/compile.js';
import { twoD6Exact } from '../../../src/systems/twod6/exact.js';
import { STANDARD, type TwoD6Ruleset } from '../../../src/systems/twod6/ruleset.js';
import {
  OPPOSED_LENGTH,
  compileTwoD6Opposed,
  compileTwoD6Session,
  sessionLength,
  summariseTwoD6Opposed,
  summariseTwoD6Session,
  twoD6OpposedExact,
} from '../../../src/systems/twod6/scenario.js';

const within = (sim: number, p: number, trials: number, what: string): void => {
  const sigma = Math.sqrt((p * (1 - p)) / trials);
  if (sigma === 0) expect(sim, what).toBeCloseTo(p, 12);
  else expect(Math.abs(sim - p) / sigma, `${what}: simulated ${sim} vs exact ${p}`).toBeLessThan(4.5);
};

describe('2d6 opposed kernel agrees with the exact P(action wins)', () => {
  // 2d100 + the courage die: 100^3 face combinations, no table; the reaction cannot roll, so the exact pass stays small
  const big: TwoD6Ruleset = { ...STANDARD, name: 'd100', faces: 100 };
  const cases: Array<[TwoD6Ruleset, number, number, boolean, boolean, boolean]> = [
    [STANDARD, 3, 2, false, false, true],
    [STANDARD, 3, 2, true, true, true],
    [STANDARD, 1, 4, false, true, true],
    [STANDARD, 2, 5, true, false, false],
    [big, 60, 150, true, false, false],
  ];
  for (const [rules, a, r, ca, cr, rolls] of cases) {
    it(`${rules.name}: action ${a}${ca ? '+courage' : ''} vs reaction ${r}${cr ? '+courage' : ''}${rolls ? '' : ' (cannot roll)'}`, async () => {
      const c = compileTwoD6Opposed(rules, { ability: a, modifier: 0, courageDie: ca }, { ability: r, modifier: 0, courageDie: cr }, rolls);
      const trials = 200_000;
      const acc = await runScenario('2d6', 'opposed', `o${a}${r}`, c, OPPOSED_LENGTH, trials, { seed: 'o', threads: 0 });
      const exact = twoD6OpposedExact(c);
      const res = summariseTwoD6Opposed({}, acc, exact);
      within(res.values.actionWins, exact, trials, 'action wins');
      const crit = twoD6Exact(compileTwoD6Cell({ ability: a, modifier: 0, difficulty: 0, courageDie: ca, convert: 'never' }, rules))[3];
      within(res.values.actionCritical, crit, trials, 'action critical');
    });
  }
});

describe('2d6 session kernel: each check has its single-check odds when courage does not move', () => {
  it('spend never, convert never: every step is an independent check', async () => {
    const checks = [
      { ability: 3, modifier: 0, difficulty: 8 },
      { ability: 2, modifier: 1, difficulty: 7 },
      { ability: 4, modifier: 0, difficulty: 11 },
    ];
    const c = compileTwoD6Session(STANDARD, checks, 0, 'never', 'never');
    const trials = 200_000;
    const acc = await runScenario('2d6', 'session', 's', c, sessionLength(c), trials, { seed: 's', threads: 0 });
    const res = summariseTwoD6Session({}, checks, c, acc);
    let all = 1;
    checks.forEach((ch, q) => {
      const p = twoD6Exact(compileTwoD6Cell({ ...ch, courageDie: false, convert: 'never' }, STANDARD))[ACC_SUCCESS];
      all *= p;
      within(res.steps![q].success as number, p, trials, `step ${q + 1}`);
    });
    within(res.values.allSucceed, all, trials, 'all succeed');
  });

  it('spend always with 1 courage: the first check rolls the courage die, the next ones do not', async () => {
    const checks = [
      { ability: 3, modifier: 0, difficulty: 8 },
      { ability: 3, modifier: 0, difficulty: 8 },
    ];
    const c = compileTwoD6Session(STANDARD, checks, 1, 'always', 'never');
    const trials = 200_000;
    const acc = await runScenario('2d6', 'session', 's2', c, sessionLength(c), trials, { seed: 's', threads: 0 });
    const res = summariseTwoD6Session({}, checks, c, acc);
    const withDie = twoD6Exact(compileTwoD6Cell({ ...checks[0], courageDie: true, convert: 'never' }, STANDARD))[ACC_SUCCESS];
    const plain = twoD6Exact(compileTwoD6Cell({ ...checks[1], courageDie: false, convert: 'never' }, STANDARD))[ACC_SUCCESS];
    within(res.steps![0].success as number, withDie, trials, 'first check with the courage die');
    within(res.steps![1].success as number, plain, trials, 'second check without');
    expect(res.steps![0].spent).toBe(1);
    expect(res.steps![1].spent).toBe(0);
  });
});
