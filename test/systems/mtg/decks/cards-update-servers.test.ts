import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hanteiHere } from '../../../cli/here.js';

/*
 * `hantei cards update` against a local server that answers as MTGJSON's and
 * Scryfall's really do — redirects to a file host, `FILE.sha256` beside the
 * file, Scryfall's bulk-data JSON object, downloads sent with
 * `Content-Encoding: gzip` (fetch asks for it and unpacks it) — and against
 * hostile answers: a gzip bomb, a bulk-data answer that is HTML or endless, a
 * damaged .xz, a dead or malformed proxy. Then the files beside `--from` and
 * the index: FIFOs, /dev/zero, folders, a 700 MB checksum, a checksum holding
 * no digest. Each finishes (no hang) with one plain message.
 */
const XZ = readFileSync('test/fixtures/cards/mtgjson-atomic.json.xz');
const SHA = createHash('sha256').update(XZ).digest('hex');
const SCRYFALL = readFileSync('test/fixtures/cards/scryfall-default.json');
const SCRYFALL_GZ = gzipSync(SCRYFALL);
// 200 MB of zeros, about 200 KB gzipped: a decompression bomb
const BOMB = gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 });
const dir = mkdtempSync(join(tmpdir(), 'hantei-servers-'));
const tmp = mkdtempSync(join(tmpdir(), 'hantei-servers-tmp-'));
let server: Server;
let base: string;
let bulkServed = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    const host = `http://${req.headers.host}`;
    const gzipOk = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // MTGJSON: the API path redirects to the file host; the checksum sits beside the file there
    if (url === '/api/v5/AtomicCards.json.xz' || url === '/api/v5/AtomicCards.json.xz.sha256')
      res.writeHead(302, { location: `${host}/files${url}` }).end();
    else if (url === '/files/api/v5/AtomicCards.json.xz') res.writeHead(200, { 'content-length': XZ.length }).end(XZ);
    else if (url === '/files/api/v5/AtomicCards.json.xz.sha256') res.end(`${SHA}  AtomicCards.json.xz\n`);
    // Scryfall: the bulk-data object names today's file on another host; the file is sent gzip-encoded
    else if (url === '/bulk-data/default-cards') {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ object: 'bulk_data', type: 'default_cards', download_uri: `${host}/file/default-cards.json` }));
    } else if (url === '/file/default-cards.json') {
      if (gzipOk)
        res
          .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': SCRYFALL_GZ.length })
          .end(SCRYFALL_GZ);
      else res.writeHead(200, { 'content-type': 'application/json', 'content-length': SCRYFALL.length }).end(SCRYFALL);
    } else if (url === '/file/default-cards.json.sha256')
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error>AccessDenied</Error>');
    else if (url === '/bomb/bulk-data/default-cards') res.end(JSON.stringify({ download_uri: `${host}/bomb/cards.json` }));
    else if (url === '/bomb/cards.json')
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': BOMB.length, 'content-type': 'application/json' }).end(BOMB);
    else if (url === '/html/bulk-data/default-cards')
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body>Maintenance</body></html>');
    else if (url === '/endless/bulk-data/default-cards') {
      // an answer that never ends: must be cut at the bulk-data object's cap
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"download_uri": "');
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const more = () => {
        bulkServed += chunk.length;
        if (bulkServed > 700 * 1024 * 1024 || res.destroyed) return res.end();
        if (res.write(chunk)) setImmediate(more);
        else res.once('drain', more);
      };
      more();
    } else if (url === '/damaged/AtomicCards.json.xz') {
      const cut = Buffer.from(XZ);
      cut.fill(0x55, 200, 400);
      res.end(cut);
    } else if (url === '/nodigest/AtomicCards.json.xz') res.end(XZ);
    else if (url === '/nodigest/AtomicCards.json.xz.sha256') res.end('checksum coming soon\n');
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** One command in this process (test/cli/here.ts): what it says and exits with is the test, not the process; the server answers between its awaits. */
function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return hanteiHere(args, {
    env: {
      TMPDIR: tmp,
      HANTEI_CARDS: join(dir, 'default-index.json'),
      HTTPS_PROXY: '',
      HTTP_PROXY: '',
      https_proxy: '',
      http_proxy: '',
      NO_PROXY: '',
      no_proxy: '',
      ...env,
    },
  });
}

