import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partCommand } from '../../src/cli/parts.js';
import { parseShard, shardRange } from '../../src/engine/shard.js';
import { hantei } from './cli.js';
import { hanteiHere } from './here.js';

// isolation: src/cli/ — partCommand only builds a part's command line; the CLI runs in child processes or through cli/here.ts

const dir = () => mkdtempSync(join(tmpdir(), 'hantei-shard-'));
const json = (f: string) => JSON.parse(readFileSync(f, 'utf8'));

// The commands run in-process through test/cli/here.ts (the built CLI's main()); the one-machine run a sharded
// simulation is compared with stays a process of its own, so the parts are held to numbers no state of theirs made.

describe('--shard I/N and hantei merge', () => {
  it('three shards of a simulation merge into the one-machine cells, whatever each shard’s thread count', async () => {
    const d = dir();
    const cmd = [
      'simulate',
      'mtg',
      '--deck',
      'decks/mono-green.yaml,decks/eldrazi.yaml',
      '--check',
      'green,colorless',
      '--difficulty',
      '0..3',
      '--boost',
      'on-fail',
      '--trials',
      '3e5',
      '--seed',
      '7',
      '--format',
      'json',
    ];
    const whole = hantei([...cmd, '--threads', '2', '--out', join(d, 'whole.json')]);
    expect(whole.code, whole.stderr).toBe(0);
    for (const [i, threads] of ['0', '1', '2'].entries()) {
      const r = await hanteiHere([...cmd, '--shard', `${i + 1}/3`, '--threads', threads, '--out', join(d, `p${i + 1}.json`)]);
      expect(r.code, r.stderr).toBe(0);
      expect(json(join(d, `p${i + 1}.json`)).schema).toBe('hantei.part/1');
    }
    const m = await hanteiHere(['merge', join(d, 'p3.json'), join(d, 'p1.json'), join(d, 'p2.json'), '--out', join(d, 'merged.json')]);
    expect(m.code, m.stderr).toBe(0);
    expect(json(join(d, 'merged.json')).cells).toEqual(json(join(d, 'whole.json')).cells);
  });

  it('a sharded study of scenarios merges into the same report numbers', async () => {
    const d = dir();
    for (const i of [1, 2])
      expect(
        (await hanteiHere(['report', 'test/fixtures/scenario-study.yaml', '--shard', `${i}/2`, '--out', join(d, `r${i}.json`), '--quiet']))
          .code,
      ).toBe(0);
    expect((await hanteiHere(['merge', join(d, 'r1.json'), join(d, 'r2.json'), '--out', join(d, 'merged')])).code).toBe(0);
    expect((await hanteiHere(['report', 'test/fixtures/scenario-study.yaml', '--out', join(d, 'whole'), '--quiet'])).code).toBe(0);
    const scenarios = (f: string) => json(f).analyses.map((a: { results: { scenarios: unknown } }) => a.results.scenarios);
    expect(scenarios(join(d, 'merged', 'results.json'))).toEqual(scenarios(join(d, 'whole', 'results.json')));
  });

  it("a part records its own command's input files, none an earlier command of the same process read", async () => {
    const d = dir();
    // a sharded study adds its decks to the part's inputs; main() runs command after command in this process
    expect(
      (await hanteiHere(['report', 'test/fixtures/scenario-study.yaml', '--shard', '1/2', '--out', join(d, 'r1.json'), '--quiet'])).code,
    ).toBe(0);
    expect(json(join(d, 'r1.json')).inputs.map((i: { path: string }) => i.path)).toContain('decks/mono-green.yaml');
    const deck = join(d, 'deck.txt');
    copyFileSync('decks/uw-control.txt', deck);
    const sim = ['simulate', 'mtg', '--deck', deck, '--check', 'blue', '--difficulty', '2', '--trials', '2e4', '--threads', '0'];
    expect((await hanteiHere([...sim, '--shard', '1/2', '--out', join(d, 's1.json')])).code).toBe(0);
    expect(json(join(d, 's1.json')).inputs.map((i: { path: string }) => i.path)).toEqual([deck]);
  });

  it('refuses a missing part, a part given twice, and parts of another command', async () => {
    const d = dir();
    const cmd = ['simulate', '2d6', '--ability', '3', '--difficulty', '7..8', '--trials', '1e5', '--threads', '0'];
    for (const i of [1, 2, 3]) await hanteiHere([...cmd, '--shard', `${i}/3`, '--out', join(d, `p${i}.json`)]);
    await hanteiHere([...cmd.slice(0, 6), '--trials', '2e5', '--shard', '3/3', '--out', join(d, 'other.json')]);
    const p = (n: string) => join(d, `${n}.json`);
    expect(await hanteiHere(['merge', p('p1'), p('p2')])).toMatchObject({ code: 1, stderr: expect.stringMatching(/part 3\/3 is missing/) });
    expect(await hanteiHere(['merge', p('p1'), p('p1'), p('p2'), p('p3')])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/p1\.json: the part file is given twice/),
    });
    copyFileSync(p('p1'), p('copy'));
    expect(await hanteiHere(['merge', p('p1'), p('copy'), p('p2'), p('p3')])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/copy\.json: shard: 1\/3 is given twice/),
    });
    expect(await hanteiHere(['merge', p('p1'), p('p2'), p('other')])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/other\.json: command: part was made by another command/),
    });
    expect(await hanteiHere([...cmd, '--shard', '4/3'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--shard must be I\/N with 1 ≤ I ≤ N/),
    });
    expect(await hanteiHere(['report', '--from', p('p1'), '--shard', '1/2'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--from simulates nothing/),
    });
  });

  it('splits the global chunk numbering into contiguous, covering, disjoint ranges', () => {
    for (const total of [0, 1, 7, 100]) {
      for (const n of [1, 2, 3, 16]) {
        let next = 0;
        for (let i = 1; i <= n; i++) {
          const r = shardRange(total, { index: i, count: n });
          expect(r.from).toBe(next);
          next = r.to;
        }
        expect(next).toBe(total);
      }
    }
    expect(parseShard(' 2 / 8 ')).toEqual({ index: 2, count: 8 });
    expect(partCommand(['simulate', '2d6', '--threads', '2', '--shard=1/2', '--out', 'x.json', '--seed', '3'])).toEqual([
      'simulate',
      '2d6',
      '--seed',
      '3',
    ]);
  });
});
