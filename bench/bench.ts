/**
 * `npm run bench`: what users get, on this machine.
 *
 * - the raw generator, each single-check kernel and each scenario kernel on one
 *   thread, every case in fresh workers of its own (a real run's kernel only
 *   meets one case, so its call sites stay monomorphic; the best of several,
 *   with their spread), as a ratio to raw draws/s;
 * - the same cases on a pool of one and a pool of every thread (the best of
 *   fresh, warmed pools per case) and the pool's efficiency, pool ÷ (threads ×
 *   pool of one), beside what the machine allows: the bare generator on every
 *   thread at once ÷ threads × one;
 * - end-to-end latency of a 1e6 and 1e7-trial cell on 0 threads and on the
 *   pool, the pool's start-up, and how long an abort takes to stop a run;
 * - exact grids (cold and warm), and through the public API cold (a fresh
 *   process's first `exact()`) beside icepool on the same cells; mtg exact
 *   beside numpy summed over card kinds, the mtg kernel beside a numpy Monte
 *   Carlo, the 2d6 kernel beside a minimal sfc32 loop (bench/peers.ts);
 * - one simulate cell of 1e6 / 1e7 trials, whole process, default threads vs
 *   --threads 0; `import { exact } from 'hantei'` vs `node -e 0`.
 *
 * bench/README.md says what each column means.
 *
 * Figures vary with the machine, so nothing here is asserted. Every figure
 * also goes to a JSON file (BENCH_JSON, default bench/out/bench-<time>.json);
 * `--compare OLD.json` prints the ratio of each figure to an earlier run.
 *
 * Environment: BENCH_RUNS (median of, default 5), BENCH_THREADS (default: the
 * cores), BENCH_SECONDS (one-thread run length, default 0.3), BENCH_POOL_SECONDS
 * (pool run length, default 1), BENCH_FRESH (fresh workers per case, default
 * 3) and BENCH_FRESH_POOLS (fresh pools per case and size, default 2), the
 * best counting, BENCH_ONLY (a substring of case names), BENCH_IMPORT_MB (card-import memory check, default 300, 0 skips), BENCH_LONG
 * (trials of the long-run efficiency check, default 1e9, 0 skips).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HanteiError } from '../src/core/errors.js';
import { writeFileAtomic } from '../src/io/atomic.js';
import { CHECK_CHUNK, type Job, SCENARIO_CHUNK } from '../src/engine/plan.js';
import { closePool, defaultPool, defaultThreads, simulateJobs, warmPool } from '../src/engine/pool.js';
import { type BenchCase, CHECK_CASES, SCENARIO_CASES, prepareCase } from './cases.js';
import type { CaseRequest, CaseResult } from './case-worker.js';
import type { ExactRequest, ExactResult } from './exact-worker.js';
import { EXACT_CASES } from './exact-worker.js';
import { measureImport } from './import-rss.js';
import { coldExactTable, importSection, median, mtgExactPeer, mtgMonteCarloPeer, smallJobSection } from './peers.js';
import { ruleExactTable, ruleKernelTable } from './rule-peers.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THREADS = Number(process.env.BENCH_THREADS ?? defaultThreads());
const SECONDS = Number(process.env.BENCH_SECONDS ?? 0.3);
const POOL_SECONDS = Number(process.env.BENCH_POOL_SECONDS ?? 1);
/** Fresh workers (one-thread rates) and fresh pools (pool rates) a case is measured on; the best counts, as for the raw ceiling. */
const FRESH = Math.max(1, Number(process.env.BENCH_FRESH ?? 3));
const FRESH_POOLS = Math.max(1, Number(process.env.BENCH_FRESH_POOLS ?? 2));
const ONLY = process.env.BENCH_ONLY;

