import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/systems/index.js';
import { compileD6ChainCell } from '../../src/systems/d6chain/compile.js';
import { D6CHAIN_RULESETS } from '../../src/systems/d6chain/ruleset.js';
import { d6ChainGroupTables } from '../../src/systems/d6chain/kernel.js';
import { dieValue } from '../../src/systems/d6chain/rules.js';
import { compileDrawSteelCell } from '../../src/systems/drawsteel/compile.js';
import { powerRollTable } from '../../src/systems/drawsteel/kernel.js';
import { DRAWSTEEL_RULESETS } from '../../src/systems/drawsteel/ruleset.js';
import { resolvePowerRoll } from '../../src/systems/drawsteel/rules.js';
import { FamilyCache, PAIR_MAX, TABLE_MAX, countUniform, outcomeTable, rejectBelow, uniformIndex } from '../../src/systems/dice-kernel.js';
import { warmState } from '../../src/core/seed.js';
import { compileTwoD6Cell } from '../../src/systems/twod6/compile.js';
import { twoD6Table } from '../../src/systems/twod6/kernel.js';
import { STANDARD, TWOD6_RULESETS } from '../../src/systems/twod6/ruleset.js';
import { CONVERT_POLICIES, resolveTwoD6 } from '../../src/systems/twod6/rules.js';
import { expectAgreement } from '../agreement/agreement.js';

/** Every face combination of `dice` dice, first die varying fastest (the tables' index order). */
function* combinations(dice: number, faces: number): Generator<number[]> {
  const total = Math.pow(faces, dice);
  for (let index = 0; index < total; index++) {
    const d: number[] = [];
    for (let i = 0, x = index; i < dice; i++, x = Math.floor(x / faces)) d.push((x % faces) + 1);
    yield d;
  }
}

