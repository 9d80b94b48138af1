import { type Server, createServer } from 'node:http';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveChromium, sharedBrowser } from './chromium.js';
import { serveCli, workbenchStudy } from '../serve/harness.js';

// isolation: sharedBrowser, chromium, serve/ — its browser connection closes in afterAll (the pages it opened close with it); its servers stop in the test or in afterAll

/*
 * A hostile page in a real browser: served from a second local port (and a
 * second site), it tries to drive `hantei serve --write` (CSRF: a no-cors
 * fetch, a text/plain fetch, a form POST) and to read it through a name that
 * resolves to 127.0.0.1 (DNS rebinding). The browser's own protections for
 * private networks are switched off, so what is tested is the server. And
 * the one way the server's own page may overwrite a file: the user confirms it.
 */

type Served = Awaited<ReturnType<typeof serveCli>>;

interface Outcome {
  name: string;
  result: string;
}

/** The attacker's page: every attempt, and what the page could see of each. */
function attackerPage(target: string): string {
  const job = JSON.stringify({ analysis: 'dice', params: { ability: '0..3', difficulty: '2..12' }, trials: 100000000 });
  const deck = JSON.stringify({ name: 'notes', text: '20 Forest\n' });
  const save = { analysis: 'mtg', rules: { name: 'v2' }, params: { deck: ['notes'] }, write: true };
  // a text/plain form posts "name=value": a name ending in an open string makes the body JSON
  const formName = JSON.stringify({ ...save, pad: '' }).slice(0, -2);
  return `<!doctype html><html><body>
<iframe name="sink"></iframe>
<form id="f1" method="POST" action="${target}api/save" enctype="text/plain" target="sink"><input name='${formName.replace(/'/g, '&#39;')}' value='"}'></form>
<form id="f2" method="POST" action="${target}api/jobs" target="sink"><input name="analysis" value="dice"><input name="trials" value="100000000"></form>
<script>
const outcomes = [];
const note = (name, result) => outcomes.push({ name, result: String(result) });
async function attempt(name, f) {
  try { note(name, await f()); } catch (e) { note(name, 'error: ' + e.name); }
}
function submit(id) {
  return new Promise((ok) => {
    const frame = document.querySelector('iframe');
    const t = setTimeout(() => ok('no load'), 5000);
    frame.addEventListener('load', () => { clearTimeout(t); ok('loaded'); }, { once: true });
    document.getElementById(id).submit();
  });
}
(async () => {
  await attempt('no-cors text/plain job', () => fetch('${target}api/jobs', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(job)} }).then((r) => r.type));
  await attempt('no-cors deck named notes', () => fetch('${target}api/decks', { method: 'POST', mode: 'no-cors', body: ${JSON.stringify(deck)} }).then((r) => r.type));
  await attempt('no-cors save', () => fetch('${target}api/save', { method: 'POST', mode: 'no-cors', body: ${JSON.stringify(JSON.stringify(save))} }).then((r) => r.type));
  await attempt('cors json job', () => fetch('${target}api/jobs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(job)} }).then((r) => r.status));
  await attempt('cors read state', () => fetch('${target}api/state').then((r) => r.text()));
  await attempt('cors read page', () => fetch('${target}').then((r) => r.text()));
  await attempt('form text/plain save', () => submit('f1'));
  await attempt('form urlencoded job', () => submit('f2'));
  window.outcomes = outcomes;
})();
</script></body></html>`;
}

/** The rebinding page: served first by the attacker under a name later resolving to 127.0.0.1, it reads its "own" origin. */
const rebindPage = `<!doctype html><html><body><script>
(async () => {
  const read = async (path) => {
    try { const r = await fetch(path); return { status: r.status, text: await r.text() }; } catch (e) { return { status: 0, text: 'error: ' + e.name }; }
  };
  window.outcomes = { page: await read('/'), state: await read('/api/state'), job: await read('/api/jobs/1') };
})();
</script></body></html>`;

