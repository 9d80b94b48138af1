import { describe, expect, it } from 'vitest';
import { BOOST_POLICIES } from '../../../src/systems/mtg/compile.js';
import { V2, type MtgRuleset } from '../../../src/systems/mtg/ruleset.js';
import {
  BOOST,
  CRITICAL_MODE,
  DECIDED,
  OPPOSED_BOOST,
  criticalModeOf,
  decisionSlot,
  decisions,
  opposedWantsBoost,
  resolveCheck,
  succeeds,
} from '../../../src/systems/mtg/rules.js';
import { OPPOSED_BOOST_POLICIES } from '../../../src/systems/mtg/scenario.js';
import { card } from '../../helpers.js';

/*
 * The decision tables the kernel, the exact routine and the turn scenario
 * read (rules.ts decisions) against the rules function resolveCheck, on every
 * input: critical mode × boost policy × card 1 critical × card 2 critical ×
 * a degree from well below to well above 0.
 */

const bear = (critical: boolean) => card({ name: 'Runeclaw Bear', mana_cost: '{1}{G}', type_line: 'Creature — Bear' }, critical);
const mystic = (critical: boolean) => card({ name: 'Elvish Mystic', mana_cost: '{G}', type_line: 'Creature — Elf Druid' }, critical);
const modes: Array<[string, MtgRuleset]> = [
  ['value', V2],
  ['automatic', { ...V2, critical: { ...V2.critical, mode: 'automatic' } }],
];

describe('mtg decision tables = the rules function', () => {
  it('named constants are the indexes of the policy names', () => {
    expect(BOOST_POLICIES.map((p) => BOOST[p.toUpperCase().replace('-', '_') as keyof typeof BOOST])).toEqual([0, 1, 2]);
    expect(OPPOSED_BOOST_POLICIES.map((p) => OPPOSED_BOOST[p.toUpperCase().replace('-', '_') as keyof typeof OPPOSED_BOOST])).toEqual([
      0, 1, 2, 3,
    ]);
    expect(criticalModeOf(modes[0][1])).toBe(CRITICAL_MODE.VALUE);
    expect(criticalModeOf(modes[1][1])).toBe(CRITICAL_MODE.AUTOMATIC);
  });

  for (const [modeName, rules] of modes) {
    for (const policy of BOOST_POLICIES) {
      it(`critical mode ${modeName}, boost ${policy}: every slot`, () => {
        const table = decisions(criticalModeOf(rules), BOOST_POLICIES.indexOf(policy));
        let checked = 0;
        for (const cf of [false, true]) {
          for (const cs of [false, true]) {
            const first = mystic(cf);
            const second = bear(cs);
            // difficulties that put the degree from −30 to +30 whatever the critical value
            for (let difficulty = -60; difficulty <= 60; difficulty++) {
              const outcome = resolveCheck(rules, 'green', difficulty, first, second);
              const slot = table[decisionSlot(cf ? 1 : 0, cs ? 1 : 0, outcome.degree < 0 ? 1 : 0)];
              const decided = slot >> 1;
              expect(succeeds(decided, outcome.degree)).toBe(outcome.success);
              // SPEC §1: on-fail boosts a failing check no critical decided; always boosts every check
              const criticalDecided = modeName === 'automatic' && (cf || cs);
              expect(decided === DECIDED.BY_DEGREE).toBe(!criticalDecided);
              const boosts = policy === 'always' || (policy === 'on-fail' && !outcome.success && !criticalDecided);
              expect((slot & 1) === 1).toBe(boosts);
              // a boost's cards add to the degree; a decided check stays decided
              const boosted = resolveCheck(rules, 'green', difficulty, first, second, 0, [
                card({ name: 'Forest', type_line: 'Basic Land — Forest' }),
              ]);
              expect(succeeds(decided, outcome.degree + 1)).toBe(boosted.success);
              checked++;
            }
          }
        }
        expect(checked).toBe(4 * 121);
      });
    }
  }

  it('opposed boost: always; never a decided check; on-fail below 0; when-behind at or below the other', () => {
    for (let own = -3; own <= 3; own++) {
      for (let other = -3; other <= 3; other++) {
        for (const decided of [false, true]) {
          expect(opposedWantsBoost(OPPOSED_BOOST.NEVER, own, other, decided)).toBe(false);
          expect(opposedWantsBoost(OPPOSED_BOOST.ALWAYS, own, other, decided)).toBe(true);
          expect(opposedWantsBoost(OPPOSED_BOOST.ON_FAIL, own, other, decided)).toBe(!decided && own < 0);
          expect(opposedWantsBoost(OPPOSED_BOOST.WHEN_BEHIND, own, other, decided)).toBe(!decided && own <= other);
        }
      }
    }
  });
});