describe('outcome tables hold the rules function on every input', () => {
  it('2d6: every cell shape × every face combination (36 with 2 dice, 216 with the courage die)', () => {
    let checked = 0;
    for (const rules of Object.values(TWOD6_RULESETS)) {
      for (const courageDie of [false, true]) {
        for (const convert of CONVERT_POLICIES) {
          for (const [ability, modifier, difficulty] of [
            [3, 0, 8],
            [0, 0, 12],
            [5, -1, 6],
            [2, 2, 2],
          ]) {
            const c = compileTwoD6Cell({ ability, modifier, difficulty, courageDie, convert }, rules);
            const t = twoD6Table(c)!;
            expect(t.outcomeOf.length).toBe(courageDie ? 216 : 36);
            let index = 0;
            for (const d of combinations(c.dice, c.faces)) {
              expect(
                t.outcomes[t.outcomeOf[index]],
                `${rules.name} ${JSON.stringify({ ability, modifier, difficulty, courageDie, convert })} dice ${d}`,
              ).toBe(resolveTwoD6(c, d));
              index++;
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(3 * 3 * 4 * (36 + 216));
  });

  it('drawsteel: 100 pairs of d10 for every characteristic, edges/banes and difficulty', () => {
    const rules = DRAWSTEEL_RULESETS.core;
    for (const characteristic of [-1, 0, 2, 5]) {
      for (const [edges, banes] of [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 1],
        [0, 2],
        [2, 1],
      ]) {
        for (const difficulty of ['easy', 'medium', 'hard']) {
          const c = compileDrawSteelCell({ characteristic, skill: true, edges, banes, difficulty, reroll: 'never' }, rules);
          const t = powerRollTable(c);
          expect(t.outcomeOf.length).toBe(100);
          let index = 0;
          for (const [d1, d2] of combinations(2, 10)) expect(t.outcomes[t.outcomeOf[index++]]).toBe(resolvePowerRoll(c, d1, d2));
        }
      }
    }
  });

  it("d6chain: the same values with other kinds are other tables (a combat walk's kindless tables first leave a check's criticals and fumbles)", () => {
    const c = compileD6ChainCell({ dice: 3, plan: 0, judgement: 0, target: 6 }, D6CHAIN_RULESETS[Object.keys(D6CHAIN_RULESETS)[0]]);
    const kindless = d6ChainGroupTables({ value: c.value, kind: new Int32Array(36) });
    const checks = d6ChainGroupTables(c);
    for (let i = 0; i < 36; i++) {
      expect(kindless.one[i] & 3).toBe(0);
      expect(checks.one[i] & 3).toBe(c.kind[i]);
    }
    expect(c.kind.some((k) => k !== 0)).toBe(true);
  });

  it("d6chain: the per-die table is dieValue for every (first, second) roll, the kernel's one-, two- and three-dice tables their sums", () => {
    for (const rules of Object.values(D6CHAIN_RULESETS)) {
      const c = compileD6ChainCell({ dice: 2, plan: 0, judgement: 0, target: 6 }, rules);
      for (let a = 1; a <= 6; a++) {
        for (let b = 1; b <= 6; b++) {
          const v = dieValue(rules, a, b);
          const i = (a - 1) * 6 + (b - 1);
          expect(c.value[i]).toBe(v.value);
          expect(c.kind[i]).toBe((v.critical ? 1 : 0) | (v.fumble ? 2 : 0));
        }
      }
      const { vMin, one, two, three } = d6ChainGroupTables(c);
      for (let i = 0; i < 36; i++) {
        expect(one[i] >> 2).toBe(c.value[i] - vMin);
        expect(one[i] & 3).toBe(c.kind[i]);
        for (let j = 0; j < 36; j++) {
          expect(two[i + 36 * j] >> 2, `cells ${i} ${j}`).toBe(c.value[i] + c.value[j] - 2 * vMin);
          expect(two[i + 36 * j] & 3).toBe(c.kind[i] | c.kind[j]);
          for (let k = 0; k < 36; k++) {
            const e = three[i + 36 * j + 1296 * k];
            if (e >> 2 !== c.value[i] + c.value[j] + c.value[k] - 3 * vMin)
              expect(e >> 2, `cells ${i} ${j} ${k}`).toBe(c.value[i] + c.value[j] + c.value[k] - 3 * vMin);
            if ((e & 3) !== (c.kind[i] | c.kind[j] | c.kind[k]))
              expect(e & 3, `cells ${i} ${j} ${k}`).toBe(c.kind[i] | c.kind[j] | c.kind[k]);
          }
        }
      }
    }
  });

  it('a table is refused above TABLE_MAX entries', () => {
    expect(outcomeTable(3, 100, () => 0)).toBeUndefined();
    expect(outcomeTable(2, 256, () => 0)?.outcomeOf.length).toBe(TABLE_MAX);
  });

  it('the table index is exactly uniform: every index keeps ⌊2^32 / size⌋ accepted words', () => {
    const W = 4294967296;
    for (const size of [36, 100, 216, 1296, 10000, 46656, TABLE_MAX]) {
      const per = Math.floor(W / size);
      for (let m = 0; m < size; m++) {
        // accepted words w map to m: m·2^32 + reject ≤ w·size < (m + 1)·2^32
        const lo = Math.ceil((m * W + rejectBelow(size)) / size);
        const hi = Math.ceil(((m + 1) * W) / size); // first word past m
        if (m % 97 === 0 || m === size - 1) {
          expect(uniformIndex(lo, size), `size ${size} index ${m}`).toBe(m);
          expect(uniformIndex(hi - 1, size)).toBe(m);
          if (lo > 0) expect(uniformIndex(lo - 1, size)).not.toBe(m);
        }
        expect(hi - lo, `size ${size} index ${m}`).toBe(per);
      }
      expect(uniformIndex(0xffffffff, size)).toBe(size - 1);
    }
  });
});

describe('2d6 rulesets too large for a table still simulate through the rules function', () => {
  it('3d100 keep-highest (a ruleset file could ask for it): Monte Carlo agrees with the exact odds', async () => {
    const big = { ...STANDARD, name: 'd100', dice: 2, faces: 100, courageDice: 1 };
    const cell = { ability: 3, modifier: 0, difficulty: 80, courageDie: true, convert: 'when-safe' };
    expect(twoD6Table(compileTwoD6Cell(cell, big))).toBeUndefined();
    await expectAgreement(getSystem('2d6'), big, cell, undefined, 200_000);
  });
});

describe('2d6 exact: the feature classes and the multiset enumeration agree', () => {
  it('every cell of a grid, both rulesets with fumbles, with and without the courage die', async () => {
    const { twoD6Exact, twoD6ExactByMultisets } = await import('../../src/systems/twod6/exact.js');
    for (const rules of Object.values(TWOD6_RULESETS)) {
      for (let ability = 0; ability <= 5; ability++) {
        for (const difficulty of [2, 5, 8, 11, 14]) {
          for (const courageDie of [false, true]) {
            for (const convert of CONVERT_POLICIES) {
              const c = compileTwoD6Cell({ ability, modifier: 1, difficulty, courageDie, convert }, rules);
              const a = twoD6Exact(c);
              const b = twoD6ExactByMultisets(c);
              for (let i = 0; i < a.length; i++) expect(a[i]).toBeCloseTo(b[i], 14);
            }
          }
        }
      }
    }
  });

  it('other dice and faces (d2 to d8, 1 to 6 dice), every critical and fumble rule, a fumble achievement below the range', async () => {
    const { twoD6Exact, twoD6ExactByMultisets, twoD6FeatureLaw } = await import('../../src/systems/twod6/exact.js');
    let cells = 0;
    for (const [dice, faces, courageDice] of [
      [1, 6, 1],
      [2, 2, 1],
      [2, 3, 2],
      [3, 8, 1],
      [4, 6, 2],
    ]) {
      for (const critical of ['two-or-more-sixes', 'all-sixes', 'none'] as const) {
        for (const fumble of ['two-or-more-ones', 'all-ones', 'none'] as const) {
          const rules = { ...STANDARD, name: 'x', dice, faces, courageDice, critical, fumble, fumbleAchievement: -3 };
          for (const [ability, modifier, difficulty] of [
            [0, 0, 2],
            [3, -1, 8],
            [5, 2, 13],
          ]) {
            for (const courageDie of [false, true]) {
              for (const convert of CONVERT_POLICIES) {
                const c = compileTwoD6Cell({ ability, modifier, difficulty, courageDie, convert }, rules);
                const a = twoD6Exact(c);
                const b = twoD6ExactByMultisets(c);
                const what = `${dice}d${faces}+${courageDie ? courageDice : 0} ${critical} ${fumble} ${ability}${modifier} vs ${difficulty} ${convert}`;
                // 12 digits: the enumeration's sum of up to 462 rounded weights is the less exact of the two
                for (let i = 0; i < a.length; i++) expect(a[i], `${what} slot ${i}`).toBeCloseTo(b[i], 12);
                cells++;
              }
            }
          }
        }
      }
    }
    expect(cells).toBe(5 * 9 * 3 * 2 * 3);
    // the classes count every face combination once
    for (const [dice, faces] of [
      [2, 6],
      [3, 6],
      [6, 2],
      [10, 100],
    ]) {
      const law = twoD6FeatureLaw(dice, faces);
      expect(law.counts.reduce((x, n) => x + n, 0) / law.total).toBeCloseTo(1, 12);
    }
    expect(twoD6FeatureLaw(2, 6).counts.reduce((x, n) => x + n, 0)).toBe(36);
    expect(twoD6FeatureLaw(3, 6).counts.reduce((x, n) => x + n, 0)).toBe(216);
  });

  it('more classes and outcomes than the scratch first holds (2d300: 897 classes, ~300 outcomes): the same law as the multisets', async () => {
    const { twoD6Exact, twoD6ExactByMultisets, twoD6FeatureLaw } = await import('../../src/systems/twod6/exact.js');
    const rules = { ...STANDARD, name: 'd300', faces: 300 };
    expect(twoD6FeatureLaw(2, 300).rolls.length).toBe(897);
    const c = compileTwoD6Cell({ ability: 2, modifier: 0, difficulty: 250, courageDie: false, convert: 'when-safe' }, rules);
    const a = twoD6Exact(c);
    const b = twoD6ExactByMultisets(c);
    for (let i = 0; i < a.length; i++) expect(a[i], `slot ${i}`).toBeCloseTo(b[i], 12);
  });

  it('cells whose judgement value and modifier have the same sum share a result, each given its own copy', async () => {
    const { twoD6Exact } = await import('../../src/systems/twod6/exact.js');
    const a = twoD6Exact(compileTwoD6Cell({ ability: 4, modifier: -1, difficulty: 8, courageDie: false, convert: 'never' }, STANDARD));
    const b = twoD6Exact(compileTwoD6Cell({ ability: 2, modifier: 1, difficulty: 8, courageDie: false, convert: 'never' }, STANDARD));
    expect([...b]).toEqual([...a]);
    a.fill(7);
    const again = twoD6Exact(compileTwoD6Cell({ ability: 3, modifier: 0, difficulty: 8, courageDie: false, convert: 'never' }, STANDARD));
    expect([...again]).toEqual([...b]);
    // the higher die + 3 ≥ 8 needs a 5 or a 6: 1 − (4/6)² = 20/36
    expect(again[2] * 36).toBeCloseTo(20, 12);
  });
});

describe('FamilyCache: results shared by the numbers of a family, never by a hash collision', () => {
  it('keys whose low 32 bits agree (the same hash) keep their own values; a key is copied, not held', () => {
    const cache = new FamilyCache<string>();
    const k = Float64Array.of(1, 2, 3);
    cache.set(k, 'a');
    k[1] = 2 + 2 ** 32; // same bits to the hash
    expect(cache.get(k)).toBeUndefined();
    cache.set(k, 'b');
    expect(cache.get(Float64Array.of(1, 2, 3))).toBe('a');
    expect(cache.get(Float64Array.of(1, 2 + 2 ** 32, 3))).toBe('b');
    expect(cache.get(Float64Array.of(1, 2, 4))).toBeUndefined();
  });

  it('starts afresh at its limit', () => {
    const cache = new FamilyCache<number>(3);
    for (let i = 0; i < 3; i++) cache.set(Float64Array.of(i), i);
    expect(cache.get(Float64Array.of(0))).toBe(0);
    cache.set(Float64Array.of(3), 3);
    expect(cache.get(Float64Array.of(0))).toBeUndefined();
    expect(cache.get(Float64Array.of(3))).toBe(3);
  });
});

describe('drawsteel hero-token reroll on dice too large for a table of two rolls', () => {
  it('2d20 (400 pairs, 160,000 pairs of rolls): Monte Carlo agrees with the exact odds', async () => {
    const d20 = { ...DRAWSTEEL_RULESETS.core, name: 'd20', faces: 20 };
    await expectAgreement(
      getSystem('drawsteel'),
      d20,
      { characteristic: 1, skill: false, edges: 0, banes: 0, difficulty: 'hard', reroll: 'on-failure' },
      undefined,
      300_000,
    );
  });
});

describe('d6chain kernel with three dice a draw and one or two more', () => {
  for (const dice of [4, 5, 6, 7, 12]) {
    it(`${dice} dice: Monte Carlo agrees with the exact odds`, async () => {
      await expectAgreement(
        getSystem('d6chain'),
        D6CHAIN_RULESETS.seed,
        { dice, plan: 1, judgement: 1, target: 3 * dice },
        undefined,
        300_000,
      );
    });
  }
});

describe('countUniform: two table indices from one word', () => {
  // the word stream is sfc32's; a pair index i in [0, size²) is the pair (⌊i / size⌋, i mod size)
  const chiSquare = (counts: Int32Array, n: number) => {
    const e = n / counts.length;
    return counts.reduce((x, c) => x + ((c - e) * (c - e)) / e, 0);
  };
  for (const size of [36, 216, 1296, PAIR_MAX, PAIR_MAX + 1]) {
    it(`size ${size}: every index equally likely (χ² within 5σ of its mean), n odd or even`, () => {
      for (const n of [1_000_001, 1_000_000]) {
        const into = new Int32Array(size);
        countUniform(warmState(Uint32Array.of(1, 2, 3, 4)), n, size, into);
        expect(into.reduce((x, c) => x + c, 0)).toBe(n);
        const df = size - 1;
        expect(Math.abs(chiSquare(into, n) - df)).toBeLessThan(5 * Math.sqrt(2 * df));
      }
    });
  }

  it('the two indices of a word are independent: the unordered pairs of size 6 follow 1/36 each way', () => {
    // n = 2 is one word: its two indices, seen as counts (an unordered pair)
    const st = warmState(Uint32Array.of(9, 8, 7, 6));
    const seen = new Map<string, number>();
    const words = 200_000;
    for (let w = 0; w < words; w++) {
      const into = new Int32Array(6);
      countUniform(st, 2, 6, into);
      const key = [...into].flatMap((c, face) => Array(c).fill(face)).join(',');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    let chi = 0;
    for (let x = 0; x < 6; x++) {
      for (let y = x; y < 6; y++) {
        const e = (words * (x === y ? 1 : 2)) / 36;
        const o = seen.get(`${x},${y}`) ?? 0;
        chi += ((o - e) * (o - e)) / e;
      }
    }
    expect(seen.size).toBe(21);
    expect(Math.abs(chi - 20)).toBeLessThan(5 * Math.sqrt(40));
  });

  it('advances the stream it is given: two halves equal one whole', () => {
    const whole = new Int32Array(36);
    countUniform(warmState(Uint32Array.of(5, 5, 5, 5)), 1000, 36, whole);
    const halves = new Int32Array(36);
    const st = warmState(Uint32Array.of(5, 5, 5, 5));
    countUniform(st, 500, 36, halves);
    countUniform(st, 500, 36, halves);
    expect([...halves]).toEqual([...whole]);
  });
});
