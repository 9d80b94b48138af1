/**
 * Integer arithmetic on a rule's parameters, as rule files write it:
 * `ability + modifier`, `difficulty * 2 - 1`, `min(edges, 2)`,
 * `edges > banes ? 2 : 0`. Parsed once into a tree; evaluated per cell (never
 * per trial: every expression depends on parameters only). `/` divides and
 * rounds down; comparisons and `&&`, `||` give 1 or 0.
 */

import { type Message, msg } from '../../core/messages.js';

export type Expr =
  | { k: 'num'; v: number }
  | { k: 'var'; name: string }
  | { k: 'neg'; a: Expr }
  | { k: 'bin'; op: string; a: Expr; b: Expr }
  | { k: 'if'; c: Expr; a: Expr; b: Expr }
  | { k: 'call'; fn: 'min' | 'max' | 'abs'; args: Expr[] };

/** Why an expression does not parse, with the offending position (the caller words the error). */
export class ExprSyntaxError extends Error {
  constructor(
    readonly why: Message,
    readonly at: number,
  ) {
    super(why.text('en'));
  }
}

const BINARY: ReadonlyArray<readonly string[]> = [['||'], ['&&'], ['==', '!='], ['<=', '>=', '<', '>'], ['+', '-'], ['*', '/', '%']];

function tokens(text: string): Array<{ t: string; at: number }> {
  const out: Array<{ t: string; at: number }> = [];
  const re = /\s*(\d+|[A-Za-z_][\w]*|\|\||&&|==|!=|<=|>=|[-+*/%()<>?:,])/y;
  let i = 0;
  while (i < text.length) {
    if (/^\s*$/.test(text.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) throw new ExprSyntaxError(msg('rule.why.unexpected', { t: text.slice(i).trim()[0] }), i);
    out.push({ t: m[1], at: i + m[0].length - m[1].length });
    i = re.lastIndex;
  }
  return out;
}

/** Parse an expression; a number is its own expression. */
export function parseExpr(text: string | number): Expr {
  if (typeof text === 'number') return { k: 'num', v: text };
  const ts = tokens(text);
  let p = 0;
  const peek = () => ts[p]?.t;
  const need = (t: string) => {
    if (peek() !== t) throw new ExprSyntaxError(msg('rule.why.expected', { t }), ts[p]?.at ?? text.length);
    p++;
  };
  const primary = (): Expr => {
    const tok = ts[p++];
    if (!tok) throw new ExprSyntaxError(msg('rule.why.end'), text.length);
    if (/^\d+$/.test(tok.t)) return { k: 'num', v: Number(tok.t) };
    if (tok.t === '-') return { k: 'neg', a: primary() };
    if (tok.t === '+') return primary();
    if (tok.t === '(') {
      const e = ternary();
      need(')');
      return e;
    }
    if (/^[A-Za-z_]/.test(tok.t)) {
      if (peek() === '(' && (tok.t === 'min' || tok.t === 'max' || tok.t === 'abs')) {
        p++;
        const args = [ternary()];
        while (peek() === ',') {
          p++;
          args.push(ternary());
        }
        need(')');
        return { k: 'call', fn: tok.t, args };
      }
      return { k: 'var', name: tok.t };
    }
    throw new ExprSyntaxError(msg('rule.why.unexpected', { t: tok.t }), tok.at);
  };
  const level = (i: number): Expr => {
    if (i === BINARY.length) return primary();
    let a = level(i + 1);
    while (peek() !== undefined && BINARY[i].includes(peek()!)) {
      const op = ts[p++].t;
      a = { k: 'bin', op, a, b: level(i + 1) };
    }
    return a;
  };
  const ternary = (): Expr => {
    const c = level(0);
    if (peek() !== '?') return c;
    p++;
    const a = ternary();
    need(':');
    return { k: 'if', c, a, b: ternary() };
  };
  const e = ternary();
  if (p < ts.length) throw new ExprSyntaxError(msg('rule.why.unexpected', { t: ts[p].t }), ts[p].at);
  return e;
}

/** The parameter names an expression reads. */
export function exprNames(e: Expr, into: Set<string> = new Set()): Set<string> {
  if (e.k === 'var') into.add(e.name);
  else if (e.k === 'neg') exprNames(e.a, into);
  else if (e.k === 'bin') (exprNames(e.a, into), exprNames(e.b, into));
  else if (e.k === 'if') (exprNames(e.c, into), exprNames(e.a, into), exprNames(e.b, into));
  else if (e.k === 'call') for (const a of e.args) exprNames(a, into);
  return into;
}

function binary(op: string, x: number, y: number): number {
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return y === 0 ? 0 : Math.floor(x / y);
    case '%':
      return y === 0 ? 0 : x - y * Math.floor(x / y);
    case '<':
      return x < y ? 1 : 0;
    case '<=':
      return x <= y ? 1 : 0;
    case '>':
      return x > y ? 1 : 0;
    case '>=':
      return x >= y ? 1 : 0;
    case '==':
      return x === y ? 1 : 0;
    case '!=':
      return x !== y ? 1 : 0;
    case '&&':
      return x !== 0 && y !== 0 ? 1 : 0;
    default:
      return x !== 0 || y !== 0 ? 1 : 0;
  }
}

/** Evaluate with the cell's parameter values (names checked when the rule was read). */
export function evalExpr(e: Expr, vars: Readonly<Record<string, number>>): number {
  switch (e.k) {
    case 'num':
      return e.v;
    case 'var':
      return vars[e.name] ?? 0;
    case 'neg':
      return -evalExpr(e.a, vars);
    case 'bin':
      return binary(e.op, evalExpr(e.a, vars), evalExpr(e.b, vars));
    case 'if':
      return evalExpr(e.c, vars) !== 0 ? evalExpr(e.a, vars) : evalExpr(e.b, vars);
    case 'call': {
      const xs = e.args.map((a) => evalExpr(a, vars));
      return e.fn === 'min' ? Math.min(...xs) : e.fn === 'max' ? Math.max(...xs) : Math.abs(xs[0]);
    }
  }
}
