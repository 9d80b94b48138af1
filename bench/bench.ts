/**
 * `npm run bench`: throughput of the raw generator, each system's single-check
 * kernel on one thread, and the pool. Median of several runs; figures vary
 * with the machine, so nothing here is asserted.
 */
import { accLength } from '../src/core/accumulator.js';
import { deriveSeed, warmState } from '../src/core/seed.js';
import { loadDecks } from '../src/engine/request.js';
import { CHECK_CHUNK } from '../src/engine/plan.js';
import { defaultThreads, simulateJobs } from '../src/engine/pool.js';
import { getSystem } from '../src/systems/index.js';
import type { Cell } from '../src/core/grid.js';
import type { CompileContext, Kernel } from '../src/systems/types.js';
import { measureImport } from './import-rss.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const fmt = (x: number): string => `${(x / 1e6).toFixed(1)} M/s`;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(fn: () => void): number {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e9;
}

/**
 * Raw sfc32 with its state in locals: the ceiling for any kernel. The state
 * comes in as an argument: a call inside the function before the loop made V8
 * deoptimise it for lack of type feedback and then run it unoptimised.
 */
function rawGenerator(n: number, st: Int32Array): number {
  let a = st[0], b = st[1], c = st[2], d = st[3];
  let sink = 0;
  for (let i = 0; i < n; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0; c = (c << 21) | (c >>> 11); c = (c + t) | 0;
    sink ^= t;
  }
  return sink;
}

interface Case {
  name: string;
  system: string;
  cell: Cell;
  rules?: unknown;
}

async function main(): Promise<void> {
  const threads = defaultThreads();
  const decks = loadDecks(['decks/mono-green.yaml'], {});
  const ctx: CompileContext = { decks };
  const N = 20_000_000;
  const st = warmState(deriveSeed('bench', 'raw', 0));
  for (let i = 0; i < 3; i++) rawGenerator(N, st); // let the optimising compiler take the loop before timing it
  const raw = median(Array.from({ length: RUNS }, () => N / time(() => rawGenerator(N, st))));
  console.log(`hantei bench · node ${process.version} · ${threads} threads · median of ${RUNS}`);
  console.log(`raw sfc32 generator (one thread): ${fmt(raw)} draws`);
  const cases: Case[] = [
    { name: 'mtg v2, 60 cards, boost never', system: 'mtg', cell: { deck: 'mono-green', check: 'green', difficulty: 4, boost: 'never', known: 0 } },
    { name: 'mtg v2, 60 cards, boost on-fail', system: 'mtg', cell: { deck: 'mono-green', check: 'green', difficulty: 4, boost: 'on-fail', known: 0 } },
    { name: 'mtg v2, 60 cards, boost always', system: 'mtg', cell: { deck: 'mono-green', check: 'green', difficulty: 4, boost: 'always', known: 0 } },
    ...(process.env.BENCH_EXTRA ? (JSON.parse(process.env.BENCH_EXTRA) as Case[]) : []),
  ];
  for (const extra of benchCases) cases.push(extra);
  console.log('');
  console.log('case                                   one thread      pool    scaling   checks/s ÷ raw draws/s');
  for (const c of cases) {
    const system = getSystem(c.system);
    const compiled = system.compile(c.cell, c.rules ?? system.rulesets[system.defaultRuleset], ctx);
    const kernel = system.kernels.check as Kernel<unknown>;
    const acc = new Float64Array(accLength(compiled));
    for (let i = 0; i < 3; i++) kernel(compiled, 5_000_000, deriveSeed('warm', 'up', i), acc); // JIT warm-up
    const one = median(Array.from({ length: RUNS }, (_, i) => N / time(() => kernel(compiled, N, deriveSeed('bench', c.name, i), acc))));
    const trials = 96 * CHECK_CHUNK; // long enough for fresh workers to warm up
    const job = { key: c.name, system: c.system, kernel: 'check', compiled, trials, length: accLength(compiled), chunkSize: CHECK_CHUNK };
    const pooled: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 2); i++) {
      const t = process.hrtime.bigint();
      await simulateJobs([job], { seed: String(i), threads });
      pooled.push(trials / (Number(process.hrtime.bigint() - t) / 1e9));
    }
    const pool = median(pooled);
    console.log(`${c.name.padEnd(38)} ${fmt(one).padStart(10)} ${fmt(pool).padStart(10)} ${`${(pool / one).toFixed(2)}×`.padStart(9)} ${`${((one / raw) * 100).toFixed(0)}%`.padStart(8)}`);
  }
  const mb = Number(process.env.BENCH_IMPORT_MB ?? 300);
  if (mb > 0) {
    const m = await measureImport(mb);
    console.log('');
    console.log(`cards import: ${m.sizeMb.toFixed(0)} MB synthetic Scryfall file, ${m.entries.toLocaleString('en')} entries → ${m.cards.toLocaleString('en')} cards in ${m.seconds.toFixed(1)} s, peak RSS ${m.peakRssMb.toFixed(0)} MB`);
  }
}

/** The dice systems, each on a typical cell. */
const benchCases: Case[] = [
  { name: '2d6, 2 dice, convert never', system: '2d6', cell: { ability: 3, modifier: 0, difficulty: 8, courageDie: false, convert: 'never' } },
  { name: '2d6, courage die, convert when-safe', system: '2d6', cell: { ability: 3, modifier: 0, difficulty: 8, courageDie: true, convert: 'when-safe' } },
  { name: 'drawsteel, medium, no reroll', system: 'drawsteel', cell: { characteristic: 2, skill: true, edges: 0, banes: 0, difficulty: 'medium', reroll: 'never' } },
  { name: 'drawsteel, hard, hero-token reroll', system: 'drawsteel', cell: { characteristic: 0, skill: false, edges: 1, banes: 0, difficulty: 'hard', reroll: 'on-failure' } },
  { name: 'd6chain, 1 die', system: 'd6chain', cell: { dice: 1, plan: 2, judgement: 1, target: 6 } },
  { name: 'd6chain, 3 dice', system: 'd6chain', cell: { dice: 3, plan: 2, judgement: 1, target: 10 } },
];

await main();
