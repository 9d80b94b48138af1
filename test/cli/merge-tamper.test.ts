import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PartDocument, partDigest } from '../../src/engine/shard.js';
import { hanteiHere } from './here.js';

/*
 * A part file is data, never a command: every tampered or mismatched part is
 * refused (exit 1) naming the part file and the field, and nothing is written.
 * The commands run in-process through test/cli/here.ts (the built CLI's main()).
 */

const d = mkdtempSync(join(tmpdir(), 'hantei-tamper-'));
const cmd = [
  'simulate',
  '2d6',
  '--ability',
  '2..3',
  '--difficulty',
  '7..8',
  '--trials',
  '3e5',
  '--seed',
  '11',
  '--threads',
  '0',
  '--format',
  'json',
];
const part = (i: number) => join(d, `p${i}.json`);
const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as PartDocument;

beforeAll(async () => {
  for (const i of [1, 2, 3]) {
    const r = await hanteiHere([...cmd, '--shard', `${i}/3`, '--out', part(i)]);
    expect(r.code, r.stderr).toBe(0);
  }
}, 120_000);

let n = 0;
/** A copy of part `i` changed by `edit`; with `redigest` its digest is recomputed, as a forger would. */
function tampered(i: number, edit: (doc: PartDocument) => void, redigest = true): string {
  const doc = read(part(i));
  edit(doc);
  if (redigest) doc.digest = partDigest(doc);
  const f = join(d, `t${n++}-p${i}.json`);
  writeFileSync(f, JSON.stringify(doc));
  return f;
}

/** Merge, expecting a refusal naming `file` and matching `field`, with nothing written. */
async function refused(files: string[], file: string, message: RegExp): Promise<void> {
  const out = join(d, `merged-${n++}.json`);
  const r = await hanteiHere(['merge', ...files, '--out', out]);
  expect(r.code, r.stderr).toBe(1);
  expect(r.stderr).toContain(`hantei: ${file}: `);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(existsSync(out)).toBe(false);
}

