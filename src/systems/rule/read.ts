import { msg } from '../../core/messages.js';
import { unknownNameHint } from '../../core/names.js';
import { isPlain, type Plain } from '../ruleset-file.js';
import { ExprSyntaxError, exprNames, parseExpr } from './expr.js';
import { isPool, notation, overlay, readPool } from './read-pool.js';
import { RuleReader, type RuleSource } from './read-util.js';
import type { Rule, RuleNatural, RuleParam, RulePool, RuleTiers, RuleWhen } from './types.js';

export { type RuleSource } from './read-util.js';

/** The kind a rule file declares. */
export const RULE_KIND = 'hantei.rule/1';
const TOP = ['kind', 'name', 'label', 'params', 'dice', 'modifier', 'take', 'check', 'naturals', 'tiers', 'opposed', 'extends'] as const;
const TAKE = ['sum', 'highest', 'lowest'] as const;

/**
 * Read a rule file's data (or a ruleset derived from one: `--vary`, the
 * workbench's edits) into the one description, dice notation expanded.
 * Anything wrong is a HanteiError naming the file, line and key.
 */
/** Where each rule read from a file came from (its lines): an error found later, as a pool proves too large for exact odds, names the line too. */
export const ruleSources = new WeakMap<Rule, RuleSource>();

/** The dotted key of pool `pool` of side `side` (0 the roller, 1 the opposed side), and its line in the file the rule (or `from`) was read from. */
export function poolPlace(rule: Rule, side: number, pool: number, from?: Rule): { path: string; file?: string; line?: number } {
  const dice = side === 0 ? rule.dice : rule.opposed!.dice;
  const at = [...(side === 0 ? [] : ['opposed']), 'dice', ...(isPool(dice) ? [] : [Object.keys(dice)[pool]])];
  // a variant of a file's rule (a ruleset, --vary) keeps the file's keys: its lines are the file's
  const src = ruleSources.get(rule) ?? (from && ruleSources.get(from));
  let line: number | undefined;
  for (let n = at.length; n >= 0 && line === undefined && src?.lineOf; n--) line = src.lineOf(at.slice(0, n));
  return { path: at.join('.'), file: src?.file, line };
}

export function readRule(raw: unknown, src: RuleSource): Rule {
  const r = new RuleReader(src);
  if (isPlain(raw) && raw.kind !== undefined && raw.kind !== RULE_KIND) r.fail(['kind'], msg('rule.notRule'), msg('rule.notRuleHint'));
  const top = r.map(raw, [], TOP);
  const params = readParams(r, top.params);
  const names = Object.keys(params);
  const expr = (v: unknown, path: string[]): number | string => {
    if (typeof v === 'number') return r.int(v, path);
    if (typeof v === 'boolean') return v ? 1 : 0;
    if (typeof v !== 'string') return r.int(v, path);
    try {
      for (const n of exprNames(parseExpr(v)))
        if (!names.includes(n)) r.fail(path, msg('rule.unknownParam', { path: path.join('.'), name: n }), unknownNameHint(n, names));
    } catch (e) {
      if (!(e instanceof ExprSyntaxError)) throw e;
      r.fail(
        path,
        msg('rule.badExpr', { path: path.join('.'), text: v, rest: v.slice(e.at) || v, why: e.why }),
        msg('rule.exprHint', { params: names.join(', ') }),
      );
    }
    return /^-?\d+$/.test(v.trim()) ? Number(v) : v;
  };
  const side = readSide(r, top.dice, top.modifier, [], expr);
  const rule: Rule = {
    name: typeof top.name === 'string' ? top.name : src.file.replace(/^.*[\\/]/, '').replace(/\.ya?ml$/i, ''),
    label: r.label(top.label, ['label'], typeof top.name === 'string' ? top.name : src.file),
    params,
    dice: side.dice,
    modifier: side.modifier,
    check: readCheck(r, top.check, expr, top.opposed !== undefined),
    naturals: {},
  };
  const take = takeOf(r, top.take, side, []);
  if (take !== undefined) rule.take = take;
  const pools = Object.keys(poolsOf(rule.dice));
  if (top.tiers !== undefined) rule.tiers = readTiers(r, top.tiers, expr);
  if (top.naturals !== undefined) {
    const m = r.map(top.naturals, ['naturals'], Object.keys(isPlain(top.naturals) ? top.naturals : {}));
    for (const [name, v] of Object.entries(m)) rule.naturals[name] = readNatural(r, v, ['naturals', name], pools, rule, expr);
  }
  if (top.opposed !== undefined) {
    const m = r.map(top.opposed, ['opposed'], ['dice', 'modifier', 'take', 'tie', 'label']);
    const s = readSide(r, m.dice, m.modifier, ['opposed'], expr);
    rule.opposed = {
      dice: s.dice,
      modifier: s.modifier,
      tie: m.tie === undefined ? 'failure' : r.oneOf(m.tie, ['opposed', 'tie'], ['success', 'failure', 'reroll'] as const),
    };
    const take = takeOf(r, m.take, s, ['opposed']);
    if (take !== undefined) rule.opposed.take = take;
    if (m.label !== undefined) rule.opposed.label = r.label(m.label, ['opposed', 'label'], '');
  }
  for (const n of Object.keys(rule.naturals))
    if (rule.tiers && n in rule.tiers.bands) r.fail(['naturals', n], msg('rule.duplicateName', { name: n }), msg('rule.duplicateNameHint'));
  if (src.lineOf) ruleSources.set(rule, src);
  return rule;
}

