import { HanteiError } from '../../core/errors.js';
import { BLOCK, RandomBlock, die } from '../../core/random-block.js';
import { type ScenarioResult, distribution, proportion } from '../../core/results.js';
import type { D6ChainRuleset } from './ruleset.js';

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
    if (!m) throw new HanteiError('range', `--steps: cannot read "${s}"`, { hint: 'write name:dice:plan:judgement:target items by commas, e.g. "setup:1:2:1:normal,phase1:1:1:2:8"' });
    const target = /^-?\d+$/.test(m[5]) ? Number(m[5]) : r.targets[m[5].toLowerCase()];
    if (target === undefined) throw new HanteiError('range', `--steps: unknown difficulty label "${m[5]}" in "${s}"`, { hint: `use a number or one of: ${Object.keys(r.targets).join(', ')}` });
    const dice = Number(m[2]);
    if (dice < 1) throw new HanteiError('range', `--steps: "${s}" needs at least 1 die`);
    return { name: m[1].trim(), dice, plan: Number(m[3]), judgement: Number(m[4]), target };
  });
  if (out.length === 0) throw new HanteiError('range', '--steps is empty');
  return out;
}

export function compileCombat(tables: { value: Int32Array }, steps: readonly CombatStep[], turns: number, r: D6ChainRuleset): D6ChainCombatCompiled {
  if (!Number.isInteger(turns) || turns < 1) throw new HanteiError('range', `--turns must be a whole number ≥ 1, got ${turns}`);
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

export function d6ChainCombatKernel(c: D6ChainCombatCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  const rb = new RandomBlock(seed);
  const buf = rb.buf;
  let pos = BLOCK;
  const k = c.dice.length;
  const hist = 2 + k;
  acc[0] += n;
  for (let t = 0; t < n; t++) {
    let wins = 0;
    for (let q = 0; q < k; q++) {
      let sum = c.bonus[q];
      for (let j = 0; j < c.dice[q]; j++) {
        if (pos > BLOCK - 2) { rb.refill(); pos = 0; }
        const a = die(buf[pos++], 6);
        const b = a === 1 || a === 6 ? die(buf[pos++], 6) : 1;
        sum += c.value[(a - 1) * 6 + (b - 1)];
      }
      if (c.strict ? sum > c.target[q] : sum >= c.target[q]) {
        acc[2 + q]++;
        wins++;
      }
    }
    if (wins === k) acc[1]++;
    acc[hist + wins]++;
  }
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
