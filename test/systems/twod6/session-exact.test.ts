// isolation: engine/pool — the pool its worker runs start is closed in afterAll
import { afterAll, describe, expect, it } from 'vitest';
import { SCENARIO_CHUNK } from '../../../src/engine/plan.js';
import { closePool, simulateJobs } from '../../../src/engine/pool.js';
import { runScenario } from '../../../src/engine/scenarios.js';
import { STANDARD, type TwoD6Ruleset } from '../../../src/systems/twod6/ruleset.js';
import { P_CONVERTED, type TwoD6Roll, resolveTwoD6 } from '../../../src/systems/twod6/rules.js';
import {
  type SessionCheck,
  type SpendPolicy,
  type TwoD6SessionCompiled,
  compileTwoD6Session,
  parseSessionChecks,
  sessionLength,
  summariseTwoD6Session,
} from '../../../src/systems/twod6/scenario.js';
import type { ConvertPolicy } from '../../../src/systems/twod6/rules.js';
import { sessionWalk, walkSessions } from '../../../src/systems/twod6/session-kernel.js';

/** Every face combination of a roll, resolved by the rules function: [packed outcome, probability]. */
function rollLaw(roll: TwoD6Roll): Array<[number, number]> {
  const size = Math.pow(roll.faces, roll.dice);
  const d = new Int32Array(roll.dice);
  const out: Array<[number, number]> = [];
  for (let index = 0; index < size; index++) {
    let x = index;
    for (let i = 0; i < roll.dice; i++) {
      d[i] = (x % roll.faces) + 1;
      x = Math.floor(x / roll.faces);
    }
    out.push([resolveTwoD6(roll, d), 1 / size]);
  }
  return out;
}

interface ExactSession {
  allSucceed: number;
  steps: Array<{ success: number; spent: number; converted: number; courageAfter: number; courageAfterSq: number }>;
  finalCourage: number[];
}

/** The session's exact law, check by check over (courage, every check so far succeeded): the reference the kernel is held to. */
function exactSession(c: TwoD6SessionCompiled): ExactSession {
  let dist = new Map<string, number>([[`${c.startCourage}|1`, 1]]);
  const steps: ExactSession['steps'] = [];
  for (let q = 0; q < c.plain.length; q++) {
    const step = { success: 0, spent: 0, converted: 0, courageAfter: 0, courageAfterSq: 0 };
    const next = new Map<string, number>();
    for (const [key, p] of dist) {
      const [courage, ok] = key.split('|').map(Number);
      const spend = c.spend[q] === 1 && courage > 0;
      if (spend) step.spent += p;
      for (const [packed, w] of rollLaw(spend ? c.withCourage[q] : c.plain[q])) {
        const success = packed & 1;
        const converted = packed & P_CONVERTED ? 1 : 0;
        const after = courage - (spend ? 1 : 0) + converted;
        step.success += p * w * success;
        step.converted += p * w * converted;
        step.courageAfter += p * w * after;
        step.courageAfterSq += p * w * after * after;
        const k = `${after}|${ok & success}`;
        next.set(k, (next.get(k) ?? 0) + p * w);
      }
    }
    steps.push(step);
    dist = next;
  }
  const finalCourage = new Array<number>(c.maxCourage + 1).fill(0);
  let allSucceed = 0;
  for (const [key, p] of dist) {
    const [courage, ok] = key.split('|').map(Number);
    finalCourage[courage] += p;
    if (ok) allSucceed += p;
  }
  return { allSucceed, steps, finalCourage };
}

const within = (sim: number, p: number, sigma: number, what: string): void => {
  if (sigma === 0) expect(sim, what).toBeCloseTo(p, 12);
  else expect(Math.abs(sim - p) / sigma, `${what}: simulated ${sim} vs exact ${p}`).toBeLessThan(4.5);
};
// p may stray past 0 or 1 by rounding: a certainty has no spread
const binomial = (p: number, n: number): number => Math.sqrt((Math.min(1, Math.max(0, p)) * (1 - Math.min(1, Math.max(0, p)))) / n);

