// isolation: serve/ — its server (built-in systems only) is closed in afterAll; ja-english.ts only reads the page's words
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/serve/server.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';
import { englishIn } from '../ja-english.js';
import { workbenchStudy } from './harness.js';

/*
 * The workbench says its errors in the page's language: the page sends
 * x-hantei-lang, and a refused edit comes back from the catalogue in
 * Japanese; without the header (scripts, curl) the reply is the English text.
 */
let server: RunningServer;
const study = workbenchStudy();

async function call(path: string, body: unknown, lang?: 'en' | 'ja'): Promise<{ status: number; error: string }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-hantei-token': server.token,
    ...(lang ? { 'x-hantei-lang': lang } : {}),
  };
  const res = await fetch(new URL(path, server.url), { method: 'POST', body: JSON.stringify(body), headers });
  return { status: res.status, error: String(((await res.json()) as { error?: unknown }).error) };
}

beforeAll(async () => {
  server = await startServer({ study: study.file, port: 0, threads: 1 });
});
afterAll(async () => {
  await server?.close();
});

// command names a reply may name as typed (solve), now that the page's own word "Solve" (its panel's title) is in the catalogue
const TYPED = ['easy', 'medium', 'hard', 'ability', 'modifier', 'difficulty', 'courage-die', 'convert', 'Forrest', 'Forest', 'solve'];

describe("the workbench replies with errors in the page's language", () => {
  // each case: name, route, body, the English reply, the Japanese reply, and names the reply may quote as typed (an analysis name, YAML code)
  const cases: Array<[string, string, unknown, RegExp, RegExp, string[]?]> = [
    [
      'a grid value that is no range',
      '/api/analyse',
      { analysis: 'dice', rules: {}, params: { ability: '0..x', difficulty: '2..6' } },
      // the parameter named as the page labels it (its 判定値 field), never by its key
      /^Judgement value "0\.\.x": "0\.\.x" is not a whole number or a range \(write a number/,
      /^判定値 "0\.\.x": "0\.\.x" は整数でも範囲でもありません\(数/,
    ],
    [
      'an unknown parameter',
      '/api/analyse',
      { analysis: 'dice', rules: {}, params: { abilty: 3, difficulty: 8 } },
      /^unknown parameter "abilty" for 2d6 checks \(did you mean "ability"\?\)/,
      /^2d6 の判定: 不明なパラメーター "abilty"\(もしかして "ability"\?\)/,
    ],
    [
      'a ruleset value out of range',
      '/api/analyse',
      {
        analysis: 'mtg',
        rules: { ...V2, boost: { ...V2.boost, size: 61 } },
        params: { deck: ['mono-green'], check: ['green'], difficulty: '0..2', boost: ['never'] },
      },
      /boost\.size/,
      /boost\.size.*(より小さく|で指定してください)/,
    ],
    [
      'a grid over the budget',
      '/api/analyse',
      { analysis: 'dice', rules: {}, params: { ability: '0..3000', difficulty: '0..3000' } },
      /^the grid has 9,006,001 cells, over the budget of 20,000/,
      /^グリッドのセルが 9,006,001 個あり、上限 20,000 を超えています/,
    ],
    [
      'a decklist line that is no card line',
      '/api/decks',
      { name: 'bad', text: '4 Forest\n4xx Forrest\n' },
      /^line 2: cannot read "4xx Forrest" as a card line of a text decklist/,
      /^2行目: "4xx Forrest" をテキストのデッキリストのカードの行として読めません/,
    ],
    ['an empty decklist', '/api/decks', { name: 'empty', text: '  ' }, /^"text" is empty: paste a decklist$/, /^デッキリストが空です/],
    [
      'an analysis the study lacks',
      '/api/analyse',
      { analysis: 'nope', rules: {}, params: {} },
      /^no analysis "nope" in the study$/,
      /^スタディに分析 "nope" がありません$/,
    ],
    // the solve panel and sweeps
    [
      'solve on a scenario',
      '/api/solve',
      { analysis: 'dice-session', rules: {}, params: {}, vary: 'dice=2..3' },
      /^"dice-session" is a scenario: solve and sweeps use exact odds of check analyses$/,
      /^"dice-session" はシナリオです。solve とスイープは判定の分析の厳密な確率を使います$/,
    ],
    [
      'solve without a vary',
      '/api/solve',
      { analysis: 'dice', rules: {}, params: { ability: '0..3', difficulty: '2..6' }, vary: ' ' },
      /^"vary" must name ruleset keys and values, e\.g\. modifiers\.same=3\.\.6$/,
      /^"vary" にはルールセットのキーと値を指定してください/,
    ],
    [
      'solve where the study expects nothing',
      '/api/solve',
      { analysis: 'dice', rules: {}, params: { ability: '0..3', difficulty: '2..6' }, vary: 'fumbleAchievement=0..2' },
      /^the study has no expectations on "dice": nothing to solve \(add expect: entries/,
      /^スタディに "dice" の期待がありません。solve するものがありません\(expect: の項目を加えてください/,
      ['"dice"', '{ analysis: NAME, where: { difficulty: 4 }, success: { min: 0.6, max: 0.7 } }'],
    ],
    [
      'solve varying a map',
      '/api/solve',
      {
        analysis: 'mtg',
        rules: V2,
        params: { deck: ['mono-green'], check: ['green'], difficulty: '0..2', boost: ['never'] },
        vary: 'modifiers=1..2',
      },
      /^Keys and ranges: "modifiers" is a map; vary one of its entries \(e\.g\. modifiers\./,
      /^キーと範囲: "modifiers" はマップです。その項目の1つを変化させてください\(例: modifiers\./,
    ],
    [
      'a sweep naming a deck the workbench lacks',
      '/api/sweep',
      { analysis: 'mtg', rules: V2, params: { deck: ['nowhere'], check: ['green'], difficulty: '0..2' }, vary: 'modifiers.same=1..2' },
      /^no deck "nowhere" in the workbench$/,
      /^ワークベンチにデッキ "nowhere" がありません$/,
    ],
    [
      'a difficulty table without targets',
      '/api/across',
      { analysis: 'dice', rules: {}, params: { ability: '0..3' }, targets: {} },
      /^Targets names no target \(e\.g\. easy=0\.8,normal=0\.5,hard=0\.2\)$/,
      /^目標成功率 に目標がありません\(例: easy=0\.8,normal=0\.5,hard=0\.2\)$/,
      ['targets'],
    ],
  ];
  for (const [name, path, body, en, ja, quoted = []] of cases) {
    it(name, async () => {
      const plain = await call(path, body);
      const english = await call(path, body, 'en');
      const japanese = await call(path, body, 'ja');
      expect(plain.status).toBe(400);
      expect(japanese.status).toBe(400);
      expect(plain.error).toMatch(en);
      expect(english.error).toBe(plain.error);
      expect(japanese.error).toMatch(ja);
      expect(englishIn(japanese.error, [...TYPED, ...quoted])).toEqual([]);
    });
  }
});
