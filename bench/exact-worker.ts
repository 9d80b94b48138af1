/**
 * One exact grid in a fresh worker thread, timed from after the decks load:
 * cold (first run: empty caches, cold JIT — what a command gets) and warm
 * (the median of later runs on freshly loaded decks).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type Cell, expandGrid } from '../src/core/grid.js';
import type { Card, Deck } from '../src/systems/mtg/decks/card.js';
import { analyseChecks } from '../src/engine/analyse.js';
import { loadDecks } from '../src/engine/request.js';
import { getSystem } from '../src/systems/index.js';

export interface ExactRequest {
  name: string;
  runs: number;
  /** 'analysis': the whole exact analysis (compile, exact, results); 'compute': compile and exact only, cold. */
  mode: 'analysis' | 'compute';
}

export interface ExactResult {
  cells: number;
  coldMs: number;
  warmMs: number;
}

/** A synthetic deck of `size` cards with up to `kinds` distinct ones (mana value 0..16 × 15 colour sets). */
export function syntheticDeck(id: string, size: number, kinds: number, salt: number): Deck {
  const colourSets = [0, 1, 2, 4, 8, 16, 3, 6, 12, 24, 17, 5, 10, 31, 7];
  const entries: Deck['entries'] = [];
  for (let k = 0; k < kinds; k++) {
    const mv = (k + salt) % 17;
    const colours = colourSets[Math.floor(k / 17) % colourSets.length];
    const card: Card = {
      name: `${id}-${k}`,
      manaValue: mv,
      colours,
      landTypes: mv === 0 && colours === 0 ? 8 : 0,
      typeLine: mv === 0 ? 'Land' : 'Creature',
      critical: k === kinds - 1,
    };
    entries.push({ count: Math.floor(size / kinds) + (k < size % kinds ? 1 : 0), card });
  }
  return { id, name: id, file: `${id}.yaml`, entries, sideboard: [] };
}

function mtgDecks(): Map<string, Deck> {
  const decks = loadDecks(['decks/mono-green.yaml', 'decks/selesnya.txt', 'decks/eldrazi.yaml', 'decks/uw-control.txt'], {}) as Map<
    string,
    Deck
  >;
  const sizes: Array<[number, number]> = [
    [40, 20],
    [60, 35],
    [100, 100],
    [250, 120],
    [500, 200],
    [1000, 255],
  ];
  sizes.forEach(([size, kinds], i) => decks.set(`synthetic-${size}`, syntheticDeck(`synthetic-${size}`, size, kinds, i)));
  return decks;
}

const V2_CHECKS = ['white', 'blue', 'black', 'red', 'green', 'colorless'];
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** d6chain's plain dice (plan and judgement 0) against every target from −12 to 60. */
const d6chainTargets = (dice: number[]) => ({
  system: 'd6chain',
  decks: new Map<string, Deck>(),
  cells: expandGrid([
    ['dice', dice],
    ['plan', [0]],
    ['judgement', [0]],
    ['target', range(-12, 60)],
  ]),
});

/** The exact grids the bench times, by name: system, decks (loaded before the clock starts) and cells. */
export const EXACT_CASES: Record<string, () => { system: string; decks: Map<string, Deck>; cells: Cell[] }> = {
  'mtg 10 decks × 6 checks × 9 difficulties × 2 boosts': () => {
    const decks = mtgDecks();
    return {
      system: 'mtg',
      decks,
      cells: expandGrid([
        ['deck', [...decks.keys()]],
        ['check', V2_CHECKS],
        ['difficulty', range(0, 8)],
        ['boost', ['never', 'on-fail']],
        ['known', [0]],
      ]),
    };
  },
  'mtg 1,000 cards of 255 kinds × 108 cells': () => {
    const decks = new Map([['big', syntheticDeck('big', 1000, 255, 0)]]);
    return {
      system: 'mtg',
      decks,
      cells: expandGrid([
        ['deck', ['big']],
        ['check', V2_CHECKS],
        ['difficulty', range(0, 8)],
        ['boost', ['never', 'on-fail']],
        ['known', [0]],
      ]),
    };
  },
  'mtg 10,000 cards of 255 kinds × 108 cells': () => {
    const decks = new Map([['big', syntheticDeck('big', 10_000, 255, 0)]]);
    return {
      system: 'mtg',
      decks,
      cells: expandGrid([
        ['deck', ['big']],
        ['check', V2_CHECKS],
        ['difficulty', range(0, 8)],
        ['boost', ['never', 'on-fail']],
        ['known', [0]],
      ]),
    };
  },
  'd6chain 12 dice × 73 targets': () => d6chainTargets([12]),
  'd6chain 20 dice × 73 targets': () => d6chainTargets([20]),
  'd6chain 1..20 dice × 73 targets': () => d6chainTargets(range(1, 20)),
  '2d6 7 abilities × 7 modifiers × 13 difficulties × courage × convert': () => ({
    system: '2d6',
    decks: new Map(),
    cells: expandGrid([
      ['ability', range(0, 6)],
      ['modifier', range(-3, 3)],
      ['difficulty', range(2, 14)],
      ['courageDie', [false, true]],
      ['convert', ['never', 'when-safe', 'always']],
    ]),
  }),
  'drawsteel 756 cells': () => ({
    system: 'drawsteel',
    decks: new Map(),
    cells: expandGrid([
      ['characteristic', range(-1, 5)],
      ['skill', [false, true]],
      ['edges', [0, 1, 2]],
      ['banes', [0, 1, 2]],
      ['difficulty', ['easy', 'medium', 'hard']],
      ['reroll', ['never', 'on-failure']],
    ]),
  }),
};

async function timeOnce(name: string): Promise<{ cells: number; ms: number }> {
  const { system: id, decks, cells } = EXACT_CASES[name]();
  const system = getSystem(id);
  const t = performance.now();
  await analyseChecks({
    system,
    rulesetName: system.defaultRuleset,
    rules: system.rulesets[system.defaultRuleset],
    cells,
    ctx: { decks },
    method: 'exact',
  });
  return { cells: cells.length, ms: performance.now() - t };
}

/** Compile and exact only (no results document): the part icepool's figures compare with. */
function computeOnce(name: string): { cells: number; ms: number } {
  const { system: id, decks, cells } = EXACT_CASES[name]();
  const system = getSystem(id);
  const rules = system.rulesets[system.defaultRuleset];
  const t = performance.now();
  for (const cell of cells) system.exact(system.compile(cell, rules, { decks }));
  return { cells: cells.length, ms: performance.now() - t };
}

async function main(req: ExactRequest): Promise<ExactResult> {
  if (req.mode === 'compute') {
    const cold = computeOnce(req.name);
    return { cells: cold.cells, coldMs: cold.ms, warmMs: NaN };
  }
  const cold = await timeOnce(req.name);
  const warm: number[] = [];
  for (let i = 0; i < req.runs; i++) warm.push((await timeOnce(req.name)).ms);
  warm.sort((a, b) => a - b);
  return { cells: cold.cells, coldMs: cold.ms, warmMs: warm[Math.floor(warm.length / 2)] };
}

if (parentPort && workerData) parentPort.postMessage(await main(workerData as ExactRequest));
