import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { haveChromium, sharedBrowser } from './chromium.js';
import { exact } from '../../src/api/index.js';
import { studyResults, writeReport } from '../../src/report/build.js';

// isolation: sharedBrowser, chromium — its page and browser connection close in the test's finally

/*
 * A report whose study title, analysis names and ruleset name are HTML and
 * script, opened in a real browser: nothing of them runs or becomes an
 * element, every chart still draws, and every chart file stays in charts/.
 */
describe.skipIf(!haveChromium)('a report of hostile names in headless Chromium', () => {
  it('runs none of them and draws every chart', async () => {
    const evil = '<img src=x onerror="window.pwned=1">';
    const doc = await exact({ system: '2d6', params: { ability: '0..2', difficulty: '6..8' } });
    const other = { ...doc, ruleset: `</script><script>window.pwned=2</script>${evil}` };
    const dir = join(mkdtempSync(join(tmpdir(), 'hantei-hostile-')), 'rep');
    const results = studyResults(
      { name: 'hostile', title: `${evil}\u001b]0;t\u0007`, lang: 'en' },
      [
        { name: `../../${evil}`, title: evil, doc },
        { name: `${evil}-b`, title: `"'><svg onload=window.pwned=3>`, doc: other },
      ],
      0,
    );
    const report = await writeReport(dir, results, 'en');
    for (const f of readdirSync(join(dir, 'charts'))) expect(f).toMatch(/^[\p{L}\p{N}_.-]+$/u);
    const browser = await sharedBrowser();
    const page = await browser.newPage();
    try {
      const dialogs: string[] = [];
      page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
      await page.goto(pathToFileURL(report.index).href);
      await page.evaluate(() => (window as unknown as { hanteiDrawAll(): void }).hanteiDrawAll());
      const n = report.charts.length;
      await page.waitForFunction((k) => document.querySelectorAll('.vis[data-rendered="true"]').length === k, n, { timeout: 60_000 });
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      expect(await page.evaluate(() => document.querySelectorAll('img[src="x"], svg[onload]').length)).toBe(0);
      expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(4);
      expect(await page.title()).toContain('<img src=x');
      expect(dialogs).toEqual([]);
    } finally {
      await page.close();
      await browser.close();
    }
  }, 120_000);
});