const index = (name: string) => join(dir, name);
const noTrace = (s: string) => expect(s).not.toMatch(/\n\s+at |TypeError|get_next_output/);

describe('cards update against servers as they answer', () => {
  it('MTGJSON: the file and its .sha256 through redirects to the file host, verified', async () => {
    const r = await run(['cards', 'update', '--from', `${base}/api/v5/AtomicCards.json.xz`, '--index', index('mtgjson.json')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/SHA-256 verified/);
    expect(JSON.parse(readFileSync(`${index('mtgjson.json')}.source.json`, 'utf8'))).toMatchObject({ sha256: SHA, verified: 'sha256' });
  });

  it('Scryfall: the bulk-data object, then the file sent gzip-encoded (decoded size is not held to the compressed length)', async () => {
    const r = await run(['cards', 'update', '--from', `${base}/bulk-data/default-cards`, '--index', index('scryfall.json'), '--progress']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/interrupted/);
    expect(r.stderr).toMatch(/note: no checksum is published next to .*default-cards\.json .*not verified/);
    const cards = JSON.parse(readFileSync(index('scryfall.json'), 'utf8')) as Array<{ name: string }>;
    expect(cards.some((c) => c.name === 'Lightning Bolt')).toBe(true);
  });

  it('a gzip bomb stops at the decoded-size cap, and nothing big is left in the temporary folder', async () => {
    const r = await run(['cards', 'update', '--from', `${base}/bomb/bulk-data/default-cards`, '--index', index('bomb.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unpacks to more than 16 MiB \(it was sent compressed, \d+ bytes so far\): refused as a decompression bomb/);
    noTrace(r.stderr);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('a bulk-data answer that is HTML is said plainly (exit 1, not a crash)', async () => {
    const r = await run(['cards', 'update', '--from', `${base}/html/bulk-data/default-cards`, '--index', index('html.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/did not answer with a bulk-data JSON object \(it answered "<!DOCTYPE html><html><body>Maintenance<\/"\)/);
    noTrace(r.stderr);
  });

  it('an endless bulk-data answer is cut at its cap, not read into memory', async () => {
    const r = await run(['cards', 'update', '--from', `${base}/endless/bulk-data/default-cards`, '--index', index('endless.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is larger than the 1 MiB a Scryfall bulk-data object can be/);
    expect(bulkServed).toBeLessThan(100 * 1024 * 1024);
  });

  it('a damaged .xz says so in plain words, naming the URL, not the deleted temporary file', async () => {
    const r = await run(['cards', 'update', '--from', `${base}/damaged/AtomicCards.json.xz`, '--index', index('damaged.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the \.xz data is damaged or cut short/);
    expect(r.stderr).toContain(`${base}/damaged/AtomicCards.json.xz`);
    expect(r.stderr).not.toContain(tmp);
    noTrace(r.stderr);
  });

  it('a .sha256 that holds no digest: read as it is, said "not verified"', async () => {
    const r = await run(['cards', 'update', '--from', `${base}/nodigest/AtomicCards.json.xz`, '--index', index('nodigest.json')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/not verified/);
    expect(r.stdout).not.toMatch(/verified/);
  });

  it('a dead proxy is blamed, not the host behind it; a malformed one is refused naming its variable', async () => {
    const dead = await run(['cards', 'update', '--from', 'https://mtgjson.com/api/v5/AtomicCards.json.xz', '--index', index('p.json')], {
      HTTPS_PROXY: 'http://127.0.0.1:9',
    });
    expect(dead.code).toBe(1);
    expect(dead.stderr).toMatch(
      /^hantei: cannot reach mtgjson\.com through the proxy http:\/\/127\.0\.0\.1:9 \(HTTPS_PROXY\): connection refused\n/,
    );
    const bad = await run(['cards', 'update', '--from', 'https://mtgjson.com/api/v5/AtomicCards.json.xz', '--index', index('p.json')], {
      HTTPS_PROXY: 'proxy.example:3128 oops',
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /^hantei: HTTPS_PROXY is not a proxy URL: "proxy\.example:3128 oops"\n {2}hint: write it as http:\/\/HOST:PORT/,
    );
  });
});

describe('files beside --from and the index: regular files only, no hang', () => {
  const data = join(dir, 'AtomicCards.json.xz');
  writeFileSync(data, XZ);
  const side = `${data}.sha256`;
  const reset = () => execFileSync('rm', ['-rf', side]);

  it.each([
    ['a FIFO', () => execFileSync('mkfifo', [side]), /the checksum file: is a pipe \(FIFO\), not a regular file/],
    ['/dev/zero', () => symlinkSync('/dev/zero', side), /the checksum file: is a character device, not a regular file/],
    ['a folder', () => mkdirSync(side), /cannot read the checksum file: is a folder, not a file/],
    [
      'a 700 MB file',
      () => {
        writeFileSync(side, '');
        truncateSync(side, 700 * 1024 * 1024);
      },
      /the checksum file: it is larger than the 65536 bytes such a file can be/,
    ],
  ])('a .sha256 that is %s is one clear error', async (_what, make, says) => {
    reset();
    make();
    const r = await run(['cards', 'update', '--from', data, '--index', index('side.json')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(says);
    noTrace(r.stderr);
    reset();
  });

  it('a .sha256 holding no digest: imported, said "not verified"', async () => {
    reset();
    writeFileSync(side, 'see the website\n');
    const r = await run(['cards', 'update', '--from', data, '--index', index('side.json')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/AtomicCards\.json\.xz\.sha256 holds no SHA-256 digest: the file is read as it is, not verified/);
    reset();
  });

  it('--from a FIFO or a folder says what it is', async () => {
    const f = join(dir, 'from-fifo');
    execFileSync('mkfifo', [f]);
    const r = await run(['cards', 'update', '--from', f, '--index', index('x.json')]);
    expect(r.stderr).toMatch(/cannot read card data: is a pipe \(FIFO\), not a regular file/);
    const d = await run(['cards', 'update', '--from', dir, '--index', index('x.json')]);
    expect(d.stderr).toMatch(/cannot read card data: is a folder, not a file/);
  });

  it('cards info with a FIFO or malformed .source.json: a note, not a hang or a crash', async () => {
    const idx = index('info.json');
    writeFileSync(idx, '[]\n');
    execFileSync('mkfifo', [`${idx}.source.json`]);
    const fifo = await run(['cards', 'info'], { HANTEI_CARDS: idx });
    expect(fifo.code, fifo.stderr).toBe(0);
    expect(fifo.stdout).toMatch(
      /note: .*info\.json\.source\.json: the card index source note is not what hantei writes \(.*a pipe \(FIFO\)/,
    );
    execFileSync('rm', [`${idx}.source.json`]);
    writeFileSync(`${idx}.source.json`, '{"source": 7');
    const bad = await run(['cards', 'info'], { HANTEI_CARDS: idx });
    expect(bad.code, bad.stderr).toBe(0);
    expect(bad.stdout).toMatch(/note: .*source note is not what hantei writes/);
  });

  it('cards import --index FIFO --merge is refused at once', async () => {
    const f = join(dir, 'index-fifo');
    execFileSync('mkfifo', [f]);
    const r = await run(['cards', 'import', data, '--index', f, '--merge']);
    expect(r.code).toBe(1);
    // refused as an output before it is read as the index to merge into (io/outputs-vs-inputs.ts), never opened for reading
    expect(r.stderr).toMatch(/--index names a named pipe/);
  });

  it('cards import records the sha256 of the file it read', async () => {
    const r = await run(['cards', 'import', data, '--index', index('imported.json')]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(`${index('imported.json')}.source.json`, 'utf8'))).toMatchObject({ sha256: SHA, verified: 'none' });
    expect(statSync(index('imported.json')).size).toBeGreaterThan(0);
  });
});
