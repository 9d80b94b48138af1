import { describe, expect, it } from 'vitest';
import { BLOCK, RandomBlock, die } from '../../src/core/random-block.js';
import { Sfc32, deriveSeed, warmState } from '../../src/core/seed.js';

describe('the generator and its inlined copies', () => {
  it('RandomBlock produces the same sfc32 stream as the Sfc32 object', () => {
    const seed = deriveSeed('s', 'k', 3);
    const g = new Sfc32(seed);
    const rb = new RandomBlock(seed);
    for (let block = 0; block < 3; block++) {
      rb.refill();
      for (let i = 0; i < BLOCK; i++) expect(rb.buf[i]).toBe(g.nextU32());
    }
  });
  it('warmState is the object generator after its warm-up', () => {
    const seed = deriveSeed('s', 'k', 4);
    const g = new Sfc32(seed);
    expect(Array.from(warmState(seed))).toEqual([g.a, g.b, g.c, g.d]);
  });
  it('seeds differ by master seed, cell and chunk, and repeat exactly', () => {
    const a = Array.from(deriveSeed('1', 'cell', 0));
    expect(Array.from(deriveSeed('1', 'cell', 0))).toEqual(a);
    expect(Array.from(deriveSeed('2', 'cell', 0))).not.toEqual(a);
    expect(Array.from(deriveSeed('1', 'other', 0))).not.toEqual(a);
    expect(Array.from(deriveSeed('1', 'cell', 1))).not.toEqual(a);
  });
  it('die() maps 32-bit words onto the faces evenly', () => {
    const counts = new Array<number>(7).fill(0);
    for (let w = 0; w < 2 ** 32; w += 65537) counts[die(w, 6)]++;
    expect(counts[0]).toBe(0);
    const n = counts.reduce((a, b) => a + b, 0);
    for (let f = 1; f <= 6; f++) expect(Math.abs(counts[f] / n - 1 / 6)).toBeLessThan(1e-4);
  });
});
