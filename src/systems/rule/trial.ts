import { BLOCK, RandomBlock } from '../../core/random-block.js';
import type { CompiledSide, RuleCompiled } from './compiled.js';
import { combine } from './judge.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/** Where a trial's dice come from: uniform indices drawn from sfc32 blocks, or given in order (the outcome table's enumeration). */
export interface Draws {
  next(size: number, reject: number): number;
}

/** Uniform indices from sfc32 output, exactly (multiply and reject, as dice-kernel's `uniformIndex`). */
export class RandomDraws implements Draws {
  private readonly rb: RandomBlock;
  private readonly buf: Uint32Array;
  private pos = BLOCK;
  constructor(seed: Uint32Array) {
    this.rb = new RandomBlock(seed);
    this.buf = this.rb.buf;
  }
  next(size: number, reject: number): number {
    for (;;) {
      if (this.pos === BLOCK) {
        this.rb.refill();
        this.pos = 0;
      }
      const x = this.buf[this.pos++] * size;
      const i = (x * U32) | 0;
      if (x - i * 4294967296 >= reject) return i;
    }
  }
}

/** Indices given in order (one face combination of an outcome table). */
export class GivenDraws implements Draws {
  readonly at: Int32Array;
  pos = 0;
  constructor(n: number) {
    this.at = new Int32Array(n);
  }
  next(): number {
    return this.at[this.pos++];
  }
}

/** Per-kernel scratch of a side: each pool's kept dice and its faces' last-seen trial (doubles). */
export interface SideScratch {
  kept: Int32Array[];
  seen: Int32Array[];
  reject: Int32Array;
  stamp: number;
  /** Naturals that read a pool's faces (kind 0) or its doubles (kind 2), by pool. */
  faceNats: Int32Array[];
  doubleNats: Int32Array[];
}

export function sideScratch(c: RuleCompiled, i: number): SideScratch {
  const s = c.sides[i];
  const nats = i === 0 ? c.naturals : [];
  return {
    kept: s.pools.map((p) => new Int32Array(p.keepK + 1)),
    seen: s.pools.map((p) => new Int32Array(p.face.length).fill(-1)),
    reject: Int32Array.from(s.pools, (p) => 4294967296 % p.sample.length),
    stamp: 0,
    faceNats: s.pools.map((_, p) => Int32Array.from(nats.flatMap((n, k) => (n.kind === 0 && n.masks[p].some((x) => x === 1) ? [k] : [])))),
    doubleNats: s.pools.map((_, p) => Int32Array.from(nats.flatMap((n, k) => (n.kind === 2 && (n.pool === p || n.pool < 0) ? [k] : [])))),
  };
}

/**
 * Roll one side into `f` (judge.ts's layout; side B fills only f[0]): every
 * die drawn, rerolled once, exploded to its depth, kept or counted as the
 * compiled pool says. No allocation: the scratch is the kernel's.
 */
export function rollSide(c: RuleCompiled, s: CompiledSide, sc: SideScratch, f: Int32Array, draws: Draws, natural: boolean): void {
  f.fill(0);
  const K = natural ? c.naturals.length : 0;
  sc.stamp++;
  for (let p = 0; p < s.pools.length; p++) {
    const pool = s.pools[p];
    const size = pool.sample.length;
    const reject = sc.reject[p];
    const kept = sc.kept[p];
    const seen = sc.seen[p];
    const faceNats = sc.faceNats[p];
    const doubleNats = sc.doubleNats[p];
    let sum = 0;
    let nk = 0;
    for (let d = 0; d < pool.n; d++) {
      let i = pool.sample[draws.next(size, reject)];
      if (pool.reroll[i] === 1) i = pool.sample[draws.next(size, reject)];
      let v = pool.score[i];
      let j = i;
      for (let left = pool.depth; left > 0 && pool.explode[j] === 1; left--) {
        j = pool.sample[draws.next(size, reject)];
        v += pool.score[j];
      }
      if (natural) {
        for (let q = 0; q < faceNats.length; q++) f[1 + faceNats[q]] += c.naturals[faceNats[q]].masks[p][i];
        if (doubleNats.length > 0) {
          if (seen[i] === sc.stamp) for (let q = 0; q < doubleNats.length; q++) f[1 + doubleNats[q]] = 1;
          seen[i] = sc.stamp;
        }
        if (d === 0) f[1 + K + p] = pool.face[i];
      }
      if (pool.keepMode === 0) sum += v;
      else nk = keepInto(kept, nk, v, pool.keepK, pool.keepMode === 1);
    }
    if (pool.keepMode !== 0) for (let q = 0; q < nk; q++) sum += kept[q];
    f[0] = combine(s.take, p, f[0], pool.sign * sum);
    if (natural)
      for (let k = 0; k < K; k++) {
        const n = c.naturals[k];
        if (n.kind === 1 && (n.pool === p || n.pool < 0)) f[1 + k] += n.pool < 0 ? pool.sign * sum : sum;
      }
  }
  f[0] += s.modifier;
}

/** Insert v into the kept dice (best first: highest or lowest), keeping k; returns how many are kept. */
function keepInto(kept: Int32Array, nk: number, v: number, k: number, highest: boolean): number {
  let i = nk;
  while (i > 0 && (highest ? kept[i - 1] < v : kept[i - 1] > v)) {
    kept[i] = kept[i - 1];
    i--;
  }
  kept[i] = v;
  return nk < k ? nk + 1 : k;
}
