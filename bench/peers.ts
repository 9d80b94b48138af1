/**
 * The bench's peer sections: each figure a ratio of two things measured in
 * this run, round robin (A, B, A, B …), median of BENCH_RUNS. A peer that
 * cannot run here says "not installed" — never a copied figure.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadDecks } from '../src/engine/request.js';
import { compileLibrary } from '../src/systems/mtg/compile.js';
import { asMtgDeck } from '../src/systems/mtg/decks/card.js';
import { modifierOptions, revealedValue } from '../src/systems/mtg/rules.js';
import { V2 } from '../src/systems/mtg/ruleset.js';
import { COLD_CASES, MTG_CHECKS, MTG_DECKS } from './exact-cold.js';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
/** The package root (dist/bench/ → ../../). */
const ROOT = here('../../');
const PY = process.env.BENCH_PYTHON ?? 'python3';

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number): string => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

interface Timed {
  ms: number;
  cells?: number;
  success?: Array<number | null>;
}

function run(cmd: string, args: string[], input?: string): { out: string; ok: boolean; err: string } {
  const r = spawnSync(cmd, args, { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { out: r.stdout ?? '', ok: r.status === 0, err: (r.stderr ?? '').trim().split('\n').pop() ?? '' };
}

/** Whether `python3 -c 'import MOD'` works here. */
export function pythonHas(mod: string): boolean {
  return run(PY, ['-c', `import ${mod}`]).ok;
}

function json<T>(r: { out: string; ok: boolean; err: string }, what: string): T {
  if (!r.ok) throw new Error(`bench: ${what} failed: ${r.err}`);
  return JSON.parse(r.out.trim().split('\n').pop()!) as T;
}

/** A peer's JSON answer, or why it failed: a peer that crashes prints "failed" in its column and the bench goes on. */
function peerJson<T>(r: { out: string; ok: boolean; err: string }, what: string): T | { failed: string } {
  try {
    return json<T>(r, what);
  } catch (e) {
    const why = r.ok ? `bad output (${(e as Error).message})` : r.err || 'no message';
    console.error(`bench: ${what} failed: ${why}`);
    return { failed: why };
  }
}

const failed = (x: object): x is { failed: string } => 'failed' in x;

const hanteiCold = (name: string): Timed => json<Timed>(run(process.execPath, [here('./exact-cold.js'), name]), `exact-cold ${name}`);

/**
 * hantei's cold grid and its peer, alternately, `runs` times (round robin).
 * `peer` undefined: the peer is not installed; a peer that fails once is not
 * run again, and `peer` comes back as 'failed'.
 */
function roundRobin(
  runs: number,
  grid: string,
  runPeer: (() => { out: string; ok: boolean; err: string }) | undefined,
  what: string,
): { hantei: number; last: Timed; peerMs: number; peer: Timed | 'failed' | undefined } {
  const h: number[] = [];
  const p: number[] = [];
  let last: Timed | undefined;
  let peer: Timed | 'failed' | undefined;
  for (let i = 0; i < runs; i++) {
    last = hanteiCold(grid);
    h.push(last.ms);
    if (runPeer && peer !== 'failed') {
      const r = peerJson<Timed>(runPeer(), what);
      if (failed(r)) peer = 'failed';
      else p.push((peer = r).ms);
    }
  }
  return { hantei: median(h), last: last!, peerMs: p.length > 0 ? median(p) : NaN, peer };
}

/** Largest |a − b| over two P(success) lists (null counts as 0). */
function maxDiff(a: ReadonlyArray<number | null>, b: ReadonlyArray<number | null>): number {
  if (a.length !== b.length) return Infinity;
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return m;
}

/**
 * Exact through the public API, cold (a fresh process's first `exact()`),
 * beside icepool on the same cells, round robin. Ratio: icepool ÷ hantei
 * (≥ 1: hantei is at least as fast).
 */
export function coldExactTable(runs: number, figures: Record<string, number>, only?: string): void {
  const ice = pythonHas('icepool');
  console.log('');
  console.log(
    "exact through the public API, cold: a fresh process, `import { exact } from 'hantei'`, the first call timed (median of round robin)",
  );
  console.log(
    `${'grid'.padEnd(54)} ${'cells'.padStart(5)} ${'hantei'.padStart(9)} ${'icepool'.padStart(14)} ${'icepool ÷ hantei'.padStart(17)}  max |Δp|`,
  );
  for (const name of Object.keys(COLD_CASES)) {
    if (only && !name.includes(only)) continue;
    if (name.startsWith('mtg')) continue; // mtg's peer is numpy (mtgExactPeer)
    if (name.startsWith('rule ')) continue; // rule files have their own table (rule-peers.ts)
    const {
      hantei: hm,
      last,
      peerMs: pm,
      peer,
    } = roundRobin(runs, name, ice ? () => run(PY, [here('../../bench/icepool_peer.py'), name]) : undefined, `icepool_peer.py ${name}`);
    figures[`cold exact ${name} · hantei ms`] = hm;
    let peerText = peer === 'failed' ? 'failed' : 'not installed';
    let ratio = '';
    let diff = '';
    if (peer && peer !== 'failed') {
      figures[`cold exact ${name} · icepool ms`] = pm;
      figures[`cold exact ${name} · icepool ÷ hantei`] = pm / hm;
      peerText = ms(pm);
      ratio = `${(pm / hm).toFixed(2)}×`;
      diff = maxDiff(last.success!, peer.success!).toExponential(1);
    }
    console.log(
      `${name.padEnd(54)} ${String(last.cells).padStart(5)} ${ms(hm).padStart(9)} ${peerText.padStart(14)} ${ratio.padStart(17)}  ${diff}`,
    );
  }
}

/** Card kinds of a deck for a check type, from hantei's rules functions: what the numpy script sums over. */
function kindsOf(
  file: string,
  check: string,
): Array<{ count: number; value: number; mods: number[]; colourless: number; critical: boolean }> {
  const deck = asMtgDeck([...loadDecks([file], {}).values()][0]);
  return deck.entries
    .filter((e) => e.count > 0)
    .map((e) => ({
      count: e.count,
      value: revealedValue(e.card, V2),
      mods: modifierOptions(e.card, V2, check),
      colourless: e.card.colours === 0 ? 1 : 0,
      critical: e.card.critical === true,
    }));
}

/**
 * mtg exact, cold, on the 432-cell grid (4 bundled decks × 6 checks × 0..8 ×
 * 2 boosts) beside numpy summing over card kinds (bench/mtg_exact_numpy.py),
 * round robin. Ratio: numpy ÷ hantei.
 */
export function mtgExactPeer(runs: number, figures: Record<string, number>, only?: string): void {
  const name = 'mtg-exact vs numpy by card kind';
  if (only && !name.includes(only)) return;
  const grid = 'mtg 4 decks × 6 checks × 0..8 × 2 boosts (432 cells)';
  const np = pythonHas('numpy');
  const input = JSON.stringify({
    decks: MTG_DECKS.map((f) => ({ file: f, kinds: Object.fromEntries(MTG_CHECKS.map((c) => [c, kindsOf(f, c)])) })),
    checks: MTG_CHECKS,
    difficulties: Array.from({ length: 9 }, (_, i) => i),
    boosts: ['never', 'on-fail'],
    rules: { boostSize: V2.boost.size, minRemaining: V2.boost.minRemaining, criticalAutomatic: V2.critical.mode === 'automatic' },
  });
  const {
    hantei: hm,
    last,
    peerMs: pm,
    peer,
  } = roundRobin(runs, grid, np ? () => run(PY, [here('../../bench/mtg_exact_numpy.py')], input) : undefined, 'mtg_exact_numpy.py');
  figures['cold exact mtg 432 cells · hantei ms'] = hm;
  console.log('');
  if (!peer || peer === 'failed') {
    console.log(`${grid}: hantei ${ms(hm)} cold; numpy ${peer === 'failed' ? 'failed' : 'not installed'}`);
    return;
  }
  figures['cold exact mtg 432 cells · numpy ms'] = pm;
  figures['cold exact mtg 432 cells · numpy ÷ hantei'] = pm / hm;
  console.log(
    `${grid}, cold: hantei ${ms(hm)}, numpy by card kind ${ms(pm)}: numpy ÷ hantei ${(pm / hm).toFixed(2)}× (max |Δp| ${maxDiff(last.success!, peer.success!).toExponential(1)})`,
  );
}

/** A vectorised numpy Monte Carlo of the mtg check (bench/mtg_mc_numpy.py) beside hantei's kernel on one thread. */
export function mtgMonteCarloPeer(hanteiPerSecond: number | undefined, figures: Record<string, number>, runs: number): void {
  if (!pythonHas('numpy')) {
    console.log('numpy mtg Monte Carlo: not installed');
    return;
  }
  const lib = compileLibrary(asMtgDeck([...loadDecks(['decks/mono-green.yaml'], {}).values()][0]), V2, 'green');
  const input = JSON.stringify({
    value: [...lib.value],
    modStart: [...lib.modStart],
    modCount: [...lib.modCount],
    mods: [...lib.mods],
    critical: [...lib.critical],
    difficulty: 4,
    criticalAutomatic: V2.critical.mode === 'automatic',
    trials: 2 ** 24,
  });
  // the best of `runs` fresh processes, as hantei's one-thread rate is the best of as many fresh workers
  const r = { perSecond: 0 };
  for (let i = 0; i < Math.max(1, runs); i++) {
    const one = peerJson<{ perSecond: number }>(run(PY, [here('../../bench/mtg_mc_numpy.py')], input), 'mtg_mc_numpy.py');
    if (failed(one)) {
      console.log('numpy mtg Monte Carlo: failed');
      return;
    }
    r.perSecond = Math.max(r.perSecond, one.perSecond);
  }
  figures['numpy mtg Monte Carlo checks/s'] = r.perSecond;
  const ratio = hanteiPerSecond ? ` · hantei's kernel (one thread) ${(hanteiPerSecond / r.perSecond).toFixed(1)}× numpy` : '';
  console.log(`numpy mtg Monte Carlo (mono-green, green, difficulty 4, no boost): ${(r.perSecond / 1e6).toFixed(1)} M checks/s${ratio}`);
  if (hanteiPerSecond) figures['mtg check · hantei ÷ numpy Monte Carlo'] = hanteiPerSecond / r.perSecond;
}

/** Whole-process wall time of `args`, ms. */
function wall(args: string[]): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`bench: node ${args.join(' ')} exited ${r.status}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/**
 * Threads only when they pay: one `simulate` cell of 1e6 trials, whole
 * process, with the default --threads and with --threads 0, round robin.
 * Ratio: (--threads 0) ÷ default (≥ 0.95: the default is never slower).
 */
export function smallJobSection(runs: number, figures: Record<string, number>): void {
  const bin = here('../../bin/hantei.js');
  const cmd = [
    bin,
    'simulate',
    'mtg',
    '--deck',
    'decks/mono-green.yaml',
    '--check',
    'green',
    '--difficulty',
    '4',
    '--boost',
    'on-fail',
    '--format',
    'json',
  ];
  console.log('');
  for (const trials of ['1e6', '1e7']) {
    const auto: number[] = [];
    const zero: number[] = [];
    for (let i = 0; i < runs; i++) {
      auto.push(wall([...cmd, '--trials', trials]));
      zero.push(wall([...cmd, '--trials', trials, '--threads', '0']));
    }
    const a = median(auto);
    const z = median(zero);
    figures[`simulate ${trials} whole process default threads ms`] = a;
    figures[`simulate ${trials} whole process threads 0 ms`] = z;
    figures[`simulate ${trials} · threads 0 ÷ default`] = z / a;
    console.log(
      `one simulate cell of ${trials} trials, whole process: default threads ${ms(a)}, --threads 0 ${ms(z)}: (--threads 0) ÷ default ${(z / a).toFixed(2)}×`,
    );
  }
}

/** `import { exact } from 'hantei'` in a fresh process beside `node -e 0`, round robin. */
export function importSection(runs: number, figures: Record<string, number>): void {
  const node: number[] = [];
  const imp: number[] = [];
  for (let i = 0; i < runs; i++) {
    node.push(wall(['-e', '0']));
    imp.push(wall(['--input-type=module', '-e', "import { exact } from 'hantei'; if (typeof exact !== 'function') process.exit(1);"]));
  }
  const n = median(node);
  const m = median(imp);
  figures['import hantei ms'] = m;
  figures['import hantei ÷ node -e 0'] = m / n;
  console.log(`import { exact } from 'hantei', whole process: ${ms(m)} vs node -e 0 ${ms(n)}: ${(m / n).toFixed(1)}×`);
}
