import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deckSize } from '../../src/decks/card.js';
import { loadCardIndex, loadDeck, readTextFile } from '../../src/decks/load.js';
import { hantei } from '../cli/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'hantei-bytes-'));
const cards = loadCardIndex();
const LIST = 'Deck\n4 Elvish Mystic\n4 ルーン爪の熊\n20 Forest\n\nSideboard\n2 Negate\n';

function utf16(text: string, le: boolean): Buffer {
  const b = Buffer.from('\uFEFF' + text, 'utf16le');
  if (!le) b.swap16();
  return b;
}
function utf32(text: string, le: boolean): Buffer {
  const cps = [...('\uFEFF' + text)].map((c) => c.codePointAt(0)!);
  const b = Buffer.alloc(cps.length * 4);
  cps.forEach((cp, i) => (le ? b.writeUInt32LE(cp, i * 4) : b.writeUInt32BE(cp, i * 4)));
  return b;
}

describe('decklists as bytes', () => {
  const cases: Array<[string, Buffer]> = [
    ['UTF-8 with BOM', Buffer.from('\uFEFF' + LIST, 'utf8')],
    ['UTF-16LE (BOM)', utf16(LIST, true)],
    ['UTF-16BE (BOM)', utf16(LIST, false)],
    ['UTF-32LE (BOM)', utf32(LIST, true)],
    ['UTF-32BE (BOM)', utf32(LIST, false)],
  ];
  for (const [what, bytes] of cases) {
    it(`${what} decodes to the same deck`, () => {
      const f = join(dir, `${what.replace(/\W/g, '')}.txt`);
      writeFileSync(f, bytes);
      const deck = loadDeck(f, { cards });
      expect(deckSize(deck)).toBe(28);
      expect(deck.entries.map((e) => e.card.name)).toEqual(['Elvish Mystic', 'Runeclaw Bear', 'Forest']);
      expect(deck.sideboard.map((e) => e.card.name)).toEqual(['Negate']);
    });
  }
  it('NUL bytes or invalid UTF-8: "not a text decklist (binary data at byte N)", nothing echoed', () => {
    const f = join(dir, 'binary.txt');
    writeFileSync(f, Buffer.concat([Buffer.from('4 Forest\n'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x1b, 0x5b, 0x32, 0x4a])]));
    const r = hantei(['deck', 'inspect', f]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`${f.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a text decklist \\(binary data at byte 9\\)`));
    expect(r.stderr).not.toMatch(/[\u0000-\u0008\u001b]/);
    const nul = join(dir, 'nul.txt');
    writeFileSync(nul, Buffer.from('4 Forest\n\u0000\n'));
    expect(() => readTextFile(nul, 'deck')).toThrow(/not a text decklist \(binary data at byte 9\)/);
  });
  it('names the kind of file: study, ruleset', () => {
    const f = join(dir, 'study.yaml');
    writeFileSync(f, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0xff, 0xfe, 0x00]));
    expect(() => readTextFile(f, 'study')).toThrow(/is not a text study file \(binary data at byte 5\)/);
    expect(() => readTextFile(f, 'ruleset')).toThrow(/is not a ruleset file \(binary data at byte 5\)/);
    const r = hantei(['report', f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not a text study file \(binary data at byte 5\)/);
  });
  it('control characters in an unknown name are shown escaped, never sent to the terminal', () => {
    const f = join(dir, 'control.txt');
    writeFileSync(f, '20 Forest\n4 Evil\u001b[2JName\u0007\n');
    const r = hantei(['exact', 'mtg', '--deck', f, '--difficulty', '2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/"Evil\\x1b\[2JName\\x07"/);
    expect(r.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });
  it('a 150,000-card deck: no stack overflow, exact odds computed', () => {
    const f = join(dir, 'huge.txt');
    writeFileSync(f, '75000 Forest\n75000 Island\n');
    const r = hantei(['exact', 'mtg', '--deck', f, '--check', 'green', '--difficulty', '0', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const cell = JSON.parse(r.stdout).cells[0];
    // every card has mana value 0: success iff the achievement modifier ≥ 0, which always holds
    expect(cell.success).toBe(1);
  });
  it('a huge deck of distinct lines parses and resolves', () => {
    const lines = Array.from({ length: 150_000 }, (_, i) => (i % 2 ? 'Forest' : 'Island'));
    const f = join(dir, 'huge-lines.txt');
    writeFileSync(f, lines.join('\n'));
    expect(deckSize(loadDeck(f, { cards }))).toBe(150_000);
  });
});
