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

  it("replays the English run's files for a command it already ran, and runs the others", async () => {
    const log: RunLog = new Map();
    const first = await runDocument('en.md', en, freshFolder(root, 'C.UTF-8'), { record: log });
    expect(first).toEqual({ failures: [], ran: 2, here: 0, replayed: 0 });
    // the translation's folder is fresh: `cat ./out/a.txt` passes only if the replay copied out/a.txt there
    const second = await runDocument('ja.md', ja, freshFolder(root, 'ja_JP.UTF-8'), { replay: log });
    expect(second).toEqual({ failures: [], ran: 1, here: 0, replayed: 1 });
  });

  it('reports a command that fails or prints other lines than its sample', async () => {
    const bad = commandBlocks(['```', '$ printf "two\\n"', 'one', '```', '```sh', 'false', '```'].join('\n'));
    const r = await runDocument('bad.md', bad, freshFolder(root, 'C.UTF-8'), {});
    expect(r.failures).toHaveLength(2);
    expect(r.failures[0]).toMatch(/bad\.md:2: printf .*\n {2}the sample shows lines the command does not print:\n {4}one/);
    expect(r.failures[1]).toMatch(/bad\.md:6: false\n {2}exit 1 \(expected 0\)/);
  });

  it('runs a plain hantei line in this process, in the folder, in its language; sh runs a line with a redirect', async () => {
    const doc = commandBlocks(
      [
        '```',
        '$ npx hantei deck inspect decks/mono-green.yaml   # in the folder',
        'Mono-Green Stompy (decks/mono-green.yaml, read as YAML deck): 60 cards in the library',
        '$ hantei exact 2d6 --difficulty 8',
        'hantei: missing --ability',
        '```',
        '```sh',
        "hantei exact 2d6 --ability 1 --difficulty 8 --format csv > 'odds.csv'",
        '```',
        '```',
        '$ cut -d, -f1-3 odds.csv',
        '2d6,standard,exact',
        '```',
      ].join('\n'),
    );
    const r = await runDocument('here.md', doc, freshFolder(root, 'C.UTF-8'), {});
    // the in-process run's exit code and words are reported as a spawned run's would be
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatch(
      /^here\.md:4: hantei exact 2d6 --difficulty 8\n {2}exit 2 \(expected 0\)\n {2}hantei: missing --ability\n/,
    );
    expect(r).toMatchObject({ ran: 4, here: 2 });
    // under the translation's LANG, the in-process run speaks Japanese
    const ja = commandBlocks(
      ['<!-- docs: exit 2 -->', '```', '$ hantei exact 2d6 --difficulty 8', 'hantei: --ability がありません', '```'].join('\n'),
    );
    expect(await runDocument('ja.md', ja, freshFolder(root, 'ja_JP.UTF-8'), {})).toEqual({ failures: [], ran: 1, here: 1, replayed: 0 });
  });
});
