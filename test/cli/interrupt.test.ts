import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hantei } from './cli.js';
import { stopWhenBusy } from './stop-busy.js';

// The promptness figure (≤ 1 s) is measured by `npm run bench`; here a generous bound only guards against a hang.
const HANG_GUARD_MS = 5000;

describe('Ctrl-C and SIGTERM stop a run: exit 130 / 143, no partial output', () => {
  it('a pooled simulation of billions of trials stops on SIGINT', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'hantei-int-')), 'r.json');
    const r = await stopWhenBusy(
      [
        'simulate',
        '2d6',
        '--ability',
        '0..2',
        '--difficulty',
        '8',
        '--trials',
        '2e9',
        '--threads',
        '2',
        '--max-trials',
        '1e11',
        '--out',
        out,
      ],
      'SIGINT',
    );
    expect(r.code).toBe(130);
    expect(r.stopMs).toBeGreaterThan(0);
    expect(r.stopMs).toBeLessThan(HANG_GUARD_MS);
    expect(r.stderr).toMatch(/^hantei: interrupted/m);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });

  it('a main-thread run (--threads 0) stops on SIGINT', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'hantei-int-')), 'r.json');
    const r = await stopWhenBusy(
      [
        'simulate',
        'mtg',
        '--deck',
        'decks/mono-green.yaml',
        '--check',
        'green',
        '--difficulty',
        '0..2',
        '--boost',
        'always',
        '--trials',
        '2e9',
        '--threads',
        '0',
        '--yes',
        '--out',
        out,
      ],
      'SIGINT',
    );
    expect(r.code).toBe(130);
    expect(r.stopMs).toBeLessThan(HANG_GUARD_MS);
    expect(existsSync(out)).toBe(false);
  });

  it('a long exact grid stops on SIGINT and writes nothing', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'hantei-int-')), 'r.json');
    const r = await stopWhenBusy(
      ['exact', '2d6', '--ability', '0..300', '--difficulty', '0..300', '--yes', '--format', 'json', '--out', out],
      'SIGINT',
    );
    expect(r.code).toBe(130);
    expect(r.stopMs).toBeLessThan(HANG_GUARD_MS);
    expect(existsSync(out)).toBe(false);
  });

  it('a card import stops on SIGINT and leaves no index, whole or partial', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-int-'));
    const bulk = join(dir, 'bulk.json');
    // a synthetic Scryfall array, big enough that the import is still reading when the signal comes
    const card = (i: number) =>
      JSON.stringify({
        object: 'card',
        name: `Synthetic Card ${i % 5000}`,
        lang: 'en',
        layout: 'normal',
        mana_cost: '{1}{G}',
        cmc: 2,
        type_line: 'Creature — Test',
        colors: ['G'],
        oracle_text: 'x'.repeat(400),
      });
    writeFileSync(bulk, `[\n${Array.from({ length: 100_000 }, (_, i) => card(i)).join(',\n')}\n]\n`);
    const index = join(dir, 'index', 'cards.json');
    const r = await stopWhenBusy(['cards', 'import', bulk, '--index', index, '--quiet'], 'SIGINT');
    expect(r.code).toBe(130);
    expect(r.stopMs).toBeLessThan(HANG_GUARD_MS);
    expect(existsSync(index)).toBe(false);
    expect(existsSync(join(dir, 'index')) ? readdirSync(join(dir, 'index')) : []).toEqual([]);
  });

  it('SIGTERM stops a study run and leaves the previous report whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hantei-int-'));
    const out = join(dir, 'report');
    // the previous report: any report hantei wrote (a one-analysis one is written in a fraction of small-study's time)
    const first = hantei(['report', 'test/fixtures/interrupt/quick-study.yaml', '--out', out, '--quiet']);
    expect(first.code).toBe(0);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    const r = await stopWhenBusy(
      ['report', 'test/fixtures/interrupt/long-study.yaml', '--out', out, '--quiet', '--threads', '2', '--yes'],
      'SIGTERM',
    );
    expect(r.code).toBe(143);
    expect(r.stopMs).toBeLessThan(HANG_GUARD_MS);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    // nothing half-written beside it: no temporary folder, no lock
    expect(readdirSync(dir)).toEqual(['report']);
  });
});
