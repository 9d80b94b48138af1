import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

/*
 * Files of one job (issue #31, point 3): no source file over 500 lines and no
 * function over 100 (a declaration, a method, an accessor, a constructor, or
 * an arrow or function expression with a block body). Read with a
 * TypeScript parser: TypeScript 7's compiler has no JavaScript API, so
 * oxc's, which rolldown (vitest's bundler, installed with it) exposes; it
 * reads all of src/ in a second or two, where typescript-estree took 30 s on
 * a busy machine. Generated tables and the hot trial loops are excepted by
 * name, with the reason.
 */

const ROOT = join(import.meta.dirname, '..');
const MAX_FILE_LINES = 500;
const MAX_FUNCTION_LINES = 100;

/** Generated data, not code a reader follows: excepted from the file limit, with the reason. */
const GENERATED: Record<string, string> = {};

/**
 * Trial loops kept whole, with the reason: each keeps sfc32's state in
 * locals across a trial (kernel.ts's rule), and the splits tried passed it
 * through memory or put the two sides' lines on one path, which the bench
 * showed slower. A split that keeps their speed removes the entry.
 */
const HOT_LOOPS: Record<string, string> = {
  'src/systems/mtg/opposed-kernel.ts#opposedTrials':
    "both sides' draws written out; one path for both sides (picking each side's tables) ran a fifth to a third slower",
  'src/systems/mtg/turn-queue.ts#turnTrials':
    "a check's revealed and boost cards drawn on two paths; one path for both (a branch per card) ran a sixth slower",
};

interface Size {
  /** Where: file#function (line). */
  where: string;
  file: string;
  name: string;
  lines: number;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && typeof (x as Node).type === 'string';

/** A key's name (an identifier, a string, a private name), else a placeholder. */
function keyName(key: unknown): string {
  if (!isNode(key)) return '(anonymous)';
  if (typeof key.name === 'string') return key.type === 'PrivateIdentifier' ? `#${key.name}` : key.name;
  return typeof key.value === 'string' ? key.value : '(computed)';
}

/** A function node's name as a reader would look for it: its own, or its variable's, property's or method's. */
function nameOf(node: Node, parent: Node | undefined): string {
  if (isNode(node.id)) return keyName(node.id);
  if (!parent) return '(anonymous)';
  if (parent.type === 'VariableDeclarator') return keyName(parent.id);
  if (parent.type === 'MethodDefinition' || parent.type === 'Property' || parent.type === 'PropertyDefinition') return keyName(parent.key);
  return '(anonymous)';
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Every function in a source text longer than MAX_FUNCTION_LINES, with its length in lines. */
export function longFunctions(text: string, file: string): Size[] {
  const ast = parseAst(text, { lang: 'ts' }, file) as unknown as Node;
  // the line of an offset: how many line starts lie at or before it
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const out: Size[] = [];
  const visit = (node: Node, parent: Node | undefined): void => {
    const body = node.body;
    if (FUNCTIONS.has(node.type) && isNode(body) && body.type === 'BlockStatement') {
      // a method from its name (the function value starts at its parameters)
      const from = parent?.type === 'MethodDefinition' ? parent : node;
      const first = lineOf(from.start);
      const lines = lineOf(node.end - 1) - first + 1;
      const name = nameOf(node, parent);
      if (lines > MAX_FUNCTION_LINES) out.push({ where: `${file}#${name} (line ${first})`, file, name, lines });
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child, node);
    }
  };
  visit(ast, undefined);
  return out;
}

function sources(): string[] {
  return readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

let parsed: Size[] | undefined;
/** The long functions of every source file (parsed once for the tests that read them). */
function allLong(): Size[] {
  parsed ??= sources().flatMap((file) => longFunctions(readFileSync(join(ROOT, file), 'utf8'), file));
  return parsed;
}

const hotLoop = (s: Size): boolean => `${s.file}#${s.name}` in HOT_LOOPS;

describe('files of one job', () => {
  it('no source file over 500 lines (generated tables excepted, with a reason)', () => {
    const long = sources()
      .map((file) => ({ file, lines: readFileSync(join(ROOT, file), 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_FILE_LINES && !(f.file in GENERATED))
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });

  it('no function over 100 lines', () => {
    const long = allLong()
      .filter((s) => !hotLoop(s))
      .map((s) => `${s.where}: ${s.lines} lines`);
    expect(long).toEqual([]);
  });

  it('the exceptions name real files and functions that are still long (the lists only shrink)', () => {
    for (const file of Object.keys(GENERATED))
      expect(readFileSync(join(ROOT, file), 'utf8').split('\n').length, file).toBeGreaterThan(MAX_FILE_LINES);
    const long = allLong();
    for (const entry of Object.keys(HOT_LOOPS)) {
      const [file, name] = entry.split('#');
      expect(
        long.some((s) => s.file === file && s.name === name),
        `${entry} is no longer over the limit: remove it from HOT_LOOPS`,
      ).toBe(true);
    }
  });

  it('catches a tampered source: a function grown past 100 lines, an arrow, a method', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');
    expect(longFunctions(`export function ok(x: number) {\n${body(98)}\n}\n`, 'ok.ts')).toEqual([]);
    expect(longFunctions(`export function grown(x: number) {\n${body(99)}\n}\n`, 'a.ts').map((s) => [s.name, s.lines])).toEqual([
      ['grown', 101],
    ]);
    expect(longFunctions(`const f = (x: number) => {\n${body(120)}\n};\n`, 'b.ts').map((s) => s.name)).toEqual(['f']);
    expect(longFunctions(`class C {\n  m(x: number) {\n${body(150)}\n  }\n}\n`, 'c.ts').map((s) => s.name)).toEqual(['m']);
    // an arrow with an expression body is not a function body to split
    expect(longFunctions(`const g = (x: number) =>\n${Array.from({ length: 120 }, () => '  x +').join('\n')} 1;\n`, 'd.ts')).toEqual([]);
  });

  it('catches a tampered source file: the real kernel with a loop grown past the limit', () => {
    const file = 'src/systems/mtg/turn-fast-loops.ts';
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(longFunctions(text, file)).toEqual([]);
    // the fresh loop's call of settleTrial (the first of two) with 40 lines before it
    const call = '    settleTrial(run, boosts, colourless, mask, wins, st, acc);';
    const grown = text.replace(call, `${'    mask |= 0;\n'.repeat(40)}${call}`);
    expect(longFunctions(grown, file).map((s) => s.name)).toEqual(['freshTurnTrials']);
  });
});
