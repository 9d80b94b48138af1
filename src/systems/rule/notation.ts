import { type Message, msg } from '../../core/messages.js';
import type { RulePool } from './types.js';

/**
 * Dice notation as Roll20 and rpg-dice-roller read it, for the parts a check
 * needs: `2d6+ability`, `4d6kh3`, `2d20kl1`, `4d6dl1`, `5d10>=8`, `6d10>=8f1`,
 * `d6!`, `d10!>=9`, `d20ro1`, `d6r1`, `4dF`, `d%`, `d{0,0,1,1,1,2}`,
 * `(dice)d6`, `d8+d6+d10`, `2d6-1d6`, and Roll20's group roll `{d8!,d6!}kh1`
 * (each part its own pool, the highest taken: `take: highest`). Terms join
 * with + and −; a term that is no dice is part of the modifier
 * (`+ ability * 2`, `+3`).
 */

/** Why a notation does not parse, with the position (the caller words the error). */
export class NotationError extends Error {
  constructor(
    readonly why: Message,
    readonly at: number,
  ) {
    super(why.text('en'));
  }
}

export interface ParsedNotation {
  pools: Array<[string, RulePool]>;
  /** The modifier terms as an expression ('' for none). */
  modifier: string;
  /** A group roll's keep (`{d8!,d6!}kh1`): the highest (lowest) pool taken, as the rule's `take`. */
  take?: 'highest' | 'lowest';
}

/** The faces of a die as the pool writes them. */
export function facesOf(faces: number | number[]): number[] {
  return typeof faces === 'number' ? Array.from({ length: faces }, (_, i) => i + 1) : faces;
}

const DIE = /^(\d+|\([^()]*\))?d(\d+|F|%|\{[-\d,\s]+\})/i;
const POINT = /^(>=|<=|>|<|=)?(-?\d+)/;

function pointFaces(faces: number[], op: string | undefined, v: number): number[] {
  const test = (f: number) => (op === '>=' ? f >= v : op === '<=' ? f <= v : op === '>' ? f > v : op === '<' ? f < v : f === v);
  return [...new Set(faces.filter(test))];
}

/** One dice term's modifiers, after its die (`kh3!>=9`). */
function modifiers(text: string, at: number, pool: RulePool, faces: number[]): void {
  let rest = text;
  const where = () => at + text.length - rest.length;
  const point = (def: number[]): number[] => {
    const m = POINT.exec(rest);
    if (!m) return def;
    rest = rest.slice(m[0].length);
    return pointFaces(faces, m[1], Number(m[2]));
  };
  while (rest.length > 0) {
    let m: RegExpExecArray | null;
    if ((m = /^(kh|kl|k|dh|dl)(\d+)/i.exec(rest))) {
      rest = rest.slice(m[0].length);
      const n = Number(m[2]);
      const kind = m[1].toLowerCase();
      if (kind.startsWith('d')) {
        if (typeof pool.count !== 'number') throw new NotationError(msg('rule.why.dropCount'), where());
        pool.keep = kind === 'dh' ? { lowest: pool.count - n } : { highest: pool.count - n };
      } else pool.keep = kind === 'kl' ? { lowest: n } : { highest: n };
    } else if ((m = /^!!?/.exec(rest))) {
      rest = rest.slice(m[0].length);
      // no depth in the notation: the rule file states one (explode.depth), or reading it says so
      pool.explode = { on: point([Math.max(...faces)]), depth: 0 };
    } else if ((m = /^ro?/i.exec(rest))) {
      rest = rest.slice(m[0].length);
      pool.reroll = { on: point([Math.min(...faces)]), once: m[0].length === 2 };
    } else if ((m = /^f/i.exec(rest)) && pool.successes) {
      rest = rest.slice(1);
      pool.successes.subtract = point([Math.min(...faces)]);
    } else if ((m = /^(>=|<=|>|<|=)(-?\d+)/.exec(rest))) {
      rest = rest.slice(m[0].length);
      const v = Number(m[2]);
      const op = m[1];
      pool.successes =
        op === '>=' || op === '>'
          ? { atLeast: op === '>' ? v + 1 : v }
          : op === '='
            ? { atLeast: v, atMost: v }
            : { atMost: op === '<' ? v - 1 : v };
    } else throw new NotationError(msg('rule.why.notModifier', { ch: rest[0] }), where());
  }
}

