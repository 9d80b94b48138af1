// isolation: serve/ — its server (built-in systems only) is closed in afterAll
// isolation: process.env.HANTEI_CARDS, delete process.env — put back when its test finishes
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type RunningServer, startServer } from '../../src/serve/server.js';
import type { SaveResponse, StateResponse } from '../../src/serve/protocol.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';
import { bundledMeta } from '../../src/systems/mtg/decks/load.js';
import { haveRealCards, realCardIndex, realCardsSkip } from '../real-cards.js';

if (!haveRealCards) console.warn(realCardsSkip);
import { workbenchStudy } from './harness.js';

/*
 * Unknown names fixable in the workbench (the server's side): suggestions
 * from the bundled card data, card data given for a name no data knows
 * written into the deck as YAML entries, and the card data in use in the state.
 */
let server: RunningServer;
const study = workbenchStudy();

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(new URL(path, server.url), {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-hantei-token': server.token },
  });
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startServer({ study: study.file, port: 0, write: true, threads: 1 });
});
afterAll(async () => {
  await server?.close();
});

type DeckReply = {
  deck: { deck: string; cards: number; unresolved: Array<{ name: string; suggestions: string[] }>; byManaValue: Record<string, number> };
  text?: string;
};

describe('the workbench fixes unknown names', () => {
  it('the state names the card data in use and how to update it', async () => {
    const state = (await call('GET', '/api/state')).data as unknown as StateResponse;
    // the bundled data as `cards info` names it: the complete snapshot where a build placed one, else the sample
    const meta = bundledMeta();
    expect(state.cardData?.bundled.cards).toBe(meta.cards);
    expect(state.cardData?.bundled.sources[0].date).toBe(meta.sources[0].date);
    expect(state.cardData?.update).toContain('hantei cards update');
  });

  it('a list of the bundled cards resolves; Japanese input gets Japanese suggestions', async () => {
    const ok = await call('POST', '/api/decks', { name: 'green', text: '20 Forest\n4 Llanowar Elves\n4 巨大化\n4 Grizzly Bears\n' });
    expect((ok.data as unknown as DeckReply).deck.unresolved).toEqual([]);
    const ja = await call('POST', '/api/decks', { name: 'ja', text: '20 森\n4 巨大火\n' });
    expect((ja.data as unknown as DeckReply).deck.unresolved[0].suggestions[0]).toBe('巨大化 (Giant Growth)');
  });

  it.skipIf(!haveRealCards)('a real list resolves from complete card data (the shared MTGJSON snapshot, imported)', async () => {
    const before = process.env.HANTEI_CARDS;
    process.env.HANTEI_CARDS = await realCardIndex();
    onTestFinished(() => {
      if (before === undefined) delete process.env.HANTEI_CARDS;
      else process.env.HANTEI_CARDS = before;
    });
    const ok = await call('POST', '/api/decks', {
      name: 'burn',
      text: '20 Mountain\n4 Lightning Bolt\n4 稲妻\n4 Monastery Swiftspear\n4 Goblin Guide\n4 Eidolon of the Great Revel\n',
    });
    expect((ok.data as unknown as DeckReply).deck.unresolved).toEqual([]);
    const ja = await call('POST', '/api/decks', { name: 'ja', text: '20 山\n4 稲津\n' });
    expect((ja.data as unknown as DeckReply).deck.unresolved[0].suggestions[0]).toBe('稲妻 (Lightning Bolt)');
  });

  it('a given card spelt with colours or color is refused with "did you mean colors", never read as colourless', async () => {
    for (const field of ['colours', 'color', '__proto__']) {
      const card = JSON.parse(`{"name": "My Homebrew Bear", "mana_value": 2, "${field}": ["G"]}`) as Record<string, unknown>;
      const r = await call('POST', '/api/decks', { name: 'brew', text: '20 Forest\n4 My Homebrew Bear\n', cards: [card] });
      expect(r.status, field).toBe(400);
      expect(String(r.data.error)).toMatch(new RegExp(`card "My Homebrew Bear": unknown field "${field}"`));
      if (field !== '__proto__') expect(String(r.data.error)).toMatch(/did you mean "colors"/);
    }
  });

  it('card data given for an unknown name is written into the deck as a YAML entry, and the deck joins the analyses', async () => {
    const text = '20 Forest\n4 My Homebrew Bear\n';
    const before = (await call('POST', '/api/decks', { name: 'brew', text })).data as unknown as DeckReply;
    expect(before.deck.unresolved.map((u) => u.name)).toEqual(['My Homebrew Bear']);
    const r = await call('POST', '/api/decks', { name: 'brew', text, cards: [{ name: 'My Homebrew Bear', mana_value: 2, colors: ['G'] }] });
    expect(r.status).toBe(200);
    const after = r.data as unknown as DeckReply;
    expect(after.deck.unresolved).toEqual([]);
    expect(after.deck.byManaValue).toEqual({ 0: 20, 2: 4 });
    expect(after.text).toMatch(/^cards:$/m);
    expect(after.text).toMatch(/^ {2}- \{ count: 4, name: My Homebrew Bear, mana_value: 2, colors: \[ G \] \}$/m);
    const id = after.deck.deck;
    expect((await call('POST', '/api/analyse', { analysis: 'mtg', rules: V2, params: { deck: [id], check: ['green'] } })).status).toBe(200);
    // saved with the study, the deck file carries the card's data: it reads again with no card data at all
    const saved = (
      await call('POST', '/api/save', {
        analysis: 'mtg',
        rules: V2,
        params: { deck: [id], check: ['green'], difficulty: '2', boost: ['never'] },
        write: true,
      })
    ).data as unknown as SaveResponse;
    const deckFile = saved.decks.find((d) => d.file.startsWith(id))!;
    expect(deckFile.text).toMatch(/mana_value: 2/);
    expect(readFileSync(join(study.dir, deckFile.file), 'utf8')).toBe(deckFile.text);
  });

  it('given card data is checked like any input', async () => {
    for (const cards of [
      [{ name: 'X', mana_value: -1, colors: [] }],
      [{ name: 'X', mana_value: 1, colors: ['Purple'] }],
      [{ mana_value: 1 }],
      'x',
      [{ name: 'X', mana_value: 1e9, colors: [] }],
    ]) {
      const r = await call('POST', '/api/decks', { name: 'bad', text: '4 X\n20 Forest\n', cards });
      expect(r.status, JSON.stringify(cards)).toBe(400);
    }
  });
});
