import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import { paramLabel } from '../../core/names.js';
import { COMBAT_SPREAD_MAX, combatWalk, walkCombats } from './combat-kernel.js';
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
  const out = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^([^:]+):(\d+):(-?\d+):(-?\d+):([\w-]+)$/.exec(s);
      if (!m)
        throw new HanteiError('range', msg('sys.cannotRead', { p: paramLabel('steps'), item: s }), {
          hint: msg('sys.d6chain.stepsHint'),
        });
      const target = /^-?\d+$/.test(m[5]) ? Number(m[5]) : r.targets[m[5].toLowerCase()];
      if (target === undefined)
        throw new HanteiError('range', msg('sys.d6chain.unknownTargetIn', { p: paramLabel('steps'), target: m[5], item: s }), {
          hint: msg('sys.numberOrOneOf', { list: Object.keys(r.targets).join(', ') }),
        });
      const dice = Number(m[2]);
      if (dice < 1) throw new HanteiError('range', msg('sys.d6chain.oneDie', { p: paramLabel('steps'), item: s }));
      return { name: m[1].trim(), dice, plan: Number(m[3]), judgement: Number(m[4]), target };
    });
  if (out.length === 0) throw new HanteiError('range', msg('value.empty', { p: paramLabel('steps') }));
  return out;
}

export function compileCombat(
  tables: { value: Int32Array },
  steps: readonly CombatStep[],
  turns: number,
  r: D6ChainRuleset,
): D6ChainCombatCompiled {
  if (!Number.isInteger(turns) || turns < 1)
    throw new HanteiError('range', msg('sys.wholeAtLeast', { p: paramLabel('turns'), min: 1, v: turns }));
  const spread = Math.max(...tables.value) - Math.min(...tables.value);
  if (spread >= COMBAT_SPREAD_MAX)
    throw new HanteiError(
      'ruleset',
      msg('sys.d6chain.spread', { name: r.name, min: Math.min(...tables.value), max: Math.max(...tables.value), limit: COMBAT_SPREAD_MAX }),
      { hint: msg('sys.d6chain.spreadHint') },
    );
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
 * The combat kernel: the trial's dice drawn three at a time across step
 * boundaries, each draw's segment sums from one table lookup, success counted
 * branch-free (combat-kernel.ts).
 */
export function d6ChainCombatKernel(c: D6ChainCombatCompiled, n: number, seed: Uint32Array, acc: Float64Array): void {
  walkCombats(combatWalk(c), n, seed, acc);
}

export function summariseCombat(
  params: Record<string, unknown>,
  steps: readonly CombatStep[],
  turns: number,
  acc: Float64Array,
): ScenarioResult {
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
      return {
        step: q + 1,
        turn: Math.floor(q / steps.length) + 1,
        name: s.name,
        dice: s.dice,
        plan: s.plan,
        judgement: s.judgement,
        target: s.target,
        success: p.p,
        ci: p.ci,
      };
    }),
  };
}
