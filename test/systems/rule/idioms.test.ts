import { describe, expect, it } from 'vitest';
import { type RuleFilePath, exactSync } from '../../../src/api/index.js';
import { HanteiError } from '../../../src/core/errors.js';
import { ACC_SUCCESS, ACC_TRIALS } from '../../../src/core/accumulator.js';
import { readRuleFile } from '../../../src/engine/rule-file.js';
import { compileRule, readRule, ruleExact } from '../../../src/systems/rule/index.js';
import { parseNotation } from '../../../src/systems/rule/notation.js';

/*
 * The dice idioms as rulebooks state them, exact odds against brute force
 * written here independently (every roll enumerated): Roll20's group roll
 * `{d8!,d6!}kh1`, a d% with Call of Cthulhu's bonus and penalty dice, an
 * explosion on a face set (only those faces explode, each explosion a fresh
 * die), and a reroll-once on every die of a pool. Their Monte Carlo against
 * exact with a fixed seed is monte-carlo.test.ts's (it runs every file of
 * test/fixtures/rules/idioms/).
 */

const DIR = 'test/fixtures/rules/idioms';
type Law = Map<number, number>;

/** A fair die's chain of rolls: each face, and on an exploding face a fresh die added, at most `depth` times. */
function exploding(faces: number, on: (f: number) => boolean, depth: number): Law {
  const out: Law = new Map();
  const roll = (sum: number, p: number, left: number) => {
    for (let f = 1; f <= faces; f++) {
      if (on(f) && left > 0) roll(sum + f, p / faces, left - 1);
      else out.set(sum + f, (out.get(sum + f) ?? 0) + p / faces);
    }
  };
  roll(0, 1, depth);
  return out;
}

/** Two independent laws combined by f. */
function both(a: Law, b: Law, f: (x: number, y: number) => number): Law {
  const out: Law = new Map();
  for (const [x, p] of a) for (const [y, q] of b) out.set(f(x, y), (out.get(f(x, y)) ?? 0) + p * q);
  return out;
}

const atLeast = (law: Law, t: number) => [...law].reduce((s, [v, p]) => s + (v >= t ? p : 0), 0);
const success = (file: RuleFilePath, params: Record<string, number>) => exactSync({ system: `${DIR}/${file}`, params }).cells[0];

describe('the group roll {d8!,d6!}kh1', () => {
  it('reads as one pool per die, the highest taken, in notation and in a file', () => {
    const n = parseNotation('{d8!,d6!}kh1 + 1');
    expect(n.take).toBe('highest');
    expect(n.modifier).toBe('1');
    expect(n.pools.map(([name, p]) => [name, p.explode?.on])).toEqual([
      ['d8', [8]],
      ['d6', [6]],
    ]);
    expect(parseNotation('{2d6,d8}kl1').take).toBe('lowest');
    expect(parseNotation('{d6,d6}').take).toBeUndefined();
    expect(() => parseNotation('{d8,d6}kh2')).toThrow(/takes one of its dice/);
    expect(() => parseNotation('d4 + {d8,d6}kh1')).toThrow(/only dice/);
    const rule = readRule(
      { kind: 'hantei.rule/1', dice: { notation: '{d8!,d6!}kh1', explode: { depth: 3 } }, check: { target: 4 } },
      { file: 'g.yaml' },
    );
    expect(rule.take).toBe('highest');
    expect(rule.dice).toEqual({
      d8: { count: 1, faces: 8, explode: { on: [8], depth: 3 } },
      d6: { count: 1, faces: 6, explode: { on: [6], depth: 3 } },
    });
  });

  it('gives brute force odds, the same as its structured form', () => {
    const law = both(
      exploding(8, (f) => f === 8, 3),
      exploding(6, (f) => f === 6, 3),
      Math.max,
    );
    const structured = readRule(
      {
        kind: 'hantei.rule/1',
        params: { target: { min: 2, max: 16 } },
        dice: {
          trait: { count: 1, faces: 8, explode: { on: [8], depth: 3 } },
          wild: { count: 1, faces: 6, explode: { on: [6], depth: 3 } },
        },
        take: 'highest',
        check: { compare: '>=', target: 'target' },
      },
      { file: 's.yaml' },
    );
    for (let t = 2; t <= 16; t++) {
      const p = success('group-wild.yaml', { target: t }).success!;
      expect(p).toBeCloseTo(atLeast(law, t), 12);
      expect(Array.from(ruleExact(compileRule(structured, { target: t })))).toEqual(
        Array.from(ruleExact(compileRule(readRuleFile(`${DIR}/group-wild.yaml`), { target: t }))),
      );
    }
  });

  it('refuses a take that disagrees with the group', () => {
    expect(() => readRule({ kind: 'hantei.rule/1', dice: '{d8,d6}kh1', take: 'lowest', check: { target: 4 } }, { file: 'g.yaml' })).toThrow(
      /"take" is "lowest" but the dice notation "\{d8,d6\}kh1" takes "highest"/,
    );
  });
});

