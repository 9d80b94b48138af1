// isolation: serve/ — its server (built-in systems only) is closed in afterAll
// isolation: process.env.HANTEI_CARDS, delete process.env — put back in afterAll
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardUpdateStatus } from '../../src/serve/cards-route.js';
import { type RunningServer, startServer } from '../../src/serve/server.js';
import { workbenchStudy } from './harness.js';

/*
 * The workbench's card-data update (POST /api/cards/update): token-checked
 * like every route, one run at a time, its progress polled, and after it a
 * pasted list of cards the sample lacks resolves; the page names no source.
 */
const index = join(mkdtempSync(join(tmpdir(), 'hantei-cards-route-')), 'cards.json');
let server: RunningServer;

async function call(method: string, path: string, body?: unknown, token = server.token) {
  const res = await fetch(new URL(path, server.url), {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { 'x-hantei-token': token } : {}) },
  });
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
}

const cardsBefore = process.env.HANTEI_CARDS;
beforeAll(async () => {
  process.env.HANTEI_CARDS = index;
  server = await startServer({
    study: workbenchStudy().file,
    port: 0,
    threads: 1,
    cardsFrom: 'test/fixtures/cards/mtgjson-atomic.json.xz',
  });
});
afterAll(async () => {
  await server?.close();
  if (cardsBefore === undefined) delete process.env.HANTEI_CARDS;
  else process.env.HANTEI_CARDS = cardsBefore;
});

describe('POST /api/cards/update', () => {
  it('is refused without the page token, and takes no source from the page', async () => {
    expect((await call('POST', '/api/cards/update', {}, '')).status).toBe(403);
    expect((await call('GET', '/api/cards/update', undefined, '')).status).toBe(403);
    const bad = await call('POST', '/api/cards/update', { source: 'http://evil.example/x' });
    expect(bad.status).toBe(400);
    expect(String(bad.data.error)).toMatch(/source must be "mtgjson" or "scryfall"/);
    expect((await call('POST', '/api/cards/update', { from: '/etc/passwd' })).status).toBe(400);
  });

  it('runs the update, reports its progress until done, and the pasted deck resolves after it', async () => {
    const list = '20 Mountain\n4 Lightning Bolt\n4 Bonecrusher Giant\n';
    const before = await call('POST', '/api/decks', { name: 'burn', text: list });
    expect((before.data.unknown as { message: string }).message).toMatch(
      /^2 unknown card names: 20 of 28 cards known; the installed card data is the 58-card sample/,
    );
    const started = (await call('POST', '/api/cards/update', {})).data as unknown as CardUpdateStatus;
    expect(started.state).toBe('running');
    let s = started;
    for (let i = 0; i < 200 && s.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      s = (await call('GET', '/api/cards/update')).data as unknown as CardUpdateStatus;
    }
    expect(s.state, JSON.stringify(s)).toBe('done');
    expect(s.cardData?.imported?.cards).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(`${index}.source.json`, 'utf8'))).toMatchObject({
      source: 'test/fixtures/cards/mtgjson-atomic.json.xz',
    });
    const after = await call('POST', '/api/decks', { name: 'burn', text: list });
    expect(after.data.unknown).toBeUndefined();
    expect((after.data.deck as { cards: number }).cards).toBe(28);
  });
});
