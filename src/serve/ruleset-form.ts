/*
 * A preset's editable ruleset fields for the page's form: each leaf's path,
 * its kind of input and the choices the system declares.
 */

import type { CompiledCheck, RuleSystem } from '../systems/types.js';
import type { RulesetField } from './protocol.js';

type Path = Array<string | number>;

function setAt(obj: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(obj)) return obj.map((v, i) => (i === head ? setAt(v, rest, value) : v));
  const o = obj as Record<string, unknown>;
  return { ...o, [head]: setAt(o[head], rest, value) };
}

/**
 * The allowed values of a text leaf, learned from the system's own validator:
 * a value no ruleset can hold is put there and the error names what is
 * allowed ("must be one of a, b, c", or a hint listing them). So a new
 * system's ruleset gets selects with no page code and no second list to keep
 * in step with its resolveRuleset.
 */
function choicesOf(system: RuleSystem<unknown, CompiledCheck>, preset: string, rules: unknown, path: Path): string[] | undefined {
  const probe = setAt({ ...(rules as Record<string, unknown>), extends: preset }, path, '\u0000not-a-value');
  try {
    system.resolveRuleset(probe, 'probe');
    return undefined;
  } catch (e) {
    const text = `${(e as Error).message}\n${(e as { hint?: string }).hint ?? ''}`;
    const m = /must be one of ([^\n]+?), got/.exec(text) ?? /^[^:\n]+: ([\w-]+(?:, [\w-]+)+)$/m.exec((e as { hint?: string }).hint ?? '');
    return m ? m[1].split(',').map((s) => s.trim()) : undefined;
  }
}

/** Every editable leaf of a ruleset: numbers, booleans, choices (when the validator names them), other text, and lists of records (edited as JSON). */
export function rulesetFields(system: RuleSystem<unknown, CompiledCheck>, preset: string): RulesetField[] {
  const rules = system.rulesets[preset];
  const out: RulesetField[] = [];
  const walk = (v: unknown, path: Path): void => {
    if (typeof v === 'number') out.push({ path, kind: 'number' });
    else if (typeof v === 'boolean') out.push({ path, kind: 'boolean' });
    else if (typeof v === 'string') {
      const choices = path.length === 1 && path[0] === 'name' ? undefined : choicesOf(system, preset, rules, path);
      out.push(choices ? { path, kind: 'choice', choices } : { path, kind: 'text' });
    } else if (Array.isArray(v)) {
      // a list of records (d6chain grades), or one that starts empty, is edited whole: rows can be added and removed
      if (v.length === 0 || v.some((x) => typeof x === 'object' && x !== null)) out.push({ path, kind: 'list' });
      else v.forEach((x, i) => walk(x, [...path, i]));
    } else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(rules, []);
  return out;
}
