/**
 * One bench case in a fresh worker thread, as a real run sees it: the kernel
 * only ever meets this case's compiled data, so its call sites stay
 * monomorphic. Posts back the one-thread throughput (median of `runs`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { deriveSeed, warmState } from '../src/core/seed.js';
import { getSystem } from '../src/systems/index.js';
import type { Kernel } from '../src/systems/types.js';
import { type BenchCase, prepareCase } from './cases.js';

export interface CaseRequest {
  /** 'raw': the bare generator loop, the ceiling for every kernel. */
  case: BenchCase | 'raw';
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
  let a = st[0], b = st[1], c = st[2], d = st[3];
  let sink = 0;
  for (let i = 0; i < n; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0; c = (c << 21) | (c >>> 11); c = (c + t) | 0;
    sink ^= t;
  }
  return sink;
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

/** Warm up (let the optimising compiler take the loop), size a run to `target` seconds, time `runs` of them. */
function measure(run: (n: number, i: number) => void, req: CaseRequest): CaseResult {
  let n = 10_000;
  for (let i = 0; i < 40 && seconds(() => run(n, -1)) < 0.05; i++) n *= 2;
  for (let i = 0; i < 3; i++) run(n, -1);
  const rate = n / seconds(() => run(n, -1));
  const size = Math.max(1, Math.round(rate * req.seconds));
  const rates = Array.from({ length: req.runs }, (_, i) => size / seconds(() => run(size, i)));
  return { perSecond: median(rates), runs: rates };
}

function main(req: CaseRequest): CaseResult {
  if (req.case === 'raw') {
    const st = warmState(deriveSeed('bench', 'raw', 0));
    let sink = 0;
    const r = measure((n) => { sink ^= rawGenerator(n, st); }, req);
    if (sink === 0.5) console.log(sink); // keep the loop's result alive
    return r;
  }
  const p = prepareCase(req.case);
  const kernel = getSystem(p.system).kernels[p.kernel] as Kernel<unknown>;
  const acc = new Float64Array(p.length);
  const name = req.case.name;
  return measure((n, i) => kernel(p.compiled, n, deriveSeed('bench', name, i), acc), req);
}

parentPort!.postMessage(main(workerData as CaseRequest));