/** Split at + and − outside parentheses and braces. */
function terms(text: string): Array<{ sign: 1 | -1; t: string; at: number }> {
  const out: Array<{ sign: 1 | -1; t: string; at: number }> = [];
  let depth = 0;
  let start = 0;
  let sign: 1 | -1 = 1;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') depth--;
    else if (i === text.length || (depth === 0 && (ch === '+' || ch === '-') && !/[<>=!]$/.test(text.slice(0, i).trimEnd()))) {
      const t = text.slice(start, i).trim();
      if (t === '' && i < text.length && out.length === 0 && start === i) {
        sign = ch === '-' ? -1 : 1;
        start = i + 1;
        continue;
      }
      if (t === '') throw new NotationError(msg('rule.why.termMissing'), i);
      out.push({ sign, t, at: start });
      if (i < text.length) sign = ch === '-' ? -1 : 1;
      start = i + 1;
    }
  }
  return out;
}

/** Split a group's inside at its commas (outside braces and parentheses), each part with its place. */
function parts(text: string, at: number): Array<{ t: string; at: number }> {
  const out: Array<{ t: string; at: number }> = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') depth--;
    else if (i === text.length || (depth === 0 && ch === ',')) {
      out.push({ t: text.slice(start, i), at: at + start });
      start = i + 1;
    }
  }
  return out;
}

/** A group roll `{d8!,d6!}kh1`: each part one pool, the keep taking the highest (lowest) pool; none, their sum. */
function group(t: string, at: number): { pools: Array<[string, RulePool]>; take?: 'highest' | 'lowest' } {
  const close = t.lastIndexOf('}');
  const keep = t.slice(close + 1).trim();
  const k = /^(kh|kl|k)1$/i.exec(keep);
  if (keep !== '' && !k) throw new NotationError(msg('rule.why.groupKeep'), at + close + 1);
  const pools = parts(t.slice(1, close), at + 1).map((p) => {
    const one = parseNotation(p.t);
    if (one.pools.length !== 1 || one.modifier !== '' || one.take) throw new NotationError(msg('rule.why.groupItem'), p.at);
    return one.pools[0];
  });
  return { pools, take: k ? (k[1].toLowerCase() === 'kl' ? 'lowest' : 'highest') : undefined };
}

/** A pool's name: its die (`d6`), numbered from the second pool of the same die (`d6-2`). */
function poolName(pools: ReadonlyArray<[string, RulePool]>, base: string): string {
  let name = base;
  for (let k = 2; pools.some(([n]) => n === name); k++) name = `${base}-${k}`;
  return name;
}

/** Parse a notation; pools are named by their die (`d6`, `d6-2` for a second d6 pool). */
export function parseNotation(text: string): ParsedNotation {
  const pools: Array<[string, RulePool]> = [];
  const mods: string[] = [];
  let take: ParsedNotation['take'];
  let grouped = false;
  for (const { sign, t, at } of terms(text)) {
    if (t.startsWith('{')) {
      // a group is the roll's dice: other dice beside it would be summed into a take that is not theirs
      if (pools.length > 0 || sign < 0) throw new NotationError(msg('rule.why.groupAlone'), at);
      const g = group(t, at);
      for (const [base, p] of g.pools) pools.push([poolName(pools, base), p]);
      take = g.take;
      grouped = true;
      continue;
    }
    const m = DIE.exec(t);
    if (!m) {
      mods.push(`${sign < 0 ? '- ' : mods.length > 0 ? '+ ' : ''}${/^[\w]+$/.test(t) ? t : `(${t})`}`);
      continue;
    }
    const countText = m[1] === undefined ? 1 : /^\d+$/.test(m[1]) ? Number(m[1]) : m[1].slice(1, -1).trim();
    const size = m[2].toUpperCase();
    const faces: number | number[] =
      size === 'F'
        ? [-1, 0, 1]
        : size === '%'
          ? 100
          : size.startsWith('{')
            ? size
                .slice(1, -1)
                .split(',')
                .map((s) => Number(s.trim()))
            : Number(size);
    if (typeof faces === 'number' && faces < 1) throw new NotationError(msg('rule.why.noFace'), at);
    const pool: RulePool = { count: countText, faces };
    modifiers(t.slice(m[0].length), at + m[0].length, pool, facesOf(faces));
    if (grouped) throw new NotationError(msg('rule.why.groupAlone'), at);
    if (sign < 0) pool.subtract = true;
    pools.push([poolName(pools, `d${typeof faces === 'number' ? faces : size === 'F' ? 'F' : 'x'}`), pool]);
  }
  return take ? { pools, modifier: mods.join(' '), take } : { pools, modifier: mods.join(' ') };
}
