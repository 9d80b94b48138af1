import { HanteiError } from '../core/errors.js';
import { messageLang, msg, verbatim } from '../core/messages.js';
import { type ParamValue, parseIntRange } from '../core/grid.js';
import { unknownNameHint } from '../core/names.js';
import { type RulesetCommand, valueAt, whyOf } from '../systems/ruleset-use.js';
import { isPlain } from '../systems/ruleset-file.js';
import type { CompileContext, CompiledCheck, RuleSystem } from '../systems/types.js';
import { terminalSafe } from '../core/terminal-text.js';

/*
 * Ruleset numbers as grid axes: `--vary modifiers.same=3..6,boost.size=4,6`
 * (or `vary:` in a study analysis). Each varied key becomes an axis whose
 * cells carry the value under the key path (`"modifiers.same": 4`); the
 * system's compile sees the ruleset with those values set. Exact work is
 * shared between cells whose compiled checks are equal, which is what "the
 * key cannot touch this cell" means (a modifier of a colour the deck lacks,
 * the difficulty range of a grid that names its difficulties).
 */

export type VaryValue = ParamValue;

export interface VaryAxis {
  /** Dotted key path in the ruleset ('modifiers.same', 'targets.normal'). */
  key: string;
  values: VaryValue[];
}

type System = RuleSystem<unknown, CompiledCheck>;

