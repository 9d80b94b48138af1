import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, sharedBrowser } from './chromium.js';
import { englishIn } from '../ja-english.js';
import { serveCli, workbenchStudy } from '../serve/harness.js';

// isolation: sharedBrowser, chromium, serve/ — its browser connection closes in afterAll (the pages it opened close with it); its server stops there too

/*
 * The workbench in Japanese shows no English word of any catalogue: its
 * headings, labels, tables and values, and the server's error messages in
 * its role="alert" box. Names stay as they are (decks, cards, presets, the
 * study's own titles, "English" on the language button).
 */

type Served = Awaited<ReturnType<typeof serveCli>>;
let served: Served;
let browser: Browser;
const study = workbenchStudy();

const CARDS =
  readFileSync('decks/mono-green.yaml', 'utf8')
    .match(/name:\s*(.+)/g)
    ?.map((l) =>
      l
        .replace(/name:\s*/, '')
        .replace(/["']/g, '')
        .trim(),
    ) ?? [];
// the study's own names and titles (an analysis without a title is shown by its name twice: "dice — dice")
const NAMES = [
  'mono-green under v2',
  'workbench test study',
  'mono-green',
  'dice-session',
  'dice',
  'English',
  'hantei',
  'Forest',
  ...CARDS,
];

const state = (page: Page) => page.evaluate(() => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws);
/**
 * What a reader sees: the page's visible text (a ruleset key in <code> beside
 * its words is what a file says, not a word), the titles and placeholders of
 * form controls, and the words drawn in the charts. (Vega's own screen-reader
 * descriptions of axes, "X-axis titled … with 9 values", are not ours to word.)
 */
const visible = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('code, script, style, svg') || !parent.checkVisibility()) continue;
      texts.push(n.textContent ?? '');
    }
    for (const e of document.querySelectorAll('input, textarea, select, button'))
      texts.push(e.getAttribute('title') ?? '', e.getAttribute('placeholder') ?? '');
    for (const e of document.querySelectorAll('svg text')) texts.push(e.textContent ?? '');
    return texts.join('\n');
  });

