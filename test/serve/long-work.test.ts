// isolation: serve/ — its server (built-in systems only) is closed in afterAll
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/serve/server.js';

/*
 * Long work on the workbench runs in slices: while a solve searches millions
 * of rulesets, GET /api/state and a simulation's cancel are answered; a
 * request that goes away stops its search; a bad pick or target is refused
 * by the checks the library and the CLI use, never read as a default.
 */
let server: RunningServer;
const dir = mkdtempSync(join(tmpdir(), 'hantei-long-'));
const file = join(dir, 'study.yaml');
writeFileSync(
  file,
  [
    'name: long',
    'analyses:',
    '  - name: ds',
    '    system: drawsteel',
    '    params: { characteristic: 0..3, skill: true, difficulty: [easy, medium, hard] }',
    '  - name: dice',
    '    system: 2d6',
    '    params: { ability: 0..3, difficulty: 2..12 }',
    'expect:',
    '  - { analysis: ds, where: { characteristic: 2, difficulty: medium }, success: { min: 0.75, max: 0.8 } }',
    '',
  ].join('\n'),
);

const headers = () => ({ 'content-type': 'application/json', 'x-hantei-token': server.token });
const post = (path: string, body: unknown, signal?: AbortSignal) =>
  fetch(new URL(path, server.url), { method: 'POST', body: JSON.stringify(body), headers: headers(), signal });

// 2,001 × 2,001 rulesets: a coordinate descent of tens of thousands of candidates (seconds)
const DS = { characteristic: '0..3', skill: true, difficulty: ['easy', 'medium', 'hard'] };
const LONG_SOLVE = { analysis: 'ds', rules: {}, params: DS, vary: 'tiers.tier1Max=-1000..1000,tiers.tier2Max=-1000..1000' };

beforeAll(async () => {
  server = await startServer({ study: file, port: 0, threads: 1 });
});
afterAll(async () => {
  await server?.close();
});

describe('the workbench keeps answering during long work', () => {
  it('GET /api/state and a job cancel are answered while a solve runs; the solve then finishes', async () => {
    let solved = false;
    const solve = post('/api/solve', LONG_SOLVE).then(async (r) => {
      solved = true;
      return { status: r.status, body: (await r.json()) as { candidates?: unknown[]; method?: string } };
    });
    // the solve has started when a first state request is answered after it was sent
    await new Promise((r) => setTimeout(r, 300));
    const states: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await fetch(new URL('/api/state', server.url), { headers: headers() });
      states.push(r.status);
      await r.json();
    }
    const job = await post('/api/jobs', { analysis: 'dice', rules: {}, params: { ability: '0..3', difficulty: '2..12' }, trials: 1e8 });
    const { id } = (await job.json()) as { id: string };
    const cancel = await post(`/api/jobs/${id}/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(states).toEqual([200, 200, 200]);
    // every answer came while the search still ran
    expect(solved).toBe(false);
    const done = await solve;
    expect(done.status).toBe(200);
    expect(done.body.method).toBe('coordinate-descent');
    expect(done.body.candidates?.length).toBeGreaterThan(0);
  }, 120_000);

  it('a solve whose request goes away ends its request without harm: the next solve is answered', async () => {
    const controller = new AbortController();
    const solve = post('/api/solve', LONG_SOLVE, controller.signal).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 300));
    controller.abort();
    expect(await solve).toBeInstanceOf(Error);
    const small = await post('/api/solve', { analysis: 'ds', rules: {}, params: DS, vary: 'tiers.tier1Max=10..12' });
    expect(small.status).toBe(200);
  }, 120_000);
});

describe('the workbench refuses what tune refuses', () => {
  const across = (extra: Record<string, unknown>) =>
    post('/api/across', { analysis: 'dice', rules: {}, params: { ability: '0..3' }, targets: { easy: 0.8 }, ...extra });

  it('/api/across with pick "wrost" is refused with the picks and a suggestion, not answered with the mean', async () => {
    const r = await across({ pick: 'wrost' });
    expect(r.status).toBe(400);
    expect(String(((await r.json()) as { error: string }).error)).toMatch(
      /^pick must be one of mean, worst, median, got "wrost" \(did you mean "worst"\?\)/,
    );
    const ok = await across({ pick: 'worst' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { pick: string }).pick).toBe('worst');
  });

  it('a target rate out of range, a __proto__ label: refused naming the target', async () => {
    const high = await across({ targets: { easy: 1.5 } });
    expect(high.status).toBe(400);
    expect(String(((await high.json()) as { error: string }).error)).toMatch(/^Targets: "easy" must be a rate from 0 to 1, got 1\.5/);
    // JSON.parse makes __proto__ an own key: refused, never the object's prototype
    const proto = await fetch(new URL('/api/across', server.url), {
      method: 'POST',
      headers: headers(),
      body: '{"analysis":"dice","rules":{},"params":{"ability":"0..3"},"targets":{"__proto__":{"easy":0.5},"hard":0.2}}',
    });
    expect(proto.status).toBe(400);
    expect(String(((await proto.json()) as { error: string }).error)).toMatch(/Targets has the key "__proto__"/);
  });
});
