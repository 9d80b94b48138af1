/**
 * One exact grid through the public library in a fresh process, as a user's
 * script meets it: `import { exact, loadDeck } from 'hantei'` (the built
 * package entry), decks loaded, then the first `exact()` call timed — cold
 * caches, cold JIT (with `--warm`, also the second call, the median of the
 * next WARM_CALLS, and the median of WARM_CALLS after STEADY_AFTER). Prints
 * `{ ms, secondMs, warmMs, steadyMs, cells, success }` as JSON; `success` (the
 * cells' P(success), in grid order) lets the bench hold a peer's numbers to
 * hantei's.
 *
 *   node dist/bench/exact-cold.js CASE
 */
import type { CheckRequest, RuleFileRequest } from '../src/api/checks.js';

type Api = typeof import('../src/api/index.js');

const range = (a: number, b: number): string => `${a}..${b}`;

/** A d6chain ruleset whose die is a plain d6 (no critical or fumble values): the sum of N d6. */
export const PLAIN_D6 = { extends: 'seed', name: 'plain-d6', criticalValue: 6, highValue: 6, fumbleValue: 1, lowValue: 1 };

export const MTG_DECKS = ['decks/mono-green.yaml', 'decks/selesnya.txt', 'decks/eldrazi.yaml', 'decks/uw-control.txt'];
export const MTG_CHECKS = ['white', 'blue', 'black', 'red', 'green', 'colorless'];

/** A rule file of bench/rules/ over a grid (the bench runs with the package root as its folder). */
const rule = (name: string, params: Record<string, string>): RuleFileRequest => ({ system: `bench/rules/${name}.yaml`, params });

/** The grids of issue 23, by name: what hantei computes and what the peers (bench/icepool_peer.py, bench/mtg_exact_numpy.py) compute. */
export const COLD_CASES: Record<string, (api: Api) => CheckRequest | RuleFileRequest> = {
  '2d6 231 cells': () => ({ system: '2d6', params: { ability: range(0, 6), modifier: range(-1, 1), difficulty: range(2, 12) } }),
  'drawsteel 189 cells': () => ({
    system: 'drawsteel',
    params: { characteristic: range(-1, 5), edges: range(0, 2), banes: range(0, 2), difficulty: ['easy', 'medium', 'hard'] },
  }),
  'd6chain 12 dice × 73 targets': () => ({ system: 'd6chain', params: { dice: 12, target: range(-12, 60) } }),
  'd6chain 20 dice × 73 targets': () => ({ system: 'd6chain', params: { dice: 20, target: range(-12, 60) } }),
  '12d6 sum × 73 targets': () => ({ system: 'd6chain', ruleset: PLAIN_D6, params: { dice: 12, target: range(-12, 60) } }),
  '20d6 sum × 73 targets': () => ({ system: 'd6chain', ruleset: PLAIN_D6, params: { dice: 20, target: range(-12, 60) } }),
  // rule files (bench/rules/), beside icepool_rules.py's grids
  'rule 3d6-under 16 cells': () => rule('3d6-under', { skill: range(3, 18) }),
  'rule 4d6kh3 16 cells': () => rule('4d6kh3', { difficulty: range(3, 18) }),
  'rule advantage 338 cells': () => rule('advantage', { bonus: range(-2, 10), dc: range(5, 30) }),
  'rule pool-successes 45 cells': () => rule('pool-successes', { dice: range(0, 8), difficulty: range(1, 5) }),
  'rule exploding 11 cells': () => rule('exploding', { target: range(2, 12) }),
  'rule fudge 42 cells': () => rule('fudge', { skill: range(0, 5), opposition: range(0, 6) }),
  'rule percentile 297 cells': () => rule('percentile', { skill: range(1, 99), bonus: range(0, 2) }),
  'rule opposed 49 cells': () => rule('opposed', { skill: range(0, 6), opponent: range(0, 6) }),
  'rule lucky 231 cells': () => rule('lucky', { bonus: range(0, 10), dc: range(5, 25) }),
  'rule mixed 22 cells': () => rule('mixed', { target: range(3, 24) }),
  'rule wild-die 11 cells': () => rule('wild-die', { target: range(2, 12) }),
  'mtg 4 decks × 6 checks × 0..8 × 2 boosts (432 cells)': (api) => {
    const decks = MTG_DECKS.map((f) => api.loadDeck(f));
    return {
      system: 'mtg',
      decks,
      params: { deck: decks.map((d) => d.id), check: MTG_CHECKS, difficulty: range(0, 8), boost: ['never', 'on-fail'], known: 0 },
    };
  },
};

/** Calls whose median is the warm (and the steady) figure, and the calls before the steady ones (bench/icepool_peer.py times the same). */
export const WARM_CALLS = 15;
export const STEADY_AFTER = 100;

async function main(): Promise<void> {
  const name = process.argv[2];
  const make = COLD_CASES[name];
  if (!make) throw new Error(`exact-cold: unknown case "${name}"`);
  // the package's own entry ('hantei', the bundled library), as a user's script imports it
  const api = (await import(import.meta.resolve('hantei'))) as Api;
  const req = make(api);
  const t = performance.now();
  const doc = await api.exact(req as CheckRequest);
  const ms = performance.now() - t;
  // --warm: the same grid again in this process, timed: the second call (caches warm, the JIT still
  // compiling), the median of the next WARM_CALLS (a warm process, as a script's loop or the workbench
  // meets it) and, after STEADY_AFTER calls in all, the median of WARM_CALLS more (V8 done compiling)
  let secondMs: number | undefined;
  let warmMs: number | undefined;
  let steadyMs: number | undefined;
  if (process.argv.includes('--warm')) {
    const timedCall = async (): Promise<number> => {
      const w = performance.now();
      await api.exact(make(api) as CheckRequest);
      return performance.now() - w;
    };
    const medianOf = async (calls: number): Promise<number> => {
      const t: number[] = [];
      for (let i = 0; i < calls; i++) t.push(await timedCall());
      return t.sort((x, y) => x - y)[calls >> 1];
    };
    secondMs = await timedCall();
    warmMs = await medianOf(WARM_CALLS);
    for (let i = 2 + WARM_CALLS; i < STEADY_AFTER; i++) await timedCall();
    steadyMs = await medianOf(WARM_CALLS);
  }
  process.stdout.write(
    JSON.stringify({ ms, secondMs, warmMs, steadyMs, cells: doc.cells.length, success: doc.cells.map((c) => c.success) }) + '\n',
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