describe.skipIf(!haveChromium)('the Japanese workbench', () => {
  beforeAll(async () => {
    served = await serveCli([study.file, '--threads', '1']);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (served) expect(await served.stop()).toBe(0);
  });

  it("shows no English word of the catalogues, and the server's errors in Japanese", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${served.url}?lang=ja`);
    await page.waitForFunction(
      () => (window as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true,
      null,
      { timeout: 60_000 },
    );
    await page.waitForFunction(
      () => document.querySelectorAll('#charts .chart[data-chart] svg, #charts .chart[data-chart] canvas').length > 0,
      null,
      { timeout: 60_000 },
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(englishIn(await visible(page), NAMES)).toEqual([]);

    // the 2d6 analysis, then a grid value that is no range: the server's message, in Japanese, in the alert box
    const before = await state(page);
    await page.selectOption('#analysis', 'dice');
    await page.waitForFunction((n) => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws > n, before);
    expect(englishIn(await visible(page), NAMES)).toEqual([]);
    await page.fill('input[data-param="ability"]', '0..x');
    await page.dispatchEvent('input[data-param="ability"]', 'change');
    const alert = page.locator('[role="alert"]');
    await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toMatch(/整数でも範囲でもありません/);
    expect(englishIn((await alert.textContent()) ?? '', NAMES)).toEqual([]);

    // a decklist line that is no card line: "N行目", in Japanese
    await page.fill('#deck-text', '4 Forest\n4xx Forrest\n');
    await page.fill('#deck-name', 'bad');
    await page.click('#add-deck');
    await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toMatch(/2行目: "4xx Forrest" を/);
    expect(englishIn((await alert.textContent()) ?? '', [...NAMES, 'Forrest'])).toEqual([]);

    // a list whose blank line is read as the sideboard: the deck summary says so, in Japanese
    await page.fill('#deck-text', '20 Forest\n25 Mountain\n\n3 Plains\n');
    await page.fill('#deck-name', 'blank');
    await page.click('#add-deck');
    const assumed = page.locator('#deck-summary ul.assumptions li');
    await expect
      .poll(() => assumed.textContent(), { timeout: 30_000 })
      .toMatch(/^空行の後のグループ\(3 枚\)を Arena と MTGO の書き出し方どおりサイドボードとして読みました。デッキは 45 枚です/);
    expect(
      englishIn((await page.locator('#deck-summary').textContent()) ?? '', [...NAMES, 'Arena', 'MTGO', 'Deck', 'Sideboard', 'blank']),
    ).toEqual([]);
    await page.close();
  });

  it('at 390 px with every panel opened (Solve, Sweep, the difficulty table, decks, card data) shows no English word', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${served.url}?lang=ja`);
    const ready = () => (window as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true;
    await page.waitForFunction(ready, null, { timeout: 60_000 });
    const counter = (name: string) =>
      page.waitForFunction((n) => ((window as unknown as { hanteiWorkbench: Record<string, number> }).hanteiWorkbench[n] ?? 0) > 0, name, {
        timeout: 60_000,
      });
    // Solve, then its sweep chart, then the whole table's difficulty table
    await page.fill('#solve-vary', 'modifiers.allied=1..3');
    await page.click('#run-solve');
    await counter('solved');
    await page.fill('#solve-vary', 'modifiers.same=2..5');
    await page.click('#run-sweep');
    await counter('swept');
    await page.click('#run-across');
    await counter('across');
    // every folded panel open: ruleset groups, card data, a deck's fixes
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    expect(englishIn(await visible(page), NAMES)).toEqual([]);
    // the difficulty table's headers are words, not keys or raw values
    const heads = await page.$$eval('#across-table th', (ths) => ths.map((th) => th.textContent ?? ''));
    expect(heads.length).toBeGreaterThan(0);
    expect(heads.join(' ')).not.toMatch(/\b(check|boost|never|on-fail|easy|normal|hard)\b/);
    await page.close();
  });
  it('after a click on 日本語 at 390 px, bad inputs (no deck, trials 0, known 100) are refused in Japanese, naming the fields as the page does', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${served.url}?lang=en`);
    const ready = () => (window as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true;
    await page.waitForFunction(ready, null, { timeout: 60_000 });
    await page.click('button[data-lang="ja"]');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await page.waitForFunction(ready, null, { timeout: 60_000 });
    const alert = page.locator('[role="alert"]');
    // what each refusal must say: the page's own label for the field, no CLI flag, no raw key, no English
    const refused = async (label: RegExp, key: RegExp) => {
      await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toMatch(label);
      const text = (await alert.textContent()) ?? '';
      expect(text).not.toMatch(/--[a-z]/);
      expect(text).not.toMatch(key);
      expect(englishIn(text, NAMES)).toEqual([]);
    };

    // every deck unticked: the grid has no deck
    await page.uncheck('span.checks[data-param="deck"] input[type="checkbox"]');
    await refused(/: デッキ が空です$/, /\bdeck\b/);
    await page.check('span.checks[data-param="deck"] input[type="checkbox"]');
    await expect.poll(() => alert.isHidden(), { timeout: 30_000 }).toBe(true);

    // a known count that is the whole library (60 cards)
    await page.fill('input[data-param="known"]', '100');
    await page.dispatchEvent('input[data-param="known"]', 'change');
    await refused(/既知のカード 100 はライブラリー全体です/, /\bknown\b|gm-exile/);
    await page.fill('input[data-param="known"]', '');
    await page.dispatchEvent('input[data-param="known"]', 'change');
    await expect.poll(() => alert.isHidden(), { timeout: 30_000 }).toBe(true);

    // a simulation of no trials
    await page.fill('#trials', '0');
    await page.click('#run-sim');
    await refused(/試行回数 は 1 から/, /\btrials\b/);

    // the whole page, every panel open, still shows no English word
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    expect(englishIn(await visible(page), NAMES)).toEqual([]);
    await page.close();
  });
});
