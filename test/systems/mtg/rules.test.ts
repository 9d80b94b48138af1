import { describe, expect, it } from 'vitest';
import { V1, V2 } from '../../../src/systems/mtg/ruleset.js';
import { boostBonus, checkColoursOf, colourModifier, relation, resolveCheck } from '../../../src/systems/mtg/rules.js';
import { card } from '../../helpers.js';

const elvishMystic = card({ name: 'Elvish Mystic', mana_cost: '{G}', type_line: 'Creature — Elf Druid' });
const runeclawBear = card({ name: 'Runeclaw Bear', mana_cost: '{1}{G}', type_line: 'Creature — Bear' });
const forest = card({ name: 'Forest', type_line: 'Basic Land — Forest' });
const mountain = card({ name: 'Mountain', type_line: 'Basic Land — Mountain' });
const devoid = card({ name: 'Ruination Guide', mana_cost: '{2}{U}', type_line: 'Creature — Eldrazi Drone', colors: [] });
const scaledWurm = card({ name: 'Scaled Wurm', mana_cost: '{7}{G}', type_line: 'Creature — Wurm' });
const llanowar = card({ name: 'Llanowar Elves', mana_cost: '{G}', type_line: 'Creature — Elf Druid' });
const templeGarden = card({ name: 'Temple Garden', type_line: 'Land — Forest Plains' });

describe('seed worked example: Elvish Mystic then Runeclaw Bear, green check, difficulty 2', () => {
  it('v2 (seed 000): target 3, achievement 2 + 5 = 7, success with degree 4', () => {
    expect(resolveCheck(V2, 'green', 2, elvishMystic, runeclawBear)).toEqual({ target: 3, achievement: 7, degree: 4, success: true });
  });
  it('v1 (seed 001, 身体の緑判定): achievement 2 + 3 = 5, degree 2', () => {
    expect(resolveCheck(V1, 'body', 2, elvishMystic, runeclawBear)).toEqual({ target: 3, achievement: 5, degree: 2, success: true });
  });
});

describe('boost', () => {
  it('seed 000: Forest, Mountain, Runeclaw Bear, devoid Eldrazi, Scaled Wurm, Llanowar Elves → +3', () => {
    expect(boostBonus([forest, mountain, runeclawBear, devoid, scaledWurm, llanowar])).toBe(3);
  });
  it('seed 001: Forest, Runeclaw Bear, devoid Eldrazi → +2', () => {
    expect(boostBonus([forest, runeclawBear, devoid])).toBe(2);
  });
  it('lands count colourless for the boost even where v2 gives them colour for the achievement', () => {
    expect(checkColoursOf(forest, V2)).toEqual(['G']);
    expect(boostBonus([forest])).toBe(1);
  });
  it('adds to the achievement in resolveCheck', () => {
    // target 1 + 6 = 7; achievement 1 + 5 + 2 colourless = 8
    expect(resolveCheck(V2, 'green', 6, elvishMystic, llanowar, 0, [forest, devoid, runeclawBear])).toMatchObject({
      target: 7,
      achievement: 8,
      success: true,
    });
  });
});

describe('colour modifiers', () => {
  it('v2: same +5, allied +3, enemy and colourless +0, colourless check +0', () => {
    expect(colourModifier(V2, 'green', 'G')).toBe(5);
    expect(colourModifier(V2, 'green', 'W')).toBe(3);
    expect(colourModifier(V2, 'green', 'R')).toBe(3);
    expect(colourModifier(V2, 'green', 'U')).toBe(0);
    expect(colourModifier(V2, 'green', null)).toBe(0);
    expect(colourModifier(V2, 'colorless', 'G')).toBe(0);
  });
  it('v1 table of seed 001 §3, row by row', () => {
    // rows: card colour; columns: negotiation intellect use reflex body
    const table: Record<string, number[]> = {
      W: [3, 2, 1, 1, 2],
      U: [2, 3, 2, 1, 1],
      B: [1, 2, 3, 2, 1],
      R: [1, 1, 2, 3, 2],
      G: [2, 1, 1, 2, 3],
    };
    const checks = ['negotiation', 'intellect', 'use', 'reflex', 'body'];
    for (const [colour, row] of Object.entries(table)) {
      expect(checks.map((c) => colourModifier(V1, c, colour as 'W'))).toEqual(row);
    }
    expect(colourModifier(V1, 'body', null)).toBe(0);
  });
  it('allied pairs W–U, U–B, B–R, R–G, G–W; the rest enemy', () => {
    expect(relation('W', 'U')).toBe('allied');
    expect(relation('G', 'W')).toBe('allied');
    expect(relation('W', 'B')).toBe('enemy');
    expect(relation('U', 'G')).toBe('enemy');
  });
  it('v2 counts a land by its basic land types; v1 does not', () => {
    expect(checkColoursOf(templeGarden, V2)).toEqual(['W', 'G']);
    expect(checkColoursOf(templeGarden, V1)).toEqual([]);
    expect(checkColoursOf(devoid, V2)).toEqual([]);
  });
  it('a multicolour card counts as one of its colours, chosen by the index', () => {
    expect(resolveCheck(V2, 'green', 0, forest, templeGarden, 0).achievement).toBe(3); // as white: allied
    expect(resolveCheck(V2, 'green', 0, forest, templeGarden, 1).achievement).toBe(5); // as green: same
  });
});

describe('critical cards', () => {
  const crit = card({ name: 'Scaled Wurm', mana_cost: '{7}{G}', type_line: 'Creature — Wurm' }, true);
  it('count as mana value 20 when revealed', () => {
    expect(resolveCheck(V2, 'green', 0, crit, runeclawBear)).toMatchObject({ target: 20, success: false });
    expect(resolveCheck(V2, 'green', 8, runeclawBear, crit)).toMatchObject({ achievement: 25, success: true });
  });
  it('automatic variant: card 2 succeeds, card 1 fails whatever the numbers', () => {
    const auto = { ...V2, critical: { value: 0, mode: 'automatic' as const } };
    expect(resolveCheck(auto, 'green', -30, crit, runeclawBear).success).toBe(false);
    expect(resolveCheck(auto, 'green', 30, runeclawBear, crit).success).toBe(true);
  });
});
