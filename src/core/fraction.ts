/*
 * Exact fractions from an exact distribution whose weights are all integer
 * multiples of 1/D (a dice system: D = faces^dice). The floating-point sums
 * are within far less than 1/2 of an integer once multiplied by D (D ≤ 2^32,
 * at most 2^16 terms), so rounding recovers the exact counts; a sum that is
 * not that close to an integer gives no fraction rather than a wrong one.
 */

/**
 * An exact probability: numerator and denominator as decimal BigInt strings, in lowest terms.
 *
 * @example
 * const f = exactSync({ system: '2d6', params: { ability: 3, difficulty: 8 } }).cells[0].successFraction;
 * if (f) console.log(`${f.num}/${f.den}`); // 5/9
 */
export interface Fraction {
  num: string;
  den: string;
}

const MAX_DENOMINATOR = 2 ** 32;

/** weight · den as a whole count, or undefined when it is not within 1e-3 of one. */
function count(weight: number, den: number): number | undefined {
  const x = weight * den;
  const n = Math.round(x);
  return Math.abs(x - n) < 1e-3 ? n : undefined;
}

/** Euclid in doubles, exact for whole numbers below 2^53 (no BigInt: a cold BigInt division costs microseconds a cell). */
export function gcd(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return Math.abs(a);
}

/** `part / whole` in lowest terms, both given as weights that are multiples of 1/den; undefined when not exact. */
export function exactFraction(part: number, whole: number, den: number): Fraction | undefined {
  if (!(Number.isInteger(den) && den >= 1 && den <= MAX_DENOMINATOR)) return undefined;
  const p = count(part, den);
  const w = count(whole, den);
  if (p === undefined || w === undefined || w === 0) return undefined;
  const g = gcd(p, w) || 1;
  return { num: String(p / g), den: String(w / g) };
}
