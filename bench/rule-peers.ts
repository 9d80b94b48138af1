/**
 * Rule files (bench/rules/) beside icepool on the same grids (bench/icepool_rules.py): exact odds
 * cold (a fresh process's first call), second (the same call again), warm (the median of the next
 * 15 calls in that process), steady (the median of 15 after the first 100) and the whole process (spawn to exit, one call, in a run of its own),
 * round robin, median of `runs`; and the Monte Carlo kernel of a rule file beside the built-in
 * kernel of the same shape (the proof-of-generality fixtures).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ACC_CATEGORIES, accLength } from '../src/core/accumulator.js';
import { getSystem } from '../src/systems/index.js';
import { installRuleFiles } from '../src/engine/rule-file.js';
import type { Kernel } from '../src/systems/types.js';
import { COLD_CASES } from './exact-cold.js';
import { median, pythonHas } from './peers.js';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const ROOT = here('../../');
const PY = process.env.BENCH_PYTHON ?? 'python3';

interface Answer {
  ms: number;
  secondMs: number;
  warmMs: number;
  steadyMs: number;
  success: Array<number | null>;
  wall: number;
}

function timed(cmd: string, args: string[]): Answer | undefined {
  const t = performance.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wall = performance.now() - t;
  if (r.status !== 0) return undefined;
  return { ...(JSON.parse(r.stdout.trim().split('\n').pop()!) as Omit<Answer, 'wall'>), wall };
}

const fmt = (x: number): string => `${x.toFixed(x < 1 ? 2 : x < 10 ? 1 : 0)}`;

export function ruleExactTable(runs: number, figures: Record<string, number>, only?: string): void {
  const ice = pythonHas('icepool');
  console.log('');
  console.log('rule files, exact odds beside icepool (ms, median of round robin; ratio icepool ÷ hantei, ≥ 1: hantei at least as fast)');
  console.log(
    `${'rule grid'.padEnd(30)} ${'cold h/i'.padStart(14)} ${'ratio'.padStart(7)} ${'second h/i'.padStart(14)} ${'ratio'.padStart(7)} ${'warm h/i'.padStart(14)} ${'ratio'.padStart(7)} ${'steady h/i'.padStart(14)} ${'ratio'.padStart(7)} ${'process h/i'.padStart(14)} ${'ratio'.padStart(7)}  max |Δp|`,
  );
  for (const name of Object.keys(COLD_CASES).filter((n) => n.startsWith('rule ') && (!only || n.includes(only)))) {
    // h, p: plain runs (cold, process); hw, pw: --warm runs (second, warm), whose extra calls stay out of the process figure
    const [h, p, hw, pw]: Answer[][] = [[], [], [], []];
    const hantei = (...more: string[]) => timed(process.execPath, [here('./exact-cold.js'), name, ...more]);
    const icepool = (...more: string[]) => (ice ? timed(PY, [here('../../bench/icepool_peer.py'), name, ...more]) : undefined);
    for (let i = 0; i < runs; i++) {
      for (const [into, a] of [
        [h, hantei()],
        [p, icepool()],
        [hw, hantei('--warm')],
        [pw, icepool('--warm')],
      ] as const)
        if (a) into.push(a);
    }
    if (h.length === 0 || hw.length === 0) {
      console.log(`${name.padEnd(30)} hantei failed`);
      continue;
    }
    const m = (xs: Answer[], k: 'ms' | 'secondMs' | 'warmMs' | 'steadyMs' | 'wall') => median(xs.map((x) => x[k]));
    const cells: string[] = [];
    for (const k of ['ms', 'secondMs', 'warmMs', 'steadyMs', 'wall'] as const) {
      const [hs, ps] = k === 'ms' || k === 'wall' ? [h, p] : [hw, pw];
      const hm = m(hs, k);
      figures[`${name} · hantei ${k} `] = hm;
      if (ps.length === 0) {
        cells.push(`${fmt(hm)}/—`.padStart(14), ''.padStart(7));
        continue;
      }
      const pm = m(ps, k);
      figures[`${name} · icepool ${k}`] = pm;
      figures[`${name} · icepool ÷ hantei ${k}`] = pm / hm;
      cells.push(`${fmt(hm)}/${fmt(pm)}`.padStart(14), `${(pm / hm).toFixed(2)}×`.padStart(7));
    }
    let diff = '';
    if (p.length > 0) {
      const a = h[0].success;
      const b = p[0].success;
      diff = (a.length === b.length ? Math.max(...a.map((x, i) => Math.abs((x ?? 0) - (b[i] ?? 0)))) : Infinity).toExponential(1);
    }
    console.log(`${name.padEnd(30)} ${cells.join(' ')}  ${diff}${ice ? '' : ' (icepool not installed)'}`);
  }
}

/** Trials per second of a kernel on a compiled cell, best of `runs` calls of n trials in this thread. */
function rate(kernel: Kernel<unknown>, compiled: unknown, length: number, n: number, runs: number): number {
  let best = 0;
  for (let r = 0; r < runs; r++) {
    const acc = new Float64Array(length);
    const t = performance.now();
    kernel(compiled, n, Uint32Array.of(1, 2, 3, r), acc);
    best = Math.max(best, n / ((performance.now() - t) / 1000));
  }
  return best;
}

/** The same single check, its rule file's kernel beside the built-in one (one thread; ratio built-in ÷ rule, ≤ 2 wanted). */
export function ruleKernelTable(figures: Record<string, number>, only?: string): void {
  installRuleFiles();
  const cases: Array<[string, string, string, Record<string, number | boolean | string>]> = [
    ['2d6, 3 dice keep highest', '2d6', 'test/fixtures/rules/2d6.yaml', { ability: 3, modifier: 0, difficulty: 8, courageDie: true }],
    [
      'drawsteel 2d10 tiers',
      'drawsteel',
      'test/fixtures/rules/drawsteel.yaml',
      { characteristic: 2, skill: true, edges: 1, banes: 0, difficulty: 'medium' },
    ],
    ['d6chain 3 dice', 'd6chain', 'test/fixtures/rules/d6chain.yaml', { dice: 3, plan: 1, judgement: 1, target: 8 }],
  ];
  console.log('');
  console.log('Monte Carlo of a rule file beside the built-in kernel of the same check (one thread, M trials/s, best of 3)');
  for (const [name, builtIn, file, cell] of cases) {
    if (only && !`rule kernel ${name}`.includes(only) && !'rule kernel'.includes(only)) continue;
    const rates = [builtIn, file].map((id) => {
      const s = getSystem(id);
      const c = s.compile(
        builtIn === 'drawsteel' && id === builtIn
          ? { ...cell, reroll: 'never' }
          : id === builtIn && builtIn === '2d6'
            ? { ...cell, convert: 'never' }
            : cell,
        s.rulesets[s.defaultRuleset],
        { decks: new Map() },
      );
      const k = s.kernels.check as Kernel<unknown>;
      rate(k, c, accLength(c), 1 << 20, 1); // warm-up
      return rate(k, c, accLength(c) + ACC_CATEGORIES * 0, 1 << 23, 3);
    });
    figures[`rule kernel ${name} · built-in /s`] = rates[0];
    figures[`rule kernel ${name} · rule file /s`] = rates[1];
    figures[`rule kernel ${name} · built-in ÷ rule file`] = rates[0] / rates[1];
    console.log(
      `${name.padEnd(30)} built-in ${(rates[0] / 1e6).toFixed(1).padStart(7)}  rule file ${(rates[1] / 1e6).toFixed(1).padStart(7)}  built-in ÷ rule ${(rates[0] / rates[1]).toFixed(2)}×`,
    );
  }
}
