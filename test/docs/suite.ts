/*
 * The docs-that-run tests of some documents (test/docs/readme.test.ts,
 * docs-commands.test.ts and docs-reference.test.ts share the documents out,
 * so vitest runs the slow ones side by side): every command block of a
 * document and of its translation, in order, in a fresh folder per document
 * holding a copy of the project's decks/ and reports/ (as a checkout has
 * them), against the built CLI (`npm run build` first). A command must exit 0
 * (or its block's `<!-- docs: exit N -->`), and a sample output shown under a
 * `$` line must appear in what it really prints. A translation runs under
 * LANG=ja_JP.UTF-8; its commands that the English document already ran, with
 * the same sample, are not run twice (test/docs/run.ts copies what they wrote).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandBlocks, strayMarks } from './blocks.js';
import { docPairs, JA_FOLDER } from './documents.js';
import { cleanUp, freshFolder, runDocument, type RunLog } from './run.js';

/** The English documents that have a test file of their own; docs-reference.test.ts takes the rest. */
export const OWN_FILE = ['README.md', 'docs/commands.md'];

/** Declares the tests of the documents (by their English path) that `pick` chooses. */
export function describeDocs(pick: (en: string) => boolean): void {
  const root = resolve('.');
  afterAll(cleanUp);

  const read = (doc: string) => commandBlocks(readFileSync(join(root, doc), 'utf8'));
  const jaFolderExists = existsSync(join(root, JA_FOLDER));

  for (const pair of docPairs(root).filter((p) => pick(p.en))) {
    const docs = pair.jaExists && pair.ja ? [pair.en, pair.ja] : [pair.en];
    describe(`${docs.join(' and ')}: every command block runs as written`, () => {
      const blocks = docs.map(read);

      it('writes options themselves, never in brackets; each docs: mark stands right before its block', () => {
        if (pair.en === 'README.md') expect(blocks[0].length, 'the README shows how to run hantei').toBeGreaterThan(3);
        docs.forEach((doc, i) => {
          for (const line of strayMarks(readFileSync(join(root, doc), 'utf8')))
            expect.fail(`${doc}:${line}: a <!-- docs: --> mark with no code block right after it (its block would run)`);
          for (const b of blocks[i])
            for (const c of b.commands) expect(c.text, `${doc}:${c.line}: write the option itself, not [--option]`).not.toMatch(/\[--/);
        });
      });

      it('runs each command in a fresh folder; sample outputs match the real output', async () => {
        const log: RunLog = new Map();
        const first = await runDocument(pair.en, blocks[0], freshFolder(root, 'C.UTF-8'), { record: docs[1] ? log : undefined });
        const failures = first.failures;
        if (docs[1]) failures.push(...(await runDocument(docs[1], blocks[1], freshFolder(root, 'ja_JP.UTF-8'), { replay: log })).failures);
        expect(failures.join('\n\n')).toBe('');
      }, 1_200_000);

      if (pair.ja && !pair.jaExists) {
        // the Japanese docs land from another branch: until their folder exists, say so; once it does, a missing file fails
        const absent = pair.en !== 'README.md' && !jaFolderExists;
        it.skipIf(absent)(`${pair.ja} exists${absent ? ` (skipped: ${JA_FOLDER}/ does not exist yet)` : ''}`, () => {
          expect.fail(`${pair.ja} is missing: the translation of ${pair.en}, with the same headings and command blocks`);
        });
      }
    });
  }
}
