// isolation: process.on( — the warning listener is removed in a finally
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cardFromData } from '../../../../src/systems/mtg/decks/card-data.js';
import { importCardData, type IndexCard } from '../../../../src/systems/mtg/decks/import.js';
import { loadCardIndex, loadDeck } from '../../../../src/systems/mtg/decks/load.js';
import { hanteiHere } from '../../../cli/here.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())

const dir = mkdtempSync(join(tmpdir(), 'hantei-sources-'));
const F = 'test/fixtures/cards';
let n = 0;
const fresh = () => join(dir, `index-${n++}.json`);
const indexOf = (out: string) => JSON.parse(readFileSync(out, 'utf8')) as IndexCard[];
const byName = (out: string) => Object.fromEntries(indexOf(out).map((c) => [c.name, c]));

describe('card sources in their real shapes', () => {
  it('Scryfall bulk array (default_cards): one card per name, tokens skipped, Japanese names from ja prints (split faces too)', async () => {
    const out = fresh();
    const s = await importCardData(`${F}/scryfall-default.json`, out);
    expect(s).toMatchObject({ format: 'scryfall', read: 16, cards: 12, mode: 'replaced' });
    const c = byName(out);
    expect(c['Eldrazi Spawn']).toBeUndefined();
    expect(c['Lightning Bolt'].ja).toBe('稲妻');
    expect(c['Fire // Ice']).toMatchObject({ mana_value: 4, colors: ['R', 'U'], ja: '火 // 氷', ja_faces: ['火', '氷'] });
    expect(c['Valki, God of Lies // Tibalt, Cosmic Impostor']).toMatchObject({ mana_value: 2, colors: ['B'] });
  });
  it('a Scryfall API list object {"object":"list","data":[…]}', async () => {
    const out = fresh();
    const s = await importCardData(`${F}/scryfall-list.json`, out);
    expect(s).toMatchObject({ format: 'scryfall', cards: 3 });
    expect(Object.keys(byName(out)).sort()).toEqual(['Fire // Ice', 'Lightning Bolt', "Lim-Dûl's Vault"]);
  });
  it('MTGJSON AtomicCards: Japanese names and per-face names from foreignData', async () => {
    const out = fresh();
    const s = await importCardData(`${F}/mtgjson-atomic.json`, out);
    expect(s).toMatchObject({ format: 'mtgjson', cards: 4, japanese: 4 });
    expect(byName(out)['Bonecrusher Giant // Stomp']).toMatchObject({ mana_value: 3, colors: ['R'], ja_faces: ['砕骨の巨人', '踏みつけ'] });
  });
  it('an MTGJSON set file: its cards only — no bogus "cards", "tokens" or "sealedProduct" entries', async () => {
    const out = fresh();
    const s = await importCardData(`${F}/mtgjson-set.json`, out);
    expect(Object.keys(byName(out)).sort()).toEqual(['Fire // Ice', 'Lightning Bolt']);
    expect(s.cards).toBe(2);
    expect(byName(out)['Fire // Ice']).toMatchObject({ mana_value: 4, colors: ['R', 'U'], ja: '火 // 氷' });
  });
  it("MTGJSON AllPrintings: every set's cards, one entry per name", async () => {
    const out = fresh();
    await importCardData(`${F}/mtgjson-allprintings.json`, out);
    expect(Object.keys(byName(out)).sort()).toEqual([
      'Bonecrusher Giant // Stomp',
      'Fire // Ice',
      'Lightning Bolt',
      'Valki, God of Lies // Tibalt, Cosmic Impostor',
    ]);
    expect(byName(out)['Valki, God of Lies // Tibalt, Cosmic Impostor'].ja_faces).toEqual([
      '嘘の神、ヴァルキー',
      '宇宙の詐欺師、ティボルト',
    ]);
  });
  it('.gz and .xz streams give the same index as the plain files', async () => {
    const [a, b, c, d] = [fresh(), fresh(), fresh(), fresh()];
    await importCardData(`${F}/scryfall-default.json`, a);
    await importCardData(`${F}/scryfall-default.json.gz`, b);
    await importCardData(`${F}/mtgjson-atomic.json`, c);
    await importCardData(`${F}/mtgjson-atomic.json.xz`, d);
    expect(readFileSync(b, 'utf8')).toBe(readFileSync(a, 'utf8'));
    expect(readFileSync(d, 'utf8')).toBe(readFileSync(c, 'utf8'));
  });
  it('closes every file it opened, also where it stopped reading early (no descriptor left for garbage collection)', async () => {
    // Linux lists a process's open files in /proc/self/fd; elsewhere the warnings below still tell
    const open = (names: string[]) =>
      existsSync('/proc/self/fd')
        ? readdirSync('/proc/self/fd').flatMap((fd) => {
            try {
              const target = readlinkSync(`/proc/self/fd/${fd}`);
              return names.some((n) => target.endsWith(n)) ? [target] : [];
            } catch {
              return []; // the descriptor readdir itself used, closed by now
            }
          })
        : [];
    // Node warns (DEP0137) when the garbage collector closes a file left open
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      const files = ['scryfall-default.json', 'scryfall-default.json.gz', 'mtgjson-atomic.json.xz'];
      for (const f of files) await importCardData(`${F}/${f}`, fresh());
      // a stream longer than one read (64 KiB, stored uncompressed): the format is told from its first KB, then it is read again
      const cards = JSON.parse(readFileSync(`${F}/scryfall-default.json`, 'utf8')) as Array<Record<string, unknown>>;
      const many = Array.from({ length: 40 }, (_, i) => cards.map((c) => ({ ...c, id: `${String(c.id)}-${i}` }))).flat();
      writeFileSync(join(dir, 'long.json.gz'), gzipSync(JSON.stringify(many), { level: 0 }));
      await importCardData(join(dir, 'long.json.gz'), fresh());
      const bad = join(dir, 'cut.json.gz');
      writeFileSync(bad, readFileSync(`${F}/scryfall-default.json.gz`).subarray(0, 40));
      await expect(importCardData(bad, fresh())).rejects.toThrow();
      await expect.poll(() => open([...files, 'long.json.gz', 'cut.json.gz'])).toEqual([]);
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      for (let i = 0; i < 3; i++) {
        gc();
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => /file descriptor|FileHandle|DEP0137/.test(w))).toEqual([]);
  });
  it('a broken .gz stream is one clear error', async () => {
    const bad = join(dir, 'broken.json.gz');
    writeFileSync(bad, Buffer.concat([readFileSync(`${F}/scryfall-default.json.gz`).subarray(0, 40)]));
    await expect(importCardData(bad, fresh())).rejects.toThrow(/card data|gzip|JSON/);
  });
});

