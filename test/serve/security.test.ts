// isolation: serve/ — each server it starts (built-in systems only) is closed in afterAll or a finally
import { request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate } from '../../src/api/index.js';
import { packageRoot } from '../../src/paths.js';
import { allowedHosts } from '../../src/serve/guard.js';
import { type RunningServer, startServer } from '../../src/serve/server.js';
import type { JobStatus, SaveResponse, StateResponse } from '../../src/serve/protocol.js';
import { LIMITS } from '../../src/serve/workbench.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';
import { systemTmpdir } from '../setup/tmp.js';
import { serveCli, workbenchStudy } from './harness.js';

/*
 * The attacks themselves, as raw HTTP (node:http, so Host and Origin can be
 * anything a hostile page or a rebound DNS name would send).
 */

interface Reply {
  status: number;
  text: string;
  data: Record<string, unknown>;
}

function raw(server: RunningServer, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    // a missing Host: node would add one
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        setHost: headers.host !== undefined,
        headers: { ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let data: Record<string, unknown> = {};
          try {
            data = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // the page, not JSON
          }
          resolve({ status: res.statusCode ?? 0, text, data });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What the page itself sends. */
const own = (server: RunningServer, session = 'test-session'): Record<string, string> => ({
  host: new URL(server.url).host,
  'content-type': 'application/json',
  'x-hantei-token': server.token,
  'x-hantei-session': session,
});

const api = (server: RunningServer, method: string, path: string, body?: unknown, session?: string) =>
  raw(server, method, path, own(server, session), body === undefined ? undefined : JSON.stringify(body));

const jobBody = { analysis: 'dice', params: { ability: '0..1', difficulty: '5..6' }, trials: 1000 };
const deckText = readFileSync('test/fixtures/arena.txt', 'utf8');

async function until(server: RunningServer, id: string, done: (s: JobStatus) => boolean): Promise<JobStatus> {
  const deadline = Date.now() + 60_000; // a hang guard, not a timing claim
  for (;;) {
    const s = (await api(server, 'GET', `/api/jobs/${id}`)).data as unknown as JobStatus;
    if (done(s) || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('hantei serve refuses other hosts, origins and pages (nothing started)', () => {
  let server: RunningServer;
  const study = workbenchStudy();
  let port: number;

  beforeAll(async () => {
    server = await startServer({ study: study.file, port: 0, write: true, threads: 1 });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a foreign Host (DNS rebinding) gets 421 on every route: no page, no token, no state', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1:${port + 1}`,
      `localhost:${port === 65535 ? 1 : port + 1}`,
      '127.0.0.1',
      undefined,
    ]) {
      for (const [method, path, body] of [
        ['GET', '/', undefined],
        ['GET', '/api/state', undefined],
        ['POST', '/api/jobs', JSON.stringify(jobBody)],
        ['GET', '/workbench.js', undefined],
      ] as const) {
        const headers: Record<string, string> = { ...own(server) };
        if (host === undefined) delete headers.host;
        else headers.host = host;
        const r = await raw(server, method, path, headers, body);
        // no Host at all: node's HTTP server refuses it (400) before the workbench sees it
        expect(r.status, `${method} ${path} Host ${host}`).toBe(host === undefined ? 400 : 421);
        expect(r.text).not.toContain(server.token);
        expect(r.text).not.toContain('mono-green');
      }
    }
    // the names this server is reached by still work
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      const page = await raw(server, 'GET', '/', { host });
      expect(page.status, host).toBe(200);
      expect(page.text).toContain(`<meta name="hantei-token" content="${server.token}">`);
    }
  });

  it('a foreign Origin gets 403, even with the token and JSON', async () => {
    for (const origin of [
      'http://evil.example',
      `http://127.0.0.1:${port + 1}`,
      'null',
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${port}.evil.example`,
    ]) {
      const r = await raw(server, 'POST', '/api/jobs', { ...own(server), origin }, JSON.stringify(jobBody));
      expect(r.status, origin).toBe(403);
      expect(String(r.data.error)).toMatch(/another origin/);
    }
    const site = await raw(server, 'POST', '/api/jobs', { ...own(server), 'sec-fetch-site': 'same-site' }, JSON.stringify(jobBody));
    expect(site.status).toBe(403);
    // the page's own origin passes (an exact analysis: starts no job)
    const ok = await raw(
      server,
      'POST',
      '/api/analyse',
      { ...own(server), origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ analysis: 'dice', rules: { name: 'standard' }, params: { ability: '0', difficulty: '7' } }),
    );
    expect(ok.status, ok.text).toBe(200);
  });

  it('a POST that is not application/json gets 415 (a form or a no-cors fetch cannot send JSON)', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      const headers: Record<string, string> = { ...own(server) };
      if (type === undefined) delete headers['content-type'];
      else headers['content-type'] = type;
      const r = await raw(server, 'POST', '/api/jobs', headers, JSON.stringify(jobBody));
      expect(r.status, String(type)).toBe(415);
      expect(String(r.data.error)).toMatch(/application\/json/);
    }
  });

  it("an /api request without the page's token gets 403", async () => {
    const { 'x-hantei-token': _t, ...noToken } = own(server);
    expect((await raw(server, 'GET', '/api/state', noToken)).status).toBe(403);
    expect((await raw(server, 'POST', '/api/jobs', noToken, JSON.stringify(jobBody))).status).toBe(403);
    const wrong = await raw(
      server,
      'POST',
      '/api/jobs',
      // the token with its last character changed (a base64url token may already end in x)
      { ...noToken, 'x-hantei-token': `${server.token.slice(0, -1)}${server.token.endsWith('x') ? 'y' : 'x'}` },
      JSON.stringify(jobBody),
    );
    expect(wrong.status).toBe(403);
    expect(String(wrong.data.error)).toMatch(/x-hantei-token/);
  });

  it('after every refused attack above no job exists and nothing was written', async () => {
    expect((await api(server, 'GET', '/api/jobs/1')).status).toBe(404);
    expect(readdirSync(study.dir).sort()).toEqual(['mono-green.yaml', 'study.yaml']);
    // and the first job the page starts is job 1
    expect((await api(server, 'POST', '/api/jobs', jobBody)).data.id).toBe('1');
  });

  it('replies name no absolute server path', async () => {
    const state = await api(server, 'GET', '/api/state');
    expect(state.status).toBe(200);
    for (const root of [study.dir, tmpdir(), systemTmpdir(), packageRoot()]) expect(state.text).not.toContain(root);
    const decks = (state.data as unknown as StateResponse).decks;
    expect(decks.map((d) => d.file)).toEqual(['mono-green.yaml']);
    const analysed = await api(server, 'POST', '/api/analyse', {
      analysis: 'mtg',
      rules: V2,
      params: { deck: ['mono-green'], check: ['green'], difficulty: '3', boost: ['never'] },
    });
    expect(analysed.status).toBe(200);
    expect(analysed.text).not.toContain(study.dir);
  });
});

describe("request fields are checked by type, and the CLI's budget holds", () => {
  let server: RunningServer;
  const study = workbenchStudy();
  beforeAll(async () => {
    server = await startServer({ study: study.file, port: 0, threads: 1 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a boolean, a list or a string is not a trial count; unknown fields are named', async () => {
    for (const trials of [true, ['7'], '1e6', 1.5, 0, -3, 1e9, null, { n: 7 }]) {
      const r = await api(server, 'POST', '/api/jobs', { ...jobBody, trials });
      expect(r.status, JSON.stringify(trials)).toBe(400);
      expect(String(r.data.error)).toMatch(/^Trials must be a whole number from 1 to 1e8, got /);
    }
    const typo = await api(server, 'POST', '/api/jobs', { ...jobBody, trails: 7 });
    expect(typo.status).toBe(400);
    expect(String(typo.data.error)).toMatch(/unknown field "trails" \(did you mean "trials"\?\)/);
    expect(String((await api(server, 'POST', '/api/jobs', { ...jobBody, analysis: 5 })).data.error)).toMatch(
      /^analysis must be a string, got 5$/,
    );
    expect(String((await api(server, 'POST', '/api/analyse', { analysis: 'dice', rules: {}, params: {}, lang: 'fr' })).data.error)).toMatch(
      /^lang must be one of en, ja, got "fr"/,
    );
    expect(String((await api(server, 'POST', '/api/decks', { text: 42 })).data.error)).toMatch(/^Decklist must be a string, got 42$/);
    expect(String((await api(server, 'POST', '/api/save', { analysis: 'mtg', rules: V2, overwrite: 'study.yaml' })).data.error)).toMatch(
      /^overwrite must be a list of strings, got/,
    );
    expect(String((await api(server, 'POST', '/api/analyse', [1, 2])).data.error)).toMatch(/send a JSON object/);
    // none of them started a job
    expect((await api(server, 'GET', '/api/jobs/1')).status).toBe(404);
  });

  it('a 2e12-check job is refused with the budget named; an oversized grid too', async () => {
    // 100 abilities × 200 difficulties = 20,000 cells (the cell budget) × 1e8 trials
    const r = await api(server, 'POST', '/api/jobs', { analysis: 'dice', params: { ability: '0..99', difficulty: '0..199' }, trials: 1e8 });
    expect(r.status).toBe(400);
    expect(String(r.data.error)).toMatch(/= 2\.00e12 simulated checks, over the budget of 1\.00e10/);
    const grid = await api(server, 'POST', '/api/jobs', {
      analysis: 'dice',
      params: { ability: '0..999', difficulty: '0..999' },
      trials: 10,
    });
    expect(grid.status).toBe(400);
    expect(String(grid.data.error)).toMatch(/1,000,000 cells, over the budget of 20,000/);
    expect((await api(server, 'GET', '/api/jobs/1')).status).toBe(404);
    // the same trials on a grid within the budget start (and are cancelled: the numbers are not the point here)
    const ok = await api(server, 'POST', '/api/jobs', { analysis: 'dice', params: { ability: '0..1', difficulty: '5..6' }, trials: 1e8 });
    expect(ok.status, ok.text).toBe(200);
    await api(server, 'POST', `/api/jobs/${String(ok.data.id)}/cancel`);
    expect((await until(server, String(ok.data.id), (s) => s.state !== 'running')).state).toBe('cancelled');
  });

  it('pasted decks are capped in size and number per page, and released with old pages', async () => {
    const big = await api(server, 'POST', '/api/decks', { name: 'big', text: '20 Forest\n'.repeat(LIMITS.deckBytes / 10 + 1) }, 'caps');
    expect(big.status).toBe(400);
    expect(String(big.data.error)).toMatch(/over the cap of 65536/);
    for (let i = 0; i < LIMITS.pastedDecks; i++)
      expect((await api(server, 'POST', '/api/decks', { name: `d${i}`, text: deckText }, 'caps')).status).toBe(200);
    const over = await api(server, 'POST', '/api/decks', { name: 'one-more', text: deckText }, 'caps');
    expect(over.status).toBe(400);
    expect(String(over.data.error)).toMatch(/16 pasted decks already/);
    // another page has its own decks, and does not see these
    const other = await api(server, 'POST', '/api/decks', { name: 'mine', text: deckText }, 'other-page');
    expect(other.status).toBe(200);
    const seen = (s: string) =>
      api(server, 'GET', '/api/state', undefined, s).then((r) => (r.data as unknown as StateResponse).decks.map((d) => d.deck));
    expect(await seen('other-page')).toEqual(['mono-green', 'mine']);
    expect((await seen('caps')).length).toBe(1 + LIMITS.pastedDecks);
    // pages beyond the cap release the least recently seen (with its decks)
    for (let i = 0; i < LIMITS.sessions; i++) await seen(`later-${i}`);
    expect(await seen('caps')).toEqual(['mono-green']);
    expect((await api(server, 'POST', '/api/analyse', { analysis: 'mtg', rules: V2, params: { deck: ['d0'] } }, 'caps')).status).toBe(400);
  });
});

describe('--write touches only files it made or the page names', () => {
  let server: RunningServer;
  // the study's folder inside one of the test's own, so "beside the study folder" is a place only this test writes
  const around = mkdtempSync(join(tmpdir(), 'hantei-around-'));
  const study = workbenchStudy(around);
  const outside = join(around, 'outside.txt');
  const save = (params: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    api(
      server,
      'POST',
      '/api/save',
      { analysis: 'mtg', rules: V2, params: { difficulty: '0..2', boost: ['never'], ...params }, write: true, ...extra },
      'writer',
    );
  const listing = () => readdirSync(study.dir).sort();

  beforeAll(async () => {
    writeFileSync(join(study.dir, 'notes.txt'), 'my notes\n');
    writeFileSync(join(study.dir, 'CON.txt'), 'not a device here\n');
    writeFileSync(outside, 'outside the study folder\n');
    server = await startServer({ study: study.file, port: 0, write: true, threads: 1 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a pasted deck named like an existing file never overwrites it; path-like names are harmless', async () => {
    const names = [
      'notes',
      'notes.txt',
      '../x',
      '../../etc/passwd',
      '/etc/passwd',
      'CON',
      'a\u0000b',
      '..',
      '.hidden',
      'sub/dir\\name',
      '',
    ];
    const ids: string[] = [];
    for (const name of names) {
      const r = await api(server, 'POST', '/api/decks', { name, text: deckText }, 'writer');
      expect(r.status, name).toBe(200);
      ids.push((r.data as { deck: { deck: string } }).deck.deck);
    }
    for (const id of ids) expect(id).toMatch(/^[\p{L}\p{N}_-]+$/u);
    const r = await save({ deck: ids });
    expect(r.status, r.text).toBe(200);
    const saved = r.data as unknown as SaveResponse;
    expect(readFileSync(join(study.dir, 'notes.txt'), 'utf8')).toBe('my notes\n');
    expect(readFileSync(join(study.dir, 'CON.txt'), 'utf8')).toBe('not a device here\n');
    expect(readFileSync(outside, 'utf8')).toBe('outside the study folder\n');
    expect(existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : '').not.toContain('Runeclaw');
    // every written file is new, in the study folder, and named plainly
    for (const f of saved.written) {
      expect(f).toMatch(/^[\p{L}\p{N}_.-]+$/u);
      expect(f).not.toMatch(/^\.|\.\.|^(con|nul|prn|aux)\./i);
    }
    expect(saved.written).not.toContain('notes.txt');
    expect(saved.written).toContain('notes-2.txt');
    expect(listing().every((f) => !f.startsWith('.'))).toBe(true);
    expect(readdirSync(around).sort()).toEqual([basename(study.dir), 'outside.txt'].sort());
    // a deck id is never a path: a path in params names no deck
    for (const deck of ['../study', '/etc/passwd', 'notes.txt']) {
      const bad = await save({ deck: [deck] });
      expect(bad.status).toBe(400);
      expect(String(bad.data.error)).toMatch(/no deck/);
    }
  });

  it('an existing file it did not write is refused (409, nothing written) until the page names it', async () => {
    const rules = join(study.dir, 'wb-mtg-rules.yaml');
    const other = workbenchStudy();
    const s2 = await startServer({ study: other.file, port: 0, write: true, threads: 1 });
    try {
      writeFileSync(join(other.dir, 'wb-mtg-rules.yaml'), '# mine\n');
      const before = readdirSync(other.dir).sort();
      const body = { analysis: 'mtg', rules: V2, params: { deck: ['mono-green'], difficulty: '0..2' }, write: true };
      const refused = await api(s2, 'POST', '/api/save', body);
      expect(refused.status).toBe(409);
      expect(refused.data.exists).toEqual(['wb-mtg-rules.yaml']);
      expect(String(refused.data.error)).toMatch(/wb-mtg-rules\.yaml already exists .* did not write it: nothing was saved/);
      expect(readdirSync(other.dir).sort()).toEqual(before);
      expect(readFileSync(join(other.dir, 'wb-mtg-rules.yaml'), 'utf8')).toBe('# mine\n');
      // named in the page: written
      const named = await api(s2, 'POST', '/api/save', { ...body, overwrite: ['wb-mtg-rules.yaml'] });
      expect(named.status, named.text).toBe(200);
      expect(readFileSync(join(other.dir, 'wb-mtg-rules.yaml'), 'utf8')).toMatch(/extends: v2/);
      // written by this server: saved again without asking
      expect((await api(s2, 'POST', '/api/save', body)).status).toBe(200);
    } finally {
      await s2.close();
    }
    // this server wrote its rules file in the test above: saving again is fine
    expect(existsSync(rules)).toBe(true);
    expect((await save({ deck: ['mono-green'] })).status).toBe(200);
  });

  it('a symlink or a folder in place of a target is refused even when named', async () => {
    const other = workbenchStudy();
    const s2 = await startServer({ study: other.file, port: 0, write: true, threads: 1 });
    try {
      symlinkSync(outside, join(other.dir, 'wb-mtg-rules.yaml'));
      mkdirSync(join(other.dir, 'wb-mtg-workbench.yaml'));
      const r = await api(s2, 'POST', '/api/save', {
        analysis: 'mtg',
        rules: V2,
        params: { deck: ['mono-green'] },
        write: true,
        overwrite: ['wb-mtg-rules.yaml', 'wb-mtg-workbench.yaml'],
      });
      expect(r.status).toBe(409);
      expect(r.data.exists).toEqual(['wb-mtg-rules.yaml', 'wb-mtg-workbench.yaml']);
      expect(readFileSync(outside, 'utf8')).toBe('outside the study folder\n');
    } finally {
      await s2.close();
    }
  });

  it('downloading (write: false) writes nothing even with --write', async () => {
    const before = listing();
    const r = await api(server, 'POST', '/api/save', { analysis: 'mtg', rules: V2, params: { deck: ['mono-green'] } }, 'writer');
    expect(r.status).toBe(200);
    expect((r.data as unknown as SaveResponse).written).toEqual([]);
    expect(listing()).toEqual(before);
  });
});

describe('jobs are isolated', () => {
  let server: RunningServer;
  const study = workbenchStudy();
  beforeAll(async () => {
    server = await startServer({ study: study.file, port: 0, threads: 1 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`at most ${LIMITS.runningJobs} simulations run at once (429); a cancelled one frees its place`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.runningJobs; i++) {
      const r = await api(server, 'POST', '/api/jobs', { analysis: 'dice', params: { ability: '0', difficulty: '7' }, trials: 1e8 });
      expect(r.status, r.text).toBe(200);
      ids.push(String(r.data.id));
    }
    const over = await api(server, 'POST', '/api/jobs', jobBody);
    expect(over.status).toBe(429);
    expect(String(over.data.error)).toMatch(/4 simulations are running \(the cap is 4\); wait for one or cancel it/);
    for (const id of ids) await api(server, 'POST', `/api/jobs/${id}/cancel`);
    for (const id of ids) expect((await until(server, id, (s) => s.state !== 'running')).state).toBe('cancelled');
    expect((await api(server, 'POST', '/api/jobs', jobBody)).status).toBe(200);
  });

  it('cancelling one simulation leaves another running one to finish with the right numbers', async () => {
    const long = await api(server, 'POST', '/api/jobs', { analysis: 'dice', params: { ability: '0', difficulty: '7' }, trials: 1e8 });
    const params = { ability: '0..1', difficulty: '5..6' };
    const kept = await api(server, 'POST', '/api/jobs', { analysis: 'dice', params, trials: 2e7 });
    expect(long.status).toBe(200);
    expect(kept.status).toBe(200);
    const [a, b] = [String(long.data.id), String(kept.data.id)];
    await until(server, a, (s) => s.done > 0);
    const atCancel = await until(server, b, (s) => s.done > 0);
    // both were running when one was cancelled
    expect(atCancel.state).toBe('running');
    await api(server, 'POST', `/api/jobs/${a}/cancel`);
    expect((await until(server, a, (s) => s.state !== 'running')).state).toBe('cancelled');
    const done = await until(server, b, (s) => s.state !== 'running');
    expect(done.state, done.error).toBe('done');
    const state = (await api(server, 'GET', '/api/state')).data as unknown as StateResponse;
    const dice = state.analyses.find((x) => x.name === 'dice')!;
    const lib = await simulate({
      system: '2d6',
      ruleset: dice.rules as Record<string, unknown>,
      params,
      trials: 2e7,
      seed: dice.seed,
      threads: 0,
    });
    expect(done.doc!.cells.map((c) => [c.params, c.success, c.attempts])).toEqual(lib.cells.map((c) => [c.params, c.success, c.attempts]));
  });
});

describe('the names a server answers to', () => {
  it('loopback: the three loopback names with the port; a bound address or a wildcard adds its own', () => {
    expect([...allowedHosts('127.0.0.1', 8080)].sort()).toEqual(['127.0.0.1:8080', '[::1]:8080', 'localhost:8080']);
    expect(allowedHosts('127.0.0.1', 80).has('localhost')).toBe(true);
    expect(allowedHosts('192.168.1.5', 8080).has('192.168.1.5:8080')).toBe(true);
    expect(allowedHosts('::1', 8080).has('[::1]:8080')).toBe(true);
    const any = allowedHosts('0.0.0.0', 8080);
    expect(any.has(`${hostname().toLowerCase()}:8080`)).toBe(true);
    for (const foreign of ['evil.example:8080', '127.0.0.1:8081', '127.0.0.1', 'localhost.evil.example:8080'])
      expect(any.has(foreign), foreign).toBe(false);
  });

  it('hantei serve --host 0.0.0.0 warns that anyone reaching it may use it, and still refuses foreign names', async () => {
    const study = workbenchStudy();
    const s = await serveCli([study.file, '--host', '0.0.0.0', '--write', '--threads', '1']);
    try {
      const port = new URL(s.url).port;
      await expect
        .poll(() => s.stderr())
        .toMatch(/warning: --host 0\.0\.0\.0 lets anyone who can reach this address .* save files into the study folder/);
      const get = (host: string) =>
        new Promise<number>((resolve, reject) => {
          request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
            .on('error', reject)
            .end();
        });
      expect(await get(`127.0.0.1:${port}`)).toBe(200);
      expect(await get(`${hostname()}:${port}`)).toBe(200);
      expect(await get(`evil.example:${port}`)).toBe(421);
    } finally {
      expect(await s.stop()).toBe(0);
    }
  });
});
