import { describe, expect, it } from 'vitest';
import { HanteiError, exact, exactSync, loadStudy, scenario, simulate, solveStudy, tune, tuneAcross } from '../../src/api/index.js';
import { solveStudyAsync } from '../../src/solve/solve.js';

/*
 * One checker for every entrance (engine/options.ts): what the library is
 * handed is checked as the CLI and the workbench check theirs. Each case is
 * a request a JavaScript caller (or TypeScript with a cast) can send.
 */

/** A request as a caller builds it at run time: nothing stops a wrong key or value before hantei sees it. */
const untyped = <T>(x: unknown): T => x as T;
type SimReq = Parameters<typeof simulate>[0];
type ExactReq = Parameters<typeof exactSync>[0];

const base = { system: '2d6', params: { ability: 3, difficulty: 8 }, threads: 0 };

/** The HanteiError a call throws or rejects with (a raw TypeError fails the test). */
async function refusal(f: () => unknown): Promise<HanteiError> {
  try {
    await f();
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(HanteiError);
    return e as HanteiError;
  }
  throw new Error('the call was not refused');
}

describe('simulate refuses counts that are not counts', () => {
  for (const [trials, shown] of [
    [NaN, 'NaN'],
    [-1, '-1'],
    [2.5, '2.5'],
    [true, 'true'],
    [[7], '\\[7\\]'],
    [Infinity, 'Infinity'],
    ['1e6', '"1e6"'],
  ] as const) {
    it(`trials: ${String(trials)}`, async () => {
      const e = await refusal(() => simulate(untyped<SimReq>({ ...base, trials })));
      expect(e.message).toMatch(new RegExp(`^trials must be a whole number from 1 to 9e15, got ${shown}$`));
      expect(e.hint).toBe('e.g. trials: 100000');
    });
  }

  it('threads 1.5 and seed {} are refused, naming the option', async () => {
    expect((await refusal(() => simulate(untyped<SimReq>({ ...base, trials: 10, threads: 1.5 })))).message).toMatch(
      /^threads must be a whole number from 0 to 256/,
    );
    expect((await refusal(() => simulate(untyped<SimReq>({ ...base, trials: 10, seed: {} })))).message).toBe(
      'seed must be a string or a number, got an object',
    );
  });
});

describe('unknown and reserved keys', () => {
  it('a misspelt option is refused with the closest name, not ignored (1e6 trials would run)', async () => {
    const e = await refusal(() => simulate(untyped<SimReq>({ ...base, trails: 10 })));
    expect(e.message).toBe('unknown option "trails" for simulate() (did you mean "trials"?)');
    expect(e.hint).toMatch(/^the options are: .*trials/);
    expect((await refusal(() => exact(untyped<ExactReq>({ ...base, threads: undefined, trials: 5 })))).message).toMatch(
      /^unknown option "trials" for exact\(\)/,
    );
  });

  it('__proto__ as an own key (JSON.parse) or as a prototype (an object literal) is refused, never read', async () => {
    const parsed = JSON.parse('{"system":"2d6","params":{"ability":3,"difficulty":8},"threads":0,"__proto__":{"trials":5}}') as SimReq;
    expect((await refusal(() => simulate(parsed))).message).toBe(
      'simulate() has the key "__proto__", which hantei never reads as an option',
    );
    const literal = untyped<SimReq>({ ...base, __proto__: { trials: 5 } });
    Object.setPrototypeOf(literal, { trials: 5 });
    expect((await refusal(() => simulate(literal))).message).toMatch(/^simulate\(\) is an object with a prototype of its own/);
    const params = JSON.parse('{"ability":3,"difficulty":8,"__proto__":{"modifier":9}}') as Record<string, number>;
    expect((await refusal(() => exactSync(untyped<ExactReq>({ system: '2d6', params })))).message).toBe(
      'params has the key "__proto__", which hantei never reads as an option',
    );
  });

  it('tune targets with a __proto__ label are refused; other labels are columns', async () => {
    const targets = JSON.parse('{"__proto__":{"easy":0.5},"hard":0.2}') as Record<string, number>;
    const e = await refusal(() => tune({ system: '2d6', params: { ability: '0..2' }, targets }));
    expect(e.message).toBe('targets has the key "__proto__", which hantei never reads as an option');
    expect(tune({ system: '2d6', params: { ability: '0..2' }, targets: { easy: 0.8, hard: 0.2 } }).targets).toEqual({
      easy: 0.8,
      hard: 0.2,
    });
    expect((await refusal(() => tune({ system: '2d6', params: { ability: 1 }, targets: {} }))).message).toBe('targets names no target');
  });

  it('tuneAcross refuses a misspelt pick with the picks, never answering with the mean', async () => {
    const req = { system: '2d6', params: { ability: '0..3' }, targets: { easy: 0.8 }, across: 'ability' } as const;
    const e = await refusal(() => tuneAcross(untyped<Parameters<typeof tuneAcross>[0]>({ ...req, pick: 'wrost' })));
    expect(e.message).toBe('pick must be one of mean, worst, median, got "wrost" (did you mean "worst"?)');
    expect(tuneAcross({ ...req, pick: 'worst' }).pick).toBe('worst');
  });
});

