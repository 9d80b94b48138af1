import { newAccumulator } from '../../core/accumulator.js';
import { choose } from '../../core/combinatorics.js';
import { FamilyCache, countsToWeights, diceMultisets, exactFrom, record } from '../dice-kernel.js';
import { type TwoD6Compiled, rollFamilyKey } from './compile.js';
import { resolveTwoD6 } from './rules.js';

/**
 * The rolls of `dice` dice of `faces` grouped by what the rules function
 * reads of them (rules.ts): how many top faces, how many 1s, and the highest
 * die that is not a top face. Each class holds one representative roll (top
 * faces, 1s, then the other dice all at that highest value) and its number
 * of face combinations, counted rather than enumerated:
 * C(n, tops) · C(n − tops, ones) · ((m − 1)^r − (m − 2)^r) for the r other
 * dice with values in 2..m and highest m. 2d6 has 15 classes (of 36
 * combinations), 3d6 28 (of 216); the largest ruleset (10d100) 5,401.
 */
export interface TwoD6FeatureLaw {
  rolls: Int32Array[];
  counts: Float64Array;
  /** faces^dice: the counts' sum. */
  total: number;
}

/** By dice · 2^20 + faces (a validated ruleset has at most 10 dice of 100 faces): a handful per process. */
const featureLaws = new Map<number, TwoD6FeatureLaw>();

export function twoD6FeatureLaw(dice: number, faces: number): TwoD6FeatureLaw {
  const key = dice * 1048576 + faces;
  let law = featureLaws.get(key);
  if (law) return law;
  const rolls: Int32Array[] = [];
  const counts: number[] = [];
  const roll = (tops: number, ones: number, rest: number, m: number): Int32Array => {
    const d = new Int32Array(dice);
    d.fill(faces, 0, tops);
    d.fill(1, tops, tops + ones);
    d.fill(m, tops + ones, tops + ones + rest);
    return d;
  };
  for (let tops = 0; tops <= dice; tops++) {
    for (let ones = 0; ones <= dice - tops; ones++) {
      const rest = dice - tops - ones;
      const ways = choose(dice, tops) * choose(dice - tops, ones);
      if (rest === 0) {
        rolls.push(roll(tops, ones, 0, 0));
        counts.push(ways);
      } else {
        for (let m = 2; m < faces; m++) {
          rolls.push(roll(tops, ones, rest, m));
          counts.push(ways * (Math.pow(m - 1, rest) - Math.pow(m - 2, rest)));
        }
      }
    }
  }
  law = { rolls, counts: Float64Array.from(counts), total: Math.pow(faces, dice) };
  featureLaws.set(key, law);
  return law;
}

/** Exact results by cell family (compile.ts `rollFamilyKey`). */
const families = new FamilyCache<Float64Array>();
const familyKey = new Float64Array(4);

/**
 * Exact distribution: the rules function once per feature class of the dice
 * (`twoD6FeatureLaw`), weighted by the class's face combinations; whole counts
 * until one division by faces^dice. Cells of one family share the result.
 */
export function twoD6Exact(c: TwoD6Compiled): Float64Array {
  if (!rollFamilyKey(c, familyKey)) return familyExact(c);
  let acc = families.get(familyKey);
  if (acc === undefined) {
    acc = familyExact(c);
    families.set(familyKey, acc);
  }
  // a copy: the caller owns what it is given
  return acc.slice();
}

/** A family's distinct outcomes and their counts (scratch, grown to the number of classes: 5,401 for 10d100). */
let outcomePacked = new Int32Array(256);
let outcomeCounts = new Float64Array(256);

function familyExact(c: TwoD6Compiled): Float64Array {
  const law = twoD6FeatureLaw(c.dice, c.faces);
  if (law.rolls.length > outcomePacked.length) {
    outcomePacked = new Int32Array(law.rolls.length);
    outcomeCounts = new Float64Array(law.rolls.length);
  }
  // classes that resolve alike add their counts first: a handful of outcomes reach the accumulator
  let n = 0;
  for (let j = 0; j < law.rolls.length; j++) {
    const packed = resolveTwoD6(c, law.rolls[j]);
    let i = 0;
    while (i < n && outcomePacked[i] !== packed) i++;
    if (i === n) {
      outcomePacked[n] = packed;
      outcomeCounts[n++] = 0;
    }
    outcomeCounts[i] += law.counts[j];
  }
  const acc = newAccumulator(c);
  for (let i = 0; i < n; i++) record(acc, c, outcomePacked[i], outcomeCounts[i]);
  return countsToWeights(acc, law.total);
}

/** Every multiset of the dice, weighted by its multinomial count (the tests' second method). */
export function twoD6ExactByMultisets(c: TwoD6Compiled): Float64Array {
  const outcomes: Array<[number, number]> = [];
  for (const [d, p] of diceMultisets(c.dice, c.faces)) outcomes.push([resolveTwoD6(c, d), p]);
  return exactFrom(c, outcomes);
}
