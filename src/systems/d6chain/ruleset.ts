import { HanteiError } from '../../core/errors.js';
import { msg } from '../../core/messages.js';
import { type Plain, checkKeys, extendPreset, isPlain, needBool, needInt } from '../ruleset-file.js';

/**
 * 戦闘判定 dice value (seed 004).
 *
 * @example
 * const r: D6ChainRuleset = resolveRuleset('d6chain').rules;
 */
export interface D6ChainRuleset {
  name: string;
  /** Value of each face 2..5 as rolled (index = face − 1; faces 1 and 6 re-roll). */
  faceValue: number[];
  /** 6 then 6: critical; 6 then other: plain high. */
  criticalValue: number;
  highValue: number;
  /** 1 then 1: fumble; 1 then other: plain low. */
  fumbleValue: number;
  lowValue: number;
  /** Success iff success value > target (true) or ≥ target (false). */
  strict: boolean;
  /** Targets by difficulty label. */
  targets: Record<string, number>;
  /** Optional result grades (失敗/普通/成功/大成功/超成功): lowest degree of each, ascending; empty = off. */
  grades: Array<{ name: string; minDegree: number }>;
}

export const SEED: D6ChainRuleset = {
  name: 'seed',
  faceValue: [1, 2, 3, 4, 5, 6],
  criticalValue: 10,
  highValue: 6,
  fumbleValue: -10,
  lowValue: 1,
  strict: true,
  targets: { 'very-easy': 2, easy: 4, normal: 6, hard: 8, 'very-hard': 10 },
  grades: [],
};

export const D6CHAIN_RULESETS: Readonly<Record<string, D6ChainRuleset>> = {
  seed: SEED,
  'at-least': { ...SEED, name: 'at-least', strict: false },
};

export function resolveD6ChainRuleset(input: unknown, source: string): D6ChainRuleset {
  const { merged } = extendPreset(input, D6CHAIN_RULESETS, 'seed', source);
  const m = merged as Plain;
  checkKeys(m, ['name', 'faceValue', 'criticalValue', 'highValue', 'fumbleValue', 'lowValue', 'strict', 'targets', 'grades'], '', source);
  if (!Array.isArray(m.faceValue) || m.faceValue.length !== 6)
    throw new HanteiError('ruleset', msg('sys.d6chain.faceValue'), { file: source });
  if (!isPlain(m.targets)) throw new HanteiError('ruleset', msg('sys.d6chain.targets'), { file: source });
  const targets: Record<string, number> = {};
  for (const [k, v] of Object.entries(m.targets)) targets[k.toLowerCase()] = needInt(v, `targets.${k}`, source);
  if (!Array.isArray(m.grades)) throw new HanteiError('ruleset', msg('sys.d6chain.grades'), { file: source });
  const grades = (m.grades as unknown[]).map((g, i) => {
    if (!isPlain(g) || typeof g.name !== 'string') throw new HanteiError('ruleset', msg('sys.d6chain.grade', { i }), { file: source });
    return { name: g.name, minDegree: needInt(g.minDegree, `grades[${i}].minDegree`, source) };
  });
  for (let i = 1; i < grades.length; i++) {
    if (grades[i].minDegree <= grades[i - 1].minDegree) throw new HanteiError('ruleset', msg('sys.d6chain.ascend'), { file: source });
  }
  return {
    name: String(m.name),
    faceValue: (m.faceValue as unknown[]).map((v, i) => needInt(v, `faceValue[${i}]`, source)),
    criticalValue: needInt(m.criticalValue, 'criticalValue', source),
    highValue: needInt(m.highValue, 'highValue', source),
    fumbleValue: needInt(m.fumbleValue, 'fumbleValue', source),
    lowValue: needInt(m.lowValue, 'lowValue', source),
    strict: needBool(m.strict, 'strict', source),
    targets,
    grades,
  };
}
