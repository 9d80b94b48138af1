import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { haveChromium, keepScreenshot, sharedBrowser } from './chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsDocument } from '../../src/core/results.js';
import { judge } from '../../src/study/expect.js';
import { runStudy } from '../../src/study/run.js';
import { loadStudy } from '../../src/study/study.js';
import { serveCli } from '../serve/harness.js';

// isolation: sharedBrowser, chromium, serve/ — its browser connection closes in afterAll (the pages it opened close with it); its server stops there too

/*
 * The designer's loop in the workbench, clicked as a designer would: the goal
 * editor's verdicts (as report --check gives them) redrawn as the rules
 * change, a goal added and saved into the study; the Solve panel on its
 * default keys (its answers beside the goals, kept after Apply, an error in
 * the panel that leaves no stale answer); the Sweep chart on its default
 * keys: one readable chart per key in the results column.
 */

const dir = mkdtempSync(join(tmpdir(), 'hantei-wb-designer-'));
const file = join(dir, 'goals.yaml');
writeFileSync(
  file,
  `name: goals
analyses:
  - name: table
    system: mtg
    ruleset: v2
    params: { deck: [${resolve('decks/mono-green.yaml')}, ${resolve('decks/uw-control.txt')}], difficulty: 4, boost: never }
expect:
  - { analysis: table, check: on-colour, mean: 0.60 ± 0.02 }
  - { analysis: table, order: [on-colour, allied, enemy], every: deck }
`,
);

type Served = Awaited<ReturnType<typeof serveCli>>;
let served: Served;
let browser: Browser;
type Hook = { ready: boolean; redraws: number; judged?: number; solved?: number; swept?: number };
const hook = (page: Page, what: keyof Hook) =>
  page.evaluate((k) => (window as unknown as { hanteiWorkbench: Hook }).hanteiWorkbench[k], what);
const waitMore = (page: Page, what: keyof Hook, than: number) =>
  page.waitForFunction(
    ([k, n]) => Number((window as unknown as { hanteiWorkbench: Hook }).hanteiWorkbench[k as keyof Hook] ?? 0) > Number(n),
    [what, than],
    {
      timeout: 60_000,
    },
  );

async function open(width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(served.url);
  await page.waitForFunction(() => (window as unknown as { hanteiWorkbench?: Hook }).hanteiWorkbench?.ready === true, null, {
    timeout: 60_000,
  });
  await waitMore(page, 'judged', 0);
  return page;
}