/** A side's pools by name (one pool is named `dice`). */
export function poolsOf(dice: RulePool | Record<string, RulePool>): Record<string, RulePool> {
  return isPool(dice) ? { dice: dice as RulePool } : (dice as Record<string, RulePool>);
}

const RESERVED = ['threads', 'trials', 'seed', 'ruleset', 'vary', 'out', 'format', 'lang', 'json', 'quiet', 'help', 'version', 'junit'];

function readParams(r: RuleReader, v: unknown): Record<string, RuleParam> {
  if (v === undefined) return {};
  const m = r.map(v, ['params'], Object.keys(isPlain(v) ? v : {}));
  const out: Record<string, RuleParam> = {};
  for (const [name, spec] of Object.entries(m)) {
    const path = ['params', name];
    if (!/^[A-Za-z_]\w*$/.test(name) || RESERVED.includes(name) || name === 'min' || name === 'max' || name === 'abs')
      r.fail(path, msg('rule.paramReserved', { path: path.join('.'), name }), msg('rule.paramReservedHint'));
    const p = r.map(spec, path, ['min', 'max', 'default', 'type', 'choices', 'label']);
    const type =
      p.type === undefined
        ? p.choices !== undefined
          ? 'choice'
          : 'int'
        : r.oneOf(p.type, [...path, 'type'], ['int', 'flag', 'choice'] as const);
    const param: RuleParam = { type, label: r.label(p.label, [...path, 'label'], name) };
    if (type === 'choice') {
      if (!Array.isArray(p.choices) || p.choices.length === 0 || !p.choices.every((c) => typeof c === 'string'))
        r.fail(
          [...path, 'choices'],
          msg('rule.missing', { path: [...path, 'choices'].join('.') }),
          msg('rule.missingHint', { example: 'choices: [easy, medium, hard]' }),
        );
      param.choices = p.choices as string[];
      if (p.default !== undefined) param.default = r.oneOf(p.default, [...path, 'default'], param.choices);
    } else if (type === 'flag') {
      param.default = p.default === undefined ? false : r.bool(p.default, [...path, 'default']);
    } else {
      param.min = p.min === undefined ? undefined : r.int(p.min, [...path, 'min']);
      param.max = p.max === undefined ? undefined : r.int(p.max, [...path, 'max']);
      if (p.default !== undefined) param.default = r.int(p.default, [...path, 'default']);
      const lo = param.min ?? -Infinity;
      const hi = param.max ?? Infinity;
      const d = typeof param.default === 'number' ? param.default : lo;
      if (lo > hi || d < lo || d > hi)
        r.fail(
          path,
          msg('rule.paramRange', {
            path: path.join('.'),
            min: String(param.min ?? ''),
            max: String(param.max ?? ''),
            default: String(param.default ?? ''),
          }),
        );
    }
    out[name] = param;
  }
  return out;
}

