import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM } from '../setup/chromium-args.js';

/** Whether the browser suites can run (else they are skipped, saying why). */
export const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`browser tests skipped: no chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);

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
