import { newAccumulator } from '../../core/accumulator.js';
import { FamilyCache, countsToWeights, inRange, record } from '../dice-kernel.js';
import { type DrawSteelCompiled, P_REROLLED } from './compile.js';
import { resolvePowerRoll } from './rules.js';

/**
 * Exact results by cell family: cells whose tests agree on every number
 * (characteristic and edge bonus counted by their sum, edges and banes by
 * their net effect) have the same distribution.
 */
const families = new FamilyCache<Float64Array>();
const familyKey = new Float64Array(5);
/** The natural totals' outcomes as runs: (packed outcome, ways) of consecutive totals that resolve alike (scratch, grown to 2 · faces). */
let runPacked = new Int32Array(256);
let runWays = new Float64Array(256);

/**
 * Exact: the natural total of two dice has the triangular distribution, so
 * the rules function resolves each total once, and consecutive totals with
 * the same outcome add their ways; a reroll on failure mixes in a second,
 * independent roll (the failing ways times each outcome's). Whole counts
 * until one division by faces² (faces⁴ with the reroll).
 */
export function drawSteelExact(c: DrawSteelCompiled): Float64Array {
  // outside the ranges the small numbers are packed for (no validated cell is): no sharing
  if (!(
    inRange(c.faces, 1, 127) &&
    inRange(c.rank1, 0, 4) &&
    inRange(c.rank2, 0, 4) &&
    inRange(c.rank3, 0, 4) &&
    inRange(c.tierShift, -1, 1) &&
    inRange(c.reroll, 0, 1)
  ))
    return familyExact(c);
  const k = familyKey;
  k[0] = c.bonus;
  k[1] = c.tier1Max;
  k[2] = c.tier2Max;
  k[3] = c.naturalReward;
  // the small numbers in one: a shorter key to hash and compare
  k[4] = ((c.faces * 125 + c.rank1 * 25 + c.rank2 * 5 + c.rank3) * 3 + c.tierShift + 1) * 2 + c.reroll;
  let acc = families.get(k);
  if (acc === undefined) {
    acc = familyExact(c);
    families.set(k, acc);
  }
  // a copy: the caller owns what it is given
  return acc.slice();
}

function familyExact(c: DrawSteelCompiled): Float64Array {
  const f = c.faces;
  if (2 * f > runPacked.length) {
    runPacked = new Int32Array(2 * f);
    runWays = new Float64Array(2 * f);
  }
  let runs = 0;
  for (let s = 2; s <= 2 * f; s++) {
    const ways = Math.min(s - 1, 2 * f + 1 - s);
    // a natural total decides the roll whatever the split between the dice
    const packed = resolvePowerRoll(c, 1, s - 1);
    if (runs > 0 && runPacked[runs - 1] === packed) runWays[runs - 1] += ways;
    else {
      runPacked[runs] = packed;
      runWays[runs++] = ways;
    }
  }
  const acc = newAccumulator(c);
  if (c.reroll !== 1) {
    for (let i = 0; i < runs; i++) record(acc, c, runPacked[i], runWays[i]);
    return countsToWeights(acc, f * f);
  }
  let failing = 0;
  for (let i = 0; i < runs; i++) if (!(runPacked[i] & 1)) failing += runWays[i];
  for (let i = 0; i < runs; i++) {
    if (runPacked[i] & 1) record(acc, c, runPacked[i], runWays[i] * f * f);
    record(acc, c, runPacked[i] | P_REROLLED, failing * runWays[i]);
  }
  return countsToWeights(acc, f * f * f * f);
}
