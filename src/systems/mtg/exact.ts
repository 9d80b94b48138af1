import { ACC_CATEGORIES, ACC_IMPOSSIBLE, ACC_SUCCESS, ACC_TRIALS, degreeBase, newAccumulator } from '../../core/accumulator.js';
import { hypergeometric } from '../../core/combinatorics.js';
import { CAT_BOOSTED, CAT_CRIT_ACHIEVEMENT, CAT_CRIT_TARGET, type MtgCompiled } from './compile.js';

interface Kind {
  count: number;
  value: number;
  mods: number[];
  colourless: number;
  critical: number;
}

/** Group identical cards (same value, modifier options, boost colour, criticality): enumerate kinds, not cards. */
function kindsOf(c: MtgCompiled): Kind[] {
  const byKey = new Map<string, Kind>();
  const { value, modStart, modCount, mods, colourless, critical } = c.lib;
  for (let i = 0; i < c.lib.size; i++) {
    const m = Array.from(mods.subarray(modStart[i], modStart[i] + modCount[i]));
    const key = `${value[i]}|${m.join(',')}|${colourless[i]}|${critical[i]}`;
    const k = byKey.get(key);
    if (k) k.count++;
    else byKey.set(key, { count: 1, value: value[i], mods: m, colourless: colourless[i], critical: critical[i] });
  }
  return [...byKey.values()];
}

/**
 * Exact distribution of one check on a freshly shuffled library: the two
 * revealed cards are a uniform ordered pair of distinct cards, the boost cards
 * a uniform subset of the rest, so the number of colourless cards among them
 * is hypergeometric. Weights sum to 1.
 */
export function mtgExact(c: MtgCompiled): Float64Array {
  const acc = newAccumulator(c);
  acc[ACC_TRIALS] = 1;
  if (!c.possible) {
    acc[ACC_IMPOSSIBLE] = 1;
    return acc;
  }
  const kinds = kindsOf(c);
  const N = c.lib.size;
  const totalColourless = kinds.reduce((s, k) => s + k.count * k.colourless, 0);
  const policy = c.boostAllowed ? c.boostPolicy : 0;
  const base = degreeBase(c) - c.degreeMin;
  const rest = N - 2;
  for (const f of kinds) {
    for (const s of kinds) {
      const pairs = f.count * (s === f ? s.count - 1 : s.count);
      if (pairs === 0) continue;
      const wPair = pairs / (N * (N - 1));
      acc[ACC_CATEGORIES + CAT_CRIT_TARGET] += wPair * f.critical;
      acc[ACC_CATEGORIES + CAT_CRIT_ACHIEVEMENT] += wPair * s.critical;
      const restColourless = totalColourless - f.colourless - s.colourless;
      const forced = c.criticalMode === 1 && (f.critical | s.critical) !== 0;
      for (const mod of s.mods) {
        const w = wPair / s.mods.length;
        const degree = s.value + mod - f.value - c.difficulty;
        const ok = forced ? s.critical === 1 : degree >= 0;
        if (policy === 2 || (policy === 1 && !ok && !forced)) {
          acc[ACC_CATEGORIES + CAT_BOOSTED] += w;
          for (let x = 0; x <= c.boostSize; x++) {
            const px = hypergeometric(x, rest, restColourless, c.boostSize);
            if (px === 0) continue;
            const dx = degree + x;
            acc[base + dx] += w * px;
            if (forced ? s.critical === 1 : dx >= 0) acc[ACC_SUCCESS] += w * px;
          }
        } else {
          acc[base + degree] += w;
          if (ok) acc[ACC_SUCCESS] += w;
        }
      }
    }
  }
  return acc;
}
