import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RuleFilePath, exact } from '../../src/api/index.js';
import type { AnalyseResponse, StateResponse } from '../../src/serve/protocol.js';
import { type RunningServer, startServer } from '../../src/serve/server.js';

/*
 * The workbench on a study whose system is a rule file: the ruleset form is
 * generated from the file (its numbers are fields), and an edited number
 * gives the odds the library gives for that variant of the rule.
 */

let server: RunningServer;
const dir = mkdtempSync(join(tmpdir(), 'hantei-wb-rule-'));
copyFileSync('test/fixtures/rules/idioms/4d6kh3.yaml', join(dir, 'stats.yaml'));
writeFileSync(
  join(dir, 'study.yaml'),
  ['name: rules', 'analyses:', '  - name: stats', '    system: ./stats.yaml', '    params: { difficulty: 8..14 }', ''].join('\n'),
);

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(new URL(path, server.url), {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-hantei-token': server.token },
  });
  return { status: res.status, data: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startServer({ study: join(dir, 'study.yaml'), port: 0, write: false, threads: 1 });
});
afterAll(async () => {
  await server?.close();
});

describe('hantei serve on a rule file', () => {
  it("generates the ruleset form from the file's numbers, and an edited number redraws the odds", async () => {
    const { data } = await call('GET', '/api/state');
    const state = data as unknown as StateResponse;
    const sys = state.systems.find((s) => s.id === state.analyses[0].system)!;
    // the page sees the file as the study names it, never the server's absolute path
    expect(sys.id).toBe('stats.yaml');
    const fields = sys.fields['4d6kh3'].map((f) => `${f.path.join('.')}:${f.kind}`);
    expect(fields).toEqual(
      expect.arrayContaining(['dice.count:number', 'dice.faces:number', 'dice.keep.highest:number', 'check.compare:choice']),
    );
    const rules = { ...(state.analyses[0] as unknown as { rules: Record<string, unknown> }).rules };
    const base = await call('POST', '/api/analyse', { analysis: 'stats', rules, params: { difficulty: '8..14' }, lang: 'en' });
    expect(base.status, JSON.stringify(base.data)).toBe(200);
    const edited = { ...rules, dice: { ...(rules.dice as object), count: 5 } };
    const res = await call('POST', '/api/analyse', { analysis: 'stats', rules: edited, params: { difficulty: '8..14' }, lang: 'en' });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const lib = await exact({
      system: join(dir, 'stats.yaml') as RuleFilePath,
      ruleset: { extends: '4d6kh3', dice: { count: 5 } },
      params: { difficulty: '8..14' },
    });
    const got = (res.data as unknown as AnalyseResponse).doc.cells.map((c) => c.success);
    expect(got).toEqual(lib.cells.map((c) => c.success));
    expect(got).not.toEqual((base.data as unknown as AnalyseResponse).doc.cells.map((c) => c.success));
  });
});
