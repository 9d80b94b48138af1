import type { RulePool } from './types.js';

/**
 * Dice notation as Roll20 and rpg-dice-roller read it, for the parts a check
 * needs: `2d6+ability`, `4d6kh3`, `2d20kl1`, `4d6dl1`, `5d10>=8`, `6d10>=8f1`,
 * `d6!`, `d10!>=9`, `d20ro1`, `d6r1`, `4dF`, `d%`, `d{0,0,1,1,1,2}`,
 * `(dice)d6`, `d8+d6+d10`, `2d6-1d6`. Terms join with + and −; a term that is
 * no dice is part of the modifier (`+ ability * 2`, `+3`).
 */

/** Why a notation does not parse, with the position (the caller words the error). */
export class NotationError extends Error {
  constructor(
    readonly why: string,
    readonly at: number,
  ) {
    super(why);
  }
}

export interface ParsedNotation {
  pools: Array<[string, RulePool]>;
  /** The modifier terms as an expression ('' for none). */
  modifier: string;
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
        if (typeof pool.count !== 'number') throw new NotationError('drop needs a number of dice (write keep: kh or kl)', where());
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
    } else throw new NotationError(`"${rest[0]}" is no dice modifier here`, where());
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
      if (t === '') throw new NotationError('a term is missing', i);
      out.push({ sign, t, at: start });
      if (i < text.length) sign = ch === '-' ? -1 : 1;
      start = i + 1;
    }
  }
  return out;
}

/** Parse a notation; pools are named by their die (`d6`, `d6b` for a second d6 pool). */
export function parseNotation(text: string): ParsedNotation {
  const pools: Array<[string, RulePool]> = [];
  const mods: string[] = [];
  for (const { sign, t, at } of terms(text)) {
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
    if (typeof faces === 'number' && faces < 1) throw new NotationError('a die needs at least one face', at);
    const pool: RulePool = { count: countText, faces };
    modifiers(t.slice(m[0].length), at + m[0].length, pool, facesOf(faces));
    if (sign < 0) pool.subtract = true;
    const base = `d${typeof faces === 'number' ? faces : size === 'F' ? 'F' : 'x'}`;
    let name = base;
    for (let k = 2; pools.some(([n]) => n === name); k++) name = `${base}-${k}`;
    pools.push([name, pool]);
  }
  return { pools, modifier: mods.join(' ') };
}
