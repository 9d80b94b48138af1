import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docPairs } from './documents.js';
import { sections, treeDifference } from './markdown.js';

/*
 * A document and its translation have one structure: the same sequence of
 * heading levels, and the same number of code blocks in each section, so a
 * reader can move between languages section by section. Until the Japanese
 * docs land (branch s11-docs-ja), each missing translation fails with its name.
 */

const root = resolve('.');
const tree = (doc: string) => sections(readFileSync(join(root, doc), 'utf8'));
describe('each document and its translation have the same heading tree', () => {
  for (const pair of docPairs(root)) {
    if (!pair.ja) continue;
    const ja = pair.ja;
    it(`${pair.en} ↔ ${ja}`, () => {
      if (!existsSync(join(root, ja))) expect.fail(`${ja} is missing: the translation of ${pair.en} (written on branch s11-docs-ja)`);
      expect(treeDifference(tree(pair.en), tree(ja)), `${pair.en} and ${ja} part here`).toBe('');
    });
  }
});
