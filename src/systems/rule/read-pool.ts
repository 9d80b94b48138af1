import { msg, verbatim } from '../../core/messages.js';
import { isPlain, type Plain } from '../ruleset-file.js';
import { NotationError, facesOf, parseNotation } from './notation.js';
import type { RuleReader } from './read-util.js';
import type { RulePool } from './types.js';

const POOL_KEYS = [
  'notation',
  'count',
  'faces',
  'weights',
  'keep',
  'successes',
  'reroll',
  'explode',
  'zero',
  'subtract',
  'bonus',
  'penalty',
] as const;

/** Whether a `dice` value is one pool (its keys are a pool's) rather than named pools. */
export function isPool(v: unknown): boolean {
  return typeof v === 'string' || (isPlain(v) && (['notation', 'count', 'faces'] as const).some((k) => k in v));
}

/**
 * A pool written in notation with the map's keys over it: `explode: {depth: 10}` over `d10!>=9` keeps
 * the notation's faces (9 and 10 explode) and adds the depth; a key the notation has not is the map's.
 */
export function overlay(parsed: RulePool | undefined, over: Plain): Plain {
  const out: Plain = { ...parsed, ...over };
  for (const k of ['explode', 'reroll', 'successes'] as const) {
    const a = parsed?.[k];
    if (a !== undefined && isPlain(over[k])) out[k] = { ...a, ...over[k] };
  }
  return out;
}

/** Dice notation read, or the error naming the key and the place in the text. */
export function notation(r: RuleReader, text: string, path: string[]): ReturnType<typeof parseNotation> {
  try {
    return parseNotation(text);
  } catch (e) {
    if (!(e instanceof NotationError)) throw e;
    r.fail(
      path,
      msg('rule.badNotation', { path: path.join('.'), text, rest: text.slice(e.at) || text, why: e.why }),
      msg('rule.notationHint'),
    );
  }
}

function keepOf(r: RuleReader, v: unknown, path: string[]): RulePool['keep'] {
  const k = r.map(v, path, ['highest', 'lowest']);
  if (Object.keys(k).length !== 1)
    r.fail(path, msg('rule.missing', { path: `${path.join('.')}.highest` }), msg('rule.missingHint', { example: 'keep: {highest: 1}' }));
  return 'highest' in k ? { highest: r.int(k.highest, [...path, 'highest']) } : { lowest: r.int(k.lowest, [...path, 'lowest']) };
}

function facesIn(r: RuleReader, v: unknown, path: string[], faces: number[]): number[] {
  const list = r.intList(v, path);
  for (const f of list)
    if (!faces.includes(f))
      r.fail(path, msg('rule.faceOutside', { path: path.join('.'), value: f, faces: [...new Set(faces)].join(', ') }));
  return list;
}

