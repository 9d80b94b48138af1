import type { CompiledPool } from './compiled.js';

/**
 * One die of a pool as exact whole-number weights: each (natural face,
 * value) it can end with, over the denominator W^(1 + depth) (times W when it
 * may be rerolled once), W the face weights' sum. The natural face is the
 * face it stood on before any explosion; its value adds the score of every
 * roll of the chain.
 */
export interface DieLaw {
  face: Int32Array;
  value: Int32Array;
  weight: bigint[];
  denominator: bigint;
}

/** The chain's value after a roll that explodes, with `left` explosions still allowed: value → weight over W^(left + 1). */
function chain(p: CompiledPool, left: number, W: bigint): Map<number, bigint> {
  const out = new Map<number, bigint>();
  const rest = left > 0 ? chain(p, left - 1, W) : undefined;
  const pad = W ** BigInt(left);
  for (let i = 0; i < p.face.length; i++) {
    const w = BigInt(p.weight[i]);
    if (p.explode[i] === 1 && rest) for (const [v, x] of rest) add(out, p.score[i] + v, w * x);
    else add(out, p.score[i], w * pad);
  }
  return out;
}

function add(m: Map<number, bigint>, k: number, w: bigint): void {
  m.set(k, (m.get(k) ?? 0n) + w);
}

/** Laws by compiled pool (shared by a grid's cells: compile.ts), faces merged [0] or kept [1]. */
const known = new WeakMap<CompiledPool, [DieLaw | undefined, DieLaw | undefined]>();

/** The die's law; `keepFace` false merges faces that end with the same value (nothing reads its face). Read, never changed. */
export function dieLaw(p: CompiledPool, keepFace: boolean): DieLaw {
  let both = known.get(p);
  if (!both) known.set(p, (both = [undefined, undefined]));
  return (both[keepFace ? 1 : 0] ??= newLaw(p, keepFace));
}

function newLaw(p: CompiledPool, keepFace: boolean): DieLaw {
  const W = BigInt(p.weight.reduce((a, b) => a + b, 0));
  let R = 0n;
  for (let i = 0; i < p.face.length; i++) if (p.reroll[i]) R += BigInt(p.weight[i]);
  const rerolls = R > 0n;
  const after = p.depth > 0 ? chain(p, p.depth - 1, W) : undefined;
  const pad = W ** BigInt(p.depth);
  const byKey = new Map<string, [number, number, bigint]>();
  for (let i = 0; i < p.face.length; i++) {
    const w = BigInt(p.weight[i]);
    // rerolled once: a face stands from the first roll (not a reroll face) or comes up on the second
    const stands = rerolls ? w * ((p.reroll[i] ? 0n : W) + R) : w;
    if (stands === 0n) continue;
    const f = keepFace ? i : -1;
    const put = (v: number, x: bigint) => {
      const key = `${f},${v}`;
      const e = byKey.get(key);
      if (e) e[2] += x;
      else byKey.set(key, [f, v, x]);
    };
    if (p.explode[i] === 1 && after) for (const [v, x] of after) put(p.score[i] + v, stands * x);
    else put(p.score[i], stands * pad);
  }
  const all = [...byKey.values()];
  return {
    face: Int32Array.from(all, (e) => e[0]),
    value: Int32Array.from(all, (e) => e[1]),
    weight: all.map((e) => e[2]),
    denominator: (rerolls ? W * W : W) * pad,
  };
}
