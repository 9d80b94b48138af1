import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCli, workbenchStudy } from '../serve/harness.js';
import { REAL_CARDS, haveRealCards, realCardsSkip } from '../real-cards.js';
import { haveChromium, sharedBrowser } from './chromium.js';

// isolation: sharedBrowser, chromium, serve/, process.env.HANTEI_CARDS, delete process.env — its browser connection closes in afterAll (the pages it opened close with it); its server stops and HANTEI_CARDS is put back there too

/*
 * A new user's path in the page: a 60-card list of well-known cards pasted on
 * a fresh install (the 58-card sample) says how many names are unknown and
 * links to the card-data panel; its button runs the update on the server
 * (here from the shared MTGJSON snapshot, as `hantei serve --cards-from`),
 * and the list resolves and joins the grid without being pasted again.
 */
const BURN = [
  'Deck',
  '20 Mountain',
  '4 Lightning Bolt',
  '4 Monastery Swiftspear',
  '4 Goblin Guide',
  '4 Eidolon of the Great Revel',
  '4 Lava Spike',
  '4 Rift Bolt',
  '4 Skewer the Critics',
  '4 Searing Blaze',
  '4 Light Up the Stage',
  '4 Boros Charm',
  '',
  'Sideboard',
  '2 Smash to Smithereens',
  '2 Path to Exile',
  '',
].join('\n');
let served: Awaited<ReturnType<typeof serveCli>>;
let browser: Browser;
// what the run had: a fresh install is this file's own, and the next file sees the run's again
const cardsBefore = process.env.HANTEI_CARDS;

if (!haveRealCards) console.warn(realCardsSkip);

describe.skipIf(!haveChromium || !haveRealCards)('card data one click away in the workbench', () => {
  beforeAll(async () => {
    // a fresh install: no imported index yet
    process.env.HANTEI_CARDS = join(mkdtempSync(join(tmpdir(), 'hantei-page-cards-')), 'cards.json');
    served = await serveCli([workbenchStudy().file, '--threads', '1', '--cards-from', REAL_CARDS]);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (served) expect(await served.stop()).toBe(0);
    if (cardsBefore === undefined) delete process.env.HANTEI_CARDS;
    else process.env.HANTEI_CARDS = cardsBefore;
  });

  it('a pasted 60-card list: unknown names linked to the update, then the deck resolves and joins the grid', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(served.url);
    await page.waitForFunction(
      () => (window as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true,
      null,
      {
        timeout: 60_000,
      },
    );
    await page.fill('#deck-text', BURN);
    await page.fill('#deck-name', 'burn');
    await page.click('#add-deck');
    const said = page.locator('#deck-summary .unknown-said');
    await expect
      .poll(() => said.textContent(), { timeout: 30_000 })
      .toMatch(
        /^10 unknown card names: 20 of 60 cards known; the installed card data is the 58-card sample bundled with hantei — get every card once: hantei cards update/,
      );
    // the link opens the card-data panel at its button
    await said.locator('a.card-data-link').click();
    expect(await page.locator('#card-data').getAttribute('open')).not.toBeNull();
    await page.click('#card-update');
    const t0 = Date.now();
    await page.waitForFunction(
      () => ['done', 'failed', 'cancelled'].includes(document.getElementById('card-update-status')?.dataset.state ?? ''),
      null,
      { timeout: 180_000 },
    );
    console.log(`card update in the page: ${Date.now() - t0} ms; ${await page.locator('#card-update-status').textContent()}`);
    await page.waitForFunction(() => document.getElementById('card-update-status')?.dataset.state === 'done', null, { timeout: 120_000 });
    // added again by the page: 60 cards, no unknown library name, the sideboard names known too
    const deck = page.locator('#deck-summary [data-deck="burn"]');
    await expect.poll(() => page.locator('#deck-summary .unresolved').count(), { timeout: 60_000 }).toBe(0);
    expect(await deck.locator('p').first().textContent()).toMatch(/^burn — 60 cards, sideboard 4/);
    // its curve and check colours as a small chart
    expect(await deck.locator('svg.deck-chart rect.deck-chart-mv').count()).toBe(4);
    // joined the grid: a chart of the analysis names it (charts draw as they scroll into view)
    const named = async () => {
      for (const c of await page.locator('.chart[data-chart]').all()) {
        await c.scrollIntoViewIfNeeded();
        if (/burn/.test((await c.textContent()) ?? '')) return true;
      }
      return false;
    };
    await expect.poll(named, { timeout: 60_000, interval: 1000 }).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);
});
