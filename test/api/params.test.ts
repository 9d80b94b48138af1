import { describe, expect, it } from 'vitest';
import { HanteiError, exact, exactSync, parseRuleset, queryResults, scenario, simulate, tune } from '../../src/api/index.js';
import { resolveTwoD6 } from '../../src/systems/twod6/rules.js';
import { compileTwoD6Cell } from '../../src/systems/twod6/compile.js';
import { TWOD6_RULESETS } from '../../src/systems/twod6/ruleset.js';

/** A request built at run time, as JavaScript callers (or TypeScript with a cast) send it: typos reach the runtime check. */
const untyped = <T>(x: unknown): T => x as T;

describe('one parameter normaliser, in every entrance', () => {
  it('a misspelt key is an error naming it and the closest parameter', async () => {
    const typo = untyped<Parameters<typeof exact>[0]>({ system: '2d6', params: { ability: 3, difficulty: 8, modifer: 2 } });
    await expect(exact(typo)).rejects.toThrow(HanteiError);
    await expect(exact(typo)).rejects.toThrow(/unknown parameter "modifer" for 2d6 checks \(did you mean "modifier"\?\)/);
    const dice = untyped<Parameters<typeof exact>[0]>({ system: '2d6', params: { ability: 3, difficulty: 8, 'courage-dice': true } });
    await expect(exact(dice)).rejects.toThrow(/unknown parameter "courage-dice".*did you mean "courage-die"/);
    expect(() =>
      exactSync(untyped<Parameters<typeof exactSync>[0]>({ system: '2d6', params: { ability: 3, difficulty: 8, modifer: 2 } })),
    ).toThrow(/"modifer"/);
    await expect(
      simulate(untyped<Parameters<typeof simulate>[0]>({ system: '2d6', params: { ability: 3, dificulty: 8 }, trials: 10, threads: 0 })),
    ).rejects.toThrow(/"dificulty".*did you mean "difficulty"/);
    expect(() => tune(untyped<Parameters<typeof tune>[0]>({ system: '2d6', params: { abilty: 3 }, targets: { easy: 0.8 } }))).toThrow(
      /"abilty".*did you mean "ability"/,
    );
  });

  it('both spellings mean one parameter, and giving both is refused', async () => {
    const camel = await exact({ system: '2d6', params: { ability: 3, difficulty: 8, courageDie: true, modifier: 1 } });
    const kebab = await exact({ system: '2d6', params: { ability: 3, difficulty: 8, 'courage-die': true, modifier: 1 } });
    expect(kebab.cells[0].success).toBe(camel.cells[0].success);
    expect(camel.cells[0].params.courageDie).toBe(true);
    const plain = await exact({ system: '2d6', params: { ability: 3, difficulty: 8, modifier: 1 } });
    expect(camel.cells[0].success).toBeGreaterThan(plain.cells[0].success!);
    await expect(exact({ system: '2d6', params: { ability: 3, difficulty: 8, courageDie: true, 'courage-die': true } })).rejects.toThrow(
      /repeats a parameter/,
    );
  });

  it('scenario params take either spelling (vsModifier is used) and refuse typos', async () => {
    const base = { ability: 2, 'vs-ability': 2 };
    const run = (params: Record<string, unknown>) =>
      scenario({ scenario: 'opposed', system: '2d6', params, trials: 20_000, seed: 3, threads: 0 });
    const camel = await run({ ...base, vsModifier: 5 });
    const kebab = await run({ ...base, 'vs-modifier': 5 });
    const none = await run(base);
    const s = (d: Awaited<ReturnType<typeof run>>) =>
      d.scenarios![0] as { params: Record<string, unknown>; values: Record<string, number> };
    expect(s(camel).params.vsModifier).toBe(5);
    expect(s(camel).values).toEqual(s(kebab).values);
    expect(s(camel).values.exactActionWins).toBeLessThan(s(none).values.exactActionWins);
    await expect(run({ ...base, vsModifer: 5 })).rejects.toThrow(
      /unknown parameter "vsModifer" for 2d6 opposed.*did you mean "vs-modifier"/,
    );
  });

  it('library messages name parameters, not CLI flags', async () => {
    await expect(exact(untyped<Parameters<typeof exact>[0]>({ system: '2d6', params: { difficulty: 8 } }))).rejects.toThrow(
      /^missing ability$/,
    );
    await expect(exact({ system: '2d6', params: { ability: 'x', difficulty: 8 } })).rejects.toThrow(/^ability "x"/);
  });
});

