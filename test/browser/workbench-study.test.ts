import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, keepScreenshot, sharedBrowser } from './chromium.js';
import { catalogueWords } from '../../src/report/i18n.js';
import { keyLabels, valueLabels } from '../../src/core/labels.js';
import { pageWords } from '../../src/serve/page/i18n.js';
import { SYSTEMS } from '../../src/systems/index.js';
import { serveCli } from '../serve/harness.js';

// isolation: sharedBrowser, chromium, serve/ — its browser connection closes in afterAll (the pages it opened close with it); its server stops there too

/*
 * The workbench on the bundled study (reports/balance.yaml), as a designer
 * uses it: fits at 1280 and 390 px in en and ja (no sideways page scroll,
 * every chart inside its box, legends drawn), switching analyses keeps each
 * one's edits and never leaks one into another, edits survive a reload, and
 * the ja page shows no English word of the catalogue. Screenshots, with
 * HANTEI_SCREENSHOTS=1, go to test-artifacts/ (browser/chromium.ts).
 */

type Served = Awaited<ReturnType<typeof serveCli>>;
let served: Served;
let browser: Browser;

interface Probe {
  hanteiWorkbench?: {
    ready: boolean;
    busy: number;
    redraws: number;
    drawAll: () => Promise<void>;
    lastResponse?: { doc: { system: string; cells: Array<{ params: Record<string, unknown> }> } };
  };
}

type Opened = { page: Page; problems: string[] };