describe('merge refuses tampered and mismatched parts', () => {
  it('the untouched parts merge', async () => {
    const out = join(d, 'merged.json');
    expect((await hanteiHere(['merge', part(2), part(3), part(1), '--out', out])).code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).cells).toHaveLength(4);
  });

  it('an edited success count (digest left as it was)', async () => {
    const f = tampered(2, (doc) => void (doc.runs[0].jobs[0].counts[2] -= 1000), false);
    await refused([part(1), f, part(3)], f, /digest: the part's content does not match its digest/);
  });

  it('successes > attempts, with the digest recomputed', async () => {
    const f = tampered(1, (doc) => void (doc.runs[0].jobs[0].counts[2] = doc.runs[0].jobs[0].counts[0] + 5));
    await refused([f, part(2), part(3)], f, /runs\[0\]\.jobs\[0\]\.counts\[2\]: \d+ is not a count of \d+ trials/);
  });

  it('a count of 2^70', async () => {
    const f = join(d, 'huge.json');
    writeFileSync(f, readFileSync(part(3), 'utf8').replace(/"counts":\[(\d+),(\d+)/, '"counts":[$1,1180591620717411303424'));
    await refused([part(1), part(2), f], f, /runs\[0\]\.jobs\[0\]\.counts\[1\]: must be ≤ 9007199254740991/);
  });

  it('a part "4/3"', async () => {
    const f = tampered(3, (doc) => void (doc.shard.index = 4));
    await refused([part(1), part(2), f], f, /shard: 4\/3 is not a part of 3/);
  });

  it('parts relabelled (1/3 as 2/3 and 2/3 as 1/3)', async () => {
    const a = tampered(1, (doc) => void (doc.shard.index = 2));
    const b = tampered(2, (doc) => void (doc.shard.index = 1));
    await refused([a, b, part(3)], a, /runs\[0\]\.jobs(\[0\](\.chunks)?)?: (is not job|\[)/);
  });

  it('a job dropped, or duplicated', async () => {
    const dropped = tampered(2, (doc) => void doc.runs[0].jobs.pop());
    await refused([part(1), dropped, part(3)], dropped, /runs\[0\]\.jobs: holds \d+ jobs?; shard 2\/3 of this plan has \d+/);
    const doubled = tampered(2, (doc) => void doc.runs[0].jobs.push(doc.runs[0].jobs[0]));
    await refused([part(1), doubled, part(3)], doubled, /runs\[0\]\.jobs: holds \d+ jobs; shard 2\/3 of this plan has \d+/);
  });

  it('part 2 from another version', async () => {
    const f = tampered(2, (doc) => void (doc.version = '0.1.9'));
    await refused([part(1), f, part(3)], f, /version: the part was made by hantei 0\.1\.9/);
  });

  it('the seed or the grid changed between shards', async () => {
    const seed = tampered(3, (doc) => void (doc.command[doc.command.indexOf('--seed') + 1] = '12'));
    await refused([part(1), part(2), seed], seed, /command: part was made by another command/);
    const runSeed = tampered(3, (doc) => void (doc.runs[0].seed = '12'));
    await refused([part(1), part(2), runSeed], runSeed, /runs\[0\]\.seed: "12" is not the command's seed "11"/);
    // every part's command changed alike: merge plans the new grid, and the parts' plan is not it
    const grid = [1, 2, 3].map((i) => tampered(i, (doc) => void (doc.command[doc.command.indexOf('--difficulty') + 1] = '7..9')));
    await refused(grid, grid[0], /runs\[0\]\.plan: the part was made from another plan/);
  });

  it('parts carrying --out, --json, serve --write or naming themselves are never run', async () => {
    const all = (edit: (doc: PartDocument) => void) => [1, 2, 3].map((i) => tampered(i, edit));
    const victim = join(d, 'victim.txt');
    writeFileSync(victim, 'precious');
    const withOut = all((doc) => void doc.command.push('--out', victim));
    await refused(withOut, withOut[0], /command: holds "--out", which a part may not carry/);
    const withEq = all((doc) => void doc.command.push(`--out=${victim}`));
    await refused(withEq, withEq[0], /command: holds "--out"/);
    const serve = all((doc) => void doc.command.splice(0, doc.command.length, 'serve', '--host', '0.0.0.0', '--write'));
    await refused(serve, serve[0], /command: "serve" is not a command that shards/);
    const json = all((doc) => void doc.command.push('--json', victim));
    await refused(json, json[0], /command: holds "--json"/);
    const self = all((doc) => void doc.command.splice(0, doc.command.length, 'merge', join(d, 'self.json')));
    writeFileSync(join(d, 'self.json'), readFileSync(self[0]));
    await refused([join(d, 'self.json'), self[1], self[2]], join(d, 'self.json'), /command: "merge" is not a command that shards/);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
  });

  it('an input file changed since the parts were made, or left out of a part', async () => {
    const deck = join(d, 'deck.txt');
    writeFileSync(deck, '20 Forest\n20 Grizzly Bears\n');
    const sim = ['simulate', 'mtg', '--deck', deck, '--check', 'green', '--difficulty', '2', '--trials', '2e5', '--threads', '0'];
    const parts = [1, 2].map((i) => join(d, `deck-p${i}.json`));
    for (const [i, f] of parts.entries()) expect((await hanteiHere([...sim, '--shard', `${i + 1}/2`, '--out', f])).code).toBe(0);
    expect(read(parts[0]).inputs).toEqual([{ path: deck, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    const dropped = [0, 1].map((i) => {
      const doc = read(parts[i]);
      doc.inputs = [];
      doc.digest = partDigest(doc);
      const f = join(d, `deck-dropped-${i}.json`);
      writeFileSync(f, JSON.stringify(doc));
      return f;
    });
    await refused(
      dropped,
      dropped[0],
      new RegExp(`inputs: ${deck.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, named by the command, is not among the part's inputs`),
    );
    writeFileSync(deck, '20 Forest\n20 Llanowar Elves\n');
    await refused(parts, deck, /changed since the parts were made \(inputs of .*deck-p1\.json\)/);
  });

  it('a part that is not a regular file, or a file given twice, is read no further', async () => {
    await refused([part(1), part(2), d], d, /cannot read the part file: it is a folder/);
    await refused([part(1), part(1), part(2), part(3)], part(1), /the part file is given twice/);
  });

  it('nothing is written: no temporary file is left beside the refused output', () => {
    expect(readdirSync(d).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});
