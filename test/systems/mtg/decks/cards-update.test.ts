import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import { type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledMeta, bundledSnapshot } from '../../../../src/systems/mtg/decks/load.js';
import { hanteiHere } from '../../../cli/here.js';

/*
 * `hantei cards update` against a local HTTP server on 127.0.0.1 serving
 * fixture files (no network): the progress bar, a published checksum checked,
 * a mismatch refused, an interrupted download or Ctrl-C leaving the previous
 * index as it was. The commands run in-process through test/cli/here.ts (the
 * built CLI's main()); the Ctrl-C case spawns bin/hantei.js, as a signal is
 * sent to a process.
 */
const XZ = readFileSync('test/fixtures/cards/mtgjson-atomic.json.xz');
const SHA = createHash('sha256').update(XZ).digest('hex');
const SCRYFALL = readFileSync('test/fixtures/cards/scryfall-default.json');
const dir = mkdtempSync(join(tmpdir(), 'hantei-update-'));
const proxied: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    if (url === '/good/AtomicCards.json.xz' || url === '/bad-sha/AtomicCards.json.xz') {
      res.writeHead(200, { 'content-length': XZ.length, 'content-type': 'application/x-xz' });
      res.end(XZ);
    } else if (url === '/good/AtomicCards.json.xz.sha256') {
      res.end(`${SHA}  AtomicCards.json.xz\n`);
    } else if (url === '/bad-sha/AtomicCards.json.xz.sha256') {
      res.end(`${'0'.repeat(64)}\n`);
    } else if (url === '/cut/AtomicCards.json.xz.sha256') {
      res.end(`${SHA}\n`);
    } else if (url === '/cut/AtomicCards.json.xz') {
      // announces the whole file, sends half, then drops the connection
      res.writeHead(200, { 'content-length': XZ.length });
      res.write(XZ.subarray(0, XZ.length >> 1), () => res.destroy());
    } else if (url === '/slow/AtomicCards.json.xz.sha256') {
      res.end(`${SHA}\n`);
    } else if (url === '/slow/AtomicCards.json.xz') {
      // never finishes: the test stops the update with Ctrl-C
      res.writeHead(200, { 'content-length': XZ.length });
      res.write(XZ.subarray(0, 16));
    } else if (url === '/bulk-data/default-cards' || url === 'http://cards.example.invalid/bulk-data/default-cards') {
      // Scryfall's bulk-data object names the day's file (a relative host here: the test server itself)
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ object: 'bulk_data', type: 'default_cards', download_uri: `http://${req.headers.host}/files/default-cards.json` }),
      );
    } else if (url === '/files/default-cards.json') {
      res.setHeader('content-type', 'application/json');
      res.end(SCRYFALL);
    } else {
      res.writeHead(404).end('not found');
    }
  });
  // asked as a proxy: a CONNECT tunnel to a host that does not exist ends at this server, and is remembered
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    proxied.push(req.url ?? '');
    const upstream = connect((server.address() as AddressInfo).port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

// no proxy unless one is named: the update must reach 127.0.0.1 directly
const proxyEnv = (proxy = '') => ({ HTTPS_PROXY: proxy, HTTP_PROXY: proxy, https_proxy: '', http_proxy: '', NO_PROXY: '', no_proxy: '' });

/** The command in this process (test/cli/here.ts): what it says, writes and exits with. */
const run = (args: string[], proxy = '') => hanteiHere(args, { env: proxyEnv(proxy) });

/** The command in a process of its own, for the case that sends it a signal. */
function spawned(
  args: string[],
  onStart: (p: ChildProcess) => void,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((ok) => {
    const p = spawn(process.execPath, ['bin/hantei.js', ...args], { env: { ...process.env, FORCE_COLOR: '0', ...proxyEnv() } });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    p.on('close', (code, signal) => ok({ code, signal, stdout, stderr }));
    onStart(p);
  });
}

/** An index that an update must leave alone when it fails. */
function oldIndex(name: string): { file: string; text: string } {
  const file = join(dir, name);
  const text = '[\n{"name":"Old Card","mana_value":1,"colors":["G"],"type_line":"Creature"}\n]\n';
  writeFileSync(file, text);
  return { file, text };
}

describe('hantei cards update', () => {
  it('downloads with a progress bar, checks the published SHA-256, imports and swaps the index in', async () => {
    const { file } = oldIndex('good.json');
    const r = await run(['cards', 'update', '--from', `${base}/good/AtomicCards.json.xz`, '--index', file, '--progress']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/downloading AtomicCards\.json\.xz \[[█░]+\] 100%/);
    expect(r.stdout).toMatch(
      /updated .*good\.json: \d+ cards \(\d+ with Japanese names\) from http:\/\/127\.0\.0\.1:\d+\/good\/AtomicCards\.json\.xz, SHA-256 verified/,
    );
    const cards = JSON.parse(readFileSync(file, 'utf8')) as Array<{ name: string }>;
    expect(cards.some((c) => c.name === 'Old Card')).toBe(false); // replaced, not merged
    expect(cards.some((c) => c.name === 'Lightning Bolt')).toBe(true);
    const source = JSON.parse(readFileSync(`${file}.source.json`, 'utf8')) as { sha256: string; verified: string };
    expect(source).toMatchObject({ sha256: SHA, verified: 'sha256' });
  });

  it('refuses a file whose checksum does not match the published one, and keeps the old index', async () => {
    const { file, text } = oldIndex('bad-sha.json');
    const r = await run(['cards', 'update', '--from', `${base}/bad-sha/AtomicCards.json.xz`, '--index', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /checksum mismatch for http:\/\/127\.0\.0\.1:\d+\/bad-sha\/AtomicCards\.json\.xz: published 0{64}, downloaded file [0-9a-f]{64}/,
    );
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('an interrupted download is an error and leaves the old index', async () => {
    const { file, text } = oldIndex('cut.json');
    const r = await run(['cards', 'update', '--from', `${base}/cut/AtomicCards.json.xz`, '--index', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the download of .*cut\/AtomicCards\.json\.xz was interrupted/);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readdirSync(dir).filter((f) => f.startsWith('.cut.json'))).toEqual([]); // no half-written index beside it
  });

  it('Ctrl-C during the download exits 130 and leaves the old index', async () => {
    const { file, text } = oldIndex('slow.json');
    const r = await spawned(['cards', 'update', '--from', `${base}/slow/AtomicCards.json.xz`, '--index', file, '--progress'], (p) => {
      // stop once the download has begun (the progress bar is drawn)
      p.stderr!.on('data', (d: Buffer) => {
        if (d.toString().includes('downloading')) p.kill('SIGINT');
      });
    });
    expect(r.code, r.stderr).toBe(130);
    expect(r.stderr).toMatch(/interrupted/);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('a host that cannot be reached is one clear line', async () => {
    const { file, text } = oldIndex('offline.json');
    // a port that was just free: nothing listens there
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((ok) => probe.close(() => ok()));
    const r = await run(['cards', 'update', '--from', `http://127.0.0.1:${port}/AtomicCards.json.xz`, '--index', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^hantei: cannot reach 127\\.0\\.0\\.1:${port} \\(connection refused\\)\n`));
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it("Scryfall's bulk-data object: the file it names is downloaded and imported (Scryfall publishes no checksum: a note says so)", async () => {
    const { file } = oldIndex('scryfall.json');
    const r = await run(['cards', 'update', '--from', `${base}/bulk-data/default-cards`, '--index', file]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/note: no checksum is published next to .*default-cards\.json/);
    expect(r.stdout).toMatch(/updated .*scryfall\.json: \d+ cards .* from http:\/\/127\.0\.0\.1:\d+\/bulk-data\/default-cards\n/);
    const cards = JSON.parse(readFileSync(file, 'utf8')) as Array<{ name: string; ja?: string }>;
    expect(cards.find((c) => c.name === 'Lightning Bolt')?.ja).toBe('稲妻');
  });

  it('goes through HTTP_PROXY when it is set (a local proxy serves a host that does not exist)', async () => {
    const { file } = oldIndex('proxied.json');
    proxied.length = 0;
    const r = await run(['cards', 'update', '--from', 'http://cards.example.invalid/good/AtomicCards.json.xz', '--index', file], base);
    expect(r.code, r.stderr).toBe(0);
    expect(proxied.length).toBeGreaterThan(0);
    expect(new Set(proxied)).toEqual(new Set(['cards.example.invalid:80']));
    expect(r.stdout).toMatch(/SHA-256 verified/);
  });

  it('--from FILE checks a FILE.sha256 beside it', async () => {
    const data = join(dir, 'AtomicCards.json.xz');
    writeFileSync(data, XZ);
    writeFileSync(`${data}.sha256`, `${'f'.repeat(64)}\n`);
    const { file, text } = oldIndex('local.json');
    const bad = await run(['cards', 'update', '--from', data, '--index', file]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/checksum mismatch/);
    expect(readFileSync(file, 'utf8')).toBe(text);
    writeFileSync(`${data}.sha256`, `${SHA}\n`);
    const good = await run(['cards', 'update', '--from', data, '--index', file]);
    expect(good.code, good.stderr).toBe(0);
    expect(existsSync(`${file}.source.json`)).toBe(true);
  });
});

describe('hantei cards info', () => {
  it('names the bundled card data, its sources and what it lacks, and how to update', async () => {
    const r = await run(['cards', 'info']);
    expect(r.code, r.stderr).toBe(0);
    const meta = bundledMeta();
    if (bundledSnapshot()) {
      expect(r.stdout).toMatch(/^bundled card data: \d{2},\d{3} cards \(\d{2},\d{3} with official Japanese names\), \d\.\d MB compressed/);
    } else {
      // this build has no complete snapshot: cards info says so, names the sample and how to get every card
      expect(r.stdout).toMatch(
        new RegExp(
          `^bundled card data: ${meta.cards} cards \\(${meta.japanese} with Japanese names\\), the hand-checked sample for the bundled decks`,
        ),
      );
      expect(r.stdout).toMatch(/lacks: every card outside the bundled decks: run "hantei cards update"/);
    }
    for (const s of meta.sources) expect(r.stdout).toContain(`${s.cards.toLocaleString('en')} cards from ${s.data}`);
    expect(r.stdout).toMatch(/update: hantei cards update/);
  });
});
