// isolation: serve/ — systemsInfo only describes the systems
// isolation: process.env.HANTEI_CARDS, delete process.env — put back in afterAll
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardDataSection, needCardData } from '../../../src/systems/deck-systems.js';
import { getSystem } from '../../../src/systems/index.js';
import { systemsInfo } from '../../../src/serve/systems-info.js';
import { recognise } from '../../../src/core/messages.js';
import { loadCardIndex, loadDeck } from '../../../src/systems/mtg/decks/load.js';
import { deckNoteIn } from '../../../src/systems/mtg/decks/notes-said.js';

/*
 * mtg's card data reached through the deck contract (DeckSection.cardData),
 * as `hantei cards` and the workbench reach it: the registry finds it, an
 * import records its file and digest beside the index, an update takes a
 * file whatever source is named, the sample is said as such; and the import
 * code (stream-json) loads only when a card-data command runs.
 */

const dir = mkdtempSync(join(tmpdir(), 'hantei-card-data-'));
const before = process.env.HANTEI_CARDS;
const ATOMIC = 'test/fixtures/cards/mtgjson-atomic.json';
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

beforeAll(() => {
  process.env.HANTEI_CARDS = join(dir, 'cards.json');
});
afterAll(() => {
  if (before === undefined) delete process.env.HANTEI_CARDS;
  else process.env.HANTEI_CARDS = before;
  rmSync(dir, { recursive: true, force: true });
});

describe("mtg's card data through the deck contract", () => {
  it('the registry finds it (the first deck system with card data); the default source comes first', () => {
    const data = needCardData();
    expect(cardDataSection()).toBe(getSystem('mtg').decks?.cardData);
    expect(data.indexPath()).toBe(join(dir, 'cards.json'));
    expect(Object.keys(data.sources)).toEqual(['mtgjson', 'scryfall']);
    expect(Object.values(data.sources)[0]).toMatch(/^https:\/\/mtgjson\.com\/.*AtomicCards\.json\.xz$/);
  });

  it('with nothing imported decks read the bundled sample; an import records the file and its digest beside the index', async () => {
    const data = needCardData();
    expect(data.sample()).toBe(true);
    expect(data.bundled().cards).toBeGreaterThan(0);
    expect(data.readSource(data.indexPath())).toBeUndefined();
    const s = await data.importFile(ATOMIC, data.indexPath(), {});
    expect(s).toMatchObject({ format: 'mtgjson', cards: 4, japanese: 4, mode: 'replaced' });
    expect(data.readSource(data.indexPath())).toMatchObject({ source: ATOMIC, sha256: sha(ATOMIC), verified: 'none', cards: 4 });
    expect(data.sample()).toBe(false);
    expect(data.info()).toContain(`4 cards (4 with Japanese names) from ${ATOMIC}`);
  });

  it('a note beside the index that hantei did not write is said, and the source shown as unknown', () => {
    const data = needCardData();
    const other = join(dir, 'other.json');
    writeFileSync(other, '[]');
    writeFileSync(`${other}.source.json`, '{');
    const notes: string[] = [];
    expect(data.readSource(other, (m) => notes.push(m))).toBeUndefined();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('other.json.source.json');
  });

  it('an update reads the file given, whatever source is named, and records it', async () => {
    const data = needCardData();
    const out = join(dir, 'updated.json');
    const s = await data.update({ from: `${ATOMIC}.xz`, source: 'scryfall', out });
    expect(s.source).toMatchObject({ source: `${ATOMIC}.xz`, format: 'mtgjson', cards: 4 });
    expect(data.readSource(out)?.sha256).toBe(sha(`${ATOMIC}.xz`));
  });

  it('show says a card as decks resolve it, and refuses a name the data does not know with a suggestion', () => {
    const data = needCardData();
    expect(data.show('Llanowar Elves', [])).toEqual([
      'Llanowar Elves (ラノワールのエルフ)',
      '  type: Creature — Elf Druid',
      '  mana value: 1',
      '  colours: G',
    ]);
    expect(() => data.show('Llanowar Elvs', [])).toThrow(/unknown card "Llanowar Elvs"/);
  });
});

describe("a deck's notes on the page", () => {
  it('are said in Japanese by the catalogue messages mtg names in its summary view, as the CLI says them', () => {
    const file = join(dir, 'blank.txt');
    writeFileSync(file, '20 Forest\n25 Mountain\n\n3 Plains\n');
    const deck = loadDeck(file, { cards: loadCardIndex() });
    const notes = systemsInfo().find((s) => s.id === 'mtg')?.deckSummary?.notes;
    expect(notes?.length).toBeGreaterThan(0);
    expect(deck.assumptions?.length).toBeGreaterThan(0);
    for (const a of deck.assumptions ?? []) {
      const ja = recognise(a, notes ?? []).text('ja');
      expect(ja).not.toBe(a);
      expect(ja).toBe(deckNoteIn(a, 'ja'));
    }
  });
});

describe('the import code loads only for card data', () => {
  /** The packages the built CLI loads for a command line (a loader hook records each module it loads). */
  function packagesLoaded(args: string[]): string[] {
    const hooks = join(dir, 'hooks.mjs');
    const hook = `export async function load(u, c, next) { process.stderr.write('LOADED ' + u + '\\n'); return next(u, c); }`;
    writeFileSync(
      hooks,
      `import { register } from 'node:module';\nregister('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));\n`,
    );
    const r = spawnSync(process.execPath, ['--import', hooks, 'bin/hantei.js', ...args], {
      encoding: 'utf8',
      env: { ...process.env, LANG: 'C.UTF-8' },
    });
    expect(r.status, r.stderr).toBe(0);
    return [...new Set([...r.stderr.matchAll(/^LOADED .*?node_modules\/((?:@[^/]+\/)?[^/]+)/gm)].map((m) => m[1]))];
  }

  it('an exact answer, or cards info, loads no stream-json; cards import does', { timeout: 60_000 }, () => {
    expect(existsSync(resolve('dist', 'src', 'bundle', 'main.js'))).toBe(true);
    expect(packagesLoaded(['exact', '2d6', '--ability', '3', '--difficulty', '9'])).not.toContain('stream-json');
    expect(packagesLoaded(['cards', 'info'])).not.toContain('stream-json');
    expect(packagesLoaded(['cards', 'import', ATOMIC, '--index', join(dir, 'spawned.json'), '--quiet'])).toContain('stream-json');
  });
});
