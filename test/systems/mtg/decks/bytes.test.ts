// isolation: process.env.HANTEI_MAX_FILE_SIZE, delete process.env, process.on( — each put back in a finally
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deckSize } from '../../../../src/systems/mtg/decks/card.js';
import { whileBlocking } from '../../../../src/core/blocking.js';
import { loadCardIndex, loadDeck, readTextFile } from '../../../../src/systems/mtg/decks/load.js';
import { DEFAULT_MAX_FILE_SIZE, maxFileSize } from '../../../../src/io/read.js';
import { hanteiHere } from '../../../cli/here.js';

// the commands run in-process through test/cli/here.ts (the built CLI's main())

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
  it('NUL bytes or invalid UTF-8: "not a text decklist (binary data at byte N)", nothing echoed', async () => {
    const f = join(dir, 'binary.txt');
    writeFileSync(f, Buffer.concat([Buffer.from('4 Forest\n'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x1b, 0x5b, 0x32, 0x4a])]));
    const r = await hanteiHere(['deck', 'inspect', f]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`${f.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a text decklist \\(binary data at byte 9\\)`));
    expect(r.stderr).not.toMatch(/[\u0000-\u0008\u001b]/);
    const nul = join(dir, 'nul.txt');
    writeFileSync(nul, Buffer.from('4 Forest\n\u0000\n'));
    expect(() => readTextFile(nul, 'deck')).toThrow(/not a text decklist \(binary data at byte 9\)/);
  });
  it('names the kind of file: study, ruleset', async () => {
    const f = join(dir, 'study.yaml');
    writeFileSync(f, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0xff, 0xfe, 0x00]));
    expect(() => readTextFile(f, 'study')).toThrow(/is not a text study file \(binary data at byte 5\)/);
    expect(() => readTextFile(f, 'ruleset')).toThrow(/is not a ruleset file \(binary data at byte 5\)/);
    const r = await hanteiHere(['report', f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not a text study file \(binary data at byte 5\)/);
  });
  it('control characters in an unknown name are shown escaped, never sent to the terminal', async () => {
    const f = join(dir, 'control.txt');
    writeFileSync(f, '20 Forest\n4 Evil\u001b[2JName\u0007\n');
    const r = await hanteiHere(['exact', 'mtg', '--deck', f, '--difficulty', '2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/"Evil\\x1b\[2JName\\x07"/);
    expect(r.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });
  it('a 150,000-card deck: no stack overflow, exact odds computed', async () => {
    const f = join(dir, 'huge.txt');
    writeFileSync(f, '75000 Forest\n75000 Island\n');
    const r = await hanteiHere(['exact', 'mtg', '--deck', f, '--check', 'green', '--difficulty', '0', '--format', 'json']);
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

describe('readTextFile: regular files only, within the size cap', () => {
  const withCap = <T>(cap: string | undefined, f: () => T): T => {
    const old = process.env.HANTEI_MAX_FILE_SIZE;
    if (cap === undefined) delete process.env.HANTEI_MAX_FILE_SIZE;
    else process.env.HANTEI_MAX_FILE_SIZE = cap;
    try {
      return f();
    } finally {
      if (old === undefined) delete process.env.HANTEI_MAX_FILE_SIZE;
      else process.env.HANTEI_MAX_FILE_SIZE = old;
    }
  };

  it('reads a file of exactly the cap, refuses one byte more', () => {
    const f = join(dir, 'cap.txt');
    writeFileSync(f, 'x'.repeat(1024));
    expect(withCap('1K', () => readTextFile(f, 'deck'))).toHaveLength(1024);
    writeFileSync(f, 'x'.repeat(1025));
    expect(() => withCap('1K', () => readTextFile(f, 'deck'))).toThrow(/cannot read deck: larger than the 1024 bytes cap on input files/);
  });

  it('the cap: 32 MiB by default; bytes or K/M/G; anything else is an error, not ignored', () => {
    expect(maxFileSize({})).toBe(DEFAULT_MAX_FILE_SIZE);
    expect(DEFAULT_MAX_FILE_SIZE).toBe(32 * 1024 * 1024);
    expect(maxFileSize({ HANTEI_MAX_FILE_SIZE: '200M' })).toBe(200 * 1024 * 1024);
    expect(maxFileSize({ HANTEI_MAX_FILE_SIZE: '500m' })).toBe(500 * 1024 ** 2);
    expect(() => maxFileSize({ HANTEI_MAX_FILE_SIZE: '1G' })).toThrow(/from 1 byte to 500M/);
    expect(maxFileSize({ HANTEI_MAX_FILE_SIZE: '64KiB' })).toBe(65536);
    expect(maxFileSize({ HANTEI_MAX_FILE_SIZE: '100' })).toBe(100);
    for (const bad of ['0', '-5', '1.5M', 'lots', '3G', '9'.repeat(30)])
      expect(() => maxFileSize({ HANTEI_MAX_FILE_SIZE: bad }), bad).toThrow(/HANTEI_MAX_FILE_SIZE must be a size/);
  });

  it('a folder, a FIFO and a character device are refused by what they are', () => {
    expect(() => readTextFile(dir, 'study')).toThrow(/cannot read study: is a folder, not a file/);
    const fifo = join(dir, 'pipe.yaml');
    execFileSync('mkfifo', [fifo]);
    expect(() => readTextFile(fifo, 'ruleset')).toThrow(/cannot read ruleset: is a pipe \(FIFO\), not a regular file/);
    expect(() => readTextFile('/dev/null', 'deck')).toThrow(/cannot read deck: is a character device, not a regular file/);
  });

  it('a symbolic link to a regular file is read; one to a device is refused (fstat of what was opened)', () => {
    const target = join(dir, 'real.txt');
    writeFileSync(target, '4 Forest\n');
    const link = join(dir, 'link.txt');
    symlinkSync(target, link);
    expect(readTextFile(link, 'deck')).toBe('4 Forest\n');
    const dev = join(dir, 'dev-link.txt');
    symlinkSync('/dev/zero', dev);
    expect(() => readTextFile(dev, 'deck')).toThrow(/is a character device/);
  });

  it("bundled data is not held to the user's cap", () => {
    expect(withCap('10', () => loadCardIndex().get('Forest'))?.name).toBe('Forest');
  });
});

describe('whileBlocking: signal listeners set aside during a blocking read, then restored', () => {
  it('removes SIGINT/SIGTERM listeners inside (nested too) and restores them after, even on a throw', () => {
    const mine = (): void => undefined;
    process.on('SIGINT', mine);
    try {
      const before = process.listeners('SIGINT').length;
      expect(() =>
        whileBlocking(() => {
          expect(process.listeners('SIGINT')).toEqual([]);
          whileBlocking(() => expect(process.listeners('SIGTERM')).toEqual([]));
          expect(process.listeners('SIGINT')).toEqual([]);
          throw new Error('parse failed');
        }),
      ).toThrow('parse failed');
      expect(process.listeners('SIGINT')).toHaveLength(before);
      expect(process.listeners('SIGINT')).toContain(mine);
    } finally {
      process.off('SIGINT', mine);
    }
  });
});