describe.skipIf(!haveChromium)('a page on another origin cannot drive or read hantei serve', () => {
  const study = workbenchStudy();
  let served: Served;
  let browser: Browser;
  let attacker: Server;
  let attackerPort: number;
  let port: number;
  let token: string;

  beforeAll(async () => {
    writeFileSync(join(study.dir, 'notes.txt'), 'my notes\n');
    served = await serveCli([study.file, '--write', '--threads', '1']);
    port = Number(new URL(served.url).port);
    token = /<meta name="hantei-token" content="([^"]+)">/.exec(await fetch(served.url).then((r) => r.text()))![1];
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(attackerPage(served.url));
    });
    await new Promise<void>((ok) => attacker.listen(0, '127.0.0.1', () => ok()));
    attackerPort = (attacker.address() as { port: number }).port;
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((ok) => attacker?.close(ok));
    if (served) expect(await served.stop()).toBe(0);
  });

  const ownApi = (path: string) => fetch(new URL(path, served.url), { headers: { 'x-hantei-token': token } });

  for (const origin of ['127.0.0.1', 'attacker.test']) {
    it(`CSRF from http://${origin}:<another port>: no-cors and text/plain fetches and form POSTs start and write nothing`, async () => {
      const before = readdirSync(study.dir).sort();
      const page = await browser.newPage();
      await page.goto(`http://${origin}:${attackerPort}/`);
      await page.waitForFunction(() => (window as unknown as { outcomes?: unknown }).outcomes !== undefined, null, { timeout: 30_000 });
      const outcomes = (await page.evaluate(() => (window as unknown as { outcomes: Outcome[] }).outcomes)) as Outcome[];
      const by = Object.fromEntries(outcomes.map((o) => [o.name, o.result]));
      // the reads fail in the page (no CORS grant): nothing of the state or the token reaches it
      expect(by['cors read state']).toBe('error: TypeError');
      expect(by['cors read page']).toBe('error: TypeError');
      expect(by['cors json job']).toBe('error: TypeError');
      expect(JSON.stringify(outcomes)).not.toContain(token);
      await page.close();
      // the requests reached the server and were refused there
      const log = served.stderr();
      for (const route of ['POST /api/jobs', 'POST /api/decks', 'POST /api/save', 'OPTIONS /api/jobs']) {
        expect(log).toMatch(
          new RegExp(`refused ${route} \\(Host 127\\.0\\.0\\.1:${port}, Origin http://${origin.replace(/\./g, '\\.')}:${attackerPort}\\)`),
        );
      }
      // nothing started, nothing added, nothing written
      expect((await ownApi('/api/jobs/1')).status).toBe(404);
      const state = (await (await ownApi('/api/state')).json()) as { decks: Array<{ deck: string }> };
      expect(state.decks.map((d) => d.deck)).toEqual(['mono-green']);
      expect(readdirSync(study.dir).sort()).toEqual(before);
      expect(readFileSync(join(study.dir, 'notes.txt'), 'utf8')).toBe('my notes\n');
    });
  }

  it('the page itself asks before --write replaces a file the server did not write', async () => {
    const other = workbenchStudy();
    const mine = join(other.dir, 'wb-mtg-rules.yaml');
    writeFileSync(mine, '# my own ruleset\n');
    const own = await serveCli([other.file, '--write', '--threads', '1']);
    const page = await browser.newPage();
    try {
      await page.goto(own.url);
      await page.waitForFunction(
        () => (window as unknown as { hanteiWorkbench?: { ready: boolean } }).hanteiWorkbench?.ready === true,
        null,
        { timeout: 60_000 },
      );
      const asked: string[] = [];
      // declined: nothing is written and the refusal is shown
      page.once('dialog', (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await page.click('#save-folder');
      await expect.poll(() => page.locator('[role="alert"]').textContent()).toMatch(/wb-mtg-rules\.yaml already exists/);
      expect(asked[0]).toMatch(/wb-mtg-rules\.yaml already exists/);
      expect(readFileSync(mine, 'utf8')).toBe('# my own ruleset\n');
      expect(readdirSync(other.dir).sort()).toEqual(['mono-green.yaml', 'study.yaml', 'wb-mtg-rules.yaml']);
      // confirmed: written
      page.once('dialog', (d) => void d.accept());
      await page.click('#save-folder');
      await expect.poll(() => page.locator('#save-status').textContent()).toMatch(/wb-mtg-rules\.yaml/);
      expect(readFileSync(mine, 'utf8')).toMatch(/extends: v2/);
    } finally {
      await page.close();
      expect(await own.stop()).toBe(0);
    }
  });

  it('DNS rebinding: a page whose name now resolves to 127.0.0.1 reads nothing from its "own" origin', async () => {
    const context = await browser.newContext();
    // the first answer for rebind.test is the attacker's page; every later request goes to 127.0.0.1 (the rebound name)
    await context.route(`http://rebind.test:${port}/**`, (route) =>
      route.request().isNavigationRequest() ? route.fulfill({ status: 200, contentType: 'text/html', body: rebindPage }) : route.continue(),
    );
    const page = await context.newPage();
    await page.goto(`http://rebind.test:${port}/`);
    await page.waitForFunction(() => (window as unknown as { outcomes?: unknown }).outcomes !== undefined, null, { timeout: 30_000 });
    const got = (await page.evaluate(
      () => (window as unknown as { outcomes: Record<string, { status: number; text: string }> }).outcomes,
    )) as Record<string, { status: number; text: string }>;
    for (const [what, r] of Object.entries(got)) {
      // same origin for the browser, so it lets the page read the reply: the server's refusal is all there is
      expect(r.status, what).toBe(421);
      expect(r.text).not.toContain(token);
      expect(r.text).not.toContain('mono-green');
      expect((JSON.parse(r.text) as { error: string }).error).toMatch(/Host "rebind\.test:\d+" does not name this server/);
    }
    expect(served.stderr()).toMatch(new RegExp(`refused GET /api/state \\(Host rebind\\.test:${port}, Origin -\\)`));
    await context.close();
  });
});
