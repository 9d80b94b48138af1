import { describe, expect, it } from 'vitest';
import { HanteiError } from '../../../src/core/errors.js';
import { exactSync } from '../../../src/api/index.js';
import { readRuleFile } from '../../../src/engine/rule-file.js';
import { compileRule, parseNotation, ruleExact } from '../../../src/systems/rule/index.js';

/*
 * The dice notation as players write it, and bad rule files: each refused
 * with the file, the line, the key, what is wrong and what to write, in
 * English and Japanese.
 */

describe('dice notation', () => {
  it('reads sums, keep and drop, success counts, explosions, rerolls, Fudge, percentile and listed faces', () => {
    expect(parseNotation('2d6+ability')).toEqual({ pools: [['d6', { count: 2, faces: 6 }]], modifier: 'ability' });
    expect(parseNotation('4d6kh3').pools[0][1]).toEqual({ count: 4, faces: 6, keep: { highest: 3 } });
    expect(parseNotation('4d6dl1').pools[0][1].keep).toEqual({ highest: 3 });
    expect(parseNotation('2d20kl1').pools[0][1].keep).toEqual({ lowest: 1 });
    expect(parseNotation('5d10>=8').pools[0][1].successes).toEqual({ atLeast: 8 });
    expect(parseNotation('6d10>7f1').pools[0][1].successes).toEqual({ atLeast: 8, subtract: [1] });
    expect(parseNotation('d6!').pools[0][1].explode).toEqual({ on: [6], depth: 0 });
    expect(parseNotation('d10!>=9').pools[0][1].explode?.on).toEqual([9, 10]);
    expect(parseNotation('d20ro1').pools[0][1].reroll).toEqual({ on: [1], once: true });
    expect(parseNotation('d6r<2').pools[0][1].reroll).toEqual({ on: [1], once: false });
    expect(parseNotation('4dF').pools[0][1]).toEqual({ count: 4, faces: [-1, 0, 1] });
    expect(parseNotation('d%').pools[0][1]).toEqual({ count: 1, faces: 100 });
    expect(parseNotation('d{0,0,1,1,1,2}').pools[0][1].faces).toEqual([0, 0, 1, 1, 1, 2]);
    expect(parseNotation('(dice + 1)d6').pools[0][1].count).toBe('dice + 1');
    const mixed = parseNotation('d8 + d6 + d10 - 1d6 - 2');
    expect(mixed.pools.map(([n, p]) => [n, p.subtract ?? false])).toEqual([
      ['d8', false],
      ['d6', false],
      ['d10', false],
      ['d6-2', true],
    ]);
    expect(mixed.modifier).toBe('- 2');
  });

  it('refuses what it cannot read, at the place, in both languages', () => {
    expect(() => parseNotation('2d6kx')).toThrow(/"k" is no dice modifier here/);
    const r = refusal('notation.yaml');
    expect(r.text).toMatch(/"dice": the dice notation "2d6kx" does not read at "kx": "k" is no dice modifier here/);
    expect(r.ja).toMatch(/ダイス表記 "2d6kx" が "kx" の箇所で読めません: "k" はここではダイスの修飾子として読めません/);
  });
});

/** The error a rule file gives, with its place and words in both languages. */
function refusal(file: string): { text: string; ja: string; hint: string; line?: number } {
  try {
    const rule = readRuleFile(`test/fixtures/rules/bad/${file}`);
    ruleExact(compileRule(rule, {}), file);
  } catch (e) {
    if (!(e instanceof HanteiError)) throw e;
    return { text: e.format('en'), ja: e.format('ja'), hint: e.hint ?? '', line: e.place.line };
  }
  throw new Error(`${file} was accepted`);
}

describe('bad rule files', () => {
  it('a misspelt key: did you mean', () => {
    const r = refusal('typo.yaml');
    expect(r.text).toMatch(/typo\.yaml:5: unknown key "chek"/);
    expect(r.hint).toMatch(/did you mean "check"/);
    expect(r.ja).toMatch(/不明なキー "chek"/);
  });

  it('a threshold outside what the dice show', () => {
    const r = refusal('threshold.yaml');
    expect(r.text).toMatch(/threshold\.yaml:7: "dice\.successes\.atLeast" = 11 lies outside what the dice can show \(1\.\.10\)/);
    expect(r.hint).toMatch(/pick a value in 1\.\.10/);
    expect(r.ja).toMatch(/ダイスの出る範囲/);
  });

  it('tiers with a gap or an overlap', () => {
    const gap = refusal('gap.yaml');
    expect(gap.text).toMatch(/gap\.yaml:7: tiers "failure" and "success" leave 0\.\.0 without a tier[\s\S]*"success" min 0/);
    expect(gap.hint).toMatch(/lowest first, each starting one above the last: "success" min 0/);
    expect(gap.ja).toMatch(/gap\.yaml:7: 段階 "failure" と "success" の間の 0\.\.0 がどの段階にも入りません/);
    const overlap = refusal('overlap.yaml');
    expect(overlap.text).toMatch(/overlap\.yaml:7: tiers "failure" and "success" both hold 0\.\.0[\s\S]*"success" min 1/);
    expect(overlap.ja).toMatch(/overlap\.yaml:7: 段階 "failure" と "success" の両方に 0\.\.0 が入っています/);
  });

  it('an explosion without a depth limit', () => {
    const r = refusal('explode.yaml');
    expect(r.text).toMatch(/explode\.yaml:4: "dice\.explode" explodes with no depth limit/);
    expect(r.hint).toMatch(/depth: 10/);
    expect(r.ja).toMatch(/振り足しに回数の上限がありません/);
  });

  it('a pool too large for exact odds: the file, the line and key of the pool, its size and the Monte Carlo alternative', () => {
    const r = refusal('large.yaml');
    expect(r.text).toMatch(/too many outcomes for exact odds: about [\d,]+ states, over the limit of 400,000/);
    expect(r.hint).toMatch(/hantei simulate large\.yaml/);
    // through the rule system (as every command reaches it): the pool's key and line in the file
    const file = 'test/fixtures/rules/bad/large.yaml';
    try {
      exactSync({ system: file, params: {} });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(HanteiError);
      const err = e as HanteiError;
      expect(err.format('en')).toMatch(
        /large\.yaml:4: "dice": the dice have too many outcomes for exact odds: about 10,015,005 states, over the limit of 400,000/,
      );
      expect(err.format('ja')).toMatch(/large\.yaml:4: "dice": ダイスの結果の数が多すぎて厳密な確率を求められません: 約 10,015,005 通り/);
      expect(err.hint).toMatch(/simulate it instead \(hantei simulate test\/fixtures\/rules\/bad\/large\.yaml …, Monte Carlo\)/);
    }
  });

  it('notation that does not read, and an unknown parameter', () => {
    expect(refusal('notation.yaml').text).toMatch(/notation\.yaml:4: "dice": the dice notation "2d6kx" does not read/);
    const p = refusal('param.yaml');
    expect(p.text).toMatch(/param\.yaml:4: "dice" names an unknown parameter "abilty"/);
    expect(p.hint).toMatch(/did you mean "ability"/);
  });
});