type ExprOf = (v: unknown, path: string[]) => number | string;

/** How a side's pools make its value: the file's `take`, or a group roll's keep (`{d8!,d6!}kh1`); both, they must agree. */
function takeOf(r: RuleReader, v: unknown, side: Side, at: string[]): Rule['take'] {
  const take = v === undefined ? undefined : r.oneOf(v, [...at, 'take'], TAKE);
  if (take !== undefined && side.take !== undefined && take !== side.take)
    r.fail([...at, 'take'], msg('rule.takeTwice', { take, text: side.notation ?? '', group: side.take }), msg('rule.takeTwiceHint'));
  return take ?? side.take;
}

interface Side {
  dice: RulePool | Record<string, RulePool>;
  modifier: number | string;
  /** A group roll's keep, and the notation that said it. */
  take?: 'highest' | 'lowest';
  notation?: string;
}

/** A map `{notation: '{d8!,d6!}kh1', explode: {depth: 10}}`: the notation's pools, each with the map's other keys. */
// the group's pools stay maps (the notation's parts under the file's keys): readSide reads each as any pool map
function notationPools(
  r: RuleReader,
  dice: Record<string, unknown>,
  at: string[],
): (Omit<ReturnType<typeof notation>, 'pools'> & { pools: Array<[string, unknown]> }) | undefined {
  if (typeof dice.notation !== 'string') return undefined;
  const n = notation(r, dice.notation, [...at, 'dice', 'notation']);
  if (n.pools.length < 2 && n.take === undefined) return undefined;
  const { notation: _, ...over } = dice;
  return { ...n, pools: n.pools.map(([name, p]): [string, unknown] => [name, overlay(p, over)]) };
}

function readSide(r: RuleReader, dice: unknown, modifier: unknown, at: string[], expr: ExprOf): Side {
  if (dice === undefined)
    r.fail([...at, 'dice'], msg('rule.missing', { path: [...at, 'dice'].join('.') }), msg('rule.missingHint', { example: 'dice: 2d6' }));
  let mod = modifier === undefined ? 0 : expr(modifier, [...at, 'modifier']);
  let pools: Array<[string, unknown]>;
  const group = isPlain(dice) ? notationPools(r, dice, at) : undefined;
  let take: Side['take'];
  if (typeof dice === 'string' || group) {
    const n = group ?? notation(r, dice as string, [...at, 'dice']);
    take = n.take;
    if (n.pools.length === 0) r.fail([...at, 'dice'], msg('rule.noDice', { path: [...at, 'dice'].join('.') }), msg('rule.notationHint'));
    if (n.modifier !== '') mod = expr(mod === 0 ? n.modifier : `${n.modifier} + (${mod})`, [...at, 'dice']);
    pools = n.pools;
  } else if (isPool(dice)) pools = [['dice', dice]];
  else {
    const m = r.map(dice, [...at, 'dice'], Object.keys(isPlain(dice) ? dice : {}));
    pools = Object.entries(m);
    if (pools.length === 0) r.fail([...at, 'dice'], msg('rule.noDice', { path: [...at, 'dice'].join('.') }), msg('rule.notationHint'));
  }
  const read = pools.map(([name, p]): [string, RulePool] => [
    name,
    readPool(r, p, pools.length === 1 && (typeof dice === 'string' || isPool(dice)) ? [...at, 'dice'] : [...at, 'dice', name], expr),
  ]);
  const side: Side = { dice: read.length === 1 ? read[0][1] : Object.fromEntries(read), modifier: mod };
  if (take) Object.assign(side, { take, notation: typeof dice === 'string' ? dice : (dice as Plain).notation });
  return side;
}

