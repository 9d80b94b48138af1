import { ACC_CATEGORIES, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../../core/accumulator.js';
import type { D6ChainCompiled } from './compile.js';

/** The law of the dice alone: P(Σ value = vMin·k + s, critical/fumble bits) at [s · 4 + bits]. */
interface SumLaw {
  vMin: number;
  p: Float64Array;
}

/**
 * Sum laws by die table, for 1, 2, … dice, so that cells differing only in
 * plan, judgement or target (and grids over the number of dice) convolve once.
 */
const sumLaws = new Map<string, SumLaw[]>();

function sumLaw(c: D6ChainCompiled): SumLaw {
  const key = `${Array.from(c.value).join(',')}|${Array.from(c.kind).join(',')}`;
  let laws = sumLaws.get(key);
  if (!laws) {
    if (sumLaws.size > 64) sumLaws.clear(); // a handful of rulesets per process; never grow without bound
    sumLaws.set(key, (laws = []));
  }
  if (laws[c.dice]) return laws[c.dice];
  // one die: the 36 (first, second) cells of the table are equally likely
  let vMin = Infinity;
  let vMax = -Infinity;
  for (let i = 0; i < 36; i++) {
    vMin = Math.min(vMin, c.value[i]);
    vMax = Math.max(vMax, c.value[i]);
  }
  const width = vMax - vMin + 1;
  const one = new Float64Array(width * 4);
  for (let i = 0; i < 36; i++) one[((c.value[i] - vMin) << 2) | c.kind[i]] += 1 / 36;
  const faces: Array<[number, number]> = [];
  for (let q = 0; q < one.length; q++) if (one[q] > 0) faces.push([q, one[q]]);
  // dense convolution, one die at a time, from the largest law already known
  let k = Math.max(0, Math.min(laws.length - 1, c.dice));
  while (k > 0 && !laws[k]) k--;
  let p = k > 0 ? laws[k].p : Float64Array.of(1, 0, 0, 0);
  for (k++; k <= c.dice; k++) {
    const next = new Float64Array((k * (width - 1) + 1) * 4);
    for (let q = 0; q < p.length; q++) {
      const w = p[q];
      if (w === 0) continue;
      const s = q >> 2;
      const bits = q & 3;
      for (const [f, pf] of faces) next[((s + (f >> 2)) << 2) | bits | (f & 3)] += w * pf;
    }
    p = next;
    laws[k] = { vMin, p };
  }
  return laws[c.dice];
}

/**
 * Exact: the dice's sum law (shared between cells), shifted by the cell's
 * bonus and target, written straight into the accumulator (categories in
 * D6CHAIN_CATEGORIES order: bit 1 critical, bit 2 fumble).
 */
export function d6ChainExact(c: D6ChainCompiled): Float64Array {
  const law = sumLaw(c);
  const acc = newAccumulator(c);
  acc[ACC_TRIALS] = 1;
  const base = degreeBase(c) - c.degreeMin;
  const shift = c.dice * law.vMin + c.bonus - c.target;
  for (let q = 0; q < law.p.length; q++) {
    const w = law.p[q];
    if (w === 0) continue;
    const degree = (q >> 2) + shift;
    acc[base + degree] += w;
    if (c.strict ? degree > 0 : degree >= 0) acc[ACC_SUCCESS] += w;
    if (q & 1) acc[ACC_CATEGORIES] += w;
    if (q & 2) acc[ACC_CATEGORIES + 1] += w;
  }
  return acc;
}
