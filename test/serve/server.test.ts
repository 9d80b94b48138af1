// isolation: serve/ — each server it starts (built-in systems only) is closed in afterAll or a finally
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exact } from '../../src/api/index.js';
import { MAX_BODY, type RunningServer, startServer } from '../../src/serve/server.js';
import type { AnalyseResponse, JobStatus, SaveResponse, StateResponse } from '../../src/serve/protocol.js';
import type { ColourBalanceRow } from '../../src/systems/mtg/balance.js';
import { V2 } from '../../src/systems/mtg/ruleset.js';
import { serveCli, workbenchStudy } from './harness.js';

let server: RunningServer;
const study = workbenchStudy();

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(new URL(path, server.url), {
    method,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-hantei-token': server.token },
  });
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startServer({ study: study.file, port: 0, write: true, threads: 1 });
});
afterAll(async () => {
  await server?.close();
});

describe('hantei serve: the HTTP API', () => {
  it('binds 127.0.0.1 by default and serves the state built from the study', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const { status, data } = await call('GET', '/api/state');
    expect(status).toBe(200);
    const state = data as unknown as StateResponse;
    expect(state.analyses.map((a) => a.name)).toEqual(['mtg', 'dice', 'dice-session']);
    expect(state.analyses[0].params.deck).toEqual(['mono-green']);
    // the ruleset editor's fields come from the presets, with choices learned from the validators
    const mtgFields = state.systems.find((s) => s.id === 'mtg')!.fields.v2;
    expect(mtgFields.find((f) => f.path.join('.') === 'modifiers.same')).toEqual({ path: ['modifiers', 'same'], kind: 'number' });
    expect(mtgFields.find((f) => f.path.join('.') === 'critical.mode')?.choices).toEqual(['value', 'automatic']);
    expect(state.systems.find((s) => s.id === 'drawsteel')!.fields.core.find((f) => f.path.join('.') === 'outcomes.easy.0')?.kind).toBe(
      'choice',
    );
  });

  it('analyses an edited ruleset: the same odds as the library, compared with its preset', async () => {
    const rules = { ...V2, modifiers: { ...V2.modifiers, same: 4 } };
    const params = { deck: ['mono-green'], check: ['green'], difficulty: '0..8', boost: ['never'] };
    const { status, data } = await call('POST', '/api/analyse', { analysis: 'mtg', rules, params, lang: 'en' });
    expect(status, JSON.stringify(data)).toBe(200);
    const res = data as unknown as AnalyseResponse;
    const lib = await exact({
      system: 'mtg',
      ruleset: { extends: 'v2', modifiers: { same: 4 } },
      params: { deck: [join(study.dir, 'mono-green.yaml')], check: 'green', difficulty: '0..8', boost: 'never' },
    });
    expect(res.doc.cells.map((c) => c.success)).toEqual(lib.cells.map((c) => c.success));
    const preset = await exact({
      system: 'mtg',
      ruleset: 'v2',
      params: { deck: [join(study.dir, 'mono-green.yaml')], check: 'green', difficulty: '0..8', boost: 'never' },
    });
    const diffs = lib.cells.map((c, i) => c.success! - preset.cells[i].success!);
    expect(res.compare.rows[0].diff).toBeCloseTo(
      diffs.reduce((m, d) => (Math.abs(d) > Math.abs(m) ? d : m), 0),
      12,
    );
    expect(res.charts.some((c) => c.id === 'mtg-curves')).toBe(true);
    expect(res.compare.charts.length).toBeGreaterThan(0);
    // the deprecated field under mtg's name: the answer types it `unknown` (the system's rows, not the protocol's)
    expect((res.colourBalance as ColourBalanceRow[] | undefined)?.map((b) => b.ruleset)).toEqual(['v2 (edited)', 'v2']);
  });

  it('a difficulty table for target rates', async () => {
    const { status, data } = await call('POST', '/api/tune', {
      analysis: 'mtg',
      rules: V2,
      params: { deck: ['mono-green'], check: ['green'], boost: ['never'] },
      targets: { easy: 0.8, hard: 0.2 },
    });
    expect(status).toBe(200);
    const rows = (data as { rows: Array<{ picks: Record<string, { success: number } | null> }> }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].picks.easy!.success).toBeGreaterThan(rows[0].picks.hard!.success);
  });

  it('400 with a message for malformed requests, 404 for unknown routes, 413 over the body cap', async () => {
    expect((await call('POST', '/api/analyse', '{not json')).status).toBe(400);
    const bad = await call('POST', '/api/analyse', {
      analysis: 'mtg',
      rules: { ...V2, modifiers: { ...V2.modifiers, same: 'five' } },
      params: {},
    });
    expect(bad.status).toBe(400);
    expect(String(bad.data.error)).toMatch(/modifiers\.same/);
    expect((await call('POST', '/api/analyse', { analysis: 'nope', rules: V2, params: {} })).status).toBe(400);
    expect((await call('POST', '/api/analyse', { analysis: 'mtg', rules: V2, params: { difficulty: 'x..y' } })).status).toBe(400);
    expect((await call('GET', '/api/nothing')).status).toBe(404);
    expect((await call('GET', '/../../etc/passwd')).status).toBe(404);
    const big = await fetch(new URL('/api/decks', server.url), {
      method: 'POST',
      body: 'x'.repeat(MAX_BODY + 10),
      headers: { 'content-type': 'application/json', 'x-hantei-token': server.token },
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toMatch(/over/);
  });

  it('the page never names a server path: decks are ids the workbench holds', async () => {
    const r = await call('POST', '/api/analyse', { analysis: 'mtg', rules: V2, params: { deck: ['/etc/passwd'] } });
    expect(r.status).toBe(400);
    expect(String(r.data.error)).toMatch(/no deck/);
    const ruleFile = await call('POST', '/api/analyse', { analysis: 'mtg', rules: 'study.yaml', params: {} });
    expect(ruleFile.status).toBe(400);
  });

  it('a pasted Arena list: the library the checks see, unknown names with suggestions', async () => {
    const text = readFileSync('test/fixtures/arena.txt', 'utf8');
    const ok = await call('POST', '/api/decks', { name: '../../evil/arena.txt', text });
    expect(ok.status).toBe(200);
    const deck = (ok.data as { deck: { deck: string; cards: number; byManaValue: Record<string, number> } }).deck;
    expect(deck.deck).toBe('arena');
    expect(deck.cards).toBe(28);
    expect(deck.byManaValue).toEqual({ 0: 20, 1: 4, 2: 4 });
    const typo = await call('POST', '/api/decks', { name: 'typo', text: '4 Runeclaw Baer\n20 Forest\n' });
    expect((typo.data as { deck: { unresolved: Array<{ suggestions: string[] }> } }).deck.unresolved[0].suggestions).toContain(
      'Runeclaw Bear',
    );
    // the pasted deck can be analysed; the one with an unknown name was not added
    expect((await call('POST', '/api/analyse', { analysis: 'mtg', rules: V2, params: { deck: ['arena'], check: ['green'] } })).status).toBe(
      200,
    );
    expect((await call('POST', '/api/analyse', { analysis: 'mtg', rules: V2, params: { deck: ['typo'] } })).status).toBe(400);
  });

  it('a simulation runs with progress and stops when cancelled', async () => {
    const start = await call('POST', '/api/jobs', {
      analysis: 'mtg',
      rules: V2,
      params: { deck: ['mono-green'], check: ['green'], difficulty: '2', boost: ['never'] },
      trials: 1e8,
    });
    expect(start.status).toBe(200);
    const id = String(start.data.id);
    let s: JobStatus;
    do s = (await call('GET', `/api/jobs/${id}`)).data as unknown as JobStatus;
    while (s.done === 0 && s.state === 'running');
    await call('POST', `/api/jobs/${id}/cancel`);
    const deadline = Date.now() + 15_000; // a hang guard, not a timing claim
    do s = (await call('GET', `/api/jobs/${id}`)).data as unknown as JobStatus;
    while (s.state === 'running' && Date.now() < deadline);
    expect(s.state).toBe('cancelled');
    expect(s.done).toBeLessThan(s.total);
    const small = await call('POST', '/api/jobs', { analysis: 'dice-session', trials: 2000 });
    let t: JobStatus;
    do t = (await call('GET', `/api/jobs/${String(small.data.id)}`)).data as unknown as JobStatus;
    while (t.state === 'running');
    expect(t.state).toBe('done');
    expect(t.doc?.analysis).toBe('session');
  });

  it('saves the edited ruleset and study into the study folder; report --check accepts the study', async () => {
    const rules = { ...V2, modifiers: { ...V2.modifiers, same: 4 } };
    const { status, data } = await call('POST', '/api/save', {
      analysis: 'mtg',
      rules,
      params: { deck: ['mono-green', 'arena'], difficulty: '0..8', boost: ['never', 'on-fail'] },
      write: true,
    });
    expect(status, JSON.stringify(data)).toBe(200);
    const saved = data as unknown as SaveResponse;
    expect(saved.rulesetYaml).toMatch(/extends: v2/);
    expect(saved.rulesetYaml).toMatch(/same: 4/);
    expect(saved.written.sort()).toEqual(['arena.txt', saved.rulesetFile, saved.studyFile].sort());
    for (const f of saved.written) expect(existsSync(join(study.dir, f))).toBe(true);
    // the pasted deck comes with the study, so a downloaded study runs too
    expect(saved.decks.map((d) => d.file)).toEqual(['arena.txt']);
    expect(saved.decks[0].text).toBe(readFileSync(join(study.dir, 'arena.txt'), 'utf8'));
    // the rest of the study is kept as written
    expect(saved.studyYaml).toMatch(/^    trials: 1e4$/m);
    expect(saved.studyYaml).toMatch(
      /^  - \{ analysis: mtg, where: \{ deck: mono-green, check: green, boost: never, difficulty: 0 \}, success: \{ min: 0.5 \} \}$/m,
    );
    expect(saved.studyYaml).toMatch(/ruleset: wb-mtg-rules\.yaml/);
    expect(readdirSync(study.dir).every((f) => !f.includes('..'))).toBe(true);
    const r = spawnSync(
      process.execPath,
      [
        'bin/hantei.js',
        'report',
        join(study.dir, saved.studyFile),
        '--out',
        join(study.dir, 'out'),
        '--check',
        '--quiet',
        '--threads',
        '1',
      ],
      { encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    const results = JSON.parse(readFileSync(join(study.dir, 'out', 'results.json'), 'utf8'));
    const mtg = results.analyses.find((a: { name: string }) => a.name === 'mtg').results;
    expect(mtg.rules.modifiers.same).toBe(4);
    expect(new Set(mtg.cells.map((c: { params: { deck: string } }) => c.params.deck))).toEqual(new Set(['mono-green', 'arena']));
  });

  it('without --write nothing is written', async () => {
    const other = workbenchStudy();
    const s = await startServer({ study: other.file, port: 0 });
    try {
      const headers = { 'content-type': 'application/json', 'x-hantei-token': s.token };
      const res = await fetch(new URL('/api/save', s.url), {
        method: 'POST',
        body: JSON.stringify({ analysis: 'mtg', rules: V2 }),
        headers,
      });
      const saved = (await res.json()) as SaveResponse;
      expect(saved.written).toEqual([]);
      // asking to write is refused, not silently ignored
      const asked = await fetch(new URL('/api/save', s.url), {
        method: 'POST',
        body: JSON.stringify({ analysis: 'mtg', rules: V2, write: true }),
        headers,
      });
      expect(asked.status).toBe(400);
      expect(((await asked.json()) as { error: string }).error).toMatch(/without --write/);
      expect(readdirSync(other.dir).sort()).toEqual(['mono-green.yaml', 'study.yaml']);
    } finally {
      await s.close();
    }
  });

  it('the CLI prints the URL and stops cleanly on Ctrl-C', async () => {
    const s = await serveCli([study.file, '--threads', '1']);
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await fetch(s.url).then((r) => r.text());
    expect(page).toMatch(/workbench\.js/);
    expect(await s.stop()).toBe(0);
  });
});
