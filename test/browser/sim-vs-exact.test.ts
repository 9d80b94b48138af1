import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, sharedBrowser } from './chromium.js';
import { simulate } from '../../src/api/index.js';
import { type RunningServer, startServer } from '../../src/serve/server.js';
import { workbenchStudy } from '../serve/harness.js';

/*
 * The workbench's simulations section: a simulation of the edited check grid
 * shows, under its own heading, each cell's simulated rate beside the exact
 * one, largest differences first, and how many exact values fall inside the
 * simulation's 95% interval. The numbers must be the library's: the same
 * seed gives the same counts whatever the threads, so the page's table is
 * held to a `simulate()` of the same grid here.
 */

const study = workbenchStudy();
let server: RunningServer;
let browser: Browser;

const pct2 = (p: number) => `${(p * 100).toFixed(2)}%`;
const signed = (p: number) => `${p >= 0 ? '+' : '−'}${Math.abs(p * 100).toFixed(1)}%`;

describe.skipIf(!haveChromium)("the workbench's simulated-vs-exact table", () => {
  beforeAll(async () => {
    server = await startServer({ study: study.file, port: 0, threads: 2 });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows the library's simulated and exact rates, largest differences first, and the count within the interval", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}?lang=en`);
    await page.waitForFunction(
      () => (globalThis as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true,
      null,
      { timeout: 60_000 },
    );
    const trials = 20_000;
    await page.fill('#trials', String(trials));
    await page.click('#run-sim');
    await page.waitForFunction(() => document.getElementById('sim-status')?.dataset.state === 'done', null, { timeout: 120_000 });
    const table = page.locator('#sim-vs-exact');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);

    // the same grid, seed and trials through the library
    const a = server.workbench.analyses.find((x) => x.name === 'mtg')!;
    expect(a.params).toEqual({ deck: ['mono-green'], difficulty: '0..8', boost: ['never', 'on-fail'] });
    const lib = await simulate({
      system: 'mtg',
      ruleset: 'v2',
      params: { deck: [join(study.dir, 'mono-green.yaml')], difficulty: '0..8', boost: ['never', 'on-fail'] },
      trials,
      seed: a.seed,
      threads: 1,
    });
    const cells = lib.cells.filter((c) => c.exact !== undefined && c.success !== null);
    expect(cells.length).toBeGreaterThan(20);
    const inside = (c: (typeof cells)[number]) => c.ci !== null && c.exact! >= c.ci[0] - 1e-12 && c.exact! <= c.ci[1] + 1e-12;
    expect(await table.locator('p').textContent()).toBe(`${cells.filter(inside).length} / ${cells.length} within 95% CI`);

    const headers = await table.locator('thead th').allTextContents();
    const at = (h: string) => headers.indexOf(h);
    expect(headers.slice(-5)).toEqual(['simulated', '95% CI', 'exact', 'simulated − exact', 'within 95% CI']);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    // the 20 largest differences, largest first (a stable sort of the library's cells)
    const expected = [...cells].sort((x, y) => Math.abs(y.diff ?? 0) - Math.abs(x.diff ?? 0)).slice(0, 20);
    expect(rows.length).toBe(expected.length);
    for (const [i, c] of expected.entries()) {
      const row = rows[i];
      expect(row[at('simulated')]).toBe(pct2(c.success!));
      expect(row[at('95% CI')]).toBe(`${pct2(c.ci![0])}–${pct2(c.ci![1])}`);
      expect(row[at('exact')]).toBe(pct2(c.exact!));
      expect(row[at('simulated − exact')]).toBe(signed(c.diff!));
      expect(row[at('within 95% CI')]).toBe(inside(c) ? 'yes' : 'no');
    }
    // differences never grow down the table
    const diffs = rows.map((r) => Math.abs(parseFloat(r[at('simulated − exact')].replace('−', '-'))));
    expect(diffs).toEqual([...diffs].sort((x, y) => y - x));
    // in the simulations section, under its own heading, above the exact charts
    expect(await page.locator('#sim-results h2').textContent()).toBeTruthy();
    const [simTop, chartsTop] = await Promise.all([page.locator('#sim-results').boundingBox(), page.locator('#charts').boundingBox()]);
    expect(simTop!.y).toBeLessThan(chartsTop!.y);
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
