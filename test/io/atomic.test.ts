import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFolderAtomic } from '../../src/io/atomic.js';
import { hanteiHere } from '../cli/here.js';

// the report commands run in-process through test/cli/here.ts (the built CLI's main())

const fresh = () => mkdtempSync(join(tmpdir(), 'hantei-atomic-'));

describe('atomic outputs', () => {
  it('a file replaces the old one whole and leaves no temporary sibling', () => {
    const dir = fresh();
    const f = join(dir, 'sub', 'r.json');
    writeFileAtomic(f, 'one');
    writeFileAtomic(f, 'two');
    expect(readFileSync(f, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'sub'))).toEqual(['r.json']);
  });

  it('a folder whose filling fails leaves the previous folder as it was', async () => {
    const dir = fresh();
    const target = join(dir, 'report');
    await writeFolderAtomic(target, (aside) => writeFileSync(join(aside, 'index.html'), 'old'));
    await expect(
      writeFolderAtomic(target, (aside) => {
        writeFileSync(join(aside, 'index.html'), 'half');
        throw new Error('disk on fire');
      }),
    ).rejects.toThrow(/disk on fire/);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['report']);
  });

  it('a second writer of the same folder fails at once, naming the lock', async () => {
    const dir = fresh();
    const target = join(dir, 'report');
    let release!: () => void;
    const first = writeFolderAtomic(target, () => new Promise<void>((r) => (release = r)));
    await expect(writeFolderAtomic(target, () => undefined)).rejects.toThrow(
      /hantei process \d+ \(started [^)]*\) is writing .*report \(lock .*\.report\.lock\)/,
    );
    release();
    await first;
    expect(readdirSync(dir)).toEqual(['report']);
  });

  it('a folder of other files is never replaced', async () => {
    const dir = fresh();
    mkdirSync(join(dir, 'mine'));
    writeFileSync(join(dir, 'mine', 'thesis.tex'), 'precious');
    await expect(writeFolderAtomic(join(dir, 'mine'), () => undefined)).rejects.toThrow(/holds files hantei did not write \(thesis\.tex\)/);
    expect(readFileSync(join(dir, 'mine', 'thesis.tex'), 'utf8')).toBe('precious');
  });

  it('re-running a smaller study into a report folder leaves no stale chart', async () => {
    const dir = fresh();
    const study2 = join(dir, 'two.yaml');
    const study1 = join(dir, 'one.yaml');
    writeFileSync(
      study2,
      'name: s\nanalyses:\n  - { name: a, system: 2d6, params: { ability: 3, difficulty: 6..8 } }\n  - { name: b, system: drawsteel, params: { characteristic: 1, difficulty: [easy, hard] } }\n',
    );
    writeFileSync(study1, 'name: s\nanalyses:\n  - { name: a, system: 2d6, params: { ability: 3, difficulty: 6..8 } }\n');
    const out = join(dir, 'out');
    expect((await hanteiHere(['report', study2, '--out', out, '--quiet'])).code).toBe(0);
    expect(readdirSync(join(out, 'charts')).some((f) => f.startsWith('b-'))).toBe(true);
    expect((await hanteiHere(['report', study1, '--out', out, '--quiet'])).code).toBe(0);
    const charts = readdirSync(join(out, 'charts'));
    expect(charts.length).toBeGreaterThan(0);
    expect(charts.filter((f) => f.startsWith('b-'))).toEqual([]);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['one.yaml', 'out', 'two.yaml']);
  });
});