describe('missing or null parts are one HanteiError, never a TypeError', () => {
  it('exactSync() with nothing, a null system, null params, a null request', async () => {
    expect((await refusal(() => untyped<() => unknown>(exactSync)())).message).toMatch(/^exact\(\) must be an object, got undefined$/);
    expect((await refusal(() => exactSync(untyped<ExactReq>(null)))).message).toMatch(/got null$/);
    expect((await refusal(() => exactSync(untyped<ExactReq>({ system: null, params: {} })))).message).toBe(
      "system must be a system id ('2d6') or a system object, got null",
    );
    expect((await refusal(() => exactSync(untyped<ExactReq>({ system: '2d6', params: null })))).message).toBe(
      'params must be an object, got null',
    );
    expect((await refusal(() => exactSync(untyped<ExactReq>({ system: '2d6' })))).message).toBe('params must be an object, got undefined');
    expect(
      (await refusal(() => scenario(untyped<Parameters<typeof scenario>[0]>({ scenario: 'opposed', system: '2d6', params: null }))))
        .message,
    ).toMatch(/^params must be/);
  });

  it('a budget with a NaN limit or a misspelt key is refused', async () => {
    expect(
      (await refusal(() => exactSync(untyped<ExactReq>({ ...base, threads: undefined, budget: { maxCells: NaN, maxTrials: 1 } })))).message,
    ).toBe('budget.maxCells must be a whole number ≥ 1 or Infinity, got NaN');
    expect(
      (
        await refusal(() =>
          exactSync(untyped<ExactReq>({ ...base, threads: undefined, budget: { maxCels: 5, maxCells: 5, maxTrials: 1 } })),
        )
      ).message,
    ).toMatch(/^unknown option "maxCels" for budget \(did you mean "maxCells"/);
  });
});

describe('solveStudy checks its options and budgets its work before it starts', () => {
  const study = loadStudy('test/fixtures/long/tiers.yaml');
  it('top −1 and restarts 1e9 are refused (not 3 candidates, not a heap out of memory)', async () => {
    expect((await refusal(() => solveStudy(study, { vary: 'tiers.tier1Max=10..12', top: -1 }))).message).toBe(
      'top must be a whole number from 1 to 10000, got -1',
    );
    expect((await refusal(() => solveStudy(study, { vary: 'tiers.tier1Max=10..12', restarts: 1e9 }))).message).toBe(
      'restarts must be a whole number from 1 to 10000, got 1000000000',
    );
    expect(
      (await refusal(() => solveStudy(study, untyped<Parameters<typeof solveStudy>[1]>({ vary: 'tiers.tier1Max=10..12', restart: 2 }))))
        .message,
    ).toMatch(/^unknown option "restart" for solveStudy\(\) \(did you mean "restarts"\?\)/);
  });

  it('a study whose picked cells pass the budget is refused for every candidate, with the figure', async () => {
    const e = await refusal(() => solveStudy(loadStudy('test/fixtures/long/wide.yaml'), { vary: 'fumble=none,all-ones' }));
    expect(e.message).toBe(
      'solve judges 30,000 cells for each candidate ruleset (the cells the expectations pick), over the budget of 20,000',
    );
  });

  it('solveStudyAsync stops when its signal is aborted, with an interrupted error', async () => {
    const controller = new AbortController();
    const run = solveStudyAsync(study, {
      vary: 'tiers.tier1Max=-1000..1000,tiers.tier2Max=-1000..1000',
      restarts: 100,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 200);
    const e = await refusal(() => run);
    expect(e.code).toBe('interrupted');
  }, 60_000);
});
