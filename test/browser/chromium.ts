import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Locator, type Page, chromium } from 'playwright-core';
import { CHROMIUM } from '../setup/chromium-args.js';

/** Whether the browser suites can run (else they are skipped, saying why). */
export const haveChromium = existsSync(CHROMIUM);
if (!haveChromium)
  console.warn(
    `browser tests skipped: no chromium at ${CHROMIUM} (apt-get install chromium-headless-shell or chromium, or set CHROMIUM_PATH)`,
  );

/**
 * The run's one headless Chromium (test/setup/global.ts starts it for the
 * first suite that asks): a suite connects, opens its own pages, and its
 * `close()` only disconnects.
 */
export async function sharedBrowser(): Promise<Browser> {
  const broker = process.env.HANTEI_TEST_BROWSER;
  if (!broker) throw new Error('no shared browser: run the browser suites through vitest.config.ts (its globalSetup starts one)');
  const r = await fetch(broker);
  const endpoint = await r.text();
  if (!r.ok) throw new Error(`the shared Chromium did not start: ${endpoint}`);
  return chromium.connect(endpoint);
}

/**
 * Where screenshots for people to look at go: test-artifacts/ when HANTEI_SCREENSHOTS is set, else none are
 * taken (nothing asserts on them, and a full page costs Chromium ≈1.5 s of CPU to raster and encode).
 */
export const SCREENSHOTS = process.env.HANTEI_SCREENSHOTS ? 'test-artifacts' : undefined;

/** A screenshot of a page (or one element) as `name` in SCREENSHOTS; nothing when screenshots are off. */
export async function keepScreenshot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, name);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
