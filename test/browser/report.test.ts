import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseStudyResults, writeReport } from '../../src/report/build.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`browser test skipped: no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);

describe.skipIf(!haveChromium)('the HTML report in headless Chromium', () => {
  it('renders every chart, offline, without console errors or network requests', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-report-'));
    const results = parseStudyResults(readFileSync('test/golden/results.json', 'utf8'), 'results.json');
    const written = await writeReport(dir, results, 'ja');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      const requests: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('request', (r) => {
        if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) requests.push(r.url());
      });
      await page.goto(pathToFileURL(written.index).href);
      const charts = await page.locator('.vis').count();
      expect(charts).toBe(written.charts.length);
      await page.waitForFunction((n) => document.querySelectorAll('.vis[data-rendered="true"]').length === n, charts, { timeout: 30_000 });
      // every chart drew an SVG (vega-embed replaced the static fallback)
      const svgs = await page.locator('.vis[data-rendered="true"] svg').count();
      expect(svgs).toBeGreaterThanOrEqual(charts);
      // tooltips: hovering a mark shows vega-tooltip's box
      const mark = page.locator('.vis').first().locator('g.mark-rect path').first();
      await mark.scrollIntoViewIfNeeded();
      const box = (await mark.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2 + 1);
      await expect.poll(async () => page.locator('#vg-tooltip-element.visible').count(), { timeout: 5000 }).toBe(1);
      await page.screenshot({ path: join(dir, 'report.png'), fullPage: false });
      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('shows the static SVGs when scripts are off', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-report-'));
    const results = parseStudyResults(readFileSync('test/golden/results.json', 'utf8'), 'results.json');
    const written = await writeReport(dir, results, 'en');
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(pathToFileURL(written.index).href);
      expect(await page.locator('.vis svg').count()).toBe(written.charts.length);
    } finally {
      await browser.close();
    }
  });
});
