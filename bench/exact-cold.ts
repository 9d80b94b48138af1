/**
 * One exact grid through the public library in a fresh process, as a user's
 * script meets it: `import { exact, loadDeck } from 'hantei'` (the built
 * package entry), decks loaded, then the first `exact()` call timed — cold
 * caches, cold JIT. Prints `{ ms, cells, success }` as JSON; `success` (the
 * cells' P(success), in grid order) lets the bench hold a peer's numbers to
 * hantei's.
 *
 *   node dist/bench/exact-cold.js CASE
 */
import type { CheckRequest } from '../src/api/checks.js';

type Api = typeof import('../src/api/index.js');

const range = (a: number, b: number): string => `${a}..${b}`;

/** A d6chain ruleset whose die is a plain d6 (no critical or fumble values): the sum of N d6. */
export const PLAIN_D6 = { extends: 'seed', name: 'plain-d6', criticalValue: 6, highValue: 6, fumbleValue: 1, lowValue: 1 };

export const MTG_DECKS = ['decks/mono-green.yaml', 'decks/selesnya.txt', 'decks/eldrazi.yaml', 'decks/uw-control.txt'];
export const MTG_CHECKS = ['white', 'blue', 'black', 'red', 'green', 'colorless'];

/** The grids of issue 23, by name: what hantei computes and what the peers (bench/icepool_peer.py, bench/mtg_exact_numpy.py) compute. */
export const COLD_CASES: Record<string, (api: Api) => CheckRequest> = {
  '2d6 231 cells': () => ({ system: '2d6', params: { ability: range(0, 6), modifier: range(-1, 1), difficulty: range(2, 12) } }),
  'drawsteel 189 cells': () => ({
    system: 'drawsteel',
    params: { characteristic: range(-1, 5), edges: range(0, 2), banes: range(0, 2), difficulty: ['easy', 'medium', 'hard'] },
  }),
  'd6chain 12 dice × 73 targets': () => ({ system: 'd6chain', params: { dice: 12, target: range(-12, 60) } }),
  'd6chain 20 dice × 73 targets': () => ({ system: 'd6chain', params: { dice: 20, target: range(-12, 60) } }),
  '12d6 sum × 73 targets': () => ({ system: 'd6chain', ruleset: PLAIN_D6, params: { dice: 12, target: range(-12, 60) } }),
  '20d6 sum × 73 targets': () => ({ system: 'd6chain', ruleset: PLAIN_D6, params: { dice: 20, target: range(-12, 60) } }),
  'mtg 4 decks × 6 checks × 0..8 × 2 boosts (432 cells)': (api) => {
    const decks = MTG_DECKS.map((f) => api.loadDeck(f));
    return {
      system: 'mtg',
      decks,
      params: { deck: decks.map((d) => d.id), check: MTG_CHECKS, difficulty: range(0, 8), boost: ['never', 'on-fail'], known: 0 },
    };
  },
};

async function main(): Promise<void> {
  const name = process.argv[2];
  const make = COLD_CASES[name];
  if (!make) throw new Error(`exact-cold: unknown case "${name}"`);
  // the package's own entry ('hantei', the bundled library), as a user's script imports it
  const api = (await import(import.meta.resolve('hantei'))) as Api;
  const req = make(api);
  const t = performance.now();
  const doc = await api.exact(req);
  const ms = performance.now() - t;
  process.stdout.write(JSON.stringify({ ms, cells: doc.cells.length, success: doc.cells.map((c) => c.success) }) + '\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
