import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, keepScreenshot, sharedBrowser } from './chromium.js';
import { type WrittenReport, writeReport } from '../../src/report/build.js';
import { catalogueKeys } from '../../src/core/labels.js';
import { fixtureStudy } from '../report/fixtures.js';

// isolation: sharedBrowser, chromium — its browser connection closes in afterAll (the pages it opened close with it)

/** The last run's load timings, kept for people to look at (git-ignored; screenshots too with HANTEI_SCREENSHOTS=1). */
const ARTIFACTS = 'test-artifacts';

const expectations = [
  { ok: true, text: 'mtg-v2 {deck=mono-green, check=green, difficulty=2}: success expected ≥ 0.85, measured 88.70% (exact)' },
  { ok: false, text: 'ds {characteristic=2, difficulty=hard}: success expected ≥ 0.5, measured 36.00% (exact)' },
];

interface Opened {
  page: Page;
  problems: string[];
  requests: string[];
  /** performance.now() right after the page loaded: the time until its first screen is drawn */
  loadMs: number;
}

async function open(browser: Browser, report: WrittenReport, width: number): Promise<Opened> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) requests.push(r.url());
  });
  await page.goto(pathToFileURL(report.index).href);
  const loadMs = await page.evaluate(() => performance.now());
  return { page, problems, requests, loadMs };
}

async function drawAll(page: Page, n: number): Promise<void> {
  await page.evaluate(() => (window as unknown as { hanteiDrawAll(): void }).hanteiDrawAll());
  await page.waitForFunction((k) => document.querySelectorAll('.vis[data-rendered="true"]').length === k, n, { timeout: 60_000 });
}

describe.skipIf(!haveChromium)('the HTML report in headless Chromium', () => {
  let browser: Browser;
  const reports: Partial<Record<'en' | 'ja', WrittenReport>> = {};
  // each renderer costs Chromium a start and every chart drawn: tests that look at the same page share it (opened by
  // whichever runs first, so each still runs alone); a test that needs a page nothing has drawn yet opens its own
  const shared = new Map<string, Promise<Opened>>();
  const pageFor = (lang: 'en' | 'ja', width: number): Promise<Opened> => {
    const key = `${lang}-${width}`;
    if (!shared.has(key)) shared.set(key, open(browser, reports[lang]!, width));
    return shared.get(key)!;
  };
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const lang of ['en', 'ja'] as const)
      reports[lang] = await writeReport(mkdtempSync(join(tmpdir(), `hantei-report-${lang}-`)), fixtureStudy(), lang, expectations);
    browser = await sharedBrowser();
  }, 120_000);
  afterAll(async () => {
    for (const opened of shared.values()) await (await opened.catch(() => undefined))?.page.close();
    await browser?.close();
  });

  it('draws charts as they near the viewport, every one offline, without console errors; tooltips work', async () => {
    const report = reports.en!;
    // its own page: the charts must not be drawn yet
    const { page, problems, requests } = await open(browser, report, 1280);
    try {
      const charts = await page.locator('.vis').count();
      expect(charts).toBe(report.charts.length);
      // lazy: the summary fills the first screens, so the charts far below wait
      await page.waitForTimeout(300);
      expect(await page.locator('.vis[data-rendered]').count()).toBeLessThan(charts);
      await drawAll(page, charts);
      expect(await page.locator('.vis[data-rendered="true"] svg').count()).toBeGreaterThanOrEqual(charts);
      const mark = page.locator('.vis[data-chart^="mtg-v2-heatmap"] g.mark-rect path').first();
      await mark.scrollIntoViewIfNeeded();
      const box = (await mark.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2 + 1);
      await expect.poll(async () => page.locator('#vg-tooltip-element.visible').count(), { timeout: 5000 }).toBe(1);
      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  for (const lang of ['en', 'ja'] as const) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width} px: nothing overflows the viewport, charts are not shrunk below 90% at 1280 px`, async () => {
        const report = reports[lang]!;
        const { page, problems } = await pageFor(lang, width);
        await drawAll(page, report.charts.length);
        const layout = await page.evaluate(() => {
          const vw = document.documentElement.clientWidth;
          const charts = [...document.querySelectorAll<SVGSVGElement>('.vis svg.marks')].map((svg) => {
            const r = svg.getBoundingClientRect();
            return {
              id: svg.closest('.vis')!.getAttribute('data-chart'),
              right: r.right,
              scale: r.width / Number(svg.getAttribute('width')),
            };
          });
          // elements whose box leaves the viewport, other than ones inside a scrolling box
          const outside = [...document.body.querySelectorAll('*')]
            .filter((el) => !el.closest('.table-wrap, nav, .vis'))
            .filter((el) => el.getBoundingClientRect().right > vw + 1)
            .map((el) => `${el.tagName}.${el.className}`);
          return { vw, scrollWidth: document.documentElement.scrollWidth, charts, outside };
        });
        expect(layout.scrollWidth).toBeLessThanOrEqual(layout.vw);
        expect(layout.outside).toEqual([]);
        expect(layout.charts.length).toBe(report.charts.length);
        for (const c of layout.charts) expect(c.right, c.id ?? '').toBeLessThanOrEqual(layout.vw + 1);
        if (width === 1280)
          for (const c of layout.charts) expect(c.scale, `${c.id} scaled to ${(c.scale * 100).toFixed(0)}%`).toBeGreaterThanOrEqual(0.9);
        await keepScreenshot(page, `report-${lang}-${width}.png`);
        await keepScreenshot(page.locator('#summary'), `report-${lang}-${width}-summary.png`);
        await page.locator('.vis[data-chart="mtg-v2-curves-never"]').scrollIntoViewIfNeeded();
        await keepScreenshot(page, `report-${lang}-${width}-curves.png`);
        expect(problems).toEqual([]);
      }, 120_000);
    }
  }

  it("ja: the drawn charts and the tables show words, not the catalogue's keys", async () => {
    const { page } = await pageFor('ja', 1280);
    await drawAll(page, reports.ja!.charts.length);
    const texts = await page.evaluate(() =>
      [...document.querySelectorAll('.vis svg text, #summary td, #summary th, .analysis .table-wrap td, .analysis .table-wrap th, .fixed')]
        .filter((el) => !el.closest('details.expect'))
        .map((el) => el.textContent ?? ''),
    );
    expect(texts.length).toBeGreaterThan(100);
    const keys = new Set(catalogueKeys());
    // whole tokens only: a deck called "mono-green" is a name, not the key "green"
    const raw = texts.flatMap((s) => s.split(/[^A-Za-z-]+/)).filter((w) => keys.has(w));
    expect([...new Set(raw)]).toEqual([]);
  }, 120_000);

  it('measures the page: size and time until the first screen is drawn (recorded, not asserted)', async () => {
    // taken right after the page loaded, whichever test opened it
    const { loadMs: ms } = await pageFor('en', 1280);
    writeFileSync(
      join(ARTIFACTS, 'report-load.json'),
      JSON.stringify({ fixture: 'test/golden', interactiveMs: Math.round(ms) }, null, 2) + '\n',
    );
  }, 60_000);

  it('without scripts: each chart is its static SVG from charts/', async () => {
    const report = reports.en!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(pathToFileURL(report.index).href);
      const imgs = page.locator('.vis img');
      expect(await imgs.count()).toBe(report.charts.length);
      await imgs.first().scrollIntoViewIfNeeded();
      await expect
        .poll(async () => imgs.first().evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 5000 })
        .toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
