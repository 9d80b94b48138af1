import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandBlocks } from './blocks.js';
import { cleanUp, freshFolder, runDocument, type RunLog } from './run.js';

afterAll(cleanUp);

describe('running a document and its translation (test/docs/run.ts)', () => {
  const root = resolve('.');
  const en = commandBlocks(
    ['```sh', 'mkdir -p out && printf "%s\\n" one > out/a.txt', '```', '```', '$ cat out/a.txt', 'one', '```'].join('\n'),
  );
  // the same command with its comment in Japanese: replayed; a command written otherwise: run
  const ja = commandBlocks(
    ['```sh', 'mkdir -p out && printf "%s\\n" one > out/a.txt   # 書き出す', '```', '```', '$ cat ./out/a.txt', 'one', '```'].join('\n'),
  );

  it("replays the English run's files for a command it already ran, and runs the others", () => {
    const log: RunLog = new Map();
    const first = runDocument('en.md', en, freshFolder(root, 'C.UTF-8'), { record: log });
    expect(first).toEqual({ failures: [], ran: 2, replayed: 0 });
    // the translation's folder is fresh: `cat ./out/a.txt` passes only if the replay copied out/a.txt there
    const second = runDocument('ja.md', ja, freshFolder(root, 'ja_JP.UTF-8'), { replay: log });
    expect(second).toEqual({ failures: [], ran: 1, replayed: 1 });
  });

  it('reports a command that fails or prints other lines than its sample', () => {
    const bad = commandBlocks(['```', '$ printf "two\\n"', 'one', '```', '```sh', 'false', '```'].join('\n'));
    const r = runDocument('bad.md', bad, freshFolder(root, 'C.UTF-8'), {});
    expect(r.failures).toHaveLength(2);
    expect(r.failures[0]).toMatch(/bad\.md:2: printf .*\n {2}the sample shows lines the command does not print:\n {4}one/);
    expect(r.failures[1]).toMatch(/bad\.md:6: false\n {2}exit 1 \(expected 0\)/);
  });
});
