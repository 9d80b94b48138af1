import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { haveChromium, keepScreenshot, sharedBrowser } from './chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHere } from '../run-here.js';

/*
 * A report as a designer opens it at 1280 and 390 px: the contents bar whole
 * at 1280, tables that scroll inside their box with the first column kept, a
 * target no difficulty reaches marked, a one-difficulty grid drawn as bars,
 * an opposed chart that names both sides, no scenario chart a narrow strip.
 */

const dir = mkdtempSync(join(tmpdir(), 'hantei-report-fit-'));
const deck = (f: string) => resolve('decks', f);
let browser: Browser;
let index = '';

describe.skipIf(!haveChromium)('a report fits its boxes (headless Chromium)', () => {
  beforeAll(async () => {
    const file = join(dir, 'fit.yaml');
    writeFileSync(
      file,
      `name: fit-with-a-long-study-name-for-the-contents-bar
analyses:
  - name: one-difficulty-for-every-deck
    system: mtg
    params: { deck: [${deck('mono-green.yaml')}, ${deck('selesnya.txt')}, ${deck('uw-control.txt')}, ${deck('eldrazi.yaml')}], difficulty: 4, boost: never }
  - name: dice-along-the-difficulty
    system: 2d6
    params: { ability: 0..5, difficulty: 2..9 }
  - name: opposed-green-against-blue
    system: mtg
    scenario: opposed
    trials: 2000
    params: { deck: ${deck('mono-green.yaml')}, check: green, vs: ${deck('uw-control.txt')}, vs-check: blue, difficulty: 2 }
  - name: session-of-three-checks
    system: 2d6
    scenario: session
    trials: 2000
    params: { checks: "3:0:8,2:1:7,4:0:10", courage: 1 }
`,
    );
    const r = await runHere(['report', file, '--out', join(dir, 'out'), '--quiet', '--threads', '0']);
    expect(r.code, r.stderr).toBe(0);
    index = join(dir, 'out', 'index.html');
    browser = await sharedBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('at 1280 px: the contents bar shows every link, bars for one difficulty, both sides named, full-width scenario charts', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(pathToFileURL(index).href);
    const nav = await page.evaluate(() => {
      const n = document.querySelector('nav')!;
      const box = n.getBoundingClientRect();
      return {
        over: n.scrollWidth - n.clientWidth,
        cut: [...n.querySelectorAll('a')].filter((a) => a.getBoundingClientRect().right > box.right + 1).length,
      };
    });
    expect(nav).toEqual({ over: 0, cut: 0 });
    const titles = await page.locator('h3').allTextContents();
    expect(titles.some((t) => /Success rate by Check at Difficulty 4/.test(t))).toBe(true);
    expect(titles.some((t) => /A = .*mono-green.*B = .*uw-control/.test(t))).toBe(true);
    // the summary drops "difficulty for 80%" where one difficulty leaves nothing to tune, and marks what no difficulty reaches
    const heads = await page.locator('table.headline').first().locator('th').allTextContents();
    expect(heads.some((h) => /for 80%/.test(h))).toBe(false);
    expect(await page.locator('table.headline td.off-target').count()).toBeGreaterThan(0);
    expect(await page.locator('text=no value in the grid comes within 10 points').count()).toBeGreaterThan(0);
    for (const id of ['session-of-three-checks-steps', 'session-of-three-checks-finalCourage']) {
      const vis = page.locator(`[data-chart="${id}"]`);
      expect(await vis.count()).toBe(1);
      await vis.scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      const w = await vis.evaluate((e) => (e.querySelector('svg, canvas') as Element | null)?.getBoundingClientRect().width ?? 0);
      expect(w).toBeGreaterThan(300);
    }
    await keepScreenshot(page, 'report-fit-1280.png');
    await page.close();
  });

  it('at 390 px: no table widens the page; each scrolls in its box with its first column kept', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(pathToFileURL(index).href);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const wrap = page
      .locator('.table-wrap')
      .filter({ has: page.locator('table.headline') })
      .nth(1);
    const sizes = await wrap.evaluate((w) => ({ scroll: w.scrollWidth, client: w.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const first = wrap.locator('tbody tr:first-child > :first-child');
    const before = await first.boundingBox();
    await wrap.evaluate((w) => (w.scrollLeft = w.scrollWidth));
    const after = await first.boundingBox();
    expect(Math.abs(after!.x - before!.x)).toBeLessThan(1);
    await wrap.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'report-fit-390.png');
    await page.close();
  });
});