describe.skipIf(!haveChromium)("the designer's loop in the workbench (headless Chromium)", () => {
  beforeAll(async () => {
    served = await serveCli([file, '--threads', '0', '--write']);
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (served) expect(await served.stop()).toBe(0);
  });

  it("shows each goal's verdict as report --check does, live as the rules change; adds a goal and saves it into the study", async () => {
    const page = await open(1280);
    const study = loadStudy(file);
    const docs = await runStudy(study, { threads: 0 }, () => undefined);
    const verdicts = judge(study.expect, new Map(docs.map((d) => [d.name, d.doc as ResultsDocument])));
    // a study at one difficulty: a bar chart of success per check and deck among the charts
    expect(await page.locator('#charts [data-chart="table-bars"]').count()).toBe(1);
    const states = await page.locator('#goal-list .verdict').evaluateAll((ps) => ps.map((p) => (p as HTMLElement).dataset.state));
    expect(states).toEqual(verdicts.map((v) => (v.ok ? 'holds' : 'fails')));
    const first = await page.locator('#goal-list .verdict').first().textContent();
    expect(first).toContain(verdicts[0].sentence.text('en'));
    // an edit of the rules redraws the verdicts: same +1 lifts on-colour success
    const judged = (await hook(page, 'judged')) as number;
    const same = page.locator(`#ruleset input[data-path='["modifiers","same"]']`);
    const was = Number(await same.inputValue());
    await same.fill(String(was + 1));
    await same.dispatchEvent('change');
    await waitMore(page, 'judged', judged);
    await page.waitForFunction(() => !document.querySelector('#goal-list .verdict[data-state="pending"]'));
    const after = await page.locator('#goal-list .verdict').first().textContent();
    expect(after).not.toBe(first);
    // add a goal of a kind: its template is judged at once
    const before = await page.locator('#goal-list li[data-goal]').count();
    await page.selectOption('#goal-kind', 'falling');
    await page.click('#add-goal');
    await expect.poll(() => page.locator('#goal-list li[data-goal]').count()).toBe(before + 1);
    await page.waitForFunction(() => {
      const ps = [...document.querySelectorAll('#goal-list .verdict')];
      return ps.length > 0 && ps.every((p) => (p as HTMLElement).dataset.state !== 'pending');
    });
    // a goal the study reader refuses says why in its row
    const text = page.locator('#goal-list .goal-text').last();
    await text.fill('{ order: [on-colour], every: deck }');
    await text.dispatchEvent('change');
    await page.waitForFunction(
      () => (document.querySelector('#goal-list li[data-goal]:last-child .verdict') as HTMLElement)?.dataset.state === 'error',
    );
    expect(await page.locator('#goal-list li[data-goal]:last-child .verdict').textContent()).toContain('order: ranks two groups or more');
    await text.fill('{ order: [on-colour, enemy], every: deck, gap: 0.05 }');
    await text.dispatchEvent('change');
    await page.waitForFunction(
      () => (document.querySelector('#goal-list li[data-goal]:last-child .verdict') as HTMLElement)?.dataset.state === 'holds',
    );
    // saved into the study folder: the study reads back with the new goal
    page.on('dialog', (d) => void d.accept());
    await page.click('#save-folder');
    await page.waitForFunction(() => /goals-table-workbench\.yaml/.test(document.querySelector('#save-status')?.textContent ?? ''), null, {
      timeout: 30_000,
    });
    const saved = loadStudy(join(dir, 'goals-table-workbench.yaml'));
    expect(saved.expect).toHaveLength(3);
    expect(saved.expect[2].order).toMatchObject({ gap: 0.05, groups: [{ relation: 'on-colour' }, { relation: 'enemy' }] });
    expect(readFileSync(join(dir, 'goals-table-workbench.yaml'), 'utf8')).toContain('mean: 0.60 ± 0.02');
    await keepScreenshot(page, 'designer-goals-1280.png');
    // the difficulty table marks a pick beyond the ruleset's difficulty range (mtg v2: 0..8) and says so
    await page.locator('#tune').scrollIntoViewIfNeeded();
    await page.waitForSelector('#tune table');
    await page.waitForSelector('#tune-beyond');
    expect(await page.textContent('#tune-beyond')).toContain("beyond the ruleset's range of Difficulty (0..8)");
    expect(await page.locator('#tune td', { hasText: '▲' }).count()).toBeGreaterThan(0);
    await page.close();
  }, 180_000);

  it('Solve on its default keys: answers beside the goals, kept after Apply; a bad key shows its error in the panel and no stale answer', async () => {
    const page = await open(1280);
    const vary = await page.inputValue('#solve-vary');
    expect(vary).toBe('modifiers.same=3..6,modifiers.allied=1..4');
    await page.click('#run-solve');
    await waitMore(page, 'solved', 0);
    expect(await page.locator('#solve-candidates tbody tr').count()).toBeGreaterThan(1);
    expect(await page.locator('#solve-goals tbody tr').count()).toBe(2);
    expect(await page.locator('#solve-goals tbody td[data-ok]').first().textContent()).toMatch(/^[✓✗] \d+\.\d\d%/);
    // the Apply button sits inside the panel's box
    const panel = await page.locator('.module[data-module="solve"]').boundingBox();
    const apply = await page.locator('#solve-candidates button[data-apply="0"]').boundingBox();
    const scroller = await page.locator('#solve-candidates').boundingBox();
    expect(scroller!.x + scroller!.width).toBeLessThanOrEqual(panel!.x + panel!.width + 1);
    expect(apply).not.toBeNull();
    const redraws = (await hook(page, 'redraws')) as number;
    await page.click('#solve-candidates button[data-apply="0"]');
    await waitMore(page, 'redraws', redraws);
    expect(await page.inputValue('#solve-vary')).toBe(vary);
    expect(await page.locator('#solve-candidates tbody tr').count()).toBeGreaterThan(1);
    // a misspelt key: its error in the panel, the old candidates gone
    await page.fill('#solve-vary', 'modifiers.sme=3..6');
    await page.click('#run-solve');
    await page.waitForSelector('#solve-error:not([hidden])');
    expect(await page.textContent('#solve-error')).toContain('modifiers.sme');
    expect(await page.locator('#solve-candidates tbody tr').count()).toBe(0);
    expect(await page.locator('#solve-goals tr').count()).toBe(0);
    await page.close();
  }, 180_000);

  for (const width of [1280, 390]) {
    it(`Sweep on its default keys at ${width} px: one readable chart per key, in the results column`, async () => {
      const page = await open(width);
      await page.click('#run-sweep');
      await waitMore(page, 'swept', 0);
      const charts = page.locator('#sweep-charts svg.marks, #sweep-charts canvas, #sweep-charts .vega-embed');
      await expect.poll(() => page.locator('#sweep-charts .vega-embed').count()).toBe(2);
      const box = await page.locator('#sweep-charts').boundingBox();
      expect(box!.height).toBeLessThan(1400);
      expect(box!.width).toBeLessThanOrEqual(width);
      const results = await page.locator('#results').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(results!.x - 1);
      expect(await charts.count()).toBeGreaterThan(0);
      expect(await page.locator('#sweep-charts').textContent()).not.toContain('undefined');
      await page.locator('#sweep-charts').scrollIntoViewIfNeeded();
      await keepScreenshot(page, `designer-sweep-${width}.png`);
      await page.close();
    }, 120_000);
  }
});
