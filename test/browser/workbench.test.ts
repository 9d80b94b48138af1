import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'd3-format';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, keepScreenshot, sharedBrowser } from './chromium.js';
import { exact } from '../../src/api/index.js';
import { serveCli, workbenchStudy } from '../serve/harness.js';

// isolation: sharedBrowser, chromium, serve/ — its browser connection closes in afterAll (the pages it opened close with it); its server stops there too

const ARTIFACTS = 'artifacts';

type Served = Awaited<ReturnType<typeof serveCli>>;
let served: Served;
let browser: Browser;
const study = workbenchStudy();

async function open(width: number): Promise<{ page: Page; problems: string[]; offsite: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  const offsite: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(served.url) && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) offsite.push(r.url());
  });
  await page.goto(served.url);
  await page.waitForFunction(() => (window as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true, null, {
    timeout: 60_000,
  });
  return { page, problems, offsite };
}

const redraws = (page: Page) =>
  page.evaluate(() => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws);

describe.skipIf(!haveChromium)('the workbench in headless Chromium', () => {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    served = await serveCli([study.file, '--write', '--threads', '2']);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (served) expect(await served.stop()).toBe(0);
  });

  it("an edit of the v2 same-colour modifier redraws the green heatmap cell with the library's value", async () => {
    const { page, problems, offsite } = await open(1280);
    // the value the library computes for v2 with same: 4, and for the preset, at every difficulty
    const params = { deck: [join(study.dir, 'mono-green.yaml')], check: 'green', difficulty: '0..8', boost: 'never' } as const;
    const edited = await exact({ system: 'mtg', ruleset: { extends: 'v2', modifiers: { same: 4 } }, params });
    const preset = await exact({ system: 'mtg', ruleset: 'v2', params });
    const shown = format('.0%'); // as the cell prints it
    // a difficulty where the two differ as printed, so the assertion can tell them apart
    const i = edited.cells.findIndex((c, k) => shown(c.success!) !== shown(preset.cells[k].success!));
    expect(i).toBeGreaterThanOrEqual(0);
    const d = edited.cells[i].params.difficulty;
    const cell = page.locator(
      `[data-chart="mtg-heatmap"] g.mark-rect path[aria-label*="Difficulty: ${d}; "][aria-label*="Check: green;"][aria-label*="Boost: never"]`,
    );
    await expect.poll(() => cell.getAttribute('aria-label')).toContain(`P(success): ${shown(preset.cells[i].success!)}`);
    const before = await redraws(page);
    await page.fill('#rule-modifiers\\.same', '4');
    await page.waitForFunction((n) => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws > n, before);
    expect(await cell.getAttribute('aria-label')).toContain(`P(success): ${shown(edited.cells[i].success!)}`);
    // the comparison with the preset lists the changed cells, and the colour balance names both
    await expect.poll(() => page.locator('#compare tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('#balance').textContent()).toMatch(/v2 \(edited\)/);
    // a bad value is refused with the validator's message and the charts stay
    await page.fill('#rule-boost\\.size', '61');
    await expect.poll(() => page.locator('#error').textContent()).toMatch(/boost\.size/);
    await page.fill('#rule-boost\\.size', '6');
    await expect.poll(() => page.locator('#error').isHidden()).toBe(true);
    // the difficulty table follows the targets
    await page.fill('[data-target="easy"]', '90');
    await expect.poll(() => page.locator('#tune thead').textContent()).toMatch(/easy \(90%\)/);
    await keepScreenshot(page, 'workbench-1280.png', true);
    // another system's ruleset gets its editor from the same generic walk: 2d6 fumble rule → none
    const dice = await redraws(page);
    await page.selectOption('#analysis', 'dice');
    await page.waitForFunction((n) => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws > n, dice);
    // the menu's values are the ruleset's words as a file writes them; its labels say them in words
    const fumble = page.locator('#rule-fumble option');
    expect(await fumble.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'two-or-more-ones',
      'all-ones',
      'none',
    ]);
    expect(await fumble.allTextContents()).toEqual(['two or more ones', 'all ones', 'none']);
    const beforeFumble = await redraws(page);
    await page.selectOption('#rule-fumble', 'none');
    await page.waitForFunction(
      (n) => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws > n,
      beforeFumble,
    );
    const noFumble = await exact({
      system: '2d6',
      ruleset: { extends: 'standard', fumble: 'none' },
      params: { ability: '0..3', difficulty: '2..6' },
    });
    const shownRes = await page.evaluate(() =>
      (
        window as unknown as { hanteiWorkbench: { lastResponse: { doc: { cells: Array<{ success: number }> } } } }
      ).hanteiWorkbench.lastResponse.doc.cells.map((c) => c.success),
    );
    expect(shownRes).toEqual(noFumble.cells.map((c) => c.success));
    await expect.poll(() => page.locator('#compare tbody tr').count()).toBeGreaterThan(0);
    await page.selectOption('#analysis', 'mtg');
    // Japanese labels
    await page.click('button[data-lang="ja"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.locator('h1').textContent()).toMatch(/ワークベンチ/);
    await expect
      .poll(() => page.locator('[data-chart="mtg-heatmap"] g.mark-rect path').first().getAttribute('aria-label'))
      .toMatch(/難易度/);
    await keepScreenshot(page, 'workbench-1280-ja.png');
    // the one refused edit (boost.size 61) is the only failed request
    expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    expect(offsite).toEqual([]);
    await page.close();
  });

  it('a pasted Arena list shows its library counts and joins the analyses', async () => {
    const { page, problems } = await open(390);
    await page.fill('#deck-text', readFileSync('test/fixtures/arena.txt', 'utf8'));
    await page.fill('#deck-name', 'arena.txt');
    // a dropped or chosen file fills the list and its name
    await page.setInputFiles('#deck-file', 'test/fixtures/formats/mtgo.dek');
    await expect.poll(() => page.inputValue('#deck-text')).toMatch(/<Cards/);
    await page.fill('#deck-text', readFileSync('test/fixtures/arena.txt', 'utf8'));
    const before = await redraws(page);
    await page.click('#add-deck');
    const summary = page.locator('#deck-summary [data-deck="arena"]');
    await expect.poll(() => summary.count()).toBe(1);
    const text = (await summary.textContent())!;
    expect(text).toMatch(/28 cards/);
    const rows = await summary.locator('table').first().locator('tbody tr').allTextContents();
    expect(rows).toEqual(['020', '14', '24']);
    await page.waitForFunction((n) => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws > n, before);
    // charts are drawn as they scroll into view (the narrow page is long): scroll to it as a reader would
    await page.locator('[data-chart^="mtg-heatmap"]').first().scrollIntoViewIfNeeded();
    expect(await page.locator('[data-chart^="mtg-heatmap"] svg').first().textContent()).toMatch(/arena/);
    // an unknown name: listed with a suggestion, not added
    await page.fill('#deck-text', '4 Runeclaw Baer\n20 Forest\n');
    await page.fill('#deck-name', 'typo');
    await page.click('#add-deck');
    await expect.poll(() => page.locator('#deck-summary .unresolved').textContent()).toMatch(/Runeclaw Bear/);
    await keepScreenshot(page, 'workbench-390.png', true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a simulation starts with a progress bar and stops on cancel', async () => {
    const { page, problems } = await open(1280);
    await page.fill('#trials', '20000000');
    const tStart = Date.now();
    await page.click('#run-sim');
    await page.waitForFunction(() => Number((document.getElementById('sim-progress') as HTMLProgressElement).value) > 0, null, {
      timeout: 30_000,
    });
    const t0 = Date.now();
    await page.click('#cancel-sim');
    await page.waitForFunction(() => document.getElementById('sim-status')?.dataset.state === 'cancelled', null, { timeout: 15_000 });
    // recorded, not asserted: the page sees the cancelled state this long after the click (includes its 150 ms polling)
    writeFileSync(join(ARTIFACTS, 'workbench-cancel-ms.txt'), `${Date.now() - t0}\n`);
    console.log(`cancel seen after ${Date.now() - t0} ms; progress seen after ${t0 - tStart} ms`);
    expect(await page.locator('#run-sim').isEnabled()).toBe(true);
    // a small scenario runs to the end and draws its charts
    await page.selectOption('#sim-analysis', 'dice-session');
    await page.fill('#trials', '5000');
    await page.click('#run-sim');
    await page.waitForFunction(() => document.getElementById('sim-status')?.dataset.state === 'done', null, { timeout: 30_000 });
    await expect.poll(() => page.locator('#sim-charts svg').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('saves the edited ruleset and study; hantei report --check accepts the saved study', async () => {
    const { page, problems } = await open(1280);
    const before = await redraws(page);
    await page.fill('#rule-modifiers\\.same', '4');
    await page.waitForFunction((n) => (window as unknown as { hanteiWorkbench: { redraws: number } }).hanteiWorkbench.redraws > n, before);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-ruleset')]);
    // the shared browser runs in another process: the download is copied here (path() is only for a browser this process launched)
    const saved = join(mkdtempSync(join(tmpdir(), 'hantei-download-')), download.suggestedFilename());
    await download.saveAs(saved);
    const rulesetText = readFileSync(saved, 'utf8');
    expect(rulesetText).toMatch(/extends: v2/);
    expect(rulesetText).toMatch(/same: 4/);
    await page.click('#save-folder');
    await expect.poll(() => page.locator('#save-status').textContent()).toMatch(/workbench\.yaml/);
    const studyFile = /(\S+-workbench\.yaml)/.exec((await page.locator('#save-status').textContent())!)![1];
    const r = spawnSync(
      process.execPath,
      ['bin/hantei.js', 'report', join(study.dir, studyFile), '--out', join(study.dir, 'out'), '--check', '--quiet', '--threads', '1'],
      { encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    const results = JSON.parse(readFileSync(join(study.dir, 'out', 'results.json'), 'utf8'));
    expect(results.analyses[0].results.rules.modifiers.same).toBe(4);
    writeFileSync(join(ARTIFACTS, 'workbench-saved-study.yaml'), readFileSync(join(study.dir, studyFile)));
    expect(problems).toEqual([]);
    await page.close();
  });
});