describe('results as a programmer queries them', () => {
  it('at() gives one cell, or says which params are ambiguous, unknown or absent', async () => {
    const doc = await exact({ system: '2d6', params: { ability: '0..6', difficulty: '7..9' } });
    const c = doc.at({ ability: 3, difficulty: 8 });
    expect(c.params).toMatchObject({ ability: 3, difficulty: 8 });
    expect(c).toBe(doc.cells.find((x) => x.params.ability === 3 && x.params.difficulty === 8));
    expect(() => doc.at({ ability: 3 })).toThrow(/3 cells match ability 3: give difficulty/);
    expect(() => doc.at({ ability: 3, difficulty: 20 })).toThrow(/no cell has ability 3, difficulty 20/);
    expect(() => doc.at(untyped<{ ability: number }>({ abilty: 3, difficulty: 8 }))).toThrow(/"abilty".*did you mean "ability"/);
    expect(doc.where({ difficulty: 8 })).toHaveLength(7);
    expect(doc.where({ ability: [2, 3], difficulty: [7, 9] }).map((x) => [x.params.ability, x.params.difficulty])).toEqual([
      [2, 7],
      [2, 9],
      [3, 7],
      [3, 9],
    ]);
    // the queries stay out of the JSON
    expect(Object.keys(JSON.parse(JSON.stringify(doc)))).not.toContain('at');
    const again = queryResults<'2d6'>(JSON.parse(JSON.stringify(doc)));
    expect(again.at({ ability: 3, difficulty: 8 }).success).toBe(c.success);
  });

  it('exactSync gives exact() numbers without a promise', async () => {
    const params = { characteristic: '0..2', difficulty: 'easy,hard', edges: 1 } as const;
    const a = exactSync({ system: 'drawsteel', params });
    const b = await exact({ system: 'drawsteel', params });
    expect(a.cells).toEqual(b.cells);
  });

  it('dice systems give success as an exact fraction, equal to counting every roll', () => {
    const doc = exactSync({ system: '2d6', params: { ability: '0..2', modifier: '-1..1', difficulty: '4..12', courageDie: true } });
    const rules = TWOD6_RULESETS.standard;
    for (const cell of doc.cells) {
      const compiled = compileTwoD6Cell(cell.params, rules);
      let wins = 0n;
      let all = 0n;
      const d = new Int32Array(compiled.dice);
      const n = compiled.faces ** compiled.dice;
      for (let i = 0; i < n; i++) {
        let x = i;
        for (let k = 0; k < compiled.dice; k++) {
          d[k] = (x % compiled.faces) + 1;
          x = Math.floor(x / compiled.faces);
        }
        all++;
        if (resolveTwoD6(compiled, d) & 1) wins++;
      }
      const f = cell.successFraction!;
      expect(f, JSON.stringify(cell.params)).toBeDefined();
      expect(BigInt(f.num) * all).toBe(wins * BigInt(f.den));
      expect(Number(f.num) / Number(f.den)).toBeCloseTo(cell.success!, 12);
    }
    expect(exactSync({ system: 'd6chain', params: { target: 8, dice: 3 } }).cells[0].successFraction).toBeDefined();
    expect(
      exactSync({ system: 'drawsteel', params: { characteristic: 1, difficulty: 'medium', reroll: 'on-failure' } }).cells[0]
        .successFraction,
    ).toBeDefined();
  });
});

describe('ruleset text is data', () => {
  it('a bare word is the preset it extends, never a file to open', () => {
    expect(parseRuleset('mtg', 'v1').rules.checkTypes).toEqual(parseRuleset('mtg', 'extends: v1\n').rules.checkTypes);
    expect(() => parseRuleset('mtg', 'decks/mono-green.yaml')).toThrow(/"extends: decks\/mono-green\.yaml" is not a preset/);
    expect(() => parseRuleset('mtg', '')).toThrow(/must be a map/);
  });
});
