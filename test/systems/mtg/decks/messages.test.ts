import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCardIndex } from '../../../../src/systems/mtg/decks/load.js';
import { hanteiHere } from '../../../cli/here.js';

const dir = mkdtempSync(join(tmpdir(), 'hantei-messages-'));
const write = (name: string, text: string) => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};

describe('messages about decklists', () => {
  it('every unknown library name on its own line; unknown sideboard names do not stop a run', async () => {
    const many = Array.from({ length: 157 }, (_, i) => `1 Made Up Card Number ${i + 1}`);
    const f = write('many.txt', ['20 Forest', ...many, '', '2 Negate', '1 Sidebord Mistake'].join('\n'));
    const r = await hanteiHere(['exact', 'mtg', '--deck', f, '--difficulty', '2']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /157 unknown card names: 20 of 177 cards known; the installed card data is the 58-card sample bundled with hantei$/,
    );
    expect(lines.filter((l) => /^ {2}line \d+: "/.test(l))).toHaveLength(157);
    expect(r.stderr).not.toMatch(/Sidebord Mistake/);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(400);
    // the library known, the sideboard not: the run goes on, with a note
    const side = write('side.txt', ['20 Forest', '4 Runeclaw Bear', '', 'Sideboard', '2 Negate', '1 Sidebord Mistake'].join('\n'));
    const ok = await hanteiHere(['exact', 'mtg', '--deck', side, '--difficulty', '2']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stderr).toMatch(/note: 1 sideboard name not in the card data \("Sidebord Mistake"\): the sideboard never enters the library/);
  });
  it('Japanese names get Japanese suggestions', async () => {
    const cards = loadCardIndex();
    expect(cards.suggest('ルーン爪の態')[0]).toBe('ルーン爪の熊 (Runeclaw Bear)');
    const f = write('ja.txt', '4 ルーン爪の態\n20 森\n');
    const r = await hanteiHere(['exact', 'mtg', '--deck', f, '--difficulty', '2']);
    expect(r.stderr).toMatch(/line 1: "ルーン爪の態" — did you mean "ルーン爪の熊 \(Runeclaw Bear\)"/);
  });
  it('deck inspect lists the sideboard by name and what it assumed', async () => {
    const f = write('amb.txt', '4 Elvish Mystic\n4 Runeclaw Bear\n12 Forest\n\n2 Negate\n1 Wrath of God\n');
    const r = await hanteiHere(['deck', 'inspect', f]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/sideboard, not in the library \(3\):\n {2}2 Negate\n {2}1 Wrath of God\n/);
    expect(r.stdout).toMatch(/assumed:\n {2}read the last group after a blank line \(3 cards\) as the sideboard/);
    expect(r.stderr).toMatch(/amb\.txt: warning: read the last group after a blank line/);
    const json = JSON.parse((await hanteiHere(['deck', 'inspect', f, '--format', 'json'])).stdout);
    expect(json.sideboardEntries).toEqual([
      { count: 2, name: 'Negate' },
      { count: 1, name: 'Wrath of God' },
    ]);
    expect(json.assumptions).toHaveLength(1);
  });
  it('deck inspect exits 1 on a library below 2 cards', async () => {
    const f = write('one.txt', 'Deck\n1 Forest\n\nSideboard\n15 Island\n');
    const r = await hanteiHere(['deck', 'inspect', f]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/1 cards in the library|1 card/);
    expect(r.stderr).toMatch(/the library has 1 card; a check reveals 2/);
  });
  it('a 100-card list never silently becomes a 2-card library', async () => {
    const f = write('partners.txt', ['1 Trostani Discordant', '1 Watchwolf', '', '49 Forest', '49 Plains'].join('\n'));
    const r = await hanteiHere(['deck', 'inspect', f, '--format', 'json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).cards).toBe(100);
  });
});
