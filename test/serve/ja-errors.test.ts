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

const TYPED = ['easy', 'medium', 'hard', 'ability', 'modifier', 'difficulty', 'courage-die', 'convert', 'Forrest', 'Forest'];

describe("the workbench replies with errors in the page's language", () => {
  const cases: Array<[string, string, unknown, RegExp, RegExp]> = [
    [
      'a grid value that is no range',
      '/api/analyse',
      { analysis: 'dice', rules: {}, params: { ability: '0..x', difficulty: '2..6' } },
      /^ability "0\.\.x": "0\.\.x" is not a whole number or a range \(write a number/,
      /^ability "0\.\.x": "0\.\.x" は整数でも範囲でもありません\(数/,
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
  ];
  for (const [name, path, body, en, ja] of cases) {
    it(name, async () => {
      const plain = await call(path, body);
      const english = await call(path, body, 'en');
      const japanese = await call(path, body, 'ja');
      expect(plain.status).toBe(400);
      expect(japanese.status).toBe(400);
      expect(plain.error).toMatch(en);
      expect(english.error).toBe(plain.error);
      expect(japanese.error).toMatch(ja);
      expect(englishIn(japanese.error, TYPED)).toEqual([]);
    });
  }
});
