import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM } from './chromium-args.js';
import { compileTestSystems } from './test-systems.js';

/*
 * What the whole test run shares, set up once in vitest's main process:
 *
 * - a temporary root of the run's own: each test file gets a fresh folder in it
 *   as its system temp folder (setup/private-tmp.ts), so no test sees a file
 *   another program left in the real one, and the run leaves nothing behind;
 * - the CLI's cache folder (XDG_CACHE_HOME) inside that root: every CLI the
 *   tests start shares one compile cache (Node ≥ 22.1), never the user's;
 * - no extra CA bundle for the processes the tests start (Node 20 parses it at
 *   every start), kept aside for npm;
 * - the test-only rule systems compiled to JavaScript (setup/test-systems.ts);
 * - one headless Chromium, started when the first browser suite asks for it
 *   (a small server on 127.0.0.1 hands out its endpoint; browser/chromium.ts),
 *   instead of one launch per suite.
 *
 * The workers inherit these through the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // each vitest project (vitest.config.ts) runs its global setup in this same process: the first one sets up for all
  if (process.env.HANTEI_TEST_ROOT) return async () => undefined;
  const root = mkdtempSync(join(tmpdir(), 'hantei-test-run-'));
  process.env.HANTEI_TEST_ROOT = root;
  process.env.HANTEI_SYSTEM_TMPDIR = tmpdir();
  process.env.XDG_CACHE_HOME = join(root, 'cache');
  // the shared Chromium's profile folder too
  process.env.TMPDIR = root;
  // Node 20 reads and parses an extra CA bundle at every start (≈65 ms of CPU; ≈330 Node processes a run), and
  // nothing the tests start makes a TLS connection (their servers are local, over http): kept aside for the npm
  // commands that may reach the registry (test/api/pack.test.ts)
  if (process.env.NODE_EXTRA_CA_CERTS !== undefined) {
    process.env.HANTEI_TEST_EXTRA_CA_CERTS = process.env.NODE_EXTRA_CA_CERTS;
    delete process.env.NODE_EXTRA_CA_CERTS;
  }
  // the test-only rule systems as JavaScript, for worker threads of the built code (setup/test-systems.ts)
  process.env.HANTEI_TEST_SYSTEMS = join(root, 'systems');
  await compileTestSystems(process.env.HANTEI_TEST_SYSTEMS);

  let browser: Promise<BrowserServer> | undefined;
  const broker = createServer((req, res) => {
    if (req.url !== '/browser') {
      res.writeHead(404).end();
      return;
    }
    browser ??= import('playwright-core').then(({ chromium }) =>
      chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: BROWSER_ARGS }),
    );
    browser.then(
      (b) => res.writeHead(200, { 'content-type': 'text/plain' }).end(b.wsEndpoint()),
      (e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(e instanceof Error ? e.message : String(e)),
    );
  });
  await new Promise<void>((ok) => broker.listen(0, '127.0.0.1', ok));
  process.env.HANTEI_TEST_BROWSER = `http://127.0.0.1:${(broker.address() as { port: number }).port}/browser`;

  return async () => {
    broker.close();
    if (browser) await (await browser.catch(() => undefined))?.close();
    rmSync(root, { recursive: true, force: true });
  };
}