/** Every figure of the run, flat, for the JSON file and `--compare`. */
const figures: Record<string, number> = {};
const fmt = (x: number): string => (x >= 1e6 ? `${(x / 1e6).toFixed(1)} M/s` : `${(x / 1e3).toFixed(1)} k/s`);
const ms = (x: number): string => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

function inWorker<T>(file: string, data: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const w = new Worker(fileURLToPath(new URL(file, import.meta.url)), { workerData: data });
    w.once('message', (m: T) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  });
}

const oneThread = (c: BenchCase | 'raw' | 'sfc32-2d6'): Promise<CaseResult> =>
  inWorker<CaseResult>('./case-worker.js', { case: c, runs: RUNS, seconds: SECONDS } satisfies CaseRequest);

function jobOf(c: BenchCase, trials: number, key: string): Job {
  const p = prepareCase(c);
  return {
    key,
    system: p.system,
    kernel: p.kernel,
    compiled: p.compiled,
    trials,
    length: p.length,
    chunkSize: p.scenario ? SCENARIO_CHUNK : CHECK_CHUNK,
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/**
 * Milliseconds of a run of `trials` of the case on a fresh pool of `threads`
 * workers, warmed first with `warm` trials of the same case; the median of
 * `runs` runs.
 */
async function onFreshPool(c: BenchCase, threads: number, trials: number, warm: number, runs: number): Promise<number> {
  await closePool();
  await warmPool(threads);
  // every task on the workers, however small: this measures the pool itself
  await simulateJobs([jobOf(c, warm, 'warm')], { seed: 'warm', threads, placement: 'workers' });
  const times: number[] = [];
  for (let i = 0; i < runs; i++)
    times.push(await timed(() => simulateJobs([jobOf(c, trials, c.name)], { seed: String(i), threads, placement: 'workers' })));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * The case's rate on a pool of `threads` workers: on each of FRESH_POOLS
 * fresh pools the median of three runs of about POOL_SECONDS, the best pool
 * counting (a worker sometimes runs a kernel at half speed for its whole
 * life, and on a shared host a thread can be slowed for seconds: the best of
 * fresh pools, like the best of fresh workers, measures the pool and not that
 * luck). The pool of one and the pool of THREADS take the same path
 * (dispatch, transfer, merge), so their ratio is the pool's efficiency.
 */
async function pooled(c: BenchCase, one: number, threads: number): Promise<number> {
  const trials = Math.max(1, Math.round(one * threads * POOL_SECONDS));
  let best = 0;
  for (let i = 0; i < FRESH_POOLS; i++)
    best = Math.max(best, trials / ((await onFreshPool(c, threads, trials, Math.round(trials / 8), 3)) / 1000));
  return best;
}

/** One-thread rates of a case (or the raw loop, or the minimal peer) in `n` fresh workers, one after another. */
async function freshRates(c: Parameters<typeof oneThread>[0], n: number): Promise<number[]> {
  const rates: number[] = [];
  for (let i = 0; i < n; i++) rates.push((await oneThread(c)).perSecond);
  return rates;
}

/**
 * The raw generator's ceiling: its loop in RAW_WORKERS fresh workers one
 * after another, the best of them (a fresh worker's loop is sometimes
 * optimised badly: the spread shows it), so "÷ raw" ratios are set against
 * what the loop can do, not against an unlucky worker.
 */
async function rawCeiling(): Promise<number> {
  const rates = await freshRates('raw', Number(process.env.BENCH_RAW_WORKERS ?? 5));
  const best = Math.max(...rates);
  figures['raw sfc32 draws/s'] = best;
  figures['raw sfc32 worst ÷ best'] = Math.min(...rates) / best;
  console.log(
    `raw sfc32 generator, best of ${rates.length} fresh workers: ${fmt(best)} draws (spread ${fmt(Math.min(...rates))} … ${fmt(best)}, median ${fmt(median(rates))})`,
  );
  return best;
}

/** What the machine itself allows: the bare generator in THREADS fresh workers at once, ÷ THREADS × one worker alone. */
async function machineCeiling(raw: number): Promise<void> {
  if (THREADS < 2) return;
  const all = await Promise.all(Array.from({ length: THREADS }, () => oneThread('raw')));
  const sum = all.reduce((s, r) => s + r.perSecond, 0);
  figures['raw sfc32 on every thread ÷ threads × one'] = sum / (THREADS * raw);
  console.log(
    `raw sfc32 on ${THREADS} threads at once: ${fmt(sum)} draws, ${((sum / (THREADS * raw)) * 100).toFixed(0)}% of ${THREADS} × the best one (the ceiling any pool efficiency here can reach)`,
  );
}

/** One-thread rates by case name, for the scenario rows' "per check ÷ single check" and the peers. */
const oneThreadRate = new Map<string, number>();

async function kernelTable(title: string, cases: BenchCase[], raw: number): Promise<void> {
  console.log('');
  console.log(
    `${title.padEnd(44)} ${'one thread'.padStart(11)} ${'spread'.padStart(6)} ${'÷ raw'.padStart(6)} ${'draws'.padStart(6)} ${'pool ×1'.padStart(11)} ${`pool ×${THREADS}`.padStart(11)} ${'efficiency'.padStart(10)}`,
  );
  // BENCH_ONLY keeps the single checks the kept scenarios are set against ("per check ÷ single check")
  const referenced = new Set(SCENARIO_CASES.flatMap((s) => ('scenario' in s && ONLY && s.name.includes(ONLY) ? [s.single] : [])));
  for (const c of cases) {
    if (ONLY && !c.name.includes(ONLY) && !referenced.has(c.name)) continue;
    const rates = await freshRates(c, FRESH);
    const one = Math.max(...rates);
    const spread = Math.min(...rates) / one;
    oneThreadRate.set(c.name, one);
    const words = 'words' in c ? c.words : undefined;
    const pool1 = THREADS > 0 ? await pooled(c, one, 1) : NaN;
    const pool = THREADS > 0 ? await pooled(c, one, THREADS) : NaN;
    const eff = pool / (THREADS * pool1);
    figures[`${c.name} · one thread /s`] = one;
    figures[`${c.name} · one thread worst ÷ best`] = spread;
    figures[`${c.name} · one thread ÷ raw`] = one / raw;
    if (words !== undefined) figures[`${c.name} · draws ÷ raw`] = (one * words) / raw;
    figures[`${c.name} · pool of 1 /s`] = pool1;
    figures[`${c.name} · pool /s`] = pool;
    figures[`${c.name} · pool efficiency`] = eff;
    const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
    // a scenario's check beside the single check it repeats: per-check rate ÷ single-check rate (≥ 0.5 is the aim)
    let vsSingle = '';
    if ('scenario' in c) {
      const single = oneThreadRate.get(c.single);
      if (single) {
        figures[`${c.name} · per check ÷ single check`] = (one * c.checks) / single;
        vsSingle = `${fmt(one * c.checks)} per check, ${((one * c.checks) / single).toFixed(2)}× ${c.single}`;
      }
    }
    console.log(
      `${c.name.padEnd(44)} ${fmt(one).padStart(11)} ${spread.toFixed(2).padStart(6)} ${pct(one / raw).padStart(6)} ${(words === undefined ? '' : pct((one * words) / raw)).padStart(6)} ${fmt(pool1).padStart(11)} ${fmt(pool).padStart(11)} ${`${(eff * 100).toFixed(0)}%`.padStart(10)}  ${vsSingle}`,
    );
  }
}

/** End to end, as `hantei simulate` sees it: one cell, warm pool, the process's pool reused. */
async function latency(): Promise<void> {
  const c = CHECK_CASES[1]; // mtg boost on-fail
  console.log('');
  console.log(`latency of one ${c.name} cell (pool warm, reused)`);
  await closePool();
  const start = await timed(async () => {
    defaultPool(THREADS);
    await warmPool(THREADS);
  });
  figures['pool start and warm ms'] = start;
  console.log(`  pool of ${THREADS}: start and warm ${ms(start)}; close ${ms(await timed(() => closePool()))}`);
  await warmPool(THREADS);
  // what a fresh `hantei simulate` gets: workers started, this kernel never run in them yet
  const cold = await timed(() => simulateJobs([jobOf(c, 1e6, 'cold')], { seed: 'cold', threads: THREADS, placement: 'workers' }));
  figures['latency 1e6 trials, cold kernel, threads pool ms'] = cold;
  console.log(`  1e+6 trials, the kernel's first run in fresh workers: ${ms(cold)}`);
  console.log(`  the default placement (small runs stay in this thread; larger ones use the workers they need):`);
  for (const trials of [1e6, 1e7]) {
    const row: string[] = [];
    for (const threads of [0, THREADS]) {
      await simulateJobs([jobOf(c, 2e5, 'warm')], { seed: 'w', threads }); // warm the kernel where it runs
      const times: number[] = [];
      for (let i = 0; i < Math.min(RUNS, 3); i++)
        times.push(await timed(() => simulateJobs([jobOf(c, trials, 'lat')], { seed: String(i), threads })));
      times.sort((a, b) => a - b);
      const t = times[Math.floor(times.length / 2)];
      figures[`latency ${trials} trials, threads ${threads} ms`] = t;
      row.push(`--threads ${threads}: ${ms(t)}`);
    }
    console.log(`  ${trials.toExponential(0)} trials: ${row.join(', ')}`);
  }
}

/** The issue's long run: 1e9 mtg checks on a pool of one, then on every thread, and the efficiency between them. */
async function longRun(): Promise<void> {
  const trials = Number(process.env.BENCH_LONG ?? 1e9);
  if (!(trials > 0) || THREADS < 2) return;
  const c = CHECK_CASES[0]; // mtg never
  const run = (threads: number): Promise<number> => onFreshPool(c, threads, trials, 2e7, 1);
  const one = await run(1);
  const all = await run(THREADS);
  const eff = one / (THREADS * all);
  figures['long run pool of 1 s'] = one / 1000;
  figures[`long run pool of ${THREADS} s`] = all / 1000;
  figures['long run pool efficiency'] = eff;
  console.log('');
  console.log(
    `long run, ${trials.toExponential(0)} ${c.name} checks: pool of 1 ${(one / 1000).toFixed(1)} s, pool of ${THREADS} ${(all / 1000).toFixed(1)} s: ${(one / all).toFixed(2)}×, efficiency ${(eff * 100).toFixed(0)}%`,
  );
}

/** How long a huge run (3 cells × 2e9 trials) takes to reject once its signal aborts. */
async function abortDelay(): Promise<void> {
  console.log('');
  const row: string[] = [];
  for (const threads of [0, THREADS]) {
    const jobs = ['never', 'on-fail', 'always'].map((b, i) => jobOf({ ...CHECK_CASES[i], name: b }, 2e9, b));
    const controller = new AbortController();
    const run = simulateJobs(jobs, { seed: 'abort', threads, signal: controller.signal, placement: 'workers' });
    await new Promise((r) => setTimeout(r, 500));
    const t = performance.now();
    controller.abort();
    const err = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    const delay = performance.now() - t;
    if (!(err instanceof HanteiError) || err.code !== 'interrupted')
      throw new Error(`abort on ${threads} threads did not reject with "interrupted"`);
    figures[`abort delay threads ${threads} ms`] = delay;
    row.push(`--threads ${threads}: ${ms(delay)}`);
  }
  console.log(`abort of 3 cells × 2e9 trials (rejects with "interrupted"): ${row.join(', ')}`);
}

async function exactTable(): Promise<void> {
  console.log('');
  console.log('exact grids after the decks load, each in a fresh worker: the whole analysis (results document included) cold and warm,');
  console.log('and compile + exact alone, cold (no results document)');
  console.log(`${'grid'.padEnd(66)} ${'cells'.padStart(6)} ${'cold'.padStart(9)} ${'warm'.padStart(9)} ${'compute'.padStart(9)}`);
  for (const name of Object.keys(EXACT_CASES)) {
    if (ONLY && !name.includes(ONLY)) continue;
    const r = await inWorker<ExactResult>('./exact-worker.js', { name, runs: RUNS, mode: 'analysis' } satisfies ExactRequest);
    const c = await inWorker<ExactResult>('./exact-worker.js', { name, runs: RUNS, mode: 'compute' } satisfies ExactRequest);
    figures[`exact ${name} · cold ms`] = r.coldMs;
    figures[`exact ${name} · warm ms`] = r.warmMs;
    figures[`exact ${name} · compute cold ms`] = c.coldMs;
    console.log(
      `${name.padEnd(66)} ${String(r.cells).padStart(6)} ${ms(r.coldMs).padStart(9)} ${ms(r.warmMs).padStart(9)} ${ms(c.coldMs).padStart(9)}`,
    );
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whole-process start-up: `hantei --version` and a small exact grid against `node -e 0`, median of 5. */
function startupSection(): void {
  const time = (args: string[]): number => {
    const xs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = process.hrtime.bigint();
      const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
      if (r.status !== 0) throw new Error(`bench: ${args.join(' ')} exited ${r.status}`);
      xs.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return xs.sort((a, b) => a - b)[2];
  };
  const bin = fileURLToPath(new URL('../../bin/hantei.js', import.meta.url));
  const node = time(['-e', '0']);
  const version = time([bin, '--version']);
  const exact = time([bin, 'exact', '2d6', '--ability', '0..6', '--modifier', '-2..2', '--difficulty', '2..12']);
  console.log('');
  console.log(
    `start-up, whole process (median of 5): node -e 0 ${ms(node)} · hantei --version ${ms(version)} (${(version / node).toFixed(1)}×) · exact 2d6, 385 cells ${ms(exact)} (${(exact / node).toFixed(1)}×)`,
  );
  figures['startup node ms'] = node;
  figures['startup --version ms'] = version;
  figures['startup exact 2d6 385 cells ms'] = exact;
}

/** What a designer waits for in a browser: the report page and the workbench (skipped without Chromium). */
async function browserSections(): Promise<void> {
  console.log('');
  if (!existsSync(CHROMIUM)) {
    console.log(`browser figures skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    return;
  }
  const { reportLoad } = await import('./report-load.js');
  const page = await reportLoad();
  console.log(
    `report page (default study): ${(page.bytes / 1e6).toFixed(2)} MB, ${page.charts} charts; interactive ${page.interactiveMs} ms, every chart drawn ${page.allChartsMs} ms (median of ${page.runs}, ${page.viewport.width} px)`,
  );
  figures['report page MB'] = page.bytes / 1e6;
  figures['report interactive ms'] = page.interactiveMs;
  figures['report all charts ms'] = page.allChartsMs;
  const { workbenchLatency } = await import('./workbench-latency.js');
  const wb = await workbenchLatency();
  console.log(
    `workbench edit → redrawn charts (${wb.cells} cells, ${wb.edits} edits): median ${ms(wb.medianMs)}, p90 ${ms(wb.p90Ms)}; server ${ms(wb.serverMedianMs)}`,
  );
  console.log(
    `  phases (median ms): ${Object.entries(wb.phasesMedianMs)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  );
  figures['workbench edit median ms'] = wb.medianMs;
  figures['workbench edit p90 ms'] = wb.p90Ms;
}

function compareWith(file: string): void {
  const old = (JSON.parse(readFileSync(file, 'utf8')) as { figures: Record<string, number> }).figures;
  console.log('');
  console.log(`compared with ${file} (new ÷ old):`);
  for (const [k, v] of Object.entries(figures)) {
    if (old[k] === undefined) continue;
    console.log(`  ${k.padEnd(70)} ${(v / old[k]).toFixed(2)}×`);
  }
}

/** The kernels' peers on one thread: a minimal sfc32 loop (2d6), a numpy Monte Carlo (mtg). */
async function peerKernels(): Promise<void> {
  console.log('');
  const minimal = Math.max(...(await freshRates('sfc32-2d6', FRESH)));
  figures['minimal sfc32 2d6 checks/s'] = minimal;
  const twod6 = oneThreadRate.get(CHECK_CASES[3].name);
  const vs = twod6 ? `: hantei's "${CHECK_CASES[3].name}" ${(twod6 / minimal).toFixed(1)}× it` : '';
  if (twod6) figures['2d6 check · hantei ÷ minimal sfc32'] = twod6 / minimal;
  console.log(`minimal sfc32 loop (closure generator, two d6, highest + 3 ≥ 8), one thread: ${fmt(minimal)} checks${vs}`);
  mtgMonteCarloPeer(oneThreadRate.get(CHECK_CASES[0].name), figures, FRESH);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const compare = args.includes('--compare') ? args[args.indexOf('--compare') + 1] : undefined;
  console.log(`hantei bench · node ${process.version} · ${THREADS} threads · median of ${RUNS}`);
  const raw = await rawCeiling();
  if (!ONLY) await machineCeiling(raw);
  console.log('÷ raw: checks (trials) per second ÷ raw draws per second; draws: the 32-bit words a check takes at least × checks/s ÷ raw;');
  console.log(
    `one thread: the best of ${FRESH} fresh workers (spread: worst ÷ best); efficiency: pool ×${THREADS} ÷ (${THREADS} × pool ×1), each the best of ${FRESH_POOLS} fresh pools' medians of 3 runs of about ${POOL_SECONDS} s after a warm-up on the same case`,
  );
  await kernelTable('single-check kernel (checks/s)', CHECK_CASES, raw);
  await kernelTable('scenario kernel (trials/s)', SCENARIO_CASES, raw);
  if (!ONLY) await peerKernels();
  if (!ONLY) {
    await longRun();
    await latency();
    await abortDelay();
  }
  await closePool();
  await exactTable();
  coldExactTable(RUNS, figures, ONLY);
  mtgExactPeer(RUNS, figures, ONLY);
  ruleExactTable(RUNS, figures, ONLY);
  ruleKernelTable(figures, ONLY);
  if (!ONLY) smallJobSection(RUNS, figures);
  await (await import('./solve.js')).benchSolve(figures, ONLY);
  startupSection();
  importSection(RUNS, figures);
  if (!process.env.BENCH_NO_BROWSER) await browserSections();
  const mb = Number(process.env.BENCH_IMPORT_MB ?? 300);
  if (mb > 0 && !ONLY) {
    const m = await measureImport(mb);
    figures['cards import peak RSS MB'] = m.peakRssMb;
    console.log('');
    console.log(
      `cards import: ${m.sizeMb.toFixed(0)} MB synthetic Scryfall file, ${m.entries.toLocaleString('en')} entries → ${m.cards.toLocaleString('en')} cards in ${m.seconds.toFixed(1)} s, peak RSS ${m.peakRssMb.toFixed(0)} MB`,
    );
  }
  const out = process.env.BENCH_JSON ?? `bench/out/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileAtomic(
    out,
    JSON.stringify(
      { schema: 'hantei.bench/1', node: process.version, threads: THREADS, runs: RUNS, createdAt: new Date().toISOString(), figures },
      null,
      2,
    ) + '\n',
  );
  console.log('');
  console.log(`figures: ${out}`);
  if (compare) compareWith(compare);
}

await main();
