import { pack } from '../dice-kernel.js';
import type { RuleCompiled } from './compiled.js';

/** The side's dice value after pool p gives v: the sum, or the highest (lowest) pool's value so far. */
export function combine(take: number, p: number, so: number, v: number): number {
  if (take === 0) return so + v;
  if (p === 0) return v;
  return take === 1 ? Math.max(so, v) : Math.min(so, v);
}

/**
 * A roll's result, the one place the rule's reading after the dice lives
 * (the exact routine calls it per distinct roll state, the kernel per
 * trial). `f` holds side A's features: [0] its total (dice and modifier),
 * [1 + k] what natural k reads (dice showing its faces, a pool's value, a
 * doubles flag), [1 + K + p] the face of pool p's first die. `other` is the
 * opposing side's total. Returns the packed outcome (dice-kernel.ts), or −1
 * for an opposed tie that both sides roll again.
 */
export function judge(c: RuleCompiled, f: ArrayLike<number>, other: number): number {
  let total = f[0];
  const nats = c.naturals;
  const K = nats.length;
  // every natural that holds is counted; the first with an effect decides, and later ones with effects give way to it
  let nat = -1;
  let natBits = 0;
  for (let k = 0; k < K; k++) {
    if (!holds(c, k, f, K)) continue;
    const n = nats[k];
    const acts = n.success >= 0 || n.hasTotal === 1 || n.tier >= 0 || n.hasDegree === 1;
    if (acts && nat >= 0) continue;
    if (acts) nat = k;
    natBits |= 1 << k;
  }
  if (nat >= 0 && nats[nat].hasTotal === 1) total = nats[nat].total;
  const opposed = c.sides.length > 1;
  const against = opposed ? other : c.target;
  const under = c.compare >= 2;
  const margin = under ? against - total : total - against;
  let success =
    c.compare === 0 ? total >= against : c.compare === 1 ? total > against : c.compare === 2 ? total <= against : total < against;
  let bits = 0;
  if (opposed && total === other) {
    if (c.tie === 2) return -1;
    success = c.tie === 0;
    bits |= 1 << c.tieCategory;
  }
  let degree = c.degreeMode === 0 ? margin : c.degreeMode === 1 ? total : Math.floor(margin / c.steps);
  const t = c.tiers;
  if (t !== null) {
    const v = t.on === 0 ? margin : total;
    let i = t.min.length - 1;
    while (i > 0 && v < t.min[i]) i--;
    i = Math.min(t.min.length - 1, Math.max(0, i + t.shift));
    if (nat >= 0 && nats[nat].tier >= 0) i = nats[nat].tier;
    if (t.hasDegree[i] === 1) degree = t.degree[i];
    if (t.success[i] >= 0) success = t.success[i] === 1;
    bits |= 1 << i;
  }
  if (nat >= 0 && nats[nat].success >= 0) success = nats[nat].success === 1;
  if (nat >= 0 && nats[nat].hasDegree === 1) degree = nats[nat].degree;
  bits |= natBits << (t === null ? 0 : t.min.length);
  return pack(degree, success, bits);
}

function holds(c: RuleCompiled, k: number, f: ArrayLike<number>, K: number): boolean {
  const n = c.naturals[k];
  const m = f[1 + k];
  switch (n.kind) {
    case 0:
      return m >= n.need;
    case 1:
      return m >= n.min && m <= n.max;
    case 2:
      return m === 1;
    default: {
      const first = f[1 + K + n.match[0]];
      for (let j = 1; j < n.match.length; j++) if (f[1 + K + n.match[j]] !== first) return false;
      return true;
    }
  }
}
