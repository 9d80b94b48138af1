import { describe, expect, it } from 'vitest';
import { maskToColours } from '../../../../src/systems/mtg/decks/card.js';
import { basicLandTypes, cardManaCost, parseManaCost } from '../../../../src/systems/mtg/decks/mana-cost.js';

function mv(cost: string): [number, string] {
  const r = parseManaCost(cost);
  if ('error' in r) throw new Error(String(r.error));
  return [r.manaValue, maskToColours(r.colours).join('')];
}

describe('mana cost → mana value and colours', () => {
  it.each([
    ['', 0, ''],
    ['{G}', 1, 'G'],
    ['{1}{G}', 2, 'G'],
    ['{7}{G}', 8, 'G'],
    ['{15}', 15, ''],
    ['{3}{C}', 4, ''],
    ['{G/W}', 1, 'WG'],
    ['{1}{G/W}{G/W}', 3, 'WG'],
    ['{2/W}{2/W}{2/W}', 6, 'W'],
    ['{G/P}', 1, 'G'],
    ['{X}{W}{U}{U}', 3, 'WU'],
    ['{X}{X}{R}', 1, 'R'],
    ['{S}{S}', 2, ''],
    ['{W/U/P}', 1, 'WU'],
  ])('%s → %i %s', (cost, value, colours) => {
    expect(mv(cost)).toEqual([value, colours]);
  });
  it('rejects an unknown symbol', () => {
    // the error is a catalogue message: its English as before, and Japanese on request
    const q = parseManaCost('{Q}') as { error: { text(lang: 'en' | 'ja'): string } };
    expect(q.error.text('en')).toBe('unknown mana symbol {Q}');
    expect(q.error.text('ja')).toBe('不明なマナ・シンボル {Q}');
    expect(String((parseManaCost('{G}x') as { error: unknown }).error)).toContain('unexpected');
  });
  it('split cards add both halves; adventures and double-faced cards use the front', () => {
    expect(cardManaCost('{1}{R} // {2}{U}', 'split', 'Instant // Instant')).toMatchObject({ manaValue: 5 });
    expect(cardManaCost('{1}{R} // {2}{U}', undefined, 'Instant // Instant')).toMatchObject({ manaValue: 5 });
    expect(cardManaCost('{2}{R} // {1}{R}', 'adventure', 'Creature — Giant // Instant — Adventure')).toMatchObject({ manaValue: 3 });
    expect(cardManaCost('{2}{R} // {1}{R}', undefined, 'Creature — Giant // Instant — Adventure')).toMatchObject({ manaValue: 3 });
    expect(cardManaCost('{1}{G} // {3}{G}', 'modal_dfc', 'Creature // Land')).toMatchObject({ manaValue: 2 });
  });
  it('basic land types only on lands', () => {
    expect(maskToColours(basicLandTypes('Basic Land — Forest'))).toEqual(['G']);
    expect(maskToColours(basicLandTypes('Land — Forest Island'))).toEqual(['U', 'G']);
    expect(maskToColours(basicLandTypes('Land Creature — Forest Dryad'))).toEqual(['G']);
    expect(basicLandTypes('Creature — Forest Spirit')).toBe(0);
    expect(basicLandTypes('Land')).toBe(0);
  });
});
