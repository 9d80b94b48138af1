import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { takeLock } from '../../src/io/lock.js';
import { ownership } from '../../src/io/manifest.js';
import { readBody, readTextFile, sha256OfFile } from '../../src/io/read.js';

/*
 * io/read.ts, the one reader: each defence held by the attack itself — a FIFO
 * with no writer (would hang a plain read), a symbolic link to /dev/zero
 * (endless), a folder, a large sparse file — and no test waits on any of them.
 */
const dir = mkdtempSync(join(tmpdir(), 'hantei-read-'));
const fifo = join(dir, 'fifo');
execFileSync('mkfifo', [fifo]);
const zero = join(dir, 'zero');
symlinkSync('/dev/zero', zero);
const folder = join(dir, 'folder');
mkdirSync(folder);
const sparse = join(dir, 'sparse');
writeFileSync(sparse, '');
truncateSync(sparse, 700 * 1024 * 1024); // 700 MB that take no disk

describe('readTextFile: regular files only, within a cap', () => {
  it('a FIFO with no writer is refused at once, naming what it is', () => {
    expect(() => readTextFile(fifo, 'the checksum file', { cap: 4096 })).toThrow(
      /cannot read the checksum file: is a pipe \(FIFO\), not a regular file/,
    );
  });
  it('a link to /dev/zero is a character device, not an endless read', () => {
    expect(() => readTextFile(zero, 'the lock', { cap: 4096 })).toThrow(/is a character device, not a regular file/);
  });
  it('a folder says so', () => {
    expect(() => readTextFile(folder, 'results')).toThrow(/cannot read results: is a folder, not a file/);
  });
  it("a 700 MB file over a small file's cap is refused from its size, unread", () => {
    expect(() => readTextFile(sparse, 'the checksum file', { cap: 64 * 1024 })).toThrow(
      /cannot read the checksum file: it is larger than the 65536 bytes such a file can be/,
    );
  });
});

describe('sha256OfFile streams', () => {
  it('hashes a large (sparse) file in pieces to the digest of its bytes', async () => {
    const f = join(dir, 'sparse-64m');
    writeFileSync(f, 'head');
    truncateSync(f, 64 * 1024 * 1024 + 3);
    const want = createHash('sha256');
    want.update('head');
    want.update(Buffer.alloc(64 * 1024 * 1024 + 3 - 4));
    await expect(sha256OfFile(f, 'card data')).resolves.toEqual({ sha256: want.digest('hex'), bytes: 64 * 1024 * 1024 + 3 });
  });
  it('refuses a FIFO and /dev/zero instead of reading them for ever', async () => {
    await expect(sha256OfFile(fifo, 'card data')).rejects.toThrow(/a pipe \(FIFO\), not a regular file/);
    await expect(sha256OfFile(zero, 'card data')).rejects.toThrow(/a character device, not a regular file/);
  });
});

describe('readBody: an answer within a cap', () => {
  it('stops an endless answer as soon as it passes the cap', async () => {
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 65536;
        this.push(Buffer.alloc(65536, 0x41));
      },
    });
    await expect(readBody(endless, 1024 * 1024, 'http://example.test/bulk-data/x', 'a bulk-data object')).rejects.toThrow(
      /the answer of http:\/\/example\.test\/bulk-data\/x is larger than the 1 MiB a bulk-data object can be/,
    );
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });
});

describe('a lock that is not a file', () => {
  it('a FIFO in the place of .NAME.lock is refused, never read', () => {
    const d = mkdtempSync(join(tmpdir(), 'hantei-lockfifo-'));
    execFileSync('mkfifo', [join(d, '.rep.lock')]);
    expect(() => takeLock(join(d, 'rep'), () => undefined)).toThrow(
      /\.rep\.lock is not a lock hantei wrote: cannot read the lock: is a pipe \(FIFO\)/,
    );
  });
});

describe('a manifest that is not a file', () => {
  it("a FIFO or /dev/zero in the place of a folder's .hantei-manifest.json is no manifest (the folder is not hantei's), never waited on", () => {
    for (const make of [(f: string) => execFileSync('mkfifo', [f]), (f: string) => symlinkSync('/dev/zero', f)]) {
      const d = mkdtempSync(join(tmpdir(), 'hantei-manifestfifo-'));
      make(join(d, '.hantei-manifest.json'));
      writeFileSync(join(d, 'notes.txt'), 'mine');
      // with no manifest read, a file hantei does not write is the user's
      expect(ownership(d).unknown).toEqual(['notes.txt']);
    }
  });
});
