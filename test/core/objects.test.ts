import { describe, expect, it } from 'vitest';
import { extend } from '../../src/core/objects.js';

describe("extend (a spread without V8's slow path)", () => {
  it("equals { ...base, ...extra }: the same keys in the same order, extra's values winning, undefined kept", () => {
    const base = { deck: 'mono-green', check: 'green', difficulty: 2, known: undefined };
    const extra = { check: 'colourless', success: 0.5, lo: null };
    const spread = { ...base, ...extra };
    const out = extend(base, extra);
    expect(out).toEqual(spread);
    expect(Object.keys(out)).toEqual(Object.keys(spread));
    expect('known' in out).toBe(true);
    // a new object: neither input is changed
    expect(out).not.toBe(base);
    expect(base.check).toBe('green');
  });
});