function readCheck(r: RuleReader, v: unknown, expr: ExprOf, opposed: boolean): Rule['check'] {
  const m = r.map(v ?? {}, ['check'], ['compare', 'target', 'degree']);
  if (m.target === undefined && !opposed)
    r.fail(
      ['check', 'target'],
      msg('rule.missing', { path: 'check.target' }),
      msg('rule.missingHint', { example: 'check: {compare: ">=", target: difficulty}' }),
    );
  let degree: Rule['check']['degree'] = 'margin';
  if (isPlain(m.degree)) degree = { steps: r.int(r.map(m.degree, ['check', 'degree'], ['steps']).steps, ['check', 'degree', 'steps']) };
  else if (m.degree !== undefined) degree = r.oneOf(m.degree, ['check', 'degree'], ['margin', 'total'] as const);
  if (typeof degree === 'object' && degree.steps < 1)
    r.fail(['check', 'degree', 'steps'], msg('rule.notWhole', { path: 'check.degree.steps', got: degree.steps }));
  return {
    compare: m.compare === undefined ? '>=' : r.oneOf(m.compare, ['check', 'compare'], ['>=', '>', '<=', '<'] as const),
    target: m.target === undefined ? 0 : expr(m.target, ['check', 'target']),
    degree,
  };
}

function readTiers(r: RuleReader, v: unknown, expr: ExprOf): RuleTiers {
  const m = r.map(v, ['tiers'], ['on', 'shift', 'bands']);
  const b = r.map(m.bands, ['tiers', 'bands'], Object.keys(isPlain(m.bands) ? m.bands : {}));
  const bands: RuleTiers['bands'] = {};
  for (const [name, t] of Object.entries(b)) {
    const path = ['tiers', 'bands', name];
    const x = r.map(t ?? {}, path, ['min', 'max', 'label', 'degree', 'success']);
    bands[name] = {};
    if (x.min !== undefined) bands[name].min = r.int(x.min, [...path, 'min']);
    if (x.max !== undefined) bands[name].max = r.int(x.max, [...path, 'max']);
    if (x.label !== undefined) bands[name].label = r.label(x.label, [...path, 'label'], name);
    if (x.degree !== undefined) bands[name].degree = expr(x.degree, [...path, 'degree']);
    if (x.success !== undefined)
      bands[name].success = typeof x.success === 'boolean' ? x.success : String(expr(x.success, [...path, 'success']));
  }
  checkBands(r, bands);
  return {
    on: m.on === undefined ? 'margin' : r.oneOf(m.on, ['tiers', 'on'], ['margin', 'total'] as const),
    shift: m.shift === undefined ? 0 : expr(m.shift, ['tiers', 'shift']),
    bands,
  };
}

/** Bands lowest first, each starting one above the last: no result without a tier, none in two. */
function checkBands(r: RuleReader, bands: RuleTiers['bands']): void {
  const names = Object.keys(bands);
  if (names.length === 0)
    r.fail(
      ['tiers', 'bands'],
      msg('rule.missing', { path: 'tiers.bands' }),
      msg('rule.missingHint', { example: 'bands: {failure: {max: -1}, success: {min: 0}}' }),
    );
  const first = names[0];
  const last = names[names.length - 1];
  if (bands[first].min !== undefined || bands[last].max !== undefined)
    r.fail(['tiers', 'bands'], msg('rule.tierEnds', { a: first, b: last }));
  for (let i = 1; i < names.length; i++) {
    const a = names[i - 1];
    const b = names[i];
    const prevMax = bands[a].max;
    const min = bands[b].min;
    if (prevMax === undefined || min === undefined)
      r.fail(['tiers', 'bands', prevMax === undefined ? a : b], msg('rule.tierEnds', { a: first, b: last }));
    if (min > prevMax + 1)
      r.fail(
        ['tiers', 'bands', b, 'min'],
        msg('rule.tierGap', { a, b, from: prevMax + 1, to: min - 1 }),
        msg('rule.tierHint', { b, next: prevMax + 1 }),
      );
    if (min <= prevMax)
      r.fail(
        ['tiers', 'bands', b, 'min'],
        msg('rule.tierOverlap', { a, b, from: min, to: prevMax }),
        msg('rule.tierHint', { b, next: prevMax + 1 }),
      );
    if (bands[b].max !== undefined && bands[b].max! < min)
      r.fail(
        ['tiers', 'bands', b, 'max'],
        msg('rule.tierOverlap', { a: b, b, from: bands[b].max!, to: min }),
        msg('rule.tierHint', { b, next: min }),
      );
  }
}

