// isolation: workers/ — a folder it reads, named in a test's title
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK, RandomBlock } from '../../src/core/random-block.js';
import { Sfc32, warmState } from '../../src/core/seed.js';
import { SFC32_STEP, sfc32Step } from '../../src/core/sfc32-step.js';

/*
 * One generator: the sfc32 step is written once (core/sfc32-step.ts). That
 * text is run here against a reference written from the algorithm's
 * definition with BigInt arithmetic (nothing shared with the code under
 * test), and every inlined copy in the code is found and held to it line
 * for line under the copy's own names.
 */

/** sfc32 as PractRand defines it (tmp = a + b + counter++; a = b ^ b>>9; b = c + c<<3; c = rotl(c, 21) + tmp), in BigInt, after the 12 warm-up draws hantei seeds with. */
function reference(seed: readonly number[]): () => number {
  const M = 0xffffffffn;
  let [a, b, c, counter] = seed.map((w) => BigInt(w >>> 0));
  const next = (): number => {
    const tmp = (a + b + counter) & M;
    counter = (counter + 1n) & M;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & M;
    c = ((((c << 21n) | (c >> 11n)) & M) + tmp) & M;
    return Number(tmp);
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** The one source, run as code: `n` words from a warmed state. */
function runSource(state: Int32Array, n: number): number[] {
  const body = sfc32Step({ out: 'out', a: 'a', b: 'b', c: 'c', d: 'd' }).join('\n');
  const run = new Function(
    'st',
    'n',
    `let a = st[0], b = st[1], c = st[2], d = st[3], out = 0; const words = [];
     for (let i = 0; i < n; i++) { ${body}
       words.push(out >>> 0); }
     return words;`,
  ) as (st: Int32Array, n: number) => number[];
  return run(state, n);
}

// the hexadecimal digits of π: a seed nobody chose for its output
const SEED = Uint32Array.of(0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344);

describe('the sfc32 step against a reference implementation', () => {
  const expected = Array.from({ length: 100 }, reference(Array.from(SEED)));

  it('the reference gives the pinned first words (so a change to the reference itself shows)', () => {
    expect(expected.slice(0, 6)).toEqual([0xdab1fb1e, 0xa02493eb, 0xeb341739, 0xbc132a63, 0x7cfb52d2, 0x0e3dd0ac]);
  });
  it('the one source, Sfc32 and RandomBlock give the reference’s first 100 words', () => {
    expect(runSource(warmState(SEED), 100)).toEqual(expected);
    const g = new Sfc32(SEED);
    expect(Array.from({ length: 100 }, () => g.nextU32())).toEqual(expected);
    const block = new RandomBlock(SEED);
    block.refill();
    expect(Array.from(block.buf.subarray(0, 100))).toEqual(expected);
  });
  it('agrees past the first block and through the counter word’s wrap', () => {
    const seed = Uint32Array.of(7, 8, 9, 0xfffffff0); // the counter passes 2^32 after 16 draws
    const ref = reference(Array.from(seed));
    const block = new RandomBlock(seed);
    block.refill();
    const first = Array.from(block.buf);
    block.refill();
    const words = [...first, ...block.buf.subarray(0, 10)];
    expect(words.length).toBe(BLOCK + 10);
    expect(words).toEqual(Array.from({ length: BLOCK + 10 }, ref));
  });
});

// A copy's first line names the drawn word and three of the state words; its fourth names the last.
const FIRST = /^(?:(?:const|let)\s+)?([\w.]+) = \(\(\(([\w.]+) \+ ([\w.]+)\) \| 0\) \+ ([\w.]+)\) \| 0;$/;
const FOURTH = /^[\w.]+ = \(([\w.]+) \+ \(\1 << 3\)\) \| 0;$/;
// Any line with a shape of the step's must belong to a checked copy: a copy whose first line was changed is still found.
const SHAPES = [
  /\(\(\([\w.]+ *\+ *[\w.]+\) *\| *0\) *\+ *[\w.]+\) *\| *0/,
  /\^ *\([\w.]+ *>>> *\d+\)/,
  /\(([\w.]+) *<< *\d+\) *\| *\(\1 *>>> *\d+\)/,
  /\(([\w.]+) *\+ *\(\1 *<< *\d+\)\)/,
];

interface Found {
  copies: number;
  problems: string[];
}

/** Every copy of the step in a file's text, each checked against the one source; lines of the step's shape outside any copy are problems too. */
function checkCopies(text: string, file: string): Found {
  const lines = text.split('\n').map((l) => l.trim());
  const covered = new Set<number>();
  const problems: string[] = [];
  let copies = 0;
  for (let i = 0; i < lines.length; i++) {
    const first = FIRST.exec(lines[i]);
    if (!first) continue;
    const fourth = FOURTH.exec(lines[i + 3] ?? '');
    const [, out, a, b, d] = first;
    const want = sfc32Step({ out, a, b, c: fourth?.[1] ?? '?', d });
    const got = [lines[i].replace(/^(const|let)\s+/, ''), ...lines.slice(i + 1, i + 6)];
    for (let k = 0; k < 6; k++) {
      covered.add(i + k);
      if (got[k] !== want[k]) problems.push(`${file}:${i + 1 + k}: "${got[k]}" where the sfc32 step (core/sfc32-step.ts) has "${want[k]}"`);
    }
    copies++;
    i += 5;
  }
  lines.forEach((l, i) => {
    if (!covered.has(i) && !/^(\*|\/\/|\/\*)/.test(l) && SHAPES.some((s) => s.test(l)))
      problems.push(`${file}:${i + 1}: "${l}" looks like part of the sfc32 step but no whole copy`);
  });
  return { copies, problems };
}

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|mjs|js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('every inlined copy of the step is the one source', () => {
  it('the checker finds a changed constant, a changed first line and a renamed word', () => {
    const copy = sfc32Step({ out: 'r', a: 'a', b: 'b', c: 's', d: 'd' });
    expect(checkCopies(copy.join('\n'), 'ok.ts')).toEqual({ copies: 1, problems: [] });
    expect(checkCopies(['const ' + copy[0], ...copy.slice(1)].join('\n'), 'ok.ts')).toEqual({ copies: 1, problems: [] });
    const shifted = copy.map((l) => l.replace('>>> 9', '>>> 8')).join('\n');
    expect(checkCopies(shifted, 'x.ts').problems).toEqual([
      `x.ts:3: "a = b ^ (b >>> 8);" where the sfc32 step (core/sfc32-step.ts) has "a = b ^ (b >>> 9);"`,
    ]);
    const noCounter = [copy[0].replace('+ d)', '+ e)'), ...copy.slice(1)].join('\n');
    expect(checkCopies(noCounter, 'x.ts').problems.length).toBeGreaterThan(0);
    const wrongWord = [...copy.slice(0, 5), 's = (s + t) | 0;'].join('\n');
    expect(checkCopies(wrongWord, 'x.ts').problems).toHaveLength(1);
    const swapped = [copy[0], copy[1], copy[3], copy[2], copy[4], copy[5]].join('\n');
    expect(checkCopies(swapped, 'x.ts').problems.length).toBeGreaterThan(0);
  });
  it('every copy in src/, workers/ and bench/ matches it, and the kernels are among them', () => {
    const counts: Record<string, number> = {};
    const problems: string[] = [];
    for (const file of ['src', 'workers', 'bench'].flatMap(sources)) {
      const found = checkCopies(readFileSync(file, 'utf8'), file);
      if (found.copies > 0) counts[file] = found.copies;
      problems.push(...found.problems);
    }
    expect(problems).toEqual([]);
    // the object generator, the block generator and a kernel of every system each hold copies
    for (const f of ['src/core/seed.ts', 'src/core/random-block.ts', 'src/systems/dice-kernel.ts', 'src/systems/mtg/kernel.ts']) {
      expect(counts[f], f).toBeGreaterThan(0);
    }
    for (const system of ['mtg', 'twod6', 'drawsteel', 'd6chain']) {
      expect(
        Object.keys(counts).some((f) => f.startsWith(`src/systems/${system}/`)),
        system,
      ).toBe(true);
    }
    expect(SFC32_STEP).toHaveLength(6);
  });
});
