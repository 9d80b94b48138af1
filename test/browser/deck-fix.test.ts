import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, sharedBrowser } from './chromium.js';
import { serveCli, workbenchStudy } from '../serve/harness.js';

// isolation: sharedBrowser, chromium, serve/ — its browser connection closes in afterAll (the pages it opened close with it); its server stops there too

/* An unknown name fixed in the page: by a suggestion in one click, or by giving the card's mana value and colours. */
let served: Awaited<ReturnType<typeof serveCli>>;
let browser: Browser;
const study = workbenchStudy();

describe.skipIf(!haveChromium)('fixing unknown names in the workbench', () => {
  beforeAll(async () => {
    served = await serveCli([study.file, '--threads', '1']);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (served) expect(await served.stop()).toBe(0);
  });

  it('a suggestion replaces the name in one click; a form gives a card no data knows; the card data in use is shown', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(served.url);
    await page.waitForFunction(
      () => (window as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true,
      null,
      { timeout: 60_000 },
    );
    // the bundled data: the complete snapshot where a build placed one, else the hand-checked sample
    expect(await page.locator('#card-data summary').textContent()).toMatch(/Card data: bundled [\d,]+ cards/);
    await page.fill('#deck-text', '20 Forest\n4 Grizzly Baers\n4 My Homebrew Goblin\n');
    await page.fill('#deck-name', 'fixme');
    await page.click('#add-deck');
    const items = page.locator('#deck-summary .unresolved li');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(2); // the first name resolved loads the card data
    expect(await items.first().textContent()).toMatch(/line 2: 4 Grizzly Baers — did you mean .*Grizzly Bears/);
    await page.click('#deck-summary .unresolved li >> nth=0 >> button.fix-suggestion[data-name="Grizzly Bears"]');
    await expect.poll(() => page.inputValue('#deck-text'), { timeout: 30_000 }).toMatch(/^4 Grizzly Bears$/m);
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(1);
    // the homebrew card: mana value 1, red
    const li = items.first();
    await li.locator('summary').click();
    await li.locator('input.fix-mana-value').fill('1');
    await li.locator('input.fix-colour[value="R"]').check();
    await li.locator('button.fix-apply').click();
    await expect.poll(() => page.locator('#deck-summary .unresolved').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.inputValue('#deck-text')).toMatch(/name: My Homebrew Goblin, mana_value: 1, colors: \[ R \]/);
    expect(await page.locator('#deck-summary .deck').textContent()).toMatch(/28 cards/);
    expect(problems).toEqual([]);
    await page.close();
  });
});