const CASES: Array<{ name: string; rules: TwoD6Ruleset; checks: string; courage: number; spend: SpendPolicy; convert: ConvertPolicy }> = [
  // the bench's case: two checks' draws share a word with the third's
  {
    name: 'the bench session (when-unlikely, when-safe)',
    rules: STANDARD,
    checks: '3:0:8,2:1:7,4:0:10',
    courage: 1,
    spend: 'when-unlikely',
    convert: 'when-safe',
  },
  // courage earned by converting is spent on later checks: states climb and fall
  {
    name: 'spend always, convert always, 7 checks from 0 courage',
    rules: STANDARD,
    checks: '3:0:8,1:0:6,2:1:9,4:0:10,0:0:7,3:-1:8,2:0:11',
    courage: 0,
    spend: 'always',
    convert: 'always',
  },
  {
    name: 'spend always from 2 courage, convert never',
    rules: STANDARD,
    checks: '1:0:9,1:0:9,1:0:9,1:0:9',
    courage: 2,
    spend: 'always',
    convert: 'never',
  },
  // 2d10 + a courage die: 100 and 1,000 face combinations, one check a draw where two do not fit
  {
    name: '2d10, two courage dice, when-unlikely, when-safe',
    rules: { ...STANDARD, name: 'd10x2', faces: 10, courageDice: 2 },
    checks: '2:0:12,5:0:9,1:1:13',
    courage: 3,
    spend: 'when-unlikely',
    convert: 'when-safe',
  },
];

describe('2d6 session kernel agrees with the exact session (enumerated check by check over courage)', () => {
  for (const k of CASES) {
    it(k.name, async () => {
      const checks: SessionCheck[] = parseSessionChecks(k.checks);
      const c = compileTwoD6Session(k.rules, checks, k.courage, k.spend, k.convert);
      const exact = exactSession(c);
      const trials = 200_000;
      const acc = await runScenario('2d6', 'session', k.name, c, sessionLength(c), trials, { seed: 'se', threads: 0 });
      const res = summariseTwoD6Session({}, checks, c, acc);
      expect(res.trials).toBe(trials);
      within(res.values.allSucceed, exact.allSucceed, binomial(exact.allSucceed, trials), 'all succeed');
      exact.steps.forEach((e, q) => {
        const step = res.steps![q];
        within(step.success as number, e.success, binomial(e.success, trials), `check ${q + 1} success`);
        within(step.spent as number, e.spent, binomial(e.spent, trials), `check ${q + 1} spent`);
        within(step.converted as number, e.converted, binomial(e.converted, trials), `check ${q + 1} converted`);
        const sd = Math.sqrt(Math.max(0, e.courageAfterSq - e.courageAfter ** 2) / trials);
        // the summary rounds the mean to 6 significant digits
        within(step.meanCourageAfter as number, e.courageAfter, Math.max(sd, 1e-6), `check ${q + 1} mean courage after`);
      });
      // the raw counts (the summary's distribution is rounded for output)
      const hist = 2 + 4 * checks.length;
      exact.finalCourage.forEach((p, courage) => within(acc[hist + courage] / trials, p, binomial(p, trials), `final courage ${courage}`));
      expect(exact.finalCourage.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
    });
  }
});

// the process's pool its workers run starts: closed, so a later file in this process finds none
afterAll(closePool);

describe('2d6 session kernel: same seed, same numbers, whatever the thread count', () => {
  it('main thread and 2 workers, 3 chunks', async () => {
    const c = compileTwoD6Session(STANDARD, parseSessionChecks('3:0:8,2:1:7,4:0:10,1:0:6'), 1, 'when-unlikely', 'when-safe');
    const job = {
      key: 'session',
      system: '2d6',
      kernel: 'session',
      compiled: c,
      trials: 2 * SCENARIO_CHUNK + 777,
      length: sessionLength(c),
      chunkSize: SCENARIO_CHUNK,
    };
    const [inline] = await simulateJobs([job], { seed: 'r', threads: 0 });
    const [pooled] = await simulateJobs([job], { seed: 'r', threads: 2, placement: 'workers' });
    expect(Array.from(pooled)).toEqual(Array.from(inline));
    const [other] = await simulateJobs([job], { seed: 'r2', threads: 0 });
    expect(Array.from(other)).not.toEqual(Array.from(inline));
  });
});

describe("2d6 session kernel: the composite lookups (a draw resolved whole) give the check-by-check walk's numbers", () => {
  for (const k of CASES) {
    it(k.name, () => {
      const c = compileTwoD6Session(k.rules, parseSessionChecks(k.checks), k.courage, k.spend, k.convert);
      const walk = sessionWalk(c);
      expect(walk).not.toBeNull();
      const seed = Uint32Array.of(1, 2, 3, 4);
      const whole = new Float64Array(sessionLength(c));
      const byCheck = new Float64Array(sessionLength(c));
      walkSessions(c, walk!, 20_001, seed, whole);
      walkSessions(c, { ...walk!, composite: null }, 20_001, seed, byCheck);
      expect(Array.from(whole)).toEqual(Array.from(byCheck));
      expect(whole[0]).toBe(20_001);
    });
  }
  it('the bench session is resolved whole', () => {
    const c = compileTwoD6Session(STANDARD, parseSessionChecks('3:0:8,2:1:7,4:0:10'), 1, 'when-unlikely', 'when-safe');
    expect(sessionWalk(c)?.composite).not.toBeNull();
  });
});
