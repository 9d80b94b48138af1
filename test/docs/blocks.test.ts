import { describe, expect, it } from 'vitest';
import { asRun, commandBlocks, missingSampleLines, plainHantei, strayMarks, withoutComment } from './blocks.js';

describe('the README block convention (test/docs/blocks.ts)', () => {
  const md = [
    '```sh',
    '# a comment',
    'npx hantei exact 2d6 --ability 1 \\',
    '  --difficulty 8',
    '```',
    '',
    '<!-- docs: skip network -->',
    '```sh',
    'npx hantei cards update',
    '```',
    '<!-- docs: exit 1 -->',
    '```',
    '$ npx hantei report s.yaml --check',
    'FAIL one',
    '$ npx hantei solve s.yaml --vary a=1..2',
    'best: a=1',
    '',
    '```',
    '```yaml',
    'expect: []',
    '```',
  ].join('\n');

  it('reads commands with continuations, skip and exit marks, and samples under $ lines', () => {
    const blocks = commandBlocks(md);
    expect(blocks).toHaveLength(3);
    expect(blocks[0].commands.map((c) => c.text)).toEqual(['npx hantei exact 2d6 --ability 1 --difficulty 8']);
    expect(blocks[1].skip).toBe('network');
    expect(blocks[2].commands.map((c) => [c.text, c.sample, c.exit])).toEqual([
      ['npx hantei report s.yaml --check', ['FAIL one'], 1],
      ['npx hantei solve s.yaml --vary a=1..2', ['best: a=1'], 1],
    ]);
  });

  it('finds a stale sample line, and accepts lines in order from either stream', () => {
    expect(missingSampleLines(['a', 'c'], 'a\nb\nc\n', '')).toEqual([]);
    expect(missingSampleLines(['c', 'a'], 'a\nb\nc\n', '')).toEqual(['a']);
    expect(missingSampleLines(['FAIL x', 'path'], 'path\n', 'FAIL x\n')).toEqual([]);
    expect(missingSampleLines(['line 15 (0.0076)'], 'line 23 (0.0076)\n', '')).toEqual(['line 15 (0.0076)']);
  });

  it('finds a docs: mark parted from its block by a heading', () => {
    expect(strayMarks(md)).toEqual([]);
    expect(strayMarks('<!-- docs: skip server -->\n## Starting it\n\n```sh\nnpx hantei serve\n```\n')).toEqual([1]);
  });

  it('runs npx hantei as the built CLI and caps large trial counts only', () => {
    expect(asRun('npx hantei simulate mtg --trials 1e7 --seed 1')).toBe('hantei simulate mtg --trials 100000 --seed 1');
    expect(asRun('npx hantei simulate 2d6 --trials=5000')).toBe('hantei simulate 2d6 --trials=5000');
  });

  it('takes a plain hantei line apart as sh would, and leaves a line that needs a shell, or a server, to sh', () => {
    expect(plainHantei('hantei exact mtg --critical "Scaled Wurm" --vary modifiers.same=3..6')).toEqual([
      'exact',
      'mtg',
      '--critical',
      'Scaled Wurm',
      '--vary',
      'modifiers.same=3..6',
    ]);
    expect(plainHantei("hantei  turn  mtg --checks 'blue:2,green:3/colorless:1' --name ''")).toEqual([
      'turn',
      'mtg',
      '--checks',
      'blue:2,green:3/colorless:1',
      '--name',
      '',
    ]);
    for (const line of [
      'hantei rulesets mtg --show v2 > my-rules.yaml',
      "printf 'Deck\\n' > burn.txt && hantei deck inspect burn.txt",
      'hantei exact 2d6 --ability $N',
      'hantei exact 2d6 --deck "$HOME/d.txt"',
      'hantei deck inspect decks/*.txt',
      'hantei deck inspect ~/d.txt',
      'hantei exact 2d6 --ability 1 | head',
      'hantei exact 2d6 --ability "1',
      'hantei serve',
      'hantei serve my-study.yaml --port 0',
      'echo hantei',
    ])
      expect(plainHantei(line), line).toBeUndefined();
  });

  it("reads a command's trailing comment as sh does: a # starting a word outside quotes", () => {
    expect(withoutComment('npx hantei report reports/balance.yaml    # → reports/out/balance/index.html')).toBe(
      'npx hantei report reports/balance.yaml',
    );
    expect(withoutComment('npx hantei report b.yaml  # 既定のスタディ')).toBe('npx hantei report b.yaml');
    expect(withoutComment('echo \'a # b\' "c # d" e#f')).toBe('echo \'a # b\' "c # d" e#f');
    expect(withoutComment('echo a\\ #b # c')).toBe('echo a\\ #b');
    expect(withoutComment('# all comment')).toBe('');
  });
});