describe('a second import replaces the index, or adds to it with --merge', () => {
  it('replace (default) and merge', async () => {
    const out = fresh();
    await importCardData(`${F}/scryfall-list.json`, out);
    const r = await importCardData(`${F}/mtgjson-set.json`, out);
    expect(r.mode).toBe('replaced');
    expect(Object.keys(byName(out)).sort()).toEqual(['Fire // Ice', 'Lightning Bolt']);
    await importCardData(`${F}/scryfall-list.json`, out);
    const m = await importCardData(`${F}/mtgjson-allprintings.json`, out, { merge: true });
    expect(m).toMatchObject({ mode: 'merged', before: 3, cards: 5 });
    expect(Object.keys(byName(out)).sort()).toEqual([
      'Bonecrusher Giant // Stomp',
      'Fire // Ice',
      'Lightning Bolt',
      "Lim-Dûl's Vault",
      'Valki, God of Lies // Tibalt, Cosmic Impostor',
    ]);
  });
  it('the CLI says which it did', async () => {
    const out = fresh();
    expect((await hanteiHere(['cards', 'import', `${F}/scryfall-list.json`, '--index', out])).stdout).toMatch(
      /replaced .*\(3 cards; --merge adds to it instead\)/,
    );
    const r = await hanteiHere(['cards', 'import', `${F}/mtgjson-set.json`, '--index', out, '--merge']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/merged into .* \(it held 3 cards; now 3\)/);
  });
  it('a failed write leaves no temporary file and the old index untouched', async () => {
    const sub = join(dir, 'atomic');
    mkdirSync(join(sub, 'index.json'), { recursive: true }); // a folder where the index should go: rename fails
    await expect(importCardData(`${F}/scryfall-list.json`, join(sub, 'index.json'))).rejects.toThrow(
      /cannot write (the card index|output)/,
    ); // io/atomic.ts names a folder in the way as "output"
    expect(readdirSync(sub)).toEqual(['index.json']);
    const out = fresh();
    await importCardData(`${F}/scryfall-list.json`, out);
    const before = readFileSync(out, 'utf8');
    await expect(importCardData(join(dir, 'missing.json'), out)).rejects.toThrow(/no such file/);
    expect(readFileSync(out, 'utf8')).toBe(before);
    expect(readdirSync(dir).some((f) => f.endsWith('.tmp'))).toBe(false);
  });
});

describe('imported data wins over the bundled sample for the same card', () => {
  it('a name in both resolves to the imported card; a bundled Japanese name resolves to it too', () => {
    // a card file whose Negate differs from the bundled one (mana value 5 is made up for this test)
    const file = join(dir, 'negate.json');
    writeFileSync(file, JSON.stringify([{ name: 'Negate', mana_cost: '{4}{U}', type_line: 'Instant' }]));
    const index = loadCardIndex([file]);
    const negate = cardFromData(index.get('Negate')!);
    expect('error' in negate ? negate.error : negate.manaValue).toBe(5);
    expect(index.get('否認')?.mana_cost).toBe('{4}{U}');
    // a card only the bundled sample has still resolves
    expect(index.get('Forest')?.name).toBe('Forest');
  });
  it("the bundled Elspeth, Sun's Champion has mana value 6", () => {
    const deck = loadDeck('decks/uw-control.txt', { cards: loadCardIndex() });
    expect(deck.entries.find((e) => e.card.name === "Elspeth, Sun's Champion")?.card.manaValue).toBe(6);
  });
  it('HANTEI_CARDS names the index decks use', async () => {
    const out = fresh();
    await importCardData(`${F}/scryfall-default.json`, out);
    expect(existsSync(out)).toBe(true);
    const deckFile = join(dir, 'bolt.txt');
    // Valki is a double-faced card the bundled snapshot cannot give (its source lists no front-face cost)
    writeFileSync(deckFile, '30 Valki, God of Lies\n30 Mountain\n');
    // no index: Valki is unknown
    expect(
      (await hanteiHere(['deck', 'inspect', deckFile, '--format', 'json'], { env: { HANTEI_CARDS: join(dir, 'no-index.json') } })).code,
    ).toBe(1);
    const ok = await hanteiHere(['deck', 'inspect', deckFile, '--format', 'json'], { env: { HANTEI_CARDS: out } });
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout).cards).toBe(60);
  });
});
