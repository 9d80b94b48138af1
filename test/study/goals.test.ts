import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HanteiError } from '../../src/core/errors.js';
import { loadStudy } from '../../src/study/study.js';

const dir = mkdtempSync(join(tmpdir(), 'hantei-goals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function study(expect: string, system = 'mtg'): string {
  const file = join(dir, `s${Math.random().toString(36).slice(2)}.yaml`);
  const analysis =
    system === 'mtg'
      ? `{ name: t, system: mtg, params: { deck: [${resolve('decks/mono-green.yaml')}], difficulty: 3..5 } }`
      : `{ name: t, system: 2d6, params: { ability: 0..2, difficulty: 6..8 } }`;
  writeFileSync(file, `name: g\nanalyses:\n  - ${analysis}\nexpect:\n  - ${expect}\n`);
  return file;
}

/** The error a study gives: its message, line and column (the goal forms' own words). */
function refusal(expect: string, system = 'mtg'): { message: string; line?: number; hint?: string } {
  try {
    loadStudy(study(expect, system));
  } catch (e) {
    if (!(e instanceof HanteiError)) throw e;
    return { message: e.message, line: e.place.line, hint: e.localizedHint('en') };
  }
  throw new Error('accepted');
}

describe("the designer's goal forms in a study", () => {
  it('reads a target with a tolerance, in fractions or percent, as bounds and keeps the target', () => {
    for (const [form, min, max] of [
      ['0.60 ± 0.01', 0.59, 0.61],
      ['60% ± 1%', 0.59, 0.61],
      ['0.6 +- 0.05', 0.55, 0.65],
      ['{ target: 0.6, tolerance: 0.02 }', 0.58, 0.62],
      ['[0.45, 0.75]', 0.45, 0.75],
      ['[null, 0.75]', undefined, 0.75],
    ] as const) {
      const [e] = loadStudy(study(`{ analysis: t, check: on-colour, mean: ${form} }`)).expect;
      expect([e.metric, e.min, e.max], form).toEqual(['mean', min, max]);
    }
    const [e] = loadStudy(study('{ analysis: t, success: 50% ± 5% }')).expect;
    expect(e.target).toEqual({ value: 0.5, tolerance: 0.05 });
  });

  it('reads orders between relations, parameter maps and along a parameter, with every: and gap:', () => {
    const [a] = loadStudy(study('{ analysis: t, order: [on-colour, allied, enemy], every: deck, gap: 0.05 }')).expect;
    expect(a.metric).toBe('order');
    expect(a.every).toBe('deck');
    expect(a.order).toEqual({
      gap: 0.05,
      groups: [
        { label: 'on-colour', relation: 'on-colour', where: {} },
        { label: 'allied', relation: 'allied', where: {} },
        { label: 'enemy', relation: 'enemy', where: {} },
      ],
    });
    const [b] = loadStudy(study('{ analysis: t, order: [{ difficulty: 3 }, { difficulty: 5 }] }')).expect;
    expect(b.order!.groups!.map((g) => g.where)).toEqual([{ difficulty: 3 }, { difficulty: 5 }]);
    const [c] = loadStudy(study('{ analysis: t, order: { falling: difficulty }, every: ability }', '2d6')).expect;
    expect(c.order).toEqual({ along: 'difficulty', rising: false, gap: 0.001 });
  });

  it('refuses each malformed goal with its own message, line and a hint', () => {
    const cases: Array<[string, RegExp, string?]> = [
      ['{ analysis: t, mean: 0.6 }', /mean: 0.6 gives no tolerance/],
      ['{ analysis: t, mean: "0.6 ±" }', /mean: "0.6 ±" is not a goal/],
      ['{ analysis: t, mean: [0.4] }', /mean: \[0.4\] is not a goal/],
      ['{ analysis: t, mean: { target: 0.6, tol: 0.1 } }', /unknown key "tol" in mean: beside target/],
      ['{ analysis: t, order: [on-colour] }', /order: ranks two groups or more/],
      ['{ analysis: t, order: [on-colur, allied] }', /order: "on-colur" is neither a relation nor a map/],
      ['{ analysis: t, order: { falling: dificulty } }', /order: "dificulty" is not a parameter of the analysis/],
      ['{ analysis: t, order: [on-colour, allied], gap: 2 }', /gap: must be a rate from 0 to 1, got 2/],
      ['{ analysis: t, success: { min: 0.5 }, gap: 0.1 }', /gap: belongs to an order: goal/],
      ['{ analysis: t, every: dek, mean: [0.2, 0.8] }', /every: "dek" is not a parameter of the analysis/],
      ['{ analysis: t, order: [allied, enemy] }', /order: "allied" is a relation between a deck and a check/, '2d6'],
      ['{ analysis: t, success: 150% ± 5% }', /success.min must be a rate/],
    ];
    for (const [e, says, system] of cases) {
      const r = refusal(e, system);
      expect(r.message, e).toMatch(says);
      expect(r.line, e).toBe(5);
      expect(r.hint, e).toBeTruthy();
    }
  });
});