/** A pool written in notation or as a map (a map may start from `notation:` and override its parts). */
export function readPool(r: RuleReader, v: unknown, path: string[], count: (x: unknown, p: string[]) => number | string): RulePool {
  let raw: Plain;
  if (typeof v === 'string') {
    const n = notation(r, v, path);
    if (n.pools.length !== 1 || n.modifier !== '')
      return r.fail(
        path,
        msg('rule.badNotation', { path: path.join('.'), text: v, rest: v, why: msg('rule.why.onePool') }),
        msg('rule.notationHint'),
      );
    raw = { ...n.pools[0][1] };
  } else {
    const m = r.map(v, path, POOL_KEYS);
    raw = typeof m.notation === 'string' ? overlay(notation(r, m.notation, [...path, 'notation']).pools[0]?.[1], m) : m;
    delete raw.notation;
  }
  if (raw.count === undefined) raw.count = 1;
  const faces = Array.isArray(raw.faces) ? r.intList(raw.faces, [...path, 'faces']) : r.int(raw.faces, [...path, 'faces']);
  if (typeof faces === 'number' && (faces < 1 || faces > 10000))
    r.fail([...path, 'faces'], msg('rule.notWhole', { path: [...path, 'faces'].join('.'), got: faces }));
  const all = facesOf(faces);
  const pool: RulePool = { count: count(raw.count, [...path, 'count']), faces };
  if (raw.weights !== undefined) {
    pool.weights = r.intList(raw.weights, [...path, 'weights']);
    if (pool.weights.length !== all.length || pool.weights.some((w) => w < 0))
      r.fail(
        [...path, 'weights'],
        msg('rule.notWholeList', { path: [...path, 'weights'].join('.'), got: verbatim(JSON.stringify(raw.weights)) }),
      );
  }
  if (raw.keep !== undefined) pool.keep = keepOf(r, raw.keep, [...path, 'keep']);
  const kept = pool.keep?.highest ?? pool.keep?.lowest;
  if (kept !== undefined && typeof pool.count === 'number' && (kept > pool.count || kept < 1))
    r.fail(
      [...path, 'keep'],
      msg('rule.keepTooMany', { path: [...path, 'keep'].join('.'), keep: kept, count: pool.count }),
      msg('rule.keepHint'),
    );
  if (raw.successes !== undefined) pool.successes = readSuccesses(r, raw.successes, [...path, 'successes'], all);
  if (raw.reroll !== undefined) {
    const m = r.map(raw.reroll, [...path, 'reroll'], ['on', 'once']);
    pool.reroll = {
      on: facesIn(r, m.on, [...path, 'reroll', 'on'], all),
      once: m.once === undefined ? true : r.bool(m.once, [...path, 'reroll', 'once']),
    };
    if (all.every((f) => pool.reroll!.on.includes(f)))
      r.fail([...path, 'reroll'], msg('rule.rerollAll', { path: [...path, 'reroll'].join('.') }), msg('rule.rerollAllHint'));
  }
  if (raw.explode !== undefined) {
    const m = r.map(raw.explode, [...path, 'explode'], ['on', 'depth']);
    const on = m.on === undefined ? [Math.max(...all)] : facesIn(r, m.on, [...path, 'explode', 'on'], all);
    if (m.depth === undefined || m.depth === 0)
      r.fail(
        [...path, 'explode'],
        msg('rule.explodeDepth', { path: [...path, 'explode'].join('.') }),
        msg('rule.explodeDepthHint', { face: on.join(', ') }),
      );
    pool.explode = { on, depth: r.int(m.depth, [...path, 'explode', 'depth']) };
    if (pool.explode.depth < 1 || pool.explode.depth > 100)
      r.fail(
        [...path, 'explode', 'depth'],
        msg('rule.notWhole', { path: [...path, 'explode', 'depth'].join('.'), got: pool.explode.depth }),
      );
    if (all.every((f) => on.includes(f)))
      r.fail([...path, 'explode', 'on'], msg('rule.rerollAll', { path: [...path, 'explode', 'on'].join('.') }), msg('rule.rerollAllHint'));
  }
  if (raw.zero !== undefined) {
    const m = r.map(raw.zero, [...path, 'zero'], ['count', 'keep']);
    pool.zero = { count: r.int(m.count, [...path, 'zero', 'count']) };
    if (m.keep !== undefined) pool.zero.keep = keepOf(r, m.keep, [...path, 'zero', 'keep']);
  }
  if (raw.subtract !== undefined) pool.subtract = r.bool(raw.subtract, [...path, 'subtract']);
  for (const k of ['bonus', 'penalty'] as const) {
    if (raw[k] === undefined) continue;
    // tens dice read a d% as tens and units: a pool of other dice (or weighted faces) has none
    if (faces !== 100 || pool.weights !== undefined)
      r.fail([...path, k], msg('rule.percentileOnly', { path: [...path, k].join('.') }), msg('rule.percentileOnlyHint'));
    pool[k] = count(raw[k], [...path, k]);
  }
  return pool;
}

function readSuccesses(r: RuleReader, v: unknown, path: string[], faces: number[]): NonNullable<RulePool['successes']> {
  const m = r.map(v, path, ['atLeast', 'atMost', 'double', 'subtract']);
  const lo = Math.min(...faces);
  const hi = Math.max(...faces);
  const out: NonNullable<RulePool['successes']> = {};
  for (const k of ['atLeast', 'atMost'] as const) {
    if (m[k] === undefined) continue;
    const t = r.int(m[k], [...path, k]);
    // a threshold no face reaches (or every face passes by far) decides nothing: said, not silently counted
    if (t < lo || t > hi)
      r.fail(
        [...path, k],
        msg('rule.outsideDice', { path: [...path, k].join('.'), value: t, min: lo, max: hi }),
        msg('rule.outsideDiceHint', { min: lo, max: hi }),
      );
    out[k] = t;
  }
  if (out.atLeast === undefined && out.atMost === undefined)
    r.fail(
      path,
      msg('rule.missing', { path: `${path.join('.')}.atLeast` }),
      msg('rule.missingHint', { example: 'successes: {atLeast: 8}' }),
    );
  if (m.double !== undefined) out.double = facesIn(r, m.double, [...path, 'double'], faces);
  if (m.subtract !== undefined) out.subtract = facesIn(r, m.subtract, [...path, 'subtract'], faces);
  return out;
}