function readNatural(r: RuleReader, v: unknown, path: string[], pools: string[], rule: Rule, expr: ExprOf): RuleNatural {
  const m = r.map(v, path, ['label', 'when', 'success', 'total', 'tier', 'degree']);
  const w = r.map(m.when, [...path, 'when'], ['pool', 'faces', 'atLeast', 'all', 'moreThanHalf', 'natural', 'doubles', 'match']);
  const when: RuleWhen = {};
  const poolName = (x: unknown, p: string[]): string => {
    if (typeof x !== 'string' || !pools.includes(x))
      r.fail(
        p,
        msg('rule.unknownName', { path: p.join('.'), what: msg('rule.what.pool'), name: String(x) }),
        unknownNameHint(String(x), pools),
      );
    return x;
  };
  if (w.pool !== undefined) when.pool = poolName(w.pool, [...path, 'when', 'pool']);
  if (w.faces !== undefined) when.faces = r.intList(w.faces, [...path, 'when', 'faces']);
  if (w.atLeast !== undefined) when.atLeast = r.int(w.atLeast, [...path, 'when', 'atLeast']);
  if (w.all !== undefined) when.all = r.bool(w.all, [...path, 'when', 'all']);
  if (w.moreThanHalf !== undefined) when.moreThanHalf = r.bool(w.moreThanHalf, [...path, 'when', 'moreThanHalf']);
  if (w.doubles !== undefined) when.doubles = r.bool(w.doubles, [...path, 'when', 'doubles']);
  if (w.natural !== undefined) {
    const n = r.map(w.natural, [...path, 'when', 'natural'], ['min', 'max']);
    when.natural = {};
    if (n.min !== undefined) when.natural.min = r.int(n.min, [...path, 'when', 'natural', 'min']);
    if (n.max !== undefined) when.natural.max = r.int(n.max, [...path, 'when', 'natural', 'max']);
  }
  if (w.match !== undefined) {
    if (!Array.isArray(w.match) || w.match.length < 2)
      r.fail(
        [...path, 'when', 'match'],
        msg('rule.missing', { path: [...path, 'when', 'match'].join('.') }),
        msg('rule.missingHint', { example: 'match: [hope, fear]' }),
      );
    when.match = (w.match as unknown[]).map((x, i) => poolName(x, [...path, 'when', 'match', String(i)]));
  }
  if (when.faces === undefined && when.natural === undefined && !when.doubles && when.match === undefined)
    r.fail(
      [...path, 'when'],
      msg('rule.missing', { path: [...path, 'when', 'faces'].join('.') }),
      msg('rule.missingHint', { example: 'when: {faces: [20]}' }),
    );
  const out: RuleNatural = { when };
  if (m.label !== undefined) out.label = r.label(m.label, [...path, 'label'], path[path.length - 1]);
  if (m.success !== undefined) out.success = r.bool(m.success, [...path, 'success']);
  if (m.total !== undefined) out.total = expr(m.total, [...path, 'total']);
  if (m.degree !== undefined) out.degree = expr(m.degree, [...path, 'degree']);
  if (m.tier !== undefined) {
    const tiers = Object.keys(rule.tiers?.bands ?? {});
    if (typeof m.tier !== 'string' || !tiers.includes(m.tier))
      r.fail(
        [...path, 'tier'],
        msg('rule.unknownName', { path: [...path, 'tier'].join('.'), what: msg('rule.what.tier'), name: String(m.tier) }),
        unknownNameHint(String(m.tier), tiers),
      );
    out.tier = m.tier;
  }
  return out;
}

/** Keys of a plain object, for `map`'s allowed list where any name is allowed. */
export type { Plain };