/** A d% with Call of Cthulhu's tens dice, enumerated: n tens dice (00..90) and one units die (0..9), 00 with 0 is 100. */
function percentile(bonus: number, penalty: number): Law {
  const extra = bonus - penalty;
  const n = Math.abs(extra) + 1;
  const out: Law = new Map();
  const p = 1 / 10 ** (n + 1);
  for (let code = 0; code < 10 ** n; code++)
    for (let u = 0; u <= 9; u++) {
      const results: number[] = [];
      for (let k = 0, c = code; k < n; k++, c = Math.floor(c / 10)) {
        const tens = (c % 10) * 10;
        results.push(tens === 0 && u === 0 ? 100 : tens + u);
      }
      const r = extra >= 0 ? Math.min(...results) : Math.max(...results);
      out.set(r, (out.get(r) ?? 0) + p);
    }
  return out;
}

describe('percentile dice with bonus and penalty dice', () => {
  it('gives the enumerated odds of every result, 00 and 0 reading 100', () => {
    for (const [bonus, penalty] of [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [0, 2],
      [2, 1],
    ]) {
      const law = percentile(bonus, penalty);
      for (const skill of [1, 5, 10, 45, 50, 90, 99]) {
        const cell = success('percentile-bonus.yaml', { skill, bonus, penalty });
        // a 100 is a fumble (fails whatever the skill): success is every result at or under the skill
        const want = [...law].reduce((s, [v, q]) => s + (v <= skill ? q : 0), 0);
        expect(cell.success).toBeCloseTo(want, 12);
        expect(cell.outcomes.fumble).toBeCloseTo(law.get(100) ?? 0, 12);
      }
    }
  });

  it('reads 00 and 0 as 100, and equals the two-pool form (tens 00..90, the lowest kept, plus units 1..10)', () => {
    // with one bonus die a 100 needs both tens dice 00 and the units die 0: 1/1000
    expect(percentile(1, 0).get(100)).toBeCloseTo(1 / 1000, 15);
    const twoPools = readRuleFile('bench/rules/percentile.yaml');
    for (const bonus of [0, 1, 2])
      for (const skill of [1, 9, 10, 11, 50, 99]) {
        const mine = success('percentile-bonus.yaml', { skill, bonus, penalty: 0 });
        const theirs = ruleExact(compileRule(twoPools, { skill, bonus }));
        expect(mine.success).toBeCloseTo(theirs[ACC_SUCCESS] / theirs[ACC_TRIALS], 12);
      }
  });

  it('refuses bonus dice on a die that is not d%', () => {
    try {
      readRule({ kind: 'hantei.rule/1', dice: { notation: 'd20', bonus: 1 }, check: { target: 4 } }, { file: 'p.yaml', lineOf: () => 3 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HanteiError);
      const err = e as HanteiError;
      expect(err.format('en')).toMatch(/p\.yaml:3: "dice\.bonus": bonus and penalty dice are tens dice of a percentile die/);
      expect(err.format('ja')).toMatch(/ボーナス・ダイス/);
      expect(err.hint).toMatch(/d%/);
    }
  });
});

describe('explosions and rerolls, die by die', () => {
  it('explodes only the faces it names, each explosion a fresh die (2d10!>=9, depth 2)', () => {
    const one = exploding(10, (f) => f >= 9, 2);
    const law = both(one, one, (a, b) => a + b);
    for (const t of [2, 10, 14, 19, 20, 25, 30, 40])
      expect(success('explode-faces.yaml', { target: t }).success).toBeCloseTo(atLeast(law, t), 12);
  });

  it('keeps the notation’s exploding faces when the file adds the depth', () => {
    const rule = readRule(
      { kind: 'hantei.rule/1', dice: { notation: 'd10!>=9', explode: { depth: 2 } }, check: { target: 4 } },
      { file: 'e.yaml' },
    );
    expect(rule.dice).toEqual({ count: 1, faces: 10, explode: { on: [9, 10], depth: 2 } });
  });

  it('rerolls a 1 once on every die of the pool, the second result standing (3d6ro1)', () => {
    // one die: a 1 is rolled again once; the second roll stands, a 1 included
    const die: Law = new Map();
    for (let f = 1; f <= 6; f++)
      if (f === 1) for (let g = 1; g <= 6; g++) die.set(g, (die.get(g) ?? 0) + 1 / 36);
      else die.set(f, (die.get(f) ?? 0) + 1 / 6);
    const law = both(
      both(die, die, (a, b) => a + b),
      die,
      (a, b) => a + b,
    );
    for (let t = 3; t <= 18; t++) expect(success('reroll-each.yaml', { target: t }).success).toBeCloseTo(atLeast(law, t), 12);
  });
});
