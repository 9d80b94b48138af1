import { HanteiError } from '../../core/errors.js';
import { paramLabel } from '../../core/names.js';
import { warmState } from '../../core/seed.js';
import { rejectBelow } from '../dice-kernel.js';
import { d6ChainGroupTables } from './kernel.js';
import { type ScenarioResult, distribution, proportion } from '../../core/results.js';
import type { D6ChainRuleset } from './ruleset.js';

const U32 = 2.3283064365386963e-10; // 2^-32

/*
 * Combat (戦闘判定): the seven steps of a turn (setup, situation, battle phase
 * 1, 2-A/2-B, 3-A/3-B, 4, end), each a check with its own values and target,
 * repeated for a number of turns and continuing after failures.
 */

export interface CombatStep {
  name: string;
  dice: number;
  plan: number;
  judgement: number;
  target: number;
}

export interface D6ChainCombatCompiled {
  value: Int32Array;
  /** Per step (all turns unrolled). */
  dice: Int32Array;
  bonus: Int32Array;
  target: Int32Array;
  strict: number;
}

/** Parse `setup:1:2:1:normal,phase1:1:1:2:hard` — name:dice:plan:judgement:target. */
export function parseCombatSteps(text: string, r: D6ChainRuleset): CombatStep[] {
  const out = text.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const m = /^([^:]+):(\d+):(-?\d+):(-?\d+):([\w-]+)$/.exec(s);
    if (!m) throw new HanteiError('range', `${paramLabel('steps')}: cannot read "${s}"`, { hint: 'write name:dice:plan:judgement:target items by commas, e.g. "setup:1:2:1:normal,phase1:1:1:2:8"' });
    const target = /^-?\d+$/.test(m[5]) ? Number(m[5]) : r.targets[m[5].toLowerCase()];
    if (target === undefined) throw new HanteiError('range', `${paramLabel('steps')}: unknown difficulty label "${m[5]}" in "${s}"`, { hint: `use a number or one of: ${Object.keys(r.targets).join(', ')}` });
    const dice = Number(m[2]);
    if (dice < 1) throw new HanteiError('range', `${paramLabel('steps')}: "${s}" needs at least 1 die`);
    return { name: m[1].trim(), dice, plan: Number(m[3]), judgement: Number(m[4]), target };
  });
  if (out.length === 0) throw new HanteiError('range', `${paramLabel('steps')} is empty`);
  return out;
}

export function compileCombat(tables: { value: Int32Array }, steps: readonly CombatStep[], turns: number, r: D6ChainRuleset): D6ChainCombatCompiled {
  if (!Number.isInteger(turns) || turns < 1) throw new HanteiError('range', `${paramLabel('turns')} must be a whole number ≥ 1, got ${turns}`);
  const all = Array.from({ length: turns }, () => steps).flat();
  return {
    value: tables.value,
    dice: Int32Array.from(all.map((s) => s.dice)),
    bonus: Int32Array.from(all.map((s) => s.plan + s.judgement)),
    target: Int32Array.from(all.map((s) => s.target)),
    strict: r.strict ? 1 : 0,
  };
}

/** [trials, all succeed, per step success, successful steps 0..k] */
export function combatLength(c: D6ChainCombatCompiled): number {
  return 2 + 2 * c.dice.length + 1;
}

/**
 * The combat kernel draws dice as the check kernel does (kernel.ts): one
 * exactly uniform 32-bit draw for three dice (the three-dice table), one more for the last one or two; a step succeeds when its
 * dice sum (offset to start at 0) reaches the step's precomputed threshold.
 */
export function d6ChainCombatKernel(c: D6ChainCombatCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const { vMin, one, two, three } = d6ChainGroupTables({ value: c.value, kind: new Int32Array(36) });
  const k = c.dice.length;
  const triples = new Int32Array(k);
  const rest = new Int32Array(k);
  // success iff Σ value + bonus > target (strict) or ≥ target: Σ (value − vMin) ≥ need
  const need = new Int32Array(k);
  for (let q = 0; q < k; q++) {
    triples[q] = Math.floor(c.dice[q] / 3);
    rest[q] = c.dice[q] % 3;
    need[q] = c.target[q] - c.bonus[q] - c.dice[q] * vMin + (c.strict ? 1 : 0);
  }
  const reject3 = rejectBelow(46656);
  const reject1 = rejectBelow(36);
  const reject2 = rejectBelow(1296);
  const stepWins = new Float64Array(k);
  const hist = new Float64Array(k + 1);
  let allWin = 0;
  const st = warmState(seed);
  let a = st[0], b = st[1], s = st[2], d = st[3];
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    let wins = 0;
    for (let q = 0; q < k; q++) {
      let sum = 0;
      for (let g = 0; g < triples[q]; g++) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
        const x = (r >>> 0) * 46656;
        const i = (x * U32) | 0;
        if (x - i * 4294967296 < reject3) { g--; continue; } // exact uniformity: draw again
        sum += three[i] >> 2;
      }
      const rq = rest[q];
      while (rq > 0) {
        const r = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0; a = b ^ (b >>> 9); b = (s + (s << 3)) | 0; s = (s << 21) | (s >>> 11); s = (s + r) | 0;
        const size = rq === 2 ? 1296 : 36;
        const x = (r >>> 0) * size;
        const i = (x * U32) | 0;
        if (x - i * 4294967296 < (rq === 2 ? reject2 : reject1)) continue;
        sum += (rq === 2 ? two[i] : one[i]) >> 2;
        break;
      }
      if (sum >= need[q]) {
        stepWins[q]++;
        wins++;
      }
    }
    if (wins === k) allWin++;
    hist[wins]++;
  }
  acc[1] += allWin;
  for (let q = 0; q < k; q++) acc[2 + q] += stepWins[q];
  for (let w = 0; w <= k; w++) acc[2 + k + w] += hist[w];
}

export function summariseCombat(params: Record<string, unknown>, steps: readonly CombatStep[], turns: number, acc: Float64Array): ScenarioResult {
  const n = acc[0];
  const k = steps.length * turns;
  const all = proportion(acc[1], n);
  let mean = 0;
  for (let i = 0; i <= k; i++) mean += (i * acc[2 + k + i]) / n;
  return {
    params,
    trials: n,
    values: { allSucceed: all.p, meanSuccesses: Number(mean.toPrecision(12)) },
    intervals: { allSucceed: all.ci },
    distributions: { successes: distribution(acc, 2 + k, 2 + 2 * k + 1, n) },
    steps: Array.from({ length: k }, (_, q) => {
      const s = steps[q % steps.length];
      const p = proportion(acc[2 + q], n);
      return { step: q + 1, turn: Math.floor(q / steps.length) + 1, name: s.name, dice: s.dice, plan: s.plan, judgement: s.judgement, target: s.target, success: p.p, ci: p.ci };
    }),
  };
}
