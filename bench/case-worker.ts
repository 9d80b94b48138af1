/**
 * One bench case in a fresh worker thread, as a real run sees it: the kernel
 * only ever meets this case's compiled data, so its call sites stay
 * monomorphic, and it runs the plan's chunks exactly as a pool worker does.
 * Posts back the one-thread throughput (median of `runs`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { deriveSeed, warmState } from '../src/core/seed.js';
import { CHECK_CHUNK, SCENARIO_CHUNK } from '../src/engine/plan.js';
import { runChunks } from '../src/engine/run-chunk.js';
import { type BenchCase, prepareCase } from './cases.js';

export interface CaseRequest {
  /** 'raw': the bare generator loop, the ceiling for every kernel; 'sfc32-2d6': the minimal-loop peer (see below). */
  case: BenchCase | 'raw' | 'sfc32-2d6';
  runs: number;
  /** Seconds a timed run aims at. */
  seconds: number;
}

export interface CaseResult {
  perSecond: number;
  runs: number[];
}

/**
 * Raw sfc32 with its state in locals. The state comes in as an argument: a
 * call inside the function before the loop made V8 deoptimise it for lack of
 * type feedback and then run it unoptimised.
 */
function rawGenerator(n: number, st: Int32Array): number {
  let a = st[0],
    b = st[1],
    c = st[2],
    d = st[3];
  let sink = 0;
  for (let i = 0; i < n; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    sink ^= t;
  }
  return sink;
}

/**
 * The peer a JavaScript user would write: the usual closure sfc32 (as in
 * most npm "seeded random" snippets) returning a float, two d6 from it,
 * ability 3 + the highest ≥ 8 — the check of the bench's "2d6, 2 dice" case
 * without its critical/fumble rules. Checks per call.
 */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function minimal2d6(n: number, random: () => number): number {
  let ok = 0;
  for (let i = 0; i < n; i++) {
    const x = 1 + Math.floor(random() * 6);
    const y = 1 + Math.floor(random() * 6);
    if (3 + Math.max(x, y) >= 8) ok++;
  }
  return ok;
}

function seconds(fn: () => void): number {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e9;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Warm up for a second (V8 optimises a kernel only after it has run a while), size a run to `req.seconds`, time `runs` of them. */
function measure(run: (n: number, i: number) => void, req: CaseRequest): CaseResult {
  let n = 10_000;
  for (let i = 0; i < 40 && seconds(() => run(n, -1)) < 0.05; i++) n *= 2;
  for (let spent = 0; spent < 1;) spent += seconds(() => run(n, -1));
  const rate = n / seconds(() => run(n, -1));
  const size = Math.max(1, Math.round(rate * req.seconds));
  const rates = Array.from({ length: req.runs }, (_, i) => size / seconds(() => run(size, i)));
  return { perSecond: median(rates), runs: rates };
}

function main(req: CaseRequest): CaseResult {
  if (req.case === 'raw') {
    const st = warmState(deriveSeed('bench', 'raw', 0));
    let sink = 0;
    const r = measure((n) => {
      sink ^= rawGenerator(n, st);
    }, req);
    if (sink === 0.5) console.log(sink); // keep the loop's result alive
    return r;
  }
  if (req.case === 'sfc32-2d6') {
    const random = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 1);
    let sink = 0;
    const r = measure((n) => {
      sink += minimal2d6(n, random);
    }, req);
    if (sink === 0.5) console.log(sink);
    return r;
  }
  // exactly what a pool worker runs: the plan's chunks, each with its derived seed
  const p = prepareCase(req.case);
  const chunkSize = p.scenario ? SCENARIO_CHUNK : CHECK_CHUNK;
  const key = req.case.name;
  return measure((n, i) => {
    runChunks({
      system: p.system,
      kernel: p.kernel,
      compiled: p.compiled,
      masterSeed: String(i),
      key,
      trials: n,
      chunkSize,
      first: 0,
      count: Math.ceil(n / chunkSize),
      length: p.length,
    });
  }, req);
}

parentPort!.postMessage(main(workerData as CaseRequest));
