import { describe, expect, it } from 'vitest';
import { anchors, links, sections, slug, treeDifference } from './markdown.js';

describe('the Markdown shape the docs tests compare (test/docs/markdown.ts)', () => {
  const md = [
    'intro [README](../README.md)',
    '# Title',
    '```sh',
    '# a comment, not a heading',
    'npx hantei exact 2d6 --ability 1 --difficulty 8',
    '```',
    '## Past one machine: `--shard` and `merge`',
    'see [Part files](security.md#part-files) and `[not](a-link.md)`',
    '```yaml',
    'x: [a](b)',
    '```',
    '```',
    '$ npx hantei cards info',
    '```',
    '## `mtg` — MTGでTRPG 行動判定',
    '## Title',
  ].join('\n');

  it('reads headings outside code, with the code blocks of each section', () => {
    expect(sections(md).map((s) => [s.level, s.title, s.codeBlocks])).toEqual([
      [0, '(before the first heading)', 0],
      [1, 'Title', 1],
      [2, 'Past one machine: `--shard` and `merge`', 2],
      [2, '`mtg` — MTGでTRPG 行動判定', 0],
      [2, 'Title', 0],
    ]);
  });

  it("makes GitHub's anchors, numbering repeats", () => {
    expect(slug('Past one machine: `--shard` and `merge`')).toBe('past-one-machine---shard-and-merge');
    expect(slug('The results document (`--format json`)')).toBe('the-results-document---format-json');
    expect(slug('`mtg` — MTGでTRPG 行動判定')).toBe('mtg--mtgでtrpg-行動判定');
    expect([...anchors(md)]).toEqual(['title', 'past-one-machine---shard-and-merge', 'mtg--mtgでtrpg-行動判定', 'title-1']);
  });

  it('finds links in prose only, not in code', () => {
    expect(links(md)).toEqual([
      { target: '../README.md', line: 1 },
      { target: 'security.md#part-files', line: 8 },
    ]);
  });

  it('says where two heading trees part: a level, or a section with another number of code blocks', () => {
    const en = sections('# A\n## B\n```sh\nx\n```\n');
    expect(treeDifference(en, sections('# あ\n## い\n```sh\nx\n```\n'))).toBe('');
    expect(treeDifference(en, sections('# あ\n### い\n```sh\nx\n```\n'))).toMatch(/^section 2: .*## B \[1 code\].*### い/);
    expect(treeDifference(en, sections('# あ\n## い\n'))).toMatch(/\[0 code\]/);
    expect(treeDifference(en, sections('# あ\n'))).toMatch(/\(nothing\)/);
  });
});
