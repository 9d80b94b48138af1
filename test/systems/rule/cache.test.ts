import { describe, expect, it } from 'vitest';
import { ACC_SUCCESS } from '../../../src/core/accumulator.js';
import { compileRule, readRule, ruleExact } from '../../../src/systems/rule/index.js';

/*
 * Compiled cells and their exact laws are kept between calls (the same grid
 * asked again costs nothing): a changed rule or cell must never get the old
 * answer, and a caller changing what it was given must not change the next.
 */

const rule = (faces: number) =>
  readRule(
    { kind: 'hantei.rule/1', params: { dc: { min: 1, max: 20, default: 10 } }, dice: `d${faces}`, check: { compare: '>=', target: 'dc' } },
    { file: 'cache.yaml' },
  );

describe('rule caches', () => {
  it('gives each rule and cell its own law, asked again or not', () => {
    const d20 = rule(20);
    expect(ruleExact(compileRule(d20, { dc: 11 }))[ACC_SUCCESS]).toBeCloseTo(0.5, 12);
    // a new rule object of the same text: the same compiled cell, the same answer
    expect(compileRule(rule(20), { dc: 11 })).toBe(compileRule(d20, { dc: 11 }));
    expect(ruleExact(compileRule(rule(20), { dc: 11 }))[ACC_SUCCESS]).toBeCloseTo(0.5, 12);
    // another value, another die: other numbers
    expect(ruleExact(compileRule(d20, { dc: 16 }))[ACC_SUCCESS]).toBeCloseTo(0.25, 12);
    expect(ruleExact(compileRule(rule(12), { dc: 11 }))[ACC_SUCCESS]).toBeCloseTo(2 / 12, 12);
  });

  it('hands out a copy: changing a result does not change the next', () => {
    const c = compileRule(rule(20), { dc: 6 });
    const first = ruleExact(c);
    first.fill(0);
    expect(ruleExact(c)[ACC_SUCCESS]).toBeCloseTo(0.75, 12);
  });
});