/** `a=3..6,b=1..4` (a value list may hold commas: `fumble=none,two-or-more-ones`), or a study's map. */
export function varySpecs(spec: unknown, where = '--vary'): Array<{ key: string; text: string }> {
  const out: Array<{ key: string; text: string }> = [];
  if (isPlain(spec)) {
    for (const [key, v] of Object.entries(spec)) out.push({ key, text: Array.isArray(v) ? v.map(String).join(',') : String(v) });
  } else {
    const items = (Array.isArray(spec) ? spec : [spec])
      .flatMap((s) => String(s).split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    for (const item of items) {
      const eq = item.indexOf('=');
      if (eq > 0) out.push({ key: item.slice(0, eq).trim(), text: item.slice(eq + 1).trim() });
      else if (out.length > 0) out[out.length - 1].text += `,${item}`;
      else
        throw new HanteiError('range', msg('vary.namesNoKey', { where, item }), {
          hint: msg('vary.writeKeyRange', { where }),
        });
    }
  }
  if (out.length === 0)
    throw new HanteiError('range', msg('vary.empty', { where }), { hint: msg('opt.example', { example: `${where} modifiers.same=3..6` }) });
  const seen = new Set<string>();
  for (const s of out) {
    if (seen.has(s.key)) throw new HanteiError('range', msg('vary.twice', { where, key: s.key }), { hint: msg('vary.twiceHint') });
    seen.add(s.key);
    if (s.text === '')
      throw new HanteiError('range', msg('vary.noValues', { where, key: s.key }), { hint: msg('vary.noValuesHint', { key: s.key }) });
  }
  return out;
}

/** The declared ruleset key (systems/*\/ruleset-use.ts) a path is, or lies under ('targets' for 'targets.normal'). */
export function declaredKey(system: System, key: string): string | undefined {
  return system.rulesetUse.keys.find((k) => k === key || key.startsWith(`${k}.`));
}

/** A copy of a resolved ruleset with the value at a dotted path replaced. */
export function setAt<T>(rules: T, key: string, value: VaryValue): T {
  const copy = JSON.parse(JSON.stringify(rules)) as Record<string, unknown>;
  const parts = key.split('.');
  let here = copy;
  for (const p of parts.slice(0, -1)) here = here[p] as Record<string, unknown>;
  here[parts[parts.length - 1]] = value;
  return copy as T;
}

/** The ruleset with the varied values set, validated by the system as a ruleset file would be. */
export function variantRules(system: System, base: unknown, values: ReadonlyArray<[string, VaryValue]>): unknown {
  let rules = base;
  for (const [k, v] of values) rules = setAt(rules, k, v);
  const what = values.map(([k, v]) => `${k}=${String(v)}`).join(', ');
  try {
    return system.resolveRuleset(rules, `--vary ${what}`);
  } catch (e) {
    if (e instanceof HanteiError)
      throw new HanteiError('range', msg('vary.wrap', { what, error: e.text ?? e.message }), {
        hint: e.hintText ?? e.hint ?? msg('vary.allowedHint'),
      });
    throw e;
  }
}

/**
 * Parse and check the varied keys against the ruleset: each names a number,
 * a choice or a switch of the system's rulesets (a map or list is varied by
 * one of its entries), and each value is one the ruleset accepts.
 */
export function varyAxes(system: System, rules: unknown, spec: unknown, where = '--vary'): VaryAxis[] {
  const paramNames = new Set(system.params.map((p) => p.name));
  const specs = varySpecs(spec, where);
  return specs.map(({ key, text }) => {
    const declared = declaredKey(system, key);
    const settable = system.rulesetUse.keys.filter((k) => k !== 'name');
    const under = settable.filter((k) => k.startsWith(`${key}.`));
    if (declared === undefined && under.length > 0)
      throw new HanteiError('range', msg('vary.isMap', { where, key, kind: msg('vary.kindMap') }), {
        hint: msg('vary.eg', { keys: under.slice(0, 4).join(', ') }),
      });
    if (declared === undefined || declared === 'name')
      throw new HanteiError('range', msg('vary.notKey', { where, key, system: system.id }), { hint: unknownNameHint(key, settable) });
    if (paramNames.has(key)) throw new HanteiError('range', msg('vary.isParam', { where, key, system: system.id }));
    const current = valueAt(rules, key);
    if (current === undefined)
      throw new HanteiError('range', msg('vary.noSuchKey', { where, key }), {
        hint: msg('vary.keysUnder', {
          declared,
          keys:
            Object.keys((valueAt(rules, declared) as object | undefined) ?? {})
              .map((k) => `${declared}.${k}`)
              .join(', ') || msg('vary.none'),
        }),
      });
    if (typeof current === 'object' && current !== null) {
      const sub = Object.keys(current)
        .slice(0, 4)
        .map((k) => `${key}.${k}`);
      throw new HanteiError(
        'range',
        msg('vary.isMap', { where, key, kind: msg(Array.isArray(current) ? 'vary.kindList' : 'vary.kindMap') }),
        {
          hint: sub.length ? msg('vary.eg', { keys: sub.join(', ') }) : msg('vary.scalar'),
        },
      );
    }
    let values: VaryValue[];
    if (typeof current === 'number') values = parseIntRange(text, `vary ${key}`);
    else if (typeof current === 'boolean') {
      values = [...new Set(text.split(',').map((s) => s.trim()))].map((s) => {
        if (s !== 'true' && s !== 'false')
          throw new HanteiError('range', msg('vary.notBoolean', { where, key, value: s }), { hint: verbatim(`${key}=true,false`) });
        return s === 'true';
      });
    } else
      values = [
        ...new Set(
          text
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
    // each value must be one the ruleset accepts: a choice or switch on its own (a typo stops here); a number
    // on its own when it is the only key varied (bounds between varied numbers, boost.size ≤ boost.minRemaining,
    // are checked per combination: a grid refuses the combination, a solve skips and counts it)
    if (typeof current !== 'number' || specs.length === 1) for (const v of values) variantRules(system, rules, [[key, v]]);
    return { key, values };
  });
}

/** Refuse a varied key the command does not model, as a ruleset file changing it is refused; note one without effect. */
export function checkVaryUse(
  system: System,
  keys: readonly string[],
  command: RulesetCommand,
  warn: (m: string) => void = (m) => process.stderr.write(terminalSafe(`hantei: ${m}\n`)),
): void {
  const table = system.rulesetUse.commands[command];
  if (!table) return;
  for (const key of keys) {
    const u = table[declaredKey(system, key) ?? key];
    if (u === undefined || u === 'used') continue;
    if ('refused' in u) {
      throw new HanteiError('ruleset', msg('vary.refused', { key, command, system: system.id, why: whyOf(u) }), {
        hint: msg('vary.refusedHint', { key, command }),
      });
    }
    warn(msg('vary.noEffect', { key, command, system: system.id, why: whyOf(u) }).text(messageLang()));
  }
}

/**
 * A short content key for a compiled check: equal compiled checks give the
 * same exact odds. Nested objects (a shared compiled library) are hashed once
 * by identity and interned to a number, so a cell's key stays short.
 */
export function compiledKeyer(): (v: unknown) => string {
  const byObject = new WeakMap<object, string>();
  const interned = new Map<string, string>();
  const key = (v: unknown, top: boolean): string => {
    if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'u';
    const known = byObject.get(v);
    if (known !== undefined) return known;
    let text: string;
    if (ArrayBuffer.isView(v)) text = `${v.constructor.name}[${Array.prototype.join.call(v, ',')}]`;
    else if (Array.isArray(v)) text = `[${v.map((x) => key(x, false)).join(',')}]`;
    // keys in creation order: one compile function builds them alike (a different order only misses the memo)
    else
      text = `{${Object.keys(v)
        .map((k) => `${k}:${key((v as Record<string, unknown>)[k], false)}`)
        .join(',')}}`;
    if (top) return text;
    let id = interned.get(text);
    if (id === undefined) interned.set(text, (id = `#${interned.size}`));
    byObject.set(v, id);
    return id;
  };
  return (v) => key(v, true);
}

/** A system's exact routine, remembered by compiled content: cells a varied key cannot touch are solved once. */
export function sharedExact(system: System): System['exact'] {
  const keyOf = compiledKeyer();
  const memo = new Map<string, Float64Array>();
  return (compiled) => {
    const k = keyOf(compiled);
    let acc = memo.get(k);
    if (!acc) memo.set(k, (acc = system.exact(compiled)));
    return acc;
  };
}

/** The varied key paths of a cell's params (they hold a dot or name a ruleset key, never a parameter). */
export function variedKeysOf(system: System, params: Readonly<Record<string, unknown>>): string[] {
  const paramNames = new Set(system.params.map((p) => p.name));
  return Object.keys(params).filter((k) => !paramNames.has(k) && declaredKey(system, k) !== undefined);
}

/**
 * The system as seen by a grid with varied ruleset keys: compile reads the
 * cell's varied values into the ruleset (one validated ruleset per
 * combination), and exact is shared across equal compiled checks.
 */
export function withVariedRules(system: System, base: unknown, keys: readonly string[]): System {
  if (keys.length === 0) return system;
  const rulesets = new Map<string, unknown>();
  const rulesOf = (cell: Readonly<Record<string, unknown>>): unknown => {
    const values = keys.map((k): [string, VaryValue] => [k, cell[k] as VaryValue]);
    const id = JSON.stringify(values);
    let r = rulesets.get(id);
    if (r === undefined) rulesets.set(id, (r = variantRules(system, base, values)));
    return r;
  };
  return {
    ...system,
    compile: (cell, _rules, ctx: CompileContext) => system.compile(cell, rulesOf(cell), ctx),
    exact: sharedExact(system),
  };
}
