// isolation: serve/ — its server (built-in systems only) is closed in afterAll
// isolation: process.env.HANTEI_CARDS, delete process.env — put back in afterAll
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/serve/server.js';
import { shownPath } from '../../src/serve/card-data-state.js';

/*
 * /api/state never shows an absolute path: a card index (and the file it was
 * imported from) outside the home folder, the working folder and the study's
 * folder is shown by its file name.
 */
const outside = mkdtempSync(join(tmpdir(), 'hantei-index-'));
const index = join(outside, 'secret-place', 'cards.json');
let server: RunningServer;
let saved: string | undefined;

beforeAll(async () => {
  mkdirSync(join(outside, 'secret-place'));
  writeFileSync(index, '{}\n');
  const from = join(outside, 'secret-place', 'AtomicCards.json');
  writeFileSync(
    `${index}.source.json`,
    JSON.stringify({ source: from, verified: 'none', importedAt: '2026-01-01T00:00:00Z', format: 'mtgjson', cards: 3, japanese: 0 }),
  );
  saved = process.env.HANTEI_CARDS;
  process.env.HANTEI_CARDS = index;
  const dir = mkdtempSync(join(tmpdir(), 'hantei-state-'));
  const study = join(dir, 'study.yaml');
  writeFileSync(study, 'name: s\nanalyses:\n  - name: dice\n    system: 2d6\n    params: { ability: 0..3, difficulty: 2..6 }\n');
  server = await startServer({ study, port: 0, threads: 1 });
});
afterAll(async () => {
  if (saved === undefined) delete process.env.HANTEI_CARDS;
  else process.env.HANTEI_CARDS = saved;
  await server?.close();
});

describe('/api/state shows no absolute path', () => {
  it('a card index outside home, cwd and the study folder is shown by its file name', async () => {
    // the premise: the folder lies outside every root a path could be shown relative to
    expect(outside.startsWith(homedir())).toBe(false);
    expect(outside.startsWith(process.cwd())).toBe(false);
    const res = await fetch(new URL('/api/state', server.url), { headers: { 'x-hantei-token': server.token } });
    const text = await res.text();
    const state = JSON.parse(text) as { cardData: { imported?: { file: string; source?: string } } };
    expect(state.cardData.imported).toMatchObject({ file: 'cards.json', source: 'AtomicCards.json' });
    expect(text).not.toContain(outside);
    expect(text).not.toContain('secret-place');
  });

  it('paths under the study folder, the working folder and home are relative to them', () => {
    expect(shownPath('/srv/study/data/cards.json', '/srv/study')).toBe('data/cards.json');
    expect(shownPath(join(process.cwd(), 'decks', 'x.json'), '/srv/study')).toBe(join('decks', 'x.json'));
    expect(shownPath(join(homedir(), '.local', 'share', 'hantei', 'cards.json'), '/srv/study')).toBe('~/.local/share/hantei/cards.json');
    expect(shownPath('/elsewhere/a/b.json', '/srv/study')).toBe('b.json');
  });
});
