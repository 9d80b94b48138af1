import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, sharedBrowser } from './chromium.js';
import { loadStudy } from '../../src/study/study.js';
import { solveStudy } from '../../src/solve/solve.js';
import { tuneAcross } from '../../src/api/balance.js';
import { serveCli } from '../serve/harness.js';

// isolation: sharedBrowser, chromium, serve/ — its browser connection closes in afterAll (the pages it opened close with it); its server stops there too

/** A study with a designer's goals on one mtg analysis. */
function colourStudy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hantei-wb-solve-'));
  const file = join(dir, 'colours.yaml');
  writeFileSync(
    file,
    `name: colours
analyses:
  - name: table
    system: mtg
    ruleset: v2
    params: { deck: [${resolve('decks/mono-green.yaml')}, ${resolve('decks/uw-control.txt')}], difficulty: 4, boost: never }
expect:
  - { analysis: table, check: on-colour, mean: { min: 0.6, max: 0.7 } }
  - { analysis: table, check: enemy, mean: { min: 0.3 } }
`,
  );
  return file;
}

type Served = Awaited<ReturnType<typeof serveCli>>;
let served: Served;
let browser: Browser;
const file = colourStudy();

describe.skipIf(!haveChromium)('the workbench Solve panel in headless Chromium', () => {
  beforeAll(async () => {
    served = await serveCli([file, '--threads', '0']);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (served) expect(await served.stop()).toBe(0);
  });

  it('ranks candidates as hantei solve does, applies one to the editor with one click, and draws a sweep chart', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(served.url);
    await page.waitForFunction(
      () => (window as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true,
      null,
      { timeout: 60_000 },
    );
    const vary = 'modifiers.allied=1..4,modifiers.enemy=0..3';
    await page.fill('#solve-vary', vary);
    await page.click('#run-solve');
    await page.waitForFunction(
      () => ((window as unknown as { hanteiWorkbench: { solved?: number } }).hanteiWorkbench.solved ?? 0) > 0,
      null,
      { timeout: 60_000 },
    );
    const expected = solveStudy(loadStudy(file), { vary });
    const firstMiss = Number(await page.getAttribute('#solve-candidates tbody tr:first-child', 'data-miss'));
    expect(firstMiss).toBeCloseTo(expected.candidates[0].miss, 9);
    expect(await page.locator('#solve-candidates tbody tr').count()).toBe(Math.min(10, expected.candidates.length));
    // one click puts the best values into the ruleset editor and redraws
    const before = await page.evaluate(() => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws);
    await page.click('#solve-candidates button[data-apply="0"]');
    await page.waitForFunction((n) => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws > n, before, {
      timeout: 60_000,
    });
    for (const [key, value] of Object.entries(expected.candidates[0].values)) {
      expect(await page.inputValue(`[id="rule-${key}"]`), key).toBe(String(value));
    }
    // the sweep chart: success against the varied keys
    await page.fill('#solve-vary', 'modifiers.same=2..7');
    await page.click('#run-sweep');
    await page.waitForFunction(
      () => ((window as unknown as { hanteiWorkbench: { swept?: number } }).hanteiWorkbench.swept ?? 0) > 0,
      null,
      { timeout: 60_000 },
    );
    expect(await page.locator('#sweep-charts .chart[data-chart="table-sweep-modifiers_same"]').count()).toBe(1);
    // the playable difficulty table of the edited ruleset, as tune --across gives it
    await page.selectOption('#across-pick', 'worst');
    await page.click('#run-across');
    await page.waitForFunction(
      () => ((window as unknown as { hanteiWorkbench: { across?: number } }).hanteiWorkbench.across ?? 0) > 0,
      null,
      { timeout: 60_000 },
    );
    const modifiers: Record<string, number> = {};
    for (const [k, v] of Object.entries(expected.candidates[0].values)) modifiers[k.split('.')[1]] = Number(v);
    const table = tuneAcross({
      system: 'mtg',
      ruleset: { extends: 'v2', modifiers },
      params: { deck: [resolve('decks/mono-green.yaml'), resolve('decks/uw-control.txt')], boost: 'never' },
      targets: { easy: 0.8, normal: 0.5, hard: 0.2 },
      across: 'decks',
      pick: 'worst',
    });
    const shown = await page.$$eval('#across-table td[data-target="normal"]', (tds) => tds.map((td) => td.getAttribute('data-value')));
    expect(shown).toEqual(table.rows.map((r) => String(r.picks.normal?.value)));
    // a bad key is an error in the Solve panel's alert, not a crash
    await page.fill('#solve-vary', 'modifiers.sane=1..3');
    await page.click('#run-solve');
    await page.waitForFunction(() => document.querySelector('#solve-error')?.textContent?.includes('modifiers.sane'), null, {
      timeout: 30_000,
    });
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);

  it('the routes refuse what /api/analyse refuses', async () => {
    // the page's per-process token, as a script driving the workbench sends it
    const token = /name="hantei-token" content="([^"]+)"/.exec(await (await fetch(served.url)).text())?.[1] ?? '';
    const post = (body: unknown) =>
      fetch(new URL('/api/solve', served.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hantei-token': token },
        body: JSON.stringify(body),
      });
    const bad = await post({ analysis: 'table', rules: {}, params: { deck: ['/etc/passwd'] }, vary: 'modifiers.same=3..4', lang: 'en' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/no deck "\/etc\/passwd" in the workbench/);
    const unknown = await post({ analysis: 'nope', rules: {}, params: {}, vary: 'modifiers.same=3' });
    expect(unknown.status).toBe(400);
    const noVary = await post({ analysis: 'table', rules: {}, params: {}, vary: '' });
    expect(noVary.status).toBe(400);
  });
});
