import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, sharedBrowser } from './chromium.js';
import { serveCli } from '../serve/harness.js';

// isolation: sharedBrowser, chromium, serve/, fixtures/rules/ — its browser connection closes in afterAll (the pages it opened close with it); its server stops there too; the rule file is only copied, never loaded here

/*
 * The workbench in Chromium on a study whose system is a rule file (4d6 keep
 * the highest 3): the ruleset form shows the file's numbers as fields, and
 * editing one (five dice instead of four) redraws the charts with other odds.
 */

interface Probe {
  hanteiWorkbench?: {
    ready: boolean;
    busy: number;
    redraws: number;
    lastResponse?: { doc: { system: string; cells: Array<{ params: Record<string, unknown>; success: number | null }> } };
  };
}

type Served = Awaited<ReturnType<typeof serveCli>>;
let served: Served;
let browser: Browser;
const dir = mkdtempSync(join(tmpdir(), 'hantei-page-rule-'));
copyFileSync('test/fixtures/rules/idioms/4d6kh3.yaml', join(dir, 'stats.yaml'));
writeFileSync(
  join(dir, 'study.yaml'),
  ['name: rules', 'analyses:', '  - name: stats', '    system: ./stats.yaml', '    params: { difficulty: 8..14 }', ''].join('\n'),
);

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

const shown = (page: Page) =>
  page.evaluate(() => {
    const w = (globalThis as unknown as Probe).hanteiWorkbench!;
    return { redraws: w.redraws, system: w.lastResponse!.doc.system, success: w.lastResponse!.doc.cells.map((c) => c.success) };
  });

/** What the charts draw: the text of every chart's marks (numbers on axes and tooltips' data). */
const chartText = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('#charts .chart svg')].map((s) => s.outerHTML).join(''));

describe.skipIf(!haveChromium)('the workbench on a rule file', () => {
  beforeAll(async () => {
    served = await serveCli([join(dir, 'study.yaml'), '--threads', '1']);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (served) expect(await served.stop()).toBe(0);
  });

  it("shows the rule's numbers as fields; five dice instead of four redraws the charts with higher odds", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    // a new page is a new browser context: its storage starts empty, so the page shows the study unedited
    await page.goto(`${served.url}?lang=en`);
    await settled(page);
    await expect.poll(() => page.locator('#charts .chart svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = await shown(page);
    expect(before.system).toBe('stats.yaml');
    // the file's numbers are the ruleset form's fields
    const count = page.locator('#rule-dice\\.count');
    expect(await count.inputValue()).toBe('4');
    expect(await page.locator('#rule-dice\\.keep\\.highest').inputValue()).toBe('3');
    expect(await page.locator('#rule-dice\\.faces').inputValue()).toBe('6');
    const chartsBefore = await chartText(page);
    await count.fill('5');
    await page.waitForFunction((n) => (globalThis as unknown as Probe).hanteiWorkbench!.redraws > n, before.redraws, { timeout: 60_000 });
    await settled(page);
    const after = await shown(page);
    expect(after.success.length).toBe(before.success.length);
    // keeping the best 3 of 5 dice beats the best 3 of 4 at every difficulty the rule can miss
    after.success.forEach((p, i) => expect(p!).toBeGreaterThanOrEqual(before.success[i]!));
    expect(after.success.some((p, i) => p! > before.success[i]!)).toBe(true);
    await expect.poll(() => chartText(page), { timeout: 30_000 }).not.toBe(chartsBefore);
    expect(await page.locator('#error').isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