/** A page on the study with nothing edited: a new page is a new browser context, whose storage starts empty. */
async function open(width: number, lang: 'en' | 'ja'): Promise<Opened> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${served.url}?lang=${lang}`);
  await settled(page);
  return { page, problems };
}

// every page costs Chromium a renderer and its charts drawn: a test that starts from the page another test looked at
// before editing anything shares it (opened by whichever runs first, so each still runs alone; closed at the end)
const shared = new Map<string, Promise<Opened>>();
function pageFor(width: number, lang: 'en' | 'ja'): Promise<Opened> {
  const key = `${lang}-${width}`;
  if (!shared.has(key)) shared.set(key, open(width, lang));
  return shared.get(key)!;
}

/** The page answered its last edit and has nothing in flight. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = (globalThis as unknown as Probe).hanteiWorkbench;
      return w?.ready === true && w.busy === 0 && !document.querySelector('#results.updating');
    },
    null,
    { timeout: 60_000 },
  );
}

const systemShown = (page: Page) => page.evaluate(() => (globalThis as unknown as Probe).hanteiWorkbench!.lastResponse!.doc.system);

describe.skipIf(!haveChromium)('the workbench on the bundled study', () => {
  beforeAll(async () => {
    served = await serveCli(['reports/balance.yaml', '--threads', '1']);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    for (const opened of shared.values()) await (await opened.catch(() => undefined))?.page.close();
    await browser?.close();
    if (served) expect(await served.stop()).toBe(0);
  });

  for (const lang of ['en', 'ja'] as const) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width} px: no sideways page scroll, every chart inside its box, legends drawn`, async () => {
        const { page, problems } = await pageFor(width, lang);
        await page.evaluate(() => (globalThis as unknown as Probe).hanteiWorkbench!.drawAll());
        await expect
          .poll(() => page.locator('#charts .chart svg').count(), { timeout: 30_000 })
          .toBe(await page.locator('#charts .chart').count());
        const m = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
          charts: [...document.querySelectorAll<HTMLElement>('.chart[data-chart]')].map((c) => {
            const box = c.parentElement!.getBoundingClientRect();
            const svg = c.querySelector('svg')?.getBoundingClientRect();
            return {
              id: c.dataset.chart!,
              box: box.right,
              left: box.left,
              right: svg?.right ?? 0,
              sLeft: svg?.left ?? 0,
              legends: c.querySelectorAll('.role-legend').length,
            };
          }),
        }));
        expect(m.page, 'the page scrolls sideways').toBeLessThanOrEqual(m.viewport);
        expect(m.charts.length).toBeGreaterThanOrEqual(6);
        for (const c of m.charts) {
          expect(c.right, `${c.id} overflows its box`).toBeLessThanOrEqual(c.box + 1);
          expect(c.sLeft, `${c.id} starts left of its box`).toBeGreaterThanOrEqual(c.left - 1);
        }
        // multi-series and colour charts keep their legends
        for (const c of m.charts.filter((x) => /heatmap|curves|diff|vs/.test(x.id)))
          expect(c.legends, `${c.id} has no legend`).toBeGreaterThan(0);
        await keepScreenshot(page, `workbench-study-${width}-${lang}.png`, true);
        expect(problems).toEqual([]);
      });
    }
  }

  it("switching analyses keeps each one's grid and ruleset edits; nothing leaks; a reload keeps them", async () => {
    const { page, problems } = await pageFor(1280, 'en');
    // the case: 2d6 ability 0..6, then drawsteel, mtg-v2, d6chain and back
    await page.selectOption('#analysis', '2d6');
    await settled(page);
    await page.fill('[data-param="ability"]', '0..6');
    await page.fill('[data-param="difficulty"]', '6..12');
    await page.selectOption('#analysis', 'drawsteel');
    await settled(page);
    expect(await systemShown(page)).toBe('drawsteel');
    expect(await page.locator('#error').isHidden()).toBe(true);
    expect(await page.locator('#charts .chart').count()).toBeGreaterThan(0);
    await page.selectOption('#analysis', 'mtg-v2');
    await settled(page);
    await page.fill('#rule-modifiers\\.same', '4');
    await settled(page);
    await page.selectOption('#analysis', 'd6chain');
    await settled(page);
    expect(await page.locator('#error').isHidden()).toBe(true);
    // back to 2d6: its grid as left, and the charts of that grid (ability 0..6, difficulty 6..12)
    await page.selectOption('#analysis', '2d6');
    await settled(page);
    expect(await page.inputValue('[data-param="ability"]')).toBe('0..6');
    expect(await page.inputValue('[data-param="difficulty"]')).toBe('6..12');
    const cells = await page.evaluate(() => (globalThis as unknown as Probe).hanteiWorkbench!.lastResponse!.doc.cells.map((c) => c.params));
    expect(new Set(cells.map((c) => c.ability))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(new Set(cells.map((c) => c.difficulty))).toEqual(new Set([6, 7, 8, 9, 10, 11, 12]));
    // mtg-v2 keeps its ruleset edit and says it is unsaved
    await page.selectOption('#analysis', 'mtg-v2');
    await settled(page);
    expect(await page.inputValue('#rule-modifiers\\.same')).toBe('4');
    expect(await page.locator('#dirty').textContent()).toMatch(/unsaved/);
    // a reload restores every analysis's edits and says so
    await page.reload();
    await settled(page);
    expect(await page.inputValue('#analysis')).toBe('mtg-v2');
    expect(await page.inputValue('#rule-modifiers\\.same')).toBe('4');
    expect(await page.locator('#restored').textContent()).toMatch(/2d6.*mtg-v2|mtg-v2.*2d6/);
    // discarding asks first: declined, nothing changes; accepted, back to the study's value
    page.removeAllListeners('dialog');
    page.once('dialog', (d) => void d.dismiss());
    await page.click('#discard');
    expect(await page.inputValue('#rule-modifiers\\.same')).toBe('4');
    page.once('dialog', (d) => void d.accept());
    await page.click('#discard');
    await settled(page);
    expect(await page.inputValue('#rule-modifiers\\.same')).toBe('5');
    expect(await page.locator('#dirty').textContent()).toBe('');
    expect(problems).toEqual([]);
  });

  it('ja: the page shows no English word of the catalogue; ruleset keys have Japanese labels', async () => {
    const { page, problems } = await pageFor(1280, 'ja');
    expect(await page.locator('label[for="rule-modifiers.same"]').textContent()).toMatch(/同色修正/);
    expect(await page.locator('label[for="rule-modifiers.allied"]').textContent()).toMatch(/友好色修正/);
    expect(await page.locator('[data-param="boost"]').textContent()).toMatch(/失敗時/);
    await page.fill('#rule-modifiers\\.same', '4');
    await settled(page);
    await page.evaluate(() => (globalThis as unknown as Probe).hanteiWorkbench!.drawAll());
    // the words a user reads: text and chart labels, without the study's own titles, deck names, ids and keys shown beside their words,
    // and text the page marks as English data (card data sources, commands)
    const text = await page.evaluate(() => {
      const out: string[] = [];
      const walk = (n: Node) => {
        if (n.nodeType === Node.TEXT_NODE) out.push(n.textContent ?? '');
        const e = n as HTMLElement;
        if (e.matches?.('code.key, [lang="en"], option, .study, select#analysis, figcaption, script, style, [data-param="deck"], .deck'))
          return;
        n.childNodes.forEach(walk);
      };
      walk(document.querySelector('#app')!);
      return out.join('\n');
    });
    const english = [
      ...catalogueWords(),
      ...pageWords(),
      ...Object.values(keyLabels()),
      ...Object.values(valueLabels()).flatMap((v) => Object.values(v)),
      ...SYSTEMS.flatMap((s) => [...s.params.map((p) => p.label), ...Object.values(s.rulesetLabels ?? {})]),
    ]
      .filter((w) => w.en !== w.ja)
      .flatMap((w) => w.en.split(/%\w|[^A-Za-z' -]+/).map((x) => x.trim()))
      .filter((x) => x.length >= 4);
    const cleaned = text.replace(/mono-green|selesnya|eldrazi|uw-control|hantei|v2 \(edited\)|YAML/g, ' ');
    const found = [...new Set(english)].filter((p) => new RegExp(`(^|[^A-Za-z-])${p}($|[^A-Za-z-])`, 'i').test(cleaned));
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
